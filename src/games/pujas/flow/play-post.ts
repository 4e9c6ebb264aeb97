// One post of a Pujas topic through the rules: its [pj-turn] lines and [pj-bid] blocks, in the order
// written, as its author's actions. A post is all or nothing: the first refusal stops it, quoting the
// line, and the table it started from stays, unless the post has rolled (dice stand, playPujasPost). When a Complication's players have all agreed to roll,
// the caller's verifiable roll gives each pool's d10s, and ties roll again with their Advantage dice
// (PJ-CPX-6) until one side wins. When the last sealed bid is revealed, the bids go to the ledger at
// once (PJ-BID-2). A [pj-ledger] block is the service's own, never a player's move: it is skipped.
import type { Lang } from "../../../lib/i18n.js";
import { err, gfError, ok, type GfError, type Result } from "../../../lib/result.js";
import type { DiceCrypto } from "../../../dice/crypto.js";
import { allRevealed, close, closeSealing, commit, reveal, type AuctionResult } from "../bids/index.js";
import { turnActions, type BidNode, type MarkupError, type ParsedPujasBlock, type TurnNode } from "../markup/index.js";
import { apply, ledgerText, said, type Action, type LedgerEntry, type PjState } from "../rules/index.js";
import { withAuction, type PujasTable } from "./table.js";

/** A d10 as the dice core rolls it. */
export interface FlowDie { readonly size: number; readonly face: number }

export interface FlowContext {
  /** The forum account that wrote the post: every action is theirs. */
  readonly author: string;
  /**
   * The table's language (the category's, else the forum's): the reply and every refusal are in it,
   * whichever language the post's blocks were written in. Absent (a log replayed outside a table): the
   * first move's.
   */
  readonly lang?: Lang;
  readonly crypto: Pick<DiceCrypto, "sha256">;
  /** The verifiable roll of `count` d10 for one pool of a Complication, or why it cannot be rolled now. */
  readonly roll: (count: number, which: { readonly complication: string; readonly pool: string }) => Result<{ readonly dice: readonly FlowDie[]; readonly proof: string; readonly card?: string }, GfError>;
}

export interface FlowRoll {
  readonly complication: string;
  readonly pool: string;
  readonly dice: readonly FlowDie[];
  readonly proof: string;
  /** The platform's roll card for the reply (FlowStepContext.roll); absent for an empty pool. */
  readonly card?: string;
}

export interface PlayedPujasPost {
  readonly before: PujasTable;
  readonly table: PujasTable;
  readonly actions: readonly Action[];
  readonly entries: readonly LedgerEntry[];
  readonly rolls: readonly FlowRoll[];
  /**
   * The post's sealed bids as the auction took them (PJ-BID-2): a seal's commitment, a reveal's bid and
   * secret. The reply states them, so the thread keeps what the books recorded in the service's own
   * words: a later edit of the player's post changes neither the bid nor what the cards check.
   */
  readonly bids: readonly PlayedBid[];
  /** What the post bought, line by line: the coins each line cost its author. */
  readonly bought: readonly { readonly line: number; readonly type: string; readonly coins: number }[];
  readonly lang: Lang;
  /**
   * Dice stand: a line refused after the post rolled a Complication. The post is played up to the
   * last line before it (its dice kept) and the rest is refused; see playPujasPost.
   */
  readonly refused?: FlowRefusal;
}

export type PlayedBid =
  | { readonly kind: "seal"; readonly player: string; readonly auction: string; readonly commitment: string }
  | { readonly kind: "reveal"; readonly player: string; readonly auction: string; readonly bid: number; readonly nonce: string };

export interface FlowRefusal {
  /** The line of the post that was refused (1-based), or null for the post as a whole. */
  readonly line: number | null;
  readonly column: number | null;
  /** That line as written, to quote in the reply. */
  readonly quote: string | null;
  readonly error: GfError | MarkupError;
  readonly lang: Lang;
}

/** At most this many rolls of one Complication in one post: ties are rare, endless ties impossible in practice. */
const MAX_REROLLS = 50;

// What a line cost its author: the coins it paid from purse, table or prize. The table coins left
// unused when the scene ends go to the Bank (PJ-BID-6: "se considerarán perdidas") but are no price:
// ending the scene costs nothing (PJ-OWN-5: "Finalizar la escena. No cuesta nada."), a fade 1 (PJ-OWN-6).
const spentBy = (entries: readonly LedgerEntry[], who: string): number =>
  entries.filter((e) => e.amount && e.rule !== "PJ-BID-6" && (e.from === `purse:${who}` || e.from === `table:${who}` || e.from === `prize:${who}`)).reduce((n, e) => n + e.amount!, 0);

