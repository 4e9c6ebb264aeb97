// The rules' inputs as zod schemas: a campaign's starting data and every action a player can post.
// Types come from z.infer, so the service, the replay log and the tests share one definition.
// Every action names the acting player (their forum username) and, where one is involved, the
// character they act for; dice arrive already rolled. Names follow the forum blocks of
// markup/schemas.ts where both exist (pool kinds, "present", "refuse", "block", "effect"…).
import { z } from "zod";
import { dieSizeSchema } from "../../../dice/die-schema.js";

export const dieSize = dieSizeSchema;
const name = z.string().trim().min(1).max(200);
const player = z.string().trim().min(1).max(60);
export const currency = z.enum(["pv", "pk"]);
const index = z.int().min(0);

/** A rolled die, as the dice engine gives it. Sizes are checked by the rules (GF-DIE-1). */
export const rolledDie = z.object({ size: z.int(), face: z.int() });

export const trait = z.object({ name, die: dieSize });
export const relationship = trait.extend({ target: name });
export const advantage = trait.extend({
  /** GF-ADV-2: an advantage tied to one opponent. */
  boundOpponent: name.optional(),
  /** GF-ADV-5: ends with the scene (Regalo del cielo, Provócame). */
  temporary: z.boolean().optional(),
});
export const problem = trait.extend({ temporary: z.boolean().optional() });
/** "achieved" is the original's "alcanzado" (reached), named as the markup's sheets name it. */
export const objectiveState = z.enum(["open", "achieved", "satisfied"]);
export const objective = z.object({
  text: name,
  difficulty: z.int().min(5).max(15),
  state: objectiveState.default("open"),
});

export const character = z.object({
  name,
  /** The player who runs it; absent for an extra, whoever volunteers runs it (GF-ANT-2). */
  player: player.optional(),
  kind: z.enum(["character", "extra"]).default("character"),
  /** A retired character counts as an extra from then on, and need not leave the world (GF-RET-1); its old player is kept here. */
  retiredFrom: player.optional(),
  cliches: z.array(trait),
  relationships: z.array(relationship).default([]),
  advantages: z.array(advantage).default([]),
  problems: z.array(problem).default([]),
  /** Trick ids from tricks.ts, e.g. "camara-lenta". */
  tricks: z.array(z.string()).default([]),
  flaws: z.array(z.string()).default([]),
  objectives: z.array(objective).default([]),
  /** GF-NEW-1: built mid-game (2 relationships, 2 objectives). */
  joinedMidGame: z.boolean().optional(),
});

/** A group's choices for the open rules (settings.ts); anything left out keeps the default. */
export const settingsSchema = z.object({
  resultChoice: z.enum(["free", "strict"]),
  antagonistGrowth: z.boolean(),
  giftDuration: z.enum(["scene", "next_pool"]),
  noEffectDie: z.enum(["none", "d4"]),
  thirdClichePv: z.int().min(0),
  extraComplicationPk: z.int().min(0),
  extraNewClichePk: z.int().min(0),
  newAttributePk: z.int().min(0),
  objectiveChange: z.enum(["rename", "difficulty"]),
  lateObjectiveAnalysis: z.boolean(),
  halveProtagonistYieldToExtra: z.boolean(),
  callerRunsExtraAlly: z.boolean(),
  excelenciaDiscards: z.enum(["lowest-face", "smallest-size"]),
  teamwork: z.enum(["extra-die", "lift-cap"]),
  finaleAllyDice: z.enum(["per-ally", "total"]),
  finaleRounding: z.enum(["half-up", "down", "up"]),
}).strict().partial();

/** What a campaign starts from. Balances start at 0 (GF-PTS-2) unless carried over (GF-EPI-2). */
export const setup = z.object({
  moderator: player,
  players: z.array(player).min(1),
  characters: z.array(character),
  settings: settingsSchema.optional(),
  carryOver: z.record(z.string(), z.object({ pv: z.int().min(0), pk: z.int().min(0) })).optional(),
  /** Skip the creation checklist for sheets already in play (a campaign resumed mid-way). */
  inPlay: z.boolean().optional(),
  /**
   * A campaign resumed mid-way: each player's balance as their sheet shows it (GF-PTS-1), posting no
   * ledger entry (unlike carryOver, which is a new campaign's GF-EPI-2 gift), and the scenes already
   * played, so the next scene opened has the number it had in play.
   */
  resume: z.object({
    balances: z.record(z.string(), z.object({ pv: z.int().min(0), pk: z.int().min(0) })).default({}),
    scenesPlayed: z.int().min(0).default(0),
  }).optional(),
});

