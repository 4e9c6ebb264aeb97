// A wiki post's raw text → its sheet. The markup parser finds the one [gf-sheet] block with exact
// spans (one grammar, one parser); this turns its node into the Sheet model and keeps the parsed
// block beside it, because the spans are what updates rewrite. Markup errors do not stop the
// reading: the sheet is the player's, the card shows the errors, and updates refuse to write into
// a block they cannot fully read (apply-sheet-change.ts).
import type { Lang } from "../../../lib/i18n.js";
import { err, gfError, ok, type GfError, type Result } from "../../../lib/result.js";
import { parsePost } from "../markup/parse-post.js";
import type { MarkupError, ParsedBlock, SheetNode } from "../markup/schemas.js";
import type { Sheet } from "./schemas.js";
import { sheetOf } from "./sheet-of.js";

export { sheetOf, usernameOf } from "./sheet-of.js";

export interface SheetDoc {
  /** The raw post the sheet was read from. */
  readonly raw: string;
  readonly sheet: Sheet;
  /** The parsed [gf-sheet] block, with the span of every value. */
  readonly block: ParsedBlock & { readonly node: SheetNode };
  /** What the parser could not read; the rest of the sheet is still read. */
  readonly errors: readonly MarkupError[];
}

export interface ReadSheetOptions {
  /** The site's language, for a block that does not reveal its own. */
  readonly lang?: Lang;
}

/** Reads the sheet of a post: exactly one [gf-sheet] block (docs/markup.md §7). */
export function readSheet(raw: string, options: ReadSheetOptions = {}): Result<SheetDoc, GfError> {
  const blocks = parsePost(raw, options.lang ? { lang: options.lang } : {}).filter((b) => b.block === "sheet");
  if (blocks.length === 0) return err(gfError("sheet.none"));
  if (blocks.length > 1) return err(gfError("sheet.several", "GF-CHAR-4", { count: blocks.length, line: blocks[1]!.span.line }));
  const block = blocks[0]! as SheetDoc["block"];
  return ok({ raw, sheet: sheetOf(block.node, block.lang), block, errors: block.errors });
}
