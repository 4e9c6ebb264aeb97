// Rolling a pool (docs/verifiable-dice.md §4–§7): check the request, derive the faces from the
// epoch's seed and the roll's input bytes, sign them with the roll time and the log link, and
// return the faces with their proof.
import { err, gfError, ok, type Result } from "../lib/result.js";
import { fromHex } from "./bytes.js";
import { canonicalContext, type RollContext } from "./context.js";
import type { DiceCrypto, DiceSigner } from "./crypto.js";
import { deriveFaces } from "./derive.js";
import { MAX_POOL_DICE, canonicalSizes, isDerivableSize, type Die } from "./die.js";
import { roundAfter, type DrandChain } from "./drand.js";
import { epochAt, type EpochSchedule } from "./epoch.js";
import { rollBuffer, sealProof, type BeaconRef, type RollRecordV2, type RollRecordV3 } from "./proof.js";

/** What the operator holds: its signing key, its seed chain and schedule, its beacon if any. */
export interface RollKeys {
  readonly signer: DiceSigner;
  readonly schedule: EpochSchedule;
  /** The published seed-chain head (seed[0]) every record names. */
  readonly head: Uint8Array;
  /** The secret seed of an epoch. */
  readonly seedFor: (epoch: number) => Uint8Array | undefined;
  /** Epochs up to this one are revealed (or may be): never rolled into. */
  readonly revealedEpoch: number;
  /** Set when rolls must mix in a drand beacon. */
  readonly drand?: DrandChain;
}

/** The record's place in the operator's roll log. */
export interface LogLink {
  /** From 1, one more than the previous record's. */
  readonly seq: number;
  /** SHA-256 of the previous record's proof bytes; 32 zero bytes for seq 1. */
  readonly prev: Uint8Array;
}

export const FIRST_LINK: LogLink = { seq: 1, prev: new Uint8Array(32) };

export interface RollRequest {
  readonly context: RollContext;
  /** Die sizes, any order; rolled in canonical (ascending) order. */
  readonly sizes: readonly number[];
  /** The roll time (ms): when the service first saw the block. It picks epoch and beacon round, and is signed. */
  readonly at: number;
  /** The drand round after `at` (see roundAfter), already verified by whoever fetched it. */
  readonly beacon?: { readonly round: number; readonly signature: Uint8Array };
  /**
   * A gf-dice-v3 roll (docs/verifiable-dice.md §V.1): `at` is then the forum's time for the block
   * (the post's created_at, or revision `postVersion`'s), never the service's, and this the post
   * version whose text first held the block.
   */
  readonly postVersion?: number;
  /**
   * The time the beacon round follows, when it is not `at` (ms): under the service's clock
   * (docs/verifiable-dice.md §V.11), the created_at of the clock revision after the post's stamp.
   */
  readonly roundAt?: number;
}

export interface RolledPool {
  /** The dice in canonical order with their faces. */
  readonly dice: Die[];
  readonly record: RollRecordV2 | RollRecordV3;
  readonly proof: string;
  /** SHA-256 of the proof bytes: the next record's `prev`. */
  readonly hash: Uint8Array;
}

/**
 * The proof bytes of the roll being made: nothing keeps them past rollPool (the record holds the
 * faces and the log link, the caller the text and its hash), so one buffer serves every roll.
 */
let proofBytes: Uint8Array = new Uint8Array(512);

