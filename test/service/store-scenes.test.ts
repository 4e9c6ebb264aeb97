// What the sweep finds a scenes row by without reading its state (migration 14): since when its wait
// may be reminded and how many sheet updates it has pending. A store from before it keeps every row
// as it was and finds each due once; the sweep's query returns exactly the rows with work, walking
// its two indexes (never a scan of the table), on a real SQLite file and a real PostgreSQL database.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "../../src/service/store/sqlite-db.js";
import { openStore } from "../../src/service/store/open-store.js";
import { SCENES_TO_SWEEP_SQL } from "../../src/service/store/sqlite-store.js";
import type { SceneState } from "../../src/service/store/store.js";
import { oldStores, type OldScene } from "./old-store.js";
import { startPgCluster, type PgCluster } from "./pg-cluster.js";

let cluster: PgCluster | undefined;
beforeAll(async () => { cluster = await startPgCluster(); }, 60_000);
afterAll(() => cluster?.stop());

/** [topic, scene, state, version] as a version-13 store kept them. */
const OLD_SCENES: readonly OldScene[] = [[12, 0, `{"a":0}`, 2], [12, 1, `{"a":1}`, 4], [13, 0, `{"b":0}`, 9]];

const backends = oldStores(13, OLD_SCENES, () => cluster);

const ids = (rows: readonly SceneState[]) => rows.map((r) => `${r.topicId}/${r.sceneNo}`).sort();

describe.each(backends)("the scenes the sweep reads (%s)", (_name, open) => {
  it("keeps every row of a version-13 store as it was, each found due once: its wait from 0 and an update marked pending", async () => {
    const s = await open();
    try {
      expect(await s.getScene(12, 1)).toEqual({ topicId: 12, sceneNo: 1, state: `{"a":1}`, version: 4 });
      expect((await s.listScenes()).map((r) => [r.topicId, r.sceneNo, r.state, r.version]).sort())
        .toEqual(OLD_SCENES.map((r) => [...r]).sort());
      // Found whatever the maximum wait (even with none passed since the epoch), with their marks.
      const due = await s.scenesToSweep(-1);
      expect(ids(due)).toEqual(["12/0", "12/1", "13/0"]);
      expect(due.map((r) => [r.waitingSince, r.pendingSheets])).toEqual([[0, 1], [0, 1], [0, 1]]);
      // The game writes back the true values of each row it read: then none is found again.
      for (const r of due) expect(await s.putScene({ ...r, version: r.version + 1, waitingSince: null, pendingSheets: 0 }, r.version)).toBe(true);
      expect(await s.scenesToSweep(Number.MAX_SAFE_INTEGER)).toEqual([]);
      expect((await s.getScene(13, 0))!.state).toBe(`{"b":0}`);
    } finally { await s.close(); }
  }, 60_000);

  it("returns exactly the rows with work: a wait begun at or before the given time, or sheet updates pending", async () => {
    const s = await open();
    try {
      for (const r of await s.scenesToSweep(-1)) await s.putScene({ ...r, version: r.version + 1, waitingSince: null, pendingSheets: 0 }, r.version);
      const row = (topicId: number, waitingSince: number | null, pendingSheets: number, version = 1): SceneState =>
        ({ topicId, sceneNo: 0, state: `{"t":${topicId}}`, version, waitingSince, pendingSheets });
      for (const r of [row(20, 5_000, 0), row(21, 500, 0), row(22, null, 2), row(23, null, 0), row(24, 1_000, 0), row(25, 200, 3)]) expect(await s.putScene(r, 0)).toBe(true);
      // Written without the sweep's fields: nothing to find (no wait, nothing pending).
      expect(await s.putScene({ topicId: 26, sceneNo: 0, state: "{}", version: 1 }, 0)).toBe(true);
      expect(ids(await s.scenesToSweep(999))).toEqual(["21/0", "22/0", "25/0"]);
      expect(ids(await s.scenesToSweep(1_000))).toEqual(["21/0", "22/0", "24/0", "25/0"]);
      expect(ids(await s.scenesToSweep(6_000))).toEqual(["20/0", "21/0", "22/0", "24/0", "25/0"]);
      // Each row comes with its fields, once, though it has both a wait due and updates pending.
      expect((await s.scenesToSweep(6_000)).find((r) => r.topicId === 25)).toEqual(row(25, 200, 3));
      // An optimistic write of another version changes nothing; the right one moves the wait, or ends it.
      expect(await s.putScene(row(21, 9_000, 0, 2), 5)).toBe(false);
      expect(await s.putScene(row(21, 9_000, 0, 2), 1)).toBe(true);
      expect(await s.commitScene({ scene: row(25, null, 0, 2), expectedVersion: 1, postId: 7, version: 1, rolls: [], points: [], outbox: [] })).toBe(true);
      expect(ids(await s.scenesToSweep(6_000))).toEqual(["20/0", "22/0", "24/0"]);
    } finally { await s.close(); }
  }, 60_000);
});

describe("the sweep's query (sqlite)", () => {
  it("walks the wait index and the pending index: the rows without work are never read", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "gf-scenes-")), "gf.sqlite");
    await (await openStore(file)).close();
    const db = new DatabaseSync(file, { readOnly: true });
    const plan = db.prepare(`EXPLAIN QUERY PLAN ${SCENES_TO_SWEEP_SQL.replace("$1", "?")}`).all(1) as { detail: string }[];
    db.close();
    const details = plan.map((r) => r.detail);
    expect(details.filter((d) => d.includes("scenes"))).toEqual([expect.stringContaining("SEARCH scenes USING INDEX scenes_waiting"),
      expect.stringContaining("SEARCH scenes USING INDEX scenes_pending")]);
  });
});
