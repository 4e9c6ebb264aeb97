// Pujas' markup: [pj-turn]/[pj-turno] (one action a line, each with its price in the rules),
// [pj-bid]/[pj-puja] (a sealed bid's seal, or its reveal) and [pj-ledger]/[pj-libro] (the books in
// the thread's first post). Pure parsers on the shared tag reader; zod nodes; es/en errors with line
// and column. docs/games/pujas.md is the grammar; its examples are tests.
export { parsePujasPost, MAX_BLOCKS } from "./parse-post.js";
export { pujasMarkupMessages, markupMessage } from "./messages.js";
export { turnActions, renderLedger, ledgerMatches, utcMinute } from "./to-actions.js";
export type { AuctionDeadline } from "./to-actions.js";
export { TAGS, TURN_FIELDS, BID_FIELDS, LEDGER_FIELDS, TABLE_FIELDS } from "./vocabulary.js";
export { pujasNode, turnNode, bidNode, ledgerNode, tableNode } from "./schemas.js";
export type { TurnNode, BidNode, LedgerNode, TableNode, PujasNode, ParsedPujasBlock, MarkupError } from "./schemas.js";
