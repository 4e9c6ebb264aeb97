// Pool legality (GF-POOL-*, slots S1–S10 of GF-POOL-2, as changed by tricks, flaws and effects).
// Sizes always come from the sheets: a typed size that differs is an error, so a player cannot
// roll a d12 for a d6 cliché. Building a pool changes nothing: it reads the game and returns the
// dice, the points and the changes rolling it makes (tricks used, traits spent, effects started),
// which commitPool applies once the roll is accepted. Named steps, in order: the tricks declared,
// the lines read slot by slot, the slot limits, the allies, each trick's own condition and dice (in
// the registry's order, trick-modules/), the effects on this pool, and the evaluation switches.
import { DONE, err, gfError, ok } from "../../../lib/result.js";
import type { Done, Err, GfError, Result } from "../../../lib/result.js";
import { activeAllies, checkTrick, lastRoll, recordTrick, sheet } from "./context.js";
import type { D, DScene, TrickCheck } from "./context.js";
import { dieName, stepUp } from "./dice.js";
import type { DieSize } from "./dice.js";
import { entry } from "./ledger.js";
import type { PoolEntry, TrickPlay } from "./schemas.js";
import { otherSide } from "./state.js";
import type { Character } from "./schemas.js";
import type { Draft, Effect, LedgerEntry, PoolDie, Scene, Side } from "./state.js";
import { trickById } from "./tricks.js";
import { POOL_ORDER, TRICK_IDS, TRICK_MODULES, isTrickId, unmet as unmetTrick } from "./trick-modules/index.js";
import type { EvaluationFlags, PoolSoFar, PoolView, TrickId, TrickModule } from "./trick-modules/index.js";

export interface BuiltPool {
  readonly pool: PoolDie[];
  readonly entries: LedgerEntry[];
  readonly cliches: string[];
  readonly hadAdvantage: boolean;
  readonly onesBotch: boolean;
  readonly twosBotch: boolean;
  readonly bonus: number;
  readonly bornClever: boolean;
  readonly effectFromResult: boolean;
  readonly discardLowest: boolean;
  readonly outOfControl: boolean;
  readonly growth: number;
  /** What rolling this pool changes in the game, for commitPool. */
  readonly changes: PoolChanges;
}

/** The changes a built pool makes once its roll is accepted. */
export interface PoolChanges {
  /** Tricks declared with it, recorded as used (GF-TT-6) with their claims (GF-TT-4). */
  readonly tricks: readonly TrickCheck[];
  /** GF-ADV-4: the advantage sacrificed. GF-TRICK-26: the relationship spent. */
  readonly spent: { readonly advantages: readonly string[]; readonly relationships: readonly string[] };
  /** Effects that start: a gifted die (GF-POOL-9), Gajes de oficio's ban. */
  readonly effects: readonly Effect[];
}

interface RollInput {
  readonly pool: readonly PoolEntry[];
  readonly tricks: readonly TrickPlay[];
  readonly boostPv?: boolean | undefined;
  readonly secondDice?: readonly unknown[] | undefined;
}

const SLOT: Record<string, string> = {
  cliche: "S1", relationship: "S2", advantage: "S3", problem: "S4", scene: "S5", ally: "S6", against: "S7", bought: "S8", gift: "S10",
};

/** The slot a pool line counts in (GF-POOL-2): S1–S10, or "give" (GF-POOL-9), as "pool.too-many" names it. */
export const slotOfLine = (kind: string): string => (kind === "give" ? "give" : SLOT[kind] ?? kind);

/** The typed size must be the sheet's: a size typed in a post is never trusted (GF-POOL-2). */
function sized(e: PoolEntry, sheetDie: DieSize, what: string): Done {
  return e.size === undefined || e.size === sheetDie ? DONE
    : err(gfError("pool.size-mismatch", "GF-POOL-2", { what, name: e.name, sheet: dieName(sheetDie), typed: dieName(e.size) }));
}

/** A die-rated attribute of a sheet, by name: a cliché, a relationship or an advantage (GF-POOL-8, GF-POOL-9). */
function attributeOf(c: Readonly<Character>, name: string) {
  return c.cliches.find((x) => x.name === name) ?? c.relationships.find((x) => x.name === name) ?? c.advantages.find((x) => x.name === name);
}

