// The periodic sweep reads only the topics' games with work (GF-FORUM-1 reminders, sheet updates
// pending), as the store finds them by their fields (store.scenesToSweep, migration 14), never every
// row: tables whose wait is under the group's maximum are not read at all; a row as the migration left
// it (due at once, an update marked pending) is read by one sweep, which writes its true fields back;
// once their reminders are out, no table is read again. On the service's clock, moved by hand.
import { describe, expect, it, jest } from "@jest/globals";
import type { Store } from "../../../../src/service/store/store.js";
import { until } from "../../../support/until.js";
import { say, table } from "./support.js";

jest.setTimeout(90_000);

const SCENE = (title: string) => [
  "[gf-scene]", `título: ${title}`, "escenario: El patio del instituto", "tono: tenso",
  "antagonista: Bruno", "intención: Bruno me pide perdón", "[/gf-scene]",
].join("\n");

describe("the sweep's reads", () => {
  it("GF-FORUM-1: reads only the games due, each migrated row once, and none once reminded", async () => {
    let offset = 0;
    const clock = { now: () => Date.now() + offset, sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, ms)) };
    const { h } = await table({ game: { moderator: "dani", maxWaitHours: 2, reminderSweepMs: 20 } }, clock);
    try {
      const store = h.service.store as { -readonly [K in keyof Store]: Store[K] };
      // Every row each sweep is handed, by topic; and whether anything still reads every row.
      const reads: number[][] = [];
      const toSweep = store.scenesToSweep.bind(store);
      store.scenesToSweep = async (waitedSince) => { const rows = await toSweep(waitedSince); reads.push(rows.map((r) => r.topicId)); return rows; };
      let listed = 0;
      const list = store.listScenes.bind(store);
      store.listScenes = async () => { listed++; return list(); };
      /** Waits for `n` more sweeps and gives what they read. */
      const sweeps = async (n: number) => { const from = reads.length; await until(`${n} sweeps`, () => reads.length >= from + n); return reads.slice(from); };

      // Three tables, each waiting for beto to present Bruno (GF-ANT-1).
      const topics: number[] = [];
      for (const title of ["Uno", "Dos", "Tres"]) topics.push((await say(h, "ana", SCENE(title))).post.topic_id);
      await h.settle();
      const replies = () => topics.map((t) => h.replies(t).length);
      expect(replies()).toEqual([1, 1, 1]);

      // An hour: under the group's maximum. The sweeps run and read nothing.
      offset = 3_600_000;
      expect((await sweeps(3)).flat()).toEqual([]);

      // The first table's row as migration 14 left a row written before it: due at once, an update pending.
      const first = (await store.getScene(topics[0]!, 0))!;
      expect(await store.putScene({ ...first, version: first.version + 1, waitingSince: 0, pendingSheets: 1 }, first.version)).toBe(true);
      const from = reads.length;
      await until("the migrated row's true fields written back", async () => (await toSweep(clock.now() - 2 * 3_600_000)).length === 0);
      const since = await sweeps(3);
      // One sweep read it (the rows after it found nothing), and nobody was reminded: its wait is an hour old.
      expect(reads.slice(from).filter((r) => r.includes(topics[0]!))).toEqual([[topics[0]!]]);
      expect(since.flat()).toEqual([]);
      await h.settle();
      expect(replies()).toEqual([1, 1, 1]);
      const back = (await toSweep(Number.MAX_SAFE_INTEGER)).find((r) => r.topicId === topics[0]);
      expect(back).toMatchObject({ pendingSheets: 0, waitingSince: expect.any(Number) });
      expect(back!.waitingSince).toBeGreaterThan(0);

      // Past the maximum: each table is read and reminded once; then no sweep reads any.
      offset = 3 * 3_600_000;
      await until("the three reminders", async () => { await h.settle(); return replies().every((n) => n === 2); });
      expect([...new Set(reads.flat())].sort()).toEqual([...topics].sort());
      expect((await sweeps(3)).flat()).toEqual([]);
      await h.settle();
      expect(replies()).toEqual([2, 2, 2]);
      for (const t of topics) expect(h.replies(t)[1]!.raw).toContain("@beto, la escena te espera desde hace 3 h (el máximo acordado es 2 h)");
      expect(listed).toBe(0);
    } finally {
      await h.close();
    }
  });
});

