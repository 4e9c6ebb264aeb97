// The table's rhythm: the Tenet lap, the scene auction, the Narrator's framing, turns moving left,
// interrupts, the end of a scene with Recovery, and the at-any-time actions that are not Complications
// (take-over, Dialogue). Each handler edits the copy in ctx and returns an error or null.
import { gfError, type GfError } from "../../../lib/result.js";
import {
  anyTime, component, endIfBroke, endTurn, fromBank, inComplication, isError, isPlayer, leftOf, move, narratorTurn,
  narrating, ownTurn, pay, post, seatsFromLeftOf, spendable, type Ctx, type D,
} from "./context.js";
import type { Action } from "./schemas.js";
import { said } from "./ledger-words.js";

type A<T extends Action["type"]> = Extract<Action, { type: T }>;

const TENET_RULE = { social: "PJ-OWN-17", story: "PJ-OWN-18", special: "PJ-OWN-19" } as const;

/** PJ-TENET-1 (the lap) and PJ-TENET-3 (later, on your own turn): 1 coin per Tenet proposed or modified. */
export function tenet(ctx: Ctx, a: A<"tenet">): GfError | null {
  const d = ctx.d;
  const lap = d.phase.kind === "tenets";
  if (lap) {
    const e = isPlayer(d, a.by);
    if (e) return e;
    if (d.phase.kind === "tenets" && d.phase.turn !== a.by) return gfError("pj.not-your-turn", "PJ-TENET-1", { user: a.by, turn: d.phase.turn });
    if (a.modifies !== undefined) return gfError("pj.tenet.modify-later", "PJ-TENET-3");
  } else {
    const e = ownTurn(d, a.by, "PJ-TENET-3");
    if (e) return e;
  }
  const rule = lap ? "PJ-TENET-1" : TENET_RULE[a.kind];
  if (a.modifies !== undefined) {
    const t = d.tenets.find((x) => x.id === a.modifies);
    if (!t) return gfError("pj.tenet.unknown", "PJ-TENET-3", { tenet: a.modifies });
    const paid = pay(ctx, a.by, 1, rule, said("tenet.modify", { tenet: t.id }));
    if (paid) return paid;
    t.text = a.text;
    t.kind = a.kind;
    t.version++;
  } else {
    const paid = pay(ctx, a.by, 1, rule, said(`tenet.propose.${a.kind}`));
    if (paid) return paid;
    d.tenets.push({ id: d.tenets.length + 1, kind: a.kind, text: a.text, by: a.by, version: 0 });
  }
  if (lap) nextInLap(ctx);
  else endIfBroke(ctx, a.by);
  return null;
}

/** PJ-TENET-1: passing in the Tenet lap; during a scene a pass ends your turn (PJ-TURN-4). */
export function pass(ctx: Ctx, a: A<"pass">): GfError | null {
  const d = ctx.d;
  if (d.phase.kind === "tenets") {
    const e = isPlayer(d, a.by);
    if (e) return e;
    if (d.phase.turn !== a.by) return gfError("pj.not-your-turn", "PJ-TENET-1", { user: a.by, turn: d.phase.turn });
    post(ctx, { rule: "PJ-TENET-1", say: said("tenet.pass"), player: a.by });
    nextInLap(ctx);
    return null;
  }
  return endTurnAction(ctx, { type: "end-turn", by: a.by });
}

/** PJ-TENET-2 (corrected, PJ-AMB-01): one lap; after the last seat the first scene's auction opens. */
function nextInLap(ctx: Ctx): void {
  const d = ctx.d;
  if (d.phase.kind !== "tenets") return;
  const taken = d.phase.taken + 1;
  if (taken >= d.players.length) {
    d.phase = { kind: "bidding" };
    post(ctx, { rule: "PJ-TENET-2", say: said("tenet.over") });
  } else d.phase = { kind: "tenets", turn: leftOf(d, d.phase.turn), taken };
}

/**
 * PJ-BID-2…5: the sealed bids, revealed at once. The highest wins; a tie goes to the tied bidder
 * nearest the left of the previous Narrator, or of the first player before any scene (PJ-BID-4,
 * PJ-AMB-02). Losing bids go back (PJ-BID-3: they never left the purse); the winner's bid goes on the
 * table as the scene's budget (PJ-BID-5).
 */
