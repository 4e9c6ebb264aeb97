// The scene's actions (GF-SCENE, GF-ALLY, GF-ANT, GF-POOL, GF-ROLL, GF-RES, GF-YIELD, GF-WIN, GF-RATE,
// GF-SUSP; the phases in state.ts). Each handler edits a fresh draft of the state and returns DONE,
// or an Err and the draft is thrown away; every step that can fail returns a Result, none throws.
import { DONE, err, gfError, ok } from "../../../lib/result.js";
import type { Done, Err, GfError, Result } from "../../../lib/result.js";
import { checkExtraDefinition, checkSceneCliches } from "./creation.js";
import { actingSide, activeAllies, checkActor, lastRoll, opponent, playTrick, sheet, sideOf, usedKey } from "./context.js";
import type { D, DScene } from "./context.js";
import { MAX_DIE, dieName, isDieSize, stepDown, stepUp } from "./dice.js";
import type { DieSize } from "./dice.js";
import { flawById } from "./flaws.js";
import { entry, halfUp, post } from "./ledger.js";
import { buildPool, commitPool, unmet } from "./pool.js";
import type { BuiltPool } from "./pool.js";
import { evaluateBest, matchDice, resolve, reviseLatest } from "./resolve.js";
import { rollPlan } from "./schemas.js";
import { TRICK_MODULES, isTrickId } from "./trick-modules/index.js";
import type { Action, Character, RollPlanInput, Trait } from "./schemas.js";
import { otherSide } from "./state.js";
import { AFTER_MOVE, mayMove, mayRoll } from "./turn.js";
import type { Ally, Draft, GameState, LedgerEntry, PoolDie, RollRecord, Scene, Side } from "./state.js";
import { valueError } from "../../../lib/value-reasons.js";

type A<T extends Action["type"]> = Extract<Action, { type: T }>;
type Handler<T extends Action["type"]> = (d: D, a: A<T>) => Done;

const LOOP = ["p_roll", "a_decide", "p_decide", "won"] as const;
const IN_SCENE = ["calls", "p_roll", "a_decide", "p_decide", "won", "rating"] as const;

/** GF-TRAIN-2, GF-AMB-09: half the current die's maximum face (d4 → 2 PV … d10 → 5 PV). */
export const stepUpPrice = (die: DieSize): number => die / 2;

function liveScene(d: D): Result<DScene> {
  return d.scene && (IN_SCENE as readonly string[]).includes(d.phase) ? ok(d.scene) : err(gfError("scene.none"));
}

/** The scene in play and the side the player acts for there: the character is a principal and theirs. */
function actorIn(d: D, player: string, character: string): Result<{ scene: DScene; side: Side }> {
  const live = liveScene(d);
  if (!live.ok) return live;
  const acting = actingSide(live.value, player, character);
  return acting.ok ? ok({ scene: live.value, side: acting.value }) : acting;
}

const wrongPhase = (d: D, action: string): Err<GfError> => err(gfError("scene.wrong-phase", undefined, { action, phase: d.phase }));

/** Players taking part in the scene: its two principals and whoever runs a called ally. */
function inScene(scene: DScene, player: string): boolean {
  return player === scene.protagonist.player || player === scene.antagonist.player
    || scene.allies.some((x) => x.status === "called" && x.runner === player);
}

/**
 * GF-AMB-07: extras "los maneja otro jugador que no esté formando parte de la escena" (the original,
 * lines 59–63), and a player may "ganar puntos por interpretar un extra" (line 235). So an extra ally's
 * runner is a player outside the scene, named when the extra is called; the caller runs it only
 * when the group's setting allows it and nobody outside the scene is left to name.
 */
function extraRunner(d: D, scene: DScene, name: string, caller: string, named: string | undefined): Result<string> {
  const mayCaller = d.settings.callerRunsExtraAlly;
  if (named !== undefined) {
    if (!d.players.includes(named)) return err(gfError("scene.runner-not-player", "GF-AMB-07", { player: named, character: name }));
    if (named === caller ? !mayCaller : inScene(scene, named)) return err(gfError("scene.runner-in-scene", "GF-AMB-07", { player: named, character: name }));
    return ok(named);
  }
  const outside = d.players.filter((p) => !inScene(scene, p) && p !== caller);
  if (outside.length === 0 && mayCaller) return ok(caller);
  if (outside.length === 0) return err(gfError("scene.no-runner", "GF-AMB-07", { character: name }));
  return err(gfError("scene.runner-needed", "GF-AMB-07", { character: name, players: outside.join(", ") }));
}

function callAllies(d: D, scene: DScene, names: readonly string[], side: Side, caller: string, runners: Readonly<Record<string, string>> = {}): Done {
  for (const name of Object.keys(runners)) {
    if (!names.includes(name)) return err(gfError("scene.runner-not-called", "GF-AMB-07", { character: name }));
  }
  for (const name of names) {
    const c = sheet(d, name);
    if (!c) return err(gfError("scene.unknown-character", "GF-ALLY-1", { character: name }));
    if (sideOf(scene, name) || scene.allies.some((x) => x.character === name)) return err(gfError("scene.already-in", "GF-ALLY-1", { character: name }));
    const extra = c.kind === "extra";
    const named = Object.hasOwn(runners, name) ? runners[name] : undefined;
    // A character ally is always run by its own player (GF-ALLY-2).
    if (!extra && named !== undefined && named !== c.player) return err(gfError("scene.runner-for-character", "GF-AMB-07", { character: name, player: c.player ?? "-" }));
    const running = extra ? extraRunner(d, scene, name, caller, named) : ok(c.player ?? caller);
    if (!running.ok) return running;
    scene.allies.push({ character: name, side, runner: running.value, extra, status: "called" });
  }
  return DONE;
}

// ---- framing (GF-SCENE, GF-ALLY, GF-ANT) ------------------------------------------------------

