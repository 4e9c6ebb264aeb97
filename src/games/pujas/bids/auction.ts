// The sealed scene auction's state on a forum (PJ-BID-2): commitments first, reveals after, then
// the bids all at once for the ledger's `auction` action. Each step is a pure function returning the
// new state or the reason it is refused. Who posted is the forum's account name (`by`), never a
// name written inside the post.
import { err, gfError, ok, type GfError, type Result } from "../../../lib/result.js";
import type { DiceCrypto } from "../../../dice/crypto.js";
import { COMMITMENT, malformed, opens } from "./commitment.js";

export interface SealedAuction {
  readonly table: string;
  readonly auction: string;
  /** Everyone who must bid, in seating order. */
  readonly players: readonly string[];
  /** Each purse when the auction opened: a bid above it is not valid (PJ-BID-2). */
  readonly purses: Readonly<Record<string, number>>;
  readonly commitments: Readonly<Record<string, string>>;
  readonly reveals: Readonly<Record<string, { readonly bid: number; readonly nonce: string }>>;
  /** committing → revealing once every player has committed → closed. */
  readonly stage: "committing" | "revealing" | "closed";
}

export function openAuction(input: { table: string; auction: string; players: readonly string[]; purses: Readonly<Record<string, number>> }): SealedAuction {
  return { ...input, players: [...input.players], purses: { ...input.purses }, commitments: {}, reveals: {}, stage: "committing" };
}

/**
 * A player's commitment. Only while committing, only their own (a bid for another player is refused:
 * `by` is who posted), once each (no replacing it after seeing what others did), and never a copy of
 * a commitment already posted (a replayed commitment could only be opened by its author anyway).
 */
export function commit(a: SealedAuction, by: string, commitment: string): Result<SealedAuction, GfError> {
  if (!a.players.includes(by)) return err(gfError("pj.bids.not-bidding", "PJ-BID-2", { user: by }));
  // PJ-TOOL-09: a seal after the sealing deadline is refused; that player bids 0.
  if (a.stage !== "committing") return err(Object.hasOwn(a.commitments, by) ? gfError("pj.bids.commit-closed", "PJ-BID-2") : gfError("pj.bids.seal-late", "PJ-TOOL-09", { user: by }));
  if (!COMMITMENT.test(commitment)) return err(gfError("pj.bids.bad-commitment", "PJ-BID-2"));
  if (Object.hasOwn(a.commitments, by)) return err(gfError("pj.bids.committed", "PJ-BID-2", { user: by }));
  if (Object.values(a.commitments).includes(commitment)) return err(gfError("pj.bids.replayed", "PJ-BID-2"));
  const commitments = { ...a.commitments, [by]: commitment };
  const all = a.players.every((p) => Object.hasOwn(commitments, p));
  return ok({ ...a, commitments, stage: all ? "revealing" : "committing" });
}

/**
 * A player's reveal: only once everyone has committed (an early reveal is refused, so no one bids
 * after seeing it), only by the player who committed, and only an opening of their own commitment
 * for this table and auction. A valid opening above the purse is refused (PJ-BID-2).
 */
export function reveal(a: SealedAuction, by: string, opening: { bid: number; nonce: string }, crypto: Pick<DiceCrypto, "sha256">): Result<SealedAuction, GfError> {
  if (!a.players.includes(by)) return err(gfError("pj.bids.not-bidding", "PJ-BID-2", { user: by }));
  if (a.stage === "committing") {
    const waiting = a.players.filter((p) => !Object.hasOwn(a.commitments, p));
    return err(gfError("pj.bids.too-early", "PJ-BID-2", { players: waiting.join(", ") }));
  }
  if (a.stage === "closed") return err(gfError("pj.bids.closed", "PJ-BID-2"));
  if (Object.hasOwn(a.reveals, by)) return err(gfError("pj.bids.revealed", "PJ-BID-2", { user: by }));
  // PJ-TOOL-09: no seal by the sealing deadline, nothing to open: that player bids 0.
  if (!Object.hasOwn(a.commitments, by)) return err(gfError("pj.bids.seal-late", "PJ-TOOL-09", { user: by }));
  const full = { table: a.table, auction: a.auction, player: by, ...opening };
  if (malformed(full)) return err(gfError("pj.bids.bad-opening", "PJ-BID-2"));
  if (!opens(a.commitments[by]!, full, crypto)) return err(gfError("pj.bids.mismatch", "PJ-BID-2", { user: by }));
  if (opening.bid > (a.purses[by] ?? 0)) return err(gfError("pj.bids.over-purse", "PJ-BID-2", { user: by, bid: opening.bid, have: a.purses[by] ?? 0 }));
  return ok({ ...a, reveals: { ...a.reveals, [by]: { bid: opening.bid, nonce: opening.nonce } } });
}

