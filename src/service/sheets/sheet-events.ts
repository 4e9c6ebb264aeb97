// The registry's webhook handlers, ready for the router: post_created and post_edited keep the
// registry current (category wiki posts carry raw, version, wiki and category in the payload, so
// no request is made), post_destroyed forgets the sheet, and every hand-edit of points the registry
// has seen is written to the points ledger as a manual adjustment (GF-FORUM-4), once.
//   const sheets = sheetEvents(registry);
//   router.on("post_created", sheets.observe).on("post_edited", sheets.observe).on("post_destroyed", sheets.forget);
import type { HookContext } from "../router.js";
import type { SheetRegistry } from "./sheet-registry.js";

export interface SheetEventHandlers {
  observe(ctx: HookContext<"post_created" | "post_edited">): Promise<void>;
  forget(ctx: HookContext<"post_destroyed">): Promise<void>;
}

export function sheetEvents(registry: SheetRegistry): SheetEventHandlers {
  return {
    async observe(ctx) {
      const post = ctx.payload.post;
      const seen = registry.observe(post);
      if (seen.conflict) ctx.log.warn("sheet: character already has a sheet", { character: seen.conflict.character, holder: seen.conflict.postId });
      if (seen.ownerClaim) ctx.log.warn("sheet: player line changed; owner kept until confirmed", { owner: seen.ownerClaim.owner, claimed: seen.ownerClaim.claimed });
      for (const e of registry.takeManualAdjustments()) {
        // Points belong to the player (GF-PTS-1); the store keys its ledger by the sheet's character.
        await ctx.store.appendPoints({
          character: e.character ?? e.player, kind: e.currency.toUpperCase(), delta: e.amount,
          reason: `${e.rule} ${e.reason} @${e.player}`, postId: post.id, createdAt: ctx.clock.now(),
        });
        ctx.log.info("sheet: manual points edit recorded", { player: e.player, currency: e.currency, amount: e.amount });
      }
    },
    async forget(ctx) {
      registry.forget(ctx.payload.post.id);
    },
  };
}
