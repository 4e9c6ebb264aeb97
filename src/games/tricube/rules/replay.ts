// Replaying a Tricube session log: a setup, then actions, then optional expectations, one record per
// line of a JSONL file. Each action gives a new state and the ledger entries it posted, so anyone
// can check a session by hand (`gf tricube replay`). Pure: the caller reads the file.
import { gfError, type GfError } from "../../../lib/result.js";
import { replayLog, type Replay as SharedReplay, type ReplayCheck, type ReplayStep as SharedStep } from "../../../lib/replay.js";
import { apply, initialState, parseAction } from "./apply.js";
import type { Character, LedgerEntry, TtState } from "./model.js";
import type { Action } from "./schemas.js";

/** What a log may assert once every action before it has been applied. */
export interface Expectation {
  /** Per character, fields of its sheet; `afflictions` is compared by name. */
  readonly characters?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** Per challenge: `open`, `remaining` effort tokens, and the `outcomes` of its rolls in order. */
  readonly challenges?: Readonly<Record<string, { readonly open?: boolean; readonly remaining?: number | null; readonly outcomes?: readonly string[] }>>;
}

export type ReplayStep = SharedStep<TtState, Action, LedgerEntry>;
export type { ReplayCheck };
export type Replay = SharedReplay<TtState, Action, LedgerEntry>;

const text = (v: unknown): string => (typeof v === "string" ? v : JSON.stringify(v) ?? "undefined");

function field(c: Character, key: string): unknown {
  if (key === "afflictions") return c.afflictions.map((a) => a.name);
  if (key === "perks") return c.perks.map((p) => p.name);
  return (c as unknown as Record<string, unknown>)[key];
}

function compare(state: TtState, want: Expectation): GfError[] {
  const out: GfError[] = [];
  const differ = (name: string, got: unknown, wanted: unknown) => {
    if (text(got) !== text(wanted)) out.push(gfError("tt.replay.expect", undefined, { field: name, want: text(wanted), got: text(got) }));
  };
  for (const [name, fields] of Object.entries(want.characters ?? {})) {
    const c = state.characters[name];
    if (!c) { out.push(gfError("tt.no-such-character", undefined, { character: name })); continue; }
    for (const [key, value] of Object.entries(fields)) differ(`${name}.${key}`, field(c, key), value);
  }
  for (const [id, w] of Object.entries(want.challenges ?? {})) {
    const ch = state.challenges[id];
    if (!ch) { out.push(gfError("tt.no-such-challenge", undefined, { challenge: id })); continue; }
    if (w.open !== undefined) differ(`${id}.open`, ch.open, w.open);
    if (w.remaining !== undefined) differ(`${id}.remaining`, ch.effort?.remaining ?? null, w.remaining);
    if (w.outcomes !== undefined) differ(`${id}.outcomes`, ch.rolls.map((r) => r.outcome), w.outcomes);
  }
  return out;
}

/** Replays parsed records: `{ "setup": … }` first, then actions and `{ "expect": … }` records. */
export function replay(records: readonly unknown[], lines?: readonly number[]): Replay {
  return replayLog<TtState, Action, LedgerEntry, Expectation>({ noSetup: "tt.replay.no-setup", initialState, parseAction, apply, compare }, records, lines);
}
