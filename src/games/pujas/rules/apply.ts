// The reducer: apply(state, action) → Result<{ state, entries }>. It copies the state, lets the
// action's handler edit the copy, and returns the copy with the ledger entries the action posted
// (each naming its PJ rule), or the error with the old state untouched. No clock, no randomness
// (d10s arrive rolled), no I/O: the same actions always give the same state.
import { err, gfError, ok, type GfError, type Result } from "../../../lib/result.js";
import * as challenges from "./challenges.js";
import * as complications from "./complications.js";
import * as components from "./components.js";
import type { Ctx } from "./context.js";
import type { LedgerEntry, PjState } from "./model.js";
import * as scene from "./scene.js";
import { action as actionSchema, setup as setupSchema, type Action } from "./schemas.js";
import { DEFAULT_SETTINGS } from "./settings.js";
import { valueError } from "../../../lib/value-reasons.js";
import { actionReader, reducer, type Handlers, type Step as RuleStep } from "../../../lib/reducer.js";

// Each action type's handler; the copy, the entries and the refusal are the shared reducer's (src/lib/reducer.ts).
const HANDLERS: Handlers<Action, Ctx> = {
  tenet: scene.tenet,
  pass: scene.pass,
  auction: scene.auction,
  place: scene.place,
  time: scene.time,
  "end-scene": scene.endScene,
  move: scene.movePlace,
  bring: scene.bring,
  "take-out": scene.takeOut,
  event: scene.event,
  "mini-scene": scene.miniScene,
  "end-turn": scene.endTurnAction,
  interrupt: scene.interrupt,
  "take-over": scene.takeOver,
  dialogue: scene.dialogue,
  create: components.create,
  trait: components.trait,
  importance: components.importance,
  link: components.link,
  eliminate: components.eliminate,
  complicate: complications.complicate,
  obstacle: complications.obstacle,
  dice: complications.dice,
  resolve: complications.resolve,
  roll: complications.roll,
  "buy-prize": complications.buyPrize,
  narrated: complications.narrated,
  challenge: challenges.challenge,
  "challenge-agreed": challenges.challengeAgreed,
  "challenge-bid": challenges.challengeBid,
  fine: challenges.fine,
  vote: challenges.vote,
};

export type Step = RuleStep<PjState, LedgerEntry>;

export const apply: (state: PjState, action: Action) => Result<Step, GfError> = reducer<PjState, Action, LedgerEntry>(HANDLERS);

/** Validates an action arriving from outside (a post, a log line) and fills its defaults. */
export const parseAction: (input: unknown) => Result<Action, GfError> = actionReader(actionSchema, "pj.action.invalid");

/**
 * A group's starting state (PJ-SETUP-1, PJ-SETUP-2): every purse at the starting coins, the Bank's
 * tally at 0, and the Tenet lap opening with the first player (the first seat unless named).
 */
export function initialState(input: unknown): Result<PjState, GfError> {
  const parsed = setupSchema.safeParse(input);
  if (!parsed.success) return err(valueError("pj.setup.invalid", parsed.error.issues, input));
  const s = parsed.data;
  if (new Set(s.players).size !== s.players.length) return err(gfError("pj.setup.duplicate", "PJ-SETUP-2"));
  const first = s.first ?? s.players[0]!;
  if (!s.players.includes(first)) return err(gfError("pj.not-a-player", "PJ-SETUP-2", { user: first }));
  const settings = { ...DEFAULT_SETTINGS, ...s.settings };
  return ok({
    settings, players: s.players, first,
    purses: Object.fromEntries(s.players.map((p) => [p, settings.startingCoins])),
    bank: 0, phase: { kind: "tenets", turn: first, taken: 0 }, scene: null, pastScenes: [], tenets: [],
    components: {}, complications: {}, challenges: {}, fines: {}, eventCount: 0,
  });
}

/**
 * The books balance: every coin a player holds (purse, table, prize) plus the Bank's net takings
 * equals what the players started with. True after any sequence of legal actions.
 */
export function coinsInPlay(state: PjState): { readonly held: number; readonly bank: number; readonly started: number } {
  const purses = Object.values(state.purses).reduce((a, b) => a + b, 0);
  const prize = Object.values(state.complications).reduce((n, c) => n + Object.values(c.prize).reduce((a, b) => a + b, 0), 0);
  return { held: purses + (state.scene?.table ?? 0) + prize, bank: state.bank, started: state.players.length * state.settings.startingCoins };
}
