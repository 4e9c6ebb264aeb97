// Facetas' cards read from their cooked lines with the service's own block reader
// (src/plugin-client/cooked-card-reader.ts); a block with mistakes becomes the shared error card, its
// messages in the table's language with their rules.
import { cookedCardReader } from "../../../plugin-client/cooked-card-reader.js";
import { facetasMarkupMessages } from "../markup/messages.js";
import { readFacetasBlock } from "../markup/read-block.js";
import { BLOCK_BY_TAG, TAGS } from "../markup/vocabulary.js";

/** Each block's card name: "fa" + the block, one word. */
export const CARD_BLOCK = { conflict: "faconflict", sheet: "fasheet", turn: "faturn", loot: "faloot", table: "fatable" } as const;

export const readFacetasCard = cookedCardReader({
  blocks: BLOCK_BY_TAG,
  read: (block, lang, l) => readFacetasBlock(block, lang, l.open, l.body, l.close ?? null, undefined, l.openFrom),
  messages: facetasMarkupMessages,
  errorTag: (block, lang) => TAGS[block][lang],
  card: (block, node, lang) => ({ block: CARD_BLOCK[block], data: { ...node, lang } }),
});
