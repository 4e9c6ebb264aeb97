// Replaying a game log, for any game: a `{ "setup": … }` record, then actions, `{ "expect": … }`
// records and `{ "refused": <action>, "code": …, "rule": … }` records (an action the rules must refuse,
// with that code and rule; the replay goes on from the state before it), one per line of a JSONL file.
// Each game gives its setup, action parser, reducer, comparison and the zod schemas its lines are read
// with; the walk through the records, where it stops, and the strict reading of every line (a key the
// schema does not name is an error naming the accepted keys: a misspelt "paid_by" must not quietly
// mean something else) are the same for every game. Pure: the caller reads the file.
import { z } from "zod";
import { replayMessages } from "./replay-messages.js";
import { err, gfError, ok, type GfError, type Result } from "./result.js";
import { unknownKey, type SchemaLike } from "./strict-keys.js";
import { valueRefusal, type ValueIssue } from "./value-reasons.js";

export { replayMessages };

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
  /** "expect" for an `{ "expect": … }` line, "refused" for an expected refusal. */
  readonly kind: "expect" | "refused";
  /** Empty when everything expected holds; each names what differs (the game's or replay.* messages). */
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
  /** What differs from the expectation; `last` is what the last action posted (its rules, its changes). */
  compare(state: State, want: Expectation, last: readonly Entry[]): GfError[];
  /**
   * The schemas each line is read with, key by key: the action union, the expectation (whose values are
   * checked by it too, so a value of the wrong type is refused rather than compared), the setup.
   */
  readonly schemas: { readonly action: SchemaLike; readonly expect: SchemaLike & StateSchema<unknown>; readonly setup?: SchemaLike };
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

/** A key beside the line's own ones ("setup", "expect", "refused" with "code" and "rule"). */
function extraKey(record: Record<string, unknown>, keys: readonly string[]): GfError | null {
  const extra = Object.keys(record).find((k) => !keys.includes(k));
  return extra === undefined ? null : gfError("replay.unknown-key", undefined, { key: extra, where: "-", keys: keys.join(", ") });
}

/** An expectation its schema cannot read: where and why, in the reader's language. */
function badExpectation(schema: StateSchema<unknown>, want: unknown): GfError | null {
  const r = schema.safeParse(want);
  return r.success ? null : gfError("replay.expect.invalid", undefined, valueRefusal(r.error.issues, want));
}

/** Replays parsed records; `lines` gives each record's line number (default 1, 2, 3…). */
export function replayLog<State, Action, Entry, Expectation>(game: ReplayGame<State, Action, Entry, Expectation>,
  records: readonly unknown[], lines: readonly number[] = records.map((_, i) => i + 1)): Replay<State, Action, Entry> {
  const steps: ReplayStep<State, Action, Entry>[] = [];
  const checks: ReplayCheck[] = [];
  const line = (i: number) => lines[i] ?? i + 1;
  const head = records[0];
  if (!isObject(head) || !("setup" in head)) {
    return { initial: null, steps, checks, failure: { line: line(0), error: gfError(game.noSetup) } };
  }
  const headError = extraKey(head, ["setup"]) ?? (game.schemas.setup ? unknownKey(game.schemas.setup, head["setup"], "setup") : null);
  if (headError) return { initial: null, steps, checks, failure: { line: line(0), error: headError } };
  const init = game.initialState(head["setup"]);
  if (!init.ok) return { initial: null, steps, checks, failure: { line: line(0), error: init.error } };
  let state = init.value;
  const stop = (i: number, error: GfError): Replay<State, Action, Entry> => ({ initial: init.value, steps, checks, failure: { line: line(i), error } });
  /** The record as an action, read strictly. */
  const readAction = (record: unknown, where: string): Result<Action> => {
    const unknown = unknownKey(game.schemas.action, record, where);
    return unknown ? { ok: false, error: unknown } : game.parseAction(record);
  };
  for (let i = 1; i < records.length; i++) {
    const record = records[i];
    if (isObject(record) && "expect" in record) {
      const bad = extraKey(record, ["expect"]) ?? unknownKey(game.schemas.expect, record["expect"], "expect") ?? badExpectation(game.schemas.expect, record["expect"]);
      if (bad) return stop(i, bad);
      checks.push({ line: line(i), kind: "expect", mismatches: game.compare(state, record["expect"] as Expectation, steps.at(-1)?.entries ?? []) });
      continue;
    }
    if (isObject(record) && "refused" in record) {
      const bad = extraKey(record, ["refused", "code", "rule"]) ?? (typeof record["code"] !== "string" ? gfError("replay.refused.code") : null);
      if (bad) return stop(i, bad);
      const refused = record["refused"];
      const action = readAction(refused, isObject(refused) && typeof refused["type"] === "string" ? `refused ${refused["type"]}` : "refused");
      if (!action.ok) return stop(i, action.error);
      checks.push({ line: line(i), kind: "refused", mismatches: refusalMismatches(game.apply(state, action.value), record["code"] as string, record["rule"]) });
      continue;
    }
    const action = readAction(record, isObject(record) && typeof record["type"] === "string" ? record["type"] : "-");
    if (!action.ok) return stop(i, action.error);
    const next = game.apply(state, action.value);
    if (!next.ok) return stop(i, next.error);
    steps.push({ line: line(i), action: action.value, state: next.value.state, entries: next.value.entries });
    state = next.value.state;
  }
  return { initial: init.value, steps, checks, failure: null };
}

/** A zod schema as far as a stated state is read with it (src/lib imports no zod at run time). */
export interface StateSchema<S> {
  safeParse(value: unknown): { success: true; data: S } | { success: false; error: { issues: readonly StateIssue[] } };
}

