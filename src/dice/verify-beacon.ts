// The beacon check of a proof (docs/verifiable-dice.md §6): a drand round's BLS signature on G1,
// verified against the chain pinned in drand.ts by bls-g1-signature.ts (BLS12-381, verification only,
// built on @noble's field arithmetic and SHA-256). Runtime-neutral and synchronous; a round costs one
// hash-to-curve and one pairing check (tens of ms in pure JS), so a verifier keeps the rounds it has
// verified.
//
// Strictness: a signature must be the canonical compressed encoding of a G1 point in the prime-order
// subgroup, not the point at infinity. drand-client's @noble 1 reduced an x coordinate modulo p, so
// "x + p" (possible when x < 2^381 − p, about a fifth of rounds) decoded to the same point under a
// second spelling, and gave other faces. decodeSignature accepts exactly one spelling per point.
import { sha256 } from "@noble/hashes/sha2.js";
import { err, gfError, ok, type Result } from "../lib/result.js";
import { decodePublicKey, decodeSignature, hashToG1, verifyShort, type G1Point, type G2Point } from "./bls-g1-signature.js";
import { fromHex, toHex } from "./bytes.js";
import { pinnedChainByHash, type DrandChain } from "./drand.js";
import type { BeaconRef } from "./proof.js";

/** The message drand signs for a round of an unchained scheme: SHA-256 of the round as u64 big-endian. */
export function roundMessage(round: number): Uint8Array {
  const bytes = new Uint8Array(8);
  let n = round;
  for (let k = 7; k >= 0; k--) { bytes[k] = n % 256; n = Math.floor(n / 256); }
  return sha256(bytes);
}

/** True when `signature` is exactly the canonical compressed encoding of a G1 point of order r. */
export const isCanonicalG1 = (signature: Uint8Array): boolean => decodeSignature(signature) !== undefined;

const publicKeys = new Map<string, G2Point | undefined>();

/** True when `signature` is the chain's genuine beacon for `round`, canonically encoded. */
export function isGenuineBeacon(chain: DrandChain, round: number, signature: Uint8Array): boolean {
  if (signature.length !== chain.signatureBytes) return false;
  const point = decodeSignature(signature);
  return point !== undefined && signs(chain, round, point);
}

/** The chain's key signs `round` with `point` (decoded, so canonical and in G1). */
function signs(chain: DrandChain, round: number, point: G1Point): boolean {
  if (!Number.isSafeInteger(round) || round < 1) return false;
  if (!publicKeys.has(chain.publicKey)) publicKeys.set(chain.publicKey, decodePublicKey(fromHex(chain.publicKey) ?? new Uint8Array()));
  const key = publicKeys.get(chain.publicKey);
  return key !== undefined && verifyShort(point, hashToG1(roundMessage(round), chain.dst), key);
}

/** drand's randomness of a round: SHA-256 of its signature. */
export const beaconRandomness = (signature: Uint8Array): Uint8Array => sha256(signature);

/**
 * The "beacon" check: the proof's chain is a pinned one, its signature canonical, and genuine for
 * its round. `cache` remembers rounds already verified (a genuine round never changes).
 */
export function verifyBeaconRef(ref: BeaconRef, cache?: Set<string>): Result<DrandChain> {
  const chain = pinnedChainByHash(toHex(ref.chainHash));
  if (!chain) return err(gfError("dice.verify.beacon-chain", undefined, { got: toHex(ref.chainHash) }));
  // A kept round was decoded and checked with these very bytes.
  const key = `${chain.hash}:${ref.round}:${toHex(ref.signature)}`;
  if (cache?.has(key)) return ok(chain);
  const point = ref.signature.length === chain.signatureBytes ? decodeSignature(ref.signature) : undefined;
  if (!point) return err(gfError("dice.verify.beacon-encoding", undefined, { round: ref.round, chain: chain.name }));
  if (!signs(chain, ref.round, point)) {
    return err(gfError("dice.verify.beacon", undefined, { round: ref.round, chain: chain.name }));
  }
  cache?.add(key);
  return ok(chain);
}

/** verifyBeaconRef with its own cache, as VerifyOptions.checkBeacon. */
export function beaconChecker(): (ref: BeaconRef) => Result<DrandChain> {
  const cache = new Set<string>();
  return (ref) => verifyBeaconRef(ref, cache);
}
