// Discourse's entry point for this markdown feature: build.mjs bundles it (through
// src/plugin-client/discourse-markdown.ts, which adds the sheet checks) into
// plugin/assets/javascripts/lib/discourse-markdown/genrefuzzion.js, an ES module exporting
// setup(helper), like plugins/poll/…/discourse-markdown/poll.js. Discourse runs it in the browser
// and in a bare V8 on the server, so nothing here (or below) touches Node or the DOM, and the
// bundle has no bare or dynamic imports. The feature's name is the file's basename: "genrefuzzion".
//
// Blocks are found by our own markdown-it block rule (markdown-it-plugin.ts) rather than through
// md.block.bbcode.ruler: the same rule runs in the service and the sheet code, so the three agree
// byte for byte on what is a block, it keeps exact source lines, and it does not depend on the
// hyphenated-tag fix in Discourse's BBCode parser (PR #27173, 2024-05-24).
import type MarkdownIt from "markdown-it";
import { ALLOW_LIST } from "./allowlist.js";
import type { SheetWarningsHook } from "./block-spec.js";
import { genreFuzzion } from "./markdown-it-plugin.js";

/** The part of discourse-markdown-it's setup API (frontend/discourse-markdown-it/src/setup.js) we use. */
export interface DiscourseMarkdownHelper {
  allowList(info: readonly string[] | { custom(tag: string, name: string, value: string): boolean | undefined }): void;
  registerOptions(callback: (opts: Record<string, unknown> & { features: Record<string, boolean> }, siteSettings: Record<string, unknown>) => void): void;
  registerPlugin(callback: (md: MarkdownIt) => void): void;
}

/** Site settings (plugin/config/settings.yml, client: true) this feature reads. */
export const SETTINGS = { enabled: "gf_enabled", locale: "gf_default_locale" } as const;

/** What the bundle's entry may add to the feature; src/markup itself may not import src/games/genrefuzzion/sheet. */
export interface FeatureOptions {
  readonly sheetWarnings?: SheetWarningsHook;
}

/** setup(helper) with the given extras; the plugin's bundle passes the sheet checks (plugin-client). */
export function discourseSetup(options: FeatureOptions = {}): (helper: DiscourseMarkdownHelper) => void {
  return (helper) => setupFeature(helper, options);
}

export const setup: (helper: DiscourseMarkdownHelper) => void = discourseSetup();

function setupFeature(helper: DiscourseMarkdownHelper, options: FeatureOptions): void {
  helper.allowList(ALLOW_LIST);
  helper.registerOptions((opts, siteSettings) => {
    opts.features["genrefuzzion"] = siteSettings[SETTINGS.enabled] !== false;
    opts["gfDefaultLocale"] = siteSettings[SETTINGS.locale] === "en" ? "en" : "es";
  });
  helper.registerPlugin((md) => {
    // Options registered above end up in md.options.discourse (setup.js #finalizeGetOptions).
    const discourse = (md.options as { discourse?: { gfDefaultLocale?: unknown } }).discourse;
    md.use(genreFuzzion, { lang: discourse?.gfDefaultLocale === "en" ? "en" : "es", ...options });
  });
}
