// The Component registry: creating Components and Masters, Traits with their history, links to a
// Master, Importance, wounds and elimination (PJ-OWN-12…16, PJ-IMP-1, PJ-MASTER-1, PJ-ELIM-1…3).
import { gfError, type GfError } from "../../../lib/result.js";
import { component, endIfBroke, isError, narrating, ownTurn, pay, post, spendable, type Co, type Ctx, type D } from "./context.js";
import type { Component, PjState } from "./model.js";
import type { Action } from "./schemas.js";
import { said } from "./ledger-words.js";

type A<T extends Action["type"]> = Extract<Action, { type: T }>;

const activeTraits = (c: Component): number => c.traits.filter((t) => t.active).length;

/**
 * PJ-IMP-1 (corrected) and PJ-AMB-13: Importance from the coins spent creating a Component.
 * A plain Component or a Master: its creation coin and 1 per Trait it holds (PJ-ELIM-1: a wound
 * Trait raises it, a removed Trait no longer counts). A Master adds, for each of its Sub-components,
 * the coins spent creating and linking it (l. 33). A Sub-component counts its own Traits only, never
 * its Master's (l. 37), or, with the setting "coins", its own creation, Traits and link. Levels
 * bought away with PJ-OWN-14 are taken off.
 */
export function importanceOf(state: PjState, id: string): number {
  const c = state.components[id];
  if (!c) return 0;
  return Math.max(0, baseImportance(state, c) - c.reduced);
}

function baseImportance(state: PjState, c: Component): number {
  if (c.kind === "sub") return state.settings.subImportance === "own-traits" ? activeTraits(c) : 1 + activeTraits(c) + 1;
  const own = 1 + activeTraits(c);
  if (c.kind !== "master") return own;
  const subs = Object.values(state.components).filter((s) => s.master === c.id);
  return own + subs.reduce((sum, s) => sum + 1 + activeTraits(s) + 1, 0);
}

/**
 * PJ-TURN-3: you change only Components you control; changing another's starts a Complication.
 * While a Complication's outcome is narrated, its narrator changes the Components it involved
 * (PJ-CPX-8, PJ-CPX-9).
 */
function mayChange(d: D, by: string, c: Co): GfError | null {
  const n = narrating(d);
  if (n && n.narrators[0] === by && n.involves.includes(c.id)) return null;
  if (c.controller === by) return null;
  return gfError("pj.component.not-controlled", "PJ-TURN-3", { component: c.id, controller: c.controller ?? "-" });
}

/** PJ-OWN-12 (a Component) and PJ-OWN-15 (a Master): 1 coin, plus 1 per Trait (PJ-FRAME-1, PJ-OWN-13). */
export function create(ctx: Ctx, a: A<"create">): GfError | null {
  const d = ctx.d;
  const rule = a.master ? "PJ-OWN-15" : "PJ-OWN-12";
  const e = ownTurn(d, a.by, rule);
  if (e) return e;
  if (Object.hasOwn(d.components, a.component)) return gfError("pj.component.exists", rule, { component: a.component });
  const twice = a.traits.find((t, i) => a.traits.indexOf(t) !== i);
  if (twice) return gfError("pj.trait.twice", "PJ-OWN-13", { component: a.component, trait: twice });
  // The whole price is checked first, so a refusal names what the Component costs, not its last part.
  const price = 1 + a.traits.length;
  if (spendable(d, a.by) < price) return gfError("pj.coins.short", "PJ-COIN-2", { user: a.by, need: price, have: spendable(d, a.by) });
  const paid = pay(ctx, a.by, 1, rule, said(a.master ? "component.create-master" : "component.create", { component: a.component }))
    ?? (a.traits.length ? pay(ctx, a.by, a.traits.length, "PJ-OWN-13", said("component.traits", { count: a.traits.length, component: a.component })) : null);
  if (paid) return paid;
  const scene = d.scene!.number;
  d.components[a.component] = {
    id: a.component, kind: a.master ? "master" : "plain", master: null,
    traits: a.traits.map((name) => ({ name, active: true, history: [{ op: "add" as const, by: a.by, scene }] })),
    // PJ-CTRL-1: whoever introduces a Component into the scene controls it; one left out has no controller.
    controller: a.inScene ? a.by : null, inScene: a.inScene, eliminated: false, reduced: 0, createdBy: a.by,
  };
  if (a.inScene) post(ctx, { rule: "PJ-CTRL-1", say: said("component.control", { user: a.by, component: a.component }), player: a.by });
  endIfBroke(ctx, a.by);
  return null;
}

