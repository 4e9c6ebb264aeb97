// Tricube Tales' inputs as zod schemas: a group's setup (GM, settings, characters) and every action
// a post can carry. Each action names the forum user who acts (`by`); dice arrive already rolled, as
// the shared dice core gives them ({ size, face }) or as plain faces. Types come from z.infer.
import { z } from "zod";
import { ENEMY_QUALITIES, LIMITATIONS, QUALITIES, STYLES } from "./model.js";

const name = z.string().trim().min(1).max(120);
const user = z.string().trim().min(1).max(60);
const id = z.string().trim().min(1).max(60);
const count = z.int().min(0).max(99);

export const quality = z.enum(QUALITIES);
export const style = z.enum(STYLES);
export const limitation = z.enum(LIMITATIONS);
export const enemyQuality = z.enum(ENEMY_QUALITIES);

/** A perk as typed in a setup: its name alone, or with its limitations (TT-MAG-3, TT-SUP-4). */
export const perkInput = z.union([
  name.transform((n) => ({ name: n, limitations: [] as z.infer<typeof limitation>[] })),
  z.object({ name, limitations: z.array(limitation).max(6).default([]) }),
]);

export const afflictionInput = z.object({
  name,
  permanent: z.boolean().default(false),
  untilSceneEnd: z.boolean().default(false),
  fatal: z.boolean().default(false),
});

export const characterInput = z.object({
  name,
  player: user,
  kind: z.enum(["pc", "vehicle"]).default("pc"),
  quality: quality.nullable().optional(),
  concept: name,
  style: style.optional(),
  perks: z.array(perkInput).max(40),
  quirks: z.array(name).max(40),
  afflictions: z.array(afflictionInput).max(20).default([]),
  spells: z.array(z.object({ name, limitations: z.array(limitation).max(6) })).max(40).default([]),
  species: name.optional(),
  karma: count.optional(),
  karmaQuota: count.optional(),
  resolve: count.optional(),
  resolveQuota: count.optional(),
  advances: count.default(0),
  level: count.optional(),
});
export type CharacterInput = z.input<typeof characterInput>;

const settingsInput = z.object({
  enemyQualities: z.boolean(),
  levels: z.boolean(),
  lowerLevelGap: z.enum(["power-levels", "minus-one"]),
  fear: z.boolean(),
  magicLimitations: z.boolean(),
  powerLimitations: z.boolean(),
  spellLists: z.boolean(),
  sieges: z.boolean(),
  vehicles: z.boolean(),
  speciesChoice: z.boolean(),
  supernaturalAfflictions: z.boolean(),
  threshold: z.enum(["meet", "beat"]),
  complicationKarma: z.int().min(0).max(6),
}).partial().strict();

export const setup = z.object({
  gm: user,
  settings: z.union([z.literal("all"), settingsInput]).default({}),
  characters: z.array(characterInput).max(50).default([]),
});
export type Setup = z.input<typeof setup>;

/** A die as the dice core gives it, or a bare face. The rules check it is a d6 (TT-SETUP-3). */
const die = z.union([z.int(), z.object({ size: z.int(), face: z.int() })]);

const who = z.union([
  name.transform((character) => ({ character })),
  z.object({ character: name, quality: quality.optional(), outsideConcept: z.boolean().optional() }),
]);

const act = { by: user };
const onChallenge = { ...act, challenge: id, character: name };

export const action = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("challenge"), ...act, id,
    kind: z.enum(["normal", "attack", "defence", "fear", "opposed"]).default("normal"),
    quality: quality.optional(),
    difficulty: z.int(),
    who: z.array(who).min(1).max(20),
    effort: z.int().min(1).max(99).optional(),
    combat: style.optional(),
    enemy: z.object({
      name: name.optional(),
      monster: name.optional(),
      qualities: z.array(enemyQuality).max(6).optional(),
      level: z.int().min(1).max(99).optional(),
      boss: z.boolean().default(false),
    }).optional(),
    battle: id.optional(),
    deadly: z.boolean().default(false),
  }),
  z.object({ type: z.literal("battle"), ...act, id, ours: z.int().min(1).max(99), theirs: z.int().min(1).max(99) }),
  z.object({ type: z.literal("quirk"), ...onChallenge, quirk: name, species: z.boolean().default(false) }),
  z.object({ type: z.literal("affliction"), ...onChallenge, affliction: name }),
  z.object({
    type: z.literal("roll"), ...onChallenge,
    dice: z.array(die).min(1).max(3),
    vehicle: name.optional(),
    /** The player's claim that the quality gives the third die; checked against the challenge. */
    quality: z.boolean().optional(),
    /** The player's own "outside my concept" (false): one die fewer, like the GM's flag. */
    concept: z.boolean().optional(),
  }),
  z.object({
    type: z.literal("karma"), ...onChallenge,
    spender: name.optional(), perk: name, species: z.boolean().default(false), prepared: z.boolean().default(false),
  }),
  z.object({ type: z.literal("uncontrollable"), ...onChallenge, complication: name }),
  z.object({
    type: z.literal("spend"), ...act, character: name, perk: name,
    purpose: z.enum(["story", "automatic", "bypass"]), challenge: id.optional(), prepared: z.boolean().default(false),
  }),
  z.object({
    type: z.literal("cost"), ...onChallenge,
    cost: z.enum(["resolve", "complication", "consequence"]),
    complication: name.optional(),
    target: name.optional(),
  }),
  z.object({ type: z.literal("reward"), ...onChallenge, take: z.enum(["karma", "resolve"]) }),
  z.object({ type: z.literal("close"), ...act, challenge: id }),
  z.object({ type: z.literal("afflict"), ...act, character: name, affliction: afflictionInput }),
  z.object({ type: z.literal("offer"), ...act, character: name, kind: z.enum(["karma-for-complication", "complication-for-karma"]), challenge: id.optional() }),
  z.object({ type: z.literal("answer"), ...act, character: name, accept: z.boolean(), complication: name.optional() }),
  z.object({ type: z.literal("cure"), ...act, character: name, affliction: name, healer: name.optional(), perk: name.optional(), prepared: z.boolean().default(false) }),
  z.object({ type: z.literal("scene-end"), ...act }),
  z.object({ type: z.literal("session"), ...act }),
  z.object({ type: z.literal("grant-advance"), ...act, character: name }),
  z.object({
    type: z.literal("advance"), ...act, character: name,
    choice: z.discriminatedUnion("take", [
      z.object({ take: z.literal("perk"), name, limitations: z.array(limitation).max(6).default([]) }),
      z.object({ take: z.literal("quirk"), name }),
      z.object({ take: z.literal("affliction-to-quirk"), affliction: name, quirk: name }),
      z.object({ take: z.literal("affliction-to-perk"), affliction: name, perk: name, limitations: z.array(limitation).max(6).default([]) }),
      z.object({ take: z.literal("karma-quota") }),
      z.object({ take: z.literal("resolve-quota") }),
    ]),
  }),
]);
export type Action = z.output<typeof action>;
export type ActionInput = z.input<typeof action>;
export type ActionType = Action["type"];
