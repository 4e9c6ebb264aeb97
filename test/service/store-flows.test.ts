// The topics played by a game's flow, in their own table (migration 12): a store from before it (the
// flows kept as scenes row -1 of their topic) keeps every flow, each under its game, with its scenes
// untouched; the sweep's query reads only the rows with work; and whom each table waits for is kept
// (topic_turns), on a real SQLite file and a real PostgreSQL database.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { FlowState } from "../../src/service/store/store.js";
import { oldStores, type OldScene } from "./old-store.js";
import { startPgCluster, type PgCluster } from "./pg-cluster.js";

let cluster: PgCluster | undefined;
beforeAll(async () => { cluster = await startPgCluster(); }, 60_000);
afterAll(() => cluster?.stop());

const TRICUBE_ROW = JSON.stringify({ format: 1, game: "tricube", record: { any: 1 }, applied: [5], lang: "es", last: { postId: 5, postNumber: 1 }, ticks: 0, sheetJobs: [] });
const PUJAS_ROW = JSON.stringify({ format: 1, game: "pujas", record: {}, applied: [9], lang: "en", last: { postId: 9, postNumber: 2 }, ticks: 1, sheetJobs: [] });
/** [topic, scene, state, version]: two flows at row -1, and a GenreFuzzion topic's scenes. */
const OLD_SCENES: readonly OldScene[] = [[10, -1, TRICUBE_ROW, 3], [11, -1, PUJAS_ROW, 7], [12, 0, `{"gf":0}`, 2], [12, 1, `{"gf":1}`, 4]];

const backends = oldStores(11, OLD_SCENES, () => cluster);

describe.each(backends)("topic flows in their own table (%s)", (_name, open) => {
  it("moves each flow of a version-11 store to its table under its game, due at once, and leaves the scenes alone", async () => {
    const s = await open();
    try {
      expect(await s.getFlow(10)).toEqual({ topicId: 10, game: "tricube", state: TRICUBE_ROW, version: 3, dueAt: 0, pendingSheets: 1 });
      expect(await s.getFlow(11)).toEqual({ topicId: 11, game: "pujas", state: PUJAS_ROW, version: 7, dueAt: 0, pendingSheets: 1 });
      expect(await s.getScene(10, -1)).toBeUndefined();
      expect((await s.listScenes()).map((r) => [r.topicId, r.sceneNo, r.version]).sort()).toEqual([[12, 0, 2], [12, 1, 4]]);
      // The first sweep reads both once; the runner then writes their true deadline and updates.
      expect((await s.flowsToSweep(1_000)).map((f) => f.topicId).sort()).toEqual([10, 11]);
    } finally { await s.close(); }
  }, 60_000);

  it("the sweep reads only the flows with work: a deadline passed or sheet updates waiting", async () => {
    const s = await open();
    try {
      const flow = (topicId: number, dueAt: number | null, pendingSheets: number): FlowState =>
        ({ topicId, game: "tricube", state: `{"t":${topicId}}`, version: 1, dueAt, pendingSheets });
      // The migrated rows settle first, as the runner would write them.
      for (const id of [10, 11]) {
        const f = (await s.getFlow(id))!;
        expect(await s.putFlow({ ...f, version: f.version + 1, dueAt: null, pendingSheets: 0 }, f.version)).toBe(true);
      }
      for (const f of [flow(20, 5_000, 0), flow(21, 500, 0), flow(22, null, 2), flow(23, null, 0)]) expect(await s.putFlow(f, 0)).toBe(true);
      expect(await s.putFlow(flow(20, 1, 0), 0)).toBe(false);
      expect((await s.flowsToSweep(1_000)).map((f) => f.topicId).sort()).toEqual([21, 22]);
      expect((await s.flowsToSweep(6_000)).map((f) => f.topicId).sort()).toEqual([20, 21, 22]);
      // An optimistic write of another version changes nothing; the right one moves the deadline.
      expect(await s.putFlow({ ...flow(21, 9_000, 0), version: 2 }, 5)).toBe(false);
      expect(await s.putFlow({ ...flow(21, 9_000, 0), version: 2 }, 1)).toBe(true);
      expect((await s.flowsToSweep(6_000)).map((f) => f.topicId).sort()).toEqual([20, 22]);
    } finally { await s.close(); }
  }, 60_000);

  it("keeps whom each table waits for (migration 13): set, replaced, and removed when it waits for no one", async () => {
    const s = await open();
    try {
      expect(await s.turns()).toEqual([]);
      await s.setTurn(31, ["ana"], 1_000);
      await s.setTurn(30, ["bruno", "carla"], 1_000);
      expect(await s.turns()).toEqual([{ topicId: 30, waiting: ["bruno", "carla"] }, { topicId: 31, waiting: ["ana"] }]);
      await s.setTurn(31, ["beto"], 2_000);
      await s.setTurn(30, [], 2_000);
      expect(await s.turns()).toEqual([{ topicId: 31, waiting: ["beto"] }]);
    } finally { await s.close(); }
  }, 60_000);
});
