// A turn's actions: rerolls backed by facets (paid with Risk, exhaustion or PH), Inspirations,
// Traits breaking dice, the Ally's boosts, the World's support and breaks, and passing the turn on.
import { gfError, type GfError } from "../../../lib/result.js";
import { dieAt, isError, onTurn, post, present, type Ctx, type D } from "./context.js";
import { type Role, type Side } from "./model.js";
import { endOfRound } from "./rounds.js";
import { dieWord, roleWord } from "./log-words.js";
import type { Action } from "./schemas.js";
import { sameName } from "./names.js";

type A<T extends Action["type"]> = Extract<Action, { type: T }>;



/** FA-BREAK-1: v becomes ⌊v/2⌋ and ⌈v/2⌉ in its place; the side's sum is unchanged. A 1 cannot be broken (FA-AMB-04). */
function breakDie(d: D, side: Side, i: number): GfError | null {
  const v = d.dice[side][i]!;
  if (v < 2) return gfError("fa.break.one", "FA-AMB-04", { side, die: i + 1 });
  d.dice[side].splice(i, 1, Math.floor(v / 2), Math.ceil(v / 2));
  return null;
}

/**
 * FA-ROLL-1…4, FA-COST-1, FA-COST-2, FA-PH-1: reroll one die on the table. FA-ROLL-3: any number of
 * rolls in one turn, each paid on its own.
 */
export function roll(ctx: Ctx, a: A<"roll">): GfError | null {
  const d = ctx.d;
  const role = onTurn(d, a.by, ["protagonist", "adversary"], "FA-ROLL-1");
  if (isError(role)) return role;
  const i = dieAt(d, a.target.side, a.target.die);
  if (isError(i)) return i;
  const value = d.dice[a.target.side][i]!;
  if (value === 6) return gfError("fa.roll.six", "FA-ROLL-4", { die: a.target.die });
  const facets = role === "protagonist" ? d.protagonist.facets : d.adversary.facets;
  const needFacet = a.pay === "facet" || d.settings.phRollNeedsFacet;
  if (needFacet && !a.facet) return gfError(a.pay === "ph" ? "fa.roll.ph-needs-facet" : "fa.roll.no-facet", a.pay === "ph" ? "FA-AMB-02" : "FA-ROLL-2");
  const f = a.facet === undefined ? undefined : facets.find((x) => sameName(x.name, a.facet!));
  if (a.facet !== undefined && !f) return gfError("fa.no-such-facet", "FA-ROLL-2", { facet: a.facet, user: a.by });
  if (f) {
    if (f.level < value) {
      if (d.settings.rollLevelCheck === "enforced") return gfError("fa.roll.level", "FA-ROLL-2", { facet: f.name, level: f.level, value });
      post(ctx, "FA-AMB-11", "roll.waived", { facet: f.name, level: f.level, value }, role);
    }
    // FA-ROLL-2, FA-COST-2: an Adversary's facet must not be exhausted, even when PH pays for the roll.
    if ("exhausted" in f && f.exhausted) return gfError("fa.facet.exhausted", "FA-COST-2", { facet: f.name });
  }
  const p = d.protagonist;
  if (role === "protagonist" && !p.freeRollUsed) {
    p.freeRollUsed = true;
    post(ctx, "FA-COST-1", "roll.free", {}, role);
  } else if (a.pay === "ph") {
    const holder = role === "protagonist" ? p : d.adversary;
    if (holder.ph < 1) return gfError("fa.ph.short", "FA-PH-1", { user: a.by, have: holder.ph });
    holder.ph -= 1;
    post(ctx, "FA-PH-1", f ? "roll.ph.facet" : "roll.ph", { left: holder.ph, ...(f ? { facet: f.name } : {}) }, role);
  } else if (role === "protagonist") {
    const pf = p.facets.find((x) => x === f)!;
    if (pf.level === 5) {
      if (d.settings.riskAtFive === "refuse") return gfError("fa.risk.at-five", "FA-AMB-01", { facet: pf.name });
      if (!d.riskOverflow.includes(pf.name)) d.riskOverflow.push(pf.name);
      post(ctx, "FA-AMB-01", "roll.overflow", { facet: pf.name }, role);
    } else {
      // FA-COST-3: the facet rises whatever the die then shows.
      pf.level += 1;
      post(ctx, "FA-COST-1", "risk", { facet: pf.name, from: pf.level - 1, to: pf.level }, role);
    }
  } else {
    const af = d.adversary.facets.find((x) => x === f)!;
    af.exhausted = true;
    post(ctx, "FA-COST-2", "exhausted.facet", { facet: af.name }, role);
  }
  d.dice[a.target.side][i] = a.face;
  post(ctx, "FA-ROLL-1", f ? "roll.with" : "roll", { die: dieWord(a.target.side, i), from: value, to: a.face, ...(f ? { facet: f.name, level: f.level } : {}) }, role, true);
  return null;
}

