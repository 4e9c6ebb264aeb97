// Challenges (PJ-CHAL-1…6), public coin bids over a disputed matter, and Fines (PJ-FINE-1, PJ-FINE-2),
// decided by vote. Both stop play while open (stopped() in context.ts).
import { gfError, type GfError } from "../../../lib/result.js";
import { isPlayer, pay, post, spendable, stopped, type Ctx, type D } from "./context.js";
import type { Challenge } from "./model.js";
import type { Action } from "./schemas.js";
import { said } from "./ledger-words.js";

type A<T extends Action["type"]> = Extract<Action, { type: T }>;
type Ch = D["challenges"][string];

/** Anything but an auction's reveal may be Challenged or Fined: during the Tenet lap, a scene, or between. */
function canStop(d: D, by: string): GfError | null {
  return isPlayer(d, by) ?? stopped(d);
}

/** PJ-CHAL-2: the Challenger, then each player to the left skipping the challenged player, who bids last. */
export function biddingOrder(d: Pick<D, "players">, ch: Pick<Challenge, "challenger" | "challenged">): string[] {
  const i = d.players.indexOf(ch.challenger);
  const round = d.players.map((_, k) => d.players[(i + k) % d.players.length]!);
  return [...round.filter((p) => p !== ch.challenged), ch.challenged];
}

/** PJ-ANY-4, PJ-CHAL-1: any player may Challenge another's fact at any time; play stops to negotiate. */
export function challenge(ctx: Ctx, a: A<"challenge">): GfError | null {
  const d = ctx.d;
  const e = canStop(d, a.by) ?? isPlayer(d, a.against);
  if (e) return e;
  if (a.against === a.by) return gfError("pj.challenge.self", "PJ-CHAL-1");
  if (Object.hasOwn(d.challenges, a.id)) return gfError("pj.challenge.exists", "PJ-CHAL-1", { challenge: a.id });
  const decided = contested(d, a);
  if (decided) return decided;
  d.challenges[a.id] = {
    id: a.id, challenger: a.by, challenged: a.against, matter: a.matter, stage: "negotiating", next: a.by, passesInARow: 0, bids: [],
    options: [
      { id: "challenger", text: a.matter, by: a.by, total: 0 },
      { id: "challenged", text: "as it stands", by: a.against, total: 0 },
    ],
    result: null, of: a.of ?? null,
  };
  post(ctx, { rule: "PJ-CHAL-1", say: said("challenge.start", { user: a.by, against: a.against }), player: a.by });
  return null;
}

/** The option a Challenge's bids decided, if they did (not an agreement, PJ-CHAL-1, nor a drop, PJ-CHAL-3). */
export function decidedVersion(ch: Challenge): Challenge["options"][number] | undefined {
  return ch.stage === "closed" ? ch.options.find((o) => o.id === ch.result) : undefined;
}

/** Folds wording that says the same: case, accents, spacing and punctuation. */
const fold = (t: string): string => t.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();

/**
 * PJ-CHAL-6 (seed 003 l. 28: "La solución que obtenga mayor número de monedas gana y no podrá volver a
 * ser puesta a prueba"): the decision is bound to the Challenge that made it. A new Challenge that
 * names it (`of`) is refused whatever its words; one that does not is refused when its matter is the
 * decided Challenge's matter or its winning version, however spelt or spaced.
 */
const settled = (ch: Challenge, won: Challenge["options"][number]): GfError =>
  gfError("pj.challenge.settled", "PJ-CHAL-6", { challenge: ch.id, matter: ch.matter, version: won.id });

function contested(d: D, a: A<"challenge">): GfError | null {
  if (a.of !== undefined) {
    const earlier = Object.hasOwn(d.challenges, a.of) ? d.challenges[a.of]! : undefined;
    if (!earlier) return gfError("pj.no-such-challenge", undefined, { challenge: a.of });
    const won = decidedVersion(earlier);
    return won ? settled(earlier, won) : null;
  }
  const matter = fold(a.matter);
  for (const earlier of Object.values(d.challenges)) {
    const won = decidedVersion(earlier);
    // The challenged version's text is the status quo's placeholder, not words anyone would Challenge.
    if (won && (fold(earlier.matter) === matter || (won.id !== "challenged" && fold(won.text) === matter))) return settled(earlier, won);
  }
  return null;
}

