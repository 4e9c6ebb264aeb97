// A Facetas conflict's whole state as zod reads it: what a replay's mid-game setup states
// (`{"setup": {"state": …}}`), so a group can check a ruling in the middle of a conflict without
// replaying it from its opening. Every key strict, and what the rules hold of any reachable state
// checked too (FA-ROLE-1: two duelists, distinct players, an Ally's or the World's resources exactly
// when one plays; FA-SHEET-4: levels 1 to 5; dice are d6 faces; the turn is a role in play). The
// model type is checked at compile time below, and the tests read back every state a conflict reaches.
import { z } from "zod";
import { readStated, statedInt } from "../../../lib/replay.js";
import { ROLES, SIDES, type FaState } from "./model.js";
import { settingsSchema } from "./settings.js";

const name = z.string().trim().min(1).max(120);
const user = z.string().trim().min(1).max(60);
// Each range refused with its own message (messages.ts, fa.state.*), in the reader's language.
const level = statedInt(1, 5, "fa.state.level", "FA-SHEET-4");
const count = statedInt(0, 999, "fa.state.range");
/** FA-INSP-1: 1 to 5; the Ally's boost (FA-ALLY-1) and the loot (FA-AMB-08) can make a 6. */
const inspiration = statedInt(1, 6, "fa.state.inspiration", "FA-INSP-1");
const side = z.enum(SIDES);
const how = z.enum(["score", "surrender", "concession"]);
const trait = z.object({ name, exhausted: z.boolean() }).strict();
const dice = z.array(statedInt(1, 6, "fa.state.face")).min(1).max(60);

const phase = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("turns") }).strict(),
  z.object({ kind: z.literal("tie"), continuing: z.array(side).max(2) }).strict(),
  z.object({ kind: z.literal("behind") }).strict(),
  z.object({ kind: z.literal("loot"), winner: side, how, done: z.array(z.enum(["pairing", "world-risk", "ally-renew"])).max(3) }).strict(),
  z.object({ kind: z.literal("over"), winner: side.nullable(), how }).strict(),
]);

export const faStateSchema = z.object({
  conflict: z.string().trim().min(1).max(80),
  settings: settingsSchema,
  players: z.object({ protagonist: user, adversary: user, ally: user.optional(), world: user.optional() }).strict(),
  dice: z.object({ protagonist: dice, adversary: dice }).strict(),
  round: statedInt(1, 999, "fa.state.range"),
  turn: z.enum(ROLES),
  phase,
  protagonist: z.object({
    facets: z.array(z.object({ name, level, start: level }).strict()).min(1).max(5),
    traits: z.array(trait).max(10),
    ph: count,
    inspirations: z.array(inspiration).max(60),
    freeRollUsed: z.boolean(),
    hinderTraits: count,
    postponed: count,
  }).strict(),
  adversary: z.object({
    facets: z.array(z.object({ name, level, exhausted: z.boolean() }).strict()).min(1).max(5),
    threat: name.nullable(),
    ph: count,
    inspirations: z.array(inspiration).max(60),
  }).strict(),
  ally: z.object({
    ph: count,
    inspirations: z.array(z.object({ value: inspiration, boosted: z.boolean() }).strict()).max(60),
    mainTraits: z.array(trait).max(10),
    throughMain: z.boolean().nullable(),
  }).strict().nullable(),
  world: z.object({
    ph: count,
    inspirations: z.array(inspiration).max(60),
    facets: z.array(z.object({ name, level }).strict()).max(5),
    supporting: side.nullable(),
    previousTurn: side.nullable(),
    lastSupported: side.nullable(),
  }).strict().nullable(),
  riskOverflow: z.array(name).max(60),
}).strict().superRefine((s, ctx) => {
  // Each refusal names its message (messages.ts, fa.state.*), so a replay's reader reads it in their language.
  const at = (path: PropertyKey[], code: string, rule: string | undefined, params: Record<string, string>, message: string) =>
    ctx.addIssue({ code: "custom", path, message, params: { code, ...(rule ? { rule } : {}), ...params } });
  const seen = new Set<string>();
  for (const u of Object.values(s.players)) {
    if (u === undefined) continue;
    if (seen.has(u.toLowerCase())) at(["players"], "fa.state.two-roles", "FA-ROLE-1", { user: u }, `${u} holds two roles (FA-ROLE-1)`);
    seen.add(u.toLowerCase());
  }
  if ((s.ally === null) !== (s.players.ally === undefined)) at(["ally"], "fa.state.ally", "FA-ROLE-1", {}, "an Ally's resources exactly when an Ally plays (FA-ROLE-1)");
  if ((s.world === null) !== (s.players.world === undefined)) at(["world"], "fa.state.world", "FA-ROLE-1", {}, "the World's resources exactly when the World plays (FA-ROLE-1)");
  if (s.players[s.turn] === undefined) at(["turn"], `fa.state.turn.${s.turn}`, undefined, {}, `no one plays the ${s.turn}`);
});

// What the schema reads is a FaState: a parsed state needs no cast.
const _isModel = (p: z.output<typeof faStateSchema>): FaState => p;
void _isModel;

/** A stated conflict read, or where and why not. */
export const readFaState = (json: unknown) => readStated(faStateSchema, json);
