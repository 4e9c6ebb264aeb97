// The commitment (docs/verifiable-dice.md §5): a hash chain of epoch seeds,
// seed[i-1] = SHA-256(seed[i]). seed[0] is the published head; epoch i rolls with seed[i];
// revealing seed[i] after epoch i closes lets anyone hash it back i times to the head, and
// reveals every earlier seed with it, but no later one.
import { err, gfError, ok, type Result } from "../lib/result.js";
import { assertBytes, equalBytes, toHex } from "./bytes.js";
import type { DiceCrypto } from "./crypto.js";

export const SEED_BYTES = 32;

/** Every seed from the secret anchor seed[epochs] down to the head seed[0]. Secret: operator only. */
export function buildSeedChain(anchor: Uint8Array, epochs: number, crypto: DiceCrypto): Uint8Array[] {
  assertBytes(anchor, SEED_BYTES, "anchor");
  if (!Number.isSafeInteger(epochs) || epochs < 1) throw new RangeError(`epochs must be a positive integer, got ${epochs}`);
  const seeds = new Array<Uint8Array>(epochs + 1);
  seeds[epochs] = anchor;
  for (let i = epochs; i > 0; i--) seeds[i - 1] = crypto.sha256(seeds[i]!);
  return seeds;
}

/** The public side: seeds up to a revealed epoch, checked once against the head. */
export interface RevealedSeeds {
  readonly head: Uint8Array;
  /** The latest revealed epoch (0: none yet). */
  readonly epoch: number;
  /** The seed of `epoch`, or undefined while that epoch is not revealed. */
  seedFor(epoch: number): Uint8Array | undefined;
}

/** A seed a verifier has already checked against a head (a page keeps it between visits: verify-page.ts). */
export interface CheckedSeed {
  readonly epoch: number;
  readonly seed: Uint8Array;
}

/**
 * Checks that `seed` is the seed of `epoch` under `head` (hashing it back `epoch` times) and keeps
 * the intermediate seeds, so later lookups are free. Fails with the "seed-chain" check.
 *
 * With `checked`, a seed of an epoch at or below `epoch` already checked under this head, the walk
 * stops there: reaching it proves the rest, and a page that checked yesterday's seed hashes only the
 * epochs revealed since (bench/badge: 716 hashes back to the head cost a cold page most of its
 * time). Seeds below the stop are then hashed on demand, down to the oldest epoch a roll asks for.
 */
export function openRevealedSeeds(head: Uint8Array, epoch: number, seed: Uint8Array | undefined,
  crypto: DiceCrypto, checked?: CheckedSeed): Result<RevealedSeeds> {
  assertBytes(head, SEED_BYTES, "head");
  const seeds: Uint8Array[] = [head];
  let low = 0; // seeds[low..epoch] are filled
  if (epoch > 0) {
    if (!seed || seed.length !== SEED_BYTES || !Number.isSafeInteger(epoch)) {
      return err(gfError("dice.verify.seed-chain", undefined, { epoch, head: toHex(head) }));
    }
    const stop = checked && Number.isSafeInteger(checked.epoch) && checked.epoch >= 1 && checked.epoch <= epoch
      && checked.seed.length === SEED_BYTES ? checked : { epoch: 0, seed: head };
    seeds.length = epoch + 1;
    seeds[epoch] = seed;
    for (let i = epoch; i > stop.epoch; i--) seeds[i - 1] = crypto.sha256(seeds[i]!);
    if (!equalBytes(seeds[stop.epoch]!, stop.seed)) return err(gfError("dice.verify.seed-chain", undefined, { epoch, head: toHex(head) }));
    low = stop.epoch;
  }
  const seedFor = (e: number): Uint8Array | undefined => {
    if (!Number.isInteger(e) || e < 1 || e > epoch) return undefined;
    for (; low > e; low--) seeds[low - 1] = crypto.sha256(seeds[low]!);
    return seeds[e];
  };
  return ok({ head, epoch, seedFor });
}
