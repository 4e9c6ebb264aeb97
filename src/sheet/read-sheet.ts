// A wiki post's raw text → its sheet. The markup parser finds the one [gf-sheet] block with exact
// spans (one grammar, one parser); this turns its node into the Sheet model and keeps the parsed
// block beside it, because the spans are what updates rewrite. Markup errors do not stop the
// reading: the sheet is the player's, the card shows the errors, and updates refuse to write into
// a block they cannot fully read (apply-sheet-change.ts).
import type { Lang } from "../lib/i18n.js";
import { err, gfError, ok, type GfError, type Result } from "../lib/result.js";
import { parsePost, type MarkupError, type ParsedBlock, type SheetNode } from "../markup/index.js";
import type { Sheet, SheetTrick } from "./schemas.js";
import { findTableEntry } from "./table-entry.js";

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

/** "@ana" and "ana" are the same forum user. */
export function usernameOf(player: string): string {
  return player.trim().replace(/^@/, "").trim();
}

function trickOf(kind: "trick" | "flaw", t: SheetNode["tricks"][number]): SheetTrick {
  const found = findTableEntry(kind, t.name);
  return { name: t.name, ...(found ? { id: found.entry.id } : {}), fills: [...t.fills] };
}

/** The Sheet model of a parsed sheet block. */
export function sheetOf(node: SheetNode, lang: Lang): Sheet {
  const player = node.player ? usernameOf(node.player.value) : undefined;
  return {
    mode: node.mode ?? "creation",
    lang,
    ...(node.name ? { name: node.name.value } : {}),
    ...(player ? { player } : {}),
    ...(node.concept ? { concept: node.concept.value } : {}),
    cliches: node.cliches.map((t) => ({ name: t.name, ...(t.die ? { die: t.die } : {}) })),
    relationships: node.relationships.map((t) => ({ name: t.name, ...(t.target ? { target: t.target } : {}), ...(t.die ? { die: t.die } : {}) })),
    tricks: node.tricks.map((t) => trickOf("trick", t)),
    flaws: node.flaws.map((t) => trickOf("flaw", t)),
    objectives: node.objectives.map((o) => ({ text: o.text, ...(o.difficulty !== undefined ? { difficulty: o.difficulty } : {}), state: o.state })),
    advantages: node.advantages.map((t) => ({ name: t.name, ...(t.target ? { boundOpponent: t.target } : {}), ...(t.die ? { die: t.die } : {}) })),
    problems: node.problems.map((t) => ({ name: t.name, ...(t.die ? { die: t.die } : {}) })),
    ...(node.pv ? { pv: node.pv.value } : {}),
    ...(node.pk ? { pk: node.pk.value } : {}),
    ...(node.notes ? { notes: node.notes.value } : {}),
  };
}

/** Reads the sheet of a post: exactly one [gf-sheet] block (issue 6 §1). */
export function readSheet(raw: string, options: ReadSheetOptions = {}): Result<SheetDoc, GfError> {
  const blocks = parsePost(raw, options.lang ? { lang: options.lang } : {}).filter((b) => b.block === "sheet");
  if (blocks.length === 0) return err(gfError("sheet.none"));
  if (blocks.length > 1) return err(gfError("sheet.several", "GF-CHAR-4", { count: blocks.length, line: blocks[1]!.span.line }));
  const block = blocks[0]! as SheetDoc["block"];
  return ok({ raw, sheet: sheetOf(block.node, block.lang), block, errors: block.errors });
}
