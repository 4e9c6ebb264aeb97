// The browser side of the plugin, bundled by build.mjs into plugin/assets/javascripts/lib/gf-client.js.
// The initializer (plugin/…/initializers/genrefuzzion.js) calls decorateCooked on every cooked post,
// on Discourse and on the sandbox forum's page alike.
import { DEFAULT_LANG, isLang, type Lang } from "../lib/i18n.js";
import { CARD_SELECTOR, readCard, type Card } from "./card-data.js";
import { drawAction, drawInterval } from "../games/genrefuzzion/cards/action.js";
import { drawError } from "./cards/error.js";
import { drawPool } from "../games/genrefuzzion/cards/pool.js";
import { drawRoll } from "../games/genrefuzzion/cards/roll.js";
import { drawScene } from "../games/genrefuzzion/cards/scene.js";
import { drawSheet } from "../games/genrefuzzion/cards/sheet.js";
import type { GfHost } from "./host.js";
import { decorateInterval } from "./interval-card.js";
import { decorateRoll } from "./roll-card.js";
import { decorateScene } from "./scene-card.js";
import { decorateSheet } from "./sheet-card.js";

export type { GfHost, PageVerifier, PostTime, ThreadPost, Translate } from "./host.js";
export { poolSkeleton, sceneSkeleton, sheetSkeleton, poolBlock, turnActionText, intervalText } from "./compose-text.js";
export { sceneTurn } from "./scene-turn.js";
export { ruleReferenceUrl } from "../lib/rule-reference.js";

/** The card's contents in the reader's language, drawn from its data; undefined for an unknown block. */
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
    case "error": return drawError(host, data, card.element);
    default: return undefined;
  }
}

/**
 * Draws every gf card under `root` in the reader's language and makes it interactive; safe to call
 * again on the same post (each call redraws from the card's data).
 */
export function decorateCooked(root: ParentNode, host: GfHost): void {
  for (const element of root.querySelectorAll<HTMLElement>(CARD_SELECTOR)) {
    const card = readCard(element);
    if (!card) continue;
    const drawn = draw(card, host);
    if (!drawn) continue;
    element.replaceChildren(...drawn);
    element.setAttribute("lang", host.lang);
    // The stylesheet selects drawn cards by block; cooked HTML carries the name inside data-gf-card only.
    element.setAttribute("data-gf-block", card.block);
    element.removeAttribute("data-gf-verified");
    element.removeAttribute("data-gf-check");
    element.removeAttribute("data-gf-state");
    // Quoted cards are someone else's: drawn, not made interactive (the poll plugin skips them too).
    if (element.closest("blockquote, aside.quote")) continue;
    switch (card.block) {
      case "roll": void decorateRoll(card, host); break;
      case "sheet": decorateSheet(card, host); break;
      case "scene": decorateScene(card, host); break;
      case "interval": decorateInterval(card, host); break;
    }
  }
}

/** The reader's language from a Discourse locale ("es", "es_MX", "en_GB"…), else the site default. */
export function langOf(locale: string | undefined, fallback: string | undefined): Lang {
  const base = (locale ?? "").toLowerCase().split(/[_-]/)[0];
  if (isLang(base)) return base;
  return isLang(fallback) ? fallback : DEFAULT_LANG;
}
