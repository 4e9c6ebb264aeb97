// GenreFuzzion's cards read from their cooked lines (src/markup/cooked-card.ts): each block parsed
// in the reader's browser with the service's own parser, then its card data written and read back
// through the card data format (src/markup/card-data.ts), so every drawer reads one checked shape.
// A block with mistakes is an error card whose messages come from the catalogue, which is in the
// game's forms script (./forms.ts): the chunk loads it before it reads such a block (./index.ts
// prepare, blockHasErrors), so a page with no mistakes never downloads it.
import { readCardValue } from "../../../markup/card-data.js";
import { cardValue } from "../markup/card-data.js";
import { payloadWith, type ErrorMessage } from "../markup/card-payload-of.js";
import { cookedSource, locatedOf, readCookedCard, type CookedBlock } from "../../../markup/cooked-card.js";
import type { CardReadOptions, ReadCard } from "../../../plugin-client/game-cards.js";
import { GF_CANONICAL_TAG, GF_TAGS, parseGfBlock } from "../markup/read-blocks.js";
import type { ParsedBlock } from "../markup/schemas.js";

/** The messages' catalogue, once the forms script is on the page. */
let errorMessage: ErrorMessage | undefined;

export function useErrorMessages(message: ErrorMessage): void {
  errorMessage = message;
}

export const errorMessagesLoaded = (): boolean => errorMessage !== undefined;

/** The last block parsed: asked whether it has mistakes, a card is read at once after (no second parse). */
let last: { readonly head: string; readonly text: string; readonly parsed: ParsedBlock } | undefined;

function parsedOf(head: string, text: string, cooked: CookedBlock): ParsedBlock {
  if (last?.head === head && last.text === text) return last.parsed;
  const parsed = parseGfBlock(cooked.key, locatedOf(cooked), cooked.lang);
  last = { head, text, parsed };
  return parsed;
}

/** Whether the block cooked as `head` and `text` is one of this game's with mistakes (its card needs the messages). */
export function blockHasErrors(head: string, text: string): boolean {
  const cooked = readCookedCard(head, text, GF_TAGS);
  return !!cooked && parsedOf(head, text, cooked).errors.length > 0;
}

export function readGfCard(head: string, text: string, options: CardReadOptions): ReadCard | undefined {
  const cooked = readCookedCard(head, text, GF_TAGS);
  if (!cooked) return undefined;
  const parsed = parsedOf(head, text, cooked);
  // The error card names the block's canonical tag ("gf-pool"), whatever alias was typed.
  const tag = GF_CANONICAL_TAG.get(cooked.key)!;
  // Without the catalogue (the forms script could not be loaded) each mistake is named by its code.
  const value = readCardValue(cardValue(payloadWith(parsed, { tag, sheetWarnings: options.sheetWarnings, lang: options.lang },
    errorMessage ?? ((e) => e.code))));
  return value && { block: value.block, data: value.data, source: cookedSource(cooked) };
}
