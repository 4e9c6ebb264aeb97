// The games whose cook writes their cards' data (MarkupGame.render: Tricube), as the engine running
// the markdown feature may have them beside it. The feature every page of the forum loads holds only
// the games' tags (discourse-feature.ts); the whole markup of these games is one script,
// plugin/public/javascripts/gf-cook.js (made from the registry: src/games/plugin-data.ts cookBundle),
// which defines
// globalThis[CARD_COOKS_GLOBAL]:
//  - on the forum's server, in the V8 context that cooks every post: plugin.rb registers it as
//    :vendored_pretty_text, and lib/pretty_text.rb (create_es6_context) evaluates those scripts after
//    the plugins' markdown features and before any cook, so stored posts carry the cards' data;
//  - in a reader's browser, only where it is needed: the composer in a category whose game cooks its
//    cards, or the first card cooked as its lines there (the game's chunk asks for it,
//    GfHost.loadCardCooks). Until then such a block is cooked as its lines.
import type { MarkupGame } from "./markup-game.js";

export const CARD_COOKS_GLOBAL = "GfCardCooks";

/** The whole markup of `game` where gf-cook.js has run in this engine, else undefined. */
export function cardCookOf(game: string): MarkupGame | undefined {
  const cooks = (globalThis as Record<string, unknown>)[CARD_COOKS_GLOBAL];
  if (typeof cooks !== "object" || cooks === null || !Object.prototype.hasOwnProperty.call(cooks, game)) return undefined;
  const cook = (cooks as Record<string, Partial<MarkupGame> | undefined>)[game];
  return typeof cook?.parse === "function" && typeof cook.render === "function" ? (cook as MarkupGame) : undefined;
}

/** gf-cook.js's one job: the games that cook their cards, by id, on the global the feature reads. */
export function defineCardCooks(games: readonly MarkupGame[]): void {
  const cooks: Record<string, MarkupGame> = Object.create(null) as Record<string, MarkupGame>;
  for (const game of games) if (game.render) cooks[game.game] = game;
  (globalThis as Record<string, unknown>)[CARD_COOKS_GLOBAL] = Object.freeze(cooks);
}
