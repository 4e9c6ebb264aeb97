// Discourse's entry point for this markdown feature, one for every game: build.mjs bundles it
// (through the entry build.mjs makes from src/games/registry.ts, src/games/plugin-data.ts markdownBundle) into
// plugin/assets/javascripts/lib/discourse-markdown/genrefuzzion.js, an ES module exporting
// setup(helper), like plugins/poll/…/discourse-markdown/poll.js. Discourse runs it in the browser
// and in a bare V8 on the server, so nothing here (or below) touches Node or the DOM, and the
// bundle has no bare or dynamic imports. The feature's name is the file's basename: "genrefuzzion", the plugin's.
//
// What it holds: only the games' tags (each game's markup/tags.ts). Discourse bundles this file into
// the plugin's JavaScript that every page of the forum loads (frontend/discourse/app/static/markdown-it/
// features.js collects each plugin module under a discourse-markdown/ folder; lib/plugin/js_manager.rb
// bundles all of assets/javascripts into the plugin's "main" entry), so it finds blocks and emits their
// lines, and parses nothing. A game whose cook writes its cards' data (Tricube) is parsed and
// rendered where gf-cook.js has run beside it (card-cooks.ts): always on the forum's server, so the
// stored post is what it always was; in a reader's browser once the composer or a card asked for it,
// and until then such a block is cooked as its lines, which the game's chunk reads into the same card.
//
// Blocks are found by our own markdown-it block rule (markdown-it-plugin.ts) rather than through
// md.block.bbcode.ruler: the same rule runs in the service and the sheet code, so the three agree
// byte for byte on what is a block, it keeps exact source lines, and it does not depend on the
// hyphenated-tag fix in Discourse's BBCode parser (PR #27173, 2024-05-24).
import type MarkdownIt from "markdown-it";
import { cardCookOf } from "./card-cooks.js";
import { allowListOf, gameBlocks } from "./markdown-it-plugin.js";
import type { GameTags } from "./markup-game.js";

/** The part of discourse-markdown-it's setup API (frontend/discourse-markdown-it/src/setup.js) we use. */
export interface DiscourseMarkdownHelper {
  allowList(info: readonly string[] | { custom(tag: string, name: string, value: string): boolean | undefined }): void;
  registerOptions(callback: (opts: Record<string, unknown> & { features: Record<string, boolean> }, siteSettings: Record<string, unknown>) => void): void;
  registerPlugin(callback: (md: MarkdownIt) => void): void;
}

/** Site settings (plugin/config/settings.yml, client: true) this feature reads. */
export const SETTINGS = { enabled: "gf_enabled", locale: "gf_default_locale" } as const;

/** What the bundle's entry hands the feature: the games' tags (src/markup itself never imports one). */
export interface FeatureOptions {
  readonly games: readonly GameTags[];
}

/** setup(helper) for the given games; the plugin's bundle entry passes the registry's. */
export function discourseSetup(options: FeatureOptions): (helper: DiscourseMarkdownHelper) => void {
  return (helper) => setupFeature(helper, options);
}

function setupFeature(helper: DiscourseMarkdownHelper, options: FeatureOptions): void {
  // Exactly what the games' cards emit, each entry once (a game's allow list names its own output).
  helper.allowList(allowListOf(options.games));
  helper.registerOptions((opts, siteSettings) => {
    opts.features["genrefuzzion"] = siteSettings[SETTINGS.enabled] !== false;
    opts["gfDefaultLocale"] = siteSettings[SETTINGS.locale] === "en" ? "en" : "es";
  });
  helper.registerPlugin((md) => {
    // Options registered above end up in md.options.discourse (setup.js #finalizeGetOptions).
    const discourse = (md.options as { discourse?: { gfDefaultLocale?: unknown } }).discourse;
    md.use(gameBlocks, { games: options.games, lang: discourse?.gfDefaultLocale === "en" ? "en" : "es", cookOf: cardCookOf });
  });
}
