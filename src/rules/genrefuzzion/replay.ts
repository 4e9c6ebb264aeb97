// Replaying a scene log: a campaign setup, then actions, then optional expectations, one record per
// line of a JSONL file. Each action gives a new state and the ledger entries it posted, so anyone
// can check a whole scene by hand (`gf scene replay`). Pure: the caller reads the file.
import { gfError } from "../../lib/result.js";
import type { GfError } from "../../lib/result.js";
import { apply, parseAction } from "./apply.js";
import { initialState } from "./creation.js";
import type { Action, Setup } from "./schemas.js";
import type { Balance, GameState, LedgerEntry } from "./state.js";

/** What a log may assert about the state once every action before it has been applied. */
export interface Expectation {
  readonly phase?: string;
  readonly balances?: Readonly<Record<string, Balance>>;
  /** The whole ledger, entry by entry (only the fields given are compared). */
  readonly ledger?: readonly Partial<LedgerEntry>[];
}

export interface ReplayStep {
  /** 1-based line number in the log. */
  readonly line: number;
  readonly action: Action;
  readonly state: GameState;
  /** Ledger entries this action posted. */
  readonly entries: readonly LedgerEntry[];
}

export interface ReplayCheck {
  readonly line: number;
  /** Empty when everything expected holds; each names what differs (replay.expect.* in the rules' messages). */
  readonly mismatches: readonly GfError[];
}

export interface Replay {
  readonly initial: GameState | null;
  readonly steps: readonly ReplayStep[];
  readonly checks: readonly ReplayCheck[];
  /** The first record that could not be applied, with why; the replay stops there. */
  readonly failure: { readonly line: number; readonly error: GfError } | null;
}

function compare(state: GameState, want: Expectation): GfError[] {
  const out: GfError[] = [];
  if (want.phase !== undefined && want.phase !== state.phase) out.push(gfError("replay.expect.phase", undefined, { want: want.phase, got: state.phase }));
  for (const [player, b] of Object.entries(want.balances ?? {})) {
    const got = state.balances[player] ?? { pv: 0, pk: 0 };
    if (got.pv !== b.pv || got.pk !== b.pk) {
      out.push(gfError("replay.expect.balance", undefined, { player, pv: b.pv, pk: b.pk, gotPv: got.pv, gotPk: got.pk }));
    }
  }
  if (want.ledger) {
    if (want.ledger.length !== state.ledger.length) out.push(gfError("replay.expect.ledger-length", undefined, { want: want.ledger.length, got: state.ledger.length }));
    want.ledger.forEach((w, i) => {
      const got = state.ledger[i];
      for (const [k, v] of Object.entries(w)) {
        if (!got || got[k as keyof LedgerEntry] !== v) {
          out.push(gfError(got ? "replay.expect.ledger-field" : "replay.expect.ledger-missing", undefined,
            { entry: i + 1, field: k, want: String(v), got: got ? String(got[k as keyof LedgerEntry]) : "" }));
        }
      }
    });
  }
  return out;
}

/**
 * Replays parsed records: `{ "setup": … }` first, then actions (objects with a "type"), and any
 * number of `{ "expect": … }` records. `lines` gives each record's line number (default 1, 2, 3…).
 */
export function replay(records: readonly unknown[], lines: readonly number[] = records.map((_, i) => i + 1)): Replay {
  const steps: ReplayStep[] = [];
  const checks: ReplayCheck[] = [];
  const line = (i: number) => lines[i] ?? i + 1;
  const head = records[0];
  if (!head || typeof head !== "object" || !("setup" in head)) {
    return { initial: null, steps, checks, failure: { line: line(0), error: gfError("replay.no-setup") } };
  }
  const init = initialState((head as { setup: Setup }).setup);
  if (!init.ok) return { initial: null, steps, checks, failure: { line: line(0), error: init.error } };
  let state = init.value;
  for (let i = 1; i < records.length; i++) {
    const record = records[i];
    if (record && typeof record === "object" && "expect" in record) {
      checks.push({ line: line(i), mismatches: compare(state, (record as { expect: Expectation }).expect) });
      continue;
    }
    const action = parseAction(record);
    if (!action.ok) return { initial: init.value, steps, checks, failure: { line: line(i), error: action.error } };
    const next = apply(state, action.value);
    if (!next.ok) return { initial: init.value, steps, checks, failure: { line: line(i), error: next.error } };
    steps.push({ line: line(i), action: action.value, state: next.value, entries: next.value.ledger.slice(state.ledger.length) });
    state = next.value;
  }
  return { initial: init.value, steps, checks, failure: null };
}
