// Complications (PJ-CPX-1…10): starting one, building the d10 pools across turns, agreeing to roll,
// reading the roll (1–5 succeeds, more successes wins, Advantage dice on ties), prize coins from the
// Bank, and the narration of the outcome in order. The dice arrive rolled (verifiable rolls from the
// dice core); nothing here draws a number.
import { gfError, type GfError } from "../../../lib/result.js";
import {
  actor, anyTime, component, endIfBroke, inComplication, isError, move, narrating, ownTurn, pay, post, seatsFromLeftOf,
  type Ctx, type Cx, type D,
} from "./context.js";
import type { Pool } from "./model.js";
import type { Action } from "./schemas.js";
import { said } from "./ledger-words.js";

type A<T extends Action["type"]> = Extract<Action, { type: T }>;

/** PJ-CPX-5: a d10 showing 1–5 is a success. */
export const isSuccess = (face: number): boolean => face >= 1 && face <= 5;

/**
 * PJ-CPX-2, PJ-AMB-07: the starter's pool is the Complication's; each other player controlling an
 * involved Component gets a pool opposing it, unless declared on its side when it opens. PJ-TOOL-06:
 * at least one pool opposes (the original, 003 l.62, rolls "la Reserva de la Complicación" against
 * "todas las reservas opuestas": with none, nothing could be lost), and an Obstacle's Event author,
 * `opposes`, is always among them (l.55: another player "compra dados para crear un Obstáculo", set
 * against that Event), so the author cannot be declared on the Obstacle's side.
 */
function openPools(d: D, starter: string, controllers: readonly string[], withComplication: readonly string[], dice: number, opposes?: string): Pool[] | GfError {
  const owners = [...new Set(controllers.filter((p) => p !== starter))];
  const stray = withComplication.find((p) => !owners.includes(p));
  if (stray) return gfError("pj.complication.no-pool", "PJ-CPX-2", { user: stray });
  if (opposes !== undefined && withComplication.includes(opposes)) return gfError("pj.obstacle.author-opposes", "PJ-TOOL-06", { user: opposes });
  if (owners.length === 0) return gfError("pj.complication.no-opponent", "PJ-CPX-2");
  if (owners.every((p) => withComplication.includes(p))) return gfError("pj.complication.all-with", "PJ-TOOL-06");
  return [
    { owner: starter, side: "complication", dice, advantage: 0 },
    ...d.players.filter((p) => owners.includes(p)).map((owner) => ({ owner, side: withComplication.includes(owner) ? "complication" as const : "opposing" as const, dice: 0, advantage: 0 })),
  ];
}

function involved(d: D, ids: readonly string[]): GfError | null {
  for (const id of ids) {
    const c = component(d, id);
    if (isError(c)) return c;
    const other = inComplication(d, id);
    if (other) return gfError("pj.complication.component-busy", "PJ-CPX-1", { component: id, complication: other.id });
  }
  return null;
}

/**
 * PJ-CPX-1(a), PJ-TURN-3, PJ-OWN-20: on your turn, changing Components you do not control starts a
 * Complication; at least one involved Component must be someone else's. Free by default (PJ-AMB-06).
 */
export function complicate(ctx: Ctx, a: A<"complicate">): GfError | null {
  const d = ctx.d;
  const e = ownTurn(d, a.by, "PJ-OWN-20");
  if (e) return e;
  if (narrating(d)) return gfError("pj.complication.narrate-first", "PJ-CPX-9", { complication: narrating(d)!.id });
  if (Object.hasOwn(d.complications, a.id)) return gfError("pj.complication.exists", "PJ-CPX-1", { complication: a.id });
  const bad = involved(d, a.involves);
  if (bad) return bad;
  const controllers = a.involves.map((id) => d.components[id]!.controller).filter((p): p is string => p !== null);
  if (!controllers.some((p) => p !== a.by)) return gfError("pj.complication.all-yours", "PJ-CPX-1");
  const pools = openPools(d, a.by, controllers, a.withComplication, 0);
  if (isError(pools)) return pools;
  const paid = pay(ctx, a.by, d.settings.complicationPrice, "PJ-AMB-06", said("complication.start"));
  if (paid) return paid;
  d.complications[a.id] = fresh(a.id, a.by, "change", null, [...new Set(a.involves)], pools);
  post(ctx, { rule: "PJ-CPX-1", say: said("complication.pools", { complication: a.id, involves: a.involves.join(", "), pools: pools.map((p) => p.owner).join(", ") }), player: a.by });
  endIfBroke(ctx, a.by);
  return null;
}

