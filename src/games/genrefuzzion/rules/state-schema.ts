// The campaign state (state.ts) as a zod schema, built twice from one shape. The store's reading
// (gameStateSchema) takes back a topic's stored game: unknown keys are dropped, so a state stored by an
// older version still reads. A replay's mid-game start (gfStateSchema, `{"setup": {"state": …}}`) is
// strict at every depth and also refuses what the rules cannot reach (GF-PTS-2 negative points,
// GF-DIE-1 a die off the ladder or a face above its size, a scene naming characters the state does not
// hold, GF-META-2 a player with two characters…), so a group can check a ruling in the middle of a
// campaign without replaying it. Both are typed against GameState: a field the interface gains and
// the schema lacks fails to compile.
import { z } from "zod";
import { DIE_SIZES, type DieSize } from "../../../dice/die.js";
import { readStated } from "../../../lib/replay.js";
import { advantage, character, currency, dieSize, objective, problem, relationship, rolledDie, settingsSchema, trait } from "./schemas.js";
import { DEFAULT_SETTINGS } from "./settings.js";
import type { Effect, GameState, Phase, Scene } from "./state.js";

const side = z.enum(["protagonist", "antagonist"]);
const phase = z.enum(["idle", "calls", "p_roll", "a_decide", "p_decide", "won", "rating", "interval", "epilogue"]);
const text = z.string();
const count = z.int().min(0);
const indices = z.array(count);
const untilScene = z.literal("scene");
const untilNext = z.literal("next-pool");
const either = z.enum(["scene", "next-pool"]);
const who = { character: text, rule: text };

