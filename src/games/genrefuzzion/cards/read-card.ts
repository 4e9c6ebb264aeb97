// GenreFuzzion's cards read from their cooked lines (src/markup/cooked-card.ts): each block parsed
// in the reader's browser with the service's own parser, then its card data written and read back
// through the card data format (src/markup/card-data.ts), so every drawer reads one checked shape.
// A block with mistakes is an error card whose messages come from the catalogue, which is in the
// game's forms script (./forms.ts): the chunk loads it before it reads such a block (./index.ts
// prepare, blockHasErrors), so a page with no mistakes never downloads it.
import type { CardPayload } from "../markup/card-data.js";
import { payloadWith, type ErrorMessage } from "../markup/card-payload-of.js";
import { cookedSource, locatedOf, readCookedCard, type CookedBlock } from "../../../markup/cooked-card.js";
import type { CardReadOptions, ReadCard } from "../../../plugin-client/game-cards.js";
import { canParse, GF_CANONICAL_TAG, GF_TAGS, parseGfBlock } from "../markup/read-blocks.js";
import type { ParsedBlock } from "../markup/schemas.js";

/** The messages' catalogue, once the forms script is on the page. */
let errorMessage: ErrorMessage | undefined;

export function useErrorMessages(message: ErrorMessage): void {
  errorMessage = message;
}

export const errorMessagesLoaded = (): boolean => errorMessage !== undefined;

/**
 * The blocks parsed on this page, by their data-gf-card value and lines: asked whether it has mistakes
 * (prepare), a card is read at once after, and a post drawn again (Discourse renders a topic's posts
 * anew on every visit to it) is asked again, each without a second parse. (An attribute's value holds
 * no NUL: the HTML parser replaces it.)
 */
const parsedBlocks = new Map<string, ParsedBlock>();

function parsedOf(head: string, text: string, cooked: CookedBlock): ParsedBlock {
  const key = head + "\0" + text;
  let parsed = parsedBlocks.get(key);
  // Kept for the blocks of a few topics: a reader who visits many starts again.
  if (!parsed && parsedBlocks.set(key, parsed = parseGfBlock(cooked.key, locatedOf(cooked), cooked.lang)).size > 2e3) parsedBlocks.clear();
  return parsed!;
}

/** Whether the block cooked as `head` and `text` is one of this game's with mistakes (its card needs the messages). */
export function blockHasErrors(head: string, text: string): boolean {
  const cooked = readCookedCard(head, text, GF_TAGS);
  return !!cooked && canParse(cooked.key) && parsedOf(head, text, cooked).errors.length > 0;
}

export function readGfCard(head: string, text: string, options: CardReadOptions): ReadCard | undefined {
  const cooked = readCookedCard(head, text, GF_TAGS);
  // A sheet before (or without) the sheet checks' script, which brings its parser: not drawn.
  if (!cooked || !canParse(cooked.key)) return undefined;
  const parsed = parsedOf(head, text, cooked);
  // The error card names the block's canonical tag ("gf-pool"), whatever alias was typed.
  const tag = GF_CANONICAL_TAG.get(cooked.key)!;
  // Without the catalogue (the forms script could not be loaded) each mistake is named by its code.
  const payload = payloadWith(parsed, { tag, sheetWarnings: options.sheetWarnings, lang: options.lang }, errorMessage ?? ((e) => e.code));
  return { block: payload.block, data: cardData(payload), source: cookedSource(cooked) };
}

/**
 * A card's data as the service's card value gives it back (../markup/card-data.ts cardValue, read by
 * src/markup/card-data.ts readCardValue), so every drawer reads one shape: without source positions,
 * false flags, empty strings or empty lists (absent reads as false, "" or []), a number that is not
 * finite as null. One generic copy instead of the service's writers, which are hand-written for the
 * sanitizer's sake and would cost the chunk every reader downloads 2 KB gzipped;
 * test/games/genrefuzzion/markup/cooked-card.test.ts holds the two to the same data on every doc example and 3,000 fuzzed posts.
 */
function cardData(payload: CardPayload): Record<string, unknown> {
  return JSON.parse(JSON.stringify(payload.data, function (this: unknown, key: string, value: unknown) {
    return Array.isArray(this) || !(/^block$|spans?$/i.test(key) || value === false || value === "" || (Array.isArray(value) && !value.length))
      ? value : undefined;
  })) as Record<string, unknown>;
}