/** PJ-OWN-13: add, remove or restore a Trait, 1 coin each; every change stays in the Trait's history. */
export function trait(ctx: Ctx, a: A<"trait">): GfError | null {
  const d = ctx.d;
  const e = ownTurn(d, a.by, "PJ-OWN-13");
  if (e) return e;
  const c = component(d, a.component);
  if (isError(c)) return c;
  const denied = mayChange(d, a.by, c);
  if (denied) return denied;
  const t = c.traits.find((x) => x.name === a.trait);
  if (a.op === "add" && t) return gfError(t.active ? "pj.trait.exists" : "pj.trait.restore-it", "PJ-OWN-13", { component: c.id, trait: a.trait });
  if (a.op === "remove" && !t?.active) return gfError("pj.trait.not-active", "PJ-OWN-13", { component: c.id, trait: a.trait });
  if (a.op === "restore" && (!t || t.active)) return gfError("pj.trait.not-removed", "PJ-OWN-13", { component: c.id, trait: a.trait });
  const paid = pay(ctx, a.by, 1, "PJ-OWN-13", said(`component.trait.${a.op}`, { trait: a.trait, component: c.id }));
  if (paid) return paid;
  const entry = { op: a.op, by: a.by, scene: d.scene!.number };
  if (t) { t.active = a.op !== "remove"; t.history.push(entry); } else c.traits.push({ name: a.trait, active: true, history: [entry] });
  endIfBroke(ctx, a.by);
  return null;
}

/** PJ-OWN-14: reduce or restore Importance, 1 coin per level; never below 0 nor above what was spent. */
export function importance(ctx: Ctx, a: A<"importance">): GfError | null {
  const d = ctx.d;
  const e = ownTurn(d, a.by, "PJ-OWN-14");
  if (e) return e;
  const c = component(d, a.component);
  if (isError(c)) return c;
  const denied = mayChange(d, a.by, c);
  if (denied) return denied;
  const now = importanceOf(d as PjState, c.id);
  if (a.op === "reduce" && a.levels > now) return gfError("pj.importance.below-zero", "PJ-OWN-14", { component: c.id, importance: now, levels: a.levels });
  if (a.op === "restore" && a.levels > c.reduced) return gfError("pj.importance.above-spent", "PJ-OWN-14", { component: c.id, reduced: c.reduced, levels: a.levels });
  const paid = pay(ctx, a.by, a.levels, "PJ-OWN-14", said(`component.importance.${a.op}`, { component: c.id, levels: a.levels }));
  if (paid) return paid;
  c.reduced += a.op === "reduce" ? a.levels : -a.levels;
  endIfBroke(ctx, a.by);
  return null;
}

/** PJ-OWN-16, PJ-MASTER-1: link a Component to a Master, 1 coin, making it a Sub-component. */
export function link(ctx: Ctx, a: A<"link">): GfError | null {
  const d = ctx.d;
  const e = ownTurn(d, a.by, "PJ-OWN-16");
  if (e) return e;
  const c = component(d, a.component);
  if (isError(c)) return c;
  const m = component(d, a.master);
  if (isError(m)) return m;
  if (m.kind !== "master") return gfError("pj.link.not-master", "PJ-MASTER-1", { component: m.id });
  if (c.kind !== "plain") return gfError("pj.link.not-plain", "PJ-MASTER-1", { component: c.id });
  const denied = mayChange(d, a.by, c);
  if (denied) return denied;
  const paid = pay(ctx, a.by, 1, "PJ-OWN-16", said("component.link", { component: c.id, master: m.id }));
  if (paid) return paid;
  c.kind = "sub";
  c.master = m.id;
  endIfBroke(ctx, a.by);
  return null;
}

/**
 * PJ-ELIM-2: a Component with no Traits left is eliminated for 1 coin (wounds are Traits, PJ-ELIM-1).
 * PJ-ELIM-3: a Master only once every Sub-component is gone.
 */
export function eliminate(ctx: Ctx, a: A<"eliminate">): GfError | null {
  const d = ctx.d;
  const e = ownTurn(d, a.by, "PJ-ELIM-2");
  if (e) return e;
  const c = component(d, a.component);
  if (isError(c)) return c;
  const denied = mayChange(d, a.by, c);
  if (denied) return denied;
  const traits = c.traits.filter((t) => t.active).map((t) => t.name);
  if (traits.length) return gfError("pj.eliminate.traits", "PJ-ELIM-2", { component: c.id, traits: traits.join(", ") });
  const subs = Object.values(d.components).filter((s) => s.master === c.id && !s.eliminated).map((s) => s.id);
  if (subs.length) return gfError("pj.eliminate.subs", "PJ-ELIM-3", { component: c.id, subs: subs.join(", ") });
  const paid = pay(ctx, a.by, 1, "PJ-ELIM-2", said("component.eliminate", { component: c.id }));
  if (paid) return paid;
  c.eliminated = true;
  c.inScene = false;
  c.controller = null;
  endIfBroke(ctx, a.by);
  return null;
}