/** FA-INSP-2, FA-INSP-3, FA-ALLY-2, FA-WORLD-2: an Inspiration replaces a die's value, strictly upward. */
export function inspire(ctx: Ctx, a: A<"inspire">): GfError | null {
  const d = ctx.d;
  const role = onTurn(d, a.by, ["protagonist", "adversary", "ally", "world"], "FA-INSP-3");
  if (isError(role)) return role;
  if (role === "world") { const s = needsSupport(d); if (s) return s; }
  if (d.settings.inspirationTargets === "own-dice" && (role === "protagonist" || role === "adversary") && a.target.side !== role) {
    return gfError("fa.inspire.own-dice", "FA-AMB-03", { user: a.by });
  }
  const i = dieAt(d, a.target.side, a.target.die);
  if (isError(i)) return i;
  const value = d.dice[a.target.side][i]!;
  const pool = role === "ally" ? d.ally!.inspirations.map((x) => x.value) : (role === "protagonist" ? d.protagonist : role === "adversary" ? d.adversary : d.world!).inspirations;
  const k = pool.indexOf(a.value);
  if (k < 0) return gfError("fa.inspire.none", "FA-INSP-1", { user: a.by, value: a.value });
  if (a.value <= value) return gfError("fa.inspire.not-higher", "FA-INSP-2", { value: a.value, die: value });
  if (role === "ally") d.ally!.inspirations.splice(k, 1);
  else (role === "protagonist" ? d.protagonist : role === "adversary" ? d.adversary : d.world!).inspirations.splice(k, 1);
  d.dice[a.target.side][i] = a.value;
  post(ctx, "FA-INSP-2", "inspire", { value: a.value, die: dieWord(a.target.side, i), from: value, to: a.value }, role, true);
  return null;
}

/** FA-ALLY-1: 1 PH adds +1 to one of the Ally's Inspirations, once per Inspiration. */
export function boost(ctx: Ctx, a: A<"boost">): GfError | null {
  const d = ctx.d;
  const role = onTurn(d, a.by, ["ally"], "FA-ALLY-1");
  if (isError(role)) return role;
  const ally = d.ally!;
  const k = ally.inspirations.findIndex((x) => x.value === a.value && !x.boosted);
  if (k < 0) {
    const boosted = ally.inspirations.some((x) => x.value === a.value);
    return gfError(boosted ? "fa.boost.twice" : "fa.inspire.none", boosted ? "FA-ALLY-1" : "FA-INSP-1", { user: a.by, value: a.value });
  }
  if (ally.ph < 1) return gfError("fa.ph.short", "FA-ALLY-1", { user: a.by, have: ally.ph });
  ally.ph -= 1;
  ally.inspirations[k] = { value: a.value + 1, boosted: true };
  post(ctx, "FA-ALLY-1", "boost", { from: a.value, to: a.value + 1, left: ally.ph }, role);
  return null;
}

