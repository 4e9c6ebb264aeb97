// Pujas in a thread: a post's blocks played through the rules, all or nothing, with the sealed
// auction and the Complication rolls; the reply (what was bought, the purse after, every coin moved
// with its rule, whom the game waits for) and the refusal quoting the line. Pure: the caller rolls
// verifiably and stores the table.
export { playPujasPost, closeAuctionAtDeadline } from "./play-post.js";
export type { FlowContext, FlowDie, FlowRoll, PlayedPujasPost, FlowRefusal } from "./play-post.js";
export { replyText, refusalText, refusalReason, awaited } from "./reply.js";
export { withAuction, auctionName } from "./table.js";
export type { PujasTable } from "./table.js";
export { flowMessages } from "./messages.js";
export { pujasTopicFlow, readPujasTopic, stepPujasTopic, duePujasTopic, tickPujasTopic, pujasTableOf, pujasReplayLog, withLedger, pujasTopicSchema, DEFAULT_REVEAL_HOURS, LEDGER_WRITE } from "./topic.js";
export type { PujasTopic, PujasStep, LedgerChange } from "./topic.js";
export { asksAfter, setupAsk } from "./asks.js";
