// The write loop for sheet updates (docs/markup.md §7.3): read the post's current raw and version, apply the
// changes to exactly that text, and PUT it with `original_text` set to what was read. If anyone
// edited the post in between, Discourse answers 409 edit_conflict (PostsController#update compares
// original_text with the stored raw) and nothing is written: the loop reads again and re-applies
// the same changes to the player's new text, a bounded number of times. So a player's edit is never
// overwritten: every write is computed from the raw it replaces.
//
// Exactly once across a crash: points are deltas, so an update written to the forum whose "done"
// was never recorded must not be applied again on retry. An update with a `once` key carries a
// short marker of it at the end of its edit reason. Discourse makes a new version for every edit
// whose reason differs from the post's (PostRevisor#should_create_new_version?, edit_reason_specified?),
// so each such write is a revision of its own whose edit_reason holds the marker. Before applying,
// the loop looks at the post's current edit reason and then back through its latest revisions
// (GET /posts/{id}/revisions/latest.json, then …/revisions/{n}.json) made since the update was
// decided: a revision carrying the marker means the update landed, and nothing is written.
import type { Lang } from "../../../../lib/i18n.js";
import { ok, type GfError, type Result } from "../../../../lib/result.js";
import { applySheetChanges, applySheetChangesKeeping, EDIT_REASON_MAX, type SheetChange } from "../../sheet/index.js";
import { rewritePost, SHEET_EDIT_REASON_MAX, type OnceKey, type SheetForum, type UpdateSheetHooks } from "../../../../service/sheets/rewrite-post.js";

export { landed, onceMarker, reasonWithMarker, type OnceKey, type SheetForum, type UpdateSheetHooks } from "../../../../service/sheets/rewrite-post.js";

// The game-agnostic loop and GenreFuzzion's edit reasons keep one limit.
if (EDIT_REASON_MAX !== SHEET_EDIT_REASON_MAX) throw new Error("sheet edit reasons: two limits");

export interface UpdateSheetInput {
  readonly postId: number;
  readonly changes: readonly SheetChange[];
  /**
   * Shown in the post's edit history: the scene and the rule (src/games/genrefuzzion/sheet editReason); given the
   * changes actually written, so a keepRefused update names only those.
   */
  readonly editReason: string | ((written: readonly SheetChange[]) => string);
  /** The site's language, for a sheet block that does not reveal its own. */
  readonly lang?: Lang;
  /** Reads after the first are answers to a 409; at most this many attempts in all (default 5). */
  readonly maxAttempts?: number;
  /** Apply at most once, even across a crash between the write and its caller's record of it. */
  readonly once?: OnceKey;
  /**
   * Each change stands alone (undoing a withdrawn scene, GF-SUSP-2): one the sheet no longer allows
   * is left out and reported in `refused`, and the rest are written. Default: all or nothing.
   */
  readonly keepRefused?: boolean;
}

export interface UpdateSheetOutcome {
  readonly raw: string;
  readonly version: number;
  /** 1 when the first write went through; more after conflicts. */
  readonly attempts: number;
  /** False when the changes were already on the sheet (nothing was written). */
  readonly written: boolean;
  /** True when a `once` update was found already written by an earlier attempt (nothing was written now). */
  readonly alreadyWritten?: boolean;
  /** With keepRefused: the changes left out, because the sheet no longer says what they undo. */
  readonly refused?: readonly { readonly change: SheetChange; readonly error: GfError }[];
}

/**
 * Applies `changes` to the sheet in post `postId`. A change the sheet no longer allows (the player
 * removed the trait, a `from` no longer holds, the block has an error) is a Result error and nothing
 * is written. Transport failures other than 409 are thrown as DiscourseError, for the outbox's
 * retries and backoff.
 */
export async function updateSheet(forum: SheetForum, input: UpdateSheetInput, hooks: UpdateSheetHooks = {}): Promise<Result<UpdateSheetOutcome, GfError>> {
  const options = input.lang ? { lang: input.lang } : {};
  const reasonFor = (written: readonly SheetChange[]) => typeof input.editReason === "string" ? input.editReason : input.editReason(written);
  type Refused = UpdateSheetOutcome["refused"];
  const r = await rewritePost<{ refused: Refused }>(forum, {
    postId: input.postId, ...(input.maxAttempts !== undefined ? { maxAttempts: input.maxAttempts } : {}), ...(input.once ? { once: input.once } : {}),
    rewrite: (raw) => {
      if (input.keepRefused) {
        // Recomputed on every read: after a 409 the player's new text decides again what still applies.
        const kept = applySheetChangesKeeping(raw, input.changes, options);
        if (!kept.ok) return kept;
        const refused = kept.value.refused;
        return ok({ raw: kept.value.raw, extra: { refused }, editReason: reasonFor(input.changes.filter((c) => !refused.some((x) => x.change === c))) });
      }
      const next = applySheetChanges(raw, input.changes, options);
      return next.ok ? ok({ raw: next.value, extra: { refused: undefined }, editReason: reasonFor(input.changes) }) : next;
    },
  }, hooks);
  if (!r.ok) return r;
  const { extra, ...outcome } = r.value;
  return ok({ ...outcome, ...(extra?.refused ? { refused: extra.refused } : {}) });
}
