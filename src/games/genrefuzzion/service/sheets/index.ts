// GenreFuzzion's sheets in the service: the shared registry (src/service/sheets) reading [gf-sheet]s
// with this game's model, and the game's sheet changes written through the shared conflict-safe loop.
//   new GfSheetRegistry(discourse, { categories, forumHost?, lang?, vetOwner?, save? })   the registry with GenreFuzzion's model
//   updateCharacterSheet(registry, discourse, { character, changes, scene?, rules })
//     read → apply → PUT with original_text; on 409 re-read and re-apply (bounded); edit reason
//     names the scene and the rules. Changes come from src/games/genrefuzzion/sheet (changesBetween, pointsChange).
//   updateSheet(discourse, { postId, changes, editReason }) the loop alone, by post id.
import type { SheetForum } from "../../../../service/sheets/rewrite-post.js";
import { SheetRegistry, type SheetRegistryOptions } from "../../../../service/sheets/sheet-registry.js";
import type { LedgerEntry } from "../../rules/state.js";
import type { Sheet } from "../../sheet/index.js";
import { gfSheetModel } from "./model.js";

export { gfSheetModel } from "./model.js";
export { parseSheetRef, type SheetEntry, type StoredSheet } from "../../../../service/sheets/sheet-registry.js";
export { updateSheet, onceMarker, type OnceKey, type SheetForum, type UpdateSheetInput, type UpdateSheetHooks, type UpdateSheetOutcome } from "./update-sheet.js";
export { updateCharacterSheet, type CharacterSheetUpdate, type CharacterSheetOutcome } from "./update-character-sheet.js";

/** The service's sheet registry holding GenreFuzzion's sheets, as GenreFuzzion's service code sees it. */
export type GfRegistry = SheetRegistry<Sheet, LedgerEntry>;

/** A sheet registry reading GenreFuzzion's sheets (the service builds its own from the adapter's model; this one is for tools and tests). */
export class GfSheetRegistry extends SheetRegistry<Sheet, LedgerEntry> {
  constructor(forum: SheetForum, options: Omit<SheetRegistryOptions<Sheet, LedgerEntry>, "model">) {
    super(forum, { ...options, model: gfSheetModel });
  }
}
