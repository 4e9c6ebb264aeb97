// Facetas' cards read from their cooked lines (src/markup/cooked-card.ts): each block parsed in the
// reader's browser with the service's own block reader; a block with mistakes becomes the shared
// error card, its messages in the block's language with their rules.
import { localise } from "../../../lib/i18n.js";
import { cookedSource, locatedOf, readCookedCard } from "../../../markup/cooked-card.js";
import type { CardReadOptions, ReadCard } from "../../../plugin-client/game-cards.js";
import { facetasMarkupMessages } from "../markup/messages.js";
import { readFacetasBlock } from "../markup/read-block.js";
import { BLOCK_BY_TAG, TAGS } from "../markup/vocabulary.js";

/** Each block's card name: "fa" + the block, one word. */
export const CARD_BLOCK = { conflict: "faconflict", sheet: "fasheet", turn: "faturn", loot: "faloot", table: "fatable" } as const;
const KEYS: ReadonlyMap<string, string> = new Map([...BLOCK_BY_TAG.keys()].map((t) => [t, t]));
const MAX_ERRORS = 20;

export function readFacetasCard(head: string, text: string, options: CardReadOptions = {}): ReadCard | undefined {
  const cooked = readCookedCard(head, text, KEYS);
  if (!cooked) return undefined;
  const hit = BLOCK_BY_TAG.get(cooked.key)!;
  const located = locatedOf(cooked);
  const parsed = readFacetasBlock(hit.block, hit.lang, located.open, located.body, located.close ?? null, undefined, located.openFrom);
  const source = cookedSource(cooked);
  if (parsed.errors.length || !parsed.node) {
    const errors = parsed.errors.slice(0, MAX_ERRORS).map((e) => ({ line: e.line, column: e.column, code: e.code, ...(e.rule ? { rule: e.rule } : {}),
      message: localise(facetasMarkupMessages, { code: e.code, params: e.params }, options.lang ?? parsed.lang) }));
    return { block: "error", data: { tag: TAGS[hit.block][parsed.lang], errors, more: Math.max(0, parsed.errors.length - MAX_ERRORS) }, source };
  }
  return { block: CARD_BLOCK[hit.block], data: { ...parsed.node, lang: parsed.lang }, source };
}
