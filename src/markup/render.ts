// A parsed block to HTML: its card, or an error card listing every error in the block's language
// with the source shown verbatim, so a mistake never hides what the player wrote.
import { DEFAULT_LANG, localise, type Catalogue, type Lang } from "../lib/i18n.js";
import { diceMessages } from "../dice/messages.js";
import { fill } from "../lib/i18n.js";
import { el, type Html } from "./html.js";
import { markupLabels, markupMessages } from "./messages.js";
import { BLOCKS_BY_TAG, BLOCK_SPECS } from "./registry.js";
import type { MarkupError, ParsedBlock } from "./schemas.js";
import type { SheetWarningsHook } from "./block-spec.js";

/** Blocks report their own errors and, for typed dice, the dice part's notation errors. */
const MESSAGES: Catalogue = { ...diceMessages, ...markupMessages };

export function errorMessage(error: MarkupError, lang: Lang): string {
  return localise(MESSAGES, error, lang);
}

const SPEC_BY_NAME = new Map(BLOCK_SPECS.map((c) => [c.spec.name, c]));

/** Errors listed on a card; the rest are counted. The source below the list shows every line anyway. */
export const MAX_ERRORS_SHOWN = 20;

export function renderBlock(parsed: ParsedBlock, source: string, options: { readonly sheetWarnings?: SheetWarningsHook | undefined } = {}): Html {
  const compiled = SPEC_BY_NAME.get(parsed.block);
  const lang = parsed.lang ?? DEFAULT_LANG;
  if (compiled && parsed.errors.length === 0) return compiled.spec.render(parsed.node, { lang, sheetWarnings: options.sheetWarnings });
  const tag = compiled?.spec.tags[0] ?? "gf";
  return el("div", { class: "gf-card gf-error", "data-gf-block": parsed.block, "data-gf-lang": lang },
    el("p", { class: "gf-error-title" }, fill(markupLabels.errorTitle[lang], { tag })),
    el("ul", { class: "gf-error-list" }, parsed.errors.slice(0, MAX_ERRORS_SHOWN).map((e) => el("li", {
      class: "gf-error-item", "data-gf-line": e.line, "data-gf-column": e.column, "data-gf-code": e.code, "data-gf-rule": e.rule,
    }, `${fill(markupLabels.errorAt[lang], { line: e.line, column: e.column })}: ${errorMessage(e, lang)}`)),
      parsed.errors.length > MAX_ERRORS_SHOWN
        ? el("li", { class: "gf-error-item gf-error-more" }, fill(markupLabels.moreErrors[lang], { count: parsed.errors.length - MAX_ERRORS_SHOWN }))
        : ""),
    el("pre", { class: "gf-source" }, el("code", {}, source)),
  );
}

export { BLOCKS_BY_TAG };