/**
 * PJ-ANY-2, PJ-CPX-1(b): at any time another player buys dice, 1 coin each, to turn an Event into an
 * Obstacle; the dice go into their Complication pool (PJ-AMB-07). The Event's author opposes, with
 * the controllers of any Components named (PJ-TOOL-06).
 */
export function obstacle(ctx: Ctx, a: A<"obstacle">): GfError | null {
  const d = ctx.d;
  const e = anyTime(d, a.by);
  if (e) return e;
  if (narrating(d)) return gfError("pj.complication.narrate-first", "PJ-CPX-9", { complication: narrating(d)!.id });
  if (Object.hasOwn(d.complications, a.id)) return gfError("pj.complication.exists", "PJ-CPX-1", { complication: a.id });
  const ev = d.scene!.events.find((x) => x.id === a.event);
  if (!ev) return gfError("pj.obstacle.no-event", "PJ-ANY-2", { event: a.event });
  if (ev.by === a.by) return gfError("pj.obstacle.own-event", "PJ-CPX-1", { event: a.event });
  if (Object.values(d.complications).some((c) => c.event === a.event)) return gfError("pj.obstacle.twice", "PJ-ANY-2", { event: a.event });
  const bad = involved(d, a.involves);
  if (bad) return bad;
  const controllers = [ev.by, ...a.involves.map((id) => d.components[id]!.controller).filter((p): p is string => p !== null)];
  const pools = openPools(d, a.by, controllers, a.withComplication, a.dice, ev.by);
  if (isError(pools)) return pools;
  const paid = pay(ctx, a.by, a.dice, "PJ-ANY-2", said("obstacle.buy", { dice: a.dice, event: a.event }));
  if (paid) return paid;
  d.complications[a.id] = fresh(a.id, a.by, "obstacle", a.event, [...new Set(a.involves)], pools);
  post(ctx, { rule: "PJ-CPX-1", say: said("obstacle.pools", { complication: a.id, event: a.event, pools: pools.map((p) => p.owner).join(", ") }), player: a.by });
  return null;
}

function fresh(id: string, starter: string, trigger: "change" | "obstacle", event: string | null, involves: string[], pools: Pool[]): Cx {
  return { id, starter, trigger, event, involves, pools, traitsApplied: [], stage: "building", agreed: [], idleTurns: 0, rolls: [], winner: null, prize: {}, narrators: [] } as Cx;
}

const NOT_NOW: Record<Cx["stage"], string> = {
  building: "pj.complication.not-building",
  rolling: "pj.complication.not-rolling",
  narrating: "pj.complication.not-narrating",
  closed: "pj.complication.not-building",
};

function open(d: D, id: string, stage: Cx["stage"]): Cx | GfError {
  const c = Object.hasOwn(d.complications, id) ? d.complications[id]! : undefined;
  if (!c) return gfError("pj.no-such-complication", undefined, { complication: id });
  if (c.stage !== stage) return gfError(NOT_NOW[stage], "PJ-CPX-3", { complication: id });
  return c;
}

/**
 * PJ-CPX-3, PJ-OWN-21, PJ-OWN-22: on your turn, a Trait applied (free) or coins spent (1 each, with a
 * justification) add 1d10 each to any pool, or take one away (PJ-AMB-08). A Trait must be on an
 * involved Component, or on the Master of an involved Sub-component (PJ-MASTER-2), and gives its die
 * once per Complication.
 */