/** The trait a pool line names, found where the line's slot looks, with its typed size checked. */
function lineTrait<T extends { readonly die: DieSize }>(e: PoolEntry, t: T | undefined, what: string, character: string, rule: string): Result<T> {
  if (!t) return err(gfError("pool.no-such-trait", rule, { what, name: e.name, character }));
  const bad = sized(e, t.die, what);
  return bad.ok ? ok(t) : bad;
}

/** A trick's activation condition does not hold (the mechanical ones are checked, GF-TT-4). */
export function unmet(id: string): Err<GfError> {
  return unmetTrick(id);
}

/** A trick declared with the pool, checked, with its module. */
interface Declared {
  readonly check: TrickCheck;
  readonly play: TrickPlay;
  readonly module: TrickModule;
}

/** Everything the steps read: the game, never written. */
interface Ground {
  readonly d: Readonly<D>;
  readonly scene: Readonly<Scene>;
  readonly side: Side;
  readonly mine: Readonly<Character>;
  readonly theirs: Readonly<Character>;
  readonly me: Scene["protagonist"];
  readonly them: Scene["protagonist"];
  readonly input: RollInput;
  readonly effects: readonly Effect[];
  readonly declared: readonly Declared[];
}

/** The pool as the steps build it: local to one build. */
interface Work extends PoolSoFar {
  readonly pool: Draft<PoolDie>[];
  readonly counts: Record<string, number>;
  readonly cliches: string[];
  readonly effects: Effect[];
  readonly entries: LedgerEntry[];
  readonly spent: { advantages: string[]; relationships: string[] };
  hadAdvantage: boolean;
}

const rank = (x: Declared) => TRICK_IDS.indexOf(x.play.id as TrickId);

/** The declared tricks that have a hook, in the table's order whatever order the post declared them in. */
const withHook = <K extends keyof TrickModule>(g: Ground, hook: K) =>
  g.declared.filter((x): x is Declared & { module: Required<Pick<TrickModule, K>> } => x.module[hook] !== undefined)
    .sort((a, b) => rank(a) - rank(b));

const viewFor = (g: Ground, x: Declared): PoolView => ({
  state: g.d, scene: g.scene, side: g.side, mine: g.mine, theirs: g.theirs, character: g.me.character, opponent: g.them.character,
  lines: g.input.pool, boostPv: !!g.input.boostPv, secondRoll: !!g.input.secondDice, previous: lastRoll(g.scene as DScene, g.side),
  play: x.play, trick: x.check.trick,
});

/** Step 1: the tricks declared with the pool (S9 and the slot modifiers), each checked, none recorded yet. */
function declareTricks(d: Readonly<D>, scene: Readonly<Scene>, side: Side, input: RollInput): Result<Declared[]> {
  const declared: Declared[] = [];
  const used = new Set<string>();
  const previous = lastRoll(scene as DScene, side);
  for (const play of input.tricks) {
    const checking = checkTrick(d, scene, side, play.id, ["pool", "retry"], play.claim, used);
    if (!checking.ok) return checking;
    const check = checking.value;
    if (check.trick.timing === "retry" && !previous) return err(gfError("trick.no-retry", check.trick.rule, { trick: check.trick.name.es }));
    if (!isTrickId(play.id)) return err(gfError("trick.unknown", "GF-TT-1", { id: play.id }));
    used.add(check.used);
    declared.push({ check, play, module: TRICK_MODULES[play.id] });
  }
  return ok(declared);
}

