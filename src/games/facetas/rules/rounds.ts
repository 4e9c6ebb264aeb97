// The end of a round: after the World's turn the higher sum wins; a tie asks both duelists whether
// they play on or surrender; a Protagonist who is behind may pay 1 PH to postpone defeat.
import { gfError, type GfError } from "../../../lib/result.js";
import { post, roleOf, type Ctx, type D } from "./context.js";
import { other, sum, type Side } from "./model.js";
import { openLoot } from "./loot.js";
import { logText, roleWord, type LogKey } from "./log-words.js";
import type { Action } from "./schemas.js";

type A<T extends Action["type"]> = Extract<Action, { type: T }>;

function newRound(ctx: Ctx, rule: string, why: LogKey): void {
  const d = ctx.d;
  d.round += 1;
  d.turn = "protagonist";
  d.phase = { kind: "turns" };
  post(ctx, rule, "round.new", { round: d.round, why: { es: logText(why, {}, "es"), en: logText(why, {}, "en") } });
}

/** FA-END-1, FA-END-3: compare the sums once the World's turn is over. */
export function endOfRound(ctx: Ctx): void {
  const d = ctx.d;
  const p = sum(d.dice.protagonist);
  const a = sum(d.dice.adversary);
  if (p === a) {
    d.phase = { kind: "tie", continuing: [] };
    post(ctx, "FA-END-1", "end.tie", { p, a });
    return;
  }
  if (p < a && d.protagonist.ph > 0) {
    d.phase = { kind: "behind" };
    post(ctx, "FA-END-3", "end.behind", { p, a });
    return;
  }
  const winner: Side = p > a ? "protagonist" : "adversary";
  post(ctx, "FA-END-1", "end.wins", { p, a, side: roleWord(winner) });
  openLoot(ctx, winner, "score");
}

function duelist(d: D, by: string): Side | GfError {
  const r = roleOf(d, by);
  if (r === "protagonist" || r === "adversary") return r;
  return gfError("fa.duelists-only", "FA-END-1", { user: by });
}

/** FA-END-1: at a tie, a duelist plays on; when both have, a new round starts at no cost. */
export function playOn(ctx: Ctx, a: A<"continue">): GfError | null {
  const d = ctx.d;
  if (d.phase.kind !== "tie") return gfError("fa.not-tie", "FA-END-1");
  const side = duelist(d, a.by);
  if (typeof side !== "string") return side;
  if (!d.phase.continuing.includes(side)) d.phase.continuing.push(side);
  post(ctx, "FA-END-1", "tie.on", { side: roleWord(side) }, side);
  if (d.phase.continuing.length === 2) newRound(ctx, "FA-END-1", "why.tie");
  return null;
}

/** FA-END-1, FA-END-2, FA-AMB-07: at a tie, a duelist surrenders; by default that side loses. */
export function surrender(ctx: Ctx, a: A<"surrender">): GfError | null {
  const d = ctx.d;
  if (d.phase.kind !== "tie") return gfError("fa.surrender.not-tie", "FA-END-1");
  const side = duelist(d, a.by);
  if (typeof side !== "string") return side;
  if (d.settings.surrender === "no-loot") {
    d.phase = { kind: "over", winner: null, how: "surrender" };
    post(ctx, "FA-AMB-07", "surrender.no-loot", { side: roleWord(side) }, side);
    return null;
  }
  post(ctx, "FA-AMB-07", "surrender", { side: roleWord(side), other: roleWord(other(side)) }, side);
  openLoot(ctx, other(side), "surrender");
  return null;
}

/** FA-END-3: the Protagonist, behind, pays 1 PH; a new round starts and the PH counts for the Adversary's loot. */
export function postpone(ctx: Ctx, a: A<"postpone">): GfError | null {
  const d = ctx.d;
  if (d.phase.kind !== "behind") return gfError("fa.postpone.not-behind", "FA-END-3");
  if (roleOf(d, a.by) !== "protagonist") return gfError("fa.postpone.protagonist-only", "FA-END-3", { user: a.by });
  d.protagonist.ph -= 1;
  d.protagonist.postponed += 1;
  post(ctx, "FA-PH-2", "postpone", { left: d.protagonist.ph, count: d.protagonist.postponed }, "protagonist");
  newRound(ctx, "FA-END-3", "why.postponed");
  return null;
}

/** FA-END-3: the Protagonist, behind, lets the conflict end; the Adversary wins. */
export function concede(ctx: Ctx, a: A<"concede">): GfError | null {
  const d = ctx.d;
  if (d.phase.kind !== "behind") return gfError("fa.postpone.not-behind", "FA-END-3");
  if (roleOf(d, a.by) !== "protagonist") return gfError("fa.postpone.protagonist-only", "FA-END-3", { user: a.by });
  post(ctx, "FA-END-1", "concede", {}, "protagonist");
  openLoot(ctx, "adversary", "concession");
  return null;
}
