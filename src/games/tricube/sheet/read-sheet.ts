// A Tricube sheet as a wiki post: exactly one [tt-sheet] block, read with every field line's place in
// the raw post (so an update rewrites only the characters of the values it changes), and checked as
// a character by the rules (TT-CHAR-1, TT-CHAR-2, TT-TOK-1, TT-ADV-2 and the rest makeCharacter checks).
import { DEFAULT_LANG, type Lang } from "../../../lib/i18n.js";
import { err, gfError, ok, type GfError, type Result } from "../../../lib/result.js";
import { splitLines } from "../../../markup/source.js";
import { makeCharacter, type Character, type TtSettings } from "../rules/index.js";
import { parseTricubePost, sheetCharacter, type ParsedTricubeBlock, type SheetNode } from "../markup/index.js";
import { readFields, type Field } from "../markup/read-lines.js";

export interface TtSheetDoc {
  readonly raw: string;
  readonly block: ParsedTricubeBlock;
  /** The sheet as read; null when its markup has errors (the card shows them). */
  readonly node: SheetNode | null;
  /** Every field line of the block, in order, with its spans. */
  readonly fields: readonly Field[];
  readonly lang: Lang;
  /** Where the closing tag's line starts: a new line goes before it when nothing else fits. */
  readonly closeStart: number;
}

export function readTricubeSheet(raw: string, options: { readonly lang?: Lang } = {}): Result<TtSheetDoc, GfError> {
  const sheets = parseTricubePost(raw, { lang: options.lang ?? DEFAULT_LANG }).filter((b) => b.block === "sheet");
  if (sheets.length === 0) return err(gfError("tt.sheet.none"));
  if (sheets.length > 1) return err(gfError("tt.sheet.many", undefined, { count: sheets.length }));
  const block = sheets[0]!;
  if (block.closeLine === null) return err(gfError("tt.sheet.unclosed", undefined, { line: block.openLine }));
  const lines = splitLines(raw);
  const body = lines.slice(block.openLine, block.closeLine - 1);
  const fields = readFields("sheet", body, [], { es: 0, en: 0 });
  return ok({ raw, block, node: block.errors.length ? null : (block.node as SheetNode), fields, lang: block.lang, closeStart: lines[block.closeLine - 1]!.start });
}

/** The sheet as the rules' character, played by `player` unless the sheet names its player; checked as the rules check a new character. */
export function sheetToCharacter(doc: TtSheetDoc, player: string, settings: TtSettings): Result<Character, GfError> {
  const first = doc.block.errors[0];
  if (!doc.node || first) return err(first ? gfError(first.code, first.rule, first.params) : gfError("tt.sheet.none"));
  return makeCharacter(sheetCharacter(doc.node, player), settings);
}