/** Step 2: each line of the pool, slot by slot (S1–S10), as the sheets and the scene allow. */
function readLine(g: Ground, w: Work, e: PoolEntry): Done {
  const { d, scene, side, mine, theirs, me, them } = g;
  const player = me.player ?? "";
  const slot = slotOfLine(e.kind);
  w.counts[slot] = (w.counts[slot] ?? 0) + 1;
  switch (e.kind) {
    case "cliche": {
      // GF-POOL-2 S1: the builder's own clichés, each once.
      const t = mine.cliches.find((c) => c.name === e.name);
      if (!t) return err(gfError("pool.no-such-trait", "GF-POOL-2", { what: "cliche", name: e.name, character: me.character }));
      if (w.cliches.includes(t.name)) return err(gfError("pool.trait-twice", "GF-POOL-2", { name: t.name }));
      const off = scene.effects.find((x) => (x.kind === "switched-off" || x.kind === "blocked-cliche") && x.character === me.character && x.cliche === t.name);
      if (off) return err(gfError("pool.cliche-off", off.rule, { name: t.name }));
      const bad = sized(e, t.die, "cliche");
      if (!bad.ok) return bad;
      w.cliches.push(t.name);
      w.add(t.die, "cliche", t.name);
      return DONE;
    }
    case "relationship": {
      // GF-POOL-4: only the relationship that points at the current opponent.
      const t = mine.relationships.find((r) => r.name === e.name);
      if (!t) return err(gfError("pool.no-such-trait", "GF-POOL-2", { what: "relationship", name: e.name, character: me.character }));
      if (t.target !== them.character) return err(gfError("pool.relationship-target", "GF-POOL-4", { name: t.name, target: t.target, opponent: them.character }));
      const bad = sized(e, t.die, "relationship");
      if (!bad.ok) return bad;
      // GF-TRICK-20 doubles it; GF-TRICK-26 sacrifices it for three dice; never both.
      const multipliers = withHook(g, "relationshipDice");
      let times = 1;
      if (multipliers[0]) {
        const counted = multipliers[0].module.relationshipDice(t.die);
        if (!counted.ok) return counted;
        if (multipliers[1]) {
          return err(gfError("trick.not-together", multipliers[1].check.trick.rule, { a: multipliers[0].check.trick.name.es, b: multipliers[1].check.trick.name.es }));
        }
        times = counted.value;
        if (multipliers[0].module.spendsRelationship) w.spent.relationships.push(t.name);
      }
      w.add(t.die, "relationship", t.name, times);
      return DONE;
    }
    case "advantage": {
      const t = mine.advantages.find((a) => a.name === e.name);
      if (!t) return err(gfError("pool.no-such-trait", "GF-POOL-2", { what: "advantage", name: e.name, character: me.character }));
      // GF-ADV-2: an advantage tied to one opponent works only against that opponent.
      if (t.boundOpponent && t.boundOpponent !== them.character) return err(gfError("pool.advantage-bound", "GF-ADV-2", { name: t.name, bound: t.boundOpponent }));
      const bad = sized(e, t.die, "advantage");
      if (!bad.ok) return bad;
      // GF-ADV-4: a sacrifice puts three dice in (As bajo la manga: four) and spends the advantage.
      let times = e.sacrifice ? 3 : 1;
      for (const x of withHook(g, "advantageLine")) {
        const counted = x.module.advantageLine(!!e.sacrifice);
        if (!counted.ok) return counted;
        times = counted.value;
      }
      w.add(t.die, "advantage", t.name, times);
      if (e.sacrifice) w.spent.advantages.push(t.name);
      w.hadAdvantage = true;
      return DONE;
    }
    case "problem": {
      // GF-POOL-4, GF-PROB-1: only the opponent's problems, free (GF-POOL-10, GF-AMB-13).
      const own = mine.problems.find((p) => p.name === e.name);
      const t = theirs.problems.find((p) => p.name === e.name);
      if (!t) return err(gfError(own ? "pool.own-problem" : "pool.no-such-trait", own ? "GF-PROB-1" : "GF-POOL-4", { what: "problem", name: e.name, character: them.character }));
      const blocked = scene.effects.find((x) => x.kind === "no-problems-of" && x.character === me.character && x.owner === them.character);
      if (blocked) return err(gfError("pool.problems-blocked", "GF-TRICK-08", { owner: them.character }));
      const bad = sized(e, t.die, "problem");
      if (!bad.ok) return bad;
      w.add(t.die, "problem", t.name, 1, them.character);
      return DONE;
    }
    case "scene": {
      const found = lineTrait(e, scene.sceneCliches.find((c) => c.name === e.name), "scene", "-", "GF-POOL-2");
      if (!found.ok) return found;
      const t = found.value;
      // GF-TRICK-14: Improvisador serial doubles the (first) scene-cliché die.
      const first = w.counts["S5"] === 1;
      const times = withHook(g, "sceneDice").reduce((n, x) => Math.max(n, x.module.sceneDice(first)), 1);
      w.add(t.die, "scene", t.name, times);
      return DONE;
    }
    case "ally": {
      const ally = activeAllies(scene as DScene, side).find((a) => a.character === e.owner);
      if (!ally) return err(gfError("pool.not-an-ally", "GF-POOL-2", { ally: e.owner ?? "-" }));
      const allySheet = sheet(d as D, ally.character);
      const found = lineTrait(e, allySheet?.cliches.find((c) => c.name === e.name) ?? allySheet?.relationships.find((r) => r.name === e.name),
        "ally", ally.character, "GF-POOL-2");
      if (!found.ok) return found;
      const t = found.value;
      // GF-AMB-07: an extra ally lends the die its runner picked (unless the builder runs it).
      if (ally.extra && ally.runner !== player && ally.die !== t.name) {
        return err(gfError(ally.die ? "pool.ally-die-other" : "pool.ally-die-unpicked", "GF-AMB-07", { ally: ally.character, runner: ally.runner, name: ally.die ?? "-" }));
      }
      w.add(t.die, "ally", t.name, 1, ally.character);
      return DONE;
    }
    case "against": {
      // GF-POOL-8: one of the opponent's attributes, once per pool (GF-AMB-11), 1 PK to them.
      const found = lineTrait(e, attributeOf(theirs, e.name), "against", them.character, "GF-POOL-8");
      if (!found.ok) return found;
      const t = found.value;
      w.add(t.die, "against", t.name, 1, them.character);
      const pride = scene.effects.some((x) => x.kind === "free-against" && x.character === me.character && x.owner === them.character && x.cliche === t.name);
      // GF-TRICK-33 Truco sucio and GF-FLAW-10 Orgullo y Caída waive the transfer.
      if (withHook(g, "freeAgainst").length === 0 && !pride) {
        w.entries.push(entry(player, "pk", -1, "GF-POOL-8", "pool.against", me.character));
        w.entries.push(entry(them.player ?? "", "pk", 1, "GF-POOL-8", "pool.against", them.character));
      }
      return DONE;
    }
    case "bought": {
      // GF-POOL-2 S8: one d6 for 1 PK.
      if (e.size !== undefined && e.size !== 6) return err(gfError("pool.bought-d6", "GF-POOL-2", { typed: dieName(e.size) }));
      w.add(6, "bought", "d6");
      w.entries.push(entry(player, "pk", -1, "GF-POOL-2", "pool.bought-d6", me.character));
      return DONE;
    }
    case "gift": {
      // GF-POOL-9, GF-AMB-12: a die the opponent handed over, its own slot S10.
      const g2 = scene.effects.find((x) => x.kind === "gift" && x.character === me.character && x.name === e.name);
      if (!g2 || g2.kind !== "gift") return err(gfError("pool.no-gift", "GF-POOL-9", { name: e.name }));
      const bad = sized(e, g2.die, "gift");
      if (!bad.ok) return bad;
      w.add(g2.die, "gift", g2.name, 1, g2.from);
      return DONE;
    }
    case "give": {
      // GF-POOL-9: describe one of your attributes working against you; the opponent may use its die.
      const found = lineTrait(e, attributeOf(mine, e.name), "give", me.character, "GF-POOL-9");
      if (!found.ok) return found;
      const t = found.value;
      w.effects.push({ kind: "gift", character: them.character, from: me.character, name: t.name, die: t.die, until: d.settings.giftDuration === "scene" ? "scene" : "next-pool", rule: "GF-POOL-9" });
      w.entries.push(entry(player, "pv", 2, "GF-POOL-9", "pool.give", me.character));
      return DONE;
    }
  }
  return DONE;
}

