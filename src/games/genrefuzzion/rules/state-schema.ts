// The campaign state (state.ts) as a zod schema, for state that comes back from outside the
// reducer: a topic's stored game, read again by the service. The schema is typed against GameState,
// so a field the interface gains and the schema lacks fails to compile; unknown keys are dropped.
import { z } from "zod";
import { character, currency, dieSize, rolledDie, settingsSchema, trait } from "./schemas.js";
import { DEFAULT_SETTINGS } from "./settings.js";
import type { Effect, GameState } from "./state.js";

const side = z.enum(["protagonist", "antagonist"]);
const phase = z.enum(["idle", "calls", "p_roll", "a_decide", "p_decide", "won", "rating", "interval", "epilogue"]);
const text = z.string();
const count = z.int().min(0);
const indices = z.array(count);

const ledgerEntry = z.object({
  player: text, currency, amount: z.int(), rule: text, reason: text,
  character: text.optional(), scene: z.int().optional(),
});

const ally = z.object({
  character: text, side, runner: text, extra: z.boolean(), die: text.optional(),
  status: z.enum(["called", "refused", "blocked", "left"]),
});

const poolDie = z.object({ size: dieSize, kind: text, name: text, owner: text.optional() });

const evaluateOptions = z.object({
  onesBotch: z.boolean().optional(), twosBotch: z.boolean().optional(), resultChoice: z.enum(["free", "strict"]).optional(),
  resultDice: indices.optional(), boostPv: z.boolean().optional(), bornClever: z.boolean().optional(),
  boostDice: indices.optional(), boostPk: z.boolean().optional(), bonus: z.int().optional(), discarded: indices.optional(),
  effectFromResult: z.boolean().optional(), noEffectDie: z.enum(["none", "d4"]).optional(),
});

const evaluation = z.object({
  dice: z.array(rolledDie), botches: indices, discarded: indices, resultDice: indices, boostDice: indices,
  base: z.int(), boost: z.int(), bonus: z.int(), result: z.int(), effectCandidates: indices,
  fallbackEffectSize: z.int().nullable(), cost: z.object({ pv: count, pk: count }),
});

const rollRecord = z.object({
  side, character: text, player: text, pool: z.array(poolDie), dice: z.array(rolledDie), sourceOf: indices,
  options: evaluateOptions, evaluation, poolSize: count, answered: z.int().nullable(), cliches: z.array(text),
  hadAdvantage: z.boolean(), outOfControl: z.boolean(),
});

const untilScene = z.literal("scene");
const untilNext = z.literal("next-pool");
const either = z.enum(["scene", "next-pool"]);
const who = { character: text, rule: text };
const effect: z.ZodType<Effect> = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("one-cliche"), ...who, until: either }),
  z.object({ kind: z.literal("no-problems-of"), ...who, owner: text, until: untilNext }),
  z.object({ kind: z.literal("blocked-cliche"), ...who, cliche: text, until: untilNext }),
  z.object({ kind: z.literal("twos-botch"), ...who, until: either }),
  z.object({ kind: z.literal("no-pv"), player: text, rule: text, until: untilScene }),
  z.object({ kind: z.literal("bonus"), ...who, amount: z.int(), until: untilNext }),
  z.object({ kind: z.literal("switched-off"), ...who, cliche: text, until: untilScene }),
  z.object({ kind: z.literal("one-ally-die"), ...who, until: untilScene }),
  z.object({ kind: z.literal("free-against"), ...who, owner: text, cliche: text, until: untilScene }),
  z.object({ kind: z.literal("retry-growth"), ...who, dice: count, until: untilNext }),
  z.object({ kind: z.literal("step-up-largest"), ...who, until: untilNext }),
  z.object({ kind: z.literal("gift"), ...who, from: text, name: text, die: dieSize, until: either }),
  z.object({ kind: z.literal("reverts"), ...who, problem: trait.extend({ temporary: z.boolean().optional() }), until: untilScene }),
]);

const principal = z.object({ character: text, player: text.nullable(), extra: z.boolean() });

const scene = z.object({
  number: z.int().min(1), title: text, setting: text, tone: text, finale: z.boolean(),
  sceneCliches: z.array(trait), protagonist: principal, antagonist: principal,
  intention: text, antagonistIntention: text.nullable(), rewriteRequests: z.array(text),
  allies: z.array(ally), rolls: z.array(rollRecord),
  standing: z.object({ side, result: z.int() }).nullable(),
  effects: z.array(effect), used: z.array(text),
  claims: z.array(z.object({ player: text, character: text, rule: text, claim: text })),
  outcome: z.object({ how: z.enum(["won", "yielded"]), winner: side }).nullable(),
  received: z.array(z.object({ character: text, name: text })),
  allyIntentions: z.array(z.object({ character: text, side, intention: text })).optional(),
  rater: text.optional(),
  effectDone: z.boolean(), noYieldPv: z.boolean(),
});

/** A stored GameState: every field the reducer relies on, with its type. */
export const gameStateSchema: z.ZodType<GameState> = z.object({
  // Every setting is stored; one a later version adds takes its default in a game stored before it.
  settings: settingsSchema.transform((s) => ({ ...DEFAULT_SETTINGS, ...s })),
  moderator: text,
  players: z.array(text),
  newcomers: z.array(text),
  characters: z.record(z.string(), character),
  balances: z.record(z.string(), z.object({ pv: count, pk: count })),
  ledger: z.array(ledgerEntry),
  phase,
  scene: scene.nullable(),
  suspended: z.object({ scene, phase }).nullable(),
  scenesPlayed: count,
  next: text.nullable(),
  interval: z.object({ after: count, improved: z.array(text) }).nullable(),
});
