// Pujas as one of the product's games (src/games/registry.ts): its [pj-…] blocks, cooked as their
// lines. Its "sheet" is the books the service keeps in the thread's first post ([pj-ledger]).
import type { GameModule } from "../../markup/markup-game.js";
import { GAME_ID, pujasMarkup } from "./markup/game.js";

export const game: GameModule = {
  id: GAME_ID,
  name: { es: "Pujas", en: "Pujas" },
  markup: pujasMarkup(),
  sheetTag: "pj-ledger",
  rulePrefix: "PJ",
};