/** Step 3: the limits per slot (GF-POOL-2), as tricks, flaws and effects change them. */
function checkSlotLimits(g: Ground, w: Work): Done {
  const limit = (slot: "S1" | "S5") => withHook(g, "limits").map((x) => x.module.limits[slot]).find((l) => l !== undefined);
  const oneCliche = g.effects.find((x) => x.kind === "one-cliche");
  const wider = limit("S1");
  const clicheMax = oneCliche ? 1 : wider ? wider.max : 3;
  if ((w.counts["S1"] ?? 0) > clicheMax) {
    return err(gfError("pool.too-many", oneCliche?.rule ?? wider?.rule ?? "GF-POOL-3", { slot: "S1", max: clicheMax, count: w.counts["S1"] ?? 0 }));
  }
  // GF-POOL-3, GF-AMB-10: a third cliché costs PV (Grandes expectativas already paid for five).
  if ((w.counts["S1"] ?? 0) === 3 && withHook(g, "freeThirdCliche").length === 0) {
    w.entries.push(entry(g.me.player ?? "", "pv", -g.d.settings.thirdClichePv, "GF-POOL-3", "pool.third-cliche", g.me.character));
  }
  const scenes = limit("S5");
  const limits: [string, number, string][] = [
    ["S2", 1, "GF-POOL-2"], ["S3", 1, "GF-ADV-3"], ["S4", 1, "GF-POOL-2"], ["S5", scenes?.max ?? 1, scenes?.rule ?? "GF-POOL-2"],
    ["S7", 1, "GF-AMB-11"], ["S8", 1, "GF-POOL-2"], ["give", 1, "GF-POOL-9"],
  ];
  for (const [slot, max, rule] of limits) {
    if ((w.counts[slot] ?? 0) > max) return err(gfError("pool.too-many", rule, { slot, max, count: w.counts[slot] ?? 0 }));
  }
  return DONE;
}

