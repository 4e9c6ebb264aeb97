// The loot (FA-LOOT-1…9): computed from the dice as they stand when the conflict ends. What
// needs no one's choice is paid when the conflict ends (Traits renewed, the Adversary's PH, the
// hindering Traits' PH); what needs a choice waits for it: the winner's pairing (with the tool's
// suggestion), where the World's Risk reductions go, and through whom the Ally helped.
import { gfError, type GfError } from "../../../lib/result.js";
import { post, roleOf, type Ctx, type D } from "./context.js";
import { other, sum, type LootPart, type Side } from "./model.js";
import { adversaryLossPh, allyHalf, bestPairing, checkPairing, split, worldLoot } from "./pairing.js";
import type { Action } from "./schemas.js";
import { inspirationList, roleWord } from "./log-words.js";
import { sameName } from "./names.js";

type A<T extends Action["type"]> = Extract<Action, { type: T }>;

const list = inspirationList;

/** FA-LOOT-8: the World's Risk reductions: one per die the loser holds beyond the first, if it last supported the loser. */
function worldReductions(d: D, loser: Side): number {
  if (!d.world || d.world.lastSupported !== loser) return 0;
  const loot = worldLoot(loser, other(loser), [], d.dice[loser].length);
  return loot.rule === "FA-LOOT-8" ? loot.reductions : 0;
}

/** The loot's parts that wait for someone, given who won. */
export function lootParts(d: D, winner: Side): LootPart[] {
  const parts: LootPart[] = ["pairing"];
  if (worldReductions(d, other(winner)) > 0 && d.world!.facets.length > 0) parts.push("world-risk");
  if (d.ally && winner === "adversary" && d.ally.mainTraits.some((t) => t.exhausted)) parts.push("ally-renew");
  return parts;
}

/** The conflict is over: the loot is shared out and the table goes back to rest. */
export function openLoot(ctx: Ctx, winner: Side, how: "score" | "surrender" | "concession"): void {
  const d = ctx.d;
  const loser = other(winner);
  const p = d.protagonist;
  d.phase = { kind: "loot", winner, how, done: [] };
  if (loser === "protagonist") {
    // FA-LOOT-2: a Protagonist who loses renews every exhausted Trait.
    const renewed = p.traits.filter((t) => t.exhausted);
    for (const t of renewed) t.exhausted = false;
    post(ctx, "FA-LOOT-2", renewed.length ? "loot.p-lost" : "loot.p-lost.none", { traits: renewed.map((t) => t.name).join(", ") }, "protagonist");
  } else {
    // FA-LOOT-4, FA-AMB-09: the Adversary who loses gains PH for how hard the Protagonist pushed.
    const { dice, over, total: gain } = adversaryLossPh(d.dice.protagonist, d.dice.adversary, p.postponed, d.settings.adversaryPhDice);
    d.adversary.ph += gain;
    post(ctx, "FA-LOOT-4", d.settings.adversaryPhDice === "protagonist-dice" ? "loot.a-lost.p" : "loot.a-lost.own", { dice, over, sum: sum(d.dice.protagonist), postponed: p.postponed, gain }, "adversary");
    if (d.settings.adversaryPhDice === "loser-dice") post(ctx, "FA-AMB-09", "loot.amb09", {}, "adversary");
  }
  if (p.hinderTraits > 0) {
    p.ph += p.hinderTraits;
    post(ctx, "FA-LOOT-9", "loot.hinder", { n: p.hinderTraits }, "protagonist");
  }
  const ally = d.ally;
  const parts = lootParts(d, winner);
  if (parts.includes("ally-renew") && ally!.throughMain !== null) {
    const exhausted = ally!.mainTraits.filter((t) => t.exhausted);
    if (ally!.throughMain || exhausted.length === 1) renewAlly(ctx, exhausted.length === 1 ? [exhausted[0]!.name] : exhausted.map((t) => t.name));
  }
  if (parts.includes("world-risk") && d.world!.facets.length === 0) post(ctx, "FA-LOOT-8", "loot.world-nowhere", {}, "world");
  finishIfDone(ctx);
}

