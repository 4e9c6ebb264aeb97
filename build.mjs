// Builds what runs outside the TypeScript sources (see docs/decisions.md):
//  - dist/gf.mjs: the `gf` command (CLI, service, sandbox forum); Node, dependencies left external.
//  - plugin/assets/javascripts/lib/discourse-markdown/genrefuzzion.js: the markdown feature Discourse
//    loads on the client and in its server-side V8 (no Node or DOM APIs, no bare imports), so it is
//    one self-contained ES module exporting setup(helper), made from the registry's folders (each game's
//    markup/tags.ts: every page of the forum loads it, so it holds no parser). This one is committed:
//    the plugin ships it.
//  - plugin/public/javascripts/gf-cook.js: the whole markup of the games whose cook writes their
//    cards (Tricube; plugin-data.ts cookBundle), a classic script Discourse evaluates in its
//    server-side V8 before any cook (plugin.rb registers it as :vendored_pretty_text), and a reader's
//    browser loads only where such a block is written (src/markup/card-cooks.ts).
//  - plugin/assets/javascripts/lib/gf-client.js: the core of the browser code the plugin's initializer
//    imports (src/plugin-client/index.ts): it decorates cooked cards and knows each game only by its
//    manifest (src/games/<game>/cards/manifest.ts), written in as data; no game's code.
//  - plugin/public/javascripts/gf-<game>.js: each game's chunk (src/games/<game>/cards/chunk.ts): its
//    cards, pickers, composer texts and the parsers and messages they use, a classic script defining
//    window.GfGames.<game>, loaded by the core with Discourse's loadScript only when a card of that
//    game is on the page. One per game of src/games/registry.ts: adding a game adds a chunk, and its
//    manifest's few bytes to gf-client.js.
//  - plugin/public/javascripts/gf-verify.js: the roll badge's verifier (src/plugin-client/verify-page.ts),
//    a classic script defining window.GfVerify, loaded by the badge with Discourse's loadScript only
//    when a roll card is on the page; it keeps the cryptography out of gf-client.js, and ships no zod.
//  - plugin/public/javascripts/gf-verify-worker.js: the page's side of the badge's verifier worker
//    (src/plugin-client/verifier-worker.ts), window.GfVerifyWorker: the initializer's loadVerifier loads
//    it where a roll card is drawn, and it runs gf-verify.js as a Web Worker, off the main thread.
//  - plugin/public/javascripts/gf-verify-beacon.js: the badge's beacon check (BLS on BLS12-381's G1), loaded by the
//    badge only on pages whose operator or cards use a drand beacon (src/plugin-client/verify-beacon-page.ts),
//    after gf-verify.js, whose @noble parts it uses (src/games/plugin-data.ts beaconBundle).
//  - plugin/public/javascripts/gf-sheet-checks.js: the sheet card's creation checks
//    (src/plugin-client/sheet-checks-page.ts), a classic script defining window.GfSheetChecks, loaded
//    only when a sheet card is drawn; it keeps the tricks and flaws tables out of gf-client.js.
//  - dist/sandbox-page.js: the sandbox forum's web page (src/sandbox/page), served by `gf serve --sandbox`.
//  - plugin/public/rules/<lang>.html, <id>/<lang>.html: the rules reference pages, from src/games/<id>/reference/ (committed:
//    the plugin ships them, and Discourse serves a plugin's public/ folder).
//
// `node build.mjs` builds dist/ only (what `npm install` and the tests need); `node build.mjs --all`
// (`npm run build`) also rewrites the committed plugin bundles, so no install or test run can quietly
// refresh a stale bundle and hide it from the tests that check the committed files are current.
//
// `node build.mjs --plugin-branch` (`npm run plugin-branch`) builds nothing: it makes the branch
// `discourse-plugin` hold the committed plugin/ folder at its root, one commit per change on top of
// the last, so a forum installs the plugin as any other: Discourse's launcher clones a plugin's
// repository into plugins/<name> (`git clone -b discourse-plugin <url> genrefuzzion` in app.yml's
// after_code hook) and finds plugin.rb at that folder's root; `./launcher rebuild` pulls the branch.
import { build } from "esbuild";
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { chmodSync, existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";

if (process.argv.includes("--plugin-branch")) {
  const branch = "discourse-plugin";
  const git = (...args) => execFileSync("git", args, { encoding: "utf8" }).trim();
  if (git("status", "--porcelain", "--", "plugin")) throw new Error("build: plugin/ has uncommitted changes; commit them first (the branch holds what is committed)");
  const tree = git("rev-parse", "HEAD:plugin");
  let parent = "";
  try { parent = git("rev-parse", "--verify", "--quiet", `refs/heads/${branch}`); } catch { parent = ""; }
  if (parent && git("rev-parse", `${parent}^{tree}`) === tree) {
    console.log(`${branch} already holds plugin/ at ${git("rev-parse", "--short", "HEAD")}`);
  } else {
    const version = /^# version: (\S+)$/m.exec(readFileSync("plugin/plugin.rb", "utf8"))?.[1] ?? "?";
    const commit = git("commit-tree", tree, ...(parent ? ["-p", parent] : []),
      "-m", `genrefuzzion plugin ${version}, plugin/ of ${git("rev-parse", "HEAD")}`);
    git("update-ref", `refs/heads/${branch}`, commit, ...(parent ? [parent] : []));
    console.log(`${branch} → ${commit.slice(0, 12)} (plugin ${version}); push it: git push origin ${branch}`);
  }
  process.exit(0);
}

const all = process.argv.includes("--all");

// The registry's parts as node takes them (src/games/plugin-data.ts, bundled for node): the games'
// folders, their manifests and the build options of the plugin's bundles made from them.
let games;
if (all) {
  await build({ entryPoints: ["src/games/plugin-data.ts"], bundle: true, logLevel: "warning", outfile: "dist/plugin-data.mjs",
    platform: "node", format: "esm", packages: "external" });
  games = await import(new URL("./dist/plugin-data.mjs", import.meta.url).href);
}

const targets = [
  {
    entry: "src/cli/main.ts",
    options: { outfile: "dist/gf.mjs", platform: "node", format: "esm", packages: "external",
      banner: { js: "#!/usr/bin/env node" } },
  },
  {
    // The sandbox forum's page script; it loads the plugin's own files from /plugin/ at run time.
    entry: "src/sandbox/page/app.ts",
    options: { outfile: "dist/sandbox-page.js", platform: "browser", format: "esm", target: "es2020",
      external: ["/plugin/*"] },
  },
  ...(all ? [
    // The markdown feature, made from the registry's folders (plugin-data.ts markdownBundle).
    fromRegistry(games.markdownBundle(games.GAME_FOLDERS)),
    // The games that cook their cards, for the server's cook and the composer's preview (plugin-data.ts cookBundle).
    fromRegistry(games.cookBundle(games.GAMES)),
    {
      entry: "src/plugin-client/sheet-checks-page.ts",
      options: { outfile: "plugin/public/javascripts/gf-sheet-checks.js",
        platform: "browser", format: "iife", globalName: "GfSheetChecks", target: "es2020", minify: true, banner: games.COMPILE_HINT },
    },
    // The beacon check gf-verify.js loads only where a drand beacon is used (BLS on BLS12-381's G1), sharing gf-verify.js's @noble parts (plugin-data.ts beaconBundle).
    fromRegistry(games.beaconBundle()),
    // The roll badge's panel, which gf-verify-worker.js loads when a reader opens one (plugin-data.ts panelBundle): built first,
    fromRegistry(games.panelBundle()),
    // then the page's side of the verifier worker, which starts gf-verify.js as a Web Worker (verifier-worker.ts) and
    // carries the panel's content hash. With the compile hint (plugin-data.ts COMPILE_HINT): it runs on the reader's
    // main thread, where each function's first call compiled it lazily.
    { lazy: () => fromRegistry(games.verifierWorkerBundle(scriptVersions()["gf-verify-panel.js"])) },
    {
      entry: "src/plugin-client/verify-page.ts",
      options: { outfile: "plugin/public/javascripts/gf-verify.js",
        platform: "browser", format: "iife", globalName: "GfVerify", target: "es2020", minify: true },
    },
    // Each game's chunk of the plugin client (see above), one per game of the registry.
    ...games.GAME_FOLDERS.map((folder) => fromRegistry(games.chunkBundle(folder))),
    // A game's forms script, which its chunk loads when a reader opens a picker, a form or the composer (plugin-data.ts formsBundle).
    ...games.formsBundles(games.GAME_FOLDERS, existsSync).map(fromRegistry),
  ] : []),
];

/** A target from plugin-data.ts's build options (the layout tests build the same ones). */
function fromRegistry({ outfile, options }) {
  return { entry: options.stdin ? null : options.entryPoints[0], options: { outfile, ...options } };
}

// The rules reference pages the plugin ships (plugin/public/rules/<lang>.html with every game, and
// <id>/<lang>.html per game, served by Discourse at /plugins/genrefuzzion/rules/): rendered from each
// game's src/games/<id>/reference/<lang>.md, for every game of the registry, by src/games/rules-reference.ts.
if (all) {
  const { mkdirSync } = await import("node:fs");
  const { dirname } = await import("node:path");
  await build({ entryPoints: ["src/games/rules-reference.ts"], bundle: true, logLevel: "warning", outfile: "dist/rules-reference.mjs",
    platform: "node", format: "esm", packages: "external" });
  const { rulesPages } = await import(new URL("./dist/rules-reference.mjs", import.meta.url).href);
  for (const { path, html } of rulesPages((file) => readFileSync(file, "utf8"))) {
    mkdirSync(dirname(`plugin/public/rules/${path}`), { recursive: true });
    writeFileSync(`plugin/public/rules/${path}`, html);
  }
}
// The operator document's JSON Schema, generated from its zod schema (src/dice/document-schema-source.ts),
// before gf-verify.js, which checks documents with it instead of shipping zod.
if (all) {
  await build({ entryPoints: ["src/dice/document-schema-source.ts"], bundle: true, logLevel: "warning", outfile: "dist/document-schema-source.mjs",
    platform: "node", format: "esm", packages: "external" });
  const { documentSchemaSource } = await import(new URL("./dist/document-schema-source.mjs", import.meta.url).href);
  writeFileSync("src/dice/document-schema.ts", documentSchemaSource());
}
// What the plugin's Ruby and YAML say of each game, from the registry: a new game adds no line to them.
// The game's name in each language (genrefuzzion.games.<id> of the card words, which the "could not be loaded" card
// shows) is its GameModule's, its composer entries' titles (js.genrefuzzion.composer.insert_… of client.<lang>.yml) its
// manifest's; its styles (src/games/<id>/cards/style.css) end the plugin's stylesheet; the icons Discourse must register (plugin.rb) are the initializer's and
// every game's composer entries' (CLIENT_GAMES). test/plugin/layout.test.ts checks the files are current.
if (all) {
  const { composerLabels, gameNames, pluginIcons, withComposerLabels, withGameNames, withGameStyles, withIcons } = games;
  // Each game's own styles (src/games/<id>/cards/style.css, where it has one) end the plugin's stylesheet.
  const scss = "plugin/assets/stylesheets/common/genrefuzzion.scss";
  const styles = games.GAME_FOLDERS.map((f) => `src/games/${f}/cards/style.css`).filter((f) => existsSync(f)).map((f) => readFileSync(f, "utf8"));
  writeFileSync(scss, withGameStyles(readFileSync(scss, "utf8"), styles));
  const rb = "plugin/plugin.rb";
  const initializer = readFileSync("plugin/assets/javascripts/discourse/initializers/genrefuzzion.js", "utf8");
  writeFileSync(rb, withIcons(readFileSync(rb, "utf8"), pluginIcons(initializer)));
  for (const lang of ["es", "en"]) {
    const yml = `plugin/config/locales/client.${lang}.yml`;
    writeFileSync(yml, withComposerLabels(readFileSync(yml, "utf8"), composerLabels(lang)));
    const cards = `src/plugin-client/locales/cards.${lang}.yml`;
    writeFileSync(cards, withGameNames(readFileSync(cards, "utf8"), gameNames(lang)));
  }
}
// Each language's card words as a public script, gf-locale-<lang>.js, from src/plugin-client/locales/cards.<lang>.yml:
// Discourse's locale bundle gives every page its reader's client.<lang>.yml, which holds only what a page with
// no card shows (the topic list's cue, the composer toolbar's titles); the cards' words come with the first card
// of a table in that language (the initializer's loadLocale), the reader's language or the other. Written
// after the game names above.
if (all) {
  const { parse } = await import("yaml");
  for (const lang of ["es", "en"]) {
    const words = parse(readFileSync(`src/plugin-client/locales/cards.${lang}.yml`, "utf8"))[lang].genrefuzzion;
    writeFileSync(`plugin/public/javascripts/gf-locale-${lang}.js`,
      `(self.GfLocales=self.GfLocales||{})[${JSON.stringify(lang)}]=${JSON.stringify(words)};\n`);
  }
}
// The plugin's public scripts first, then the core, which carries their content hashes and every
// game's manifest (src/plugin-client/public-scripts.ts, client-games.ts: Discourse's nginx caches
// /plugins/ for a year).
const PUBLIC_SCRIPTS = "plugin/public/javascripts/";
for (const target of targets) {
  // A target that takes what an earlier one wrote (its content hash) is made when its turn comes.
  const { entry, options } = target.lazy ? target.lazy() : target;
  // A target whose entry file is missing is skipped, loudly, so one missing part does not stop the rest.
  if (entry && !existsSync(entry)) { console.warn(`build: skipping ${entry} (not written yet)`); continue; }
  const { outfile, entryPoints, ...rest } = options;
  await build({ ...(entry ? { entryPoints: [entry] } : {}), bundle: true, logLevel: "warning", legalComments: "none", outfile, ...rest });
}
// `npx gf …` (the README's commands) runs the package's own bin, dist/gf.mjs, through sh, which needs it
// executable; esbuild writes it 0644 (a fresh clone's `npx gf --help` answered "gf: Permission denied").
chmodSync("dist/gf.mjs", 0o755);
if (all) {
  const { outfile, options } = games.coreBundle(games.CLIENT_GAMES, Object.fromEntries(Object.entries(scriptVersions()).filter(([f]) => games.coreLoads(f))));
  await build({ bundle: true, logLevel: "warning", legalComments: "none", outfile, ...options });
}

/** Each public script's name → the first 12 hex digits of its SHA-256 (the layout test computes the same). */
function scriptVersions() {
  return Object.fromEntries(readdirSync(PUBLIC_SCRIPTS).filter((f) => f.endsWith(".js")).sort()
    .map((f) => [f, createHash("sha256").update(readFileSync(PUBLIC_SCRIPTS + f)).digest("hex").slice(0, 12)]));
}

