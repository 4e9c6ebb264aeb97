// One Ed25519 rule for every verifier (docs/verifiable-dice.md §1, §V.7): node:crypto (OpenSSL),
// WebCrypto (BoringSSL in Chromium) and @noble must accept exactly the same signatures. Every path
// runs these checks first:
//   * S is canonical: S < L;
//   * R and A are canonical encodings: y < p;
//   * neither R nor A is one of the eight points of small order (any sign bit);
//   * A is torsion-free: [L]A is the identity (one scalar multiplication per key, kept).
// and then the cofactorless equation [S]B = R + [k]A (OpenSSL and BoringSSL compute it; @noble's own
// verify is cofactored, so crypto-noble.ts computes it itself). With A and B torsion-free, an R with a
// torsion component (mixed order) can never pass, on any path.
// The signature checks are pure byte comparisons; only the key's costs point arithmetic, once.
import { ed25519 } from "@noble/curves/ed25519.js";
import { fromHex, toHex } from "./bytes.js";

/** ℓ = 2^252 + 27742317777372353535851937790883648493, little-endian. */
const L = fromHex("edd3f55c1a631258d69cf7a2def9de1400000000000000000000000000000010")!;
/** p = 2^255 − 19, little-endian. */
const P = fromHex("edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f")!;

/**
 * The y coordinates (little-endian, sign bit clear) of the small-order points: y = 1 (the identity,
 * and with x = 0 "negative"), y = p − 1 (order 2), y = 0 (order 4) and the two of order 8.
 * test/dice/ed25519-strict.test.ts checks this list against @noble's point arithmetic.
 */
export const SMALL_ORDER_Y: readonly Uint8Array[] = [
  "0100000000000000000000000000000000000000000000000000000000000000",
  "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
  "0000000000000000000000000000000000000000000000000000000000000000",
  "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05",
  "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a",
].map((h) => fromHex(h)!);

/** a < b for 32-byte little-endian numbers, ignoring bit 255 of a when `maskSign`. */
function lessThan(a: Uint8Array, offset: number, b: Uint8Array, maskSign: boolean): boolean {
  for (let i = 31; i >= 0; i--) {
    const x = i === 31 && maskSign ? a[offset + i]! & 0x7f : a[offset + i]!;
    if (x !== b[i]) return x < b[i]!;
  }
  return false;
}

function isSmallOrderY(bytes: Uint8Array, offset: number): boolean {
  outer: for (const y of SMALL_ORDER_Y) {
    for (let i = 0; i < 32; i++) {
      const x = i === 31 ? bytes[offset + i]! & 0x7f : bytes[offset + i]!;
      if (x !== y[i]) continue outer;
    }
    return true;
  }
  return false;
}

const torsionFree = new Map<string, boolean>();

/** [L]A is the identity: A has no component of small order (a "mixed-order" key fails). Kept per key. */
function isTorsionFreeKey(key: Uint8Array): boolean {
  const hex = toHex(key);
  let known = torsionFree.get(hex);
  if (known === undefined) {
    try {
      known = ed25519.Point.fromBytes(key, false).isTorsionFree();
    } catch {
      known = false; // not a point of the curve
    }
    if (torsionFree.size > 64) torsionFree.clear();
    torsionFree.set(hex, known);
  }
  return known;
}

/**
 * Records a key the caller already found torsion-free with isStrictPublicKey (a page keeps them
 * between visits: plugin-client/checked-store.ts), sparing the scalar multiplication. Only a
 * positive answer can be given: a key is never declared bad from outside.
 */
export function knownTorsionFree(keyHex: string): void {
  if (!torsionFree.has(keyHex)) torsionFree.set(keyHex, true);
}

/** A public key every verifier may use: canonical, a point of the curve, not of small order, torsion-free. */
export const isStrictPublicKey = (key: Uint8Array): boolean =>
  key.length === 32 && lessThan(key, 0, P, true) && !isSmallOrderY(key, 0) && isTorsionFreeKey(key);

/** The signature's own encodings pass: S < L, R canonical and not of small order. */
export const isStrictSignature = (signature: Uint8Array): boolean =>
  signature.length === 64 && lessThan(signature, 32, L, false) && lessThan(signature, 0, P, true) && !isSmallOrderY(signature, 0);