export function dice(ctx: Ctx, a: A<"dice">): GfError | null {
  const d = ctx.d;
  const e = ownTurn(d, a.by, "PJ-CPX-3");
  if (e) return e;
  const c = open(d, a.complication, "building");
  if (isError(c)) return c;
  const pool = c.pools.find((p) => p.owner === a.pool);
  if (!pool) return gfError("pj.dice.no-pool", "PJ-CPX-2", { complication: c.id, user: a.pool });
  if ((a.trait ? 1 : 0) + (a.coins ? 1 : 0) !== 1) return gfError("pj.dice.one-source", "PJ-CPX-3");
  if (a.op === "remove" && !d.settings.removeDice) return gfError("pj.dice.no-removing", "PJ-AMB-08");
  const count = a.coins ?? 1;
  if (a.op === "remove" && pool.dice < count) return gfError("pj.dice.too-few", "PJ-AMB-08", { user: pool.owner, dice: pool.dice, count });
  if (a.trait) {
    const t = a.trait;
    const holder = component(d, t.component);
    if (isError(holder)) return holder;
    const viaSub = c.involves.some((id) => d.components[id]?.master === holder.id);
    if (!c.involves.includes(holder.id) && !viaSub) return gfError("pj.dice.not-involved", "PJ-MASTER-2", { component: holder.id, complication: c.id });
    if (!holder.traits.some((x) => x.name === t.trait && x.active)) return gfError("pj.dice.no-trait", "PJ-OWN-21", { component: holder.id, trait: t.trait });
    const key = `${holder.id}/${t.trait}`;
    if (d.settings.traitOncePerComplication && c.traitsApplied.includes(key)) return gfError("pj.dice.trait-used", "PJ-AMB-08", { component: holder.id, trait: t.trait });
    c.traitsApplied.push(key);
    post(ctx, { rule: "PJ-OWN-21", say: said(a.op === "add" ? "dice.trait-add" : "dice.trait-remove", { trait: key, user: pool.owner }), player: a.by, amount: 0 });
  } else {
    if (!a.why) return gfError("pj.dice.why", "PJ-OWN-22");
    const paid = pay(ctx, a.by, count, "PJ-OWN-22", said(a.op === "add" ? "dice.bought-for" : "dice.bought-away", { count, user: pool.owner, why: a.why ?? "" }));
    if (paid) return paid;
  }
  pool.dice += a.op === "add" ? count : -count;
  c.idleTurns = 0;
  c.agreed = [];
  endIfBroke(ctx, a.by);
  return null;
}

/**
 * PJ-CPX-4: the player whose turn it is proposes rolling, the others agree; the dice are rolled once
 * all agree, or once a full lap of turns passed with the pools unchanged (PJ-AMB-09).
 */
export function resolve(ctx: Ctx, a: A<"resolve">): GfError | null {
  const d = ctx.d;
  const c = open(d, a.complication, "building");
  if (isError(c)) return c;
  const e = c.agreed.length === 0 ? ownTurn(d, a.by, "PJ-CPX-4") : anyTime(d, a.by);
  if (e) return e;
  if (c.agreed.includes(a.by)) return gfError("pj.resolve.already", "PJ-CPX-4", { user: a.by });
  // PJ-TOOL-07: with no die in any pool every roll would tie for ever.
  if (c.pools.every((p) => p.dice + p.advantage === 0)) return gfError("pj.resolve.no-dice", "PJ-CPX-4", { complication: c.id });
  c.agreed.push(a.by);
  const idle = d.settings.idleLapRolls && c.idleTurns >= d.players.length;
  if (idle || d.players.every((p) => c.agreed.includes(p))) {
    c.stage = "rolling";
    post(ctx, { rule: idle ? "PJ-AMB-09" : "PJ-CPX-4", say: said("roll.now", { complication: c.id, pools: c.pools.map((p) => `${p.owner} ${p.dice + p.advantage}d10`).join(", ") }) });
  } else post(ctx, { rule: "PJ-CPX-4", say: said("roll.ready", { user: a.by, complication: c.id }), player: a.by });
  return null;
}

