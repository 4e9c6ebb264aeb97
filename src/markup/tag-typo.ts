// A misspelt tag of a known game: `[tt-chalenge]`, `[tt-desafo]`. Its line starts with one of the games'
// prefixes ("tt-"…), so it was meant as a block, but no game has that tag: instead of staying
// plain text that nobody answers, it becomes an error card naming the nearest tag. Pure string work
// (no Node or DOM API), as the markdown rule runs inside Discourse's server-side engine too.
import { fill, type Lang } from "../lib/i18n.js";

/** The framework's own message (no game's): a tag no game has, near one a game has. */
export const UNKNOWN_TAG_MESSAGE: Readonly<Record<Lang, string>> = {
  es: "[{tag}] no es una etiqueta de ningún juego: ¿querías decir [{meant}]?",
  en: "[{tag}] is not a tag of any game: did you mean [{meant}]?",
};

/**
 * The edit distance between two tags: insertions, deletions, substitutions and swaps of two
 * neighbouring letters (optimal string alignment), so "chalenge" and "chaleln" are each one
 * edit from their tag.
 */
export function tagDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * The known tag nearest to `written` among those with its prefix (the game it was meant for), when
 * it is near enough to be a slip rather than another word: two edits, or three in a tag of ten
 * letters or more. Ties go to the tag listed first. Undefined when none is.
 */
export function nearestTag(written: string, tags: Iterable<string>): string | undefined {
  const prefix = written.slice(0, written.indexOf("-") + 1);
  if (!prefix) return undefined;
  const limit = written.length >= 10 ? 3 : 2;
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const tag of tags) {
    // A length differing by more than the limit is that many edits at least: no table to fill, so a
    // long run of letters after "[gf-" costs nothing.
    if (!tag.startsWith(prefix) || tag === written || Math.abs(tag.length - written.length) > limit) continue;
    const d = tagDistance(written, tag);
    if (d < bestDistance) { best = tag; bestDistance = d; }
  }
  return best;
}

/** Characters a card's JSON value never holds raw (the framework's share of the games' card writers' rule). */
const UNSAFE = /['&<>\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The `data-gf-card` value of the error card: "error " and its data as JSON with single quotes for
 * double ones, as the client's readCardValue reads it back (a quote inside a string is written
 * `\"`, which the swap turns into `\'` and back). Nothing in it needs HTML escaping. The card
 * carries the tag meant, not a sentence: the reader's browser says it in the reader's language
 * (cards/error.ts, error.unknown_tag), and the forum's every page does not carry the words.
 */
export function typoCardValue(written: string, meant: string, line: number, column: number): string {
  const data = { tag: written, errors: [{ line, column, code: "markup.unknown_tag", meant }], more: 0 };
  return "error " + JSON.stringify(data).replace(UNSAFE, (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0")).replaceAll('"', "'");
}
