// The rule tests' moves for a game whose rules are a reducer (src/lib/reducer.ts): legal actions applied
// in turn (step, play) and a refusal asserted (refused: its code and rule, the state untouched, its
// message in es and en with every placeholder filled). Each game's test helpers make theirs from its
// rules (test/games/<id>/helpers.ts); the tables and actions they play are the game's.
import { expect } from "@jest/globals";
import type { Catalogue, Lang } from "../../src/lib/i18n.js";
import type { GfError, Result } from "../../src/lib/result.js";

/** What the moves need of a game's rules. */
export interface ReducerRules<S, I extends { readonly type: string }, A, E> {
  parseAction(input: unknown): Result<A, GfError>;
  apply(state: S, action: A): Result<{ readonly state: S; readonly entries: readonly E[] }, GfError>;
  /** The rules' catalogue: every refusal's code has its words in it. */
  readonly messages: Catalogue;
  message(error: GfError, lang: Lang): string;
  /** What every legal step must also leave true (Pujas: the books balance); throws or fails an expect when not. */
  afterStep?(step: { readonly state: S; readonly entries: readonly E[] }, input: I): void;
}

export function ruleSteps<S, I extends { readonly type: string }, A, E>(rules: ReducerRules<S, I, A, E>) {
  const read = (input: I): A => {
    const a = rules.parseAction(input);
    if (!a.ok) throw new Error(`bad action ${JSON.stringify(input)}: ${JSON.stringify(a.error)}`);
    return a.value;
  };

  /** Applies one action, which must be legal; returns the new state and the entries it posted. */
  const step = (state: S, input: I): { state: S; entries: readonly E[] } => {
    const r = rules.apply(state, read(input));
    if (!r.ok) throw new Error(`${input.type} refused: ${rules.message(r.error, "en")} ${JSON.stringify(r.error)}`);
    rules.afterStep?.(r.value, input);
    return r.value;
  };

  /** Applies actions in turn; returns the last state and every entry posted on the way. */
  const play = (state: S, ...inputs: I[]): { state: S; entries: E[] } => {
    const entries: E[] = [];
    for (const input of inputs) {
      const s = step(state, input);
      state = s.state;
      entries.push(...s.entries);
    }
    return { state, entries };
  };

  /** The refusal's code has words in the catalogue, in es and en, every placeholder filled. */
  const expectMessage = (error: GfError): void => {
    expect(Object.hasOwn(rules.messages, error.code)).toBe(true);
    for (const lang of ["es", "en"] as const) expect(rules.message(error, lang)).not.toMatch(/\{\w+\}/);
  };

  /** Asserts that the action is refused with this code and rule, the state untouched, the message in es and en. */
  const refused = (state: S, input: I, code: string, rule?: string): GfError => {
    const a = read(input);
    const before = JSON.stringify(state);
    const r = rules.apply(state, a);
    if (r.ok) throw new Error(`expected ${code}, got ok`);
    expect(r.error.code).toBe(code);
    if (rule) expect(r.error.rule).toBe(rule);
    expect(JSON.stringify(state)).toBe(before);
    expectMessage(r.error);
    return r.error;
  };

  return { step, play, refused, expectMessage };
}