const faceOf = (x: number | { size: number; face: number }): number | null =>
  typeof x === "number" ? x : x.size === 10 ? x.face : null;

/**
 * PJ-OWN-23, PJ-CPX-5…7: reads a roll of every pool. The side with more successes wins; on a tie the side with
 * the higher sum of successful faces gains an Advantage die, for its pool with the highest such sum
 * (nearest the left of the player whose turn it is, PJ-CPX-6), and every pool rolls again. Prize
 * coins come from the Bank: each winning pool its successful faces, each losing pool 1 per die.
 */
export function roll(ctx: Ctx, a: A<"roll">): GfError | null {
  const d = ctx.d;
  const c = open(d, a.complication, "rolling");
  if (isError(c)) return c;
  const faces: Record<string, number[]> = {};
  for (const owner of Object.keys(a.faces)) if (!c.pools.some((p) => p.owner === owner)) return gfError("pj.dice.no-pool", "PJ-CPX-2", { complication: c.id, user: owner });
  for (const p of c.pools) {
    const got = (a.faces[p.owner] ?? []).map(faceOf);
    const need = p.dice + p.advantage;
    if (got.length !== need) return gfError("pj.roll.count", "PJ-CPX-5", { user: p.owner, need, got: got.length });
    const bad = got.find((f) => f === null || f < 1 || f > 10);
    if (bad !== undefined) return gfError("pj.roll.not-d10", "PJ-CPX-5", { die: String(bad ?? "?") });
    faces[p.owner] = got as number[];
  }
  const hits = (owner: string) => faces[owner]!.filter(isSuccess);
  const side = (s: Pool["side"]) => c.pools.filter((p) => p.side === s);
  const successes = { complication: 0, opposing: 0 };
  const sums = { complication: 0, opposing: 0 };
  for (const p of c.pools) {
    successes[p.side] += hits(p.owner).length;
    sums[p.side] += hits(p.owner).reduce((x, y) => x + y, 0);
  }
  c.rolls.push({ faces, successes });
  post(ctx, { rule: "PJ-CPX-5", say: said("roll.result", { complication: c.id, n: c.rolls.length, for: successes.complication, against: successes.opposing }) });
  if (successes.complication === successes.opposing) {
    if (sums.complication === sums.opposing) {
      post(ctx, { rule: "PJ-CPX-6", say: said("roll.tie-again", { sum: sums.complication }) });
      return null;
    }
    const up: Pool["side"] = sums.complication > sums.opposing ? "complication" : "opposing";
    const turn = actor(d) ?? d.players[0]!;
    const seats = seatsFromLeftOf(d, turn);
    const sumOf = (p: Pool) => hits(p.owner).reduce((x, y) => x + y, 0);
    const best = [...side(up)].sort((x, y) => sumOf(y) - sumOf(x) || seats.indexOf(x.owner) - seats.indexOf(y.owner))[0]!;
    best.advantage++;
    post(ctx, { rule: "PJ-CPX-6", say: said(`roll.tie-advantage.${up}`, { sum: sums[up], user: best.owner }), player: best.owner });
    return null;
  }
  const winner: Pool["side"] = successes.complication > successes.opposing ? "complication" : "opposing";
  c.winner = winner;
  const diceRolled = (owner: string) => d.settings.loserPrizeDice === "every-roll"
    ? c.rolls.reduce((n, r) => n + (r.faces[owner]?.length ?? 0), 0) : faces[owner]!.length;
  for (const p of c.pools) {
    const won = p.side === winner;
    const prize = won ? hits(p.owner).reduce((x, y) => x + y, 0) : diceRolled(p.owner);
    c.prize[p.owner] = prize;
    if (prize > 0) move(ctx, "bank", `prize:${p.owner}`, prize, "PJ-CPX-7", said(won ? "prize.sum" : "prize.per-die"), p.owner);
  }
  // PJ-CPX-8, PJ-CPX-9: the winners narrate first, then the losers from the most prize coins to the
  // fewest; ties go to the player nearest the left of the player whose turn it is.
  const seats = seatsFromLeftOf(d, d.scene!.turn);
  const byPrize = (x: Pool, y: Pool) => c.prize[y.owner]! - c.prize[x.owner]! || seats.indexOf(x.owner) - seats.indexOf(y.owner);
  c.narrators = [...side(winner).sort(byPrize), ...side(winner === "complication" ? "opposing" : "complication").sort(byPrize)].map((p) => p.owner);
  c.stage = "narrating";
  post(ctx, { rule: "PJ-CPX-9", say: said(winner === "complication" ? "complication.wins" : "opposition.wins", { narrators: c.narrators.join(", ") }) });
  return null;
}