/** Step 4, S6: one die per ally, at most three allies; Trabajo en equipo, Mala junta and the Grand Finale change it. */
function checkAllies(g: Ground, w: Work): Done {
  const { d, scene } = g;
  const perAlly = new Map<string, number>();
  for (const p of w.pool) if (p.kind === "ally" && p.owner) perAlly.set(p.owner, (perAlly.get(p.owner) ?? 0) + 1);
  const teamworks = withHook(g, "teamwork");
  for (const x of teamworks) {
    const holds = x.module.teamwork(viewFor(g, x));
    if (!holds.ok) return holds;
  }
  const teamwork = teamworks[0];
  const finale = scene.finale;
  const allyCap = teamwork && d.settings.teamwork === "lift-cap" ? Infinity : 3;
  const diePerAlly = finale && d.settings.finaleAllyDice === "per-ally" ? 3 : teamwork && d.settings.teamwork === "extra-die" ? 2 : 1;
  const allyRule = finale ? "GF-FIN-4" : teamwork ? teamwork.check.trick.rule : "GF-POOL-2";
  if (perAlly.size > allyCap) return err(gfError("pool.too-many-allies", allyRule, { max: allyCap, count: perAlly.size }));
  for (const [ally, n] of perAlly) {
    if (n > diePerAlly) return err(gfError("pool.ally-dice", allyRule, { ally, max: diePerAlly, count: n }));
  }
  const allyDice = [...perAlly.values()].reduce((a, b) => a + b, 0);
  if (finale && d.settings.finaleAllyDice === "total" && allyDice > 3) return err(gfError("pool.ally-dice", "GF-FIN-4", { ally: "*", max: 3, count: allyDice }));
  const badCompany = g.effects.find((x) => x.kind === "one-ally-die");
  if (badCompany && allyDice > 1) return err(gfError("pool.ally-dice", "GF-FLAW-08", { ally: "*", max: 1, count: allyDice }));
  return DONE;
}

/** Step 5, S9: each declared trick's condition and dice, in the registry's order. */
function playPoolTricks(g: Ground, w: Work): Done {
  for (const id of POOL_ORDER) {
    const x = g.declared.find((y) => y.play.id === id);
    if (!x) {
      // GF-TRICK-03: a second roll only comes with Cámara lenta.
      if (TRICK_MODULES[id].rollsTwice && g.input.secondDice) return err(gfError("trick.second-roll-unasked", trickById(id)?.rule ?? "GF-TT-4"));
      continue;
    }
    const hook = x.module.pool;
    if (!hook) continue;
    const done = hook(viewFor(g, x), w);
    if (!done.ok) return done;
  }
  return DONE;
}

