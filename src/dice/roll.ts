// Rolling a pool (docs/verifiable-dice.md §4–§7): check the request, derive the faces from the
// epoch's seed and the canonical head, sign, and return the faces with their proof.
import { err, gfError, ok, type Result } from "../lib/result.js";
import { canonicalContext, type RollContext } from "./context.js";
import type { DiceCrypto, DiceSigner } from "./crypto.js";
import { deriveFaces } from "./derive.js";
import { MAX_POOL_DICE, canonicalSizes, isDerivableSize, type Die } from "./die.js";
import { roundAfter, type DrandChain } from "./drand.js";
import { epochAt, type EpochSchedule } from "./epoch.js";
import { encodeHead, sealProof, type BeaconRef, type RollRecord } from "./proof.js";
import { fromHex } from "./bytes.js";

/** What the operator holds: its signing key, its seed chain and schedule, its beacon if any. */
export interface RollKeys {
  readonly signer: DiceSigner;
  readonly schedule: EpochSchedule;
  /** The secret seed of an epoch. */
  readonly seedFor: (epoch: number) => Uint8Array | undefined;
  /** Set when rolls must mix in a drand beacon. */
  readonly drand?: DrandChain;
}

export interface RollRequest {
  readonly context: RollContext;
  /** Die sizes, any order; rolled in canonical (ascending) order. */
  readonly sizes: readonly number[];
  /** When the roll was requested (the post's creation time, ms): it picks epoch and beacon round. */
  readonly at: number;
  /** The drand round after `at` (see roundAfter), already verified by whoever fetched it. */
  readonly beacon?: { readonly round: number; readonly signature: Uint8Array };
}

export interface RolledPool {
  /** The dice in canonical order with their faces. */
  readonly dice: Die[];
  readonly record: RollRecord;
  readonly proof: string;
}

export function rollPool(request: RollRequest, keys: RollKeys, crypto: DiceCrypto): Result<RolledPool> {
  const context = canonicalContext(request.context);
  if (!context.ok) return context;
  const sizes = canonicalSizes(request.sizes);
  if (sizes.length === 0) return err(gfError("dice.notation.empty"));
  if (sizes.length > MAX_POOL_DICE) return err(gfError("dice.notation.too-many", undefined, { count: sizes.length, max: MAX_POOL_DICE }));
  const badSize = sizes.find((s) => !isDerivableSize(s));
  if (badSize !== undefined) {
    return err(gfError("dice.notation.bad-size", undefined, { token: `d${badSize}`, size: badSize, sizes: "d2…d100" }));
  }

  const epoch = epochAt(keys.schedule, request.at);
  const seed = epoch === undefined ? undefined : keys.seedFor(epoch);
  if (epoch === undefined || !seed) {
    return err(gfError("dice.epoch.outside-chain", undefined, {
      at: new Date(request.at).toISOString(), last: keys.schedule.epochs,
      genesis: new Date(keys.schedule.genesisMs).toISOString(),
    }));
  }

  let beacon: BeaconRef | null = null;
  if (keys.drand) {
    const want = roundAfter(keys.drand, request.at);
    if (!request.beacon || request.beacon.round !== want) {
      return err(gfError("dice.beacon.wrong-round", undefined, { got: request.beacon?.round ?? "-", want }));
    }
    beacon = { chainHash: fromHex(keys.drand.hash, 32)!, round: want, signature: request.beacon.signature };
  } else if (request.beacon) {
    throw new TypeError("a beacon was given but no drand chain is configured");
  }

  const head = encodeHead({ context: context.value, epoch, beacon, sizes });
  const faces = deriveFaces(seed, head, sizes, crypto);
  const proof = sealProof(head, faces, (message) => keys.signer.sign(message));
  return ok({
    dice: sizes.map((size, k) => ({ size, face: faces[k]! })),
    record: { context: context.value, epoch, beacon, sizes, faces },
    proof,
  });
}
