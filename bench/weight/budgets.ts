// What every reader pays for the plugin, file by file, and the budgets: one table for the size-budget
// test (test/plugin/weight.test.ts) and the bench that prints the figures beside them (bench/weight).
//
// A file is measured as a reader's browser receives it, gzip -9 (as test/plugin/verifier-size.test.ts):
//  - the plugin's assets/javascripts/ files, which Discourse bundles into the plugin's one script every
//    page loads and minifies in production (lib/plugin/js_manager.rb: `minify: minify?`, true when
//    Rails.env.production?; frontend/asset-processor/rollup-plugins/discourse-terser.js runs terser),
//    minified here with esbuild as a stand-in for terser;
//  - the public/javascripts/ scripts as committed (build.mjs minifies them; Discourse serves them as is).
import { transformSync } from "esbuild";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { parse } from "yaml";
import { formsBundles } from "../../src/games/plugin-data.js";
import { readerTranslations, type LocaleTree } from "../../src/sandbox/page/locale-yml.js";

export const KB = 1024;
export const PLUGIN = "plugin";

/** Where a shipped script is loaded, which is who pays for it. */
export type Loaded = "every page" | "a page with a game's card" | "a page with a roll card" | "where a drand beacon is used"
  | "a page with a sheet card" | "a Tricube composer or preview" | "a page with a card of a table in that language, or its composer"
  | "a game's picker, form or composer opened" | "a roll badge's panel opened";

export interface Budget {
  /** The file under plugin/. */
  readonly file: string;
  /** Gzipped bytes it must stay within. */
  readonly budget: number;
  readonly loaded: Loaded;
}

/** The scripts every page of the forum loads: the markdown feature, the initializer and the core. */
export const EVERY_PAGE_FILES = [
  "assets/javascripts/lib/discourse-markdown/genrefuzzion.js",
  "assets/javascripts/discourse/initializers/genrefuzzion.js",
  "assets/javascripts/lib/gf-client.js",
] as const;

/**
 * All of ours on a page with no card: the three files above as the one script Discourse makes of
 * them (lib/plugin/js_manager.rb bundles all of assets/javascripts/ into the plugin's "main" entry,
 * frontend/asset-processor/asset-processor-rollup.js writes one file per entry), minified, gzipped.
 */
export const EVERY_PAGE_BUDGET = 15 * KB;

/** The languages the plugin's words are written in (plugin/config/locales/client.<lang>.yml, src/plugin-client/locales/cards.<lang>.yml). */
export const WORD_LANGS = ["es", "en"] as const;

/**
 * The plugin's words every page of a reader in `lang` receives, as Discourse serves them: it merges
 * every plugin's config/locales/client*.<locale>.yml into the locale's translations
 * (lib/js_locale_helper.rb, JsLocaleHelper.plugin_client_files / plugin_translations, deep_merge! into
 * load_translations' "js"); translations_for adds, for a locale other than English, the English words
 * its files lack (load_translations_merged over I18n.fallbacks, deep_delete_matches: readerTranslations),
 * and output_locale keeps only each locale's "js" subtree and writes it as
 * `I18n.translations = #{translations.to_json}` into the locale bundle every page loads
 * (discourse/discourse@aecadcb2675bd24d3443b97e474bd28fdd8c74a6). admin_js goes to the admin bundle,
 * not counted here. Measured alone (gzip -9 of our part as JSON), not as a share of Discourse's bundle.
 * The cards' words are not among them: gf-locale-<lang>.js brings them with the first card.
 */
export function readerWords(lang: (typeof WORD_LANGS)[number]): string {
  const js = (l: string) => ((parse(readFileSync(join(PLUGIN, `config/locales/client.${l}.yml`), "utf8")) as Record<string, { js?: LocaleTree }>)[l]?.js ?? {});
  const sent = Object.entries(readerTranslations(lang, { [lang]: js(lang), en: js("en") })).filter(([, words]) => Object.keys(words).length > 0);
  return JSON.stringify(Object.fromEntries(sent.map(([l, words]) => [l, { js: words }])));
}

