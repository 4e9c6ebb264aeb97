// What the plugin's Ruby and YAML files say of the games, made from the registry by build.mjs: the
// icons plugin.rb registers (Discourse draws only registered icons: the initializer's and every game's
// composer entries') and each game's name in the client locales (js.genrefuzzion.games.<id>). Pure
// text functions; test/plugin/layout.test.ts checks the committed files are what they make. And the
// build options of the plugin's bundles that take their games from the registry (the markdown feature,
// the core, each game's chunk), one definition for build.mjs and the tests that check the shipped files.
import type { Lang } from "../lib/i18n.js";
import type { ClientGame } from "../plugin-client/game-cards.js";
import { CLIENT_GAMES, GAMES } from "./games.js";

// What build.mjs takes of the registry with the functions below.
export { GAME_FOLDERS } from "./registry.js";
export { CLIENT_GAMES, GAMES } from "./games.js";

/** The icons to register: the initializer's (`icon: "…"`) then the games' composer entries', each once, in order. */
export function pluginIcons(initializer: string): string[] {
  const used = [...initializer.matchAll(/icon: "([^"]+)"/g)].map((m) => m[1]!)
    .concat(CLIENT_GAMES.flatMap((g) => (g.composers ?? []).map((c) => c.icon)));
  return [...new Set(used)];
}

