// Writes test/vectors/ed25519-rule.json: Ed25519 inputs on which verifiers have disagreed, each with
// the one answer docs/verifiable-dice.md §V.7 gives (cofactorless, torsion-free A, canonical
// encodings, no small-order A or R). Run only when a case is added. Usage:
//   npx esbuild test/dice/generate-ed25519-rule.ts --bundle --platform=node --format=esm \
//     --packages=external --outfile=node_modules/.cache/gen.mjs && node node_modules/.cache/gen.mjs
import { ed25519 } from "@noble/curves/ed25519.js";
import { sha512 } from "@noble/hashes/sha2.js";
import { writeFileSync } from "node:fs";
import { toHex } from "../../src/dice/bytes.js";

const Point = ed25519.Point;
const L = Point.Fn.ORDER;
const le = (bytes: Uint8Array) => bytes.reduceRight((n, b) => (n << 8n) | BigInt(b), 0n);
const leBytes = (n: bigint) => Uint8Array.from({ length: 32 }, (_, i) => Number((n >> BigInt(8 * i)) & 0xffn));
const cat = (...parts: Uint8Array[]) => { const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0)); let at = 0; for (const p of parts) { out.set(p, at); at += p.length; } return out; };
const text = (s: string) => new TextEncoder().encode(s);

// The test key (secret bytes 00…1f), expanded as RFC 8032 §5.1.5 does.
const secret = Uint8Array.from({ length: 32 }, (_, i) => i);
const h = sha512(secret);
h[0]! &= 248; h[31]! &= 127; h[31]! |= 64;
const a = le(h.subarray(0, 32)) % L;
const A = Point.BASE.multiply(a);
/** A point of order 8. */
const T8 = Point.fromBytes(Uint8Array.from(Buffer.from("26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05", "hex")), true);
const challenge = (R: Uint8Array, key: Uint8Array, m: Uint8Array) => le(sha512(cat(R, key, m))) % L;

/** A signature with nonce point R = [r]B + extra and key point `key` (whose secret is a, plus a torsion part). */
function sign(m: Uint8Array, extraR = Point.ZERO, key = A, rSeed = "nonce"): { key: Uint8Array; sig: Uint8Array } {
  const r = le(sha512(cat(text(rSeed), m))) % L;
  const R = Point.BASE.multiply(r).add(extraR).toBytes();
  const keyBytes = key.toBytes();
  const S = (r + challenge(R, keyBytes, m) * a) % L;
  return { key: keyBytes, sig: cat(R, leBytes(S)) };
}

const cases: { name: string; key: Uint8Array; message: Uint8Array; signature: Uint8Array; valid: boolean; cofactoredAccepts: boolean }[] = [];
const add = (name: string, message: Uint8Array, s: { key: Uint8Array; sig: Uint8Array }, valid: boolean) =>
  cases.push({ name, key: s.key, message, signature: s.sig, valid, cofactoredAccepts: ed25519.verify(s.sig, message, s.key, { zip215: false }) });

const m = text("gf-dice-v3 signature rule");
add("a valid signature", m, sign(m), true);
add("mixed-order R: a valid nonce point plus a point of order 8 (cofactored verifiers accept it)", m, sign(m, T8), false);
add("mixed-order R: plus a point of order 2", m, sign(m, T8.multiply(4n)), false);
// A key with a torsion component: the cofactorless equation holds only when 8 divides k·(order of T).
const mixedKey = A.add(T8);
let found = 0;
for (let i = 0; found < 2 && i < 200; i++) {
  const mi = text(`mixed-order A ${i}`);
  const s = sign(mi, Point.ZERO, mixedKey);
  const k = challenge(s.sig.subarray(0, 32), s.key, mi);
  const holds = k % 8n === 0n;
  if ((found === 0 && holds) || (found === 1 && !holds)) {
    add(holds ? "mixed-order A whose challenge is a multiple of 8 (the cofactorless equation holds; OpenSSL alone accepted it)"
      : "mixed-order A whose challenge is not a multiple of 8", mi, s, false);
    found++;
  }
}
// Small order: R the identity with S = k·a (valid for the cofactored and the cofactorless equation).
{
  const R = Point.ZERO.toBytes();
  const S = (challenge(R, A.toBytes(), m) * a) % L;
  add("small-order R (the identity)", m, { key: A.toBytes(), sig: cat(R, leBytes(S)) }, false);
}
// Small-order A (the identity) and R = [r]B, S = r: [S]B = R + [k]·0 holds for any message.
{
  const r = 12345n;
  const R = Point.BASE.multiply(r).toBytes();
  add("small-order A (the identity key signs every message)", m, { key: Point.ZERO.toBytes(), sig: cat(R, leBytes(r)) }, false);
}
{
  const s = sign(m);
  const big = le(s.sig.subarray(32)) + L;
  add("S + ℓ (a second spelling of S)", m, { key: s.key, sig: cat(s.sig.subarray(0, 32), leBytes(big)) }, false);
}
{
  // R encoded with y + p (y < 19 needed): the identity's y = 1 spelled 2^255 − 18.
  const R = leBytes((1n << 255n) - 18n);
  add("non-canonical R (y ≥ p)", m, { key: A.toBytes(), sig: cat(R, leBytes(0n)) }, false);
}

writeFileSync("test/vectors/ed25519-rule.json", `${JSON.stringify({
  comment: "Ed25519 inputs on which verifiers have disagreed, with the one answer of docs/verifiable-dice.md §V.7 (cofactorless equation, torsion-free public key, canonical S, R and A, neither of small order). node:crypto, @noble and WebCrypto paths must each give `valid`. `cofactoredAccepts` is @noble's own ed25519.verify (cofactored), which the project no longer calls.",
  cases: cases.map((c) => ({ name: c.name, publicKey: toHex(c.key), message: toHex(c.message), signature: toHex(c.signature), valid: c.valid, cofactoredAccepts: c.cofactoredAccepts })),
}, null, 2)}\n`);
console.log(`wrote ${cases.length} cases`);
