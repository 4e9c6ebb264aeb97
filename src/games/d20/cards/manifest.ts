// The d20 check as the plugin's core bundle knows it (its `manifest`, which build.mjs writes into
// gf-client.js for every game of src/games/registry.ts): its id and the keys of its cooked cards (its
// blocks are cooked as their lines, so each key is a tag, in both languages). Its cards' code is its
// chunk, gf-d20.js (./chunk.ts). Data only: the layout test checks this file imports nothing.
import type { ClientGame } from "../../../plugin-client/game-cards.js";

export const manifest: ClientGame = {
  game: "d20",
  chunkBudget: 8_000,
  keys: ["d20-check", "d20-prueba", "d20-roll", "d20-tirada", "d20-sheet", "d20-ficha", "d20-table", "d20-mesa"],
};
