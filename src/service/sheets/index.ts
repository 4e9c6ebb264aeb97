// The service's side of wiki sheets, for any game (the game's sheet model, sheet-model.ts, comes from
// its service adapter, src/games/<id>/service):
//   new SheetRegistry(discourse, { model, categories, forumHost?, lang?, vetOwner?, save?, games? })
//     .observe(payload.post)        on post_created / post_edited (wiki posts of the sheet categories only)
//     .forget(postId)               on post_destroyed
//     .restore(rows) / .refresh()   at start-up: the store's rows, then each sheet read again from the forum
//     .resolve({ character, sheet }) → Result<SheetEntry>   by name, or by the pool's sheet=id|URL of a registered sheet
//     .isOwner(character, username)  the accepted owner; other wiki editors are not
//     .acceptOwner(postId)           a changed player line is only a claim until the owner policy accepts it
//     .takeManualEdits()             hand-edits of points, per post and version
//   SheetGuard: the service's owner policy and editor checks; each game's points (SheetPoints, from
//     its service adapter) on its word
//   sheetEvents(registry, guard, mayReadSheets(games)) → { observe, forget }  router handlers
//   rewritePost(discourse, { postId, rewrite, once? }) the conflict-safe write loop of any game's sheet.
// A game's sheet changes on top of it (its own writes through rewritePost, its points) are in its
// adapter, src/games/<id>/service.
export { SheetRegistry, parseSheetRef, playerName, postFromRaw, keepPlayerLine, type SheetGame, type ManualEdit, type OwnerClaim, type SheetEntry, type ObservedPost, type Observation, type SheetRegistryOptions, type StoredSheet } from "./sheet-registry.js";
export { NO_SHEET, VIEW_ONLY, type PointsEdit, type SheetModel, type SheetView } from "./sheet-model.js";
export { SheetGuard, sameUser, type AnswerPost, type SheetAuthority, type SheetGuardDeps, type SheetPoints } from "./sheet-guard.js";
export { mayReadSheets, sheetEvents, type SheetEventHandlers } from "./sheet-events.js";
export { rewritePost, landed, onceMarker, reasonWithMarker, type OnceKey, type SheetForum, type UpdateSheetHooks, type RewritePostInput, type RewriteOutcome, type Rewritten } from "./rewrite-post.js";
