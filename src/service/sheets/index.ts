// The service's side of wiki sheets (issue 6 §3–§4), for handlers:
//   new SheetRegistry(discourse, { categories, forumHost?, lang? })
//     .observe(payload.post)        on post_created / post_edited (category wiki posts, and links)
//     .forget(postId)               on post_destroyed
//     .preload(postIds)             at start-up: the sheets category's posts (the adapter lists them)
//     .resolve({ character, sheet }) → Result<SheetEntry>   by name, or by the pool's sheet=id|URL
//     .isOwner(character, username)  the player on the sheet owns it; other wiki editors do not
//     .acceptOwner(postId)           a changed player line is only a claim (ownerClaim) until accepted
//     .takeManualAdjustments()       hand-edits of points (GF-FORUM-4) → write them to the ledger
//   updateCharacterSheet(registry, discourse, { character, changes, scene?, rules })
//     read → apply → PUT with original_text; on 409 re-read and re-apply (bounded); edit reason
//     names the scene and the rules. Changes come from src/sheet (changesBetween, pointsChange).
//   sheetEvents(registry) → { observe, forget }  router handlers; manual point edits go to store.appendPoints
//   updateSheet(discourse, { postId, changes, editReason }) the loop alone, by post id.
export { SheetRegistry, parseSheetRef, postFromRaw, type SheetEntry, type ObservedPost, type Observation, type SheetRegistryOptions } from "./sheet-registry.js";
export { updateSheet, onceMarker, type OnceKey, type SheetForum, type UpdateSheetInput, type UpdateSheetHooks, type UpdateSheetOutcome } from "./update-sheet.js";
export { sheetEvents, type SheetEventHandlers } from "./sheet-events.js";
export { updateCharacterSheet, type CharacterSheetUpdate, type CharacterSheetOutcome } from "./update-character-sheet.js";