export function auction(ctx: Ctx, a: A<"auction">): GfError | null {
  const d = ctx.d;
  if (d.phase.kind !== "bidding") return gfError("pj.auction.not-now", "PJ-BID-1");
  for (const who of Object.keys(a.bids)) if (!d.players.includes(who)) return gfError("pj.not-a-player", "PJ-BID-2", { user: who });
  const missing = d.players.filter((p) => !Object.hasOwn(a.bids, p));
  if (missing.length) return gfError("pj.auction.missing", "PJ-BID-2", { players: missing.join(", ") });
  for (const p of d.players) {
    const bid = a.bids[p]!;
    if (bid > d.purses[p]!) return gfError("pj.auction.over-purse", "PJ-BID-2", { user: p, bid, have: d.purses[p]! });
    if (bid === 0 && !d.settings.zeroBids && !a.forfeited?.includes(p)) return gfError("pj.auction.zero", "PJ-BID-2", { user: p });
  }
  const reference = d.pastScenes.at(-1)?.narrator ?? d.first;
  let order = seatsFromLeftOf(d, reference);
  if (d.settings.previousNarratorInTies === "first" && d.pastScenes.length > 0) order = [reference, ...order.slice(0, -1)];
  const top = Math.max(...d.players.map((p) => a.bids[p]!));
  const tied = order.filter((p) => a.bids[p] === top);
  const winner = tied[0]!;
  if (tied.length > 1) post(ctx, { rule: "PJ-BID-4", say: said("bid.tie", { top, tied: tied.join(", "), winner, reference }), player: winner });
  for (const p of d.players) {
    if (p !== winner) post(ctx, { rule: "PJ-BID-3", say: said("bid.withdrawn", { bid: a.bids[p]! }), player: p, amount: 0 });
  }
  d.purses[winner]! -= top;
  post(ctx, { rule: "PJ-BID-5", say: said("bid.wins", { top }), player: winner, amount: top, from: `purse:${winner}`, to: `table:${winner}` });
  const number = d.pastScenes.length + 1;
  d.phase = { kind: "scene" };
  d.scene = { number, narrator: winner, table: top, place: null, time: null, framing: true, turn: winner, miniScene: false, events: [] };
  post(ctx, { rule: "PJ-FRAME-1", say: said("scene.frame", { scene: number, user: winner }), player: winner });
  return null;
}

/** PJ-OWN-1: the Narrator sets the scene's Place, 1 coin. */
export function place(ctx: Ctx, a: A<"place">): GfError | null {
  const e = narratorTurn(ctx.d, a.by, "PJ-OWN-1") ?? pay(ctx, a.by, 1, "PJ-OWN-1", said("scene.place", { place: a.place }));
  if (e) return e;
  ctx.d.scene!.place = a.place;
  endIfBroke(ctx, a.by);
  return null;
}

/** PJ-OWN-2…4: present is free, past 1 coin, future 1 coin to each other player (PJ-COIN-1's exception). */
export function time(ctx: Ctx, a: A<"time">): GfError | null {
  const d = ctx.d;
  const rule = a.when === "present" ? "PJ-OWN-2" : a.when === "past" ? "PJ-OWN-3" : "PJ-OWN-4";
  const e = narratorTurn(d, a.by, rule);
  if (e) return e;
  if (a.flashbackTo !== undefined) {
    if (a.when !== "past") return gfError("pj.flashback.past", "PJ-OWN-3");
    const back = d.pastScenes.find((s) => s.number === a.flashbackTo);
    if (!back) return gfError("pj.flashback.unknown", "PJ-END-1", { scene: a.flashbackTo });
    // PJ-END-1: a fade to black closes a scene for good.
    if (back.faded) return gfError("pj.flashback.faded", "PJ-END-1", { scene: a.flashbackTo });
  }
  if (a.when === "past") {
    const paid = pay(ctx, a.by, 1, rule, a.flashbackTo ? said("scene.flashback", { scene: a.flashbackTo }) : said("scene.past"));
    if (paid) return paid;
  } else if (a.when === "future") {
    const others = d.players.filter((p) => p !== a.by);
    const have = spendable(d, a.by);
    if (have < others.length) return gfError("pj.coins.short", "PJ-COIN-2", { user: a.by, need: others.length, have });
    for (const p of others) pay(ctx, a.by, 1, rule, said("scene.future"), `purse:${p}`);
  } else post(ctx, { rule, say: said("scene.present"), player: a.by });
  d.scene!.time = a.when;
  endIfBroke(ctx, a.by);
  return null;
}

/**
 * PJ-END-1: only the Narrator ends the scene, on their own turn; free, or 1 coin to fade to black.
 * PJ-END-2: everyone gets the Recovery from the Bank, all Control ends (PJ-CTRL-3), the table coins
 * left are lost to the Bank (PJ-BID-6, PJ-AMB-03), and the next auction opens (PJ-BID-1).
 * A scene with a Complication still open cannot end (PJ-TOOL-04): its dice would be lost unrolled.
 */
