// The registry's router handlers with a real SQLite store: webhook payloads keep the registry
// current, and a player's hand-edit of their points lands in the points ledger once (GF-FORUM-4).
import { afterEach, describe, expect, it } from "@jest/globals";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { systemClock } from "../../../src/service/clock.js";
import type { DiscourseClient } from "../../../src/service/discourse/client.js";
import { memoryLog } from "../../../src/service/log.js";
import { Router } from "../../../src/service/router.js";
import { SheetRegistry, sheetEvents } from "../../../src/service/sheets/index.js";
import { openStore } from "../../../src/service/store/open-store.js";
import type { Store } from "../../../src/service/store/store.js";

let store: Store | undefined;
let dir: string | undefined;
afterEach(async () => { await store?.close(); store = undefined; if (dir) rmSync(dir, { recursive: true, force: true }); });

const SHEET = (pv: number) => `[gf-ficha]\nnombre: Lía\njugadora: @ana\npv: ${pv}\npk: 0\n[/gf-ficha]`;
const payload = (raw: string, version: number, extra: Record<string, unknown> = {}) => ({ post: {
  id: 7, username: "ana", user_id: 3, topic_id: 2, post_number: 1, raw, version, wiki: true, category_id: 5, ...extra,
} });
/** Handlers of this part never call Discourse on these events: any call is a bug. */
const noDiscourse = new Proxy({}, { get: () => { throw new Error("no Discourse call expected"); } }) as DiscourseClient;

describe("sheet webhook handlers", () => {
  it("GF-FORUM-4: post events keep the registry current and hand-edited points reach the ledger once", async () => {
    dir = mkdtempSync(join(tmpdir(), "gf-sheets-"));
    store = await openStore(join(dir, "gf.sqlite"));
    const log = memoryLog();
    const registry = new SheetRegistry(noDiscourse, { categories: [5] });
    const handlers = sheetEvents(registry);
    const router = new Router({ discourse: noDiscourse, store, clock: systemClock, log })
      .on("post_created", handlers.observe).on("post_edited", handlers.observe).on("post_destroyed", handlers.forget);
    const receive = (name: "post_created" | "post_edited" | "post_destroyed", body: ReturnType<typeof payload>, id: string) =>
      router.receive({ name, id, instance: "http://forum", payload: body as never });

    await receive("post_created", payload(SHEET(3), 1), "e1");
    expect(registry.find("lia")?.sheet.pv).toBe(3);
    await receive("post_edited", payload(SHEET(8), 2), "e2");
    // A retried delivery of the same edit (new event id, same version) changes nothing.
    await receive("post_edited", payload(SHEET(8), 2), "e3");
    // A late delivery of an older version is ignored.
    await receive("post_edited", payload(SHEET(3), 1), "e4");
    expect(await store.pointsBalance("Lía", "PV")).toBe(5);
    expect(log.lines.filter((l) => l["msg"] === "sheet: manual points edit recorded")).toHaveLength(1);
    // Another category, or not a wiki: not a sheet of the game.
    await receive("post_created", { post: { ...payload(SHEET(1), 1).post, id: 8, category_id: 6 } }, "e5");
    expect(registry.byPostId(8)).toBeUndefined();
    await receive("post_destroyed", payload(SHEET(8), 3), "e6");
    expect(registry.find("Lía")).toBeUndefined();
  });
});