// ---- pools --------------------------------------------------------------------------------------
/**
 * One line of a pool (GF-POOL-2). `size` is the size the player typed, if any: it must match the
 * sheet, so a typed d12 never beats a d6 on the sheet. Kinds are the markup's:
 * cliche S1, relationship S2, advantage S3, problem S4 (the opponent's), scene S5, ally S6,
 * against S7 (an opponent's attribute), bought S8 (1 PK for a d6), gift S10 (a die the opponent gave
 * you), give (GF-POOL-9: hand one of your attributes to the opponent; adds no die to your pool).
 */
export const poolEntry = z.object({
  kind: z.enum(["cliche", "relationship", "advantage", "problem", "scene", "ally", "against", "bought", "gift", "give"]),
  name: z.string().default(""),
  /** The ally (S6) whose trait it is. */
  owner: name.optional(),
  size: dieSize.optional(),
  /** GF-ADV-4: an advantage used one last time for three dice (four with As bajo la manga). */
  sacrifice: z.boolean().optional(),
});

/** A trick declared with a pool or played on its own. Fields used by the tricks that need them. */
export const trickPlay = z.object({
  id: z.string(),
  /** The narrative condition as the player states it, kept in the log for dispute (GF-TT-4). */
  claim: z.string().optional(),
  /** Defensa impasable, Genre Savvy, Excelencia: the cliché concerned. */
  cliche: z.string().optional(),
  /** Plan B: the two clichés not used before. */
  cliches: z.array(z.string()).optional(),
  /** Huyan cobardes: which of the opponent's allies leaves. Otro morderá el polvo: who takes the problem. */
  ally: z.string().optional(),
  /** Provócame: the problem that turns into an advantage. Otro morderá el polvo: the problem received. */
  problem: z.string().optional(),
  /** Regalo del cielo: the temporary advantage's name. */
  name: z.string().optional(),
  /** Rerolls (No tan rápido, Siempre alerta): indices of the dice left out. */
  drop: z.array(index).optional(),
  /** Rerolls: the new faces for the dice kept, already rolled. */
  dice: z.array(rolledDie).optional(),
});

const base = { player, character: name };

/** GF-ROLL-3, GF-ROLL-5: how the roller reads their own dice. */
const rollChoices = {
  /** Indices of the two result dice; omitted, the two highest. */
  resultDice: z.array(index).optional(),
  boostPv: z.boolean().optional(),
  boostDice: z.array(index).optional(),
  boostPk: z.boolean().optional(),
};