/** All of ours on a page with no card for a reader in `lang`: the one script and the reader's words, each gzipped as served. */
export function everyPageBytes(lang: (typeof WORD_LANGS)[number]): number {
  return gzipped(everyPageScript()) + gzipped(readerWords(lang));
}

/** The three files minified and joined, as the plugin's one "main" script. */
export function everyPageScript(): string {
  return EVERY_PAGE_FILES.map((f) => served(f)).join("\n");
}

/**
 * The target for a game's chunk. Each chunk's budget is its manifest's (ClientGame.chunkBudget), which
 * the test holds it to; the bench prints each against this target (every game's is within it).
 */
export const CHUNK_BUDGET = 20 * KB;

/** Every script the plugin ships, with its budget. A script the plugin ships without a line here fails the test. */
export function budgets(games: readonly { readonly game: string; readonly chunkBudget: number }[]): Budget[] {
  return [
    { file: EVERY_PAGE_FILES[0], budget: 6 * KB, loaded: "every page" },
    { file: EVERY_PAGE_FILES[1], budget: 6 * KB, loaded: "every page" },
    { file: EVERY_PAGE_FILES[2], budget: 6 * KB, loaded: "every page" },
    ...games.map((g) => ({ file: `public/javascripts/gf-${g.game}.js`, budget: g.chunkBudget, loaded: "a page with a game's card" as const })),
    // A game's forms script, which its chunk loads when a reader opens a picker, a form or the composer (src/games/plugin-data.ts formsBundle).
    ...formsBundles(games.map((g) => g.game), existsSync).map((b) => ({ file: relative(PLUGIN, b.outfile), budget: 16 * KB, loaded: "a game's picker, form or composer opened" as const })),
    { file: "public/javascripts/gf-verify.js", budget: 40 * KB, loaded: "a page with a roll card" },
    // With the roll badge (roll-badge.ts, verdict.ts), which every roll card draws: no longer in the every-page core.
    { file: "public/javascripts/gf-verify-worker.js", budget: 4 * KB, loaded: "a page with a roll card" },
    // The badge's panel: what was checked and what is pending, in words, and the gf verify command (src/plugin-client/verify-panel.ts).
    { file: "public/javascripts/gf-verify-panel.js", budget: 2 * KB, loaded: "a roll badge's panel opened" },
    // BLS on G1 only, with gf-verify.js's @noble parts (src/games/plugin-data.ts beaconBundle): a beacon operator's page stays within gf-verify.js's 40 KB.
    { file: "public/javascripts/gf-verify-beacon.js", budget: 10 * KB, loaded: "where a drand beacon is used" },
    // It carries GenreFuzzion's sheet block parser and sheet card too (src/games/genrefuzzion/cards/sheet-parts.ts).
    { file: "public/javascripts/gf-sheet-checks.js", budget: 18 * KB, loaded: "a page with a sheet card" },
    { file: "public/javascripts/gf-cook.js", budget: 15 * KB, loaded: "a Tricube composer or preview" },
    // Every card word of the five games, the badge, the pickers and the composer's messages in one language
    // (src/plugin-client/locales/cards.<lang>.yml), loaded with the first card of a table in that language:
    // es 6,729 bytes on 29 Nov (6,146 before the badge's clock and Pujas' sealing words, 5,895 that morning).
    // 7 KB holds today's with 5% room; they are cached by content hash.
    { file: "public/javascripts/gf-locale-es.js", budget: 7 * KB, loaded: "a page with a card of a table in that language, or its composer" },
    { file: "public/javascripts/gf-locale-en.js", budget: 7 * KB, loaded: "a page with a card of a table in that language, or its composer" },
  ];
}

/** The text a reader's browser receives for a file under plugin/ (see above). */
export function served(file: string): string {
  const text = readFileSync(join(PLUGIN, file), "utf8");
  return file.startsWith("assets/javascripts/") ? transformSync(text, { minify: true, format: "esm", target: "es2020", loader: "js" }).code : text;
}

export const gzipped = (text: string): number => gzipSync(text, { level: 9 }).length;

/** Every .js file the plugin ships, relative to plugin/. */
export function shippedScripts(): string[] {
  const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith(".js") ? [relative(PLUGIN, join(dir, e.name))] : []));
  return walk(PLUGIN).sort();
}
