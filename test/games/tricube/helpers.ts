// Shared helpers for Tricube's rule tests: a small table (the GM and three characters from the
// rulebook's examples), actions applied in turn, and error checks that also prove the message
// exists in both languages with every placeholder filled.
import { apply, initialState, parseAction, tricubeMessage, tricubeMessages } from "../../../src/games/tricube/rules/index.js";
import type { Action, ActionInput, LedgerEntry, Setup, TtState } from "../../../src/games/tricube/rules/index.js";
import { checksRule } from "../../support/checks-rule.js";
import { ruleSteps } from "../../support/rule-steps.js";

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

export const { step, play, refused, expectMessage } = ruleSteps<TtState, ActionInput, Action, LedgerEntry>({
  parseAction, apply, messages: tricubeMessages, message: tricubeMessage,
});

/** The GM's challenge, with the usual defaults (quality, difficulty 5). */
export const challenge = (id: string, who: unknown[], extra: Record<string, unknown> = {}): ActionInput =>
  ({ type: "challenge", by: GM, id, ...(extra["combat"] || extra["kind"] === "fear" ? {} : { quality: "strong" }), difficulty: 5, who, ...extra }) as ActionInput;

export const roll = (by: string, id: string, character: string, dice: number[], extra: Record<string, unknown> = {}): ActionInput =>
  ({ type: "roll", by, challenge: id, character, dice, ...extra }) as ActionInput;

export const karma = (by: string, id: string, character: string, perk: string, extra: Record<string, unknown> = {}): ActionInput =>
  ({ type: "karma", by, challenge: id, character, perk, ...extra }) as ActionInput;

export const cost = (id: string, character: string, cost: "resolve" | "complication" | "consequence", extra: Record<string, unknown> = {}): ActionInput =>
  ({ type: "cost", by: GM, challenge: id, character, cost, ...extra }) as ActionInput;

export { checksRule };