function renewAlly(ctx: Ctx, names: readonly string[]): void {
  const d = ctx.d;
  for (const t of d.ally!.mainTraits) if (names.includes(t.name)) t.exhausted = false;
  markDone(d, "ally-renew");
  post(ctx, "FA-LOOT-6", "loot.ally-renew", { traits: names.join(", ") }, "ally");
}

function markDone(d: D, part: LootPart): void {
  if (d.phase.kind === "loot" && !d.phase.done.includes(part)) d.phase.done.push(part);
}

/** When every part of the loot is in, the conflict is over; the Adversary's facets are ready again (FA-CONF-2). */
function finishIfDone(ctx: Ctx): void {
  const d = ctx.d;
  if (d.phase.kind !== "loot") return;
  const phase = d.phase;
  if (!lootParts(d, phase.winner).every((part) => phase.done.includes(part))) return;
  d.phase = { kind: "over", winner: phase.winner, how: phase.how };
  for (const f of d.adversary.facets) f.exhausted = false;
  post(ctx, "FA-CONF-2", "conf.over", {});
  const changed = d.protagonist.facets.filter((f) => f.level !== f.start).map((f) => `${f.name} ${f.start} → ${f.level}`);
  const overflow = d.riskOverflow.length > 0;
  post(ctx, "FA-RECAP-1", changed.length ? (overflow ? "recap.overflow" : "recap") : overflow ? "recap.none.overflow" : "recap.none", { changes: changed.join("; "), overflow: d.riskOverflow.join(", ") }, "protagonist");
}

function inLoot(d: D, part: LootPart): GfError | null {
  if (d.phase.kind !== "loot") return gfError("fa.loot.not-now", "FA-END-1");
  if (!lootParts(d, d.phase.winner).includes(part)) return gfError(`fa.loot.${part}.not-due`, part === "world-risk" ? "FA-LOOT-8" : part === "ally-renew" ? "FA-LOOT-6" : "FA-LOOT-1");
  if (d.phase.done.includes(part)) return gfError("fa.loot.done", "FA-LOOT-1", { part });
  return null;
}

/**
 * FA-LOOT-1, FA-LOOT-3, FA-LOOT-5, FA-LOOT-7: the winner's pairing (the suggested best one when none
 * is given), the Inspirations it gives each side, the Ally's half-sum when the Protagonist wins, and
 * the World's copy of the winner's Inspirations when it last supported the winner.
 */
export function pairing(ctx: Ctx, a: A<"pairing">): GfError | null {
  const d = ctx.d;
  const notNow = inLoot(d, "pairing");
  if (notNow) return notNow;
  const winner = (d.phase as { winner: Side }).winner;
  if (roleOf(d, a.by) !== winner) return gfError("fa.pairing.winner-only", winner === "protagonist" ? "FA-LOOT-1" : "FA-LOOT-3", { user: a.by, winner: d.players[winner] });
  const loser = other(winner);
  const cap = d.settings.lootCap;
  const pairs = a.pairs ?? bestPairing(d.dice[winner], d.dice[loser], cap);
  const bad = checkPairing(d.dice[winner], d.dice[loser], pairs);
  if (bad) return bad;
  // FA-LOOT-1 step 6: only a winning Protagonist lowers one facet (the Adversary gets no Risk reduction, FA-LOOT-3).
  if (a.lower !== undefined && winner !== "protagonist") return gfError("fa.loot.lower-protagonist", "FA-LOOT-3");
  const lower = a.lower === undefined ? undefined : d.protagonist.facets.find((f) => sameName(f.name, a.lower!));
  if (a.lower !== undefined && !lower) return gfError("fa.no-such-facet", "FA-LOOT-1", { facet: a.lower, user: a.by });
  const got = split(d.dice[winner], d.dice[loser], pairs, cap);
  const rule = winner === "protagonist" ? "FA-LOOT-1" : "FA-LOOT-3";
  d[winner].inspirations.push(...got.winner);
  d[loser].inspirations.push(...got.loser);
  const shown = (lang: "es" | "en") => pairs.map((p, i) => (p === null ? `${d.dice[winner][i]} ${lang === "es" ? "sin pareja" : "unmatched"}` : `${d.dice[winner][i]} − ${d.dice[loser][p - 1]}`)).join(", ");
  post(ctx, rule, "pairing", { shown: { es: shown("es"), en: shown("en") }, winner: roleWord(winner), loser: roleWord(loser), won: list(got.winner), lost: list(got.loser) }, winner);
  if (got.capped) post(ctx, "FA-AMB-08", "pairing.cap", { cap }, winner);
  if (lower) {
    const was = lower.level;
    lower.level = Math.max(1, was - 1);
    post(ctx, "FA-LOOT-1", "risk", { facet: lower.name, from: was, to: lower.level }, "protagonist");
  }
  if (d.ally && winner === "protagonist") {
    const gain = allyHalf(got.winner, d.settings.allyRounding);
    d.ally.ph += gain;
    post(ctx, "FA-LOOT-5", "loot.ally-half", { sum: sum(got.winner), gain }, "ally");
    if (sum(got.winner) % 2 === 1) post(ctx, "FA-AMB-10", d.settings.allyRounding === "down" ? "loot.rounding.down" : "loot.rounding.up", {}, "ally");
  }
  if (d.world && d.world.lastSupported === winner) {
    d.world.inspirations.push(...got.winner);
    post(ctx, "FA-LOOT-7", "loot.world-copy", { list: list(got.winner) }, "world");
  }
  markDone(d, "pairing");
  finishIfDone(ctx);
  return null;
}