export const open: Handler<"open"> = (d, a) => {
  if (d.phase === "epilogue") return err(gfError("game.over", "GF-FIN-1"));
  if (d.phase !== "idle" && d.phase !== "interval") return err(gfError("scene.in-progress", "GF-SCENE-1"));
  // GF-NEXT-1, GF-NEXT-2: the rater (or whoever they hand it to) opens the next scene.
  if (d.next !== null && d.next !== a.player) return err(gfError("scene.not-yours-to-open", "GF-NEXT-1", { next: d.next }));
  const me = sheet(d, a.character);
  // GF-SCENE-2, GF-RET-4: only a player with an active character opens a scene.
  if (!me || me.kind !== "character" || me.player !== a.player) return err(gfError("scene.no-character", "GF-RET-4", { player: a.player, character: a.character }));
  for (const [field, value] of [["title", a.title], ["setting", a.setting], ["tone", a.tone], ["intention", a.intention]] as const) {
    if (!value.trim()) return err(gfError("scene.missing-field", "GF-SCENE-2", { field }));
  }
  const cliches = checkSceneCliches(a.sceneCliches);
  if (!cliches.ok) return cliches;
  if (a.antagonist === a.character) return err(gfError("scene.self-antagonist", "GF-SCENE-1"));
  const ant = sheet(d, a.antagonist);
  if (ant?.kind === "character" && !ant.player) return err(gfError("scene.no-character", "GF-RET-4", { player: "-", character: a.antagonist }));
  // GF-SCENE-2 item 5: an extra never seen before needs a one-line description.
  if (!ant && !a.antagonistDescription?.trim()) return err(gfError("scene.extra-description", "GF-SCENE-2", { character: a.antagonist }));
  const extra = !ant || ant.kind === "extra";
  const number = Math.max(d.scenesPlayed, d.suspended?.scene.number ?? 0) + 1;
  const scene: Draft<Scene> = {
    number, title: a.title, setting: a.setting, tone: a.tone, finale: a.finale ?? false,
    sceneCliches: a.sceneCliches.map((t) => ({ ...t })),
    protagonist: { character: a.character, player: a.player, extra: false },
    antagonist: { character: a.antagonist, player: extra ? null : ant?.player ?? null, extra },
    intention: a.intention, antagonistIntention: null, rewriteRequests: [],
    allies: [], rolls: [], standing: null, effects: [], used: [], claims: [], outcome: null, received: [],
    effectDone: false, noYieldPv: false,
  };
  const allies = callAllies(d, scene, a.allies, "protagonist", a.player, a.runners);
  if (!allies.ok) return allies;
  d.scene = scene;
  d.interval = null;
  d.phase = "calls";
  return DONE;
};

export const askRewrite: Handler<"ask-rewrite"> = (d, a) => {
  // GF-SCENE-3: only before the antagonist presents.
  if (d.phase !== "calls" || !d.scene) return err(gfError("scene.rewrite-late", "GF-SCENE-3"));
  d.scene.rewriteRequests.push(a.player);
  return DONE;
};

export const revise: Handler<"revise"> = (d, a) => {
  if (d.phase !== "calls" || !d.scene) return err(gfError("scene.rewrite-late", "GF-SCENE-3"));
  const bad = checkActor(d.scene, "protagonist", a.player);
  if (!bad.ok) return bad;
  if (!a.intention.trim()) return err(gfError("scene.missing-field", "GF-SCENE-2", { field: "intention" }));
  d.scene.intention = a.intention;
  d.scene.rewriteRequests = [];
  return DONE;
};

/** GF-ALLY-2, GF-ALLY-4: refusals and blocks close when the ally's side posts its first pool. */
function openAlly(d: D, name: string): Result<Draft<Ally>> {
  const live = liveScene(d);
  if (!live.ok) return live;
  const scene = live.value;
  const ally = scene.allies.find((x) => x.character === name && x.status === "called");
  if (!ally) return err(gfError("scene.not-called", "GF-ALLY-2", { character: name }));
  if (lastRoll(scene, ally.side) || !(["calls", "p_roll", "a_decide"] as string[]).includes(d.phase)) {
    return err(gfError("scene.ally-late", ally.side === "protagonist" ? "GF-ALLY-2" : "GF-ALLY-4", { character: name }));
  }
  return ok(ally);
}

export const refuse: Handler<"refuse"> = (d, a) => {
  const calling = openAlly(d, a.character);
  if (!calling.ok) return calling;
  const ally = calling.value;
  // GF-ALLY-2: the player of a called character may refuse; an extra has nobody to refuse for it.
  if (ally.extra || ally.runner !== a.player) return err(gfError("scene.not-your-ally", "GF-ALLY-2", { player: a.player, character: a.character }));
  ally.status = "refused";
  return DONE;
};

export const block: Handler<"block"> = (d, a) => {
  const calling = openAlly(d, a.ally);
  if (!calling.ok) return calling;
  const ally = calling.value;
  // GF-ALLY-3: 1 PK keeps a called extra from appearing.
  if (!ally.extra) return err(gfError("scene.block-character", "GF-ALLY-3", { character: a.ally }));
  const bad = post(d, [entry(a.player, "pk", -1, "GF-ALLY-3", "ally.block", a.ally)]);
  if (!bad.ok) return bad;
  ally.status = "blocked";
  return DONE;
};

