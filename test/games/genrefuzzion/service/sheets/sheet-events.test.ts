// The registry's answer to webhooks that arrive late and out of order: an event older than the
// version it holds, or held for a post that stopped being a sheet, changes nothing.
import { describe, expect, it } from "@jest/globals";
import type { DiscourseClient } from "../../../../../src/service/discourse/client.js";
import { GfSheetRegistry as SheetRegistry } from "../../../../../src/games/genrefuzzion/service/sheets/index.js";

const SHEET = (pv: number) => `[gf-ficha]\nnombre: Lía\njugadora: @ana\npv: ${pv}\npk: 0\n[/gf-ficha]`;
const post = (raw: string, version: number, extra: Record<string, unknown> = {}) => ({
  id: 7, username: "ana", topic_id: 2, post_number: 1, raw, version, wiki: true, category_id: 5, ...extra });
/** The registry never calls Discourse on these events: any call is a bug. */
const noDiscourse = new Proxy({}, { get: () => { throw new Error("no Discourse call expected"); } }) as DiscourseClient;

describe("sheet events out of order", () => {
  it("GF-FORUM-4: a sheet made wiki right after it was posted stays registered when the creation event comes last", () => {
    const registry = new SheetRegistry(noDiscourse, { categories: [5] });
    // Version 2 made the post a wiki; its event overtakes version 1's (posted, not yet a wiki).
    expect(registry.observe(post(SHEET(3), 2)).entry?.character).toBe("Lía");
    expect(registry.observe(post(SHEET(3), 1, { wiki: false }))).toMatchObject({ stale: true });
    expect(registry.find("Lía")?.version).toBe(2);
  });

  it("GF-FORUM-4: a sheet that stopped being a wiki is not brought back by a late event of an older version", () => {
    const registry = new SheetRegistry(noDiscourse, { categories: [5] });
    registry.observe(post(SHEET(3), 2));
    registry.observe(post(SHEET(3), 4, { wiki: false }));
    expect(registry.find("Lía")).toBeUndefined();
    expect(registry.observe(post(SHEET(3), 3))).toMatchObject({ stale: true });
    expect(registry.find("Lía")).toBeUndefined();
    // A newer version that is a wiki again is a sheet again.
    registry.observe(post(SHEET(3), 5));
    expect(registry.find("Lía")?.version).toBe(5);
  });

  it("GF-FORUM-4: only wiki posts of the sheet categories are sheets", () => {
    const registry = new SheetRegistry(noDiscourse, { categories: [5] });
    registry.observe(post(SHEET(1), 1, { category_id: 6 }));
    registry.observe(post(SHEET(1), 1, { id: 8, wiki: false }));
    expect(registry.entries()).toEqual([]);
  });
});