/** FA-LOOT-8: the World spreads its Risk reductions over its main character's facets, none below 1. */
export function worldRisk(ctx: Ctx, a: A<"world-risk">): GfError | null {
  const d = ctx.d;
  const notNow = inLoot(d, "world-risk");
  if (notNow) return notNow;
  if (roleOf(d, a.by) !== "world") return gfError("fa.loot.world-only", "FA-LOOT-8", { user: a.by });
  const loser = other((d.phase as { winner: Side }).winner);
  const allowed = worldReductions(d, loser);
  const asked = Object.values(a.facets).reduce((x, y) => x + y, 0);
  if (asked > allowed) return gfError("fa.loot.world-too-many", "FA-LOOT-8", { want: asked, allowed });
  const w = d.world!;
  for (const name of Object.keys(a.facets)) {
    if (!w.facets.some((f) => sameName(f.name, name))) return gfError("fa.no-such-facet", "FA-LOOT-8", { facet: name, user: a.by });
  }
  for (const [name, steps] of Object.entries(a.facets)) {
    const f = w.facets.find((x) => sameName(x.name, name))!;
    const was = f.level;
    f.level = Math.max(1, was - steps);
    post(ctx, "FA-LOOT-8", was - steps < 1 ? "world.risk.floor" : "world.risk", { facet: f.name, from: was, to: f.level }, "world");
  }
  markDone(d, "world-risk");
  finishIfDone(ctx);
  return null;
}

/** FA-LOOT-6: the Ally renews all their main character's Traits, or one when they helped through another character. */
export function allyRenew(ctx: Ctx, a: A<"ally-renew">): GfError | null {
  const d = ctx.d;
  const notNow = inLoot(d, "ally-renew");
  if (notNow) return notNow;
  if (roleOf(d, a.by) !== "ally") return gfError("fa.loot.ally-only", "FA-LOOT-6", { user: a.by });
  const ally = d.ally!;
  const through = a.throughMain ?? ally.throughMain;
  if (through === null) return gfError("fa.loot.ally-through", "FA-LOOT-6");
  ally.throughMain = through;
  const exhausted = ally.mainTraits.filter((t) => t.exhausted);
  if (through) { renewAlly(ctx, exhausted.map((t) => t.name)); finishIfDone(ctx); return null; }
  const t = a.trait === undefined ? (exhausted.length === 1 ? exhausted[0] : undefined) : exhausted.find((x) => sameName(x.name, a.trait!));
  if (!t) return gfError(a.trait === undefined ? "fa.loot.ally-which" : "fa.no-such-trait", "FA-LOOT-6", { trait: a.trait ?? "" });
  renewAlly(ctx, [t.name]);
  finishIfDone(ctx);
  return null;
}