export function endScene(ctx: Ctx, a: A<"end-scene">): GfError | null {
  const d = ctx.d;
  const e = narratorTurn(d, a.by, a.fade ? "PJ-OWN-6" : "PJ-OWN-5");
  if (e) return e;
  const open = Object.values(d.complications).find((c) => c.stage !== "closed");
  if (open) return gfError("pj.scene.open-complication", "PJ-TOOL-04", { complication: open.id });
  if (a.fade) {
    const paid = pay(ctx, a.by, 1, "PJ-OWN-6", said("scene.fade"));
    if (paid) return paid;
  }
  const s = d.scene!;
  post(ctx, { rule: "PJ-END-1", say: said(a.fade ? "scene.faded" : "scene.ends", { scene: s.number }), player: a.by });
  for (const p of d.players) fromBank(ctx, p, d.settings.recovery, "PJ-END-2", said("scene.recovery"));
  for (const c of Object.values(d.components)) { c.controller = null; c.inScene = false; }
  post(ctx, { rule: "PJ-CTRL-3", say: said("scene.control-ends") });
  if (s.table > 0) move(ctx, `table:${s.narrator}`, "bank", s.table, "PJ-BID-6", said("scene.table-lost"), s.narrator);
  d.pastScenes.push({ number: s.number, narrator: s.narrator, faded: a.fade });
  d.scene = null;
  d.phase = { kind: "bidding" };
  post(ctx, { rule: "PJ-BID-1", say: said("bid.next") });
  return null;
}

/** PJ-OWN-7: move the scene to a new or existing place, 1 coin. */
export function movePlace(ctx: Ctx, a: A<"move">): GfError | null {
  const e = ownTurn(ctx.d, a.by, "PJ-OWN-7") ?? pay(ctx, a.by, 1, "PJ-OWN-7", said("scene.move", { place: a.place }));
  if (e) return e;
  ctx.d.scene!.place = a.place;
  endIfBroke(ctx, a.by);
  return null;
}

/** PJ-OWN-8: bring an existing Component into the scene, 1 coin; whoever introduces it controls it (PJ-CTRL-1). */
export function bring(ctx: Ctx, a: A<"bring">): GfError | null {
  const d = ctx.d;
  const e = ownTurn(d, a.by, "PJ-OWN-8");
  if (e) return e;
  const c = component(d, a.component);
  if (isError(c)) return c;
  if (c.inScene) return gfError("pj.component.in-scene", "PJ-OWN-8", { component: c.id });
  const paid = pay(ctx, a.by, 1, "PJ-OWN-8", said("component.bring", { component: c.id }));
  if (paid) return paid;
  c.inScene = true;
  c.controller = a.by;
  post(ctx, { rule: "PJ-CTRL-1", say: said("component.control", { user: a.by, component: c.id }), player: a.by });
  endIfBroke(ctx, a.by);
  return null;
}

/** PJ-OWN-9: take a Component you control out of the scene, 1 coin (one you do not control: PJ-TURN-3). */
export function takeOut(ctx: Ctx, a: A<"take-out">): GfError | null {
  const d = ctx.d;
  const e = ownTurn(d, a.by, "PJ-OWN-9");
  if (e) return e;
  const c = component(d, a.component);
  if (isError(c)) return c;
  if (!c.inScene) return gfError("pj.component.not-in-scene", "PJ-OWN-9", { component: c.id });
  if (c.controller !== a.by) return gfError("pj.component.not-controlled", "PJ-TURN-3", { component: c.id, controller: c.controller ?? "-" });
  const paid = pay(ctx, a.by, 1, "PJ-OWN-9", said("component.out", { component: c.id }));
  if (paid) return paid;
  c.inScene = false;
  endIfBroke(ctx, a.by);
  return null;
}

/** PJ-OWN-10: describe an Event, 1 coin. The Narrator's first Event ends the framing (PJ-FRAME-2). */
export function event(ctx: Ctx, a: A<"event">): GfError | null {
  const d = ctx.d;
  const e = ownTurn(d, a.by, "PJ-OWN-10") ?? pay(ctx, a.by, 1, "PJ-OWN-10", said("event.pay"));
  if (e) return e;
  d.eventCount++;
  const id = `E${d.eventCount}`;
  d.scene!.events.push({ id, by: a.by, text: a.text });
  post(ctx, { rule: "PJ-OWN-10", say: said("event", { event: id }), player: a.by });
  if (d.scene!.framing && a.by === d.scene!.narrator && !narrating(d)) {
    d.scene!.framing = false;
    post(ctx, { rule: "PJ-FRAME-2", say: said("scene.first-event"), player: a.by });
  }
  endIfBroke(ctx, a.by);
  return null;
}

