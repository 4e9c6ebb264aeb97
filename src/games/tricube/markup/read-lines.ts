// Reading a block's body with the shared keyword-line reader (src/markup/keyword-lines.ts); the keyword
// tables are built once per block, and a line it cannot read becomes a Tricube error.
import type { Lang } from "../../../lib/i18n.js";
import { KeywordTable } from "../../../markup/keywords.js";
import { withoutBidi } from "../../../markup/attr-values.js";
import { clip, readKeywordLines, type KeywordLine } from "../../../markup/keyword-lines.js";
import type { SourceLine } from "../../../markup/source.js";
import { BARE, FIELDS, TAGS, type BlockName } from "./vocabulary.js";
import type { MarkupError } from "./schemas.js";

/** A body line as read: see KeywordLine. */
export type Field = KeywordLine;

const TABLES = new Map<BlockName, KeywordTable<string>>();
export function fieldTable(block: BlockName): KeywordTable<string> {
  let t = TABLES.get(block);
  if (!t) TABLES.set(block, (t = new KeywordTable(FIELDS[block])));
  return t;
}

/**
 * A value as the game reads it: without bidi controls (U+061C, U+200E–F, U+202A–E, U+2066–9), which
 * only reorder how text shows. So "Ma\u202Ega" and "Maga" are one character on the sheet, in the
 * challenge, in a roll the picker wrote (it writes none) and in the service's table.
 */
export const plainValue = (value: string): string => withoutBidi(value).trim();

/** Reads the body; lines it cannot read become errors (nothing is dropped silently). Values and qualifiers are plain (plainValue); spans stay as typed. */
export function readFields(block: BlockName, body: readonly SourceLine[], errors: MarkupError[], votes: Record<Lang, number>): Field[] {
  const table = fieldTable(block);
  const { fields, unread } = readKeywordLines(table, body, (id) => BARE.has(`${block}.${id}`), votes);
  for (const u of unread) errors.push({ code: "tt.markup.unknown-line", params: { text: clip(u.text), tag: TAGS[block][0], expected: table.list("en") }, line: u.line, column: u.column });
  return fields.map((f) => ({ ...f, value: plainValue(f.value), qualifier: plainValue(f.qualifier) }));
}

export { clip };

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
