// GenreFuzzion's cards for the plugin client: each block's drawing, and the interactive parts of the
// roll (proof check), sheet (pool builder), scene (turn buttons) and interval cards.
import type { Card } from "../../../plugin-client/card-data.js";
import type { CardReadOptions, GameCards } from "../../../plugin-client/game-cards.js";
import type { GfHost } from "../../../plugin-client/host.js";
import { decorateInterval } from "./interval-card.js";
import { decoratePool } from "./pool-card.js";
import { decorateRoll } from "./roll-card.js";
import { decorateScene } from "./scene-card.js";
import { drawAction, drawInterval } from "./action.js";
import { drawPool } from "./pool.js";
import { drawRoll } from "./roll.js";
import { drawScene } from "./scene.js";
import { blockHasErrors, errorMessagesLoaded, readGfCard } from "./read-card.js";
import { loadForms, warmForms, withForms } from "./load-forms.js";
import { loadSheets, sheetCard } from "./load-sheets.js";
import { drawAnswers } from "./question.js";

function draw(card: Card, host: GfHost): HTMLElement[] | undefined {
  const { t } = host;
  const data = card.data;
  switch (card.block) {
    case "pool": return drawPool(t, data);
    case "scene": return drawScene(t, data);
    case "roll": return drawRoll(t, data);
    case "action": return drawAction(t, data);
    case "interval": return drawInterval(t, data);
    case "sheet": return sheetCard()?.draw(host, data);
    default: return undefined;
  }
}

function decorate(card: Card, host: GfHost): void {
  switch (card.block) {
    case "pool": decoratePool(card, host); break;
    case "roll": void decorateRoll(card, host); break;
    case "sheet": sheetCard()?.decorate(card, host, { withForms, warmForms }); break;
    case "scene": decorateScene(card, host); break;
    case "interval": decorateInterval(card, host); break;
  }
}

/**
 * What a card waits for: a sheet card, the first time, for the creation checks' script
 * (gf-sheet-checks.js), which brings its parser and drawing too, so it is drawn once, with its
 * warnings; then a block with mistakes for the messages' catalogue (the forms script,
 * ./load-forms.ts; without it the card names each mistake by its code). Every other card is read at once.
 */
function prepare(head: string, host: GfHost, text: string, later?: boolean): CardReadOptions | Promise<CardReadOptions> | "wait" | undefined {
  // Asked once the sheet block's parser is in: before, a sheet reads as a block with mistakes.
  const clean = () => errorMessagesLoaded() || !blockHasErrors(head, text);
  const options = head.startsWith("sheet ") ? loadSheets(host) : undefined;
  const withMessages = (o: CardReadOptions = {}) => (clean() ? o : loadForms(host.loadGame).then(() => o, () => o));
  // Not in the viewport yet: a card that would wait for the forms asks for nothing (GameCards.prepare).
  return options instanceof Promise ? options.then(withMessages) : later && !clean() ? "wait" : withMessages(options);
}

export const genreFuzzionCards: GameCards = { game: "genrefuzzion", read: readGfCard, prepare, draw, decorate, answers: drawAnswers };