export const present: Handler<"present"> = (d, a) => {
  if (!mayMove(d.phase, "present", undefined) || !d.scene) return wrongPhase(d, "present");
  const scene = d.scene;
  const ant = scene.antagonist;
  if (a.character !== ant.character) return err(gfError("scene.not-principal", undefined, { character: a.character }));
  const entries: LedgerEntry[] = [];
  if (!ant.extra) {
    // GF-ANT-1: a character antagonist is presented by its own player, who may not refuse.
    if (ant.player !== a.player) return err(gfError("scene.not-your-turn", "GF-ANT-1", { player: a.player, character: ant.character, runner: ant.player ?? "-" }));
    if (a.define || a.stepUp.length || a.newCliches.length) return err(gfError("extra.not-an-extra", "GF-ANT-4", { character: ant.character }));
  } else {
    // GF-ANT-2: a volunteer who takes no part in the scene runs the extra.
    const inScene = a.player === scene.protagonist.player || scene.allies.some((x) => x.status === "called" && x.runner === a.player);
    if (inScene) return err(gfError("extra.volunteer-in-scene", "GF-ANT-2", { player: a.player }));
    let extra = sheet(d, ant.character);
    if (!extra) {
      // GF-ANT-3: an extra never defined gets five clichés: d10, d6, d6, d6, d4.
      if (!a.define) return err(gfError("extra.needs-definition", "GF-ANT-3", { character: ant.character }));
      const bad = checkExtraDefinition(a.define);
      if (!bad.ok) return bad;
      const created: Draft<Character> = {
        name: ant.character, kind: "extra", cliches: a.define.map((t) => ({ ...t })),
        relationships: [], advantages: [], problems: [], tricks: [], flaws: [], objectives: [],
      };
      d.characters[ant.character] = created;
      extra = created;
    } else if (a.define) {
      // GF-ANT-7: an extra keeps its sheet between appearances.
      return err(gfError("extra.already-defined", "GF-ANT-7", { character: ant.character }));
    }
    // GF-ANT-4, GF-AMB-09: PV steps a cliché up (training prices, d12 at most); PK adds d8 clichés.
    for (const name of a.stepUp) {
      const t = extra.cliches.find((c) => c.name === name);
      if (!t) return err(gfError("pool.no-such-trait", "GF-ANT-4", { what: "cliche", name, character: ant.character }));
      if (t.die === MAX_DIE) return err(gfError("extra.max-die", "GF-DIE-2", { name }));
      entries.push(entry(a.player, "pv", -stepUpPrice(t.die), "GF-ANT-4", "extra.step-up", ant.character));
      t.die = stepUp(t.die);
    }
    for (const name of a.newCliches) {
      if (!name.trim() || extra.cliches.some((c) => c.name === name)) return err(gfError("extra.bad-cliche", "GF-ANT-4", { name }));
      extra.cliches.push({ name, die: 8 });
      entries.push(entry(a.player, "pk", -d.settings.extraNewClichePk, "GF-ANT-4", "extra.new-cliche", ant.character));
    }
    if (!extra.cliches.some((c) => c.die === 4)) return err(gfError("extra.needs-d4", "GF-ANT-4", { character: ant.character }));
    scene.antagonist.player = a.player;
  }
  // GF-ANT-5: the antagonist's intention.
  if (!a.intention.trim()) return err(gfError("scene.missing-field", "GF-ANT-5", { field: "intention" }));
  scene.antagonistIntention = a.intention;
  // GF-ANT-6, GF-ALLY-4: then the antagonist's allies.
  const allies = callAllies(d, scene, a.allies, "antagonist", a.player, a.runners);
  if (!allies.ok) return allies;
  const paid = post(d, entries);
  if (!paid.ok) return paid;
  d.phase = AFTER_MOVE.present;
  return DONE;
};

/**
 * GF-AMB-07: the player running an extra ally picks the trait (cliché or relationship) it lends
 * to its side's pools; a later pick replaces the earlier one. A character ally's die stays the
 * pool builder's pick, as the original leaves it (GF-POOL-2 S6).
 */
export const allyDie: Handler<"ally-die"> = (d, a) => {
  const live = liveScene(d);
  if (!live.ok) return live;
  const scene = live.value;
  const ally = scene.allies.find((x) => x.character === a.character && x.status === "called");
  if (!ally) return err(gfError("scene.not-called", "GF-ALLY-1", { character: a.character }));
  if (!ally.extra) return err(gfError("scene.ally-die-character", "GF-AMB-07", { character: a.character }));
  if (ally.runner !== a.player) return err(gfError("scene.ally-die-not-yours", "GF-AMB-07", { player: a.player, character: a.character, runner: ally.runner }));
  const s = sheet(d, ally.character);
  if (!s?.cliches.some((t) => t.name === a.trait) && !s?.relationships.some((t) => t.name === a.trait)) {
    return err(gfError("pool.no-such-trait", "GF-POOL-2", { what: "ally", name: a.trait, character: a.character }));
  }
  ally.die = a.trait;
  return DONE;
};

/**
 * GF-FIN-3: in the Grand Finale any ally, of either side, may state an intention of its own; its
 * runner states it (GF-AMB-07 for extras). It changes no pool and no points: it comes true if the
 * ally's side wins (fulfilledIntentions). Our reading of when: like a refusal (GF-ALLY-2, GF-ALLY-4),
 * until the ally's side builds its first pool, so nobody states an intention after seeing the dice.
 * A second statement before then replaces the first, as a protagonist may revise (GF-SCENE-3).
 */
export const allyIntention: Handler<"ally-intention"> = (d, a) => {
  const live = liveScene(d);
  if (!live.ok) return live;
  const scene = live.value;
  if (!scene.finale) return err(gfError("scene.ally-intention-not-finale", "GF-FIN-3"));
  const ally = scene.allies.find((x) => x.character === a.character && x.status === "called");
  if (!ally) return err(gfError("scene.not-called", "GF-FIN-3", { character: a.character }));
  if (ally.runner !== a.player) return err(gfError("scene.ally-intention-not-yours", "GF-FIN-3", { player: a.player, character: a.character }));
  if (lastRoll(scene, ally.side) || !(["calls", "p_roll", "a_decide"] as string[]).includes(d.phase)) {
    return err(gfError("scene.ally-intention-late", "GF-FIN-3", { character: a.character }));
  }
  if (!a.intention.trim()) return err(gfError("scene.missing-field", "GF-FIN-3", { field: "intention" }));
  const stated = (scene.allyIntentions ?? []).filter((x) => x.character !== a.character);
  scene.allyIntentions = [...stated, { character: a.character, side: ally.side, intention: a.intention }];
  return DONE;
};

/**
 * The intentions that come true once a scene is won: the winner's own (protagonist's or
 * antagonist's) and, in the Grand Finale, those of the allies still on the winning side (GF-FIN-3).
 * Empty until there is an outcome. The scene is cleared once rated, so read it in "won"/"rating".
 */
export function fulfilledIntentions(scene: Scene): { character: string; intention: string }[] {
  const winner = scene.outcome?.winner;
  if (!winner) return [];
  const own = winner === "protagonist" ? scene.intention : scene.antagonistIntention;
  const principal = own === null ? [] : [{ character: scene[winner].character, intention: own }];
  const allies = (scene.allyIntentions ?? []).filter((x) => x.side === winner
    && scene.allies.some((y) => y.character === x.character && y.status === "called"));
  return [...principal, ...allies.map(({ character, intention }) => ({ character, intention }))];
}

// ---- rolling (GF-POOL, GF-ROLL, GF-RES) --------------------------------------------------------

/**
 * What `roll` and `planRoll` share: whose turn it is (the protagonist opens in P_ROLL and
 * retries in P_DECIDE, the antagonist opposes in A_DECIDE), the pool's legality, and the growth rule.
 */
