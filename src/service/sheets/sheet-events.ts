// The registry's webhook handlers, ready for the router: post_created and post_edited keep the
// registry current (category wiki posts carry raw, version, wiki and category in the payload),
// post_destroyed forgets the sheet; a sheet that enters play after its author was told it was out of
// play (not a wiki, still named as the template names it) is announced once. Through the guard (sheet-guard.ts), a new version of
// a registered sheet is first checked against its editor (another player's edit is reverted), hand
// edits of points are recorded or flagged to the Moderator, and replies to a flag decide it.
//   const sheets = sheetEvents(registry, guard, mayReadSheets(games));
//   router.on("post_created", sheets.observe).on("post_edited", sheets.observe).on("post_destroyed", sheets.forget);
import type { GameModule } from "../../markup/markup-game.js";
import { mayActPattern } from "../reconciler.js";
import type { HookContext } from "../router.js";
import type { SheetGuard } from "./sheet-guard.js";
import type { SheetRegistry } from "./sheet-registry.js";
import type { PointsEdit, SheetView } from "./sheet-model.js";

/**
 * Whether a post can read the sheet registry: an attribute (personaje=, sheet=…), a line with a label
 * (cliché:, nombre:…) or any registered game's block but one its game declares sheet-free when bare
 * (GameModule.sheetFreeTags, a roll of bare dice). With no games given, any block reads.
 */
export function mayReadSheets(games: readonly Pick<GameModule, "markup" | "sheetTag" | "sheetFreeTags">[]): (raw: string) => boolean {
  // The reconciler's pattern of a block opening: the same tags, each match read for its tag.
  const block = new RegExp(mayActPattern(games.flatMap((g) => [...g.markup.tags.keys(), g.sheetTag])).source, "gi");
  const free = new Set(games.flatMap((g) => g.sheetFreeTags ?? []).map((t) => t.toLowerCase()));
  return (raw) => /[=:]/.test(raw)
    || [...raw.matchAll(block)].some((m) => !(free.has(m[0].slice(1).toLowerCase()) && raw[m.index + m[0].length] === "]"));
}

export interface SheetEventHandlers {
  observe(ctx: HookContext<"post_created" | "post_edited">): Promise<void>;
  forget(ctx: HookContext<"post_destroyed">): Promise<void>;
}

export function sheetEvents<S extends SheetView, M extends PointsEdit>(registry: SheetRegistry<S, M>, guard: SheetGuard<S, M>,
  mayRead: (raw: string) => boolean): SheetEventHandlers {
  return {
    async observe(ctx) {
      const post = ctx.payload.post;
      guard.seen(post);
      // First what other instances stored: this event, and the handlers after this one, judge and
      // resolve against the store's sheets and owners, not only this instance's. A post that is no
      // sheet and names no character, sheet or trait (a pool of bare dice) reads nothing of the
      // registry, and skips the read: under a burst of such posts the read on every event slowed
      // two instances' webhooks until most of them timed out.
      if (post.wiki || registry.byPostId(post.id) || mayRead(post.raw)) await registry.sync();
      const known = registry.byPostId(post.id);
      // An edit of a registered sheet by someone who may not edit it is undone, not taken; when
      // versions were missed (lost webhooks), each since the one held is judged in order.
      if (known && post.version > known.version && post.wiki && !registry.isOwnWrite(post.id, post.raw)
        && !await guard.judgeEdits(post, known)) return;
      const seen = registry.observe(post);
      await registry.settled();
      // A sheet that enters play here (made a wiki, or named at last) after its author was told it was out.
      if (!known && seen.entry) await guard.inPlay(post, seen.entry);
      if (seen.notWiki) await guard.notWiki(post, seen.notWiki);
      if (seen.placeholder) await guard.placeholderName(post, seen.placeholder);
      if (seen.conflict) ctx.log.warn("sheet: character already has a sheet", { character: seen.conflict.character, holder: seen.conflict.postId });
      await guard.manualEdits(registry.takeManualEdits());
      if (ctx.event.name === "post_created") await guard.decide(post);
    },
    async forget(ctx) {
      await registry.sync();
      registry.forget(ctx.payload.post.id);
      await registry.settled();
    },
  };
}
