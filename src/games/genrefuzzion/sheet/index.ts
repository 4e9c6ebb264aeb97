// Character sheets as wiki posts (docs/markup.md §7): read, check, update without losing a keystroke.
// Pure: no I/O. The service (src/service/sheets) does the forum side; the plugin draws the card.
//
// Reading
//   readSheet(raw, { lang? }) → Result<SheetDoc>   exactly one [gf-sheet] block per post
//     SheetDoc = { raw, sheet: Sheet, block: ParsedBlock (spans of every value), errors }
//     Sheet (zod `sheet`): mode, lang, name, player (username, no "@"), concept, cliches,
//     relationships {target}, tricks/flaws {name, id, fills}, objectives {text, difficulty, state},
//     advantages {boundOpponent}, problems, pv, pk, notes.
//
// Checking (warnings, never refusals; GF-CHAR-*, GF-CLI-*, GF-REL-*, GF-NEW-1)
//   checkSheet(node, lang, { mode?, stage? }) → SheetFinding[]
//   sheetFindings(errors, node, lang) → parse errors + warnings;  sheetMessage(finding, lang) → text
//   sheetCardWarnings(node, lang) → { code, rule?, message, line? }[]   the markup sheet card's hook
//
// Updating (lossless: only the managed field's characters change)
//   serializeSheet(doc, sheet?) → Result<raw>   the model written back into its spans (identity when unchanged)
//   applySheetChange(raw, change) / applySheetChanges(raw, changes) → Result<newRaw>
//     SheetChange (zod `sheetChange`): points (deltas), add-trait, set-die {from?}, remove-trait {from?},
//     rename-trait, add-trick, objective {state?, from?, text?}. `from` guards a player's edit.
//   changesBetween(beforeCharacter, afterCharacter, { lang, fills? }) → SheetChange[]
//   undoChangesBetween(was, now, { lang }) → SheetChange[]   back to `was`, each guarded by `from` (GF-SUSP-2)
//   applySheetChangesKeeping(raw, changes) → Result<{ raw, refused }>   each change that still applies
//   pointsChange(balanceBefore, balanceAfter) → SheetChange | null
//   sheetUpdatesBetween(stateBefore, stateAfter, { langOf }) → { character, player, changes, rules }[]
//     every sheet an action of the reducer changed, points on the player's active character
//   toCharacter(sheet) → Result<CharacterInput>   the rules engine's view of a sheet
//   sheetText(character, { lang, balance? }) → a new [gf-sheet] block for a character
//   manualAdjustments(sheetBefore, sheetAfter) → LedgerEntry[]   hand-edits of points (GF-FORUM-4)
//   editReason({ lang, scene?, rules, changes }) → the edit reason Discourse shows
export { readSheet, sheetOf, usernameOf, type SheetDoc, type ReadSheetOptions } from "./read-sheet.js";
export {
  sheet, sheetChange, traitList, TRAIT_LISTS,
  type Sheet, type SheetChange, type SheetCliche, type SheetRelationship, type SheetAdvantage, type SheetProblem,
  type SheetTrick, type SheetObjective, type TraitList,
} from "./schemas.js";
export { checkSheet, sheetFindings, stageOf, type SheetFinding, type SheetStage, type ValidateOptions } from "./validate-sheet.js";
export { sheetCardWarnings, type SheetCardWarning } from "./sheet-card-warnings.js";
export { sheetMessages, sheetMessage } from "./messages.js";
export { applySheetChange, applySheetChanges, applySheetChangesKeeping, readForUpdate, sameData, type KeptChanges } from "./apply-sheet-change.js";
export { changesBetween, pointsChange, sheetUpdatesBetween, undoChangesBetween, type ChangesOptions, type SheetUpdate } from "./changes-between.js";
export { toCharacter } from "./to-character.js";
export { manualAdjustments, MANUAL_RULE, MANUAL_REASON } from "./manual-adjustments.js";
export { editReason, describeChange, EDIT_REASON_MAX, type EditReasonInput } from "./edit-reason.js";
export { serializeSheet } from "./serialize-sheet.js";
export { sheetText, type SheetTextOptions } from "./sheet-text.js";
export { findTableEntry, tableEntryById, type TableEntry } from "./table-entry.js";