/** The schema's shape; `strict` refuses unknown keys at every depth and reads dice and points as the rules bound them. */
function stateSchema(strict: boolean) {
  const obj = <S extends z.ZodRawShape>(shape: S) => { const o = z.object(shape); return (strict ? o.strict() : o) as typeof o; };
  // GF-DIE-1, GF-DIE-2: every die a sheet, a pool or an effect holds is a size of the ladder.
  const size = strict
    ? z.custom<DieSize>((v) => (DIE_SIZES as readonly unknown[]).includes(v), { message: "not a die of the ladder d4, d6, d8, d10, d12 (GF-DIE-1)", params: { code: "state.die", rule: "GF-DIE-1" } })
    : dieSize;
  // GF-DIE-1: a rolled die is a size of the ladder and a face from 1 to that size.
  const die = strict
    ? obj({ size, face: z.int().min(1) }).superRefine((d, ctx) => {
      if (d.face > d.size) ctx.addIssue({ code: "custom", path: ["face"], message: "a face above its die's size (GF-DIE-1)", params: { code: "state.face", rule: "GF-DIE-1", face: d.face, size: d.size } });
    })
    : rolledDie;
  const sized = <S extends z.ZodRawShape>(shape: S) => obj({ ...shape, die: size });
  const strictTrait = sized(trait.shape);
  const sheet = strict
    ? character.extend({
      cliches: z.array(strictTrait),
      relationships: z.array(sized(relationship.shape)).default([]),
      advantages: z.array(sized(advantage.shape)).default([]),
      problems: z.array(sized(problem.shape)).default([]),
      objectives: z.array(obj(objective.shape)).default([]),
    }).strict()
    : character;
  // GF-PTS-2: points are never below 0.
  const points = strict ? z.int().refine((n) => n >= 0, { message: "points below 0 (GF-PTS-2)", params: { code: "state.points", rule: "GF-PTS-2" } }) : count;

  const ledgerEntry = obj({
    player: text, currency, amount: z.int(), rule: text, reason: text,
    character: text.optional(), scene: z.int().optional(),
  });

  const ally = obj({
    character: text, side, runner: text, extra: z.boolean(), die: text.optional(),
    status: z.enum(["called", "refused", "blocked", "left"]),
  });

  const poolDie = obj({ size, kind: text, name: text, owner: text.optional() });

  const evaluateOptions = obj({
    onesBotch: z.boolean().optional(), twosBotch: z.boolean().optional(), resultChoice: z.enum(["free", "strict"]).optional(),
    resultDice: indices.optional(), boostPv: z.boolean().optional(), bornClever: z.boolean().optional(),
    boostDice: indices.optional(), boostPk: z.boolean().optional(), bonus: z.int().optional(), discarded: indices.optional(),
    effectFromResult: z.boolean().optional(), noEffectDie: z.enum(["none", "d4"]).optional(),
  });

  const evaluation = obj({
    dice: z.array(die), botches: indices, discarded: indices, resultDice: indices, boostDice: indices,
    base: z.int(), boost: z.int(), bonus: z.int(), result: z.int(), effectCandidates: indices,
    fallbackEffectSize: z.int().nullable(), cost: obj({ pv: count, pk: count }),
  });

  const rollRecord = obj({
    side, character: text, player: text, pool: z.array(poolDie), dice: z.array(die), sourceOf: indices,
    options: evaluateOptions, evaluation, poolSize: count, answered: z.int().nullable(), cliches: z.array(text),
    hadAdvantage: z.boolean(), outOfControl: z.boolean(),
  });

  const effect: z.ZodType<Effect> = z.discriminatedUnion("kind", [
    obj({ kind: z.literal("one-cliche"), ...who, until: either }),
    obj({ kind: z.literal("no-problems-of"), ...who, owner: text, until: untilNext }),
    obj({ kind: z.literal("blocked-cliche"), ...who, cliche: text, until: untilNext }),
    obj({ kind: z.literal("twos-botch"), ...who, until: either }),
    obj({ kind: z.literal("no-pv"), player: text, rule: text, until: untilScene }),
    obj({ kind: z.literal("bonus"), ...who, amount: z.int(), until: untilNext }),
    obj({ kind: z.literal("switched-off"), ...who, cliche: text, until: untilScene }),
    obj({ kind: z.literal("one-ally-die"), ...who, until: untilScene }),
    obj({ kind: z.literal("free-against"), ...who, owner: text, cliche: text, until: untilScene }),
    obj({ kind: z.literal("retry-growth"), ...who, dice: count, until: untilNext }),
    obj({ kind: z.literal("step-up-largest"), ...who, until: untilNext }),
    obj({ kind: z.literal("gift"), ...who, from: text, name: text, die: size, until: either }),
    obj({ kind: z.literal("reverts"), ...who, problem: sized(problem.shape), until: untilScene }),
  ]);

  const principal = obj({ character: text, player: text.nullable(), extra: z.boolean() });

  const scene = obj({
    number: z.int().min(1), title: text, setting: text, tone: text, finale: z.boolean(),
    sceneCliches: z.array(strictTrait), protagonist: principal, antagonist: principal,
    intention: text, antagonistIntention: text.nullable(), rewriteRequests: z.array(text),
    allies: z.array(ally), rolls: z.array(rollRecord),
    standing: obj({ side, result: z.int() }).nullable(),
    effects: z.array(effect), used: z.array(text),
    claims: z.array(obj({ player: text, character: text, rule: text, claim: text })),
    outcome: obj({ how: z.enum(["won", "yielded"]), winner: side }).nullable(),
    received: z.array(obj({ character: text, name: text })),
    allyIntentions: z.array(obj({ character: text, side, intention: text })).optional(),
    rater: text.optional(),
    effectDone: z.boolean(), noYieldPv: z.boolean(),
  });

  return obj({
    // Every setting is stored; one a later version adds takes its default in a game stored before it.
    settings: settingsSchema.transform((s) => ({ ...DEFAULT_SETTINGS, ...s })),
    moderator: text,
    players: z.array(text),
    newcomers: z.array(text),
    characters: z.record(z.string(), sheet),
    balances: z.record(z.string(), obj({ pv: points, pk: points })),
    ledger: z.array(ledgerEntry),
    phase,
    scene: scene.nullable(),
    suspended: obj({ scene, phase }).nullable(),
    scenesPlayed: count,
    next: text.nullable(),
    interval: obj({ after: count, improved: z.array(text) }).nullable(),
  });
}

/** A stored GameState: every field the reducer relies on, with its type (unknown keys dropped). */
export const gameStateSchema: z.ZodType<GameState> = stateSchema(false);

/** The phases a scene is in play in (GF-SCENE-1 to GF-RATE-*); in the others there is no scene. */
const SCENE_PHASES: ReadonlySet<Phase> = new Set(["calls", "p_roll", "a_decide", "p_decide", "won", "rating"]);

/**
 * A whole campaign stated mid-game (a replay's `{"setup": {"state": …}}`): strict at every depth, and
 * refused where no play of the rules could have led (each check names the rule it holds to).
 */