function openChallenge(d: D, id: string): Ch | GfError {
  const ch = Object.hasOwn(d.challenges, id) ? d.challenges[id]! : undefined;
  if (!ch || ch.stage === "closed") return gfError("pj.no-such-challenge", undefined, { challenge: id });
  return ch;
}

/** PJ-CHAL-1: the two agree while negotiating; the agreement applies and play resumes, with no bids. */
export function challengeAgreed(ctx: Ctx, a: A<"challenge-agreed">): GfError | null {
  const ch = openChallenge(ctx.d, a.challenge);
  if ("code" in ch) return ch;
  if (ch.stage !== "negotiating") return gfError("pj.challenge.bidding", "PJ-CHAL-1", { challenge: ch.id });
  if (a.by !== ch.challenger && a.by !== ch.challenged) return gfError("pj.challenge.not-party", "PJ-CHAL-1", { user: a.by });
  ch.stage = "closed";
  ch.result = "agreed";
  post(ctx, { rule: "PJ-CHAL-1", say: said("challenge.agreed", { challenge: ch.id }), player: a.by });
  return null;
}

/**
 * PJ-CHAL-2…6: bids in order, each public and paid to the Bank whatever wins (PJ-CHAL-5), each backing
 * the Challenger's version, the challenged version, or an alternative. A bid of 0 is a pass; a player
 * who passed may bid again. The Challenger's first bid must be at least 1 or the Challenge ends
 * (PJ-CHAL-3). Once every player passes in a row the option with most coins wins; a tie follows
 * PJ-AMB-05. The winning version then stands for good (PJ-CHAL-6).
 */
export function challengeBid(ctx: Ctx, a: A<"challenge-bid">): GfError | null {
  const d = ctx.d;
  const ch = openChallenge(d, a.challenge);
  if ("code" in ch) return ch;
  if (ch.next !== a.by) return gfError("pj.challenge.not-your-bid", "PJ-CHAL-2", { user: a.by, next: ch.next });
  const first = ch.bids.length === 0;
  if (first && a.coins < 1) {
    ch.stage = "closed";
    ch.result = "dropped";
    post(ctx, { rule: "PJ-CHAL-3", say: said("challenge.no-bid", { challenge: ch.id }), player: a.by });
    return null;
  }
  let option: string | null = null;
  if (a.coins > 0) {
    if ((a.option ? 1 : 0) + (a.alternative ? 1 : 0) !== 1) return gfError("pj.challenge.option", "PJ-CHAL-4");
    if (a.option && !ch.options.some((o) => o.id === a.option)) return gfError("pj.challenge.no-option", "PJ-CHAL-4", { option: a.option });
    if (spendable(d, a.by) < a.coins) return gfError("pj.coins.short", "PJ-COIN-2", { user: a.by, need: a.coins, have: spendable(d, a.by) });
    option = a.option ?? `alt${ch.options.length - 1}`;
    if (a.alternative) ch.options.push({ id: option, text: a.alternative, by: a.by, total: 0 });
    pay(ctx, a.by, a.coins, "PJ-CHAL-5", said("challenge.bid", { coins: a.coins, option, challenge: ch.id }));
    ch.options.find((o) => o.id === option)!.total += a.coins;
    ch.passesInARow = 0;
  } else ch.passesInARow++;
  ch.stage = "bidding";
  ch.bids.push({ by: a.by, coins: a.coins, option });
  const order = biddingOrder(d, ch);
  ch.next = order[(order.indexOf(a.by) + 1) % order.length]!;
  if (ch.passesInARow >= d.players.length) decide(ctx, ch);
  return null;
}

