// The operator's attacks on the beacon check (docs/verifiable-dice.md §6, §V.2): a beacon operator's
// faces derive from SHA-256 of drand's round signature, so a signature the browser accepts that drand
// never made would let the operator choose the faces. Each forgery is given to the badge's own BLS
// check as the reader's browser runs it (the committed plugin/public/javascripts/gf-verify.js and
// gf-verify-beacon.js, evaluated in a fresh global as a worker does), to the node path
// (src/dice/verify-beacon.ts), and to @noble/curves' full bls12_381, which the browser no longer
// ships: all three must give the same answer, with the same reason ("beacon-encoding" for any
// spelling but the one canonical compressed encoding of a G1 point of order r, "beacon" for a point
// drand's pinned key did not sign for the round, "beacon-chain" for a chain that is not pinned).
// Named forgeries first, then a differential run over mutated and random signatures from a fixed seed.
import { describe, expect, it } from "@jest/globals";
import { bls12_381 } from "@noble/curves/bls12-381.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { readFileSync } from "node:fs";
import vm from "node:vm";
import { fromHex, toHex } from "../../src/dice/bytes.js";
import { QUICKNET } from "../../src/dice/drand.js";
import type { BeaconRef } from "../../src/dice/proof.js";
import { verifyBeaconRef } from "../../src/dice/verify-beacon.js";
import type { Result } from "../../src/lib/result.js";

const short = bls12_381.shortSignatures;
const P = bls12_381.fields.Fp.ORDER;
const fixture = JSON.parse(readFileSync("test/fixtures/drand/quicknet-657413.json", "utf8")) as { beacon: { round: number; signature: string } };
const ROUND = fixture.beacon.round;
const GENUINE = fromHex(fixture.beacon.signature)!;
const CHAIN = fromHex(QUICKNET.hash)!;
const KEY = bls12_381.G2.Point.fromBytes(fromHex(QUICKNET.publicKey)!);

/** The badge's beacon check as a reader's browser loads it: gf-verify.js, then gf-verify-beacon.js, which takes @noble's Field and sha256 from it. */
function browserChecker(): (ref: BeaconRef) => Result<unknown> {
  const scope: Record<string, unknown> = { TextEncoder, TextDecoder, Uint8Array, crypto: globalThis.crypto };
  scope["self"] = scope;
  vm.createContext(scope);
  for (const file of ["gf-verify.js", "gf-verify-beacon.js"]) vm.runInContext(readFileSync(`plugin/public/javascripts/${file}`, "utf8"), scope);
  return (scope["GfVerifyBeacon"] as { beaconChecker(): (ref: BeaconRef) => Result<unknown> }).beaconChecker();
}

/** drand's message for a round of an unchained scheme: SHA-256 of the round as u64 big-endian, written here with BigInt. */
const roundMessage = (round: number) => {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(round));
  return sha256(bytes);
};

/** @noble's full bls12_381 on the same ref: the pinned chain, the one canonical encoding of a non-zero G1 point, then the pairing. */
function nobleVerdict(ref: BeaconRef): string {
  if (toHex(ref.chainHash) !== QUICKNET.hash) return "dice.verify.beacon-chain";
  let point;
  try {
    point = short.Signature.fromBytes(ref.signature);
    if (ref.signature.length !== 48 || point.is0() || toHex(short.Signature.toBytes(point)) !== toHex(ref.signature)) return "dice.verify.beacon-encoding";
  } catch {
    return "dice.verify.beacon-encoding";
  }
  return short.verify(point, short.hash(roundMessage(ref.round), QUICKNET.dst), KEY) ? "ok" : "dice.verify.beacon";
}
const verdictOf = (r: Result<unknown>) => (r.ok ? "ok" : r.error.code);

/** Deterministic bytes: SHA-256 of a label and a counter. */
const bytesOf = (label: string, n: number, length = 32) => {
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i += 32) out.set(sha256(new TextEncoder().encode(`${label}:${n}:${i}`)).subarray(0, Math.min(32, length - i)), i);
  return out;
};
const scalar = (label: string, n: number) => bls12_381.fields.Fr.create(BigInt(`0x${toHex(bytesOf(label, n))}`)) || 1n;
const withX = (x: bigint, flags: number) => { const out = fromHex(x.toString(16).padStart(96, "0"))!; out[0] = (out[0]! & 0x1f) | flags; return out; };
const xOf = (sig: Uint8Array) => BigInt(`0x${toHex(sig)}`) & ((1n << 381n) - 1n);
/** A point of E(Fp) outside G1: the first x from 1 up with x³ + 4 a square whose point @noble refuses. */
const offSubgroup = (() => {
  const Fp = bls12_381.fields.Fp;
  for (let x = 1n; ; x++) {
    try { Fp.sqrt(Fp.add(Fp.pow(x, 3n), 4n)); } catch { continue; }
    const bytes = withX(x, 0x80);
    if (nobleVerdict({ chainHash: CHAIN, round: ROUND, signature: bytes }) === "dice.verify.beacon-encoding") return bytes;
  }
})();

