// Tricube Tales' cards for the plugin client: each block drawn in the reader's language from its
// cooked data (draw.ts), and the challenge card made interactive: brought to the service's latest
// table of it, and a roll picker for the reader's own challenged character, built from their
// [tt-sheet] in the game's topics (decorate.ts). A table card not by the service says so (table-card.ts).
import { fill } from "../../../lib/i18n.js";
import type { GameCards } from "../../../plugin-client/game-cards.js";
import { tricubeMarkupMessages } from "../markup/messages.js";
import { CARD_BLOCK, ERROR_CARD } from "./card-data.js";
import { decorateTricubeChallenge } from "./decorate.js";
import { drawTricubeCard } from "./draw.js";
import { prepareTricubeLines, readTricubeLines } from "./read-lines.js";
import { decorateTable } from "./table-card.js";

export const tricubeCards: GameCards = {
  game: "tricube",
  // A block cooked as its lines (the composer preview, before gf-cook.js): read into the server's card.
  prepare: (head, host, _text, later) => prepareTricubeLines(head, host, later),
  read: (head, text) => readTricubeLines(head, text),
  draw: (card, host) => drawTricubeCard(host, card.block, card.data),
  // A block with mistakes, cooked by the forum's server as its errors' codes: said in the reader's language.
  errorCard: {
    block: ERROR_CARD,
    message: (code, params, lang) => (Object.hasOwn(tricubeMarkupMessages, code) ? fill(tricubeMarkupMessages[code as keyof typeof tricubeMarkupMessages][lang], params) : undefined),
  },
  decorate: (card, host) => {
    if (card.block === CARD_BLOCK.challenge) void decorateTricubeChallenge(card.element, card.data, host);
    if (card.block === CARD_BLOCK.table) decorateTable(card.element, card.data, host);
  },
};
