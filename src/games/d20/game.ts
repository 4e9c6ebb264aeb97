// The d20 check as one of the product's games (src/games/registry.ts): a GM asks some characters for a
// check against a difficulty ([d20-check]); each of their players rolls a d20 ([d20-roll]) and adds the
// one field of their sheet ([d20-sheet]: a bonus); the service keeps the table ([d20-table]). A small
// game, written to show that a game is one folder and one registry line (docs/adding-a-game.md).
import type { GameModule } from "../../markup/markup-game.js";
import { d20Markup } from "./markup/game.js";
import { GAME_ID, SHEET_PLACEHOLDER } from "./markup/vocabulary.js";

export const game: GameModule = {
  id: GAME_ID,
  name: { es: "Prueba d20", en: "d20 Check" },
  markup: d20Markup(),
  sheetTag: "d20-sheet",
  sheetPlaceholders: Object.values(SHEET_PLACEHOLDER),
  rulePrefix: "DC",
  // Each player keeps one character on a wiki sheet.
  oneCharacter: { rule: "DC-SHEET-1" },
};
