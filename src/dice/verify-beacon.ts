// The beacon check of a proof (docs/verifiable-dice.md §6): a drand round's BLS signature on G1,
// verified with @noble/curves' BLS12-381 against the chain pinned in drand.ts. Runtime-neutral and
// synchronous; a round costs one hash-to-curve and one pairing check (tens of ms in pure JS), so a
// verifier keeps the rounds it has verified.
//
// Strictness: a signature must be the canonical compressed encoding of a G1 point in the prime-order
// subgroup, not the point at infinity. drand-client's @noble 1 reduced an x coordinate modulo p, so
// "x + p" (possible when x < 2^381 − p, about a fifth of rounds) decoded to the same point under a
// second spelling, and gave other faces. Re-encoding the point and comparing bytes refuses any
// second spelling whatever the decoder does.
import { bls12_381 } from "@noble/curves/bls12-381.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { err, gfError, ok, type Result } from "../lib/result.js";
import { equalBytes, fromHex, toHex } from "./bytes.js";
import { pinnedChainByHash, type DrandChain } from "./drand.js";
import type { BeaconRef } from "./proof.js";

const short = bls12_381.shortSignatures;

/** The message drand signs for a round of an unchained scheme: SHA-256 of the round as u64 big-endian. */
export function roundMessage(round: number): Uint8Array {
  const bytes = new Uint8Array(8);
  let n = round;
  for (let k = 7; k >= 0; k--) { bytes[k] = n % 256; n = Math.floor(n / 256); }
  return sha256(bytes);
}

/** True when `signature` is exactly the canonical compressed encoding of a non-identity G1 point. */
export function isCanonicalG1(signature: Uint8Array): boolean {
  if (signature.length !== 48) return false;
  try {
    const point = short.Signature.fromBytes(signature);
    if (point.is0()) return false;
    return equalBytes(short.Signature.toBytes(point), signature);
  } catch {
    return false;
  }
}

const publicKeys = new Map<string, Uint8Array>();

/** True when `signature` is the chain's genuine beacon for `round`, canonically encoded. */
export function isGenuineBeacon(chain: DrandChain, round: number, signature: Uint8Array): boolean {
  if (!Number.isSafeInteger(round) || round < 1 || signature.length !== chain.signatureBytes) return false;
  if (!isCanonicalG1(signature)) return false;
  let key = publicKeys.get(chain.hash);
  if (!key) { key = fromHex(chain.publicKey)!; publicKeys.set(chain.hash, key); }
  try {
    return short.verify(short.Signature.fromBytes(signature), short.hash(roundMessage(round), chain.dst), key);
  } catch {
    return false;
  }
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
  if (ref.signature.length !== chain.signatureBytes || !isCanonicalG1(ref.signature)) {
    return err(gfError("dice.verify.beacon-encoding", undefined, { round: ref.round, chain: chain.name }));
  }
  const key = `${chain.hash}:${ref.round}:${toHex(ref.signature)}`;
  if (cache?.has(key)) return ok(chain);
  if (!isGenuineBeacon(chain, ref.round, ref.signature)) {
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
