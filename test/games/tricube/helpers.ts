// Shared helpers for Tricube's rule tests: a small table (the GM and three characters from the
// rulebook's examples), actions applied in turn, and error checks that also prove the message
// exists in both languages with every placeholder filled.
import { expect } from "@jest/globals";
import type { GfError } from "../../../src/lib/result.js";
import { apply, initialState, parseAction, tricubeMessage, tricubeMessages } from "../../../src/games/tricube/rules/index.js";
import type { ActionInput, LedgerEntry, Setup, TtState } from "../../../src/games/tricube/rules/index.js";

export const GM = "dj";

/** A cunning mage (ana), a strong dwarf (bruno) and an agile elven ranger (carla), as in the rulebook's examples. */
export function setup(overrides: Partial<Setup> = {}): Setup {
  return {
    gm: GM,
    characters: [
      { name: "Maga", player: "ana", quality: "cunning", concept: "maga", perks: ["Piromancia"], quirks: ["Arrogante"] },
      { name: "Enano", player: "bruno", quality: "strong", concept: "sacerdote guerrero enano", perks: ["Furia salvaje"], quirks: ["Gruñón"] },
      { name: "Elfa", player: "carla", quality: "agile", concept: "montaraz elfa", perks: ["Ojo de halcón"], quirks: ["Impaciente"] },
    ],
    ...overrides,
  };
}

export function start(overrides: Partial<Setup> = {}): TtState {
  const s = initialState(setup(overrides));
  if (!s.ok) throw new Error(`setup refused: ${JSON.stringify(s.error)}`);
  return s.value;
}

/** Applies one action, which must be legal; returns the new state and the entries it posted. */
export function step(state: TtState, input: ActionInput): { state: TtState; entries: readonly LedgerEntry[] } {
  const a = parseAction(input);
  if (!a.ok) throw new Error(`bad action ${JSON.stringify(input)}: ${JSON.stringify(a.error)}`);
  const r = apply(state, a.value);
  if (!r.ok) throw new Error(`${input.type} refused: ${tricubeMessage(r.error, "en")} ${JSON.stringify(r.error)}`);
  return r.value;
}

/** Applies actions in turn; returns the last state and every entry posted on the way. */
export function play(state: TtState, ...inputs: ActionInput[]): { state: TtState; entries: LedgerEntry[] } {
  const entries: LedgerEntry[] = [];
  for (const input of inputs) {
    const s = step(state, input);
    state = s.state;
    entries.push(...s.entries);
  }
  return { state, entries };
}

/** Asserts that the action is refused with this code and rule, the state untouched, the message in es and en. */
export function refused(state: TtState, input: ActionInput, code: string, rule?: string): GfError {
  const a = parseAction(input);
  if (!a.ok) throw new Error(`bad action ${JSON.stringify(input)}: ${JSON.stringify(a.error)}`);
  const before = JSON.stringify(state);
  const r = apply(state, a.value);
  if (r.ok) throw new Error(`expected ${code}, got ok`);
  expect(r.error.code).toBe(code);
  if (rule) expect(r.error.rule).toBe(rule);
  expect(JSON.stringify(state)).toBe(before);
  expectMessage(r.error);
  return r.error;
}

export function expectMessage(error: GfError): void {
  expect(Object.hasOwn(tricubeMessages, error.code)).toBe(true);
  for (const lang of ["es", "en"] as const) expect(tricubeMessage(error, lang)).not.toMatch(/\{\w+\}/);
}

/** The GM's challenge, with the usual defaults (quality, difficulty 5). */
export const challenge = (id: string, who: unknown[], extra: Record<string, unknown> = {}): ActionInput =>
  ({ type: "challenge", by: GM, id, ...(extra["combat"] || extra["kind"] === "fear" ? {} : { quality: "strong" }), difficulty: 5, who, ...extra }) as ActionInput;

export const roll = (by: string, id: string, character: string, dice: number[], extra: Record<string, unknown> = {}): ActionInput =>
  ({ type: "roll", by, challenge: id, character, dice, ...extra }) as ActionInput;

export const karma = (by: string, id: string, character: string, perk: string, extra: Record<string, unknown> = {}): ActionInput =>
  ({ type: "karma", by, challenge: id, character, perk, ...extra }) as ActionInput;

export const cost = (id: string, character: string, cost: "resolve" | "complication" | "consequence", extra: Record<string, unknown> = {}): ActionInput =>
  ({ type: "cost", by: GM, challenge: id, character, cost, ...extra }) as ActionInput;

/**
 * For a rule the engine enforces without naming it in what it returns (how many dice, which die
 * counts): the assertions in `check` are the proof, and rule coverage counts the IDs once at least
 * one of them ran and all passed (test/support/record-asserted-rules.ts).
 */
export function checksRule<T>(ids: readonly string[], check: () => T): T {
  const before = expect.getState().assertionCalls;
  const out = check();
  if (expect.getState().assertionCalls === before) throw new Error(`checksRule(${ids.join(", ")}): no assertion ran`);
  const recordRules = (globalThis as unknown as Record<symbol, ((ids: readonly string[]) => void) | undefined>)[Symbol.for("gf.recordAssertedRules")];
  recordRules?.(ids);
  return out;
}
