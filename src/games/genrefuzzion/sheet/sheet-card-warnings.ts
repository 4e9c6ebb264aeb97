// The hook the markup sheet card calls to show warnings (docs/markup.md §7.2). src/markup may not import
// src/games/genrefuzzion/sheet (layering), so the renderer takes a plain function as an option and draws whatever it
// returns; whoever builds the markdown-it instance (the sandbox page, the plugin bundle) passes this
// one: `md.use(genreFuzzion, { sheetWarnings: sheetCardWarnings })`.
import type { Lang } from "../../../lib/i18n.js";
import type { SheetNode } from "../../../markup/schemas.js";
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
