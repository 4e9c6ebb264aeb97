// Pujas' cards read from their cooked lines (src/markup/cooked-card.ts): each block parsed in the
// reader's browser with the service's own block reader (no zod), its node the card's data; a block
// with mistakes is the shared error card (src/plugin-client/cards/error.ts), each message in the
// table's language with its line and rule, above the block as written.
import { localise } from "../../../lib/i18n.js";
import { cookedSource, locatedOf, readCookedCard } from "../../../markup/cooked-card.js";
import type { CardReadOptions, ReadCard } from "../../../plugin-client/game-cards.js";
import { pujasMarkupMessages } from "../markup/messages.js";
import { readPujasBlock } from "../markup/parse-block.js";
import { BLOCK_BY_TAG } from "../markup/vocabulary.js";

/** Errors listed on the card; the rest are counted (the source shows every line anyway). */
const MAX_ERRORS = 20;

/** Each tag is its own key (the markup game's tags map). */
const TAGS: ReadonlyMap<string, string> = new Map([...BLOCK_BY_TAG.keys()].map((t) => [t, t]));

/** The card names a drawn Pujas card carries (data-gf-block): one per block. */
export const PJ_BLOCK = { turn: "pjturn", bid: "pjbid", ledger: "pjledger", table: "pjtable" } as const;

export function readPujasCard(head: string, text: string, options: CardReadOptions = {}): ReadCard | undefined {
  const cooked = readCookedCard(head, text, TAGS);
  if (!cooked) return undefined;
  const hit = BLOCK_BY_TAG.get(cooked.key)!;
  const located = locatedOf(cooked);
  const parsed = readPujasBlock(hit.block, hit.lang, located.open, located.body, located.close ?? null, undefined, located.openFrom);
  const source = cookedSource(cooked);
  if (!parsed.node || parsed.errors.length) {
    const errors = parsed.errors.slice(0, MAX_ERRORS).map((e) => ({ line: e.line, column: e.column, code: e.code, ...(e.rule ? { rule: e.rule } : {}),
      message: localise(pujasMarkupMessages, { code: e.code, ...(e.params ? { params: e.params } : {}) }, options.lang ?? parsed.lang) }));
    return { block: "error", data: { tag: cooked.key, errors, more: Math.max(0, parsed.errors.length - MAX_ERRORS) }, source };
  }
  return { block: PJ_BLOCK[hit.block], data: { ...parsed.node, lang: parsed.lang, firstLine: cooked.firstLine }, source };
}
