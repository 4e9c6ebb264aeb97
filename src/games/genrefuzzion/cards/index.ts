// GenreFuzzion's cards for the plugin client: each block's drawing, and the interactive parts of the
// roll (proof check), sheet (pool builder), scene (turn buttons) and interval cards.
import type { Card } from "../../../plugin-client/card-data.js";
import type { CardReadOptions, GameCards, SheetChecks } from "../../../plugin-client/game-cards.js";
import type { GfHost } from "../../../plugin-client/host.js";
import { decorateInterval } from "./interval-card.js";
import { decoratePool } from "./pool-card.js";
import { decorateRoll } from "./roll-card.js";
import { decorateScene } from "./scene-card.js";
import { decorateSheet } from "./sheet-card.js";
import { drawAction, drawInterval } from "./action.js";
import { drawPool } from "./pool.js";
import { drawRoll } from "./roll.js";
import { drawScene } from "./scene.js";
import { blockHasErrors, errorMessagesLoaded, readGfCard } from "./read-card.js";
import { loadForms } from "./load-forms.js";
import { drawSheet } from "./sheet.js";
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
    case "sheet": return drawSheet(host, data);
    default: return undefined;
  }
}

function decorate(card: Card, host: GfHost): void {
  switch (card.block) {
    case "pool": decoratePool(card, host); break;
    case "roll": void decorateRoll(card, host); break;
    case "sheet": decorateSheet(card, host); break;
    case "scene": decorateScene(card, host); break;
    case "interval": decorateInterval(card, host); break;
  }
}

/**
 * The sheet card's creation checks, once the page has them: "unavailable" when they could not be
 * loaded (sheet cards are then drawn without warnings), a promise while they load.
 */
let sheetChecks: SheetChecks | "unavailable" | Promise<CardReadOptions> | undefined;

/**
 * A sheet card waits, the first time, for the creation checks' script (gf-sheet-checks.js), so it is
 * drawn once, with its warnings; every other card is read at once.
 */
function sheetOptions(head: string, host: GfHost): CardReadOptions | Promise<CardReadOptions> | undefined {
  if (!head.startsWith("sheet ") || !host.loadSheetChecks) return undefined;
  sheetChecks ??= host.loadSheetChecks().then((checks) => {
    sheetChecks = checks;
    return { sheetWarnings: checks.sheetCardWarnings };
  }, () => {
    sheetChecks = "unavailable";
    return {};
  });
  if (sheetChecks instanceof Promise) return sheetChecks;
  return sheetChecks === "unavailable" ? {} : { sheetWarnings: sheetChecks.sheetCardWarnings };
}

/**
 * What a card waits for: a sheet card for its checks (above), a block with mistakes for the messages'
 * catalogue (the forms script, ./load-forms.ts; without it the card names each mistake by its code).
 */
function prepare(head: string, host: GfHost, text?: string): CardReadOptions | Promise<CardReadOptions> | undefined {
  const options = sheetOptions(head, host);
  if (text === undefined || errorMessagesLoaded() || !blockHasErrors(head, text)) return options;
  return Promise.all([options, loadForms(host.loadGame).catch(() => undefined)]).then(([o]) => o ?? {});
}

export const genreFuzzionCards: GameCards = { game: "genrefuzzion", read: readGfCard, prepare, draw, decorate, answers: drawAnswers };