const ref = (signature: Uint8Array, round = ROUND, chainHash = CHAIN): BeaconRef => ({ chainHash, round, signature });
const forgeries: [string, BeaconRef, string][] = [
  ["drand's genuine round 657413", ref(GENUINE), "ok"],
  ["the point at infinity (flags 1 1 0, x = 0)", ref(withX(0n, 0xc0)), "dice.verify.beacon-encoding"],
  ["forty-eight zero bytes", ref(new Uint8Array(48)), "dice.verify.beacon-encoding"],
  ["x + p: the second spelling of the genuine point (x ≥ p)", ref(withX(xOf(GENUINE) + P, GENUINE[0]! & 0xe0)), "dice.verify.beacon-encoding"],
  ["the compression flag cleared", ref(withX(xOf(GENUINE), GENUINE[0]! & 0x60)), "dice.verify.beacon-encoding"],
  ["the infinity flag set on the genuine x", ref(withX(xOf(GENUINE), (GENUINE[0]! & 0xe0) | 0x40)), "dice.verify.beacon-encoding"],
  ["the uncompressed form of the genuine point (96 bytes)", ref(bls12_381.G1.Point.fromBytes(GENUINE).toBytes(false)), "dice.verify.beacon-encoding"],
  ["the sort bit flipped: the genuine point's negation, a valid G1 point drand never signed with", ref(withX(xOf(GENUINE), (GENUINE[0]! & 0xe0) ^ 0x20)), "dice.verify.beacon"],
  ["a point on the curve outside the G1 subgroup", ref(offSubgroup), "dice.verify.beacon-encoding"],
  ["the genuine signature a byte short", ref(GENUINE.subarray(0, 47)), "dice.verify.beacon-encoding"],
  ["the genuine signature for the round before (a neighbouring round)", ref(GENUINE, ROUND - 1), "dice.verify.beacon"],
  ["the genuine signature for the round after", ref(GENUINE, ROUND + 1), "dice.verify.beacon"],
  ["the genuine signature for another round, far off", ref(GENUINE, 1), "dice.verify.beacon"],
  ["a round from the future (round 2^40) with the genuine signature", ref(GENUINE, 2 ** 40), "dice.verify.beacon"],
  ["the round signed under another chain's key (a key of the operator's, same scheme and DST)",
    ref(short.Signature.toBytes(short.sign(short.hash(roundMessage(ROUND), QUICKNET.dst), bls12_381.fields.Fr.toBytes(scalar("other-chain", 0))))), "dice.verify.beacon"],
  ["the round hashed under another DST (drand's G2 scheme's), signed by that key", ref(short.Signature.toBytes(short.sign(short.hash(roundMessage(ROUND),
    "BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_NUL_"), bls12_381.fields.Fr.toBytes(scalar("other-chain", 0))))), "dice.verify.beacon"],
  ["G1's generator", ref(bls12_381.G1.Point.BASE.toBytes()), "dice.verify.beacon"],
  ["the round's hash point itself (a secret key of 1)", ref(short.Signature.toBytes(short.hash(roundMessage(ROUND), QUICKNET.dst))), "dice.verify.beacon"],
  ["the genuine signature named under drand's default (chained, G2) chain's hash", ref(GENUINE, ROUND, fromHex("8990e7a9aaed2ffed73dbd7092123d6f289930540d7651336225dc172e51b2ce")!), "dice.verify.beacon-chain"],
];

describe("the beacon check in the reader's browser, against forged drand rounds, agrees with @noble's full bls12_381", () => {
  const browser = browserChecker();

  for (const [name, forged, want] of forgeries) {
    it(`${want === "ok" ? "accepts" : "refuses"} ${name}${want === "ok" ? "" : ` (${want.replace("dice.verify.", "")})`}`, () => {
      expect([verdictOf(browser(forged)), verdictOf(verifyBeaconRef(forged)), nobleVerdict(forged)]).toEqual([want, want, want]);
    });
  }

  it("keeps only what it verified: after the genuine round, its negation under the same round is still refused", () => {
    const check = browserChecker();
    expect(verdictOf(check(ref(GENUINE)))).toBe("ok");
    expect(verdictOf(check(ref(withX(xOf(GENUINE), (GENUINE[0]! & 0xe0) ^ 0x20))))).toBe("dice.verify.beacon");
    expect(verdictOf(check(ref(GENUINE)))).toBe("ok");
  });

  it("gives @noble's answer on 400 signatures from a fixed seed: bit flips and byte swaps of the genuine one, random encodings, and random G1 points", () => {
    const cases: BeaconRef[] = [];
    for (let n = 0; n < 300; n++) {
      const r = bytesOf("mutation", n);
      const out = GENUINE.slice();
      if (r[0]! % 3 === 0) out[r[1]! % 48] = r[2]!; // one byte replaced
      else for (let k = 0; k <= r[0]! % 3; k++) out[r[3 + 2 * k]! % 48]! ^= 1 << (r[4 + 2 * k]! % 8); // one to three bits flipped
      cases.push(ref(out));
    }
    for (let n = 0; n < 80; n++) { const b = bytesOf("random", n, 48); b[0] = (b[0]! & 0x1f) | 0x80; cases.push(ref(b)); }
    for (let n = 0; n < 20; n++) cases.push(ref(bls12_381.G1.Point.BASE.multiply(scalar("point", n)).toBytes(), ROUND + (n % 3) - 1));
    const tally = new Map<string, number>();
    for (const c of cases) {
      const want = nobleVerdict(c);
      expect([toHex(c.signature), c.round, verdictOf(browser(c)), verdictOf(verifyBeaconRef(c))]).toEqual([toHex(c.signature), c.round, want, want]);
      tally.set(want, (tally.get(want) ?? 0) + 1);
    }
    // The run reaches both refusals: many spellings, and points that decode and fail the pairing.
    expect(tally.get("dice.verify.beacon-encoding")).toBeGreaterThan(200);
    expect(tally.get("dice.verify.beacon")).toBeGreaterThanOrEqual(20);
  }, 120_000);
});