export function playPujasPost(start: PujasTable, raw: string, blocks: readonly ParsedPujasBlock[], ctx: FlowContext): Result<PlayedPujasPost, FlowRefusal> {
  const lines = raw.split(/\r\n|\r|\n/);
  const lang = ctx.lang ?? blocks.find((b) => b.block === "turn" || b.block === "bid")?.lang ?? "es";
  // Dice stand: once a Complication of this post has rolled, a later line refused (one its author
  // could pay only with a prize the dice gave, say) does not undo the post: it stands up to the last
  // line played and the rest is refused. Refusing it whole would let a player see the dice go against
  // them and roll the Complication again by an edit or a new post.
  let kept: { table: PujasTable; actions: number; entries: number; rolls: number; bought: number; bids: number } = { table: withAuction(start), actions: 0, entries: 0, rolls: 0, bought: 0, bids: 0 };
  let diceDown = false;
  const keep = (): void => { kept = { table, actions: actions.length, entries: entries.length, rolls: rolls.length, bought: bought.length, bids: bids.length }; };
  const refuse = (line: number | null, column: number | null, error: GfError | MarkupError): Result<PlayedPujasPost, FlowRefusal> => {
    const refusal: FlowRefusal = { line, column, quote: line ? (lines[line - 1] ?? "").trim() : null, error, lang };
    if (diceDown || kept.rolls === 0) return err(refusal);
    return ok({ before: start, table: kept.table, actions: actions.slice(0, kept.actions), entries: entries.slice(0, kept.entries), rolls: rolls.slice(0, kept.rolls),
      bought: bought.slice(0, kept.bought), bids: bids.slice(0, kept.bids), lang, refused: refusal });
  };
  let table = withAuction(start);
  const actions: Action[] = [];
  const entries: LedgerEntry[] = [];
  const rolls: FlowRoll[] = [];
  const bought: { line: number; type: string; coins: number }[] = [];
  const bids: PlayedBid[] = [];

  const step = (action: Action): Result<PjState, GfError> => {
    const r = apply(table.game, action);
    if (!r.ok) return r;
    actions.push(action);
    entries.push(...r.value.entries);
    return ok(r.value.state);
  };

  /** Rolls every Complication whose players all agreed, until it has a winner (PJ-CPX-4…6). */
  const rollReady = (): GfError | null => {
    for (let k = 0; k < MAX_REROLLS; k++) {
      const c = Object.values(table.game.complications).find((x) => x.stage === "rolling");
      if (!c) return null;
      const faces: Record<string, number[]> = {};
      for (const p of c.pools) {
        const r = ctx.roll(p.dice + p.advantage, { complication: c.id, pool: p.owner });
        if (!r.ok) { diceDown = true; return r.error; }
        rolls.push({ complication: c.id, pool: p.owner, dice: r.value.dice, proof: r.value.proof, ...(r.value.card ? { card: r.value.card } : {}) });
        faces[p.owner] = r.value.dice.map((d) => d.face);
      }
      const next = step({ type: "roll", complication: c.id, faces });
      if (!next.ok) return next.error;
      table = { ...table, game: next.value };
    }
    return gfError("pj.flow.endless-ties", "PJ-CPX-6");
  };

  for (const block of blocks) {
    // The books and the setup are the opening post's, never a move (the topic flow reads the setup).
    if (block.block === "ledger" || block.block === "table") continue;
    const first = block.errors[0];
    if (first) return refuse(first.line, first.column, first);
    if (block.block === "turn") {
      const node = block.node as TurnNode;
      const acts = turnActions(node, ctx.author);
      if (!acts.ok) return refuse(acts.error.line, null, acts.error);
      for (let i = 0; i < acts.value.length; i++) {
        const s = node.steps[i]!;
        const before = entries.length;
        const next = step(acts.value[i]!);
        if (!next.ok) return refuse(s.line, s.column, next.error);
        table = withAuction({ ...table, game: next.value });
        const rolled = rollReady();
        if (rolled) return refuse(s.line, s.column, rolled);
        bought.push({ line: s.line, type: acts.value[i]!.type, coins: spentBy(entries.slice(before), ctx.author) });
        keep();
      }
      continue;
    }
    const bid = block.node as BidNode;
    const a = table.auction;
    if (!a) return refuse(block.openLine, 1, gfError("pj.flow.no-auction", "PJ-BID-1"));
    if (bid.auction !== a.auction) return refuse(block.openLine, 1, gfError("pj.flow.other-auction", "PJ-BID-2", { auction: bid.auction, open: a.auction }));
    // A table that takes no bid of 0 refuses its reveal; unrevealed, that seal counts as 0 at the deadline (PJ-TOOL-08).
    if (bid.kind === "reveal" && bid.bid === 0 && !table.game.settings.zeroBids) {
      return refuse(block.openLine, 1, gfError("pj.auction.zero", "PJ-BID-2", { user: ctx.author }));
    }
    const r = bid.kind === "seal" ? commit(a, ctx.author, bid.commitment) : reveal(a, ctx.author, { bid: bid.bid, nonce: bid.nonce }, ctx.crypto);
    if (!r.ok) return refuse(block.openLine, 1, r.error);
    table = { ...table, auction: r.value };
    bids.push(bid.kind === "seal" ? { kind: "seal", player: ctx.author, auction: a.auction, commitment: bid.commitment }
      : { kind: "reveal", player: ctx.author, auction: a.auction, bid: bid.bid, nonce: bid.nonce });
    // Every seal in is open (a player who missed the sealing deadline has none, PJ-TOOL-09): the auction closes.
    if (allRevealed(r.value)) {
      const closed = close(r.value, false, table.game.purses);
      if (!closed.ok) return refuse(block.openLine, 1, closed.error);
      entries.push(...shortBids(closed.value.result));
      const next = step(auctionAction(closed.value.result));
      if (!next.ok) return refuse(block.openLine, 1, next.error);
      table = withAuction({ ...table, game: next.value, auction: null });
    }
    keep();
  }
  return ok({ before: start, table, actions, entries, rolls, bought, bids, lang });
}