function buildTurnPool(d: D, a: { player: string; character: string; pool: A<"roll">["pool"]; tricks: A<"roll">["tricks"]; boostPv?: boolean | undefined; boostPk?: boolean | undefined; secondDice?: readonly unknown[] | undefined }): Result<{ scene: DScene; side: Side; built: BuiltPool }> {
  const actor = actorIn(d, a.player, a.character);
  if (!actor.ok) return actor;
  const { scene, side } = actor.value;
  if (!mayRoll(d.phase, side)) return wrongPhase(d, "roll");
  // GF-ROLL-5, GF-AMB-16: one boost per roll, PV or PK ("o bien"); refused before any die is rolled.
  if (a.boostPv && a.boostPk) return err(gfError("roll.one-boost", "GF-AMB-16"));
  const building = buildPool(d, scene, side, a);
  if (!building.ok) return building;
  const built = building.value;
  // GF-RES-6 and GF-AMB-17: a retry (and, by default, a re-opposition) needs a bigger pool.
  const previous = lastRoll(scene, side);
  if (previous && (side === "protagonist" || d.settings.antagonistGrowth)) {
    const need = previous.poolSize + built.growth;
    if (built.pool.length < need) {
      const rule = a.tricks.some((t) => t.id === "insistente") ? "GF-TRICK-15"
        : scene.effects.some((x) => x.kind === "retry-growth" && x.character === a.character) ? "GF-FLAW-13"
        : side === "protagonist" ? "GF-RES-6" : "GF-AMB-17";
      return err(gfError(side === "protagonist" ? "pool.retry-size" : "pool.oppose-size", rule, { need, has: built.pool.length }));
    }
  }
  return ok({ scene, side, built });
}

export const roll: Handler<"roll"> = (d, a) => {
  const turnOk = buildTurnPool(d, a);
  if (!turnOk.ok) return turnOk;
  const { scene, side, built } = turnOk.value;
  commitPool(d, scene, side, built);
  const matching = matchDice(built.pool, a.dice);
  if (!matching.ok) return matching;
  if (a.secondDice) {
    const matchingSecond = matchDice(built.pool, a.secondDice);
    if (!matchingSecond.ok) return matchingSecond;
  }
  const evaluated = evaluateBest(a.secondDice ? [a.dice, a.secondDice] : [a.dice], {
    onesBotch: built.onesBotch,
    twosBotch: built.twosBotch,
    resultChoice: d.settings.resultChoice,
    resultDice: a.resultDice,
    boostPv: a.boostPv,
    bornClever: built.bornClever,
    boostDice: a.boostDice,
    boostPk: a.boostPk,
    bonus: built.bonus,
    effectFromResult: built.effectFromResult,
    noEffectDie: d.settings.noEffectDie,
  }, built.discardLowest ? d.settings.excelenciaDiscards : null);
  if (!evaluated.ok) return evaluated;
  const best = evaluated.value;
  // Under Cámara lenta the better roll may be the second one; its dice matched the pool above.
  const keptMatch = best.dice === a.dice ? matching : matchDice(built.pool, best.dice);
  if (!keptMatch.ok) return keptMatch;
  const keptSources = keptMatch.value;

  // GF-ROLL-5: 1 PV for another die, 1 PK for +3.
  const entries = [...built.entries];
  const player = a.player;
  if (best.evaluation.cost.pv) entries.push(entry(player, "pv", -1, "GF-ROLL-5", "roll.boost-pv", a.character));
  if (best.evaluation.cost.pk) entries.push(entry(player, "pk", -1, "GF-ROLL-5", "roll.boost-pk", a.character));
  const paid = post(d, entries);
  if (!paid.ok) return paid;

  // Effects "for the next pool" of this character end with this one.
  scene.effects = scene.effects.filter((x) => !("character" in x && x.character === a.character && x.until === "next-pool"));
  const record: Draft<RollRecord> = {
    side, character: a.character, player,
    pool: built.pool,
    dice: best.dice.map((x) => ({ ...x })),
    sourceOf: [...keptSources],
    options: { ...best.options } as Draft<RollRecord["options"]>,
    evaluation: best.evaluation as Draft<RollRecord["evaluation"]>,
    poolSize: built.pool.length,
    answered: scene.standing?.result ?? null,
    cliches: built.cliches,
    hadAdvantage: built.hadAdvantage,
    outOfControl: built.outOfControl,
  };
  scene.rolls.push(record);
  resolve(d, scene, side, best.evaluation.result, record.answered);
  return DONE;
};

/**
 * The dice a pool will roll, before rolling it: the service calls this with the pool a player
 * posted, rolls exactly these sizes, then applies the `roll` action with the faces. Checks the
 * same things `roll` does (phase, slots, sizes, tricks, growth), except the dice and the points.
 */
export function planRoll(state: GameState, input: RollPlanInput): Result<{ sizes: DieSize[]; pool: PoolDie[]; rolls: 1 | 2 }, GfError> {
  const parsed = rollPlan.safeParse(input);
  if (!parsed.success) return err(valueError("action.invalid", parsed.error.issues, input));
  const a = parsed.data;
  const camara = a.tricks.some((t) => t.id === "camara-lenta");
  // Building a pool writes nothing (commitPool does, for the real roll), so the state itself is read.
  const turn = buildTurnPool(state as D, { ...a, boostPv: a.boostPv ?? true, secondDice: camara ? [] : undefined });
  if (!turn.ok) return turn;
  const { built } = turn.value;
  return ok({ sizes: built.pool.map((p) => p.size), pool: built.pool, rolls: camara ? 2 : 1 });
}

// ---- yielding (GF-YIELD) -----------------------------------------------------------------------

export const yieldScene: Handler<"yield"> = (d, a) => {
  const actor = actorIn(d, a.player, a.character);
  if (!actor.ok) return actor;
  const { scene, side } = actor.value;
  // GF-RES-1 (antagonist, after a protagonist roll) and GF-RES-4 (protagonist, after being matched).
  if (!mayMove(d.phase, "yield", side)) return wrongPhase(d, "yield");
  // GF-YIELD-6, GF-FIN-2: nobody yields in the Grand Finale.
  if (scene.finale) return err(gfError("scene.no-yield-finale", "GF-YIELD-6"));
  const entries: LedgerEntry[] = [];
  for (const play of a.tricks) {
    const playing = playTrick(d, scene, side, play.id, ["yield"], play.claim);
    if (!playing.ok) return playing;
    const played = playing.value;
    entries.push(played.cost);
    // GF-TRICK-11, GF-AMB-24: Hacerse humo: the opponent and their allies get no PV from this yield.
    if (isTrickId(play.id)) TRICK_MODULES[play.id].onYield?.(scene);
  }
  const winner = otherSide(side);
  const w = scene[winner];
  const y = scene[side];
  // GF-YIELD-2 (the antagonist yields: 2/2, or 1/1 for an extra); GF-YIELD-3 and GF-AMB-18 (the protagonist yields).
  const halved = scene.antagonist.extra && (side === "antagonist" || d.settings.halveProtagonistYieldToExtra);
  const amount = halved ? 1 : 2;
  const rule = side === "antagonist" ? "GF-YIELD-2" : "GF-YIELD-3";
  if (!scene.noYieldPv) entries.push(entry(w.player ?? "", "pv", amount, rule, "yield.winner", w.character));
  entries.push(entry(y.player ?? "", "pk", amount, rule, "yield.yielder", y.character));
  // GF-YIELD-4: each ally taking part earns 1 point for its runner, whatever the antagonist; an
  // extra ally's runner earns it too (GF-AMB-07, "ganar puntos por interpretar un extra").
  for (const ally of scene.allies.filter((x) => x.status === "called")) {
    if (ally.side === winner && scene.noYieldPv) continue;
    entries.push(entry(ally.runner, ally.side === winner ? "pv" : "pk", 1, "GF-YIELD-4", "yield.ally", ally.character));
  }
  const paid = post(d, entries);
  if (!paid.ok) return paid;
  // GF-YIELD-5, GF-AMB-19: the yielder is the loser for the rating; no effect die after a yield.
  scene.outcome = { how: "yielded", winner };
  d.phase = AFTER_MOVE.yield;
  return DONE;
};

