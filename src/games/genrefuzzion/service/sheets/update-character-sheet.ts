// One call for a handler: "apply these changes to this character's sheet, because of scene N under
// these rules". It finds the sheet in the registry, writes through the conflict-safe loop with the
// edit reason naming the scene and the rules, keeps the registry's cache current from every read and
// write. Hand-edits of the points seen on the way (GF-FORUM-4) are queued in the registry
// (takeManualAdjustments) even when the update then fails, so none is lost.
import type { Lang } from "../../../../lib/i18n.js";
import { err, ok, type GfError, type Result } from "../../../../lib/result.js";
import { editReason, type SheetChange } from "../../sheet/index.js";
import type { GfRegistry } from "./index.js";
import { updateSheet, type OnceKey, type SheetForum, type UpdateSheetOutcome } from "./update-sheet.js";

export interface CharacterSheetUpdate {
  readonly character: string;
  readonly changes: readonly SheetChange[];
  /** The scene whose resolution caused the change; absent in an interval. */
  readonly scene?: number;
  /** The rules applied (GF-RATE-6, GF-WIN-3…), named in the edit reason. */
  readonly rules: readonly string[];
  readonly maxAttempts?: number;
  /** Applied at most once, even when retried after a crash (update-sheet.ts). */
  readonly once?: OnceKey;
  /** Each change stands alone: one the sheet no longer allows is reported, the rest written (update-sheet.ts). */
  readonly keepRefused?: boolean;
  /**
   * The language of the table whose play changed the sheet, for the edit reason (one language per
   * table); the changes themselves are written in the sheet's own words. Absent: the sheet's language.
   */
  readonly tableLang?: Lang;
}

export interface CharacterSheetOutcome extends UpdateSheetOutcome {
  readonly postId: number;
}

export async function updateCharacterSheet(
  registry: GfRegistry, forum: SheetForum, update: CharacterSheetUpdate, options: { readonly lang?: Lang; readonly pause?: (attempt: number) => Promise<void> } = {},
): Promise<Result<CharacterSheetOutcome, GfError>> {
  // Every service edit names its rule (docs/markup.md §7.3); an update without one is a caller's bug.
  if (update.rules.length === 0) throw new RangeError(`sheet update for ${update.character} names no rule`);
  const found = await registry.resolve({ character: update.character });
  if (!found.ok) return found;
  const entry = found.value;
  const reason = (changes: readonly SheetChange[]) => editReason({ lang: update.tableLang ?? entry.sheet.lang, ...(update.scene !== undefined ? { scene: update.scene } : {}), rules: update.rules, changes });
  const result = await updateSheet(forum, {
    postId: entry.postId, changes: update.changes, editReason: reason,
    ...(options.lang ? { lang: options.lang } : {}), ...(update.maxAttempts ? { maxAttempts: update.maxAttempts } : {}),
    ...(update.once ? { once: update.once } : {}), ...(update.keepRefused ? { keepRefused: true } : {}),
  }, {
    onRead: (post) => { registry.noteRead(post); },
    onWriting: (postId, raw, base) => registry.noteWriting(postId, raw, base),
    onWritten: (post) => registry.noteWritten(post),
    ...(options.pause ? { pause: options.pause } : {}),
  });
  if (!result.ok) return err(result.error);
  return ok({ ...result.value, postId: entry.postId });
}
