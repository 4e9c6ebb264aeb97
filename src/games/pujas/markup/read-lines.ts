// Reading a block's body: each non-blank line is `keyword qualifier: value` or a bare keyword, read
// with the shared keyword tables (src/markup/keywords.ts) and placed with the shared source spans.
import type { Lang } from "../../../lib/i18n.js";
import { KeywordTable, type Spellings } from "../../../markup/keywords.js";
import { clip, readKeywordLines, type KeywordLine } from "../../../markup/keyword-lines.js";
import type { SourceLine } from "../../../markup/source.js";
import type { MarkupError } from "./schemas.js";

/** A body line as read: see KeywordLine. */
export type Field = KeywordLine;

const TABLES = new WeakMap<object, KeywordTable<string>>();
function table(fields: Readonly<Record<string, Spellings>>): KeywordTable<string> {
  let t = TABLES.get(fields);
  if (!t) TABLES.set(fields, (t = new KeywordTable(fields)));
  return t;
}

export { clip };

export function err(f: Pick<Field, "line" | "column">, code: string, params: Record<string, string | number>, rule?: string): MarkupError {
  return { code, ...(rule ? { rule } : {}), params, line: f.line, column: f.column };
}

/** Reads the body; a line it cannot read becomes an error (nothing is dropped silently). */
export function readFields(fields: Readonly<Record<string, Spellings>>, bare: ReadonlySet<string>, tag: string,
  body: readonly SourceLine[], errors: MarkupError[], votes: Record<Lang, number>): Field[] {
  const t = table(fields);
  const read = readKeywordLines(t, body, (id) => bare.has(id), votes);
  for (const u of read.unread) errors.push({ code: "pj.markup.unknown-line", params: { text: clip(u.text), tag, expected: t.list("en") }, line: u.line, column: u.column });
  return read.fields;
}

/** A whole number from min to max, or an error. */
export function wholeNumber(f: Field, min: number, max: number, errors: MarkupError[], value = f.value): number | undefined {
  const n = /^-?\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (n >= min && n <= max) return n;
  errors.push(err(f, "pj.markup.bad-number", { keyword: f.keyword, value: clip(value || "-", 30), min, max }));
  return undefined;
}
