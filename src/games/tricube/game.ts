// Tricube Tales as one of the product's games (src/games/registry.ts): its [tt-…] blocks and cards.
// Credit: based on Tricube Tales by Richard Woolcock (CC BY 3.0).
import type { GameModule } from "../../markup/markup-game.js";
import { GAME_ID, tricubeMarkup } from "./markup/game.js";
import { SHEET_PLACEHOLDER } from "./markup/vocabulary.js";

export const game: GameModule = {
  id: GAME_ID,
  name: { es: "Tricube Tales", en: "Tricube Tales" },
  markup: tricubeMarkup(),
  sheetTag: "tt-sheet",
  sheetPlaceholders: Object.values(SHEET_PLACEHOLDER),
  rulePrefix: "TT",
  // "Cada una de las demás personas controla a un personaje jugador" (the original); it has no retiring rule.
  oneCharacter: { rule: "TT-SETUP-2" },
};
