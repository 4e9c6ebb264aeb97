// A game's rules as a reducer, the one shape Tricube's, Facetas' and Pujas' share: apply(state, action)
// copies the state, lets the action's handler edit the copy and post the entries its rules write, and
// returns the copy with them, or the refusal with the state untouched. No clock, no randomness (dice
// arrive rolled), no I/O: the same actions always give the same state. Actions from outside (a post,
// a log line) are read with the game's schema first; a value it refuses is said in words
// (value-reasons.ts). The games' handlers and entries are their own; only the skeleton is here.
import { err, ok, type GfError, type Result } from "./result.js";
import { valueError, type ValueIssue } from "./value-reasons.js";

/** The state with every readonly removed: handlers edit a structuredClone of it. */
export type Mutable<T> = T extends readonly (infer U)[] ? Mutable<U>[] : T extends object ? { -readonly [K in keyof T]: Mutable<T[K]> } : T;

/** What a handler is given: the copy of the state it edits and the entries it posts. */
export interface RuleContext<S, E> {
  readonly d: Mutable<S>;
  readonly entries: E[];
}

/** One handler per action type, each given its own action: null when applied, else the refusal. */
export type Handlers<A extends { readonly type: string }, C> = { [T in A["type"]]: (ctx: C, a: Extract<A, { type: T }>) => GfError | null };

/** An action applied: the new state and the entries it posted. */
export interface Step<S, E> {
  readonly state: S;
  readonly entries: readonly E[];
}

/** The game's apply from its handlers. */
export function reducer<S, A extends { readonly type: string }, E>(handlers: Handlers<A, RuleContext<S, E>>): (state: S, action: A) => Result<Step<S, E>, GfError> {
  return (state, action) => {
    const ctx: RuleContext<S, E> = { d: structuredClone(state) as Mutable<S>, entries: [] };
    const handler = handlers[action.type as A["type"]] as (ctx: RuleContext<S, E>, a: A) => GfError | null;
    const failure = handler(ctx, action);
    return failure ? err(failure) : ok({ state: ctx.d as S, entries: ctx.entries });
  };
}

/** A schema as the reader needs it (zod's safeParse), so this file imports no zod. */
export interface ActionSchema<A> {
  safeParse(input: unknown): { readonly success: true; readonly data: A } | { readonly success: false; readonly error: { readonly issues: readonly ValueIssue[] } };
}

/** The game's parseAction: an action read with its schema (defaults filled), or `code` with the reason in words. */
export function actionReader<A>(schema: ActionSchema<A>, code: string): (input: unknown) => Result<A, GfError> {
  return (input) => {
    const parsed = schema.safeParse(input);
    return parsed.success ? ok(parsed.data) : err(valueError(code, parsed.error.issues, input));
  };
}

/**
 * A post's actions applied in turn from `start`, as a game's flow plays them: `run` reads one action
 * and applies it to the state reached so far, keeping it and the entries it posted; a refused one
 * changes nothing and is returned.
 */
export class ActionRun<S, A, E> {
  private reached: S;
  private readonly played: A[] = [];
  private readonly posted: E[] = [];

  constructor(start: S, private readonly parse: (input: unknown) => Result<A, GfError>, private readonly apply: (state: S, action: A) => Result<Step<S, E>, GfError>) {
    this.reached = start;
  }

  /** The state the actions applied so far reach. */
  get state(): S { return this.reached; }
  /** The actions applied, as read (defaults filled). */
  get actions(): readonly A[] { return this.played; }
  /** The entries they posted, in order. */
  get entries(): readonly E[] { return this.posted; }

  /** Reads and applies one action: null when applied, else its refusal. */
  readonly run = (input: unknown): GfError | null => {
    const a = this.parse(input);
    if (!a.ok) return a.error;
    const r = this.apply(this.reached, a.value);
    if (!r.ok) return r.error;
    this.reached = r.value.state;
    this.played.push(a.value);
    this.posted.push(...r.value.entries);
    return null;
  };
}
