// Shared helpers for Pujas' rule tests: a table of three (ana, bruno, carla, seated in that order, so
// bruno sits on ana's left), actions applied in turn, the books checked after every step, and error
// checks that also prove the message exists in both languages with every placeholder filled.
import { expect } from "@jest/globals";
import { apply, coinsInPlay, initialState, ledgerText, parseAction, pujasMessage, pujasMessages } from "../../../src/games/pujas/rules/index.js";
import type { Action, ActionInput, LedgerEntry, PjSettings, PjState } from "../../../src/games/pujas/rules/index.js";
import { checksRule } from "../../support/checks-rule.js";
import { ruleSteps } from "../../support/rule-steps.js";

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

/** Every legal step keeps the books balanced, and each line of the books says itself in both languages, each value filled in (the reply shows the table's). */
function booksHold(r: { readonly state: PjState; readonly entries: readonly LedgerEntry[] }, input: ActionInput): void {
  if (!balanced(r.state)) throw new Error(`books out of balance after ${JSON.stringify(input)}`);
  for (const e of r.entries) {
    if (!e.say) throw new Error(`${e.rule} "${e.what}" has no words for the table's language`);
    for (const lang of ["es", "en"] as const) expect(ledgerText(e.say, lang)).not.toMatch(/\{\w+\}/);
    expect(e.what).toBe(ledgerText(e.say, "en"));
  }
}

export const { step, play, refused, expectMessage } = ruleSteps<PjState, ActionInput, Action, LedgerEntry>({
  parseAction, apply, messages: pujasMessages, message: pujasMessage, afterStep: booksHold,
});

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

export { checksRule };
