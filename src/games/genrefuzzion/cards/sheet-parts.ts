// What of the sheet card the game's chunk does not carry: the sheet block's parser, the card's
// drawing and its button (given the chunk's forms loader). They reach the reader's browser in the sheet checks' script (gf-sheet-checks.js,
// src/games/sheet-checks.ts `cards`), which the chunk loads before it reads a sheet card anyway
// (./index.ts sheetOptions), so a page without sheets pays for neither and the chunk stays within
// its budget. Without that script a sheet card is not drawn (the cooked block stays, as without JavaScript).
import type { CompiledSpec } from "../markup/block-spec.js";
import { SHEET_SPEC } from "../markup/sheet-spec.js";
import { drawSheet } from "./sheet.js";
import { decorateSheet } from "./sheet-card.js";

export interface SheetParts {
  readonly spec: CompiledSpec;
  readonly draw: typeof drawSheet;
  readonly decorate: typeof decorateSheet;
}

export const sheetParts: SheetParts = { spec: SHEET_SPEC, draw: drawSheet, decorate: decorateSheet };
