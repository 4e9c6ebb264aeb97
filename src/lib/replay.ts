// Replaying a game log, for any game: a `{ "setup": … }` record, then actions, and any number of
// `{ "expect": … }` records, one per line of a JSONL file. Each game gives its own setup, action
// parser, reducer and comparison; the walk through the records, and where it stops, is the same for
// every game. Pure: the caller reads the file.
import { gfError, type GfError, type Result } from "./result.js";

export interface ReplayStep<State, Action, Entry> {
  /** 1-based line number in the log. */
  readonly line: number;
  readonly action: Action;
  readonly state: State;
  /** Ledger entries this action posted. */
  readonly entries: readonly Entry[];
}

export interface ReplayCheck {
  readonly line: number;
  /** Empty when everything expected holds; each names what differs (the game's replay.expect.* messages). */
  readonly mismatches: readonly GfError[];
}

export interface Replay<State, Action, Entry> {
  readonly initial: State | null;
  readonly steps: readonly ReplayStep<State, Action, Entry>[];
  readonly checks: readonly ReplayCheck[];
  /** The first record that could not be read or applied, with why; the replay stops there. */
  readonly failure: { readonly line: number; readonly error: GfError } | null;
}

/** One game's part of a replay. */
export interface ReplayGame<State, Action, Entry, Expectation> {
  /** The error code of a log whose first record is no setup. */
  readonly noSetup: string;
  initialState(setup: unknown): Result<State>;
  parseAction(record: unknown): Result<Action>;
  /** The state after the action, and the ledger entries it posted. */
  apply(state: State, action: Action): Result<{ readonly state: State; readonly entries: readonly Entry[] }>;
  compare(state: State, want: Expectation): GfError[];
}

/** Replays parsed records; `lines` gives each record's line number (default 1, 2, 3…). */
export function replayLog<State, Action, Entry, Expectation>(game: ReplayGame<State, Action, Entry, Expectation>,
  records: readonly unknown[], lines: readonly number[] = records.map((_, i) => i + 1)): Replay<State, Action, Entry> {
  const steps: ReplayStep<State, Action, Entry>[] = [];
  const checks: ReplayCheck[] = [];
  const line = (i: number) => lines[i] ?? i + 1;
  const head = records[0];
  if (!head || typeof head !== "object" || !("setup" in head)) {
    return { initial: null, steps, checks, failure: { line: line(0), error: gfError(game.noSetup) } };
  }
  const init = game.initialState((head as { setup: unknown }).setup);
  if (!init.ok) return { initial: null, steps, checks, failure: { line: line(0), error: init.error } };
  let state = init.value;
  for (let i = 1; i < records.length; i++) {
    const record = records[i];
    if (record && typeof record === "object" && "expect" in record) {
      checks.push({ line: line(i), mismatches: game.compare(state, (record as { expect: Expectation }).expect) });
      continue;
    }
    const action = game.parseAction(record);
    if (!action.ok) return { initial: init.value, steps, checks, failure: { line: line(i), error: action.error } };
    const next = game.apply(state, action.value);
    if (!next.ok) return { initial: init.value, steps, checks, failure: { line: line(i), error: next.error } };
    steps.push({ line: line(i), action: action.value, state: next.value.state, entries: next.value.entries });
    state = next.value.state;
  }
  return { initial: init.value, steps, checks, failure: null };
}
