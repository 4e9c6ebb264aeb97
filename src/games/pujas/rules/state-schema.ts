// A Pujas table's whole state as zod reads it: what a replay's mid-game setup states
// (`{"setup": {"state": …}}`): per-player coins, the Narrator and the table, the Components, the
// Tenets, the past scenes, open Complications, Challenges and Fines. Every key strict (the settings
// a group leaves out take their defaults), and what the rules hold of any reachable state is checked
// too: distinct players (PJ-SETUP-2), a purse for each of them and no one else, every name a player,
// and the books balanced (PJ-COIN-1: purses, table and prizes plus the Bank's net takings are the
// starting coins). The model type is checked at compile time below, and the tests read back every
// state a table reaches.
import { z } from "zod";
import { readStated, statedInt } from "../../../lib/replay.js";
import { coinsInPlay } from "./apply.js";
import { TENET_KINDS, type PjState } from "./model.js";
import { settingsInput } from "./schemas.js";
import { DEFAULT_SETTINGS } from "./settings.js";

const user = z.string().trim().min(1).max(60);
const id = z.string().trim().min(1).max(80);
const text = z.string().min(1).max(2000);
// Each range refused with its own message (messages.ts, pj.state.*), in the reader's language.
const count = statedInt(0, 99_999, "pj.state.range");
const scene = statedInt(0, 99_999, "pj.state.range");
/** PJ-COIN-1: coins a player holds, never below 0. */
const coins = statedInt(0, 99_999, "pj.state.coins", "PJ-COIN-1");
const sideName = z.enum(["complication", "opposing"]);

const component = z.object({
  id, kind: z.enum(["plain", "master", "sub"]), master: id.nullable(),
  traits: z.array(z.object({
    name: text, active: z.boolean(),
    history: z.array(z.object({ op: z.enum(["add", "remove", "restore"]), by: user, scene }).strict()).max(500),
  }).strict()).max(200),
  controller: user.nullable(), inScene: z.boolean(), eliminated: z.boolean(), reduced: count, createdBy: user,
}).strict();

const complication = z.object({
  id, starter: user, trigger: z.enum(["change", "obstacle"]), event: id.nullable(), involves: z.array(id).max(200),
  pools: z.array(z.object({ owner: user, side: sideName, dice: count, advantage: count }).strict()).max(40),
  traitsApplied: z.array(z.string().min(1).max(300)).max(500),
  stage: z.enum(["building", "rolling", "narrating", "closed"]),
  agreed: z.array(user).max(40), idleTurns: count,
  rolls: z.array(z.object({
    faces: z.record(user, z.array(statedInt(1, 10, "pj.state.face")).max(200)),
    successes: z.object({ complication: count, opposing: count }).strict(),
  }).strict()).max(200),
  winner: sideName.nullable(), prize: z.record(user, count), narrators: z.array(user).max(40),
}).strict();

const challenge = z.object({
  id, challenger: user, challenged: user, matter: text, stage: z.enum(["negotiating", "bidding", "closed"]), next: user,
  passesInARow: count, bids: z.array(z.object({ by: user, coins: count, option: id.nullable() }).strict()).max(1000),
  options: z.array(z.object({ id, text, by: user, total: count }).strict()).max(100),
  result: id.nullable(), of: id.nullable(),
}).strict();

const fine = z.object({
  id, accuser: user, accused: user, votes: z.record(user, z.enum(["accuser", "accused"])),
  open: z.boolean(), loser: user.nullable(), charged: count,
}).strict();