/** plugin.rb with its run of `register_svg_icon` lines made exactly `icons`. */
export function withIcons(rb: string, icons: readonly string[]): string {
  const lines = icons.map((i) => `register_svg_icon "${i}"`).join("\n");
  return rb.replace(/^(?:register_svg_icon "[^"]+"\n)+/m, `${lines}\n`);
}

/** Each game's name in `lang`, by id, in the registry's order. */
export function gameNames(lang: Lang): [string, string][] {
  return GAMES.map((g) => [g.id, g.name[lang]]);
}

/** A client locale file with its `games:` mapping (under js.genrefuzzion) made exactly `names`. */
export function withGameNames(yml: string, names: readonly (readonly [string, string])[]): string {
  return yml.replace(/^( +)games:\n(?:\1  [a-z0-9_-]+: "[^"\n]*"\n)+/m, (_, indent: string) =>
    `${indent}games:\n${names.map(([id, name]) => `${indent}  ${id}: ${JSON.stringify(name)}\n`).join("")}`);
}

/** Where a composer entry's title lives in the client locales (ComposerEntry.label): js.genrefuzzion.composer.insert_<…>. */
const COMPOSER_KEY = /^genrefuzzion\.composer\.(insert_[a-z0-9_]+)$/;

/** Every game's composer entries' titles in `lang`, as [key under js.genrefuzzion.composer, text], in the registry's order. */
export function composerLabels(lang: Lang): [string, string][] {
  return CLIENT_GAMES.flatMap((g) => (g.composers ?? []).map((c): [string, string] => {
    const key = COMPOSER_KEY.exec(c.label)?.[1];
    if (!key) throw new Error(`${g.game}: composer entry ${c.id}'s label ${c.label} is not genrefuzzion.composer.insert_<…>`);
    if (!c.text) throw new Error(`${g.game}: composer entry ${c.id} has no text`);
    return [key, c.text[lang]];
  }));
}

/**
 * A client locale file whose `composer:` mapping (under js.genrefuzzion) holds exactly the entries'
 * `labels` (its insert_… keys), first and in order; its other keys (the composer's own messages) are kept after them.
 */
export function withComposerLabels(yml: string, labels: readonly (readonly [string, string])[]): string {
  return yml.replace(/^( +)composer:\n((?:\1  [a-z0-9_]+: "[^"\n]*"\n)+)/m, (_, indent: string, body: string) => {
    const kept = body.split("\n").filter((line) => line && !line.trim().startsWith("insert_"));
    return `${indent}composer:\n${labels.map(([k, text]) => `${indent}  ${k}: ${JSON.stringify(text)}\n`).join("")}${kept.map((l) => `${l}\n`).join("")}`;
  });
}

/** What the core is told of each game: its manifest without the composer entries' titles (the locales hold them). */
const forCore = (manifests: readonly ClientGame[]): ClientGame[] => manifests.map((g) => (g.composers
  ? { ...g, composers: g.composers.map(({ text: _, ...entry }) => entry) } : g));

/** Where the plugin's stylesheet starts its games' own styles: everything after this line is written by build.mjs. */
export const GAME_STYLES_MARK = "/* Each game's own styles, written by build.mjs from src/games/<id>/cards/style.css (src/games/plugin-data.ts): edit them there. */";

/** The plugin's stylesheet with its games' part made exactly `styles` (each game's style.css, in the registry's order). */
export function withGameStyles(scss: string, styles: readonly string[]): string {
  const at = scss.indexOf(GAME_STYLES_MARK);
  const shared = (at < 0 ? scss : scss.slice(0, at)).trimEnd();
  return `${shared}\n\n${GAME_STYLES_MARK}\n${styles.map((s) => `\n${s.trim()}\n`).join("")}`;
}

/** esbuild's options for one of the plugin's bundles (build.mjs writes it; the layout tests build it again to compare). */
export interface BundleBuild {
  readonly outfile: string;
  readonly options: Record<string, unknown>;
}

const MARKDOWN_OPTIONS = { platform: "neutral", format: "esm", mainFields: ["module", "main"], target: "es2020" } as const;

/**
 * The markdown feature the plugin ships (Discourse runs it on the client and in its server-side V8):
 * a composition root made from the registry's folders, so it hands src/markup's setup(helper) each
 * game's tags (its markup/tags.ts `tags`) and nothing else of the game: Discourse bundles the feature
 * into the JavaScript every page of the forum loads, so no parser goes in (src/markup/discourse-feature.ts).
 * Generated, so the registry's line is the only one a game needs; it is one self-contained ES module
 * with no top-level await.
 */
export function markdownBundle(folders: readonly string[]): BundleBuild {
  const contents = [
    "// The markdown feature: every game of src/games/registry.ts, made by src/games/plugin-data.ts.",
    `import { discourseSetup } from "./src/markup/discourse-feature.ts";`,
    ...folders.map((f, i) => `import { tags as t${i} } from "./src/games/${f}/markup/tags.ts";`),
    `export const setup = discourseSetup({ games: [${folders.map((_, i) => `t${i}`).join(", ")}] });`,
  ].join("\n");
  return { outfile: "plugin/assets/javascripts/lib/discourse-markdown/genrefuzzion.js",
    options: { stdin: { contents, resolveDir: ".", loader: "ts", sourcefile: "discourse-markdown.ts" }, ...MARKDOWN_OPTIONS } };
}

/**
 * gf-cook.js: the whole markup of the games whose cook writes their cards' data (MarkupGame.render:
 * Tricube), on the global the markdown feature reads (src/markup/card-cooks.ts). A classic script
 * with no imports and no Node or DOM: Discourse's server evaluates it beside the feature
 * (plugin.rb, :vendored_pretty_text), a reader's browser loads it only where such a block is written.
 * Made from the registry: each such game's game.ts `game`, and no other game's code.
 */
export function cookBundle(games: readonly { readonly id: string; readonly markup: { readonly render?: unknown } }[]): BundleBuild {
  const cooking = games.filter((g) => typeof g.markup.render === "function").map((g) => g.id);
  const contents = [
    "// gf-cook.js: the games of src/games/registry.ts that cook their cards, made by src/games/plugin-data.ts.",
    `import { defineCardCooks } from "./src/markup/card-cooks.ts";`,
    ...cooking.map((f, i) => `import { game as g${i} } from "./src/games/${f}/game.ts";`),
    `defineCardCooks([${cooking.map((_, i) => `g${i}.markup`).join(", ")}]);`,
  ].join("\n");
  return { outfile: "plugin/public/javascripts/gf-cook.js",
    options: { stdin: { contents, resolveDir: ".", loader: "ts", sourcefile: "gf-cook.ts" }, ...MARKDOWN_OPTIONS, format: "iife", minify: true } };
}

/** The core browser bundle: the plugin client with every game's manifest and each public script's content hash written in. */
export function coreBundle(manifests: readonly ClientGame[], scriptVersions: Readonly<Record<string, string>>): BundleBuild {
  return { outfile: "plugin/assets/javascripts/lib/gf-client.js",
    options: { entryPoints: ["src/plugin-client/index.ts"], platform: "browser", format: "esm", target: "es2020",
      define: { GF_CLIENT_GAMES: JSON.stringify(forCore(manifests)), GF_SCRIPT_VERSIONS: JSON.stringify(scriptVersions) } } };
}

/**
 * The first line of a script whose functions run as soon as it loads (a game's chunk draws the page's
 * cards, the sheet checks draw its sheets): Chromium then compiles all of them eagerly, on the
 * background thread that streams the script in, instead of one by one on the main thread as each is
 * first called ("Explicit JavaScript Compile Hints", w3ctag/design-reviews#947; Chrome 136). Other
 * engines read a comment.
 */
export const COMPILE_HINT = { js: "//# allFunctionsCalledOnLoad" };

/** A game's chunk of the plugin client: its src/games/<id>/cards/chunk.ts, a classic script defining window.GfGames.<id>. */
export function chunkBundle(folder: string): BundleBuild {
  return { outfile: `plugin/public/javascripts/gf-${folder}.js`,
    options: { entryPoints: [`src/games/${folder}/cards/chunk.ts`], platform: "browser", format: "iife",
      globalName: `GfGames.${folder}`, target: "es2020", minify: true, banner: COMPILE_HINT } };
}

/**
 * A game's forms script, where its folder has one (src/games/<id>/cards/forms.ts): what its chunk
 * loads only when a reader opens a picker, a form or the composer (GenreFuzzion's: its pickers, turn
 * forms and composer texts), as a classic script defining window.GfGames["<id>-forms"], which the
 * page's loadGame reads as it reads a chunk. Undefined for a game without one.
 */
export function formsBundle(folder: string, exists: (path: string) => boolean): BundleBuild | undefined {
  const entry = `src/games/${folder}/cards/forms.ts`;
  if (!exists(entry)) return undefined;
  return { outfile: `plugin/public/javascripts/gf-${folder}-forms.js`,
    options: { entryPoints: [entry], platform: "browser", format: "iife",
      globalName: `GfGames[${JSON.stringify(`${folder}-forms`)}]`, target: "es2020", minify: true } };
}

/**
 * gf-verify-beacon.js, the badge's beacon check (src/plugin-client/verify-beacon-page.ts): BLS on G1 of
 * BLS12-381 (src/dice/bls-g1-signature.ts), a classic script defining GfVerifyBeacon. It is only ever
 * loaded after gf-verify.js, so @noble's Field and sha256 are aliased to gf-verify.js's copies
 * (src/plugin-client/verifier-shared.ts) instead of shipping twice.
 */
export function beaconBundle(): BundleBuild {
  const shared = "./src/plugin-client/verifier-shared.ts";
  return { outfile: "plugin/public/javascripts/gf-verify-beacon.js",
    options: { entryPoints: ["src/plugin-client/verify-beacon-page.ts"], platform: "browser", format: "iife", globalName: "GfVerifyBeacon",
      target: "es2020", minify: true, alias: { "@noble/curves/abstract/modular.js": shared, "@noble/hashes/sha2.js": shared } } };
}

/**
 * The roll badge's panel (src/plugin-client/verify-panel.ts), a classic script defining
 * window.GfVerifyPanel, which the badge loads the first time a reader opens a panel (roll-badge.ts).
 */
export function panelBundle(): BundleBuild {
  return { outfile: "plugin/public/javascripts/gf-verify-panel.js",
    options: { entryPoints: ["src/plugin-client/verify-panel.ts"], platform: "browser", format: "iife", globalName: "GfVerifyPanel", target: "es2020", minify: true } };
}

/**
 * The page's side of the verifier worker (src/plugin-client/verifier-worker.ts), window.GfVerifyWorker,
 * with the compile hint (its functions draw the page's badges as it loads) and the panel script's
 * content hash (`panelVersion`, of the gf-verify-panel.js built first), which it loads beside gf-verify.js.
 */
export function verifierWorkerBundle(panelVersion: string | undefined): BundleBuild {
  return { outfile: "plugin/public/javascripts/gf-verify-worker.js",
    options: { entryPoints: ["src/plugin-client/verifier-worker.ts"], platform: "browser", format: "iife", globalName: "GfVerifyWorker",
      target: "es2020", minify: true, banner: COMPILE_HINT, define: { GF_PANEL_VERSION: panelVersion === undefined ? "undefined" : JSON.stringify(panelVersion) } } };
}

/** The public scripts the every-page core loads itself, whose versions it carries: not the panel's, which gf-verify-worker.js loads. */
export const coreLoads = (file: string): boolean => file !== "gf-verify-panel.js";

/** Every game's forms script (formsBundle), in the registry's order; `exists` tells whether a file is there (node:fs existsSync). */
export function formsBundles(folders: readonly string[], exists: (path: string) => boolean): BundleBuild[] {
  return folders.flatMap((f) => formsBundle(f, exists) ?? []);
}
