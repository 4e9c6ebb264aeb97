// A block's body read as keyword lines, the same way for every game: each non-blank line is
// `keyword qualifier: value` or a bare keyword, matched in the block's keyword table (keywords.ts)
// and placed with the source spans (source.ts). A line that reads as neither is handed back, never
// dropped, so each game can say in its own words what it expected there.
import type { Lang } from "../lib/i18n.js";
import type { KeywordTable } from "./keywords.js";
import { spanOf, type SourceLine } from "./source.js";

export interface KeywordLine {
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

/** A non-blank line that is neither a keyword line nor an allowed bare keyword. */
export interface UnreadLine { readonly text: string; readonly line: number; readonly column: number }

/** A keyword longer than this before the colon is prose with a colon in it, not a field. */
const KEYWORD_MAX = 80;

/**
 * Reads `body` with `table`; `isBare(id)` says which keywords may stand alone on a line. Each
 * keyword's language adds a vote to `votes` (the block's language is the one most of its words speak).
 */
export function readKeywordLines(table: KeywordTable<string>, body: readonly SourceLine[], isBare: (id: string) => boolean,
  votes: Record<Lang, number>): { fields: KeywordLine[]; unread: UnreadLine[] } {
  const fields: KeywordLine[] = [];
  const unread: UnreadLine[] = [];
  for (const line of body) {
    const text = line.text;
    const lead = text.search(/\S/);
    if (lead < 0) continue;
    const trimmed = text.trim();
    const column = spanOf(line, lead, lead).column;
    const colon = text.indexOf(":", lead);
    const at = { line: line.number, column, lineStart: line.start, lineEnd: line.start + text.length + line.newline.length, indent: text.slice(0, lead) };
    const end = line.start + text.trimEnd().length;
    const found = colon > lead && colon - lead <= KEYWORD_MAX ? table.prefix(text.slice(lead, colon)) : undefined;
    if (found) {
      if (found.hit.lang) votes[found.hit.lang]++;
      const after = text.slice(colon + 1);
      fields.push({
        field: found.hit.id, keyword: text.slice(lead, lead + found.length), lang: found.hit.lang,
        qualifier: text.slice(lead + found.length, colon).trim(), value: after.trim(), ...at,
        valueStart: Math.min(end, line.start + colon + 1 + (after.length - after.trimStart().length)), valueEnd: end,
      });
      continue;
    }
    const bare = table.get(trimmed);
    if (bare && isBare(bare.id)) {
      if (bare.lang) votes[bare.lang]++;
      fields.push({ field: bare.id, keyword: trimmed, lang: bare.lang, qualifier: "", value: "", ...at, valueStart: end, valueEnd: end });
      continue;
    }
    unread.push({ text: trimmed, line: line.number, column });
  }
  return { fields, unread };
}

/** A player's text cut for a message: at most `max` characters, the cut marked. */
export const clip = (text: string, max = 60): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
