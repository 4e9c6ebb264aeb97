// Reading a block's body: each non-blank line is `keyword qualifier: value` or a bare keyword, read
// with the shared keyword tables (src/markup/keywords.ts) and placed with the shared source spans.
import type { Lang } from "../../../lib/i18n.js";
import { KeywordTable, type Spellings } from "../../../markup/keywords.js";
import { spanOf, type SourceLine } from "../../../markup/source.js";
import type { MarkupError } from "./schemas.js";

export interface Field {
  readonly field: string;
  /** The keyword as typed, for messages in the writer's own words. */
  readonly keyword: string;
  /** Words between the keyword and the colon ("Inn" in "trait Inn: Haunted"). */
  readonly qualifier: string;
  readonly value: string;
  readonly line: number;
  readonly column: number;
}

const TABLES = new WeakMap<object, KeywordTable<string>>();
function table(fields: Readonly<Record<string, Spellings>>): KeywordTable<string> {
  let t = TABLES.get(fields);
  if (!t) TABLES.set(fields, (t = new KeywordTable(fields)));
  return t;
}

export const clip = (text: string, max = 60): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function err(f: Pick<Field, "line" | "column">, code: string, params: Record<string, string | number>, rule?: string): MarkupError {
  return { code, ...(rule ? { rule } : {}), params, line: f.line, column: f.column };
}

/** Reads the body; a line it cannot read becomes an error (nothing is dropped silently). */
export function readFields(fields: Readonly<Record<string, Spellings>>, bare: ReadonlySet<string>, tag: string,
  body: readonly SourceLine[], errors: MarkupError[], votes: Record<Lang, number>): Field[] {
  const t = table(fields);
  const out: Field[] = [];
  for (const line of body) {
    const text = line.text;
    const lead = text.search(/\S/);
    if (lead < 0) continue;
    const trimmed = text.trim();
    const column = spanOf(line, lead, lead).column;
    const colon = text.indexOf(":", lead);
    const found = colon > lead && colon - lead <= 80 ? t.prefix(text.slice(lead, colon)) : undefined;
    if (found) {
      if (found.hit.lang) votes[found.hit.lang]++;
      out.push({ field: found.hit.id, keyword: text.slice(lead, lead + found.length), qualifier: text.slice(lead + found.length, colon).trim(), value: text.slice(colon + 1).trim(), line: line.number, column });
      continue;
    }
    const hit = t.get(trimmed);
    if (hit && bare.has(hit.id)) {
      if (hit.lang) votes[hit.lang]++;
      out.push({ field: hit.id, keyword: trimmed, qualifier: "", value: "", line: line.number, column });
      continue;
    }
    errors.push({ code: "pj.markup.unknown-line", params: { text: clip(trimmed), tag, expected: t.list("en") }, line: line.number, column });
  }
  return out;
}

/** A whole number from min to max, or an error. */
export function wholeNumber(f: Field, min: number, max: number, errors: MarkupError[], value = f.value): number | undefined {
  const n = /^-?\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (n >= min && n <= max) return n;
  errors.push(err(f, "pj.markup.bad-number", { keyword: f.keyword, value: clip(value || "-", 30), min, max }));
  return undefined;
}
