// Pujas' cards for the plugin client: each block read from its cooked lines (read-card.ts), drawn in
// the reader's language (draw.ts), and the books card's bid composer, a reveal's check against its
// seal and the purse after a post (decorate.ts).
import type { GameCards } from "../../../plugin-client/game-cards.js";
import { decoratePujasCard } from "./decorate.js";
import { drawPujasCard } from "./draw.js";
import { readPujasCard } from "./read-card.js";

export const pujasCards: GameCards = {
  game: "pujas",
  read: (head, text, options) => readPujasCard(head, text, options),
  draw: (card, host) => drawPujasCard(host, card.block, card.data, card.element),
  decorate: (card, host) => decoratePujasCard(card, host),
};