/** FA-TRAIT-1…3, FA-BREAK-1: the Protagonist exhausts a Trait to break a die, to help or to hinder. */
export function trait(ctx: Ctx, a: A<"trait">): GfError | null {
  const d = ctx.d;
  // FA-ALLY-3, FA-WORLD-3: neither the Ally nor the World uses Traits, not even their main character's.
  const role = onTurn(d, a.by, ["protagonist"], "FA-TRAIT-1");
  if (isError(role)) return role;
  const t = d.protagonist.traits.find((x) => sameName(x.name, a.trait));
  if (!t) return gfError("fa.no-such-trait", "FA-TRAIT-1", { trait: a.trait });
  if (t.exhausted) return gfError("fa.trait.exhausted", "FA-TRAIT-2", { trait: t.name });
  // FA-TRAIT-3: helping breaks one of the Protagonist's own dice; hindering, one of the Adversary's.
  const side: Side = a.use === "help" ? "protagonist" : "adversary";
  if (a.use === "help" && a.lower) return gfError("fa.trait.lower-help", "FA-TRAIT-3");
  const lower = a.lower === undefined ? undefined : d.protagonist.facets.find((x) => sameName(x.name, a.lower!));
  if (a.lower !== undefined && !lower) return gfError("fa.no-such-facet", "FA-TRAIT-3", { facet: a.lower, user: a.by });
  const i = dieAt(d, side, a.die);
  if (isError(i)) return i;
  const before = d.dice[side][i]!;
  const broken = breakDie(d, side, i);
  if (broken) return broken;
  t.exhausted = true;
  post(ctx, "FA-TRAIT-2", "trait.exhausted", { trait: t.name }, role);
  post(ctx, "FA-BREAK-1", a.use === "help" ? "trait.help" : "trait.hinder", { trait: t.name, die: dieWord(side, i), value: before, low: Math.floor(before / 2), high: Math.ceil(before / 2) }, role, true);
  if (a.use === "hinder") {
    d.protagonist.hinderTraits += 1;
    post(ctx, "FA-LOOT-9", "trait.hinder.ph", {}, role);
    if (lower) {
      const was = lower.level;
      lower.level = Math.max(1, was - 1);
      post(ctx, "FA-TRAIT-3", "trait.lower", { facet: lower.name, from: was, to: lower.level }, role);
    }
  }
  return null;
}

/** FA-WORLD-4: a World that spends must have declared whom it supports this turn. */
function needsSupport(d: D): GfError | null {
  return d.world!.supporting ? null : gfError("fa.world.declare", "FA-WORLD-4");
}

/** FA-WORLD-4, FA-AMB-06: the World supports one side per turn, never the same side two World turns running. */
export function support(ctx: Ctx, a: A<"support">): GfError | null {
  const d = ctx.d;
  const role = onTurn(d, a.by, ["world"], "FA-WORLD-4");
  if (isError(role)) return role;
  const w = d.world!;
  if (w.supporting) return gfError("fa.world.declared", "FA-WORLD-4", { side: w.supporting });
  const blocked = d.settings.worldAlternation === "previous-turn" ? w.previousTurn : w.lastSupported;
  if (blocked === a.side) return gfError("fa.world.alternate", d.settings.worldAlternation === "previous-turn" ? "FA-WORLD-4" : "FA-AMB-06", { side: a.side });
  w.supporting = a.side;
  w.lastSupported = a.side;
  post(ctx, "FA-WORLD-4", "world.support", { side: roleWord(a.side) }, role);
  return null;
}

/** FA-WORLD-1: each PH the World spends breaks any die on the table. */
export function worldBreak(ctx: Ctx, a: A<"break">): GfError | null {
  const d = ctx.d;
  const role = onTurn(d, a.by, ["world"], "FA-WORLD-1");
  if (isError(role)) return role;
  const s = needsSupport(d);
  if (s) return s;
  const w = d.world!;
  if (w.ph < 1) return gfError("fa.ph.short", "FA-WORLD-1", { user: a.by, have: w.ph });
  const i = dieAt(d, a.target.side, a.target.die);
  if (isError(i)) return i;
  const before = d.dice[a.target.side][i]!;
  const broken = breakDie(d, a.target.side, i);
  if (broken) return broken;
  w.ph -= 1;
  post(ctx, "FA-WORLD-1", "world.break", { left: w.ph, die: dieWord(a.target.side, i), value: before, low: Math.floor(before / 2), high: Math.ceil(before / 2) }, role, true);
  return null;
}

const ORDER: readonly Role[] = ["protagonist", "adversary", "ally", "world"];

/** FA-ROLL-5, FA-SCENE-2: the turn passes on in the fixed order; after the World's turn the round is checked. */
export function pass(ctx: Ctx, a: A<"pass">): GfError | null {
  const d = ctx.d;
  const role = onTurn(d, a.by, ORDER, "FA-ROLL-5");
  if (isError(role)) return role;
  if (role === "world") {
    // FA-AMB-06: a World turn with no support frees the next one; the declared side is its previous turn.
    d.world!.previousTurn = d.world!.supporting;
    d.world!.supporting = null;
  }
  post(ctx, "FA-ROLL-5", "turn.ends", { role: roleWord(role) }, role);
  // FA-ROLE-2: a role nobody holds has no turn (the chapter assumes four players; the tool plays with two to four).
  let k = ORDER.indexOf(role) + 1;
  while (k < ORDER.length && !present(d, ORDER[k]!)) k++;
  if (k < ORDER.length) { d.turn = ORDER[k]!; return null; }
  endOfRound(ctx);
  return null;
}
