// node:crypto implementation of DiceCrypto: OpenSSL's Ed25519 is about 17× faster than pure JS
// here (../shared/notes/toolchain.md), which is what the service and the bench use.
import { createHash, createHmac, createPrivateKey, createPublicKey, randomBytes, sign, verify } from "node:crypto";
import { assertBytes, toBase64Url } from "./bytes.js";
import type { DiceCrypto } from "./crypto.js";

const view = (b: Buffer): Uint8Array => new Uint8Array(b.buffer, b.byteOffset, b.length);

export const nodeCrypto: DiceCrypto = {
  name: "node",
  sha256: (data) => view(createHash("sha256").update(data).digest()),
  hmacSha256: (key, data) => view(createHmac("sha256", key).update(data).digest()),
  signer(secretKey) {
    assertBytes(secretKey, 32, "secretKey");
    // A JWK needs x beside d; OpenSSL derives and checks it, so derive it once from a d-only PKCS#8.
    const pkcs8 = Buffer.concat([Buffer.from("302e020100300506032b657004220420", "hex"), secretKey]);
    const key = createPrivateKey({ key: pkcs8, format: "der", type: "pkcs8" });
    const spki = createPublicKey(key).export({ format: "der", type: "spki" });
    return { publicKey: view(spki.subarray(spki.length - 32)), sign: (message) => view(sign(null, message, key)) };
  },
  verifier(publicKey) {
    assertBytes(publicKey, 32, "publicKey");
    let key: ReturnType<typeof createPublicKey> | undefined;
    try {
      key = createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: toBase64Url(publicKey) }, format: "jwk" });
    } catch {
      key = undefined; // not a point on the curve: every signature is then invalid
    }
    return (message, signature) => {
      if (!key || signature.length !== 64) return false;
      try {
        return verify(null, message, key, signature);
      } catch {
        return false;
      }
    };
  },
  randomBytes: (length) => view(randomBytes(length)),
};
