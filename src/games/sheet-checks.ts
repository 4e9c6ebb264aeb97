// The games' sheet checks for the plugin's gf-sheet-checks.js (src/plugin-client/sheet-checks-page.ts),
// // loaded by the client the first time it draws a sheet card: GenreFuzzion's creation checks, and the
// parts of its sheet card its chunk leaves here (its sheet block's parser and drawing, by game id).
import { sheetParts } from "./genrefuzzion/cards/sheet-parts.js";

export { sheetCardWarnings } from "./genrefuzzion/sheet/sheet-card-warnings.js";

export const cards = { genrefuzzion: sheetParts };
