// A mistake in a game's block, as every game's block reader reports it: the message code and its
// values, the rule it breaks, and where it is. Each game keeps its own catalogue of the words; how a
// mistake is placed in a sentence ("line 3, column 1: …") and how many an error card lists are the
// same for every game, so they are here once.
import { localise, type Catalogue, type Lang } from "../lib/i18n.js";

/** A markup mistake: its message code, values and rule, and where it is (1-based line and column). */
export interface MarkupError {
  readonly code: string;
  readonly rule?: string;
  readonly params: Readonly<Record<string, string | number>>;
  readonly line: number;
  readonly column: number;
}

/** What placing a mistake in words needs of it; a reader that counts no columns gives none. */
export interface PlacedMistake {
  readonly code: string;
  readonly rule?: string | undefined;
  readonly params?: Readonly<Record<string, string | number>> | undefined;
  readonly line: number;
  readonly column?: number | undefined;
}

/** The mistake in `lang` with where it is: "line 3, column 1: …" ("línea 3, columna 1: …"), or "line 3: …". */
export function markupErrorText(catalogue: Catalogue, e: PlacedMistake, lang: Lang): string {
  const where = e.column === undefined
    ? `${lang === "es" ? "línea" : "line"} ${e.line}`
    : lang === "es" ? `línea ${e.line}, columna ${e.column}` : `line ${e.line}, column ${e.column}`;
  return `${where}: ${localise(catalogue, { code: e.code, ...(e.params ? { params: e.params } : {}), ...(e.rule ? { rule: e.rule } : {}) }, lang)}`;
}

/** Errors an error card lists; the rest are counted (the block's source below it shows every line anyway). */
export const MAX_ERRORS_SHOWN = 20;

/** What an error card lists of a block's mistakes, each as `item` gives it, and how many more there are. */
export function listedErrors<E, I>(errors: readonly E[], item: (e: E) => I): { readonly errors: I[]; readonly more: number } {
  return { errors: errors.slice(0, MAX_ERRORS_SHOWN).map(item), more: Math.max(0, errors.length - MAX_ERRORS_SHOWN) };
}

/** A mistake's place and names on an error card: line, column (1 where the reader counts none), code and rule when it has one. */
export function errorPlace(e: PlacedMistake): { readonly line: number; readonly column: number; readonly code: string; readonly rule?: string } {
  return { line: e.line, column: e.column ?? 1, code: e.code, ...(e.rule ? { rule: e.rule } : {}) };
}
