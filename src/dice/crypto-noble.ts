// @noble implementation of DiceCrypto: audited, pure JavaScript, runs in browsers and bare V8.
import { ed25519 } from "@noble/curves/ed25519.js";
import { hmac } from "@noble/hashes/hmac.js";
import { sha256, sha512 } from "@noble/hashes/sha2.js";
import { randomBytes } from "@noble/hashes/utils.js";
import { assertBytes, equalBytes } from "./bytes.js";
import type { DiceCrypto } from "./crypto.js";
import { isStrictPublicKey, isStrictSignature } from "./ed25519-strict.js";

type Sha256State = ReturnType<typeof sha256.create>;

/**
 * HMAC-SHA-256 (RFC 2104) with the padded key's two hash states kept for the last key used: a roll's
 * derivation calls it with one epoch seed again and again, and building the pads cost more than the
 * hashing (bench/badge: a page verifies hundreds of rolls). Keys over 64 bytes go to @noble's hmac.
 */
let padsFor: { key: Uint8Array; inner: Sha256State; outer: Sha256State } | undefined;
function hmacSha256(key: Uint8Array, data: Uint8Array): Uint8Array {
  if (key.length > 64) return hmac(sha256, key, data);
  if (!padsFor || !equalBytes(padsFor.key, key)) {
    const inner = new Uint8Array(64).fill(0x36), outer = new Uint8Array(64).fill(0x5c);
    for (let i = 0; i < key.length; i++) { inner[i]! ^= key[i]!; outer[i]! ^= key[i]!; }
    padsFor = { key: key.slice(), inner: sha256.create().update(inner), outer: sha256.create().update(outer) };
  }
  return padsFor.outer.clone().update(padsFor.inner.clone().update(data).digest()).digest();
}

const Point = ed25519.Point;
/** ℓ, the prime order of the base point. */
const L = Point.Fn.ORDER;

/** A 32- or 64-byte little-endian number. */
function littleEndian(bytes: Uint8Array): bigint {
  let n = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) n = (n << 8n) | BigInt(bytes[i]!);
  return n;
}

/**
 * RFC 8032 §5.1.7 with the cofactorless equation [S]B = R + [k]A, compared as encodings (docs/
 * verifiable-dice.md §V.7), as OpenSSL and BoringSSL compute it. @noble's ed25519.verify checks the
 * cofactored equation ([8]([S]B − R − [k]A) = 0) whatever zip215 says, so an R with a torsion
 * component passed here and failed in node and Chromium. The encodings (S < ℓ, canonical R and A,
 * neither of small order, A torsion-free) are checked before (ed25519-strict.ts).
 */
function verifyCofactorless(A: InstanceType<typeof Point>, key: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  const r = signature.subarray(0, 32);
  const s = littleEndian(signature.subarray(32, 64));
  const hashed = new Uint8Array(64 + message.length);
  hashed.set(r); hashed.set(key, 32); hashed.set(message, 64);
  const k = littleEndian(sha512(hashed)) % L;
  // [S]B − [k]A: both public values, so the variable-time multiplication is fine.
  const sB = s === 0n ? Point.ZERO : Point.BASE.multiplyUnsafe(s);
  const kA = k === 0n ? Point.ZERO : A.multiplyUnsafe(k);
  return equalBytes(sB.subtract(kA).toBytes(), r);
}

export const nobleCrypto: DiceCrypto = {
  name: "noble",
  sha256: (data) => sha256(data),
  hmacSha256,
  signer(secretKey) {
    assertBytes(secretKey, 32, "secretKey");
    const key = secretKey.slice();
    return { publicKey: ed25519.getPublicKey(key), sign: (message) => ed25519.sign(message, key) };
  },
  verifier(publicKey) {
    assertBytes(publicKey, 32, "publicKey");
    const key = publicKey.slice();
    // The one rule of ed25519-strict.ts, then the cofactorless equation: the answer node:crypto and
    // WebCrypto give on every input (test/dice/ed25519-rule.test.ts, test/vectors/ed25519-rule.json).
    const A = isStrictPublicKey(key) ? Point.fromBytes(key, false) : undefined;
    return (message, signature) => {
      try {
        return A !== undefined && isStrictSignature(signature) && verifyCofactorless(A, key, message, signature);
      } catch {
        return false;
      }
    };
  },
  randomBytes: (length) => randomBytes(length),
};