export const pjStateSchema = z.object({
  /** The settings the table plays; any left out take their defaults. */
  settings: settingsInput.default({}).transform((s) => ({ ...DEFAULT_SETTINGS, ...s })),
  players: z.array(user).min(2).max(20),
  first: user,
  purses: z.record(user, coins),
  bank: statedInt(-9_999_999, 9_999_999, "pj.state.range"),
  phase: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("tenets"), turn: user, taken: count }).strict(),
    z.object({ kind: z.literal("bidding") }).strict(),
    z.object({ kind: z.literal("scene") }).strict(),
  ]),
  scene: z.object({
    number: statedInt(1, 99_999, "pj.state.range"), narrator: user, table: count, place: text.nullable(),
    time: z.enum(["present", "past", "future"]).nullable(), framing: z.boolean(), turn: user, miniScene: z.boolean(),
    events: z.array(z.object({ id, by: user, text }).strict()).max(500),
  }).strict().nullable(),
  pastScenes: z.array(z.object({ number: statedInt(1, 99_999, "pj.state.range"), narrator: user, faded: z.boolean() }).strict()).max(9_999),
  tenets: z.array(z.object({ id: statedInt(1, 9_999, "pj.state.range"), kind: z.enum(TENET_KINDS), text, by: user, version: statedInt(0, 9_999, "pj.state.range") }).strict()).max(200),
  components: z.record(id, component),
  complications: z.record(id, complication),
  challenges: z.record(id, challenge),
  fines: z.record(id, fine),
  eventCount: count,
}).strict().superRefine((s, ctx) => {
  // Each refusal names its message (messages.ts, pj.state.*), so a replay's reader reads it in their language.
  const at = (path: PropertyKey[], code: string, rule: string | undefined, params: Record<string, string | number>, message: string) =>
    ctx.addIssue({ code: "custom", path, message, params: { code, ...(rule ? { rule } : {}), ...params } });
  const players = new Set(s.players);
  if (players.size !== s.players.length) at(["players"], "pj.state.sits-twice", "PJ-SETUP-2", {}, "a player sits twice (PJ-SETUP-2)");
  const player = (name: string | null | undefined, path: (string | number)[]) => {
    if (name != null && !players.has(name)) at(path, "pj.state.not-player", undefined, { player: name }, `${name} is not a player of the table`);
  };
  player(s.first, ["first"]);
  for (const p of s.players) if (!Object.hasOwn(s.purses, p)) at(["purses"], "pj.state.no-purse", undefined, { player: p }, `${p} has no purse`);
  for (const p of Object.keys(s.purses)) player(p, ["purses", p]);
  if (s.phase.kind === "tenets") player(s.phase.turn, ["phase", "turn"]);
  if (s.phase.kind === "scene" && !s.scene) at(["scene"], "pj.state.no-scene", undefined, {}, "a scene phase with no scene");
  if (s.scene) { player(s.scene.narrator, ["scene", "narrator"]); player(s.scene.turn, ["scene", "turn"]); }
  const filed = (path: (string | number)[], key: string, id: string) => at(path, "pj.state.filed", undefined, { key, id }, `filed under ${key}`);
  for (const [k, c] of Object.entries(s.components)) {
    if (c.id !== k) filed(["components", k, "id"], k, c.id);
    player(c.controller, ["components", k, "controller"]);
    if (c.master !== null && !s.components[c.master]) at(["components", k, "master"], "pj.state.no-component", undefined, { component: c.master }, `no Component ${c.master}`);
  }
  for (const [k, c] of Object.entries(s.complications)) {
    if (c.id !== k) filed(["complications", k, "id"], k, c.id);
    c.pools.forEach((p, i) => player(p.owner, ["complications", k, "pools", i, "owner"]));
  }
  for (const [k, c] of Object.entries(s.challenges)) if (c.id !== k) filed(["challenges", k, "id"], k, c.id);
  for (const [k, f] of Object.entries(s.fines)) if (f.id !== k) filed(["fines", k, "id"], k, f.id);
  const coins = coinsInPlay(s);
  if (coins.held + coins.bank !== coins.started) {
    at(["bank"], "pj.state.books", "PJ-COIN-1", { held: coins.held, bank: coins.bank, started: coins.started },
      `the books do not balance: ${coins.held} held + ${coins.bank} to the Bank, ${coins.started} started (PJ-COIN-1)`);
  }
});

// What the schema reads is a PjState: a parsed state needs no cast.
const _isModel = (p: z.output<typeof pjStateSchema>): PjState => p;
void _isModel;

/** A stated table read, or where and why not. */
export const readPjState = (json: unknown) => readStated(pjStateSchema, json);
