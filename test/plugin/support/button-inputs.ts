// What a player fills in each button's form, for the tests that post every button's text: one
// complete input per scene action and one line per interval action.
import type { IntervalLine, TurnInput } from "../../../src/games/genrefuzzion/cards/compose-text.js";
import type { TurnAction } from "../../../src/games/genrefuzzion/cards/scene-turn.js";

export function turnInput(action: TurnAction): TurnInput {
  const pool = { traits: [{ kind: "cliche" as const, name: "Puños de acero", die: 8 }, { kind: "scene" as const, name: "Tormenta", die: 6 }], bought: true };
  switch (action) {
    case "present": return { action, intention: "Que Ana se vaya del pueblo" };
    case "yield": case "concede": return { action };
    case "pool": case "oppose": case "retry": return { action, pool };
    case "effect": return { action, outcome: "advantage", target: "Conoce el faro" };
    case "rate": return { action, protagonist: 4, antagonist: 3, reason: "qué tensión" };
  }
}

export const INTERVAL_LINES: readonly IntervalLine[] = [
  { type: "call" },
  { type: "train", trait: "Puños de acero" },
  { type: "rename", from: "Puños de acero", to: "Manos de seda" },
  { type: "new-trick", name: "Arma predilecta", detail: "el bate firmado" },
  { type: "new-trick", name: "Cámara lenta", detail: "" },
  { type: "new-flaw", name: "Fobia", detail: "las arañas" },
  { type: "new-cliche", name: "Reina del baile" },
  { type: "new-relationship", name: "Le guarda un secreto", target: "Bea" },
  { type: "endorse", character: "Bea", objective: 2, currency: "pk" },
  { type: "satisfy", objective: 1 },
  { type: "retire" },
];
