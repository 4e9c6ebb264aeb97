// Replaying a Facetas log: the conflict's opening, then actions, then optional expectations, one
// record per line of a JSONL file (the shared walk of src/lib/replay.ts). Pure.
import { gfError, type GfError } from "../../../lib/result.js";
import { replayLog, type Replay as SharedReplay, type ReplayCheck, type ReplayStep as SharedStep } from "../../../lib/replay.js";
import { apply, initialState, parseAction } from "./apply.js";
import { sum, type FaState, type LogEntry } from "./model.js";
import type { Action } from "./schemas.js";

/** What a log may assert once every action before it has been applied. */
export interface Expectation {
  readonly dice?: { readonly protagonist?: readonly number[]; readonly adversary?: readonly number[] };
  readonly round?: number;
  readonly turn?: string;
  /** The phase's kind, and the winner once there is one. */
  readonly phase?: string;
  readonly winner?: string | null;
  readonly ph?: Readonly<Record<string, number>>;
  readonly inspirations?: Readonly<Record<string, readonly number[]>>;
  /** Facet levels, by role ("protagonist", "adversary", "world") then name. */
  readonly facets?: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** Exhausted Traits and conflict facets, by name. */
  readonly exhausted?: readonly string[];
}

export type ReplayStep = SharedStep<FaState, Action, LogEntry>;
export type { ReplayCheck };
export type Replay = SharedReplay<FaState, Action, LogEntry>;

const text = (v: unknown): string => (typeof v === "string" ? v : JSON.stringify(v) ?? "undefined");
const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);

function roleField(s: FaState, role: string): { ph?: number; inspirations?: readonly number[]; facets?: readonly { name: string; level: number }[] } | undefined {
  if (role === "protagonist") return s.protagonist;
  if (role === "adversary") return s.adversary;
  if (role === "ally") return s.ally ? { ph: s.ally.ph, inspirations: s.ally.inspirations.map((i) => i.value) } : undefined;
  if (role === "world") return s.world ?? undefined;
  return undefined;
}

function compare(s: FaState, want: Expectation): GfError[] {
  const out: GfError[] = [];
  const differ = (field: string, got: unknown, wanted: unknown) => {
    if (text(got) !== text(wanted)) out.push(gfError("fa.replay.expect", undefined, { field, want: text(wanted), got: text(got) }));
  };
  if (want.dice?.protagonist) differ("dice.protagonist", s.dice.protagonist, want.dice.protagonist);
  if (want.dice?.adversary) differ("dice.adversary", s.dice.adversary, want.dice.adversary);
  if (want.round !== undefined) differ("round", s.round, want.round);
  if (want.turn !== undefined) differ("turn", s.turn, want.turn);
  if (want.phase !== undefined) differ("phase", s.phase.kind, want.phase);
  if (want.winner !== undefined) differ("winner", "winner" in s.phase ? s.phase.winner : null, want.winner);
  for (const [role, n] of Object.entries(want.ph ?? {})) differ(`ph.${role}`, roleField(s, role)?.ph, n);
  for (const [role, xs] of Object.entries(want.inspirations ?? {})) differ(`inspirations.${role}`, sorted(roleField(s, role)?.inspirations ?? []), sorted(xs));
  for (const [role, levels] of Object.entries(want.facets ?? {})) {
    for (const [name, level] of Object.entries(levels)) differ(`facets.${role}.${name}`, roleField(s, role)?.facets?.find((f) => f.name === name)?.level, level);
  }
  if (want.exhausted) {
    const now = [...s.protagonist.traits.filter((t) => t.exhausted), ...s.adversary.facets.filter((f) => f.exhausted)].map((x) => x.name).sort();
    differ("exhausted", now, [...want.exhausted].sort());
  }
  return out;
}

/** Replays parsed records: `{ "setup": … }` first, then actions and `{ "expect": … }` records. */
export function replay(records: readonly unknown[], lines?: readonly number[]): Replay {
  return replayLog<FaState, Action, LogEntry, Expectation>({ noSetup: "fa.replay.no-setup", initialState, parseAction, apply, compare }, records, lines);
}

/** The two sides' sums, as the end-of-round check compares them (FA-END-1). */
export const sums = (s: FaState) => ({ protagonist: sum(s.dice.protagonist), adversary: sum(s.dice.adversary) });
