// Seeds for the tests that draw at random (the soak, kill-restart, fast-check's properties): a fixed
// seed unless one is asked for, so a run is the same on every machine and a failure, which prints its
// seed, replays from it. `GF_TEST_SEED=random` draws fresh seeds for every seeded test; a test's own
// variable (GF_SOAK_SEED, GF_KILL_SEED, GF_PROPERTY_SEED) set to a number replays that test's failure,
// set to "random" draws one for that test alone.

/** The seed `variable` names (or GF_TEST_SEED), else `fixed`; "random" draws one. */
export function seedFrom(variable: string, fixed: number, env: NodeJS.ProcessEnv = process.env): number {
  const asked = env[variable] ?? env.GF_TEST_SEED;
  if (asked === undefined || asked === "") return fixed;
  if (asked === "random") return Math.floor(Math.random() * 1_000_000);
  const seed = Number(asked);
  if (!Number.isSafeInteger(seed)) throw new Error(`${env[variable] !== undefined ? variable : "GF_TEST_SEED"} must be an integer or "random", not ${JSON.stringify(asked)}`);
  return seed;
}

/** mulberry32: a small seeded generator of numbers in [0, 1), so a run can be replayed with its seed. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
