// Before a post's sheet handlers run, the service reads what other instances stored of the sheets,
// unless the post can read nothing of them (a burst of bare dice): which posts those are is every
// registered game's business, not a GenreFuzzion prefix. A Tricube, Facetas or Pujas block reads the
// registry; only the tags a game declares sheet-free (GameModule.sheetFreeTags) skip it when bare.
import { describe, expect, it } from "@jest/globals";
import { GAMES } from "../../../src/games/games.js";
import type { HookContext } from "../../../src/service/router.js";
import { mayReadSheets, sheetEvents, type SheetGuard, type SheetRegistry } from "../../../src/service/sheets/index.js";

const mayRead = mayReadSheets(GAMES);
const bare = (tag: string) => `[${tag}]\nsomething\n[/${tag}]`;

describe("which posts read the sheet registry", () => {
  it("any registered game's block, in each language's spelling, sheets included", () => {
    const free = new Set(GAMES.flatMap((g) => g.sheetFreeTags ?? []));
    const tags = GAMES.flatMap((g) => [...g.markup.tags.keys(), g.sheetTag]).filter((t) => !free.has(t));
    expect(tags).toEqual(expect.arrayContaining(["tt-roll", "tt-tirada", "fa-turno", "fa-loot", "pj-bid", "pj-turn", "gf-scene"]));
    for (const tag of tags) expect([tag, mayRead(bare(tag))]).toEqual([tag, true]);
    expect(mayRead(`text\n\n[TT-Tirada]\nx\n[/tt-tirada]`)).toBe(true);
  });

  it("not a bare [gf-pool] in either spelling, nor a post with no block, an unknown tag or a longer word", () => {
    for (const raw of [bare("gf-pool"), bare("gf-pozo"), "[gf-pool]\n2d6 3d8\n[/gf-pool]", "just text", "[tt-rollo]\nx", "[pj-nada]", "tt-roll"]) {
      expect([raw, mayRead(raw)]).toEqual([raw, false]);
    }
  });

  it("a bare pool with an attribute or a labelled line does, and so does one next to another block", () => {
    for (const raw of ["[gf-pool character=Ana]\n2d6\n[/gf-pool]", "[gf-pozo]\ncliché: Fuerte\n[/gf-pozo]", `${bare("gf-pool")}\n${bare("tt-roll")}`, `${bare("gf-pool")}\n[gf-pool pj]`]) {
      expect([raw, mayRead(raw)]).toEqual([raw, true]);
    }
  });

  it("with no game given, any block reads", () => {
    expect(mayReadSheets([])(bare("xx-anything"))).toBe(true);
    expect(mayReadSheets([])("plain words")).toBe(false);
  });
});

describe("the sheet handlers", () => {
  /** observe() on a post no registry knows, counting the reads of other instances' sheets. */
  async function syncsFor(raw: string): Promise<number> {
    let syncs = 0;
    const registry = {
      sync: async () => { syncs++; }, byPostId: () => undefined, isOwnWrite: () => false, observe: () => ({}),
      settled: async () => undefined, takeManualEdits: () => [],
    } as unknown as SheetRegistry;
    const guard = { seen: () => undefined, judgeEdits: async () => true, notWiki: async () => undefined, manualEdits: async () => undefined, decide: async () => undefined } as unknown as SheetGuard;
    const post = { id: 7, topic_id: 3, post_number: 2, version: 1, raw, wiki: false, username: "ana", category_id: 5 };
    const ctx = { event: { name: "post_created" }, payload: { post }, log: { warn: () => undefined } } as unknown as HookContext<"post_created">;
    await sheetEvents(registry, guard, mayRead).observe(ctx);
    return syncs;
  }

  it("read other instances' sheets before a bare Tricube roll, Facetas turn or Pujas bid, not before a bare pool", async () => {
    expect(await syncsFor(bare("tt-roll"))).toBe(1);
    expect(await syncsFor(bare("fa-turno"))).toBe(1);
    expect(await syncsFor(bare("pj-bid"))).toBe(1);
    expect(await syncsFor(bare("gf-pozo"))).toBe(0);
  });
});
