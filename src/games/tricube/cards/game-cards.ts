// Tricube Tales' cards for the plugin client: each block drawn in the reader's language from its
// cooked data (draw.ts).
import type { GameCards } from "../../../plugin-client/game-cards.js";
import { drawTricubeCard } from "./draw.js";

export const tricubeCards: GameCards = {
  game: "tricube",
  draw: (card, host) => drawTricubeCard(host, card.block, card.data),
};
