// The d20 cards read from their cooked lines (src/markup/cooked-card.ts) with the service's own block
// reader: the card's data is the block's node and language, or its errors.
import { cookedSource, locatedOf, readCookedCard } from "../../../markup/cooked-card.js";
import type { ReadCard } from "../../../plugin-client/game-cards.js";
import { readD20Block } from "../markup/read-block.js";
import { BLOCK_BY_TAG } from "../markup/vocabulary.js";

const TAG_KEYS: ReadonlyMap<string, string> = new Map([...BLOCK_BY_TAG.keys()].map((t) => [t, t]));

/** The card names a drawn d20 card carries. */
export const D20_CARD = { check: "d20check", roll: "d20roll", sheet: "d20sheet", table: "d20table", error: "d20error" } as const;

export function readD20Card(head: string, text: string): ReadCard | undefined {
  const cooked = readCookedCard(head, text, TAG_KEYS);
  if (!cooked) return undefined;
  const hit = BLOCK_BY_TAG.get(cooked.key)!;
  const parsed = readD20Block(hit.block, hit.lang, locatedOf(cooked));
  const source = cookedSource(cooked);
  if (!parsed.node) return { block: D20_CARD.error, data: { lang: parsed.lang, errors: parsed.errors }, source };
  return { block: D20_CARD[hit.block], data: { ...parsed.node, lang: parsed.lang }, source };
}
