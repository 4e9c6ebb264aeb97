// Pujas as the plugin's core bundle knows it (its `manifest`, which build.mjs writes into gf-client.js for every game of src/games/registry.ts): its id and the keys of its
// cooked cards. Pujas cooks its blocks as their lines, so each key is a tag, in both languages. Its
// cards' code is its chunk, gf-pujas.js (./chunk.ts), loaded the first time one of these is on a page.
// Data only: the core bundle carries this file, and the layout test checks it imports nothing.
import type { ClientGame } from "../../../plugin-client/game-cards.js";

export const manifest: ClientGame = {
  game: "pujas",
  chunkBudget: 16_000,
  keys: ["pj-turn", "pj-turno", "pj-bid", "pj-puja", "pj-ledger", "pj-libro", "pj-table", "pj-mesa"],
  // A table's setup opens a topic; a turn is what every later post holds. Bids are sealed from the books card.
  composers: [
    { id: "pj-turn", icon: "coins", label: "genrefuzzion.composer.insert_pj_turn", text: { es: "Insertar un turno de Pujas", en: "Insert a Pujas turn" }, toolbar: true },
    { id: "pj-table", icon: "scroll", label: "genrefuzzion.composer.insert_pj_table", text: { es: "Insertar una mesa de Pujas (su configuración)", en: "Insert a Pujas table (its setup)" } },
  ],
};
