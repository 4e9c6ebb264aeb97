// Tricube Tales as the plugin's core bundle knows it (its `manifest`, which build.mjs writes into gf-client.js for every game of src/games/registry.ts): its id, the names
// its cooked cards start with, and its composer entries. Its cards' and composers' code is its chunk,
// gf-tricube.js (./chunk.ts), loaded the first time one of these cards is on the page or an entry is
// clicked. Nothing else goes here: the core bundle carries this file, and the layout test checks it
// imports nothing.
import type { ClientGame } from "../../../plugin-client/game-cards.js";

/** Each block's card name: "tt" + the block, one word, as the shared card reader wants it. */
export const CARD_BLOCK = { challenge: "ttchallenge", roll: "ttroll", karma: "ttkarma", sheet: "ttsheet", answer: "ttanswer", gm: "ttgm", table: "tttable" } as const;

/**
 * Its error card's name: the forum's server cooks a block with mistakes as the error's codes and
 * params (card-data.ts), which the reader's page says in the reader's language (game-cards.ts errorCard).
 */
export const ERROR_CARD = "tterror";

/**
 * Its tags, in both languages: the key of a block cooked as its lines, which is how a reader's browser
 * cooks it (the composer preview); the forum's server cooks it with its card's data (CARD_BLOCK).
 */
const TAG_KEYS = ["tt-challenge", "tt-desafio", "tt-roll", "tt-tirada", "tt-karma", "tt-sheet", "tt-ficha", "tt-answer", "tt-respuesta",
  "tt-gm", "tt-dj", "tt-table", "tt-mesa"] as const;

export const manifest: ClientGame = {
  game: "tricube",
  chunkBudget: 15_000,
  cooksCards: true,
  keys: /* @__PURE__ */ [...Object.values(CARD_BLOCK), ERROR_CARD, ...TAG_KEYS],
  // The GM's challenge opens a table; each player's sheet is a wiki post. Rolls are composed from the challenge card.
  composers: [
    { id: "tt-challenge", icon: "scroll", label: "genrefuzzion.composer.insert_tt_challenge", text: { es: "Insertar un desafío de Tricube Tales (del DJ)", en: "Insert a Tricube Tales challenge (the GM's)" } },
    { id: "tt-sheet", icon: "dice-d20", label: "genrefuzzion.composer.insert_tt_sheet", text: { es: "Insertar una ficha de Tricube Tales", en: "Insert a Tricube Tales sheet" } },
  ],
};