export const concede: Handler<"concede"> = (d, a) => {
  const actor = actorIn(d, a.player, a.character);
  if (!actor.ok) return actor;
  const { scene, side } = actor.value;
  // GF-AMB-36: only in the Grand Finale, where a side that cannot build a legal pool loses the roll.
  if (!scene.finale) return err(gfError("scene.concede-not-finale", "GF-AMB-36"));
  // Conceding is giving in where a yield would be (GF-RES-1, GF-RES-4), in a Grand Finale that allows none.
  if (!mayMove(d.phase, "yield", side)) return wrongPhase(d, "concede");
  scene.outcome = { how: "won", winner: otherSide(side) };
  d.phase = "won";
  return DONE;
};

// ---- the effect die (GF-WIN, GF-ADV, GF-PROB, GF-ANNUL) -----------------------------------------

function findTrait(c: Draft<Character>, name: string): { list: Draft<Trait>[]; trait: Draft<Trait> } | undefined {
  for (const list of [c.cliches, c.relationships, c.advantages, c.problems] as Draft<Trait>[][]) {
    const trait = list.find((t) => t.name === name);
    if (trait) return { list, trait };
  }
  return undefined;
}

export const effect: Handler<"effect"> = (d, a) => {
  const live = liveScene(d);
  if (!live.ok) return live;
  const scene = live.value;
  if (d.phase !== "won" || !scene.outcome || scene.effectDone) return wrongPhase(d, "effect");
  const acting = actingSide(scene, a.player, a.character);
  if (!acting.ok) return acting;
  const side = acting.value;
  if (side !== scene.outcome.winner) return err(gfError("effect.not-winner", "GF-WIN-1", { character: a.character }));
  const loser = opponent(scene, side);
  const winnerSheet = sheet(d, a.character);
  const loserSheet = sheet(d, loser.character);
  if (!winnerSheet || !loserSheet) return err(gfError("scene.no-sheet", undefined, { character: winnerSheet ? loser.character : a.character }));
  // GF-WIN-2: from the winner's last rolled pool (the final roll if a trick rerolled it).
  const last = lastRoll(scene, side);
  if (!last) return err(gfError("effect.no-roll", "GF-WIN-2"));
  const candidates = last.evaluation.effectCandidates;
  const usedDice = new Set<number | "d4">();
  const entries: LedgerEntry[] = [];
  const received: { character: string; name: string }[] = [];
  for (const [k, o] of a.outcomes.entries()) {
    // A die named by size ("d6") is the first eligible die of that size still free; "d4" is that
    // too when the roll has one, else GF-AMB-20's stand-in.
    const bySize = typeof o.die === "string" ? candidates.find((i) => `d${last.dice[i]?.size}` === o.die && !usedDice.has(i)) : undefined;
    const die: number | "d4" = typeof o.die === "number" ? o.die : bySize ?? (o.die === "d4" ? "d4" : -1);
    const where = typeof o.die === "number" ? o.die + 1 : o.die;
    // GF-WIN-2, GF-AMB-20: an unused non-botch die, or the d4 stand-in when that setting is on.
    if (die === "d4" ? last.evaluation.fallbackEffectSize !== 4 : !candidates.includes(die)) {
      return err(gfError("effect.bad-die", die === "d4" ? "GF-AMB-20" : "GF-WIN-2", { position: where }));
    }
    // GF-WIN-4: every outcome needs its own die.
    if (usedDice.has(die)) return err(gfError("effect.die-twice", "GF-WIN-4", { position: where }));
    usedDice.add(die);
    const size = (die === "d4" ? 4 : last.dice[die]?.size) as DieSize;
    if (!o.name.trim()) return err(gfError("effect.needs-name", "GF-WIN-3"));
    if (k > 0) {
      // GF-WIN-4: one more advantage for 1 PV; GF-AMB-21: one more problem for 1 PK.
      if (o.outcome === "annul") return err(gfError("effect.extra-annul", "GF-WIN-4"));
      entries.push(o.outcome === "advantage"
        ? entry(a.player, "pv", -1, "GF-WIN-4", "effect.extra-advantage", a.character)
        : entry(a.player, "pk", -d.settings.extraComplicationPk, "GF-AMB-21", "effect.extra-problem", a.character));
    }
    if (o.outcome === "advantage") {
      // GF-ADV-1: a named advantage with the effect die's size.
      if (winnerSheet.advantages.some((t) => t.name === o.name)) return err(gfError("effect.name-taken", "GF-ADV-1", { name: o.name }));
      winnerSheet.advantages.push({ name: o.name, die: size, ...(o.boundOpponent ? { boundOpponent: o.boundOpponent } : {}) });
    } else if (o.outcome === "problem") {
      let problem: Draft<Trait>;
      if (o.existing) {
        // GF-PROB-3: a larger effect die sets the size; otherwise the problem steps up; d12 at most.
        const t = loserSheet.problems.find((p) => p.name === o.name);
        if (!t) return err(gfError("pool.no-such-trait", "GF-PROB-3", { what: "problem", name: o.name, character: loser.character }));
        t.die = size > t.die ? size : stepUp(t.die);
        problem = t;
      } else {
        // GF-PROB-2: a new problem on the loser.
        if (loserSheet.problems.some((t) => t.name === o.name)) return err(gfError("effect.name-taken", "GF-PROB-2", { name: o.name }));
        problem = { name: o.name, die: size };
        loserSheet.problems.push(problem);
      }
      if (o.mindTrick) {
        // GF-TRICK-32 Truco mental: step up the problem just created.
        if (o.existing) return unmet("truco-mental");
        const playing = playTrick(d, scene, side, "truco-mental", ["problem"]);
        if (!playing.ok) return playing;
        entries.push(playing.value.cost);
        TRICK_MODULES["truco-mental"].onProblem?.(problem);
      }
      received.push({ character: loser.character, name: problem.name });
    } else {
      // GF-ANNUL-1: the enemy's or one's own die-rated attribute; larger die annuls, else steps down.
      const owner = o.owner ?? loser.character;
      if (owner !== loser.character && owner !== a.character) return err(gfError("effect.annul-owner", "GF-ANNUL-1", { owner }));
      const target = sheet(d, owner);
      const found = target && findTrait(target, o.name);
      if (!found) return err(gfError("pool.no-such-trait", "GF-ANNUL-1", { what: "attribute", name: o.name, character: owner }));
      const down = stepDown(found.trait.die);
      // GF-AMB-22: stepping down a d4 removes the attribute.
      if (size > found.trait.die || down === null) found.list.splice(found.list.indexOf(found.trait), 1);
      else found.trait.die = down;
    }
  }
  const paid = post(d, entries);
  if (!paid.ok) return paid;
  scene.received = received;
  scene.effectDone = true;
  d.phase = AFTER_MOVE.effect;
  return DONE;
};

