// Pool legality (GF-POOL-*, slots S1–S10 of GF-POOL-2, as changed by tricks, flaws and effects).
// Sizes always come from the sheets: a typed size that differs is an error, so a player cannot
// roll a d12 for a d6 cliché. The pool is built on a draft: on any error the draft is discarded.
import { DONE, err, gfError, ok } from "../../lib/result.js";
import type { Done, Err, GfError, Result } from "../../lib/result.js";
import { activeAllies, lastRoll, opponent, playTrick, sheet } from "./context.js";
import type { D, DScene } from "./context.js";
import { DIE_SIZES, dieName, stepUp } from "./dice.js";
import type { DieSize } from "./dice.js";
import { entry } from "./ledger.js";
import type { PoolEntry, TrickPlay } from "./schemas.js";
import { otherSide } from "./state.js";
import type { Draft, LedgerEntry, PoolDie, Side } from "./state.js";
import { trickById } from "./tricks.js";

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

/** The typed size must be the sheet's: a size typed in a post is never trusted (GF-POOL-2). */
function sized(e: PoolEntry, sheetDie: DieSize, what: string): Done {
  return e.size === undefined || e.size === sheetDie ? DONE
    : err(gfError("pool.size-mismatch", "GF-POOL-2", { what, name: e.name, sheet: dieName(sheetDie), typed: dieName(e.size) }));
}

/** A trick's activation condition does not hold (the mechanical ones are checked, GF-TT-4). */
export function unmet(id: string): Err<GfError> {
  const trick = trickById(id);
  return err(gfError("trick.condition", trick?.rule ?? "GF-TT-4", { trick: trick?.name.es ?? id }));
}

