// Facetas as the plugin's core bundle knows it (its `manifest`, which build.mjs writes into gf-client.js for every game of src/games/registry.ts): its id and the first word
// of its cooked cards' data-gf-card, which for a game cooked as its lines is the block's tag, in
// both languages. Its cards' code is its chunk, gf-facetas.js (./chunk.ts). Data only.
import type { ClientGame } from "../../../plugin-client/game-cards.js";

export const manifest: ClientGame = {
  game: "facetas",
  chunkBudget: 14_000,
  keys: ["fa-conflict", "fa-conflicto", "fa-sheet", "fa-ficha", "fa-turn", "fa-turno", "fa-loot", "fa-botin", "fa-table", "fa-mesa"],
  composers: [
    { id: "fa-conflict", icon: "scroll", label: "genrefuzzion.composer.insert_fa_conflict", text: { es: "Insertar el planteamiento de un conflicto de Facetas", en: "Insert a Facetas conflict's opening" } },
    { id: "fa-sheet", icon: "dice-d20", label: "genrefuzzion.composer.insert_fa_sheet", text: { es: "Insertar una ficha de Facetas", en: "Insert a Facetas sheet" } },
  ],
};
