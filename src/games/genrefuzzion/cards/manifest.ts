// GenreFuzzion as the plugin's core bundle knows it (its `manifest`, which build.mjs writes into gf-client.js for every game of src/games/registry.ts): its id, the keys
// its cooked cards start with (each block's name, src/games/genrefuzzion/markup/game.ts GF_TAGS) and
// its composer entries. Its cards' and composers' code is its chunk, gf-genrefuzzion.js (./chunk.ts),
// loaded the first time one of these cards is on the page or an entry is clicked. Nothing else goes
// here: the core bundle carries this file, and the layout test checks it imports nothing.
import type { ClientGame } from "../../../plugin-client/game-cards.js";

export const manifest: ClientGame = {
  game: "genrefuzzion",
  chunkBudget: 20_000,
  keys: ["pool", "scene", "roll", "action", "interval", "sheet"],
  // The Moderator's decision on points changed by hand, drawn by ./question.ts (the service's points-claim reply).
  questions: ["points"],
  composers: [
    { id: "gf-pool", icon: "dice", label: "genrefuzzion.composer.insert_pool", text: { es: "Insertar una tirada libre (fuera de escena)", en: "Insert a free dice roll (outside a scene)" }, toolbar: true },
    { id: "gf-scene", icon: "scroll", label: "genrefuzzion.composer.insert_scene", text: { es: "Insertar una escena", en: "Insert a scene" } },
    { id: "gf-sheet", icon: "dice-d20", label: "genrefuzzion.composer.insert_sheet", text: { es: "Insertar una ficha de personaje", en: "Insert a character sheet" } },
  ],
};
