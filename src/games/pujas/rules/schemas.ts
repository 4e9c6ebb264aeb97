// Pujas' inputs as zod schemas: a group's setup (seating, first player, settings) and every action a
// post can carry. Each action names the forum user who acts (`by`); d10s arrive already rolled, as
// the shared dice core gives them ({ size, face }) or as bare faces. Types come from z.infer.
import { z } from "zod";
import { TENET_KINDS } from "./model.js";

const user = z.string().trim().min(1).max(60);
const id = z.string().trim().min(1).max(80);
const text = z.string().trim().min(1).max(2000);
const coins = z.int().min(0).max(9999);

/** The settings a group may set (PJ-SETUP-1 and the PJ-AMB-nn points), each optional. */
export const settingsInput = z.object({
  startingCoins: z.int().min(0).max(9999),
  recovery: z.int().min(0).max(999),
  zeroBids: z.boolean(),
  previousNarratorInTies: z.enum(["last", "first"]),
  tableFirst: z.boolean(),
  challengeTie: z.enum(["status-quo", "first-proposed"]),
  complicationPrice: z.int().min(0).max(99),
  removeDice: z.boolean(),
  traitOncePerComplication: z.boolean(),
  idleLapRolls: z.boolean(),
  prizeBuyPrice: z.int().min(1).max(99),
  unspentPrize: z.enum(["lost", "kept", "winners-keep"]),
  fineVoters: z.enum(["everyone", "others"]),
  subImportance: z.enum(["own-traits", "coins"]),
  loserPrizeDice: z.enum(["deciding-roll", "every-roll"]),
}).partial().strict();

export const setup = z.object({
  /** Seating order, clockwise: the player after each one is on their left. */
  players: z.array(user).min(2).max(20),
  first: user.optional(),
  settings: settingsInput.default({}),
});
export type Setup = z.input<typeof setup>;

/** A d10 as the dice core gives it, or a bare face. The rules check it is a d10 (PJ-CPX-5). */
const die = z.union([z.int(), z.object({ size: z.int(), face: z.int() })]);
const act = { by: user };
const onComplication = { ...act, complication: id };

export const action = z.discriminatedUnion("type", [
  // Setup and scene bids
  z.object({ type: z.literal("tenet"), ...act, kind: z.enum(TENET_KINDS), text, modifies: z.int().min(1).optional() }),
  z.object({ type: z.literal("pass"), ...act }),
  /**
   * The scene auction's bids, all revealed at once (the sealed bids of src/games/pujas/bids);
   * `forfeited`: players whose 0 the tool counted (never sealed or revealed, PJ-TOOL-08/09, or nothing
   * left in the purse, PJ-TOOL-11), allowed even where the table takes no bid of 0, so the auction closes.
   */
  z.object({ type: z.literal("auction"), bids: z.record(user, coins), forfeited: z.array(user).optional() }),
  // Narrator only
  z.object({ type: z.literal("place"), ...act, place: text }),
  z.object({ type: z.literal("time"), ...act, when: z.enum(["present", "past", "future"]), flashbackTo: z.int().min(1).optional() }),
  z.object({ type: z.literal("end-scene"), ...act, fade: z.boolean().default(false) }),
  // Narrative
  z.object({ type: z.literal("move"), ...act, place: text }),
  z.object({ type: z.literal("bring"), ...act, component: id }),
  z.object({ type: z.literal("take-out"), ...act, component: id }),
  z.object({ type: z.literal("event"), ...act, text }),
  z.object({ type: z.literal("mini-scene"), ...act }),
  // Setting
  z.object({ type: z.literal("create"), ...act, component: id, traits: z.array(id).max(50).default([]), master: z.boolean().default(false), inScene: z.boolean().default(true) }),
  z.object({ type: z.literal("trait"), ...act, component: id, op: z.enum(["add", "remove", "restore"]), trait: id }),
  z.object({ type: z.literal("importance"), ...act, component: id, op: z.enum(["reduce", "restore"]), levels: z.int().min(1).max(999) }),
  z.object({ type: z.literal("link"), ...act, component: id, master: id }),
  z.object({ type: z.literal("eliminate"), ...act, component: id }),
  // Turns
  z.object({ type: z.literal("end-turn"), ...act }),
  // At any time
  z.object({ type: z.literal("interrupt"), ...act }),
  z.object({ type: z.literal("take-over"), ...act, component: id }),
  z.object({ type: z.literal("dialogue"), ...act, component: id }),
  // Complications
  z.object({ type: z.literal("complicate"), ...act, id, involves: z.array(id).min(1).max(20), withComplication: z.array(user).max(20).default([]) }),
  z.object({ type: z.literal("obstacle"), ...act, id, event: id, involves: z.array(id).max(20).default([]), dice: z.int().min(1).max(99), withComplication: z.array(user).max(20).default([]) }),
  z.object({
    type: z.literal("dice"), ...onComplication, pool: user, op: z.enum(["add", "remove"]).default("add"),
    trait: z.object({ component: id, trait: id }).optional(), coins: z.int().min(1).max(99).optional(), why: text.optional(),
  }),
  z.object({ type: z.literal("resolve"), ...onComplication }),
  z.object({ type: z.literal("roll"), complication: id, faces: z.record(user, z.array(die).max(200)) }),
  z.object({ type: z.literal("buy-prize"), ...onComplication, from: user, coins: z.int().min(1).max(999) }),
  z.object({ type: z.literal("narrated"), ...onComplication }),
  // Challenges and Fines
  // PJ-CHAL-6: `of` names the earlier Challenge whose outcome this one contests.
  z.object({ type: z.literal("challenge"), ...act, id, against: user, matter: text, of: id.optional() }),
  z.object({ type: z.literal("challenge-agreed"), ...act, challenge: id }),
  z.object({ type: z.literal("challenge-bid"), ...act, challenge: id, coins, option: id.optional(), alternative: text.optional() }),
  z.object({ type: z.literal("fine"), ...act, id, accused: user }),
  z.object({ type: z.literal("vote"), ...act, fine: id, for: z.enum(["accuser", "accused"]) }),
]);
export type Action = z.output<typeof action>;
export type ActionInput = z.input<typeof action>;
export type ActionType = Action["type"];