/**
 * The table's deadline to reveal has passed (PJ-TOOL-08): the bids not revealed count as 0 and the
 * auction goes to the ledger. The service calls it from its timer, never a player's post.
 */
export function closeAuctionAtDeadline(t: PujasTable): Result<{ readonly table: PujasTable; readonly action: Action; readonly entries: readonly LedgerEntry[]; readonly forfeited: readonly string[] }, GfError> {
  if (!t.auction) return err(gfError("pj.flow.no-auction", "PJ-BID-1"));
  const closed = close(t.auction, true, t.game.purses);
  if (!closed.ok) return closed;
  const action = auctionAction(closed.value.result);
  const r = apply(t.game, action);
  if (!r.ok) return r;
  return ok({ table: withAuction({ ...t, game: r.value.state, auction: null }), action, entries: [...shortBids(closed.value.result), ...r.value.entries],
    forfeited: closed.value.result.forfeited });
}

/** The books' auction: the bids, and who bids 0 by the tool's count (a table without bids of 0 still closes). */
function auctionAction(result: AuctionResult): Action {
  const forced = [...result.forfeited, ...result.short.filter((s) => s.have === 0).map((s) => s.player)];
  return { type: "auction", bids: result.bids, ...(forced.length ? { forfeited: forced } : {}) };
}

/** PJ-TOOL-11: each revealed bid counted as the coins its purse still held, for the reply (no coin moves by it). */
const shortBids = (result: AuctionResult): LedgerEntry[] =>
  result.short.map((s) => {
    const say = said("bid.counts", { bid: s.bid, have: s.have });
    return { rule: "PJ-TOOL-11", what: ledgerText(say, "en"), say, player: s.player, amount: 0 };
  });

/**
 * The table's deadline to seal has passed (PJ-TOOL-09): who has not sealed bids 0, and the reveals
 * start with the seals in. When no one sealed there is nothing to reveal, and the auction goes to the
 * ledger at once (every bid 0, the tie broken by seating, PJ-BID-4). Called from the service's timer.
 */
export function closeSealingAtDeadline(t: PujasTable): Result<{ readonly table: PujasTable; readonly unsealed: readonly string[]; readonly closed: { readonly action: Action; readonly entries: readonly LedgerEntry[] } | null }, GfError> {
  if (!t.auction) return err(gfError("pj.flow.no-auction", "PJ-BID-1"));
  const sealed = closeSealing(t.auction);
  if (!sealed.ok) return sealed;
  const table: PujasTable = { ...t, auction: sealed.value.auction };
  if (!allRevealed(sealed.value.auction)) return ok({ table, unsealed: sealed.value.unsealed, closed: null });
  const c = closeAuctionAtDeadline(table);
  if (!c.ok) return c;
  return ok({ table: c.value.table, unsealed: sealed.value.unsealed, closed: { action: c.value.action, entries: c.value.entries } });
}
