// The seeded tests' seed (test/support/seed.ts): fixed unless asked, replayable, random only on request.
import { describe, expect, it } from "@jest/globals";
import { rng, seedFrom } from "./seed.js";

describe("seedFrom", () => {
  it("is the fixed seed when nothing is asked", () => {
    expect(seedFrom("GF_X_SEED", 17, {})).toBe(17);
    expect(seedFrom("GF_X_SEED", 17, { GF_X_SEED: "" })).toBe(17);
  });
  it("replays the seed a failure printed, from the test's variable or GF_TEST_SEED", () => {
    expect(seedFrom("GF_X_SEED", 17, { GF_X_SEED: "803311" })).toBe(803311);
    expect(seedFrom("GF_X_SEED", 17, { GF_TEST_SEED: "5" })).toBe(5);
    expect(seedFrom("GF_X_SEED", 17, { GF_X_SEED: "6", GF_TEST_SEED: "5" })).toBe(6);
  });
  it("draws a seed only when asked for random", () => {
    const drawn = new Set(Array.from({ length: 20 }, () => seedFrom("GF_X_SEED", 17, { GF_TEST_SEED: "random" })));
    expect(drawn.size).toBeGreaterThan(1);
    for (const s of drawn) expect(Number.isSafeInteger(s)).toBe(true);
  });
  it("refuses a seed that is not an integer, naming the variable", () => {
    expect(() => seedFrom("GF_X_SEED", 17, { GF_X_SEED: "soon" })).toThrow(/GF_X_SEED must be an integer/);
    expect(() => seedFrom("GF_X_SEED", 17, { GF_TEST_SEED: "1.5" })).toThrow(/GF_TEST_SEED must be an integer/);
  });
});

describe("rng", () => {
  it("gives the same numbers in [0, 1) for the same seed, others for another", () => {
    const a = rng(42), b = rng(42), c = rng(43);
    const xs = Array.from({ length: 100 }, () => a());
    expect(Array.from({ length: 100 }, () => b())).toEqual(xs);
    expect(Array.from({ length: 100 }, () => c())).not.toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});
