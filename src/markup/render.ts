// A parsed block to HTML: its card, or an error card listing every error in the block's language
// with the source shown verbatim, so a mistake never hides what the player wrote.
import { DEFAULT_LANG, localise, type Catalogue, type Lang } from "../lib/i18n.js";
import { diceMessages } from "../dice/messages.js";
import { fill } from "../lib/i18n.js";
import { el, LINE_BREAK, type Html } from "./html.js";
import { cardValue, type ErrorCardData } from "./card-data.js";
import { markupLabels, markupMessages } from "./messages.js";
import type { MarkupError, ParsedBlock } from "./schemas.js";
import type { CompiledSpec, SheetWarningsHook } from "./block-spec.js";

/** Blocks report their own errors and, for typed dice, the dice part's notation errors. */
const MESSAGES: Catalogue = { ...diceMessages, ...markupMessages };

export function errorMessage(error: MarkupError, lang: Lang): string {
  return localise(MESSAGES, error, lang);
}

/** Errors listed on a card; the rest are counted. The source below the list shows every line anyway. */
export const MAX_ERRORS_SHOWN = 20;

/** A block read with a block spec (block-spec.ts) to HTML: its spec's card, or the error card. */
export function renderBlock(compiled: CompiledSpec | undefined, parsed: ParsedBlock, source: string, options: { readonly sheetWarnings?: SheetWarningsHook | undefined } = {}): Html {
  const lang = parsed.lang ?? DEFAULT_LANG;
  if (compiled && parsed.errors.length === 0) return compiled.spec.render(parsed.node, { lang, sheetWarnings: options.sheetWarnings });
  const tag = compiled?.spec.tags[0] ?? "gf";
  // Messages stay in the block's language: they quote the keywords the player typed.
  const errors = parsed.errors.slice(0, MAX_ERRORS_SHOWN).map((e) => {
    const item: ErrorCardData["errors"][number] = e.rule
      ? { line: e.line, column: e.column, code: e.code, rule: e.rule, message: errorMessage(e, lang) }
      : { line: e.line, column: e.column, code: e.code, message: errorMessage(e, lang) };
    return item;
  });
  const data: ErrorCardData = { tag, errors, more: Math.max(0, parsed.errors.length - MAX_ERRORS_SHOWN) };
  const lines = errors.map((e) => `${fill(markupLabels.errorAt[lang], { line: e.line, column: e.column })}: ${e.message}`);
  if (data.more) lines.push(fill(markupLabels.moreErrors[lang], { count: data.more }));
  return el("div", { "data-gf-card": cardValue({ block: "error", data }) },
    fill(markupLabels.errorTitle[lang], { tag }), LINE_BREAK, lines.map((l) => [l, LINE_BREAK]),
    // The source verbatim, so a mistake never hides what the player wrote.
    el("pre", {}, el("code", {}, source)),
  );
}
