// The reducer: apply(state, action) → Result<{ state, entries }>. It copies the state, lets the
// action's handler edit the copy, and returns the copy with the ledger entries the action posted
// (each naming its TT rule), or the error with the old state untouched. No clock, no randomness
// (dice arrive rolled), no I/O: the same actions always give the same state.
import { err, gfError, ok, type GfError, type Result } from "../../../lib/result.js";
import * as between from "./between.js";
import * as inChallenge from "./challenge.js";
import { makeCharacter } from "./character.js";
import type { Ctx } from "./context.js";
import type { LedgerEntry, TtState } from "./model.js";
import { action as actionSchema, setup as setupSchema, type Action } from "./schemas.js";
import { ALL_MODULES, DEFAULT_SETTINGS, type TtSettings } from "./settings.js";
import { valueError } from "../../../lib/value-reasons.js";
import { actionReader, reducer, type Handlers, type Step as RuleStep } from "../../../lib/reducer.js";

// Each action type's handler; the copy, the entries and the refusal are the shared reducer's (src/lib/reducer.ts).
const HANDLERS: Handlers<Action, Ctx> = {
  challenge: inChallenge.challenge,
  battle: inChallenge.battle,
  quirk: inChallenge.quirk,
  affliction: inChallenge.affliction,
  roll: inChallenge.roll,
  karma: inChallenge.karma,
  uncontrollable: inChallenge.uncontrollable,
  spend: inChallenge.spend,
  cost: inChallenge.cost,
  reward: inChallenge.reward,
  close: inChallenge.close,
  afflict: between.afflict,
  offer: between.offer,
  answer: between.answer,
  cure: between.cure,
  "scene-end": between.sceneEnd,
  session: between.session,
  "grant-advance": between.grantAdvance,
  advance: between.advance,
};

export type Step = RuleStep<TtState, LedgerEntry>;

export const apply: (state: TtState, action: Action) => Result<Step, GfError> = reducer<TtState, Action, LedgerEntry>(HANDLERS);

/** Validates an action arriving from outside (a post, a log line) and fills its defaults. */
export const parseAction: (input: unknown) => Result<Action, GfError> = actionReader(actionSchema, "tt.action.invalid");

/** A group's starting state: its GM, its genre modules and its characters, each checked. */
export function initialState(input: unknown): Result<TtState, GfError> {
  const parsed = setupSchema.safeParse(input);
  if (!parsed.success) return err(valueError("tt.setup.invalid", parsed.error.issues, input));
  const s = parsed.data;
  const settings: TtSettings = s.settings === "all" ? ALL_MODULES : { ...DEFAULT_SETTINGS, ...s.settings };
  const characters: TtState["characters"] = {};
  for (const input of s.characters) {
    const c = makeCharacter(input, settings);
    if (!c.ok) return c;
    if (Object.hasOwn(characters, c.value.name)) return err(gfError("tt.character.duplicate", "TT-SETUP-2", { character: c.value.name }));
    // TT-SETUP-1: the GM runs the world and has no character of their own.
    if (c.value.player === s.gm && c.value.kind === "pc") return err(gfError("tt.character.gm", "TT-SETUP-1", { character: c.value.name }));
    (characters as Record<string, unknown>)[c.value.name] = c.value;
  }
  return ok({ gm: s.gm, settings, session: 1, characters, challenges: {}, battles: {}, offers: [], pendingAfflictions: [] });
}
