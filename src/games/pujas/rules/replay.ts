// Replaying a Pujas log: a setup, then actions, then optional expectations, one record per line of a
// JSONL file (the shared walk of src/lib/replay.ts). Each action gives a new state and the ledger
// entries it posted, so anyone can check the books by hand (`gf pujas replay`). Pure.
import { z } from "zod";
import { gfError, type GfError } from "../../../lib/result.js";
import { expectations, keysSorted, midGameStart, replayLog, rulesPosted, type Replay as SharedReplay, type ReplayCheck, type ReplayStep as SharedStep } from "../../../lib/replay.js";
import { apply, coinsInPlay, initialState, parseAction } from "./apply.js";
import { importanceOf } from "./components.js";
import type { LedgerEntry, PjState } from "./model.js";
import { action as actionSchema, setup as setupSchema, type Action } from "./schemas.js";
import { pjStateSchema } from "./state-schema.js";

/** A table's setup, or a table in the middle of play, as its whole state (read by pjStateSchema). */
const setupLine = z.union([setupSchema, z.object({ state: pjStateSchema }).strict()]);


const any = z.unknown().optional();
const fields = (keys: readonly string[]) => z.object(Object.fromEntries(keys.map((k) => [k, any])));

/**
 * What a log may assert once every action before it has been applied: anything the state holds, by
 * name. Traits and Tenets compare in any order (a restored Trait keeps its old place, PJ-OWN-13).
 */
const expectation = z.object({
  purses: z.record(z.string(), z.number()).optional(),
  bank: any, table: any, narrator: any, turn: any,
  /** The phase's kind: tenets, bidding or scene. */
  phase: any, framing: any, place: any, time: any, miniScene: any, scene: any,
  /** The Tenets' texts, in any order. */
  tenets: any,
  /** The scenes played, in order: [{number, narrator, faded}]; `faded` lists the numbers faded to black. */
  pastScenes: any, faded: any,
  /** Per Component: controller, importance, traits (active names), eliminated, kind, master, inScene, reduced. */
  components: z.record(z.string(), fields(["controller", "importance", "traits", "eliminated", "kind", "master", "inScene", "reduced", "createdBy"])).optional(),
  /** Per Complication: stage, winner, prize, pools, narrators, involves, agreed. */
  complications: z.record(z.string(), fields(["stage", "winner", "prize", "pools", "narrators", "involves", "agreed", "trigger", "event", "starter"])).optional(),
  /** Per Challenge: stage, result, next, options ({id: total}), of. */
  challenges: z.record(z.string(), fields(["stage", "result", "next", "options", "challenger", "challenged", "matter", "of"])).optional(),
  /** Per Fine: open, loser, charged, votes. */
  fines: z.record(z.string(), fields(["open", "loser", "charged", "votes", "accuser", "accused"])).optional(),
  /** The table's settings, its seats in order, who began the Tenets and how many Events were told, compared whole. */
  settings: any, players: any, first: any, eventCount: any,
  /** Every coin accounted for: purses, table and prizes plus the Bank's takings equal the starting coins. */
  balanced: any,
  /** The rule IDs the last action posted, in any order. */
  rules: z.array(z.string()).optional(),
});
export type Expectation = z.infer<typeof expectation>;

export type ReplayStep = SharedStep<PjState, Action, LedgerEntry>;
export type { ReplayCheck };
export type Replay = SharedReplay<PjState, Action, LedgerEntry>;

const sortedStrings = (v: unknown): unknown => (Array.isArray(v) && v.every((x) => typeof x === "string") ? [...v].sort() : v);

function componentField(s: PjState, id: string, key: string): unknown {
  const c = s.components[id]!;
  if (key === "importance") return importanceOf(s, id);
  if (key === "traits") return c.traits.filter((t) => t.active).map((t) => t.name).sort();
  return (c as unknown as Record<string, unknown>)[key];
}

