// The reducer: apply(state, action) → Result<{ state, entries }>. It copies the state, lets the
// action's handler edit the copy, and returns the copy with the log entries the action posted (each
// naming its FA rule), or the error with the old state untouched. No clock, no randomness (dice
// arrive rolled), no I/O: the same actions always give the same state.
import { err, gfError, ok, type GfError, type Result } from "../../../lib/result.js";
import type { Ctx } from "./context.js";
import { allyRenew, pairing, worldRisk } from "./loot.js";
import type { FaState, LogEntry } from "./model.js";
import { concede, playOn, postpone, surrender } from "./rounds.js";
import { action as actionSchema, setup as setupSchema, type Action } from "./schemas.js";
import { boost, inspire, pass, roll, support, trait, worldBreak } from "./turns.js";
import { valueError } from "../../../lib/value-reasons.js";
import { actionReader, reducer, type Handlers, type Step as RuleStep } from "../../../lib/reducer.js";

// Each action type's handler; the copy, the entries and the refusal are the shared reducer's (src/lib/reducer.ts).
const HANDLERS: Handlers<Action, Ctx> = {
  roll, inspire, boost, trait, support, break: worldBreak, pass,
  continue: playOn, surrender, postpone, concede,
  pairing, "world-risk": worldRisk, "ally-renew": allyRenew,
};

export type Step = RuleStep<FaState, LogEntry>;

const applyAction = reducer<FaState, Action, LogEntry>(HANDLERS);

export function apply(state: FaState, action: Action): Result<Step, GfError> {
  // FA-END-1: a conflict that is over takes no action.
  return state.phase.kind === "over" ? err(gfError("fa.over", "FA-END-1")) : applyAction(state, action);
}

/** Validates an action arriving from outside (a post, a log line) and fills its defaults. */
export const parseAction: (input: unknown) => Result<Action, GfError> = actionReader(actionSchema, "fa.action.invalid");

/**
 * A conflict's opening state (FA-CONF-1, FA-CONF-2): one die showing 1 on each side, the free roll
 * unused, the Adversary's facets ready, the Protagonist's turn of round 1; the sheets as given.
 */
export function initialState(input: unknown): Result<FaState, GfError> {
  const parsed = setupSchema.safeParse(input);
  if (!parsed.success) return err(valueError("fa.setup.invalid", parsed.error.issues, input));
  const s = parsed.data;
  return ok({
    conflict: s.conflict,
    settings: s.settings,
    players: { ...s.players },
    dice: { protagonist: [1], adversary: [1] },
    round: 1,
    turn: "protagonist",
    phase: { kind: "turns" },
    protagonist: {
      facets: s.protagonist.facets.map((f) => ({ ...f, start: f.level })),
      traits: s.protagonist.traits,
      ph: s.protagonist.ph,
      inspirations: s.protagonist.inspirations,
      freeRollUsed: false,
      hinderTraits: 0,
      postponed: 0,
    },
    adversary: { facets: s.adversary.facets.map((f) => ({ ...f, exhausted: false })), threat: s.adversary.threat ?? null, ph: s.adversary.ph, inspirations: s.adversary.inspirations },
    ally: s.players.ally ? {
      ph: s.ally?.ph ?? 0,
      inspirations: (s.ally?.inspirations ?? []).map((value) => ({ value, boosted: false })),
      mainTraits: s.ally?.mainTraits ?? [],
      throughMain: s.ally?.throughMain ?? null,
    } : null,
    // FA-AMB-06: the World's alternation starts afresh with each conflict.
    world: s.players.world ? { ph: s.world?.ph ?? 0, inspirations: s.world?.inspirations ?? [], facets: s.world?.facets ?? [], supporting: null, previousTurn: null, lastSupported: null } : null,
    riskOverflow: [],
  });
}