/**
 * One issue of a stated state. A game's own check may name its refusal in `params`: `code` (a message
 * of its catalogue, so the refusal is said in the reader's language), `rule`, and the code's params.
 */
export interface StateIssue extends ValueIssue {
  readonly params?: Readonly<Record<string, unknown>>;
}

/** What a game's check named of a refusal: its code, rule and params (strings and numbers only; the rule among them too). */
export interface StatedRefusal { readonly code: string; readonly rule?: string; readonly params: Record<string, string | number> }

function namedRefusal(params: StateIssue["params"]): StatedRefusal | undefined {
  if (typeof params?.["code"] !== "string") return undefined;
  const { code, ...rest } = params;
  const kept = Object.fromEntries(Object.entries(rest).filter((e): e is [string, string | number] => typeof e[1] === "string" || typeof e[1] === "number"));
  return { code: code as string, ...(typeof rest["rule"] === "string" ? { rule: rest["rule"] } : {}), params: kept };
}

/**
 * An integer from `min` to `max` in a game's stated state whose refusal names the game's message `code`
 * (params value, min, max; `rule` when one bounds it), so a replay's reader reads a value out of range
 * in their language rather than in zod's English.
 */
export function statedInt(min: number, max: number, code: string, rule?: string) {
  return z.int().superRefine((n, ctx) => {
    if (n < min || n > max) {
      ctx.addIssue({ code: "custom", message: `${n} is not from ${min} to ${max}${rule ? ` (${rule})` : ""}`, params: { code, ...(rule ? { rule } : {}), value: n, min, max } });
    }
  });
}

/**
 * A game's whole state read by its schema, or where (a dotted path) and why not: the reason in English
 * (`detail`) and in each language (`reason`, valueRefusal's params), and the game's named refusal, if
 * its check gave one.
 */
export function readStated<S>(schema: StateSchema<S>, json: unknown):
  { ok: true; value: S } | { ok: false; path: string; detail: string; reason: Record<string, string>; refusal?: StatedRefusal } {
  const r = schema.safeParse(json);
  if (r.success) return { ok: true, value: r.data };
  const refusal = namedRefusal(r.error.issues[0]?.params);
  const reason = valueRefusal(r.error.issues, json);
  return { ok: false, path: reason["path"]!, detail: reason["detail"]!, reason, ...(refusal ? { refusal } : {}) };
}

/**
 * A replay's start for a game that can begin mid-game: `{ "state": … }` is the whole state, read by
 * the game's state schema (a state it cannot hold is `invalid`, with the path from `state.`, or the
 * refusal the game's check named, with that path), anything else the game's own opening (`initialState`).
 */
export function midGameStart<S>(initialState: (setup: unknown) => Result<S>, schema: StateSchema<S>, invalid: string): (setup: unknown) => Result<S> {
  return (setup) => {
    if (!isObject(setup) || !("state" in setup)) return initialState(setup);
    const read = readStated(schema, setup["state"]);
    if (read.ok) return ok(read.value);
    const path = `state.${read.path}`;
    return err(read.refusal ? gfError(read.refusal.code, read.refusal.rule, { ...read.refusal.params, path }) : gfError(invalid, undefined, { ...read.reason, path }));
  };
}

/** What differs from the refusal a `refused` line states: accepted, or refused for another reason. */
function refusalMismatches(result: Result<unknown>, code: string, rule: unknown): GfError[] {
  if (result.ok) return [gfError("replay.refused.accepted", undefined, { code })];
  const got = result.error;
  if (got.code !== code || (rule !== undefined && got.rule !== rule)) {
    return [gfError("replay.refused.other", undefined, { code, rule: typeof rule === "string" ? rule : "-", got: got.code, gotRule: got.rule ?? "-" })];
  }
  return [];
}

/** A value as an expectation compares it and its mismatch says it: a string as itself, anything else as its JSON. */
export const expectText = (v: unknown): string => (typeof v === "string" ? v : JSON.stringify(v) ?? "undefined");

/** An object with its keys in order (an object's key order means nothing); anything else as it is. */
export const keysSorted = (v: unknown): unknown => (isObject(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v);

/** The rules entries posted, each once, in order: what an expectation's `rules` is compared with. */
export const rulesPosted = (entries: readonly { readonly rule: string }[]): string[] => [...new Set(entries.map((e) => e.rule))].sort();

/**
 * The start of a game's `compare`: `differ(field, got, wanted)` notes a mismatch, as `code` with the
 * field and both values, when the two read differently (expectText); `mismatches` holds those noted,
 * and the game adds its own (a character the state lacks…).
 */
export function expectations(code: string): { readonly mismatches: GfError[]; differ(field: string, got: unknown, wanted: unknown): void } {
  const mismatches: GfError[] = [];
  return {
    mismatches,
    differ: (field, got, wanted) => {
      if (expectText(got) !== expectText(wanted)) mismatches.push(gfError(code, undefined, { field, want: expectText(wanted), got: expectText(got) }));
    },
  };
}

/**
 * What a step changed, for a log's JSON output: each top-level field of the state whose value differs,
 * and inside a field that is a record (characters, challenges, purses…) each entry that differs, by
 * path ("characters.Maga"); a removed entry is null. The full state is given once, at the start.
 */
export function stateDelta(before: unknown, after: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!isObject(before) || !isObject(after)) return out;
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [a, b] = [before[key], after[key]];
    if (same(a, b)) continue;
    if (isObject(a) && isObject(b)) {
      for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) if (!same(a[k], b[k])) out[`${key}.${k}`] = b[k] ?? null;
    } else out[key] = b ?? null;
  }
  return out;
}