/** Step 6: effects on this pool: Nada mal pero steps up its largest die (GF-TRICK-19, GF-AMB-26). */
function applyPoolEffects(g: Ground, w: Work): void {
  if (!g.effects.some((x) => x.kind === "step-up-largest")) return;
  const largest = w.pool.reduce<Draft<PoolDie> | undefined>((best, p) => (!best || p.size > best.size ? p : best), undefined);
  if (largest) largest.size = stepUp(largest.size);
}

/** Step 7: the evaluation switches, from the effects on this character and the tricks declared. */
function evaluationFlags(g: Ground): EvaluationFlags {
  // GF-RES-6: a retry adds a die; Yo no quería venir raises it to three; Insistente removes it.
  const harder = g.effects.find((x) => x.kind === "retry-growth");
  const flags: EvaluationFlags = {
    onesBotch: true, bornClever: false, effectFromResult: false, discardLowest: false, outOfControl: false,
    growth: harder && harder.kind === "retry-growth" ? harder.dice : 1,
  };
  for (const x of withHook(g, "evaluate")) x.module.evaluate(flags);
  return flags;
}

/** The pool a side would roll, and what rolling it changes; reads the game and writes nothing. */
export function buildPool(d: Readonly<D>, scene: Readonly<Scene>, side: Side, input: RollInput): Result<BuiltPool> {
  const me = scene[side];
  const them = scene[otherSide(side)];
  const mine = sheet(d as D, me.character);
  const theirs = sheet(d as D, them.character);
  if (!mine || !theirs) return err(gfError("scene.no-sheet", undefined, { character: mine ? them.character : me.character }));
  const declaring = declareTricks(d, scene, side, input);
  if (!declaring.ok) return declaring;
  const effects = scene.effects.filter((x) => "character" in x && x.character === me.character);
  const g: Ground = { d, scene, side, mine, theirs, me, them, input, effects, declared: declaring.value };
  const pool: Draft<PoolDie>[] = [];
  const w: Work = {
    pool, counts: {}, cliches: [], effects: [], entries: g.declared.map((x) => x.check.cost),
    spent: { advantages: [], relationships: [] }, hadAdvantage: false,
    add: (size, kind, name, times = 1, owner) => {
      for (let i = 0; i < times; i++) pool.push({ size, kind, name, ...(owner ? { owner } : {}) });
    },
  };
  for (const x of withHook(g, "replaceLines")) {
    const replaced = x.module.replaceLines(viewFor(g, x), w);
    if (!replaced.ok) return replaced;
  }
  for (const e of input.pool) {
    const read = readLine(g, w, e);
    if (!read.ok) return read;
  }
  for (const step of [checkSlotLimits, checkAllies, playPoolTricks]) {
    const checked = step(g, w);
    if (!checked.ok) return checked;
  }
  applyPoolEffects(g, w);
  if (pool.length === 0) return err(gfError("pool.empty", "GF-POOL-1"));
  const flags = evaluationFlags(g);
  const bonus = effects.reduce((sum, x) => sum + (x.kind === "bonus" ? x.amount : 0), 0);
  return ok({
    pool, entries: w.entries, cliches: w.cliches, hadAdvantage: w.hadAdvantage,
    onesBotch: flags.onesBotch,
    twosBotch: effects.some((x) => x.kind === "twos-botch"),
    bonus,
    bornClever: flags.bornClever,
    effectFromResult: flags.effectFromResult,
    discardLowest: flags.discardLowest,
    outOfControl: flags.outOfControl,
    growth: flags.growth,
    changes: { tricks: g.declared.map((x) => x.check), spent: w.spent, effects: w.effects },
  });
}

/** Applies what rolling a built pool changes: the tricks recorded, the traits spent, the effects started. */
export function commitPool(d: D, scene: DScene, side: Side, built: BuiltPool): void {
  for (const t of built.changes.tricks) recordTrick(scene, t);
  const mine = sheet(d, scene[side].character);
  if (mine) {
    for (const name of built.changes.spent.advantages) mine.advantages.splice(mine.advantages.findIndex((a) => a.name === name), 1);
    for (const name of built.changes.spent.relationships) mine.relationships.splice(mine.relationships.findIndex((r) => r.name === name), 1);
  }
  for (const e of built.changes.effects) scene.effects.push({ ...e } as Draft<Effect>);
}
