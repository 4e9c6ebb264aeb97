// A small soak in the suite (bench/soak/soak.ts; `npm run soak` runs larger ones): the real built
// gf serve, killed at random instants (and, with two instances, frozen or starved past its outbox
// lease while it holds claims: what another instance must not answer twice), against a faulty forum (429 beyond the lease, 5xx, resets before and after the write, hangs,
// an outage past the retry budget, dropped and delayed webhooks) and 100 slow connections. Every pool, every scene post (scenes opened, presented and rolled in turn by both sides) every post of two Pujas tables (auction, Fine, Challenge), two Tricube challenges and two Facetas conflicts (each played to its end) gets exactly one reply, on SQLite and on two PostgreSQL
// instances sharing one database.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatReport, runSoak, type SoakReport } from "../../bench/soak/soak.js";
import { newDataDir } from "./harness.js";
import { createDatabase, startPgCluster } from "./pg-cluster.js";
import type { PgCluster } from "./pg-cluster.js";
import { buildGf, GF, removeGf } from "./process.js";
import { budget } from "../support/budget.js";
import { seedFrom } from "../support/seed.js";

let cluster: PgCluster | undefined;
beforeAll(async () => { buildGf(); cluster = await startPgCluster(); }, budget(90_000));
let passed = 0;
afterAll(() => {
  removeGf(); cluster?.stop();
  // The logs are for a failure: a run whose every check held leaves nothing behind in the temporary folder.
  if (passed === 2 && !process.env.GF_SOAK_LOG_DIR) rmSync(logs, { recursive: true, force: true });
});

// A fixed seed, in the tests' names and every failure: GF_SOAK_SEED=<seed> replays a run, GF_SOAK_SEED=random draws one
// (test/support/seed.ts). The kills and faults follow the seed; how the machine schedules them does not.
const seed = seedFrom("GF_SOAK_SEED", 20261129);
// Each service's log and the forum's writes (sandbox-writes-<backend>.log) are kept in `logs` (a fresh
// directory, or GF_SOAK_LOG_DIR), named in a failure's message: a duplicate seen once in a loaded full
// run can then be read, not guessed. GF_SOAK_REQUEST_TIMEOUT_MS replaces the forum's request timeout
// (the lease by default; Infinity for none).
const logs = process.env.GF_SOAK_LOG_DIR ?? mkdtempSync(join(tmpdir(), "gf-soak-logs-"));
const debug = {
  logDir: logs, ...(process.env.GF_SOAK_VERBOSE ? { log: (line: string) => console.log(line) } : {}),
  ...(process.env.GF_SOAK_REQUEST_TIMEOUT_MS ? { requestTimeoutMs: Number(process.env.GF_SOAK_REQUEST_TIMEOUT_MS) } : {}),
};

/** Every scene post (open, present, pools, oppose, retry, yield) answered exactly once, and each scene got as far as its rolls. */
function expectScenes(r: SoakReport): void {
  expect({ seed, logs, lost: r.scenes.lost, duplicated: r.scenes.duplicated, exactlyOnce: r.scenes.exactlyOnce })
    .toEqual({ seed, logs, lost: 0, duplicated: 0, exactlyOnce: r.scenes.posts });
  expect(r.scenes.posts).toBeGreaterThanOrEqual(3 * r.scenes.topics);
  expect(r.scenes.rolls).toBeGreaterThanOrEqual(r.scenes.topics);
}

/** Every Pujas post answered exactly once, and every table played to its end (auction, Fine, Challenge): none stuck. */
function expectPujas(r: SoakReport): void {
  expect({ seed, logs, lost: r.pujas.lost, duplicated: r.pujas.duplicated, exactlyOnce: r.pujas.exactlyOnce, finished: r.pujas.finished })
    .toEqual({ seed, logs, lost: 0, duplicated: 0, exactlyOnce: r.pujas.posts, finished: r.pujas.tables });
  for (const g of [r.tricube, r.facetas]) {
    expect({ seed, logs, lost: g.lost, duplicated: g.duplicated, exactlyOnce: g.exactlyOnce, finished: g.finished })
      .toEqual({ seed, logs, lost: 0, duplicated: 0, exactlyOnce: g.posts, finished: g.tables });
  }
}

// A run waits for every answer (each move up to its MOVE_WAIT_MS, the settling up to 4 minutes): on a loaded
// machine the same run is slower, not different, and the budget follows the load (budget.ts) where a fixed
// 240 s failed a run at load 25 that was only slow.
const SOAK_BUDGET = budget(240_000);

describe(`soak: kills and a faulty forum (seed ${seed})`, () => {
  it("SQLite, one instance: every post of the four games answered exactly once, every table played on", async () => {
    const r = await runSoak({ gf: GF, dataDir: newDataDir(), database: "sqlite", posts: 150, maxSeconds: 45, slowConnections: 100, seed, pujasTables: 2, tricubeTables: 2, facetasConflicts: 2, ...debug });
    console.log(formatReport(r));
    expect({ seed, logs, lost: r.lost, duplicated: r.duplicated, exactlyOnce: r.exactlyOnce }).toEqual({ seed, logs, lost: 0, duplicated: 0, exactlyOnce: r.posts });
    expect(r.posts).toBeGreaterThanOrEqual(100);
    expectScenes(r);
    expectPujas(r);
    passed++;
  }, SOAK_BUDGET);

  it("PostgreSQL, two instances on one database: every post of the four games answered exactly once, every table played on", async () => {
    const r = await runSoak({ gf: GF, dataDir: newDataDir(), database: await createDatabase(cluster!, "gf_soak"), posts: 150,
      maxSeconds: 45, slowConnections: 100, freezes: true, seed, pujasTables: 2, tricubeTables: 2, facetasConflicts: 2, ...debug });
    console.log(formatReport(r));
    expect({ seed, logs, lost: r.lost, duplicated: r.duplicated, exactlyOnce: r.exactlyOnce }).toEqual({ seed, logs, lost: 0, duplicated: 0, exactlyOnce: r.posts });
    expect(r.posts).toBeGreaterThanOrEqual(100);
    expectScenes(r);
    expectPujas(r);
    passed++;
  }, SOAK_BUDGET);
});
