// The game state as zod reads it back from storage (the service keeps a topic's state as JSON): every
// field of TtState, so a stored row that is not a Tricube state is an error to answer, never a cast.
// What it reads is a TtState (checked at compile time below); the tests check every state a session
// reaches reads back equal, so a field the model gains and the schema lacks fails there.
import { z } from "zod";
import { readStated } from "../../../lib/replay.js";
import { ENEMY_QUALITIES, LIMITATIONS, OUTCOMES, QUALITIES, STYLES, type TtState } from "./model.js";

const name = z.string().min(1).max(200);
const count = z.int().min(0).max(999);
const named = z.object({ name, limitations: z.array(z.enum(LIMITATIONS)).max(20) }).strict();
const pool = z.object({ total: count, remaining: count }).strict();

export const ttCharacterSchema = z.object({
  name, player: name, kind: z.enum(["pc", "vehicle"]), quality: z.enum(QUALITIES).nullable(), concept: name,
  style: z.enum(STYLES).nullable(), perks: z.array(named).max(60), quirks: z.array(name).max(60),
  afflictions: z.array(z.object({ name, permanent: z.boolean(), untilSceneEnd: z.boolean(), fatal: z.boolean() }).strict()).max(30),
  spells: z.array(named).max(60), species: name.nullable(), karma: count, karmaQuota: count, resolve: count, resolveQuota: count,
  advances: count, advancesPending: count, level: count, outOfScene: z.boolean(),
}).strict();

const limits = z.object({
  karma: z.object({ spender: name, perk: z.string().min(1).max(200), paidWith: z.enum(["karma", "resolve", "complication"]), lowers: z.boolean() }).strict().nullable(),
  quirk: z.object({ character: name, kind: z.enum(["quirk", "affliction", "species"]), name, fromRoll: count }).strict().nullable(),
  rewarded: z.boolean(),
}).strict();

const roll = z.object({
  character: name, vehicle: name.nullable(), faces: z.array(z.int().min(1).max(6)).min(1).max(3), difficulty: z.int().min(-20).max(40).nullable(),
  hits: count, outcome: z.enum(OUTCOMES), effortBefore: count.nullable(), removed: count, settled: z.boolean(),
}).strict();

const challenge = z.object({
  id: name, kind: z.enum(["normal", "attack", "defence", "fear", "opposed"]), base: z.int().min(-20).max(40),
  participants: z.array(z.object({ character: name, quality: z.enum(QUALITIES), outsideConcept: z.boolean() }).strict()).max(50),
  combat: z.enum(STYLES).nullable(),
  enemy: z.object({ name: name.nullable(), qualities: z.array(z.enum(ENEMY_QUALITIES)).max(6), level: count.nullable(), boss: z.boolean() }).strict().nullable(),
  effort: pool.nullable(), battle: name.nullable(), deadly: z.boolean(), limits: z.record(z.string(), limits),
  rolls: z.array(roll).max(500), bypassed: z.array(name).max(50), open: z.boolean(),
}).strict();

const settings = z.object({
  enemyQualities: z.boolean(), levels: z.boolean(), lowerLevelGap: z.enum(["power-levels", "minus-one"]), fear: z.boolean(),
  magicLimitations: z.boolean(), powerLimitations: z.boolean(), spellLists: z.boolean(), sieges: z.boolean(), vehicles: z.boolean(),
  speciesChoice: z.boolean(), supernaturalAfflictions: z.boolean(), threshold: z.enum(["meet", "beat"]), complicationKarma: z.int().min(0).max(6),
}).strict();

export const ttStateSchema = z.object({
  gm: name, settings, session: z.int().min(1),
  characters: z.record(z.string(), ttCharacterSchema),
  challenges: z.record(z.string(), challenge),
  battles: z.record(z.string(), z.object({ id: name, ours: pool, theirs: pool }).strict()),
  offers: z.array(z.union([
    z.object({ kind: z.literal("karma-for-complication"), character: name }).strict(),
    z.object({ kind: z.literal("complication-for-karma"), character: name, challenge: name }).strict(),
  ])).max(50),
  pendingAfflictions: z.array(z.object({ character: name, permanent: z.boolean(), challenge: name.nullable(), winner: name, deadly: z.boolean() }).strict()).max(50),
}).strict();

// What the schema reads is a TtState: a parsed row needs no cast.
const _isModel = (p: z.infer<typeof ttStateSchema>): TtState => p;
void _isModel;

/** A stored state read back, or where and why not. */
export const readTtState = (json: unknown) => readStated(ttStateSchema, json);
