// Pujas' sealed scene bids on a forum: hash commitments posted in the thread and revealed once every
// player has committed (docs/decisions.md). Pure; the hash comes from the dice core's crypto.
//
//   commitmentOf({ table, auction, player, bid, nonce }, crypto) → 64 hex digits; newNonce(crypto)
//   opens(commitment, opening, crypto) → boolean
//   openAuction → commit (closeSealing at the sealing deadline, PJ-TOOL-09) → reveal → close → { bids, forfeited } for the ledger's `auction` action
export { COMMITMENT_DOMAIN, NONCE_BYTES, commitmentOf, preimageOf, newNonce, opens, malformed } from "./commitment.js";
export type { BidOpening } from "./commitment.js";
export { openAuction, commit, reveal, close, closeSealing, allRevealed } from "./auction.js";
export type { SealedAuction, AuctionResult } from "./auction.js";
export { sealedBidMessages } from "./messages.js";
