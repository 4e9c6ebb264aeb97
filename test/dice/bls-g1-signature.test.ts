// src/dice/bls-g1-signature.ts against @noble/curves' full bls12_381, part by part, on drand's real
// quicknet round and on keys, messages and signatures @noble makes (fixed seeds): the generator, hash
// to G1, decoding of good and bad encodings, the final exponentiation, bilinearity, and the verdict.
// Every case compares the two answers, so a wrong constant, a wrong sign or a lax decoder fails here.
import { describe, expect, it } from "@jest/globals";
import { bls12_381 } from "@noble/curves/bls12-381.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { readFileSync } from "node:fs";
import { decodePublicKey, decodeSignature, hashToG1, testing, verifyShort, type G1Point } from "../../src/dice/bls-g1-signature.js";
import { fromHex, toHex } from "../../src/dice/bytes.js";
import { QUICKNET } from "../../src/dice/drand.js";
import { isGenuineBeacon, roundMessage } from "../../src/dice/verify-beacon.js";

const short = bls12_381.shortSignatures;
const P = bls12_381.fields.Fp.ORDER;
const R = bls12_381.fields.Fr.ORDER;
const fixture = JSON.parse(readFileSync("test/fixtures/drand/quicknet-657413.json", "utf8"));
/** Deterministic bytes: SHA-256 of a label and a counter. */
const bytesOf = (label: string, n: number, length = 32) => {
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i += 32) out.set(sha256(new TextEncoder().encode(`${label}:${n}:${i}`)).subarray(0, Math.min(32, length - i)), i);
  return out;
};
const secretKey = (n: number) => bls12_381.fields.Fr.toBytes(bls12_381.fields.Fr.create(BigInt(`0x${toHex(bytesOf("sk", n))}`)) || 1n);
const affine = <T>(p: { toAffine(): { x: T; y: T } }) => p.toAffine();
const canonicalForNoble = (bytes: Uint8Array): boolean => {
  try {
    const point = short.Signature.fromBytes(bytes);
    return !point.is0() && toHex(short.Signature.toBytes(point)) === toHex(bytes);
  } catch {
    return false;
  }
};

