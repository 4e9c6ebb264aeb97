// One located d20 block read into plain data, without zod, so the forum's markdown bundle and the
// reader's browser (the cards) read blocks exactly as the service does. Never throws: a mistake is an
// error on the block, with its line.
import type { Lang } from "../../../lib/i18n.js";
import { readKeywordLines, clip, type KeywordLine } from "../../../markup/keyword-lines.js";
import type { LocatedBlock } from "../../../markup/markup-game.js";
import { readOpenTag } from "../../../markup/tag.js";
import type { D20MarkupError } from "./messages.js";
import { BONUS_MAX, BONUS_MIN, DC_MAX, DC_MIN, KEYWORDS, keywordOf, TAGS, type D20Block } from "./vocabulary.js";

/** A row of the table the service keeps: a character, its player, and its roll once made. */
export interface TableRow {
  readonly character: string;
  readonly player: string;
  readonly roll?: { readonly die: number; readonly bonus: number; readonly total: number };
}

export type D20Node =
  | { readonly block: "check"; readonly who: readonly string[]; readonly dc: number }
  | { readonly block: "roll" }
  | { readonly block: "sheet"; readonly name: string; readonly player?: string; readonly bonus: number }
  | { readonly block: "table"; readonly dc: number; readonly rows: readonly TableRow[] };

export interface ParsedD20Block {
  readonly block: D20Block;
  /** The tag's language. */
  readonly lang: Lang;
  readonly openLine: number;
  readonly errors: readonly D20MarkupError[];
  /** The block's data when it has no errors. */
  readonly node?: D20Node;
}

const WHOLE = /^[+-]?\d{1,3}$/;
/** A table row: `Ana: alicia` while waiting, `Ana: alicia 14+3=17` once rolled. */
const ROW = /^(.+?):\s*@?([A-Za-z0-9_.-]{1,60})(?:\s+(\d{1,2})\s*([+-])\s*(\d{1,2})\s*=\s*(-?\d{1,3}))?\s*$/;

export function readD20Block(block: D20Block, lang: Lang, located: LocatedBlock): ParsedD20Block {
  const tag = TAGS[block][lang];
  const openLine = located.open.number;
  const errors: D20MarkupError[] = [];
  const fail = (line: number, code: D20MarkupError["code"], params: Record<string, string | number> = {}, rule?: string) =>
    errors.push({ line, code, params: { tag, ...params }, ...(rule ? { rule } : {}) });
  const done = (node?: D20Node): ParsedD20Block => ({ block, lang, openLine, errors, ...(errors.length === 0 && node ? { node } : {}) });
  const open = readOpenTag(located.open.text, located.openFrom ?? located.open.text.indexOf("["));
  if (!open?.ok || open.attrs.length > 0) fail(openLine, "d20.markup.attrs");
  if (!located.close) { fail(openLine, "d20.markup.unclosed"); return done(); }
  const votes = { es: 0, en: 0 };
  if (block === "table") return done(readTable(located, lang, fail, votes));
  const table = KEYWORDS[block];
  const { fields, unread } = readKeywordLines(table, located.body, () => false, votes);
  for (const u of unread) fail(u.line, "d20.markup.line", { text: clip(u.text), expected: table.list(lang) });
  const one = (id: string, required: boolean): KeywordLine | undefined => {
    const found = fields.filter((f) => f.field === id);
    if (found.length > 1) fail(found[1]!.line, "d20.markup.twice", { keyword: found[1]!.keyword });
    if (found.length === 0 && required) fail(openLine, "d20.markup.missing", { keyword: keywordOf(block, id, lang) });
    return found[0];
  };
  const number = (f: KeywordLine | undefined, min: number, max: number, rule: string): number | undefined => {
    if (!f) return undefined;
    const n = WHOLE.test(f.value) ? Number(f.value) : NaN;
    if (!(n >= min && n <= max)) { fail(f.line, "d20.markup.number", { keyword: f.keyword, value: clip(f.value), min, max }, rule); return undefined; }
    return n;
  };
  if (block === "check") {
    const whoLine = one("who", true);
    const dc = number(one("dc", true), DC_MIN, DC_MAX, "DC-CHK-2");
    const who = whoLine ? [...new Set(whoLine.value.split(",").map((w) => w.trim()).filter(Boolean))] : [];
    if (whoLine && who.length === 0) fail(whoLine.line, "d20.markup.who", { keyword: whoLine.keyword }, "DC-CHK-1");
    return done(dc !== undefined ? { block, who, dc } : undefined);
  }
  if (block === "roll") return done({ block });
  const name = one("name", true)?.value;
  const player = one("player", false)?.value.replace(/^@/, "").trim();
  const bonusLine = one("bonus", true);
  const bonus = number(bonusLine, BONUS_MIN, BONUS_MAX, "DC-SHEET-1");
  if (name !== undefined && name === "") fail(openLine, "d20.markup.missing", { keyword: keywordOf(block, "name", lang) });
  return done(name && bonus !== undefined ? { block, name, ...(player ? { player } : {}), bonus } : undefined);
}

/** The service's table: `dc: 12`, then one row per character. */
function readTable(located: LocatedBlock, lang: Lang, fail: (line: number, code: D20MarkupError["code"], params?: Record<string, string | number>) => void,
  votes: Record<Lang, number>): D20Node | undefined {
  let dc: number | undefined;
  const rows: TableRow[] = [];
  for (const line of located.body) {
    const text = line.text.trim();
    if (!text) continue;
    const hit = KEYWORDS.table.prefix(text.slice(0, Math.max(0, text.indexOf(":"))));
    if (hit && dc === undefined) {
      if (hit.hit.lang) votes[hit.hit.lang]++;
      const n = Number(text.slice(text.indexOf(":") + 1).trim());
      if (Number.isInteger(n) && n >= DC_MIN && n <= DC_MAX) { dc = n; continue; }
    }
    const m = ROW.exec(text);
    if (!m) { fail(line.number, "d20.markup.line", { text: clip(text), expected: lang === "es" ? "Personaje: jugador" : "Character: player" }); continue; }
    const roll = m[3] !== undefined ? { die: Number(m[3]), bonus: (m[4] === "-" ? -1 : 1) * Number(m[5]), total: Number(m[6]) } : undefined;
    rows.push({ character: m[1]!.trim(), player: m[2]!, ...(roll ? { roll } : {}) });
  }
  if (dc === undefined) fail(located.open.number, "d20.markup.missing", { keyword: keywordOf("table", "dc", lang) });
  return dc !== undefined ? { block: "table", dc, rows } : undefined;
}
