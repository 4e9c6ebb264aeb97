// Shared helpers for Pujas' rule tests: a table of three (ana, bruno, carla, seated in that order, so
// bruno sits on ana's left), actions applied in turn, the books checked after every step, and error
// checks that also prove the message exists in both languages with every placeholder filled.
import { expect } from "@jest/globals";
import type { GfError } from "../../../src/lib/result.js";
import { apply, coinsInPlay, initialState, ledgerText, parseAction, pujasMessage, pujasMessages } from "../../../src/games/pujas/rules/index.js";
import type { ActionInput, LedgerEntry, PjSettings, PjState } from "../../../src/games/pujas/rules/index.js";

export const PLAYERS = ["ana", "bruno", "carla"] as const;

export function start(settings: Partial<PjSettings> = {}, first?: string): PjState {
  const s = initialState({ players: [...PLAYERS], ...(first ? { first } : {}), settings });
  if (!s.ok) throw new Error(`setup refused: ${JSON.stringify(s.error)}`);
  return s.value;
}

/** Every coin accounted for: what players hold plus the Bank's takings is what they started with. */
export function balanced(state: PjState): boolean {
  const b = coinsInPlay(state);
  return b.held + b.bank === b.started && Object.values(state.purses).every((n) => n >= 0);
}

/** Applies one action, which must be legal and keep the books balanced. */
export function step(state: PjState, input: ActionInput): { state: PjState; entries: readonly LedgerEntry[] } {
  const a = parseAction(input);
  if (!a.ok) throw new Error(`bad action ${JSON.stringify(input)}: ${JSON.stringify(a.error)}`);
  const r = apply(state, a.value);
  if (!r.ok) throw new Error(`${input.type} refused: ${pujasMessage(r.error, "en")} ${JSON.stringify(r.error)}`);
  if (!balanced(r.value.state)) throw new Error(`books out of balance after ${JSON.stringify(input)}`);
  // Every line of the books says itself in both languages, each value filled in (the reply shows the table's).
  for (const e of r.value.entries) {
    if (!e.say) throw new Error(`${e.rule} "${e.what}" has no words for the table's language`);
    for (const lang of ["es", "en"] as const) expect(ledgerText(e.say, lang)).not.toMatch(/\{\w+\}/);
    expect(e.what).toBe(ledgerText(e.say, "en"));
  }
  return r.value;
}

export function play(state: PjState, ...inputs: ActionInput[]): { state: PjState; entries: LedgerEntry[] } {
  const entries: LedgerEntry[] = [];
  for (const input of inputs) {
    const s = step(state, input);
    state = s.state;
    entries.push(...s.entries);
  }
  return { state, entries };
}

/** Asserts that the action is refused with this code and rule, the state untouched, the message in es and en. */
export function refused(state: PjState, input: ActionInput, code: string, rule?: string): GfError {
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
  expect(Object.hasOwn(pujasMessages, error.code)).toBe(true);
  for (const lang of ["es", "en"] as const) expect(pujasMessage(error, lang)).not.toMatch(/\{\w+\}/);
}

/** An entry with this rule (and these fields) among those posted. */
export const entry = (rule: string, fields: Partial<LedgerEntry> = {}) => expect.objectContaining({ rule, ...fields });

/** Everyone passes the Tenet lap. */
export const passLap = (first = "ana"): ActionInput[] => {
  const i = PLAYERS.indexOf(first as (typeof PLAYERS)[number]);
  return PLAYERS.map((_, k) => ({ type: "pass", by: PLAYERS[(i + k) % 3]! }) as ActionInput);
};

/** A game past the Tenet lap with ana narrating scene 1 on a bid of `bid` (bruno 1, carla 0). */
export function sceneOne(bid = 3, settings: Partial<PjSettings> = {}): PjState {
  return play(start(settings), ...passLap(), { type: "auction", bids: { ana: bid, bruno: 1, carla: 0 } }).state;
}

/** Scene 1 framed: ana set the place, created the Inn (Old, Warm) and described the first Event. */
export function framed(settings: Partial<PjSettings> = {}): PjState {
  return play(sceneOne(3, settings),
    { type: "place", by: "ana", place: "the inn" },
    { type: "create", by: "ana", component: "Inn", traits: ["Old", "Warm"] },
    { type: "event", by: "ana", text: "a storm breaks" }).state;
}

/**
 * For a rule the engine enforces without naming it in what it returns: the assertions in `check`
 * are the proof, and rule coverage counts the IDs once at least one of them ran and all passed.
 */
export function checksRule<T>(ids: readonly string[], check: () => T): T {
  const before = expect.getState().assertionCalls;
  const out = check();
  if (expect.getState().assertionCalls === before) throw new Error(`checksRule(${ids.join(", ")}): no assertion ran`);
  const recordRules = (globalThis as unknown as Record<symbol, ((ids: readonly string[]) => void) | undefined>)[Symbol.for("gf.recordAssertedRules")];
  recordRules?.(ids);
  return out;
}