export function buildPool(d: D, scene: DScene, side: Side, input: RollInput): Result<BuiltPool> {
  const me = scene[side];
  const them = opponent(scene, side);
  const mine = sheet(d, me.character);
  const theirs = sheet(d, them.character);
  if (!mine || !theirs) return err(gfError("scene.no-sheet", undefined, { character: mine ? them.character : me.character }));
  const player = me.player ?? "";
  const effects = scene.effects.filter((x) => "character" in x && x.character === me.character);
  const has = (kind: string) => effects.some((x) => x.kind === kind);

  // ---- tricks declared with the pool (S9 and the slot modifiers) ----
  const tricks = new Map<string, TrickPlay>();
  const entries: LedgerEntry[] = [];
  const previous = lastRoll(scene, side);
  for (const play of input.tricks) {
    const playing = playTrick(d, scene, side, play.id, ["pool", "retry"], play.claim);
    if (!playing.ok) return playing;
    const played = playing.value;
    if (played.trick.timing === "retry" && !previous) return err(gfError("trick.no-retry", played.trick.rule, { trick: played.trick.name.es }));
    tricks.set(play.id, play);
    entries.push(played.cost);
  }
  const uses = (id: string) => tricks.has(id);

  // ---- S1..S10 ----
  const pool: Draft<PoolDie>[] = [];
  const add = (size: DieSize, kind: string, name: string, times = 1, owner?: string) => {
    for (let i = 0; i < times; i++) pool.push({ size, kind, name, ...(owner ? { owner } : {}) });
  };
  const counts: Record<string, number> = {};
  const cliches: string[] = [];
  let hadAdvantage = false;

  if (uses("imitacion")) {
    // GF-TRICK-13: the antagonist rolls the protagonist's pool, dice for dice, instead of building one.
    const theirRoll = lastRoll(scene, "protagonist");
    if (!theirRoll || theirRoll.evaluation.result < 15) return unmet("imitacion");
    if (input.pool.length > 0) return err(gfError("pool.imitation-only", "GF-TRICK-13"));
    for (const p of theirRoll.pool) add(p.size, "trick", "imitacion");
  }

  for (const e of input.pool) {
    const slot = e.kind === "give" ? "give" : SLOT[e.kind] ?? e.kind;
    counts[slot] = (counts[slot] ?? 0) + 1;
    switch (e.kind) {
      case "cliche": {
        // GF-POOL-2 S1: the builder's own clichés, each once.
        const t = mine.cliches.find((c) => c.name === e.name);
        if (!t) return err(gfError("pool.no-such-trait", "GF-POOL-2", { what: "cliche", name: e.name, character: me.character }));
        if (cliches.includes(t.name)) return err(gfError("pool.trait-twice", "GF-POOL-2", { name: t.name }));
        const off = scene.effects.find((x) => (x.kind === "switched-off" || x.kind === "blocked-cliche") && x.character === me.character && x.cliche === t.name);
        if (off) return err(gfError("pool.cliche-off", off.rule, { name: t.name }));
        const bad = sized(e, t.die, "cliche");
        if (!bad.ok) return bad;
        cliches.push(t.name);
        add(t.die, "cliche", t.name);
        break;
      }
      case "relationship": {
        // GF-POOL-4: only the relationship that points at the current opponent.
        const t = mine.relationships.find((r) => r.name === e.name);
        if (!t) return err(gfError("pool.no-such-trait", "GF-POOL-2", { what: "relationship", name: e.name, character: me.character }));
        if (t.target !== them.character) return err(gfError("pool.relationship-target", "GF-POOL-4", { name: t.name, target: t.target, opponent: them.character }));
        const bad = sized(e, t.die, "relationship");
        if (!bad.ok) return bad;
        const doubled = uses("no-me-esperaba-esto-de-ti");
        const tripled = uses("rompecorazones");
        if ((doubled || tripled) && t.die < 8) return unmet(doubled ? "no-me-esperaba-esto-de-ti" : "rompecorazones");
        if (doubled && tripled) return err(gfError("trick.not-together", "GF-TRICK-26", { a: "No me esperaba esto de ti", b: "Rompecorazones" }));
        // GF-TRICK-20 doubles it; GF-TRICK-26 sacrifices it for three dice.
        add(t.die, "relationship", t.name, tripled ? 3 : doubled ? 2 : 1);
        if (tripled) mine.relationships.splice(mine.relationships.indexOf(t), 1);
        break;
      }
      case "advantage": {
        const t = mine.advantages.find((a) => a.name === e.name);
        if (!t) return err(gfError("pool.no-such-trait", "GF-POOL-2", { what: "advantage", name: e.name, character: me.character }));
        // GF-ADV-2: an advantage tied to one opponent works only against that opponent.
        if (t.boundOpponent && t.boundOpponent !== them.character) return err(gfError("pool.advantage-bound", "GF-ADV-2", { name: t.name, bound: t.boundOpponent }));
        const bad = sized(e, t.die, "advantage");
        if (!bad.ok) return bad;
        if (uses("as-bajo-la-manga") && !e.sacrifice) return unmet("as-bajo-la-manga");
        // GF-ADV-4: a sacrifice puts three dice in (four with As bajo la manga) and removes the advantage.
        add(t.die, "advantage", t.name, e.sacrifice ? (uses("as-bajo-la-manga") ? 4 : 3) : 1);
        if (e.sacrifice) mine.advantages.splice(mine.advantages.indexOf(t), 1);
        hadAdvantage = true;
        break;
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
        add(t.die, "problem", t.name, 1, them.character);
        break;
      }
      case "scene": {
        const t = scene.sceneCliches.find((c) => c.name === e.name);
        if (!t) return err(gfError("pool.no-such-trait", "GF-POOL-2", { what: "scene", name: e.name, character: "-" }));
        const bad = sized(e, t.die, "scene");
        if (!bad.ok) return bad;
        // GF-TRICK-14: Improvisador serial doubles the (first) scene-cliché die.
        const double = uses("improvisador-serial") && counts.S5 === 1;
        add(t.die, "scene", t.name, double ? 2 : 1);
        break;
      }
      case "ally": {
        const ally = activeAllies(scene, side).find((a) => a.character === e.owner);
        if (!ally) return err(gfError("pool.not-an-ally", "GF-POOL-2", { ally: e.owner ?? "-" }));
        const allySheet = sheet(d, ally.character);
        const t = allySheet?.cliches.find((c) => c.name === e.name) ?? allySheet?.relationships.find((r) => r.name === e.name);
        if (!t) return err(gfError("pool.no-such-trait", "GF-POOL-2", { what: "ally", name: e.name, character: ally.character }));
        const bad = sized(e, t.die, "ally");
        if (!bad.ok) return bad;
        // GF-AMB-07: an extra ally lends the die its runner picked (unless the builder runs it).
        if (ally.extra && ally.runner !== player && ally.die !== t.name) {
          return err(gfError(ally.die ? "pool.ally-die-other" : "pool.ally-die-unpicked", "GF-AMB-07", { ally: ally.character, runner: ally.runner, name: ally.die ?? "-" }));
        }
        add(t.die, "ally", t.name, 1, ally.character);
        break;
      }
      case "against": {
        // GF-POOL-8: one of the opponent's attributes, once per pool (GF-AMB-11), 1 PK to them.
        const t = theirs.cliches.find((c) => c.name === e.name) ?? theirs.relationships.find((r) => r.name === e.name)
          ?? theirs.advantages.find((a) => a.name === e.name);
        if (!t) return err(gfError("pool.no-such-trait", "GF-POOL-8", { what: "against", name: e.name, character: them.character }));
        const bad = sized(e, t.die, "against");
        if (!bad.ok) return bad;
        add(t.die, "against", t.name, 1, them.character);
        const pride = scene.effects.some((x) => x.kind === "free-against" && x.character === me.character && x.owner === them.character && x.cliche === t.name);
        // GF-TRICK-33 Truco sucio and GF-FLAW-10 Orgullo y Caída waive the transfer.
        if (!uses("truco-sucio") && !pride) {
          entries.push(entry(player, "pk", -1, "GF-POOL-8", "pool.against", me.character));
          entries.push(entry(them.player ?? "", "pk", 1, "GF-POOL-8", "pool.against", them.character));
        }
        break;
      }
      case "bought": {
        // GF-POOL-2 S8: one d6 for 1 PK.
        if (e.size !== undefined && e.size !== 6) return err(gfError("pool.bought-d6", "GF-POOL-2", { typed: dieName(e.size) }));
        add(6, "bought", "d6");
        entries.push(entry(player, "pk", -1, "GF-POOL-2", "pool.bought-d6", me.character));
        break;
      }
      case "gift": {
        // GF-POOL-9, GF-AMB-12: a die the opponent handed over, its own slot S10.
        const g = scene.effects.find((x) => x.kind === "gift" && x.character === me.character && x.name === e.name);
        if (!g || g.kind !== "gift") return err(gfError("pool.no-gift", "GF-POOL-9", { name: e.name }));
        const bad = sized(e, g.die, "gift");
        if (!bad.ok) return bad;
        add(g.die, "gift", g.name, 1, g.from);
        break;
      }
      case "give": {
        // GF-POOL-9: describe one of your attributes working against you; the opponent may use its die.
        const t = mine.cliches.find((c) => c.name === e.name) ?? mine.relationships.find((r) => r.name === e.name)
          ?? mine.advantages.find((a) => a.name === e.name);
        if (!t) return err(gfError("pool.no-such-trait", "GF-POOL-9", { what: "give", name: e.name, character: me.character }));
        const bad = sized(e, t.die, "give");
        if (!bad.ok) return bad;
        scene.effects.push({ kind: "gift", character: them.character, from: me.character, name: t.name, die: t.die, until: d.settings.giftDuration === "scene" ? "scene" : "next-pool", rule: "GF-POOL-9" });
        entries.push(entry(player, "pv", 2, "GF-POOL-9", "pool.give", me.character));
        break;
      }
    }
  }

  // ---- limits per slot (GF-POOL-2), as tricks, flaws and effects change them ----
  const oneCliche = effects.find((x) => x.kind === "one-cliche");
  const clicheMax = oneCliche ? 1 : uses("grandes-expectativas") ? 5 : 3;
  if ((counts.S1 ?? 0) > clicheMax) {
    return err(gfError("pool.too-many", oneCliche?.rule ?? (uses("grandes-expectativas") ? "GF-TRICK-10" : "GF-POOL-3"), { slot: "S1", max: clicheMax, count: counts.S1 ?? 0 }));
  }
  // GF-POOL-3, GF-AMB-10: a third cliché costs PV (Grandes expectativas already paid for five).
  if ((counts.S1 ?? 0) === 3 && !uses("grandes-expectativas")) {
    entries.push(entry(player, "pv", -d.settings.thirdClichePv, "GF-POOL-3", "pool.third-cliche", me.character));
  }
  const sceneMax = uses("ver-cada-detalle") ? 2 : 1;
  const limits: [string, number, string][] = [
    ["S2", 1, "GF-POOL-2"], ["S3", 1, "GF-ADV-3"], ["S4", 1, "GF-POOL-2"], ["S5", sceneMax, uses("ver-cada-detalle") ? "GF-TRICK-34" : "GF-POOL-2"],
    ["S7", 1, "GF-AMB-11"], ["S8", 1, "GF-POOL-2"], ["give", 1, "GF-POOL-9"],
  ];
  for (const [slot, max, rule] of limits) {
    if ((counts[slot] ?? 0) > max) return err(gfError("pool.too-many", rule, { slot, max, count: counts[slot] ?? 0 }));
  }
  // S6: one die per ally, at most three allies; Trabajo en equipo, Mala junta and the Grand Finale change it.
  const perAlly = new Map<string, number>();
  for (const p of pool) if (p.kind === "ally" && p.owner) perAlly.set(p.owner, (perAlly.get(p.owner) ?? 0) + 1);
  const teamwork = uses("trabajo-en-equipo");
  if (teamwork && activeAllies(scene, side).length <= 3) return unmet("trabajo-en-equipo");
  const finale = scene.finale;
  const allyCap = teamwork && d.settings.teamwork === "lift-cap" ? Infinity : 3;
  const diePerAlly = finale && d.settings.finaleAllyDice === "per-ally" ? 3 : teamwork && d.settings.teamwork === "extra-die" ? 2 : 1;
  const allyRule = finale ? "GF-FIN-4" : teamwork ? "GF-TRICK-31" : "GF-POOL-2";
  if (perAlly.size > allyCap) return err(gfError("pool.too-many-allies", allyRule, { max: allyCap, count: perAlly.size }));
  for (const [ally, n] of perAlly) {
    if (n > diePerAlly) return err(gfError("pool.ally-dice", allyRule, { ally, max: diePerAlly, count: n }));
  }
  const allyDice = [...perAlly.values()].reduce((a, b) => a + b, 0);
  if (finale && d.settings.finaleAllyDice === "total" && allyDice > 3) return err(gfError("pool.ally-dice", "GF-FIN-4", { ally: "*", max: 3, count: allyDice }));
  const badCompany = effects.find((x) => x.kind === "one-ally-die");
  if (badCompany && allyDice > 1) return err(gfError("pool.ally-dice", "GF-FLAW-08", { ally: "*", max: 1, count: allyDice }));

  // ---- trick conditions and dice (S9) ----
  if (uses("as-bajo-la-manga") && !input.pool.some((e) => e.kind === "advantage" && e.sacrifice)) return unmet("as-bajo-la-manga");
  if (uses("no-me-esperaba-esto-de-ti") && !counts.S2) return unmet("no-me-esperaba-esto-de-ti");
  if (uses("rompecorazones") && !counts.S2) return unmet("rompecorazones");
  if (uses("improvisador-serial") && !counts.S5) return unmet("improvisador-serial");
  if (uses("truco-sucio") && !counts.S7) return unmet("truco-sucio");
  if (uses("camara-lenta")) {
    // GF-TRICK-03: the opponent has more allies.
    if (activeAllies(scene, otherSide(side)).length <= activeAllies(scene, side).length) return unmet("camara-lenta");
    if (!input.secondDice) return err(gfError("trick.second-roll", "GF-TRICK-03"));
  } else if (input.secondDice) return err(gfError("trick.second-roll-unasked", "GF-TRICK-03"));
  if (uses("naciste-listo")) {
    // GF-TRICK-18: at least two advantages; it only changes the PV boost (GF-AMB-25: still paid).
    if (mine.advantages.length + (hadAdvantage && input.pool.some((e) => e.kind === "advantage" && e.sacrifice) ? 1 : 0) < 2) return unmet("naciste-listo");
    if (!input.boostPv) return err(gfError("trick.needs-boost", "GF-TRICK-18"));
  }
  if (uses("plan-b")) {
    // GF-TRICK-23: on a retry, two clichés of this pool not used earlier in the scene.
    const named = tricks.get("plan-b")?.cliches ?? [];
    const before = new Set(scene.rolls.filter((r) => r.side === side).flatMap((r) => r.cliches));
    if (!previous || named.length !== 2 || new Set(named).size !== 2 || named.some((c) => !cliches.includes(c) || before.has(c))) {
      return unmet("plan-b");
    }
    for (const p of pool) if (p.kind === "cliche" && named.includes(p.name)) p.size = stepUp(p.size);
  }
  if (uses("defensa-impasable")) {
    // GF-TRICK-04: step up the named cliché's die in this pool.
    const target = pool.find((p) => p.kind === "cliche" && p.name === tricks.get("defensa-impasable")?.cliche);
    if (!target) return unmet("defensa-impasable");
    target.size = stepUp(target.size);
  }
  let discardLowest = false;
  if (uses("excelencia")) {
    // GF-TRICK-06: exactly one cliché of d10+, and it is in this pool: a second die of its size.
    const big = mine.cliches.filter((c) => c.die >= 10);
    const only = big.length === 1 ? big[0] : undefined;
    if (!only || !cliches.includes(only.name)) return unmet("excelencia");
    add(only.die, "trick", "excelencia");
    discardLowest = true;
  }
  if (uses("arma-predilecta")) add(8, "trick", "arma-predilecta");
  // GF-TRICK-08 Gajes de oficio: the opponent's next roll may not use this character's problems.
  if (uses("gajes-de-oficio")) scene.effects.push({ kind: "no-problems-of", character: them.character, owner: me.character, until: "next-pool", rule: "GF-TRICK-08" });
  let outOfControl = false;
  if (uses("fuera-de-control")) {
    // GF-TRICK-07: a pool of exactly three dice gets a d12.
    if (pool.length !== 3) return unmet("fuera-de-control");
    add(12, "trick", "fuera-de-control");
    outOfControl = true;
  }
  if (has("step-up-largest")) {
    // GF-TRICK-19, GF-AMB-26: Nada mal pero steps up the largest die of this (next) pool.
    const largest = pool.reduce<Draft<PoolDie> | undefined>((best, p) => (!best || p.size > best.size ? p : best), undefined);
    if (largest) largest.size = stepUp(largest.size);
  }

  if (pool.length === 0) return err(gfError("pool.empty", "GF-POOL-1"));

  // GF-RES-6: Insistente removes the growth requirement; Yo no quería venir raises it to three.
  const harder = effects.find((x) => x.kind === "retry-growth");
  const growth = uses("insistente") ? 0 : harder && harder.kind === "retry-growth" ? harder.dice : 1;

  const bonus = effects.reduce((sum, x) => sum + (x.kind === "bonus" ? x.amount : 0), 0);
  return ok({
    pool, entries, cliches, hadAdvantage,
    onesBotch: !uses("savoir-faire"),
    twosBotch: has("twos-botch"),
    bonus,
    bornClever: uses("naciste-listo"),
    effectFromResult: uses("movido-por-la-pasion"),
    discardLowest,
    outOfControl,
    growth,
  });
}