// ---- tricks played on their own (GF-TT-4) -------------------------------------------------------

export const trick: Handler<"trick"> = (d, a) => {
  const actor = actorIn(d, a.player, a.character);
  if (!actor.ok) return actor;
  const { scene, side } = actor.value;
  const id = a.trick.id;
  const other = otherSide(side);
  const latest = scene.rolls[scene.rolls.length - 1];
  const mine = sheet(d, a.character);
  if (!mine) return err(gfError("scene.no-sheet", undefined, { character: a.character }));
  const playing = playTrick(d, scene, side, id, ["scene", "after-opponent-roll", "lost", "problem"], a.trick.claim);
  if (!playing.ok) return playing;
  const played = playing.value;
  const inLoop = (LOOP as readonly string[]).includes(d.phase) && !scene.effectDone;
  const afterOpponentRoll = inLoop && latest?.side === other && !scene.effectDone;
  const hook = isTrickId(id) ? TRICK_MODULES[id].afterRoll : undefined;
  if (!hook) return err(gfError("trick.not-now", played.trick.rule, { trick: played.trick.name.es }));
  const done = hook({
    state: d, scene, side, character: a.character, mine, play: a.trick, trick: played.trick, inLoop, afterOpponentRoll,
    unmet: () => unmet(id), wrongPhase: () => wrongPhase(d, "trick"),
  });
  if (!done.ok) return done;
  return post(d, [played.cost]);
};

// ---- flaws (GF-TT-5) ----------------------------------------------------------------------------

export const flaw: Handler<"flaw"> = (d, a) => {
  const live = liveScene(d);
  if (!live.ok) return live;
  const scene = live.value;
  const f = flawById(a.flaw);
  if (!f) return err(gfError("flaw.unknown", "GF-TT-1", { id: a.flaw }));
  const side = sideOf(scene, a.character);
  if (!side) return err(gfError("scene.not-principal", undefined, { character: a.character }));
  const owner = scene[side];
  const mine = sheet(d, a.character);
  if (!mine?.flaws.includes(f.id)) return err(gfError("flaw.not-theirs", "GF-TT-5", { character: a.character, flaw: f.name.es }));
  // GF-TT-6: once per scene.
  if (scene.used.includes(usedKey(a.character, f.id))) return err(gfError("trick.used", "GF-TT-6", { character: a.character, trick: f.name.es }));
  scene.used.push(usedKey(a.character, f.id));
  if (f.check === "human") scene.claims.push({ player: a.player, character: a.character, rule: f.rule, claim: a.claim ?? "" });
  const other = otherSide(side);
  const them = scene[other];
  const myLast = lastRoll(scene, side);
  const latest = scene.rolls[scene.rolls.length - 1];
  const unmetFlaw = () => err(gfError("flaw.condition", f.rule, { flaw: f.name.es }));
  const inLoop = (LOOP as readonly string[]).includes(d.phase) && !scene.effectDone;
  const switchOff = (names: readonly string[] | undefined, n: number): Done => {
    if (names?.length !== n || new Set(names).size !== n || names.some((c) => !mine.cliches.some((x) => x.name === c))) return unmetFlaw();
    for (const c of names) scene.effects.push({ kind: "switched-off", character: a.character, cliche: c, until: "scene", rule: f.rule });
    return DONE;
  };
  let bad: Done = DONE;
  switch (f.id) {
    case "dilema-del-erizo": { // GF-FLAW-01: a problem of d8 or less; an ally gets the same one.
      const got = scene.received.find((x) => x.character === a.character && x.name === a.target);
      const t = got && mine.problems.find((x) => x.name === got.name);
      const ally = activeAllies(scene, side).find((x) => x.character === a.ally);
      const allySheet = ally && sheet(d, ally.character);
      if (!t || t.die > 8 || !allySheet) return unmetFlaw();
      allySheet.problems.push({ name: t.name, die: t.die });
      break;
    }
    case "duda-inapropiada": // GF-FLAW-02: a d8+ relationship with the opponent; one cliché die for the scene.
      if (!mine.relationships.some((r) => r.target === them.character && r.die >= 8)) return unmetFlaw();
      scene.effects.push({ kind: "one-cliche", character: a.character, until: "scene", rule: f.rule });
      break;
    case "el-alcohol-mata": // GF-FLAW-03: the problem "borracho" d6 until the scene ends.
      if (mine.problems.some((x) => x.name === "borracho")) return unmetFlaw();
      mine.problems.push({ name: "borracho", die: 6, temporary: true });
      break;
    case "error-de-principiante": // GF-FLAW-04: a botch in a pool of three dice or fewer.
      if (!myLast || myLast.poolSize > 3 || myLast.evaluation.botches.length === 0) return unmetFlaw();
      bad = switchOff(a.cliches, 1);
      break;
    case "fobia": // GF-FLAW-05: two clichés of the owner's choice switched off.
      bad = switchOff(a.cliches, 2);
      break;
    case "inocencia": // GF-FLAW-06: 2s botch for the rest of the scene.
      scene.effects.push({ kind: "twos-botch", character: a.character, until: "scene", rule: f.rule });
      break;
    case "lapsus-freudiano": // GF-FLAW-07: one die of the owner's latest pool, picked at random by the dice service.
      if (!inLoop || latest?.side !== side || a.discard === undefined) return unmetFlaw();
      bad = reviseLatest(d, scene, { discard: a.discard }, f.rule);
      break;
    case "mala-junta": { // GF-FLAW-08: two or more allies, all extras; one ally die per pool.
      const allies = activeAllies(scene, side);
      if (allies.length < 2 || allies.some((x) => !x.extra)) return unmetFlaw();
      scene.effects.push({ kind: "one-ally-die", character: a.character, until: "scene", rule: f.rule });
      break;
    }
    case "opsss": // GF-FLAW-09, GF-ROLL-6: two botches; +2 to the opponent's next result.
      if (!myLast || myLast.evaluation.botches.length < 2) return unmetFlaw();
      scene.effects.push({ kind: "bonus", character: them.character, amount: 2, until: "next-pool", rule: f.rule });
      break;
    case "orgullo-y-caida": { // GF-FLAW-10: the single d10+ cliché, used; the opponent may use it free.
      const big = mine.cliches.filter((c) => c.die >= 10);
      const only = big.length === 1 ? big[0] : undefined;
      if (!only || !myLast?.cliches.includes(only.name)) return unmetFlaw();
      scene.effects.push({ kind: "free-against", character: them.character, owner: a.character, cliche: only.name, until: "scene", rule: f.rule });
      break;
    }
    case "solo-un-accidente": { // GF-FLAW-11: a botch in a pool with an advantage die; lose an advantage.
      const t = mine.advantages.find((x) => x.name === a.target);
      if (!myLast?.hadAdvantage || myLast.evaluation.botches.length === 0 || !t) return unmetFlaw();
      mine.advantages.splice(mine.advantages.indexOf(t), 1);
      break;
    }
    case "torpeza-cronica": { // GF-FLAW-12: step up one of the owner's problems.
      const t = mine.problems.find((x) => x.name === a.target);
      if (!t) return unmetFlaw();
      t.die = stepUp(t.die);
      break;
    }
    case "yo-no-queria-venir": // GF-FLAW-13: the opponent just rolled 20+; a retry needs three more dice.
      if (!inLoop || latest?.side !== other || latest.evaluation.result < 20) return unmetFlaw();
      scene.effects.push({ kind: "retry-growth", character: a.character, dice: 3, until: "next-pool", rule: f.rule });
      break;
    default:
      return unmetFlaw();
  }
  if (!bad.ok) return bad;
  // GF-TT-5, GF-AMB-04: the owner's player gains the points, whoever triggered it.
  return post(d, [entry(owner.player ?? "", f.gain.currency, f.gain.amount, f.rule, `flaw.${f.id}`, a.character)]);
};