/**
 * The table's time to seal is over (PJ-TOOL-09): the reveals start with the seals in, and a player
 * who has not sealed bids 0 (they have nothing to reveal, and a seal now is refused). Without this,
 * one player who never seals would hold the auction open for ever.
 */
export function closeSealing(a: SealedAuction): Result<{ readonly auction: SealedAuction; readonly unsealed: readonly string[] }, GfError> {
  if (a.stage !== "committing") return err(gfError(a.stage === "closed" ? "pj.bids.closed" : "pj.bids.commit-closed", "PJ-BID-2"));
  return ok({ auction: { ...a, stage: "revealing" }, unsealed: a.players.filter((p) => !Object.hasOwn(a.commitments, p)) });
}

/** Every seal in is opened: the auction can close without a deadline (a player without a seal bids 0, PJ-TOOL-09). */
export const allRevealed = (a: SealedAuction): boolean =>
  a.stage === "revealing" && a.players.every((p) => !Object.hasOwn(a.commitments, p) || Object.hasOwn(a.reveals, p));

export interface AuctionResult {
  /** Every player's bid, for the ledger's `auction` action (src/games/pujas/rules). */
  readonly bids: Readonly<Record<string, number>>;
  /** Players who never revealed a valid opening (PJ-TOOL-08) or never sealed (PJ-TOOL-09), whose bid counts as 0. */
  readonly forfeited: readonly string[];
  /** Revealed bids the purse no longer held in full at the close, each counted as the coins left (PJ-TOOL-11). */
  readonly short: readonly { readonly player: string; readonly bid: number; readonly have: number }[];
}

/**
 * Closes the auction once every commitment is open; with `deadlinePassed` (the table's time to reveal
 * is over) a player who has not revealed bids 0 (PJ-TOOL-08).
 *
 * `purses` are the purses now. A bid is coins (the sheet: "Los jugadores apuestan monedas en secreto"),
 * and a player may lose or spend coins while the reveals go on (a Fine lost, a Challenge bid), so a
 * revealed bid counts as at most the coins the purse still holds (PJ-TOOL-11): the close never fails
 * on it, and neither does the deadline's. It can only lower that player's own bid, and only by coins
 * already gone to the Bank, so nobody gains by it.
 */
export function close(a: SealedAuction, deadlinePassed: boolean, purses: Readonly<Record<string, number>>): Result<{ readonly auction: SealedAuction; readonly result: AuctionResult }, GfError> {
  if (a.stage !== "revealing") return err(gfError(a.stage === "closed" ? "pj.bids.closed" : "pj.bids.too-early", "PJ-BID-2", { players: a.players.filter((p) => !Object.hasOwn(a.commitments, p)).join(", ") }));
  const missing = a.players.filter((p) => !Object.hasOwn(a.reveals, p));
  if (!allRevealed(a) && !deadlinePassed) return err(gfError("pj.bids.unrevealed", "PJ-BID-2", { players: missing.join(", ") }));
  const short = a.players.flatMap((p) => {
    const bid = a.reveals[p]?.bid ?? 0;
    const have = Math.max(0, purses[p] ?? 0);
    return bid > have ? [{ player: p, bid, have }] : [];
  });
  const bids = Object.fromEntries(a.players.map((p) => [p, Math.min(a.reveals[p]?.bid ?? 0, Math.max(0, purses[p] ?? 0))]));
  return ok({ auction: { ...a, stage: "closed" }, result: { bids, forfeited: missing, short } });
}
