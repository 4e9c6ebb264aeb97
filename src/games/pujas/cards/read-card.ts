// Pujas' cards read from their cooked lines (src/markup/cooked-card.ts): each block parsed in the
// reader's browser with the service's own block reader (no zod), its node and errors the card's data.
import { cookedSource, locatedOf, readCookedCard } from "../../../markup/cooked-card.js";
import type { ReadCard } from "../../../plugin-client/game-cards.js";
import { readPujasBlock } from "../markup/parse-block.js";
import { BLOCK_BY_TAG } from "../markup/vocabulary.js";

/** Each tag is its own key (the markup game's tags map). */
const TAGS: ReadonlyMap<string, string> = new Map([...BLOCK_BY_TAG.keys()].map((t) => [t, t]));

/** The card names a drawn Pujas card carries (data-gf-block): one per block, and errors. */
export const PJ_BLOCK = { turn: "pjturn", bid: "pjbid", ledger: "pjledger", table: "pjtable", error: "pjerror" } as const;

export function readPujasCard(head: string, text: string): ReadCard | undefined {
  const cooked = readCookedCard(head, text, TAGS);
  if (!cooked) return undefined;
  const hit = BLOCK_BY_TAG.get(cooked.key)!;
  const located = locatedOf(cooked);
  const parsed = readPujasBlock(hit.block, hit.lang, located.open, located.body, located.close ?? null, undefined, located.openFrom);
  const source = cookedSource(cooked);
  if (!parsed.node || parsed.errors.length) {
    return { block: PJ_BLOCK.error, data: { tag: cooked.key, errors: parsed.errors.map((e) => ({ line: e.line, column: e.column, code: e.code, params: e.params })) }, source };
  }
  return { block: PJ_BLOCK[hit.block], data: { ...parsed.node, lang: parsed.lang, firstLine: cooked.firstLine }, source };
}
