// Tricube Tales' cards for the plugin client: each block drawn in the reader's language from its
// cooked data (draw.ts), and the challenge card made interactive: a roll picker for the reader's own
// challenged character, built from their [tt-sheet] in the game's topics (decorate.ts).
import type { GameCards } from "../../../plugin-client/game-cards.js";
import { CARD_BLOCK } from "./card-data.js";
import { decorateTricubeChallenge } from "./decorate.js";
import { drawTricubeCard } from "./draw.js";

export const tricubeCards: GameCards = {
  game: "tricube",
  draw: (card, host) => drawTricubeCard(host, card.block, card.data),
  decorate: (card, host) => {
    if (card.block === CARD_BLOCK.challenge) void decorateTricubeChallenge(card.element, card.data, host);
  },
};
