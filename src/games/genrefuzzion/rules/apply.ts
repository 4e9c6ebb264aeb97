// The reducer: apply(state, action) → Result<state, GfError>. It copies the state, lets the
// action's handler edit the copy, and returns the copy, or the error with the old state untouched.
// No clock, no randomness, no I/O: replaying the same actions always gives the same state.
import { err, ok } from "../../../lib/result.js";
import type { Done, GfError, Result } from "../../../lib/result.js";
import type { D } from "./context.js";
import * as between from "./interval.js";
import * as scene from "./scene.js";
import { action as actionSchema } from "./schemas.js";
import type { Action } from "./schemas.js";
import type { GameState } from "./state.js";
import { valueError } from "../../../lib/value-reasons.js";

type Handlers = { [T in Action["type"]]: (d: D, a: Extract<Action, { type: T }>) => Done };

const HANDLERS: Handlers = {
  open: scene.open,
  "ask-rewrite": scene.askRewrite,
  revise: scene.revise,
  refuse: scene.refuse,
  block: scene.block,
  "ally-intention": scene.allyIntention,
  "ally-die": scene.allyDie,
  present: scene.present,
  roll: scene.roll,
  yield: scene.yieldScene,
  concede: scene.concede,
  trick: scene.trick,
  flaw: scene.flaw,
  effect: scene.effect,
  rate: scene.rate,
  "name-rater": scene.nameRater,
  "rate-finale": scene.rateFinale,
  suspend: scene.suspend,
  resume: scene.resume,
  withdraw: scene.withdraw,
  interval: between.callInterval,
  "hand-over": between.handOver,
  train: between.train,
  rename: between.rename,
  "new-trick": between.newTrick,
  "new-flaw": between.newFlaw,
  "new-cliche": between.newCliche,
  "new-relationship": between.newRelationship,
  endorse: between.endorse,
  satisfy: between.satisfy,
  retire: between.retire,
  redirect: between.redirect,
  "drop-relationship": between.dropRelationship,
  join: between.join,
  sponsor: between.sponsor,
};

export function apply(state: GameState, action: Action): Result<GameState, GfError> {
  const draft = structuredClone(state) as D;
  const handler = HANDLERS[action.type] as (d: D, a: Action) => Done;
  const applied = handler(draft, action);
  return applied.ok ? ok(draft as GameState) : applied;
}

/** Validates an action arriving from outside (a forum post, a log line) and fills its defaults. */
export function parseAction(input: unknown): Result<Action, GfError> {
  const parsed = actionSchema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  return err(valueError("action.invalid", parsed.error.issues, input));
}