describe("BLS on G1 of BLS12-381, verification only, as @noble's full bls12_381 computes it", () => {
  it("has G2's generator", () => {
    const g = affine(bls12_381.G2.Point.BASE);
    expect(testing.G2).toEqual({ x: [g.x.c0, g.x.c1], y: [g.y.c0, g.y.c1] });
  });

  it("hashes to G1 as RFC 9380's BLS12381G1_XMD:SHA-256_SSWU_RO_, under drand's DST and another, for messages of 0 to 300 bytes", () => {
    for (const [i, length] of [0, 1, 8, 32, 33, 64, 65, 128, 300].entries()) {
      for (const dst of [QUICKNET.dst, "QUUX-V01-CS02-with-BLS12381G1_XMD:SHA-256_SSWU_RO_"]) {
        const message = bytesOf("m", i, length);
        const ours = hashToG1(message, dst);
        expect(ours).toEqual(affine(bls12_381.G1.hashToCurve(message, { DST: dst })));
      }
    }
  });

  it("decodes a signature exactly when @noble accepts it as the canonical encoding of a point other than infinity", () => {
    const cases: Uint8Array[] = [fromHex(fixture.beacon.signature)!];
    for (let n = 0; n < 6; n++) cases.push(short.Signature.toBytes(short.sign(short.hash(bytesOf("msg", n), QUICKNET.dst), secretKey(n))));
    const mutations = cases.flatMap((good) => {
      const x = BigInt(`0x${toHex(good.subarray(1))}`) + (BigInt(good[0]! & 0x1f) << 376n);
      const withX = (value: bigint, flags: number) => {
        const hex = value.toString(16).padStart(96, "0");
        const out = fromHex(hex)!;
        out[0] = (out[0]! & 0x1f) | flags;
        return value < 1n << 381n ? out : undefined;
      };
      return [
        ...[0x00, 0x20, 0x40, 0x60, 0xc0, 0xe0].map((flags) => withX(x, flags)), // uncompressed, infinity, the flags' other combinations
        withX(x, (good[0]! & 0xe0) ^ 0x20), // the other y
        withX(x + P, good[0]! & 0xe0), // x + p: the second spelling drand-client's @noble 1 accepted
        good.subarray(0, 47), Uint8Array.of(...good, 0),
      ].filter((b): b is Uint8Array => b !== undefined);
    });
    const infinity = new Uint8Array(48); infinity[0] = 0xc0;
    const offSubgroup = (() => { // a point of E(Fp) outside G1: x with x³ + 4 a square, found from x = 1 up
      const Fp = bls12_381.fields.Fp;
      for (let x = 1n; ; x++) {
        try { Fp.sqrt(Fp.add(Fp.pow(x, 3n), 4n)); } catch { continue; }
        const out = fromHex(x.toString(16).padStart(96, "0"))!; out[0] = out[0]! | 0x80;
        if (!canonicalForNoble(out)) return out;
      }
    })();
    const random = Array.from({ length: 12 }, (_, n) => { const b = bytesOf("random", n, 48); b[0] = (b[0]! & 0x1f) | 0x80; return b; });
    const all = [...cases, ...mutations, infinity, new Uint8Array(48), offSubgroup, ...random];
    expect(all.length).toBeGreaterThan(80);
    for (const bytes of all) {
      const ours = decodeSignature(bytes);
      expect([toHex(bytes), ours !== undefined]).toEqual([toHex(bytes), canonicalForNoble(bytes)]);
      if (ours) expect(ours).toEqual(affine(short.Signature.fromBytes(bytes)));
    }
    expect(cases.every((c) => decodeSignature(c) !== undefined)).toBe(true);
    expect(decodeSignature(offSubgroup)).toBeUndefined();
  });

  it("decodes a public key as @noble does, and refuses a flag, length or point @noble refuses", () => {
    const keys = [fromHex(QUICKNET.publicKey)!, ...Array.from({ length: 4 }, (_, n) => short.getPublicKey(secretKey(n)).toBytes())];
    for (const key of keys) {
      const g = affine(bls12_381.G2.Point.fromBytes(key));
      expect(decodePublicKey(key)).toEqual({ x: [g.x.c0, g.x.c1], y: [g.y.c0, g.y.c1] });
      // Uncompressed, infinity, the flags' other combinations, and the other y (the negated key, a valid point).
      for (const flags of [0x00, 0x40, 0x60, 0xc0, 0xe0, (key[0]! & 0xe0) ^ 0x20]) {
        const other = key.slice(); other[0] = (other[0]! & 0x1f) | flags;
        let noble: { x: bigint[]; y: bigint[] } | undefined;
        try {
          const point = bls12_381.G2.Point.fromBytes(other);
          if (!point.is0() && toHex(point.toBytes()) === toHex(other)) { const g2 = affine(point); noble = { x: [g2.x.c0, g2.x.c1], y: [g2.y.c0, g2.y.c1] }; }
        } catch { noble = undefined; }
        expect([flags, decodePublicKey(other)]).toEqual([flags, noble]);
      }
      expect(decodePublicKey(key.subarray(0, 95))).toBeUndefined();
    }
  });

  it("computes the final exponentiation as the plain power 3·(p¹² − 1)/r of the Miller loop's output", () => {
    const m = testing.millerLoop([[testing.G2, hashToG1(bytesOf("fe", 0), QUICKNET.dst)]]);
    const e = 3n * (P ** 12n - 1n) / R;
    let plain = testing.f12.one;
    for (let i = e.toString(2).length - 1; i >= 0; i--) { plain = testing.f12.mul(plain, plain); if ((e >> BigInt(i)) & 1n) plain = testing.f12.mul(plain, m); }
    expect(testing.f12.eq(testing.finalExponentiation(m), plain)).toBe(true);
    expect(testing.f12.eq(plain, testing.f12.one)).toBe(false);
  });

  it("is bilinear: e([a]H, G2) = e(H, [a]G2), and e(H, G2) ≠ 1", () => {
    const h = hashToG1(bytesOf("bilinear", 0), QUICKNET.dst);
    const a = 0x1234567890abcdefn;
    const neg = (q: NonNullable<ReturnType<typeof testing.multiply2>>) => ({ x: q.x, y: [q.y[0] ? P - q.y[0] : 0n, q.y[1] ? P - q.y[1] : 0n] as const });
    const ok = testing.finalExponentiation(testing.millerLoop([[testing.G2, testing.multiply(h, a)], [neg(testing.multiply2(testing.G2, a)!), h]]));
    const off = testing.finalExponentiation(testing.millerLoop([[testing.G2, testing.multiply(h, a + 1n)], [neg(testing.multiply2(testing.G2, a)!), h]]));
    expect([testing.f12.eq(ok, testing.f12.one), testing.f12.eq(off, testing.f12.one)]).toEqual([true, false]);
    expect(testing.f12.eq(testing.finalExponentiation(testing.millerLoop([[testing.G2, h]])), testing.f12.one)).toBe(false);
  });

  it("verifies drand's quicknet round 657413 as drand published it, and no other round with its signature", () => {
    const sig = fromHex(fixture.beacon.signature)!;
    expect(toHex(sha256(sig))).toBe(fixture.beacon.randomness);
    const key = decodePublicKey(fromHex(QUICKNET.publicKey)!)!;
    const verdict = (round: number) => verifyShort(decodeSignature(sig)!, hashToG1(roundMessage(round), QUICKNET.dst), key);
    expect([verdict(657413), verdict(657412), verdict(657414)]).toEqual([true, false, false]);
    expect([isGenuineBeacon(QUICKNET, 657413, sig), isGenuineBeacon(QUICKNET, 657414, sig)]).toEqual([true, false]);
  });

  it("gives @noble's verdict on signatures @noble makes: genuine, for another message, under another key, another signer's", () => {
    const verdicts: [boolean, boolean][] = [];
    for (let n = 0; n < 4; n++) {
      const message = roundMessage(1_000_000 + n), other = roundMessage(2_000_000 + n);
      const sk = secretKey(n), pk = short.getPublicKey(sk), otherPk = short.getPublicKey(secretKey(n + 10));
      const sig = short.sign(short.hash(message, QUICKNET.dst), sk);
      const sigBytes = short.Signature.toBytes(sig);
      for (const [m, key, s] of [[message, pk, sigBytes], [other, pk, sigBytes], [message, otherPk, sigBytes],
        [message, pk, short.Signature.toBytes(short.sign(short.hash(message, QUICKNET.dst), secretKey(n + 10)))]] as const) {
        const ours = verifyShort(decodeSignature(s) as G1Point, hashToG1(m, QUICKNET.dst), decodePublicKey(key.toBytes())!);
        verdicts.push([ours, short.verify(short.Signature.fromBytes(s), short.hash(m, QUICKNET.dst), key)]);
      }
    }
    for (const [ours, noble] of verdicts) expect(ours).toBe(noble);
    expect(verdicts.map(([ours]) => ours)).toEqual(Array.from({ length: 4 }, () => [true, false, false, false]).flat());
  });
});
