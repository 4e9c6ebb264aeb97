// Replaying a Pujas log: a setup, then actions, then optional expectations, one record per line of a
// JSONL file (the shared walk of src/lib/replay.ts). Each action gives a new state and the ledger
// entries it posted, so anyone can check the books by hand (`gf pujas replay`). Pure.
import { gfError, type GfError } from "../../../lib/result.js";
import { replayLog, type Replay as SharedReplay, type ReplayCheck, type ReplayStep as SharedStep } from "../../../lib/replay.js";
import { apply, coinsInPlay, initialState, parseAction } from "./apply.js";
import { importanceOf } from "./components.js";
import type { LedgerEntry, PjState } from "./model.js";
import type { Action } from "./schemas.js";

/** What a log may assert once every action before it has been applied. */
export interface Expectation {
  readonly purses?: Readonly<Record<string, number>>;
  readonly bank?: number;
  readonly table?: number;
  readonly narrator?: string;
  readonly turn?: string;
  /** Per Component: controller, importance, traits (active names), eliminated. */
  readonly components?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** Per Complication: stage, winner, prize. */
  readonly complications?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** Every coin accounted for: purses, table and prizes plus the Bank's takings equal the starting coins. */
  readonly balanced?: boolean;
}

export type ReplayStep = SharedStep<PjState, Action, LedgerEntry>;
export type { ReplayCheck };
export type Replay = SharedReplay<PjState, Action, LedgerEntry>;

const text = (v: unknown): string => (typeof v === "string" ? v : JSON.stringify(v) ?? "undefined");

function componentField(s: PjState, id: string, key: string): unknown {
  const c = s.components[id]!;
  if (key === "importance") return importanceOf(s, id);
  if (key === "traits") return c.traits.filter((t) => t.active).map((t) => t.name);
  return (c as unknown as Record<string, unknown>)[key];
}

function compare(state: PjState, want: Expectation): GfError[] {
  const out: GfError[] = [];
  const differ = (name: string, got: unknown, wanted: unknown) => {
    if (text(got) !== text(wanted)) out.push(gfError("pj.replay.expect", undefined, { field: name, want: text(wanted), got: text(got) }));
  };
  for (const [p, n] of Object.entries(want.purses ?? {})) differ(`purses.${p}`, state.purses[p], n);
  if (want.bank !== undefined) differ("bank", state.bank, want.bank);
  if (want.table !== undefined) differ("table", state.scene?.table ?? 0, want.table);
  if (want.narrator !== undefined) differ("narrator", state.scene?.narrator ?? null, want.narrator);
  if (want.turn !== undefined) differ("turn", state.scene?.turn ?? null, want.turn);
  for (const [id, fields] of Object.entries(want.components ?? {})) {
    if (!state.components[id]) { out.push(gfError("pj.no-such-component", undefined, { component: id })); continue; }
    for (const [k, v] of Object.entries(fields)) differ(`${id}.${k}`, componentField(state, id, k), v);
  }
  for (const [id, fields] of Object.entries(want.complications ?? {})) {
    const c = state.complications[id];
    if (!c) { out.push(gfError("pj.no-such-complication", undefined, { complication: id })); continue; }
    for (const [k, v] of Object.entries(fields)) differ(`${id}.${k}`, (c as unknown as Record<string, unknown>)[k], v);
  }
  if (want.balanced !== undefined) {
    const b = coinsInPlay(state);
    differ("balanced", b.held + b.bank === b.started, want.balanced);
  }
  return out;
}

/** Replays parsed records: `{ "setup": … }` first, then actions and `{ "expect": … }` records. */
export function replay(records: readonly unknown[], lines?: readonly number[]): Replay {
  return replayLog<PjState, Action, LedgerEntry, Expectation>({ noSetup: "pj.replay.no-setup", initialState, parseAction, apply, compare }, records, lines);
}