/** PJ-OWN-11: a free mini-scene, which ends when the turn ends. */
export function miniScene(ctx: Ctx, a: A<"mini-scene">): GfError | null {
  const e = ownTurn(ctx.d, a.by, "PJ-OWN-11");
  if (e) return e;
  ctx.d.scene!.miniScene = true;
  post(ctx, { rule: "PJ-OWN-11", say: said("scene.mini"), player: a.by });
  return null;
}

/** PJ-TURN-4: a player may end their turn whenever they like; the player to the left goes next (PJ-TURN-5). */
export function endTurnAction(ctx: Ctx, a: A<"end-turn">): GfError | null {
  const d = ctx.d;
  const e = ownTurn(d, a.by, "PJ-TURN-4");
  if (e) return e;
  const n = narrating(d);
  if (n) return gfError("pj.complication.narrate-first", "PJ-CPX-9", { complication: n.id });
  endTurn(ctx, "PJ-TURN-5", said("turn.end"));
  return null;
}

/**
 * PJ-ANY-1: interrupt and start your own turn, 1 coin; never during the Narrator's framing
 * (PJ-FRAME-2). The interrupted turn ends (PJ-TURN-4) and the interrupter plays; after them, the
 * player to the interrupter's left (PJ-TURN-5, PJ-AMB-04).
 */
export function interrupt(ctx: Ctx, a: A<"interrupt">): GfError | null {
  const d = ctx.d;
  const e = anyTime(d, a.by);
  if (e) return e;
  const s = d.scene!;
  if (s.framing) return gfError("pj.interrupt.framing", "PJ-FRAME-2", { narrator: s.narrator });
  if (s.turn === a.by) return gfError("pj.interrupt.own-turn", "PJ-ANY-1");
  const n = narrating(d);
  if (n) return gfError("pj.complication.narrate-first", "PJ-CPX-9", { complication: n.id });
  const paid = pay(ctx, a.by, 1, "PJ-ANY-1", said("turn.interrupt", { user: s.turn }));
  if (paid) return paid;
  const was = s.turn;
  s.turn = a.by;
  s.miniScene = false;
  for (const c of Object.values(d.complications)) if (c.stage === "building") c.idleTurns++;
  post(ctx, { rule: "PJ-TURN-5", say: said("turn.interrupted", { was, user: a.by, next: leftOf(d, a.by) }), player: a.by });
  endIfBroke(ctx, a.by);
  return null;
}

/** PJ-ANY-3, PJ-CTRL-2: take over a Component in the scene for 1 coin, unless a Complication involves it. */
export function takeOver(ctx: Ctx, a: A<"take-over">): GfError | null {
  const d = ctx.d;
  const e = anyTime(d, a.by);
  if (e) return e;
  const c = component(d, a.component);
  if (isError(c)) return c;
  if (!c.inScene) return gfError("pj.component.not-in-scene", "PJ-CTRL-2", { component: c.id });
  if (c.controller === a.by) return gfError("pj.take-over.own", "PJ-ANY-3", { component: c.id });
  const cx = inComplication(d, c.id);
  if (cx) return gfError("pj.take-over.complication", "PJ-CTRL-2", { component: c.id, complication: cx.id });
  const paid = pay(ctx, a.by, 1, "PJ-ANY-3", c.controller ? said("take-over.from", { component: c.id, user: c.controller }) : said("take-over", { component: c.id }));
  if (paid) return paid;
  c.controller = a.by;
  endIfBroke(ctx, a.by);
  return null;
}

/** PJ-ANY-6, PJ-CTRL-4: a free Dialogue, only with a character you control at that moment. */
export function dialogue(ctx: Ctx, a: A<"dialogue">): GfError | null {
  const d: D = ctx.d;
  const e = anyTime(d, a.by);
  if (e) return e;
  const c = component(d, a.component);
  if (isError(c)) return c;
  if (c.controller !== a.by) return gfError("pj.dialogue.not-controlled", "PJ-CTRL-4", { component: c.id, controller: c.controller ?? "-" });
  post(ctx, { rule: "PJ-ANY-6", say: said("dialogue", { component: c.id }), player: a.by, amount: 0 });
  return null;
}
