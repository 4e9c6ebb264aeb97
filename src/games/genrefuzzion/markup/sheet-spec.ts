// The sheet block's compiled spec on its own, for those who read sheets: the whole markup
// (registry.ts) and the sheet checks' script the reader's browser loads for a sheet card
// (../cards/sheet-parts.ts), without the other blocks' specs.
import { compileSpec, type CompiledSpec } from "./block-spec.js";
import { sheetBlock } from "./blocks/sheet.js";

export const SHEET_SPEC: CompiledSpec = compileSpec(sheetBlock);
