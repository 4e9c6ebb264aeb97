// The browser side of the plugin, bundled by build.mjs into plugin/assets/javascripts/lib/gf-client.js.
// The initializer (plugin/…/initializers/genrefuzzion.js) calls decorateCooked on every cooked post,
// on Discourse and on the sandbox forum's page alike. A composition root: it draws each card with the
// cards of the game it belongs to (src/games/cards.ts), the shared error card for every game.
import { DEFAULT_LANG, isLang, type Lang } from "../lib/i18n.js";
import { CARD_SELECTOR, keepSource, readCard, useCardReaders, type Card } from "./card-data.js";
import { drawError } from "./cards/error.js";
import type { GameCards } from "./game-cards.js";
import type { GfHost, SheetChecks } from "./host.js";
import { GAME_CARDS } from "../games/cards.js";

export type { GfHost, PageVerifier, PostTime, SheetChecks, ThreadPost, Translate } from "./host.js";
export { poolSkeleton, sceneSkeleton, sheetSkeleton, poolBlock, turnActionText, intervalText } from "./compose-text.js";
export { sceneTurn } from "./scene-turn.js";
export { ruleReferenceUrl } from "../lib/rule-reference.js";

/** The card's contents in the reader's language and the game that drew them; undefined for an unknown block. */
function draw(card: Card, host: GfHost): { drawn: HTMLElement[]; game?: GameCards } | undefined {
  if (card.block === "error") return { drawn: drawError(host, card.data, card.source) };
  for (const game of GAME_CARDS) {
    const drawn = game.draw(card, host);
    if (drawn) return { drawn, game };
  }
  return undefined;
}

// Games cooked as their lines are read by their own cards (GameCards.read), wherever a card is read.
useCardReaders(GAME_CARDS);

/**
 * The sheet card's creation checks, once the page has them: "unavailable" when they could not be
 * loaded (sheet cards are then drawn without warnings), a promise while they load.
 */
let sheetChecks: SheetChecks | "unavailable" | Promise<void> | undefined;

/**
 * Draws every gf card under `root` in the reader's language and makes it interactive; safe to call
 * again on the same post (each call redraws from the card's data). A sheet card waits, the first
 * time, for the creation checks' script (gf-sheet-checks.js), so it is drawn once, with its warnings.
 */
export function decorateCooked(root: ParentNode, host: GfHost): void {
  for (const element of root.querySelectorAll<HTMLElement>(CARD_SELECTOR)) {
    if (host.loadSheetChecks && (sheetChecks === undefined || sheetChecks instanceof Promise)
      && element.getAttribute("data-gf-card")?.startsWith("sheet ")) {
      sheetChecks ??= host.loadSheetChecks().then((checks) => { sheetChecks = checks; }, () => { sheetChecks = "unavailable"; });
      void sheetChecks.then(() => drawCard(element, host));
      continue;
    }
    drawCard(element, host);
  }
}

/** One card drawn in the reader's language from what it was cooked with, and made interactive. */
function drawCard(element: HTMLElement, host: GfHost): void {
  const checks = typeof sheetChecks === "object" && !(sheetChecks instanceof Promise) ? sheetChecks.sheetCardWarnings : undefined;
  const card = readCard(element, { sheetWarnings: checks });
  if (!card) return;
  const found = draw(card, host);
  if (!found) return;
  keepSource(element);
  element.replaceChildren(...found.drawn);
  element.setAttribute("lang", host.lang);
  // The stylesheet selects drawn cards by block; cooked HTML carries the name inside data-gf-card only.
  element.setAttribute("data-gf-block", card.block);
  element.removeAttribute("data-gf-verified");
  element.removeAttribute("data-gf-check");
  element.removeAttribute("data-gf-state");
  // Quoted cards are someone else's: drawn, not made interactive (the poll plugin skips them too).
  if (element.closest("blockquote, aside.quote")) return;
  found.game?.decorate?.(card, host);
}

/** The reader's language from a Discourse locale ("es", "es_MX", "en_GB"…), else the site default. */
export function langOf(locale: string | undefined, fallback: string | undefined): Lang {
  const base = (locale ?? "").toLowerCase().split(/[_-]/)[0];
  if (isLang(base)) return base;
  return isLang(fallback) ? fallback : DEFAULT_LANG;
}