/** PJ-CPX-8, PJ-AMB-10: a winner narrating may buy away another player's prize coins. */
export function buyPrize(ctx: Ctx, a: A<"buy-prize">): GfError | null {
  const d = ctx.d;
  const c = open(d, a.complication, "narrating");
  if (isError(c)) return c;
  if (c.narrators[0] !== a.by) return gfError("pj.not-your-turn", "PJ-CPX-9", { user: a.by, turn: c.narrators[0] ?? "-" });
  const mine = c.pools.find((p) => p.owner === a.by)!;
  if (mine.side !== c.winner) return gfError("pj.buy-prize.winners-only", "PJ-CPX-8");
  if (a.from === a.by || (c.prize[a.from] ?? 0) < a.coins) return gfError("pj.buy-prize.too-many", "PJ-CPX-8", { user: a.from, have: c.prize[a.from] ?? 0, coins: a.coins });
  const price = a.coins * d.settings.prizeBuyPrice;
  if ((c.prize[a.by] ?? 0) < price) return gfError("pj.coins.short", "PJ-AMB-10", { user: a.by, need: price, have: c.prize[a.by] ?? 0 });
  c.prize[a.by]! -= price;
  c.prize[a.from]! -= a.coins;
  move(ctx, `prize:${a.by}`, "bank", price, "PJ-AMB-10", said("prize.buy", { coins: a.coins, user: a.from }), a.by);
  move(ctx, `prize:${a.from}`, "bank", a.coins, "PJ-CPX-8", said("prize.bought", { user: a.by }), a.from);
  return null;
}

/**
 * PJ-CPX-9, PJ-CPX-10: a narrator is done; their unspent prize coins follow the setting (PJ-AMB-11:
 * lost by default), and the next narrates. After the last one the Complication closes.
 */
export function narrated(ctx: Ctx, a: A<"narrated">): GfError | null {
  const d = ctx.d;
  const c = open(d, a.complication, "narrating");
  if (isError(c)) return c;
  if (c.narrators[0] !== a.by) return gfError("pj.not-your-turn", "PJ-CPX-9", { user: a.by, turn: c.narrators[0] ?? "-" });
  const left = c.prize[a.by] ?? 0;
  if (left > 0) {
    const winner = c.pools.find((p) => p.owner === a.by)!.side === c.winner;
    const keep = d.settings.unspentPrize === "kept" || (d.settings.unspentPrize === "winners-keep" && winner);
    move(ctx, `prize:${a.by}`, keep ? `purse:${a.by}` : "bank", left, "PJ-CPX-10", said(keep ? "prize.kept" : "prize.lost"), a.by);
    c.prize[a.by] = 0;
  }
  c.narrators.shift();
  if (c.narrators.length === 0) {
    c.stage = "closed";
    post(ctx, { rule: "PJ-CPX-9", say: said("complication.over", { complication: c.id }) });
    const turn = d.scene?.turn;
    if (turn) endIfBroke(ctx, turn);
  }
  return null;
}
