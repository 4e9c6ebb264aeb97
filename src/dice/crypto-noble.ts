// @noble implementation of DiceCrypto: audited, pure JavaScript, runs in browsers and bare V8.
import { ed25519 } from "@noble/curves/ed25519.js";
import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
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
    const strictKey = isStrictPublicKey(key);
    // zip215: false is RFC 8032's strict reading; ed25519-strict.ts adds the edges where @noble and
    // OpenSSL differ (small-order R), so both implementations accept exactly the same signatures.
    return (message, signature) => {
      try {
        return strictKey && isStrictSignature(signature) && ed25519.verify(signature, message, key, { zip215: false });
      } catch {
        return false;
      }
    };
  },
  randomBytes: (length) => randomBytes(length),
};
