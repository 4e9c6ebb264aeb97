// The d20 cards read from their cooked lines (src/markup/cooked-card.ts) with the service's own block
// reader: the card's data is the block's node and language; a block with mistakes is the shared error
// card, each message in the table's language (CardReadOptions.lang) with its line and rule.
import { localise } from "../../../lib/i18n.js";
import { cookedSource, locatedOf, readCookedCard } from "../../../markup/cooked-card.js";
import type { CardReadOptions, ReadCard } from "../../../plugin-client/game-cards.js";
import { readD20Block } from "../markup/read-block.js";
import { d20MarkupMessages } from "../markup/messages.js";
import { BLOCK_BY_TAG, TAGS } from "../markup/vocabulary.js";

const TAG_KEYS: ReadonlyMap<string, string> = new Map([...BLOCK_BY_TAG.keys()].map((t) => [t, t]));

/** The card names a drawn d20 card carries. */
export const D20_CARD = { check: "d20check", roll: "d20roll", sheet: "d20sheet", table: "d20table" } as const;

export function readD20Card(head: string, text: string, options: CardReadOptions = {}): ReadCard | undefined {
  const cooked = readCookedCard(head, text, TAG_KEYS);
  if (!cooked) return undefined;
  const hit = BLOCK_BY_TAG.get(cooked.key)!;
  const parsed = readD20Block(hit.block, hit.lang, locatedOf(cooked));
  const source = cookedSource(cooked);
  if (!parsed.node) {
    const errors = parsed.errors.map((e) => ({ line: e.line, column: 1, code: e.code, ...(e.rule ? { rule: e.rule } : {}),
      message: localise(d20MarkupMessages, { code: e.code, params: e.params }, options.lang ?? parsed.lang) }));
    return { block: "error", data: { tag: TAGS[hit.block][parsed.lang], errors }, source };
  }
  return { block: D20_CARD[hit.block], data: { ...parsed.node, lang: parsed.lang }, source };
}