export function rollPool(request: RollRequest, link: LogLink, keys: RollKeys, crypto: DiceCrypto): Result<RolledPool> {
  const context = canonicalContext(request.context);
  if (!context.ok) return context;
  const sizes = canonicalSizes(request.sizes);
  if (sizes.length === 0) return err(gfError("dice.notation.empty"));
  if (sizes.length > MAX_POOL_DICE) return err(gfError("dice.notation.too-many", undefined, { count: sizes.length, max: MAX_POOL_DICE }));
  let badSize: number | undefined;
  for (const s of sizes) if (!isDerivableSize(s)) { badSize = s; break; }
  if (badSize !== undefined) {
    return err(gfError("dice.notation.bad-size", undefined, { token: `d${badSize}`, size: badSize, sizes: "d2…d100" }));
  }
  if (!Number.isSafeInteger(request.at) || request.at < 0) throw new RangeError(`roll time must be a whole number of ms, got ${request.at}`);
  if (!Number.isSafeInteger(link.seq) || link.seq < 1 || link.prev.length !== 32) throw new RangeError("bad log link");

  const epoch = epochAt(keys.schedule, request.at);
  const seed = epoch === undefined ? undefined : keys.seedFor(epoch);
  if (epoch === undefined || !seed) {
    return err(gfError("dice.epoch.outside-chain", undefined, {
      at: new Date(request.at).toISOString(), last: keys.schedule.epochs,
      genesis: new Date(keys.schedule.genesisMs).toISOString(),
    }));
  }
  const v3 = request.postVersion !== undefined;
  if (v3 && (!Number.isSafeInteger(request.postVersion) || request.postVersion! < 1 || request.postVersion! > 0xffff_ffff)) {
    throw new RangeError(`post version must be 1 to 2^32 − 1, got ${request.postVersion}`);
  }
  // A revealed seed would let anyone, the player included, know the faces before the roll. A v3
  // block's faces are fixed at its forum time, before the seed came out: a late roll changes nothing.
  if (!v3 && epoch <= keys.revealedEpoch) {
    return err(gfError("dice.epoch.revealed", undefined, { epoch, at: new Date(request.at).toISOString() }));
  }

  let beacon: BeaconRef | null = null;
  if (keys.drand) {
    const want = roundAfter(keys.drand, request.roundAt ?? request.at);
    if (!request.beacon || request.beacon.round !== want) {
      return err(gfError("dice.beacon.wrong-round", undefined, { got: request.beacon?.round ?? "-", want }));
    }
    beacon = { chainHash: fromHex(keys.drand.hash, 32)!, round: want, signature: request.beacon.signature };
  } else if (request.beacon) {
    throw new TypeError("a beacon was given but no drand chain is configured");
  }

  // Built as plain literals, no spreads: this runs on every roll (bench/dice).
  const chainHead = keys.head;
  const buffer = rollBuffer({ context: context.value, epoch, chainHead, beacon, sizes, version: v3 ? 3 : 2 },
    v3 ? { time: request.at, postVersion: request.postVersion!, seq: link.seq, prev: link.prev } : { time: request.at, seq: link.seq, prev: link.prev },
    proofBytes);
  if (buffer.all.buffer !== proofBytes.buffer) proofBytes = buffer.all;
  const faces = deriveFaces(v3 ? derivationKey(beacon, seed, crypto) : seed, buffer.input, sizes, crypto);
  const dice: Die[] = new Array(sizes.length);
  for (let k = 0; k < sizes.length; k++) dice[k] = { size: sizes[k]!, face: faces[k]! };
  const record: RollRecordV2 | RollRecordV3 = v3
    ? { version: 3, context: context.value, epoch, chainHead, beacon, sizes, faces, time: request.at, seq: link.seq, prev: link.prev, postVersion: request.postVersion! }
    : { version: 2, context: context.value, epoch, chainHead, beacon, sizes, faces, time: request.at, seq: link.seq, prev: link.prev };
  const sealed = sealProof(buffer, faces, record, (message) => keys.signer.sign(message), crypto.base64Url);
  return ok({ dice, record, proof: sealed.text, hash: crypto.sha256(sealed.bytes) });
}

/**
 * The derivation key of a v3 roll (docs/verifiable-dice.md §V.2): drand's randomness for the round,
 * SHA-256 of its signature, when the roll has a beacon, so anyone re-derives the faces as soon as
 * the round is out; the epoch's seed otherwise.
 */
export function derivationKey(beacon: BeaconRef | null, seed: Uint8Array, crypto: Pick<DiceCrypto, "sha256">): Uint8Array {
  return beacon ? crypto.sha256(beacon.signature) : seed;
}
