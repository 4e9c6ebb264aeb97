// The d20 check as the plugin's core bundle knows it (its `manifest`, which build.mjs writes into
// gf-client.js for every game of src/games/registry.ts): its id and the keys of its cooked cards (its
// blocks are cooked as their lines, so each key is a tag, in both languages) and its composer entries,
// whose titles the build writes into the plugin's locales. Its cards' code is its chunk, gf-d20.js
// (./chunk.ts). Data only: the layout test checks this file imports nothing.
import type { ClientGame } from "../../../plugin-client/game-cards.js";

export const manifest: ClientGame = {
  game: "d20",
  chunkBudget: 8_000,
  keys: ["d20-check", "d20-prueba", "d20-roll", "d20-tirada", "d20-sheet", "d20-ficha", "d20-table", "d20-mesa"],
  // The GM's check opens a table; each player's sheet is a wiki post. Rolls come from the table card's button.
  composers: [
    { id: "d20-check", icon: "scroll", label: "genrefuzzion.composer.insert_d20_check", text: { es: "Insertar una prueba d20 (del DJ)", en: "Insert a d20 check (the GM's)" } },
    { id: "d20-sheet", icon: "dice-d20", label: "genrefuzzion.composer.insert_d20_sheet", text: { es: "Insertar una ficha de la prueba d20", en: "Insert a d20 check sheet" } },
  ],
};
