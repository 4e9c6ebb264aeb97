// What a parsed block's card shows, as data for the client to draw in the reader's language: the
// block's node (a sheet's with the creation checks' warnings), or, for a block with mistakes, its
// errors localised in the block's language (they quote the keywords the player typed) by the
// messages it is given: ./card-payload.ts gives the catalogue; the reader's browser loads it only
// where a block has mistakes (src/games/genrefuzzion/cards/read-card.ts), so the chunk every
// GenreFuzzion page loads carries none of it.
import { DEFAULT_LANG, type Lang } from "../../../lib/i18n.js";
import type { SheetWarningsHook } from "./block-spec.js";
import { MAX_ERRORS_SHOWN } from "../../../markup/markup-error.js";
import type { CardPayload, ErrorCardData } from "./card-data.js";
import type { MarkupError, ParsedBlock } from "./schemas.js";

/** An error's message in `lang`. */
export type ErrorMessage = (error: MarkupError, lang: Lang) => string;

export { MAX_ERRORS_SHOWN };

export interface CardPayloadOptions {
  /** The block's canonical tag ("gf-pool"), which an error card names. */
  readonly tag: string;
  readonly sheetWarnings?: SheetWarningsHook | undefined;
  /** The table's language, when the reader's browser knows it: the messages are in it, whatever the block was written in. */
  readonly lang?: Lang | undefined;
}

export function payloadWith(parsed: ParsedBlock, options: CardPayloadOptions, errorMessage: ErrorMessage): CardPayload {
  const lang = options.lang ?? parsed.lang ?? DEFAULT_LANG;
  if (parsed.errors.length === 0) {
    const node = parsed.node;
    switch (node.block) {
      case "pool": return { block: "pool", data: node };
      case "scene": return { block: "scene", data: node };
      case "roll": return { block: "roll", data: node };
      case "action": return { block: "action", data: node };
      case "interval": return { block: "interval", data: node };
      case "sheet": {
        // The creation checks warn on the card; the sheet is still drawn (warn, never refuse).
        const warnings = options.sheetWarnings?.(node, lang) ?? [];
        return { block: "sheet", data: warnings.length ? { ...node, warnings } : node };
      }
    }
  }
  // Listed as src/markup/markup-error.ts listedErrors lists them, written out: this chunk is at its budget.
  const errors = parsed.errors.slice(0, MAX_ERRORS_SHOWN).map((e) => {
    const item: ErrorCardData["errors"][number] = e.rule
      ? { line: e.line, column: e.column, code: e.code, rule: e.rule, message: errorMessage(e, lang) }
      : { line: e.line, column: e.column, code: e.code, message: errorMessage(e, lang) };
    return item;
  });
  return { block: "error", data: { tag: options.tag, errors, more: Math.max(0, parsed.errors.length - MAX_ERRORS_SHOWN) } };
}