function sceneField(s: PjState, key: string): unknown {
  const sc = s.scene;
  switch (key) {
    case "phase": return s.phase.kind;
    case "tenets": return s.tenets.map((t) => t.text).sort();
    case "pastScenes": return s.pastScenes;
    case "faded": return s.pastScenes.filter((p) => p.faded).map((p) => p.number);
    case "scene": return sc?.number ?? null;
    default: return sc ? (sc as unknown as Record<string, unknown>)[key] ?? null : null;
  }
}

function compare(state: PjState, want: Expectation, last: readonly LedgerEntry[]): GfError[] {
  const { mismatches: out, differ } = expectations("pj.replay.expect");
  for (const [p, n] of Object.entries(want.purses ?? {})) differ(`purses.${p}`, state.purses[p], n);
  if (want.bank !== undefined) differ("bank", state.bank, want.bank);
  if (want.table !== undefined) differ("table", state.scene?.table ?? 0, want.table);
  if (want.narrator !== undefined) differ("narrator", state.scene?.narrator ?? null, want.narrator);
  if (want.turn !== undefined) differ("turn", state.scene?.turn ?? null, want.turn);
  for (const [id, fields] of Object.entries(want.components ?? {})) {
    if (!state.components[id]) { out.push(gfError("pj.no-such-component", undefined, { component: id })); continue; }
    for (const [k, v] of Object.entries(fields)) differ(`${id}.${k}`, componentField(state, id, k), k === "traits" ? sortedStrings(v) : v);
  }
  for (const [id, fields] of Object.entries(want.complications ?? {})) {
    const c = state.complications[id];
    if (!c) { out.push(gfError("pj.no-such-complication", undefined, { complication: id })); continue; }
    for (const [k, v] of Object.entries(fields)) differ(`${id}.${k}`, (c as unknown as Record<string, unknown>)[k], v);
  }
  for (const key of ["phase", "framing", "place", "time", "miniScene", "scene", "tenets", "pastScenes", "faded"] as const) {
    if (want[key] !== undefined) differ(key, sceneField(state, key), key === "tenets" ? sortedStrings(want[key]) : want[key]);
  }
  for (const [id, fields] of Object.entries(want.challenges ?? {})) {
    const ch = state.challenges[id];
    if (!ch) { out.push(gfError("pj.no-such-challenge", undefined, { challenge: id })); continue; }
    for (const [k, v] of Object.entries(fields)) {
      const got = k === "options" ? Object.fromEntries(ch.options.map((o) => [o.id, o.total])) : (ch as unknown as Record<string, unknown>)[k];
      differ(`${id}.${k}`, got, v);
    }
  }
  for (const [id, fields] of Object.entries(want.fines ?? {})) {
    const f = state.fines[id];
    if (!f) { out.push(gfError("pj.no-such-fine", undefined, { fine: id })); continue; }
    for (const [k, v] of Object.entries(fields)) differ(`${id}.${k}`, (f as unknown as Record<string, unknown>)[k], v);
  }
  if (want.rules !== undefined) differ("rules", rulesPosted(last), [...new Set(want.rules)].sort());
  for (const key of ["settings", "players", "first", "eventCount"] as const) if (want[key] !== undefined) differ(key, keysSorted(state[key]), keysSorted(want[key]));
  if (want.balanced !== undefined) {
    const b = coinsInPlay(state);
    differ("balanced", b.held + b.bank === b.started, want.balanced);
  }
  return out;
}

/**
 * Replays parsed records: `{ "setup": … }` first (the seating, or `{ "state": … }` mid-game), then
 * actions, `{ "expect": … }` and `{ "refused": … }` records.
 */
export function replay(records: readonly unknown[], lines?: readonly number[]): Replay {
  return replayLog<PjState, Action, LedgerEntry, Expectation>({
    noSetup: "pj.replay.no-setup", initialState: midGameStart(initialState, pjStateSchema, "pj.setup.invalid"), parseAction, apply, compare, schemas: { action: actionSchema, expect: expectation, setup: setupLine },
  }, records, lines);
}