function decide(ctx: Ctx, ch: Ch): void {
  const top = Math.max(...ch.options.map((o) => o.total));
  const tied = ch.options.filter((o) => o.total === top);
  // PJ-AMB-05: tied at the end, the challenged version (the status quo) stands if it is among them,
  // else the tied option proposed first.
  const statusQuo = ctx.d.settings.challengeTie === "status-quo" ? tied.find((o) => o.id === "challenged") : undefined;
  const win = statusQuo ?? tied[0]!;
  ch.stage = "closed";
  ch.result = win.id;
  if (tied.length > 1) post(ctx, { rule: "PJ-AMB-05", say: said("challenge.tie", { challenge: ch.id, tied: tied.map((o) => o.id).join(", "), top, option: win.id }) });
  post(ctx, { rule: "PJ-CHAL-6", say: said("challenge.won", { challenge: ch.id, text: win.text, total: win.total }) });
}

/** PJ-ANY-5, PJ-FINE-1: any player may demand a Fine of another, free, at any time; play stops. */
export function fine(ctx: Ctx, a: A<"fine">): GfError | null {
  const d = ctx.d;
  const e = canStop(d, a.by) ?? isPlayer(d, a.accused);
  if (e) return e;
  if (a.accused === a.by) return gfError("pj.fine.self", "PJ-FINE-1");
  if (Object.hasOwn(d.fines, a.id)) return gfError("pj.fine.exists", "PJ-FINE-1", { fine: a.id });
  d.fines[a.id] = { id: a.id, accuser: a.by, accused: a.accused, votes: {}, open: true, loser: null, charged: 0 };
  post(ctx, { rule: "PJ-FINE-1", say: said("fine.demand", { user: a.by, accused: a.accused }), player: a.by, amount: 0 });
  return null;
}

/**
 * PJ-FINE-2: the players vote and the majority wins; the loser, accused or accuser, pays the Bank one
 * coin per vote they lost by. PJ-AMB-12: everyone votes by default; a tie charges nobody; a loser who
 * cannot pay it all pays what they have.
 */
export function vote(ctx: Ctx, a: A<"vote">): GfError | null {
  const d = ctx.d;
  const f = Object.hasOwn(d.fines, a.fine) ? d.fines[a.fine]! : undefined;
  if (!f || !f.open) return gfError("pj.no-such-fine", undefined, { fine: a.fine });
  const voters = d.players.filter((p) => d.settings.fineVoters === "everyone" || (p !== f.accuser && p !== f.accused));
  if (!voters.includes(a.by)) return gfError("pj.fine.not-a-voter", "PJ-AMB-12", { user: a.by });
  if (Object.hasOwn(f.votes, a.by)) return gfError("pj.fine.voted", "PJ-FINE-2", { user: a.by });
  f.votes[a.by] = a.for;
  post(ctx, { rule: "PJ-FINE-2", say: said("fine.vote", { fine: f.id }), player: a.by, amount: 0 });
  if (!voters.every((p) => Object.hasOwn(f.votes, p))) return null;
  const forAccuser = Object.values(f.votes).filter((v) => v === "accuser").length;
  const forAccused = Object.values(f.votes).filter((v) => v === "accused").length;
  f.open = false;
  if (forAccuser === forAccused) {
    post(ctx, { rule: "PJ-AMB-12", say: said("fine.tie", { fine: f.id, for: forAccuser, against: forAccused }) });
    return null;
  }
  const loser = forAccuser > forAccused ? f.accused : f.accuser;
  const margin = Math.abs(forAccuser - forAccused);
  const charged = Math.min(margin, spendable(d, loser));
  f.loser = loser;
  f.charged = charged;
  if (charged > 0) pay(ctx, loser, charged, "PJ-FINE-2", said("fine.lost", { fine: f.id, margin }));
  if (charged < margin) post(ctx, { rule: "PJ-AMB-12", say: said("fine.short", { user: loser, charged, margin }), player: loser });
  return null;
}
