// Facetas' cards for the plugin client: each block read from its cooked lines with the service's own
// reader (read-card.ts), drawn in the reader's language (draw.ts), and the table's offers made
// buttons that open the composer (decorate.ts).
import type { GameCards } from "../../../plugin-client/game-cards.js";
import { decorateTable } from "./decorate.js";
import { drawFacetasCard } from "./draw.js";
import { CARD_BLOCK, readFacetasCard } from "./read-card.js";

export const facetasCards: GameCards = {
  game: "facetas",
  read: (head, text, options) => readFacetasCard(head, text, options),
  draw: (card, host) => drawFacetasCard(host, card.block, card.data),
  decorate: (card, host) => {
    if (card.block === CARD_BLOCK.table) decorateTable(card.element, card.data, host);
  },
};
