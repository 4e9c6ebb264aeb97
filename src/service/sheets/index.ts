// The service's side of wiki sheets, for handlers:
//   new SheetRegistry(discourse, { categories, forumHost?, lang?, vetOwner?, save? })
//     .observe(payload.post)        on post_created / post_edited (wiki posts of the sheet categories only)
//     .forget(postId)               on post_destroyed
//     .restore(rows) / .refresh()   at start-up: the store's rows, then each sheet read again from the forum
//     .resolve({ character, sheet }) → Result<SheetEntry>   by name, or by the pool's sheet=id|URL of a registered sheet
//     .isOwner(character, username)  the accepted owner; other wiki editors are not
//     .acceptOwner(postId)           a changed player line is only a claim until the owner policy accepts it
//     .takeManualEdits()             hand-edits of points (GF-FORUM-4), per post and version
//   SheetGuard: the service's owner policy, editor checks, points flags and the Moderator's decisions
//   updateCharacterSheet(registry, discourse, { character, changes, scene?, rules })
//     read → apply → PUT with original_text; on 409 re-read and re-apply (bounded); edit reason
//     names the scene and the rules. Changes come from src/games/genrefuzzion/sheet (changesBetween, pointsChange).
//   sheetEvents(registry, guard) → { observe, forget }  router handlers
//   updateSheet(discourse, { postId, changes, editReason }) the loop alone, by post id.
export { SheetRegistry, GF_SHEET_GAME, parseSheetRef, playerName, postFromRaw, type SheetGame, type ManualEdit, type OwnerClaim, type SheetEntry, type ObservedPost, type Observation, type SheetRegistryOptions, type StoredSheet } from "./sheet-registry.js";
export { SheetGuard, type SheetGuardDeps } from "./sheet-guard.js";
export { updateSheet, onceMarker, type OnceKey, type SheetForum, type UpdateSheetInput, type UpdateSheetHooks, type UpdateSheetOutcome } from "../../games/genrefuzzion/service/sheets/update-sheet.js";
export { sheetEvents, type SheetEventHandlers } from "./sheet-events.js";
export { updateCharacterSheet, type CharacterSheetUpdate, type CharacterSheetOutcome } from "../../games/genrefuzzion/service/sheets/update-character-sheet.js";
export { rewritePost, type RewritePostInput, type RewriteOutcome, type Rewritten } from "./rewrite-post.js";
