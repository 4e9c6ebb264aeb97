// The d20 cards read from their cooked lines with the service's own block reader
// (src/plugin-client/cooked-card-reader.ts): the card's data is the block's node and language; a block
// with mistakes is the shared error card, each message in the table's language with its line and rule.
import { cookedCardReader } from "../../../plugin-client/cooked-card-reader.js";
import { readD20Block } from "../markup/read-block.js";
import { d20MarkupMessages } from "../markup/messages.js";
import { BLOCK_BY_TAG, TAGS } from "../markup/vocabulary.js";

/** The card names a drawn d20 card carries. */
export const D20_CARD = { check: "d20check", roll: "d20roll", sheet: "d20sheet", table: "d20table" } as const;

export const readD20Card = cookedCardReader({
  blocks: BLOCK_BY_TAG,
  read: readD20Block,
  messages: d20MarkupMessages,
  errorTag: (block, lang) => TAGS[block][lang],
  card: (block, node, lang) => ({ block: D20_CARD[block], data: { ...node, lang } }),
});