export const action = z.discriminatedUnion("type", [
  // ---- scene (GF-SCENE-*, GF-RES-*) ----
  /** GF-SCENE-2: the protagonist opens a scene. */
  z.object({
    type: z.literal("open"), ...base,
    title: z.string(), setting: z.string(), tone: z.string(),
    sceneCliches: z.array(trait).default([]),
    antagonist: name,
    /** GF-SCENE-2 item 5: one line about an extra never mentioned before. */
    antagonistDescription: z.string().optional(),
    intention: z.string(),
    allies: z.array(name).default([]),
    /** GF-AMB-07: who runs each extra ally (extra's name → player outside the scene), named when it is called. */
    runners: z.record(z.string(), player).default({}),
    /** GF-FIN-1: the agreed Grand Finale. */
    finale: z.boolean().optional(),
  }),
  /** GF-SCENE-3: any player asks for the intention to be rewritten, before the antagonist presents. */
  z.object({ type: z.literal("ask-rewrite"), player, reason: z.string().optional() }),
  /** GF-SCENE-3: the protagonist rewrites the intention. */
  z.object({ type: z.literal("revise"), ...base, intention: z.string() }),
  /** GF-ALLY-2: a called character refuses. `character` is the ally. */
  z.object({ type: z.literal("refuse"), ...base }),
  /** GF-ALLY-3: any player pays 1 PK to keep a called extra out. */
  z.object({ type: z.literal("block"), player, ally: name }),
  /** GF-AMB-07: the player running an extra ally picks the trait it lends. `character` is the ally. */
  z.object({ type: z.literal("ally-die"), ...base, trait: name }),
  /** GF-FIN-3: in the Grand Finale an ally states its own intention. `character` is the ally. */
  z.object({ type: z.literal("ally-intention"), ...base, intention: z.string() }),
  /** GF-ANT-1..7: the antagonist presents; for an extra, the volunteer defines or upgrades it. */
  z.object({
    type: z.literal("present"), ...base,
    intention: z.string(),
    /** GF-ANT-3: the five clichés of an extra never defined. */
    define: z.array(trait).optional(),
    /** GF-ANT-4: cliché names to step up, once per step, paid in PV. */
    stepUp: z.array(z.string()).default([]),
    /** GF-ANT-4: new clichés at d8, paid in PK. */
    newCliches: z.array(z.string()).default([]),
    allies: z.array(name).default([]),
    /** GF-AMB-07: who runs each extra ally, as for `open`. */
    runners: z.record(z.string(), player).default({}),
  }),
  /** GF-POOL-1, GF-ROLL-1: build a pool and roll it: the opening roll, an opposition or a retry. */
  z.object({
    type: z.literal("roll"), ...base,
    pool: z.array(poolEntry),
    tricks: z.array(trickPlay).default([]),
    dice: z.array(rolledDie),
    /** GF-TRICK-03 Cámara lenta: the second roll of the same pool. */
    secondDice: z.array(rolledDie).optional(),
    ...rollChoices,
  }),
  /** GF-YIELD-1, GF-YIELD-3. */
  z.object({ type: z.literal("yield"), ...base, tricks: z.array(trickPlay).default([]) }),
  /** GF-AMB-36: in the Grand Finale, a side that cannot build a legal pool loses the roll. */
  z.object({ type: z.literal("concede"), ...base }),
  /** GF-TT-4: a trick played outside a pool post. */
  z.object({ type: z.literal("trick"), ...base, trick: trickPlay }),
  /** GF-TT-5: any player triggers a character's flaw; `character` is the flaw's owner. */
  z.object({
    type: z.literal("flaw"), ...base, flaw: z.string(),
    claim: z.string().optional(),
    /** Error de principiante, Fobia: the cliché(s) switched off, chosen by the owner. */
    cliches: z.array(z.string()).optional(),
    /** Solo un accidente: the advantage discarded. Torpeza crónica: the problem stepped up. */
    target: z.string().optional(),
    /** Dilema del Erizo: the ally who receives the same problem. */
    ally: z.string().optional(),
    /** Lapsus freudiano: the die discarded, picked at random by the dice service. */
    discard: index.optional(),
  }),
  /** GF-WIN-2..4: the winner turns effect dice into outcomes; the first is free. */
  z.object({
    type: z.literal("effect"), ...base,
    outcomes: z.array(z.object({
      /** GF-WIN-3 (a) advantage, (b) problem, (c) annul or step down. */
      outcome: z.enum(["advantage", "problem", "annul"]),
      /**
       * Index into the winner's last roll, or "d4" under GF-AMB-20's setting; or a size ("d6", as a
       * post names it): the first eligible die of that size not taken by another outcome.
       */
      die: z.union([index, z.literal("d4"), z.enum(["d6", "d8", "d10", "d12"])]),
      /** New advantage or problem name; for "annul" and a stepped-up problem, the existing trait. */
      name: z.string(),
      /** "annul": whose trait (default: the loser). */
      owner: name.optional(),
      /** "problem": step up an existing problem instead of creating one (GF-PROB-3). */
      existing: z.boolean().optional(),
      /** GF-ADV-2. */
      boundOpponent: name.optional(),
      /** GF-TRICK-32 Truco mental on a new problem. */
      mindTrick: z.boolean().optional(),
    })),
  }),
  /** GF-RATE-2: 0–5 each, with a reason. */
  z.object({
    type: z.literal("rate"), player,
    protagonist: z.int(), antagonist: z.int(), reason: z.string(),
  }),
  /**
   * GF-RATE-5, GF-AMB-28: nobody has rated, so the Moderator names an eligible rater; from then on
   * only that player's rating counts. The rules take no clock: the service sends this only once the
   * scene has waited the maximum wait time for a rating.
   */
  z.object({ type: z.literal("name-rater"), player, rater: player }),
  /** GF-FIN-5, GF-FIN-6: every player's ratings, averaged by the Moderator. */
  z.object({
    type: z.literal("rate-finale"), player,
    ratings: z.array(z.object({ player, protagonist: z.int(), antagonist: z.int() })),
  }),
  /** GF-SUSP-1: the Moderator freezes the scene and names who may open the next one. */
  z.object({ type: z.literal("suspend"), player, next: player }),
  /** GF-SUSP-2. */
  z.object({ type: z.literal("resume"), player }),
  z.object({ type: z.literal("withdraw"), player }),
  // ---- between scenes (GF-NEXT-*, GF-INT-1, GF-TRAIN-*, GF-RET-*) ----
  /** GF-NEXT-1: the rater calls an interval instead of opening a scene. */
  z.object({ type: z.literal("interval"), player }),
  /** GF-NEXT-2, GF-AMB-29: the rater (or the Moderator) hands the next scene to another player. */
  z.object({ type: z.literal("hand-over"), player, to: player }),
  /** GF-TRAIN-2. */
  z.object({ type: z.literal("train"), ...base, trait: z.string() }),
  /** GF-TRAIN-4, GF-OBJ-10: a new text for a trait or an objective (1-based). */
  z.object({
    type: z.literal("rename"), ...base,
    from: z.string().optional(), objective: z.int().min(1).optional(),
    to: z.string(), target: name.optional(),
  }),
  /** GF-TRAIN-5. */
  z.object({ type: z.literal("new-trick"), ...base, id: z.string() }),
  z.object({ type: z.literal("new-flaw"), ...base, id: z.string() }),
  /** GF-TRAIN-6. */
  z.object({ type: z.literal("new-cliche"), ...base, name: z.string() }),
  z.object({ type: z.literal("new-relationship"), ...base, name: z.string(), target: name }),
  /** GF-OBJ-6: another player endorses an objective (1-based) fulfilled in scene `scene`. */
  z.object({ type: z.literal("endorse"), ...base, objective: z.int().min(1), currency, scene: z.int().min(1) }),
  /** GF-OBJ-7, GF-EPI-1: pay the difficulty (PV; in the Epilogue any mix). */
  z.object({ type: z.literal("satisfy"), ...base, objective: z.int().min(1), pk: z.int().min(0).optional() }),
  /** GF-RET-1. */
  z.object({ type: z.literal("retire"), ...base }),
  /** GF-RET-2: point a relationship with a retired character elsewhere. */
  z.object({ type: z.literal("redirect"), ...base, relationship: z.string(), target: name }),
  /** GF-RET-3: drop it for points equal to its die's maximum face. */
  z.object({ type: z.literal("drop-relationship"), ...base, relationship: z.string(), pv: z.int().min(0), pk: z.int().min(0) }),
  /** GF-NEW-1: a character enters play during an interval. */
  z.object({ type: z.literal("join"), player, sheet: character, newcomer: z.boolean().default(false) }),
  /** GF-NEW-1 item 4: give points to a newcomer. */
  z.object({ type: z.literal("sponsor"), player, to: player, pv: z.int().min(0), pk: z.int().min(0) }),
]);

/** A pool before it is rolled (planRoll): the roll action without its dice. */
export const rollPlan = z.object({
  player, character: name, pool: z.array(poolEntry), tricks: z.array(trickPlay).default([]),
  /** Whether the post buys the PV boost (Naciste listo needs it); unknown at planning time counts as yes. */
  boostPv: z.boolean().optional(),
  /** Whether the post buys the PK boost: with the PV boost too it is refused before rolling (GF-AMB-16). */
  boostPk: z.boolean().optional(),
});
export type RollPlanInput = z.input<typeof rollPlan>;

export type Action = z.infer<typeof action>;
export type ActionType = Action["type"];
export type Setup = z.input<typeof setup>;
export type CharacterInput = z.input<typeof character>;
export type Character = z.infer<typeof character>;
export type Trait = z.infer<typeof trait>;
export type PoolEntry = z.infer<typeof poolEntry>;
export type TrickPlay = z.infer<typeof trickPlay>;
