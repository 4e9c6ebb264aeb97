// The d20 check's chunk of the plugin client: plugin/public/javascripts/gf-d20.js, a classic script
// defining window.GfGames.d20, which the core loads the first time a d20 card is on the page or one of
// its composer entries is clicked.
import { gameChunk, type GameCards } from "../../../plugin-client/game-cards.js";
import { checkSkeleton, sheetSkeleton } from "./compose.js";
import { decorateTable } from "./decorate.js";
import { drawD20Card } from "./draw.js";
import { D20_CARD, readD20Card } from "./read-card.js";

const cards: GameCards = {
  game: "d20",
  read: (head, text, options) => readD20Card(head, text, options),
  draw: (card, host) => drawD20Card(card.block, card.data, host.lang),
  decorate: (card, host) => { if (card.block === D20_CARD.table) decorateTable(card.element, card.data, host); },
};

export const chunk = gameChunk({ cards, compose: { "d20-check": checkSkeleton, "d20-sheet": sheetSkeleton } });
