// `gf d20 replay`: a session log through the rules (src/lib/replay.ts owns the walk and the line
// family; this is the d20 check's setup, actions, reducer and expectations).
import { err, ok, type GfError, type Result } from "../../../lib/result.js";
import { expectations, replayLog, type Replay } from "../../../lib/replay.js";
import { valueError } from "../../../lib/value-reasons.js";
import { apply, isOpen, stillToRoll, type D20Action, type D20Entry, type D20State } from "./model.js";
import { actionSchema, expectSchema, setupSchema, type D20Expectation } from "./schemas.js";

function initialState(setup: unknown): Result<D20State> {
  const r = setupSchema.safeParse(setup);
  return r.success ? ok({ gm: r.data.gm, characters: r.data.characters }) : err(valueError("d20.replay.action", r.error.issues, setup));
}

function parseAction(record: unknown): Result<D20Action> {
  const r = actionSchema.safeParse(record);
  return r.success ? ok(r.data) : err(valueError("d20.replay.action", r.error.issues, record));
}

function compare(state: D20State, want: D20Expectation, last: readonly D20Entry[]): GfError[] {
  // No value compared here is a string, so each reads as its JSON, as the mismatch says it.
  const { mismatches, differ } = expectations("d20.replay.mismatch");
  if (want.open !== undefined) differ("open", isOpen(state.check), want.open);
  if (want.toRoll) differ("toRoll", stillToRoll(state), want.toRoll);
  for (const [c, total] of Object.entries(want.totals ?? {})) differ(`totals.${c}`, state.check?.rolls[c]?.total ?? null, total);
  if (want.rules) differ("rules", last.map((e) => e.rule), want.rules);
  return mismatches;
}

export function replay(records: readonly unknown[], lines?: readonly number[]): Replay<D20State, D20Action, D20Entry> {
  return replayLog({ noSetup: "d20.replay.setup", initialState, parseAction, apply, compare,
    schemas: { action: actionSchema, expect: expectSchema, setup: setupSchema } }, records, lines);
}