// ---- rating and the end of the scene (GF-RATE, GF-FIN) ------------------------------------------

/** Clean-up when a scene is over: Fuera de control's problems, temporary traits, effects. */
function endScene(d: D, scene: DScene, rater: string): void {
  for (const r of scene.rolls) {
    if (!r.outOfControl) continue;
    // GF-TRICK-07: every botched die of that pool becomes a problem of its size.
    const owner = sheet(d, r.character);
    for (const i of r.evaluation.botches) {
      const die = r.dice[i];
      if (!owner || !die || !isDieSize(die.size)) continue;
      let name = `Fuera de control ${dieName(die.size)}`;
      for (let n = 2; owner.problems.some((p) => p.name === name); n++) name = `Fuera de control ${dieName(die.size)} (${n})`;
      owner.problems.push({ name, die: die.size });
    }
  }
  // GF-ADV-5: temporary advantages and problems end with the scene; Provócame's problem comes back.
  for (const c of Object.values(d.characters)) {
    c.advantages = c.advantages.filter((t) => !t.temporary);
    c.problems = c.problems.filter((t) => !t.temporary);
  }
  for (const x of scene.effects) {
    if (x.kind === "reverts") sheet(d, x.character)?.problems.push({ ...x.problem });
  }
  d.scenesPlayed = Math.max(d.scenesPlayed, scene.number);
  d.scene = null;
  d.phase = scene.finale ? "epilogue" : "idle";
  d.next = rater;
}

/** GF-RATE-6..8: rating points, halved for an extra antagonist; one point per ally. */
function ratingEntries(scene: DScene, scores: { protagonist: number; antagonist: number }, rule: string): LedgerEntry[] {
  const out: LedgerEntry[] = [];
  const winner = scene.outcome?.winner ?? "protagonist";
  for (const side of ["protagonist", "antagonist"] as const) {
    const p = scene[side];
    const points = scene.antagonist.extra ? halfUp(scores[side]) : scores[side];
    if (points > 0) {
      out.push(entry(p.player ?? "", side === winner ? "pv" : "pk", points, scene.antagonist.extra ? "GF-RATE-7" : "GF-RATE-6", `rate.${side === winner ? "winner" : "loser"}`, p.character));
    }
  }
  // GF-RATE-8, GF-AMB-07: an extra ally's runner earns its point like any ally's player.
  for (const ally of scene.allies.filter((x) => x.status === "called")) {
    out.push(entry(ally.runner, ally.side === winner ? "pv" : "pk", 1, "GF-RATE-8", "rate.ally", ally.character));
  }
  return rule === "GF-FIN-6" ? out.map((e) => ({ ...e, reason: `finale.${e.reason}` })) : out;
}

export const rate: Handler<"rate"> = (d, a) => {
  const scene = d.scene;
  // GF-RATE-3: the first rating counts; once it is in, the scene is over.
  if (!scene || d.phase !== "rating") return err(gfError("rate.not-now", "GF-RATE-3", { phase: d.phase }));
  if (scene.finale) return err(gfError("rate.finale-is-collective", "GF-FIN-5"));
  if (!d.players.includes(a.player)) return err(gfError("player.unknown", "GF-RATE-4", { player: a.player }));
  // GF-RATE-4: neither principal rates their own scene.
  if (a.player === scene.protagonist.player || a.player === scene.antagonist.player) return err(gfError("rate.own-scene", "GF-RATE-4", { player: a.player }));
  // GF-AMB-28: once the Moderator has named a rater, only that player's rating counts.
  if (scene.rater !== undefined && a.player !== scene.rater) return err(gfError("rate.not-named", "GF-AMB-28", { player: a.player, rater: scene.rater }));
  // GF-RATE-2: integers 0–5 with a short justification.
  for (const score of [a.protagonist, a.antagonist]) {
    if (!Number.isInteger(score) || score < 0 || score > 5) return err(gfError("rate.range", "GF-RATE-2", { score }));
  }
  if (!a.reason.trim()) return err(gfError("rate.reason", "GF-RATE-2"));
  const paid = post(d, ratingEntries(scene, a, "GF-RATE-6"));
  if (!paid.ok) return paid;
  endScene(d, scene, a.player);
  return DONE;
};