export const gfStateSchema = stateSchema(true).superRefine((s, ctx) => {
  // Each refusal names its message (rules/messages.ts, state.*), so the reader reads it in their language.
  const at = (path: PropertyKey[], code: string, rule: string | undefined, params: Record<string, string | number>, message: string) =>
    ctx.addIssue({ code: "custom", path, message, params: { code, ...(rule ? { rule } : {}), ...params } });
  const isPlayer = (p: string) => s.players.includes(p);
  const player = (path: PropertyKey[], p: string, rule: string) => { if (!isPlayer(p)) at(path, "state.not-player", rule, { player: p }, `${p} is not one of the players (${rule})`); };
  // GF-MOD-1: the Moderator is one of the players.
  player(["moderator"], s.moderator, "GF-MOD-1");
  s.newcomers.forEach((p, i) => player(["newcomers", i], p, "GF-NEW-1"));
  if (s.next !== null) player(["next"], s.next, "GF-NEXT-1");
  // GF-PTS-1: points belong to the players.
  for (const p of Object.keys(s.balances)) player(["balances", p], p, "GF-PTS-1");
  const active = new Map<string, string>();
  for (const [key, c] of Object.entries(s.characters)) {
    if (c.name !== key) at(["characters", key, "name"], "state.sheet-name", undefined, { key, name: c.name }, `the sheet under "${key}" is named "${c.name}"`);
    if (c.kind !== "character") continue;
    if (c.player === undefined || !isPlayer(c.player)) {
      at(["characters", key, "player"], "state.no-player", "GF-META-2", { character: key }, "a character needs one of the players (GF-META-2)");
      continue;
    }
    // GF-META-2: each player controls exactly one character at a time.
    const other = active.get(c.player);
    if (other !== undefined) at(["characters", key, "player"], "state.two-characters", "GF-META-2", { player: c.player, character: other }, `${c.player} already runs ${other} (GF-META-2)`);
    active.set(c.player, key);
  }
  // GF-SCENE-1, GF-SUSP-1: a scene is in play exactly in the scene's phases; a frozen one waits for one of them.
  if (s.scene !== null && !SCENE_PHASES.has(s.phase)) at(["scene"], "state.scene-out", "GF-SCENE-1", { phase: s.phase }, `no scene is in play in phase "${s.phase}" (GF-SCENE-1)`);
  if (s.scene === null && SCENE_PHASES.has(s.phase)) at(["scene"], "state.scene-missing", "GF-SCENE-1", { phase: s.phase }, `phase "${s.phase}" needs a scene in play (GF-SCENE-1)`);
  if (s.suspended && !SCENE_PHASES.has(s.suspended.phase)) {
    at(["suspended", "phase"], "state.suspended-phase", "GF-SUSP-1", { phase: s.suspended.phase }, `a suspended scene resumes in a scene's phase, not "${s.suspended.phase}" (GF-SUSP-1)`);
  }
  // GF-INT-1: an interval's phase is an interval's.
  if (s.phase === "interval" && s.interval === null) at(["interval"], "state.no-interval", "GF-INT-1", {}, "the phase is an interval's, and no interval is stated (GF-INT-1)");
  const inPlay = (scene: Scene, phase: Phase, path: PropertyKey[]) => {
    const character = (where: PropertyKey[], name: string, rule: string) => {
      if (!Object.hasOwn(s.characters, name)) at([...path, ...where], "state.unknown-character", rule, { character: name }, `${name} is not a character of the state (${rule})`);
    };
    const me = s.characters[scene.protagonist.character];
    // GF-SCENE-2, GF-RET-4: the protagonist is the opener's active character.
    if (!me) character(["protagonist", "character"], scene.protagonist.character, "GF-SCENE-2");
    else if (me.kind !== "character" || me.player !== scene.protagonist.player) {
      const who = scene.protagonist.player ?? "-";
      at([...path, "protagonist"], "state.not-active", "GF-RET-4", { character: scene.protagonist.character, player: who }, `${scene.protagonist.character} is not ${who}'s active character (GF-RET-4)`);
    }
    if (scene.antagonist.character === scene.protagonist.character) at([...path, "antagonist", "character"], "state.self-opposed", "GF-SCENE-1", {}, "a character cannot oppose itself (GF-SCENE-1)");
    // GF-ANT-3: a new extra's sheet exists once it is presented; only while the calls are open may it be unknown.
    else if (phase !== "calls") character(["antagonist", "character"], scene.antagonist.character, "GF-ANT-3");
    scene.allies.forEach((a, i) => {
      character(["allies", i, "character"], a.character, "GF-ALLY-1");
      player([...path, "allies", i, "runner"], a.runner, "GF-AMB-07");
    });
    scene.rolls.forEach((r, i) => {
      character(["rolls", i, "character"], r.character, "GF-POOL-1");
      player([...path, "rolls", i, "player"], r.player, "GF-POOL-1");
    });
  };
  if (s.scene) inPlay(s.scene, s.phase, ["scene"]);
  if (s.suspended) inPlay(s.suspended.scene, s.suspended.phase, ["suspended", "scene"]);
});

// What the strict schema reads is a GameState: a parsed state needs no cast.
const _isModel = (p: z.output<typeof gfStateSchema>): GameState => p;
void _isModel;

/** A stated campaign read, or where and why not. */
export const readGfState = (json: unknown) => readStated(gfStateSchema, json);
