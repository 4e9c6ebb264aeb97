// node:crypto implementation of DiceCrypto: OpenSSL's Ed25519 is about 17× faster than pure JS
// here (bench/dice), which is what the service and the bench use.
import { createHmac, createPrivateKey, createPublicKey, hash, randomBytes, sign, verify } from "node:crypto";
import { assertBytes, equalBytes, toBase64Url } from "./bytes.js";
import type { DiceCrypto } from "./crypto.js";
import { isStrictPublicKey, isStrictSignature } from "./ed25519-strict.js";

const view = (b: Buffer): Uint8Array => new Uint8Array(b.buffer, b.byteOffset, b.length);

/**
 * HMAC-SHA-256 (RFC 2104) from two one-shot hashes, with the padded key kept for the last key
 * used: a roll's derivation calls it with the same epoch seed again and again, and createHmac's
 * per-call native object cost more than the hashing itself (bench/dice). Keys over 64 bytes, which
 * HMAC would hash first, go to createHmac.
 */
let padsFor: { key: Uint8Array; inner: Buffer; outer: Buffer } | undefined;
let scratch = Buffer.alloc(256);
/** scratch's first 64 + n bytes, kept per length: Buffer#subarray costs more than the copy into it. */
let scratchView = scratch.subarray(0, 0);
function hmacSha256(key: Uint8Array, data: Uint8Array): Uint8Array {
  if (key.length > 64) return view(createHmac("sha256", key).update(data).digest());
  if (!padsFor || !equalBytes(padsFor.key, key)) {
    const inner = Buffer.alloc(64, 0x36), outer = Buffer.alloc(96, 0x5c);
    for (let i = 0; i < key.length; i++) { inner[i]! ^= key[i]!; outer[i]! ^= key[i]!; }
    padsFor = { key: key.slice(), inner, outer };
  }
  const { inner, outer } = padsFor;
  if (scratch.length < 64 + data.length) scratch = Buffer.alloc(Math.max(256, 64 + data.length));
  if (scratchView.buffer !== scratch.buffer || scratchView.length !== 64 + data.length) scratchView = scratch.subarray(0, 64 + data.length);
  scratch.set(inner, 0);
  scratch.set(data, 64);
  // Digests as "binary" (latin1) strings, one character per byte: no native-backed Buffer per
  // call, which the garbage collector charged to every roll (bench/dice).
  outer.write(hash("sha256", scratchView, "binary"), 64, "binary");
  const digest = hash("sha256", outer, "binary");
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) out[i] = digest.charCodeAt(i);
  return out;
}

export const nodeCrypto: DiceCrypto = {
  name: "node",
  sha256: (data) => {
    // As in hmacSha256: a "binary" string, not a native-backed Buffer per call (each roll hashes its proof).
    const digest = hash("sha256", data, "binary");
    const out = new Uint8Array(32);
    for (let i = 0; i < 32; i++) out[i] = digest.charCodeAt(i);
    return out;
  },
  hmacSha256,
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
    // The same encoding rules as crypto-noble.ts (ed25519-strict.ts), whatever OpenSSL's own edges.
    if (isStrictPublicKey(publicKey)) {
      try {
        key = createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: toBase64Url(publicKey) }, format: "jwk" });
      } catch {
        key = undefined; // not a point on the curve: every signature is then invalid
      }
    }
    return (message, signature) => {
      if (!key || !isStrictSignature(signature)) return false;
      try {
        return verify(null, message, key, signature);
      } catch {
        return false;
      }
    };
  },
  randomBytes: (length) => view(randomBytes(length)),
  // Native and several times faster than bytes.ts on the roll's hot path (bench/dice); same text.
  base64Url: (bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString("base64url"),
  // Node's decoder skips what is not base64 and ignores leftover bits; the text it spells back is the
  // strict spelling of those bytes, so a text that differs from it has no other (same answers as
  // bytes.ts fromBase64Url: test/dice/proof.test.ts). Small decodes come from Node's buffer pool, not
  // a new allocation outside V8's heap per proof (bench/dice).
  fromBase64Url: (text) => {
    const bytes = Buffer.from(text, "base64url");
    // A plain Uint8Array view: the proof's fields are views of it, and Buffer#subarray is several times slower.
    return bytes.toString("base64url") === text ? view(bytes) : undefined;
  },
};
