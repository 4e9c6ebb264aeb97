// Tricube Tales as the plugin's core bundle knows it (src/games/client-games.ts): its id and the
// names its cooked cards start with. Its cards' code is its chunk, gf-tricube.js (./chunk.ts),
// loaded the first time one of these cards is on the page. Nothing else goes here: the core
// bundle carries this file, and the layout test checks it imports nothing.
import type { ClientGame } from "../../../plugin-client/game-cards.js";

/** Each block's card name: "tt" + the block, one word, as the shared card reader wants it. */
export const CARD_BLOCK = { challenge: "ttchallenge", roll: "ttroll", karma: "ttkarma", sheet: "ttsheet", answer: "ttanswer", gm: "ttgm" } as const;

export const tricubeClient: ClientGame = {
  game: "tricube",
  keys: /* @__PURE__ */ Object.values(CARD_BLOCK),
};
