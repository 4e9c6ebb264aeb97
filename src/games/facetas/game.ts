// Facetas as one of the product's games (src/games/registry.ts): its [fa-…] blocks, cooked as their
// lines. Its sheet is a role's [fa-sheet]/[fa-ficha].
import type { GameModule } from "../../markup/markup-game.js";
import { facetasMarkup, GAME_ID } from "./markup/game.js";
import { SHEET_PLACEHOLDER } from "./markup/vocabulary.js";

export const game: GameModule = {
  id: GAME_ID,
  name: { es: "Facetas", en: "Facetas" },
  markup: facetasMarkup(),
  sheetTag: "fa-sheet",
  sheetPlaceholders: Object.values(SHEET_PLACEHOLDER),
  rulePrefix: "FA",
};
