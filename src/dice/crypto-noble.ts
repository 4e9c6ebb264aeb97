// @noble implementation of DiceCrypto: audited, pure JavaScript, runs in browsers and bare V8.
import { ed25519 } from "@noble/curves/ed25519.js";
import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { randomBytes } from "@noble/hashes/utils.js";
import { assertBytes } from "./bytes.js";
import type { DiceCrypto } from "./crypto.js";
import { isStrictPublicKey, isStrictSignature } from "./ed25519-strict.js";

export const nobleCrypto: DiceCrypto = {
  name: "noble",
  sha256: (data) => sha256(data),
  hmacSha256: (key, data) => hmac(sha256, key, data),
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