/**
 * GF-RATE-5, GF-AMB-28: nobody has rated, so the Moderator names an eligible rater (GF-RATE-4).
 * Until then the first rating in the thread wins (GF-RATE-3, the original's "el próximo jugador que
 * postee puede calificar"); after it, only the named player's counts, so the naming settles who
 * rates instead of starting a new race. The Moderator may name another if the first stays silent.
 * No clock here: the service sends this only after the scene has waited the maximum wait time.
 */
export const nameRater: Handler<"name-rater"> = (d, a) => {
  const scene = d.scene;
  if (!scene || d.phase !== "rating") return err(gfError("rate.not-now", "GF-AMB-28", { phase: d.phase }));
  if (scene.finale) return err(gfError("rate.finale-is-collective", "GF-FIN-5"));
  if (a.player !== d.moderator) return err(gfError("moderator.only", "GF-AMB-28", { player: a.player }));
  if (!d.players.includes(a.rater)) return err(gfError("player.unknown", "GF-RATE-4", { player: a.rater }));
  if (a.rater === scene.protagonist.player || a.rater === scene.antagonist.player) return err(gfError("rate.own-scene", "GF-RATE-4", { player: a.rater }));
  scene.rater = a.rater;
  return DONE;
};

/** GF-FIN-6, GF-AMB-38: the average of the Grand Finale's ratings, rounded as the settings say. */
export function roundAverage(values: readonly number[], how: D["settings"]["finaleRounding"]): number {
  const avg = values.reduce((s, v) => s + v, 0) / values.length;
  return how === "down" ? Math.floor(avg) : how === "up" ? Math.ceil(avg) : Math.floor(avg + 0.5);
}

export const rateFinale: Handler<"rate-finale"> = (d, a) => {
  const scene = d.scene;
  if (!scene || d.phase !== "rating") return err(gfError("rate.not-now", "GF-RATE-3", { phase: d.phase }));
  if (!scene.finale) return err(gfError("rate.not-finale", "GF-FIN-5"));
  // GF-FIN-6: the Moderator averages; GF-FIN-5: every player rates, principals included.
  if (a.player !== d.moderator) return err(gfError("moderator.only", "GF-FIN-6", { player: a.player }));
  const raters = a.ratings.map((r) => r.player);
  const missing = d.players.filter((p) => !raters.includes(p));
  if (missing.length || new Set(raters).size !== raters.length || raters.some((p) => !d.players.includes(p))) {
    return err(gfError("rate.finale-raters", "GF-FIN-5", { missing: missing.join(", ") || "-" }));
  }
  for (const r of a.ratings) {
    for (const score of [r.protagonist, r.antagonist]) {
      if (!Number.isInteger(score) || score < 0 || score > 5) return err(gfError("rate.range", "GF-RATE-2", { score }));
    }
  }
  const scores = {
    protagonist: roundAverage(a.ratings.map((r) => r.protagonist), d.settings.finaleRounding),
    antagonist: roundAverage(a.ratings.map((r) => r.antagonist), d.settings.finaleRounding),
  };
  const paid = post(d, ratingEntries(scene, scores, "GF-FIN-6"));
  if (!paid.ok) return paid;
  endScene(d, scene, a.player);
  return DONE;
};

// ---- suspension (GF-SUSP) -----------------------------------------------------------------------

export const suspend: Handler<"suspend"> = (d, a) => {
  if (a.player !== d.moderator) return err(gfError("moderator.only", "GF-SUSP-1", { player: a.player }));
  const live = liveScene(d);
  if (!live.ok) return live;
  const scene = live.value;
  if (d.suspended) return err(gfError("scene.already-suspended", "GF-SUSP-1"));
  // GF-SUSP-1: frozen as it stands; the Moderator names a more active player to open the next scene.
  d.suspended = { scene, phase: d.phase };
  d.scene = null;
  d.phase = "idle";
  d.next = a.next;
  return DONE;
};

export const resume: Handler<"resume"> = (d, a) => {
  if (a.player !== d.moderator) return err(gfError("moderator.only", "GF-SUSP-2", { player: a.player }));
  if (!d.suspended) return err(gfError("scene.none-suspended", "GF-SUSP-2"));
  if (d.phase !== "idle" && d.phase !== "interval") return err(gfError("scene.in-progress", "GF-SUSP-2"));
  // GF-SUSP-2: once the new scene is done, it resumes from where it stopped.
  if (d.scenesPlayed < d.suspended.scene.number) return err(gfError("scene.resume-early", "GF-SUSP-2"));
  d.scene = d.suspended.scene;
  d.phase = d.suspended.phase;
  d.suspended = null;
  return DONE;
};

export const withdraw: Handler<"withdraw"> = (d, a) => {
  if (a.player !== d.moderator) return err(gfError("moderator.only", "GF-SUSP-2", { player: a.player }));
  if (!d.suspended) return err(gfError("scene.none-suspended", "GF-SUSP-2"));
  // GF-SUSP-2 (the original, lines 548–551): withdrawing is the alternative to resuming, asked for at
  // the same moment, "cuando esta nueva escena se ha completado"; never while another scene is in play.
  if (d.phase !== "idle" && d.phase !== "interval") return err(gfError("scene.in-progress", "GF-SUSP-2"));
  if (d.scenesPlayed < d.suspended.scene.number) return err(gfError("scene.withdraw-early", "GF-SUSP-2"));
  // GF-SUSP-2, GF-SUSP-3: as if it never happened: its points go back (its sheet changes are the
  // service's to undo, on the sheets as they read now).
  const n = d.suspended.scene.number;
  const undo = d.ledger.filter((e) => e.scene === n).map((e) => ({ ...e, amount: -e.amount, rule: "GF-SUSP-2", reason: `withdraw.${e.reason}`, scene: n }));
  d.suspended = null;
  return post(d, undo);
};
