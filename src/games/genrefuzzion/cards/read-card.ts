// GenreFuzzion's cards read from their cooked lines (src/markup/cooked-card.ts): each block parsed
// in the reader's browser with the service's own parser, then its card data written and read back
// through the card data format (src/markup/card-data.ts), so every drawer reads one checked shape.
import { readCardValue } from "../../../markup/card-data.js";
import { cardValue } from "../markup/card-data.js";
import { cardPayload } from "../markup/card-payload.js";
import { cookedSource, locatedOf, readCookedCard } from "../../../markup/cooked-card.js";
import type { CardReadOptions, ReadCard } from "../../../plugin-client/game-cards.js";
import { GF_CANONICAL_TAG, GF_TAGS, parseGfBlock } from "../markup/game.js";

export function readGfCard(head: string, text: string, options: CardReadOptions): ReadCard | undefined {
  const cooked = readCookedCard(head, text, GF_TAGS);
  if (!cooked) return undefined;
  const parsed = parseGfBlock(cooked.key, locatedOf(cooked), cooked.lang);
  // The error card names the block's canonical tag ("gf-pool"), whatever alias was typed.
  const tag = GF_CANONICAL_TAG.get(cooked.key)!;
  const value = readCardValue(cardValue(cardPayload(parsed, { tag, sheetWarnings: options.sheetWarnings, lang: options.lang })));
  return value && { block: value.block, data: value.data, source: cookedSource(cooked) };
}
