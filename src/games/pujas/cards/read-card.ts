// Pujas' cards read from their cooked lines with the service's own block reader, no zod
// (src/plugin-client/cooked-card-reader.ts): its node is the card's data; a block with mistakes is the
// shared error card, each message in the table's language with its line and rule, above the block as
// written.
import { cookedCardReader } from "../../../plugin-client/cooked-card-reader.js";
import { pujasMarkupMessages } from "../markup/messages.js";
import { readPujasBlock } from "../markup/parse-block.js";
import { BLOCK_BY_TAG } from "../markup/vocabulary.js";

/** The card names a drawn Pujas card carries (data-gf-block): one per block. */
export const PJ_BLOCK = { turn: "pjturn", bid: "pjbid", ledger: "pjledger", table: "pjtable" } as const;

export const readPujasCard = cookedCardReader({
  blocks: BLOCK_BY_TAG,
  read: (block, lang, l) => readPujasBlock(block, lang, l.open, l.body, l.close ?? null, undefined, l.openFrom),
  messages: pujasMarkupMessages,
  // The tag as the player wrote it.
  errorTag: (_block, _lang, cooked) => cooked.key,
  card: (block, node, lang, cooked) => ({ block: PJ_BLOCK[block], data: { ...node, lang, firstLine: cooked.firstLine } }),
});
