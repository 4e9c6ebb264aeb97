// The browser side of the plugin, bundled by build.mjs into plugin/assets/javascripts/lib/gf-client.js.
// The initializer (plugin/…/initializers/genrefuzzion.js) calls decorateCooked on every cooked post,
// on Discourse and on the sandbox forum's page alike.
import { DEFAULT_LANG, isLang, type Lang } from "../lib/i18n.js";
import type { GfHost } from "./host.js";
import { decorateRoll } from "./roll-card.js";
import { decorateScene } from "./scene-card.js";
import { decorateSheet } from "./sheet-card.js";

export type { GfHost, ThreadPost } from "./host.js";
export { poolSkeleton, sceneSkeleton, sheetSkeleton, poolBlock, turnActionText } from "./compose-text.js";
export { clientMessages } from "./messages.js";
export { sceneTurn } from "./scene-turn.js";
export { verifyRollCard } from "./verify-roll.js";

/** Decorates every gf card under `root`; safe to call again on the same post (re-renders replace). */
export function decorateCooked(root: ParentNode, host: GfHost): void {
  for (const card of root.querySelectorAll<HTMLElement>(".gf-card[data-gf-block]")) {
    // Quoted cards are someone else's: shown, not made interactive (the poll plugin skips them too).
    if (card.closest("blockquote, aside.quote")) continue;
    // A block with mistakes is an error card (src/markup/render.ts): nothing to decorate or verify.
    if (card.classList.contains("gf-error")) continue;
    switch (card.getAttribute("data-gf-block")) {
      case "roll": decorateRoll(card, host); break;
      case "sheet": decorateSheet(card, host); break;
      case "scene": decorateScene(card, host); break;
    }
  }
}

/** The reader's language from a Discourse locale ("es", "es_MX", "en_GB"…), else the site default. */
export function langOf(locale: string | undefined, fallback: string | undefined): Lang {
  const base = (locale ?? "").toLowerCase().split(/[_-]/)[0];
  if (isLang(base)) return base;
  return isLang(fallback) ? fallback : DEFAULT_LANG;
}
