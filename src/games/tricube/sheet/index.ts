// Tricube sheets as wiki posts: read (one [tt-sheet] a post, every field line with its spans),
// checked as the rules check a character (exactly one perk and one quirk at creation, TT-CHAR-1), and
// updated without losing a keystroke.
//
//   readTricubeSheet(raw, { lang? }) → Result<TtSheetDoc>
//   sheetToCharacter(doc, player, settings) → Result<Character>     the rules' checks
//   updateTricubeSheet(raw, before, after) → Result<{ raw, refused, changed }>
//     Karma and Resolve (current/quota), afflictions, advances, level, perks and quirks; a field a
//     player edited since `before` is left alone and named in `refused`
export { readTricubeSheet, sheetToCharacter } from "./read-sheet.js";
export type { TtSheetDoc } from "./read-sheet.js";
export { sheetFieldName, updateTricubeSheet } from "./update-sheet.js";
export type { SheetUpdate, ManagedField } from "./update-sheet.js";
export { tricubeSheetMessages, sheetMessage } from "./messages.js";
