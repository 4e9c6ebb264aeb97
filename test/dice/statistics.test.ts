// Unbiasedness (docs/verifiable-dice.md §4): a chi-square goodness-of-fit test over 600,000 faces of
// each game die. Seeded (a fixed seed and a run of post ids), so it gives the same answer every run.
import { describe, expect, it } from "@jest/globals";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { deriveFaces } from "../../src/dice/derive.js";
import { DIE_SIZES, MAX_POOL_DICE } from "../../src/dice/die.js";
import { encodeInput } from "../../src/dice/proof.js";

const FACES_PER_SIZE = 600_000;
/** Chi-square critical values at p = 0.001 for 3, 5, 7, 9 and 11 degrees of freedom. */
const CRITICAL: Record<number, number> = { 4: 16.266, 6: 20.515, 8: 24.322, 10: 27.877, 12: 31.264 };
const seed = nodeCrypto.sha256(new TextEncoder().encode("gf statistics seed"));

/** Faces of `size` from consecutive posts, pools of MAX_POOL_DICE dice, through `derive`. */
function counts(size: number, derive: typeof deriveFaces): number[] {
  const tally = new Array<number>(size + 1).fill(0);
  const sizes = new Array<number>(MAX_POOL_DICE).fill(size);
  for (let post = 0; post * MAX_POOL_DICE < FACES_PER_SIZE; post++) {
    const head = encodeInput({ context: { forum: "stats.example.org", topic: size, post, block: 0 }, epoch: 1, chainHead: new Uint8Array(32), beacon: null, sizes });
    for (const f of derive(seed, head, sizes, nodeCrypto)) tally[f]!++;
  }
  return tally.slice(1);
}

const chiSquare = (observed: number[]): number => {
  const n = observed.reduce((a, b) => a + b, 0);
  const expected = n / observed.length;
  return observed.reduce((sum, o) => sum + (o - expected) ** 2 / expected, 0);
};

/** The mistake rejection sampling avoids: a plain byte modulo, kept here to prove the test can fail. */
const moduloFaces: typeof deriveFaces = (s, head, sizes, crypto) => {
  const stream = crypto.hmacSha256(s, head);
  return sizes.map((size, k) => (stream[k]! % size) + 1);
};

describe("rejection sampling, exactly", () => {
  it.each(Array.from({ length: 99 }, (_, k) => [k + 2]))("d%i: the 256 byte values give every face equally often", (size) => {
    // A stream holding each byte value once, the R = 256 − limit values to reject first (limit … 255),
    // then 0 … limit − 1: the tally is exact, and a die that kept a rejected byte would unbalance it.
    const limit = 256 - (256 % size);
    const rejected = 256 - limit;
    const byteAt = (t: number) => (t < rejected ? limit + t : t - rejected);
    const counting = { ...nodeCrypto, hmacSha256: (_key: Uint8Array, input: Uint8Array) => {
      const block = input[input.length - 1]!; // the counter's low byte: blocks 0 … 7 hold the 256 bytes
      if (block > 7) throw new Error("read past the 256 bytes");
      return Uint8Array.from({ length: 32 }, (_, i) => byteAt(block * 32 + i));
    } };
    const tally = new Array<number>(size + 1).fill(0);
    for (const f of deriveFaces(seed, new Uint8Array(1), new Array<number>(limit).fill(size), counting)) tally[f]!++;
    expect(new Set(tally.slice(1))).toEqual(new Set([limit / size]));
  });
});

describe("dice statistics", () => {
  it.each(DIE_SIZES.map((s) => [s]))("d%i: 600,000 faces pass a chi-square test at p = 0.001", (size) => {
    const observed = counts(size, deriveFaces);
    expect(observed.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(FACES_PER_SIZE);
    expect(chiSquare(observed)).toBeLessThan(CRITICAL[size]!);
  });

  it.each([[6], [10], [12]])("d%i: the same test catches a plain modulo's bias", (size) => {
    expect(chiSquare(counts(size, moduloFaces))).toBeGreaterThan(CRITICAL[size]!);
  });
});
