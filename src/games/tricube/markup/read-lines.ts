// Reading a block's body: each non-blank line is `keyword qualifier: value` or a bare keyword. The
// keyword tables are built once per block (src/markup/keywords.ts, the shared keyword matcher).
import type { Lang } from "../../../lib/i18n.js";
import { KeywordTable } from "../../../markup/keywords.js";
import { spanOf, type SourceLine } from "../../../markup/source.js";
import { BARE, FIELDS, TAGS, type BlockName } from "./vocabulary.js";
import type { MarkupError } from "./schemas.js";

export interface Field {
  readonly field: string;
  /** The keyword as typed, for messages in the writer's own words. */
  readonly keyword: string;
  readonly lang: Lang | undefined;
  /** Words between the keyword and the colon ("Elfa" in "quality Elfa: agile"). */
  readonly qualifier: string;
  readonly value: string;
  readonly line: number;
  readonly column: number;
  /** UTF-16 offsets in the raw post: the value as typed (trimmed), and the whole line with its line break. */
  readonly valueStart: number;
  readonly valueEnd: number;
  readonly lineStart: number;
  readonly lineEnd: number;
  /** The line's indentation, for a new line written beside it. */
  readonly indent: string;
}

const TABLES = new Map<BlockName, KeywordTable<string>>();
export function fieldTable(block: BlockName): KeywordTable<string> {
  let t = TABLES.get(block);
  if (!t) TABLES.set(block, (t = new KeywordTable(FIELDS[block])));
  return t;
}

/** Reads the body; lines it cannot read become errors (nothing is dropped silently). */
export function readFields(block: BlockName, body: readonly SourceLine[], errors: MarkupError[], votes: Record<Lang, number>): Field[] {
  const table = fieldTable(block);
  const out: Field[] = [];
  for (const line of body) {
    const text = line.text;
    const lead = text.search(/\S/);
    if (lead < 0) continue;
    const trimmed = text.trim();
    const column = spanOf(line, lead, lead).column;
    const colon = text.indexOf(":", lead);
    const at = { lineStart: line.start, lineEnd: line.start + text.length + line.newline.length, indent: text.slice(0, lead) };
    const end = line.start + text.trimEnd().length;
    const found = colon > lead && colon - lead <= 80 ? table.prefix(text.slice(lead, colon)) : undefined;
    if (found) {
      if (found.hit.lang) votes[found.hit.lang]++;
      out.push({
        field: found.hit.id, keyword: text.slice(lead, lead + found.length), lang: found.hit.lang,
        qualifier: text.slice(lead + found.length, colon).trim(), value: text.slice(colon + 1).trim(), line: line.number, column,
        ...at, valueStart: Math.min(end, line.start + colon + 1 + (text.slice(colon + 1).length - text.slice(colon + 1).trimStart().length)), valueEnd: end,
      });
      continue;
    }
    const bare = table.get(trimmed);
    if (bare && BARE.has(`${block}.${bare.id}`)) {
      if (bare.lang) votes[bare.lang]++;
      out.push({ field: bare.id, keyword: trimmed, lang: bare.lang, qualifier: "", value: "", line: line.number, column, ...at, valueStart: end, valueEnd: end });
      continue;
    }
    errors.push({ code: "tt.markup.unknown-line", params: { text: clip(trimmed), tag: TAGS[block][0], expected: table.list("en") }, line: line.number, column });
  }
  return out;
}

export function clip(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Reports a field that may appear once but appears again; returns the first. */
export function single(fields: readonly Field[], id: string, errors: MarkupError[]): Field | undefined {
  const all = fields.filter((f) => f.field === id);
  for (const extra of all.slice(1)) errors.push({ code: "tt.markup.duplicate", params: { keyword: extra.keyword }, line: extra.line, column: extra.column });
  return all[0];
}

export function err(f: Pick<Field, "line" | "column">, code: string, params: Record<string, string | number>, rule?: string): MarkupError {
  return { code, ...(rule ? { rule } : {}), params, line: f.line, column: f.column };
}

/** A whole number from min to max, or an error. */
export function wholeNumber(f: Field, min: number, max: number, errors: MarkupError[]): number | undefined {
  const n = /^\d{1,3}$/.test(f.value) ? Number(f.value) : NaN;
  if (n >= min && n <= max) return n;
  errors.push(err(f, "tt.markup.bad-number", { keyword: f.keyword, value: clip(f.value, 30), min, max }));
  return undefined;
}

/** A value of a closed set, or an error naming what it may be. */
export function oneOf<T extends string>(f: Field, words: ReadonlyMap<string, T>, expected: string, errors: MarkupError[], value = f.value): T | undefined {
  const hit = words.get(foldValue(value));
  if (hit !== undefined) return hit;
  errors.push(err(f, "tt.markup.bad-value", { keyword: f.keyword, value: clip(value, 30), expected }));
  return undefined;
}

/** Folds a typed value as keywords are folded (case, accents, runs of spaces). */
export function foldValue(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, " ").replace(/[áàäâéèëêíìïîóòöôúùüûñ]/g, (c) => "aaaaeeeeiiiioooouuuun"["áàäâéèëêíìïîóòöôúùüûñ".indexOf(c)]!);
}

/** "Name (word, word)": the name and the words in its last parentheses. */
export function nameAndNotes(value: string): { name: string; notes: string[] } {
  const m = /^(.*?)\s*\(([^()]*)\)\s*$/.exec(value);
  if (!m || !m[1]) return { name: value.trim(), notes: [] };
  return { name: m[1].trim(), notes: m[2]!.split(/[,;]/).map((s) => s.trim()).filter(Boolean) };
}

/** Reports a qualifier on a line whose keyword takes none. */
export function qualifiersOnly(fields: readonly Field[], allowed: readonly string[], errors: MarkupError[]): void {
  for (const f of fields) {
    if (f.qualifier && !allowed.includes(f.field)) errors.push(err(f, "tt.markup.qualifier-forbidden", { keyword: f.keyword, qualifier: clip(f.qualifier, 30) }));
  }
}
