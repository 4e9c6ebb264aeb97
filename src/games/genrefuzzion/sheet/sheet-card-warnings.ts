// The sheet card's warnings (docs/markup.md §7.2): the creation checks, localised. src/markup may
// not import src/games/genrefuzzion/sheet (layering), so the card's data takes them as a plain
// function (card-payload.ts). The plugin ships them as gf-sheet-checks.js, which the client loads the
// first time it draws a sheet card; the tests call them directly.
import type { Lang } from "../../../lib/i18n.js";
import type { SheetNode } from "../markup/schemas.js";
import { sheetMessage } from "./messages.js";
import { checkSheet } from "./validate-sheet.js";

export interface SheetCardWarning {
  readonly code: string;
  readonly rule?: string;
  readonly message: string;
  readonly line?: number;
}

/** Localised warnings for a sheet block the parser read without errors. */
export function sheetCardWarnings(node: SheetNode, lang: Lang): SheetCardWarning[] {
  return checkSheet(node, lang).map((f) => ({
    code: f.code, ...(f.rule ? { rule: f.rule } : {}), message: sheetMessage(f, lang), ...(f.line ? { line: f.line } : {}),
  }));
}
