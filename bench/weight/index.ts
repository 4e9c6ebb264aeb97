// bench/weight: what every reader pays for the plugin. `node bench/run.mjs weight`
//  1. Bytes, gzip -9, as a reader's browser receives each script (budgets.ts says how): all of ours on a
//     page with no card (the markdown feature, the initializer and the core, target ≤ 15 KB), against the
//     same page with the markdown feature built as it was, with every game's parser (its entry made from
//     each game's whole markup in this run); and each game's chunk (target ≤ 20 KB).
//  2. Main-thread time of a topic page of 200 mixed cards (the doc examples of every game with a
//     grammar page, cooked as the forum's server cooks them, one post each) in headless Chromium with
//     4× CPU throttling (DevTools protocol, Emulation.setCPUThrottlingRate), the posts rendered as
//     Discourse's post stream renders them (decorated before they are adopted into the page), until the
//     first screen's cards are drawn and painted and until every card is; cold (the games' scripts
//     fetched and run first) and warm (a new render, the scripts on the page). Three figures per render:
//      a. Parse + decorate, the target (≤ 100 ms): the main thread's time in the plugin's own scripts,
//         from a trace of the render (ownScriptTime, bench/support/main-thread.ts): every entry into
//         gf-client.js or a script it loads (the callbacks it gives the browser: idle, frame, timer and
//         observer callbacks; a chunk compiled and run) with what it calls and the microtasks it leaves,
//         plus the decorator's call inside the render's own task, timed by the page. The events' wall
//         time at 4× (so the emulated slower CPU counts; other processes' load lengthens it too), and
//         their thread (CPU) time, which the machine's load barely moves.
//      b. The render's wall time, from its start to its first screen painted, and to every card drawn.
//      c. The page's main-thread busy time (Performance.getMetrics TaskDuration and ThreadTime) with the
//         plugin less the same render without it: parse + decorate, and the browser's style, layout and
//         paint of what it drew, and the throttle's and other processes' share of both.
//     Each round renders on four fresh pages back to back: the plugin as it is (card-schedule.ts: the
//     first screen first, the rest when seen or idle) and every card drawn at once, as before (the same
//     core on a page without requestIdleCallback), each on a page traced (a) and on one not (b, c: a
//     trace lengthens the renders it records, and more those with more events); each page renders once without the plugin first, not
//     counted (a page's first render pays its first layout). Median and quartiles printed, with the
//     machine's load average. The harness checks its first screen in the frames the page paints anyway
//     (a MutationObserver on the cards drawn asks for the next one), never forcing a layout of its own:
//     a check between frames laid the 200-post page out again, charged to the plugin.
//     GF_BENCH_TRACE_OUT=<dir> keeps the
//     traces, GF_BENCH_TRACE=1's too (DevTools' Performance panel opens them); GF_WEIGHT_THROTTLE=<rate> runs at another rate.
//     GF_BENCH_TRACE=1 adds what a traced extra round's main-thread time is made of: by trace event, and
//     by kind of work (compile, script, style, layout, paint, observers, fetching) against the render
//     without the plugin. =cpu adds a CPU profile, taken unthrottled (the throttle suspends the thread,
//     and its samples then name no function), by function: self time, and the plugin's functions'
//     total time; GF_BENCH_PROFILE_OUT=<dir> keeps each profile (.cpuprofile, for DevTools).
//  GF_BENCH_COMPARE=<commit>: only parse + decorate (figure a), drawn when seen, with that commit's plugin
//     (its gf-client.js as committed, minified as Discourse serves it; its chunks and scripts as committed)
//     and with this tree's, alternately, GF_WEIGHT_ROUNDS traced pages each: a before/after on a machine
//     whose load moves, printed as before → after and their ratio. Run `node build.mjs` first, so this
//     tree's chunks are its sources'.
//  What the plugin's share is made of (profiled at c46d0f9 and after, load 13–19 on the shared machine, so
//  the counts and the unthrottled profile are the steady figures, the traced times only their order):
//   - Cold first screen: four cards in view, one of each game, so four chunks fetched, compiled and run
//     (170 KB; GenreFuzzion's forms, 44 KB, no longer: the fifth card, a block with mistakes, is below the
//     screen). Our JavaScript, unthrottled (×4 at 4×): the chunks' top level 6.4 ms (GenreFuzzion 2.6, of
//     which its five block specs' keyword tables 1.1; Tricube 1.6, folding its keyword tables 1.2; Facetas
//     1.6; Pujas 0.6); the four cards' first run 13 ms: reading their cooked lines 5 (Pujas 2.0, Facetas
//     1.9, GenreFuzzion's parse asked whether the block has mistakes 2.0), drawing 5–9 (building the nodes
//     in h(), first run: GenreFuzzion's pool 4.0, Facetas' fill 2.1, Pujas 1.4, Tricube 1.0), putting them
//     in the page 0.6; the page's loader adding the script elements 2–7. No zod or markdown-it is in a
//     chunk; catalogue lookups (label, fill) about 2 ms; rule links are not scanned for the first screen.
//     The rest is the browser's: compiling, 5 frames with 3–5 layouts and style recalculations (the cards
//     in view are drawn together once their scripts are in, card-schedule.ts), no forced layout of ours,
//     and the intersection checks of the cards waiting.
//   - Every card, warm, all at once: our JavaScript 40 ms unthrottled for 200 cards (0.2 ms a card:
//     reading 14, drawing about 20, putting in the page 2); drawn when seen, each idle slice's frame
//     styles, lays out, observes and paints the 200-post page again (about 8–14 frames after the first
//     screen), hence every card drawn costing more than all at once. Since a drawn card is no longer
//     skipped by content-visibility (3d463bd9), each slice's frame lays out the cards it drew in full:
//     at 4×, load 17–29, 7 rounds (13ad685e), the page's share for every card, warm, 1516.9 ms (q1
//     1131.7, q3 1985.8) drawn when seen against 497.6 (362.5–1153.7) at once; at 4× the throttle's
//     pauses are spent on the CPU (ThreadTime 0.9× TaskDuration), so there the CPU figure too grows
//     with other processes' load. Idle slices as long as the browser's idle period (up to 50 ms; they
//     were 20) against 20 ms slices, alternating (B A B A, 3 rounds each, load 21–27), the when-seen
//     over at-once ratio of that share: cold 0.95 and 1.01 against 1.22 and 2.24 (CPU 1.71, 1.41
//     against 2.11, 2.43), warm 1.12 and 2.68 against 1.93 and 1.91 (CPU 0.96, 1.97 against 2.07,
//     3.10): lower in 7 of the 8 pairs, within a noisy machine's spread; every card drawn when seen is
//     still dearer than at once, warm.
//   - Every card, profiled again (23ff016b, load 17–21): at 4×, the plugin's entries of a cold page after its
//     first screen are its JavaScript (77%), V8 tiering code up as it first runs (bytecode budget interrupts,
//     instruction cache flushes, Maglev: 15%) and starting scripts; no forced layout and no layout read in any
//     draw path, little GC. By what the code does (CPU profile unthrottled, 3 pages, the build unminified):
//     cold 130 ms, of which reading the cards 56 (GenreFuzzion's parse 28, Pujas 12, Facetas 11), drawing
//     them 37 (the error card 9, each game 6–8), putting them in the page 11, the rest 24 (the chunks' top
//     level, the scripts' loading, the schedule); warm 47 ms: reading 17, drawing 18, putting in the page 5,
//     the schedule 5, decorating 3. Warm, every card was read again: a card read once is now kept by what it
//     was read from (index.ts drawCard, GenreFuzzion's parsedOf), and warm is 22 ms, drawing 13 of it. Cold
//     is the same code run for the first time, so about 2.7× warm: what is left is each card's own work.
//     Drawn when seen, a card is put into the page itself (its insertion is ours); at once, the page's
//     render inserts it with its post (the page's): part of the when-seen cost over at-once is that.
//     i18n lookups cost nothing here (the host's t returns its key); on Discourse, I18n.t is not measured.
//   - Every card, cold, traced again (8552a3a6, 4×, drawn when seen, load 20–30, so thread time, not wall
//     time, is the figure): after the first screen the plugin's idle slices took about 520 ms of thread
//     time, of which its JavaScript itself 451 (87%), V8 tiering it up as it first runs (bytecode budget
//     interrupts 40, instruction cache flushes 10), compiling 12; no layout, style or garbage collection
//     of note. Warm, the same slices take about 70. So a cold page pays for running the cards' code the
//     first time (interpreted until V8 tiers it up), spread over many functions (no function's own time
//     above a few per cent, unthrottled CPU profile, at once): reading 23 ms (GenreFuzzion's parse 10, its
//     card data 5; Pujas 8, Facetas 6, Tricube's JSON 2), drawing 48 (Facetas 17, of which its offers'
//     words 11, Pujas 9, GenreFuzzion 9, the error card 8, Tricube 5), putting in the page 10. GenreFuzzion's
//     cook writes the block's lines, not its data (src/markup/cooked-card.ts says why), so the client
//     has no checked data to read instead of parsing. First screen: each chunk's top level alone, at 4×,
//     6–8 ms of thread time (EvaluateScript; Tricube 7.2 → 3.8 once the ten value tables nothing in its
//     chunk reads were dropped, 18b5d333); the page's loader asking for the four scripts about 34 (here
//     through Playwright's routing); the first cards 38.
import { pluginWords } from "../../test/support/plugin-words.js";
import { build, transform } from "esbuild";
import { execFileSync } from "node:child_process";
import MarkdownIt from "markdown-it";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { chromium, type BrowserContext, type CDPSession, type Page } from "playwright-core";
import { CLIENT_GAMES, MARKUP_GAMES } from "../../src/games/games.js";
import { chunkBundle, coreBundle, formsBundles } from "../../src/games/plugin-data.js";
import { GAME_FOLDERS } from "../../src/games/registry.js";
import { gameMarkup } from "../../src/markup/index.js";
import { pluginStylesheet } from "../../src/sandbox/page/plugin-stylesheet.js";
import { docExamples } from "../../test/support/doc-examples.js";
import { largest, OWN_SCRIPT_CATEGORIES, ownScriptTime, profileSelfTimes, profileTotalTimes, TRACE_CATEGORIES, traceCounts, traceKinds, traceSelfTimes } from "../support/main-thread.js";
import { reportTarget, spread } from "../support/targets.js";
import { budgets, CHUNK_BUDGET, EVERY_PAGE_BUDGET, EVERY_PAGE_FILES, everyPageScript, gzipped, KB, readerWords, served, WORD_LANGS } from "./budgets.js";

const PART = "weight";
const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
const ROUNDS = Number(process.env["GF_WEIGHT_ROUNDS"] ?? 7);
const CARDS = 200;
// GF_WEIGHT_THROTTLE: another CPU rate, to compare (the target is at 4×).
const THROTTLE = Number(process.env["GF_WEIGHT_THROTTLE"] ?? 4);
// GF_BENCH_COMPARE=<commit>: parse + decorate with that commit's plugin against this tree's (below).
const COMPARE = process.env["GF_BENCH_COMPARE"];

// ---- 1. Bytes -----------------------------------------------------------------------------------
const everyPage = EVERY_PAGE_FILES.map((f) => gzipped(served(f)));
// As Discourse serves them: the three minified and bundled into the plugin's one "main" script.
const everyPageTotal = gzipped(everyPageScript());
// The baseline: the markdown feature as it was built before, each game's whole markup (parsers and all), minified as served.
const wholeFeature = (await build({ stdin: { contents: [
  `import { discourseSetup } from "./src/markup/discourse-feature.ts";`,
  ...GAME_FOLDERS.map((f, i) => `import { game as g${i} } from "./src/games/${f}/game.ts";`),
  `export const setup = discourseSetup({ games: [${GAME_FOLDERS.map((_, i) => `g${i}.markup`).join(", ")}] });`,
].join("\n"), resolveDir: ".", loader: "ts" }, bundle: true, write: false, platform: "neutral", format: "esm", mainFields: ["module", "main"],
target: "es2020", minify: true, legalComments: "none", logLevel: "silent" })).outputFiles[0]!.text;
const baselinePage = gzipped([wholeFeature, served(EVERY_PAGE_FILES[1]), served(EVERY_PAGE_FILES[2])].join("\n"));

console.log("Bytes a reader's browser receives, gzip -9 (assets/ minified as Discourse's production build does; public/ as committed):");
EVERY_PAGE_FILES.forEach((f, i) => console.log(`  every page  ${f.padEnd(60)} ${kb(everyPage[i]!)}`));
console.log(`  every page, all of ours as Discourse's one script of them: ${kb(everyPageTotal)}; with the feature built from every game's whole markup (this run): ${kb(baselinePage)} → ${(everyPageTotal / baselinePage).toFixed(2)}×`);
for (const b of budgets(CLIENT_GAMES).filter((b) => !b.file.startsWith("assets/"))) {
  console.log(`  ${b.loaded.padEnd(30)} ${b.file.padEnd(48)} ${kb(gzipped(served(b.file)))} (budget ${kb(b.budget)})`);
}
// The reader's words: Discourse puts every plugin's client.<locale>.yml "js" words in the locale bundle every page loads (budgets.ts readerWords).
// The baseline, this run: every word of the plugin in client.<locale>.yml, the cards' too, as before they moved to gf-locale-<lang>.js.
for (const lang of WORD_LANGS) {
  const words = gzipped(readerWords(lang));
  const total = everyPageTotal + words;
  const allWords = gzipped(JSON.stringify({ [lang]: { js: pluginWords(lang) } }));
  console.log(`  every page  the plugin's js words in Discourse's ${lang} locale bundle${" ".repeat(11)} ${kb(words)} (${words} B); every word there, the cards' too: ${kb(allWords)}`);
  reportTarget(PART, { figure: `every page, all of ours with the ${lang} reader's words (gzip)`,
    value: `${total.toLocaleString("en")} B, ${kb(total)} (script ${everyPageTotal.toLocaleString("en")} B + words ${words} B; with every card word on every page, as before: ${kb(everyPageTotal + allWords)}, ${((everyPageTotal + words) / (everyPageTotal + allWords)).toFixed(2)}×; the feature with parsers and the words, ${kb(baselinePage + words)})`,
    target: `≤ ${kb(EVERY_PAGE_BUDGET)}`, met: total <= EVERY_PAGE_BUDGET });
}
for (const game of GAME_FOLDERS) {
  const size = gzipped(served(`public/javascripts/gf-${game}.js`));
  reportTarget(PART, { figure: `gf-${game}.js, the game's chunk (gzip)`, value: kb(size), target: `≤ ${kb(CHUNK_BUDGET)}`, met: size <= CHUNK_BUDGET });
}

// ---- 2. Main-thread time --------------------------------------------------------------------------
const FENCES: Record<string, { doc: string; fence: string }> = {
  genrefuzzion: { doc: "docs/markup.md", fence: "gf" }, tricube: { doc: "docs/games/tricube.md", fence: "tt" },
  pujas: { doc: "docs/games/pujas.md", fence: "pj" }, facetas: { doc: "docs/games/facetas.md", fence: "fa" },
};
// The forum's server cook: every game's whole markup (Tricube's cards written with their data).
const md = new MarkdownIt({ html: true, breaks: true, linkify: true }).use(gameMarkup, { games: MARKUP_GAMES, lang: "es" });
const cookedOf = (source: string) => md.render(source);
const perGame = Object.entries(FENCES).map(([game, { doc, fence }]) => ({ game,
  posts: docExamples(readFileSync(doc, "utf8"), fence).map((e) => cookedOf(e.source)).filter((html) => (html.match(/data-gf-card=/g) ?? []).length === 1) }));
// Round-robin over the games, then over each game's examples: a mixed page.
const posts: string[] = [];
for (let i = 0; posts.length < CARDS; i++) for (const g of perGame) if (posts.length < CARDS && g.posts.length) posts.push(g.posts[i % g.posts.length]!);
// GF_BENCH_TRACE=cpu: the profile names functions, so the page's scripts are built from the sources unminified.
const named = process.env["GF_BENCH_TRACE"] === "cpu";
const core = (await build({ bundle: true, write: false, minify: !named, logLevel: "silent", legalComments: "none",
  ...coreBundle(CLIENT_GAMES, {}).options })).outputFiles[0]!.text;
// With each game's forms script (a block with mistakes asks for it: its error card's messages).
const formsScripts = formsBundles(GAME_FOLDERS, existsSync).map((b) => b.outfile.replace(/^.*\/gf-|\.js$/g, ""));
const scripts: Record<string, string> = Object.fromEntries(["sheet-checks", "cook", ...GAME_FOLDERS, ...formsScripts].map((s) => [s, readFileSync(`plugin/public/javascripts/gf-${s}.js`, "utf8")]));
if (named) {
  const sources = [...GAME_FOLDERS.map((f) => chunkBundle(f)), ...formsBundles(GAME_FOLDERS, existsSync),
    { outfile: "gf-sheet-checks.js", options: { entryPoints: ["src/plugin-client/sheet-checks-page.ts"], platform: "browser", format: "iife", globalName: "GfSheetChecks", target: "es2020" } }];
  for (const b of sources) scripts[b.outfile.replace(/^.*\/gf-|\.js$/g, "")] = (await build({ ...b.options, bundle: true, write: false, minify: false, logLevel: "silent" })).outputFiles[0]!.text;
}
// The plugin's stylesheet as Discourse serves it, compiled as Sass would (its // comments are comments).
const css = pluginStylesheet();
// The page renders a topic's posts as Discourse's post stream does (components/decorated-html.gjs at
// discourse/discourse@0047acc5): each post's cooked HTML is parsed into a div of a detached document, the
// plugin's decorator (api.decorateCookedElement, no options: "before adopt") is called on that div, and only
// then is it adopted into the page and inserted, all posts in one render. So a card drawn at once is laid
// out once, drawn; a card drawn later (its game's chunk still loading) is drawn into the page.
// render(plugin) resolves when the cards in the first screen are drawn and painted ("first"); all() when
// every card is ("total"). The host is the initializer's in small: it loads each script once, as
// Discourse's loadScript does.
const pageScript = `
import { decorateCooked } from "/gf-client.js";
const detached = document.implementation.createHTMLDocument("detached");
const loaded = new Map();
const load = (file, get) => { if (!loaded.has(file)) loaded.set(file, new Promise((resolve, reject) => {
  const s = document.createElement("script");
  s.src = "/plugins/genrefuzzion/javascripts/" + file;
  s.onload = () => resolve(get());
  s.onerror = reject;
  document.head.appendChild(s);
})); return loaded.get(file); };
const host = { lang: "es", t: (k) => k, publicKey: "00", composeReply: () => undefined,
  loadGame: (game) => load("gf-" + game + ".js", () => window.GfGames[game].chunk),
  loadSheetChecks: () => load("gf-sheet-checks.js", () => window.GfSheetChecks),
  loadCardCooks: () => load("gf-cook.js", () => window.GfCardCooks) };
const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
const topic = () => document.getElementById("topic");
const cards = () => [...topic().querySelectorAll("[data-gf-card]")];
const drawn = (el) => el.hasAttribute("data-gf-block");
// Wall times are from the render's start (performance.now): to the first screen painted, and to every card drawn.
let started = 0;
window.gfBench = {
  async render(posts, plugin) {
    started = performance.now();
    topic().replaceChildren();
    const stream = document.createDocumentFragment();
    // The decorator's own time inside the render (the posts' parsing is the page's, with or without the plugin).
    let decorate = 0;
    for (const html of posts) {
      const article = document.createElement("article");
      article.className = "topic-post";
      const cooked = detached.createElement("div");
      cooked.className = "cooked";
      cooked.innerHTML = html;
      if (plugin) {
        const t = performance.now();
        decorateCooked(cooked, host);
        decorate += performance.now() - t;
      }
      document.adoptNode(cooked);
      article.appendChild(cooked);
      stream.appendChild(article);
    }
    topic().appendChild(stream);
    // The first screen: every card in the viewport drawn, and a frame painted with them. Checked in the
    // frames the page paints anyway (the first one, and one after cards are drawn), never forcing a layout
    // of its own: a check between frames laid the 200-post page out again, charged to the plugin.
    if (plugin) { await untilDrawn(firstScreenDrawn); await new Promise((r) => setTimeout(r, 0)); }
    else await frame();
    const wall = performance.now() - started;
    performance.mark("gf-first-screen");
    return { drawn: cards().filter(drawn).length, wall, decorate };
  },
  // Waits without asking for frames (a frame asked for takes the idle time the plugin may be waiting for).
  async all(n) {
    // Counted from the mutations themselves: querying 200 posts' cards at each slice cost the harness more than a card.
    let count = cards().filter(drawn).length;
    if (count < n) await new Promise((resolve) => {
      const watch = new MutationObserver((records) => {
        for (const r of records) if (r.oldValue === null && r.target.hasAttribute("data-gf-block")) count++;
        if (count >= n) { watch.disconnect(); clearTimeout(timer); resolve(); }
      });
      watch.observe(topic(), { subtree: true, attributeFilter: ["data-gf-block"], attributeOldValue: true });
      const timer = setTimeout(() => { watch.disconnect(); resolve(); }, 60000);
    });
    await frame();
    return { drawn: cards().filter(drawn).length, wall: performance.now() - started };
  },
};
/**
 * Whether every card in the viewport is drawn. The cards are in the page's order, so the check stops at
 * the first one below the viewport: measuring each of 200 cards (as this bench did) cost the harness
 * about 25 ms of main thread a check, unthrottled, charged to the plugin.
 */
function firstScreenDrawn() {
  for (const el of cards()) {
    const box = el.getBoundingClientRect();
    if (box.top >= innerHeight) return true;
    if (box.bottom > 0 && !drawn(el)) return false;
  }
  return true;
}
/**
 * Resolves once done() holds (at most a minute), asked in an animation frame: the next one, then the one
 * after cards are drawn (the page paints that frame anyway). Read there, the boxes cost the layout the
 * frame does next, not one more.
 */
function untilDrawn(done) {
  return new Promise((resolve) => {
    let asked = false;
    const check = () => { asked = false; if (done()) { watch.disconnect(); clearTimeout(timer); resolve(); } };
    const ask = () => { if (!asked) { asked = true; requestAnimationFrame(check); } };
    const watch = new MutationObserver(ask);
    watch.observe(topic(), { subtree: true, attributeFilter: ["data-gf-block"] });
    const timer = setTimeout(() => { watch.disconnect(); resolve(); }, 60000);
    ask();
  });
}
`;
// The stylesheet as Discourse's SCSS compiler serves it: its // comments removed (in plain CSS one swallows the declaration after it).
const html = `<!doctype html><meta charset="utf-8"><style>${css.replace(/\/\/[^\n]*/g, "")}</style><body><div id="topic"></div>
<script>if (location.search === "?at-once") window.requestIdleCallback = undefined;</script>
<script type="module">${pageScript}</script></body>`;

/** The main thread's counters (Performance.getMetrics, in ms): busy time (TaskDuration, what the target counts, at the
 * throttled rate), its CPU time (ThreadTime: what the machine's other load barely moves, unthrottled), and its parts. */
const COUNTERS = { task: "TaskDuration", cpu: "ThreadTime", script: "ScriptDuration", compile: "V8CompileDuration", style: "RecalcStyleDuration", layout: "LayoutDuration" } as const;
type Counters = Record<keyof typeof COUNTERS, number>;
async function counters(cdp: CDPSession): Promise<Counters> {
  const { metrics } = await cdp.send("Performance.getMetrics") as { metrics: { name: string; value: number }[] };
  return Object.fromEntries(Object.entries(COUNTERS).map(([k, name]) => [k, metrics.find((m) => m.name === name)!.value * 1000])) as Counters;
}
const minus = (a: Counters, b: Counters) => Object.fromEntries(Object.keys(COUNTERS).map((k) => [k, a[k as keyof Counters] - b[k as keyof Counters]])) as Counters;

/** The scripts whose main-thread time is the plugin's parse + decorate: the core and every script it loads. */
const OURS = (url: string) => /^http:\/\/localhost\/(plugins\/genrefuzzion\/javascripts\/)?gf-[\w-]+\.js$/.test(url);
/** ms: the page's main-thread counters; the plugin's own scripts' main-thread time (parse + decorate, wall and CPU); the render's wall time. */
interface Step { counters: Counters; own: { wall: number; cpu: number; decorate: number }; wall: number }
interface Render { first: Step; total: Step; drawn: number }
interface Round { baseline: Render; cold: Render; again: Render; warm: Render }
type Bench = { gfBench: {
  render(posts: string[], plugin: boolean): Promise<{ drawn: number; wall: number; decorate: number }>;
  all(n: number): Promise<{ drawn: number; wall: number }>;
} };

/**
 * One fresh page: the 200 posts rendered once without the plugin (not counted: a page's first render pays
 * for its first layout and the harness's first run), then without it (the baseline), with it cold (the
 * games' scripts fetched and run), without it again, and with it warm (a new render, the scripts on the
 * page). Each render until its first screen is painted, and until every card is drawn: the page's
 * main-thread counters, the render's wall time, and (a render with the plugin, traced) the main-thread
 * time of the plugin's own scripts (ownScriptTime) plus the decorator's time inside the render's task.
 */
async function round(tab: Page, atOnce: boolean, withTrace: boolean, profile?: (step: string, run: () => Promise<unknown>) => Promise<void>): Promise<Round> {
  await tab.goto(`http://localhost/${atOnce ? "?at-once" : ""}`);
  await tab.waitForFunction(() => "gfBench" in window);
  const cdp = await tab.context().newCDPSession(tab);
  await cdp.send("Performance.enable");
  // A CPU profile is taken unthrottled: the throttle suspends the thread, and its samples then name no function.
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile && process.env["GF_BENCH_TRACE"] === "cpu" ? 1 : THROTTLE });
  let traces = 0;
  // Traced (profile): the first screen and the rest, each on its own.
  const render = async (plugin: boolean, traced?: string): Promise<Render> => {
    const step = <T>(name: string, run: () => Promise<T>): Promise<T> => profile && traced ? profile(`${traced}, ${name}`, run).then(() => undefined as T) : run();
    const tracing = withTrace && plugin && !profile;
    if (tracing) await browser.startTracing(tab, { categories: OWN_SCRIPT_CATEGORIES });
    const before = await counters(cdp);
    const first = await step("first screen", () => tab.evaluate(({ posts, plugin }) => (window as unknown as Bench).gfBench.render(posts, plugin), { posts, plugin }));
    const atFirst = minus(await counters(cdp), before);
    const rest = plugin ? await step("the rest", () => tab.evaluate((n) => (window as unknown as Bench).gfBench.all(n), CARDS)) : undefined;
    const atTotal = minus(await counters(cdp), before);
    const buffer = tracing ? await browser.stopTracing() : undefined;
    // GF_BENCH_TRACE_OUT=<dir> keeps each traced render's trace (for DevTools' Performance panel), named by page and render.
    if (buffer && process.env["GF_BENCH_TRACE_OUT"]) writeFileSync(`${process.env["GF_BENCH_TRACE_OUT"]}/${atOnce ? "at-once" : "when-seen"}-${++traces}.json`, buffer);
    const own = buffer ? ownScriptTime(buffer, OURS, "gf-first-screen") : undefined;
    if (own && !own.marked) throw new Error("the trace has no gf-first-screen mark");
    // The decorator's time inside the render's own task is measured by the page (wall time only).
    const decorate = first?.decorate ?? 0;
    return {
      first: { counters: atFirst, own: { wall: (own?.first.wall ?? 0) / 1000 + decorate, cpu: (own?.first.cpu ?? 0) / 1000, decorate }, wall: first?.wall ?? 0 },
      total: { counters: atTotal, own: { wall: (own?.total.wall ?? 0) / 1000 + decorate, cpu: (own?.total.cpu ?? 0) / 1000, decorate }, wall: rest?.wall ?? first?.wall ?? 0 },
      drawn: rest?.drawn ?? 0,
    };
  };
  if (!profile) await render(false);
  const baseline = await render(false, profile ? "without the plugin" : undefined);
  if (profile) {
    await render(true, "cold");
    await render(false);
    await render(true, "warm");
    await cdp.detach();
    const none = { ...baseline, drawn: CARDS };
    return { baseline, cold: none, again: none, warm: none };
  }
  const cold = await render(true);
  const again = await render(false);
  const warm = await render(true);
  await cdp.detach();
  return { baseline, cold, again, warm };
}

/** A browser profile serving the bench's page with a core and the scripts it loads. */
async function serving(core: string, scripts: Readonly<Record<string, string>>): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.route(/^http:\/\/localhost\/(\?at-once)?$/, (r) => r.fulfill({ status: 200, contentType: "text/html", body: html }));
  await context.route("http://localhost/gf-client.js", (r) => r.fulfill({ status: 200, contentType: "text/javascript", body: core }));
  await context.route("http://localhost/plugins/genrefuzzion/javascripts/*", (r) => {
    const name = /gf-([\w-]+)\.js$/.exec(r.request().url())?.[1] ?? "";
    return scripts[name] ? r.fulfill({ status: 200, contentType: "text/javascript", body: scripts[name] }) : r.fulfill({ status: 404, body: "" });
  });
  return context;
}

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ["--headless", "--no-sandbox", "--disable-gpu"] });
try {
  // GF_BENCH_COMPARE=<commit>: parse + decorate with that commit's plugin (its gf-client.js, minified as
  // Discourse serves it, and its scripts as committed) against this tree's, alternately, on traced
  // pages drawing when seen, in this run; then nothing else (the targets need a run without it).
  if (COMPARE) {
    const at = (file: string) => execFileSync("git", ["show", `${COMPARE}:${file}`], { encoding: "utf8", maxBuffer: 1 << 26 });
    const beforeCore = (await transform(at("plugin/assets/javascripts/lib/gf-client.js"), { minify: true, format: "esm", target: "es2020", legalComments: "none" })).code;
    const beforeScripts = Object.fromEntries(Object.keys(scripts).map((s) => [s, at(`plugin/public/javascripts/gf-${s}.js`)]));
    const sides = [["before", await serving(beforeCore, beforeScripts)], ["now", await serving(core, scripts)]] as const;
    const compared = { before: [] as Round[], now: [] as Round[] };
    for (let i = 0; i < ROUNDS; i++) for (const [side, context] of i % 2 ? [...sides].reverse() : sides) {
      const tab = await context.newPage();
      compared[side].push(await round(tab, false, true));
      await tab.close();
    }
    const f = (s: { median: number; q1: number; q3: number }) => `${s.median.toFixed(1)} ms (q1 ${s.q1.toFixed(1)}, q3 ${s.q3.toFixed(1)})`;
    console.log(`\nLoad average at the end: ${loadavg().map((l) => l.toFixed(2)).join(", ")} (${cpus().length} cores)`);
    console.log(`Parse + decorate (the main thread's time in the plugin's own scripts, as figure 1 below counts it), ${CARDS} mixed cards drawn when seen, ${THROTTLE}× CPU, ${ROUNDS} traced pages each, alternately in this run: ${COMPARE}'s plugin → this tree's. Median (q1, q3).`);
    for (const render of ["cold", "warm"] as const) for (const [at, label] of [["first", "first screen"], ["total", "every card drawn"]] as const) {
      const of = (set: Round[], pick: (s: Step) => number) => spread(set.map((r) => pick(r[render][at])));
      const before = of(compared.before, (s) => s.own.wall), now = of(compared.now, (s) => s.own.wall);
      const cpu = (set: Round[]) => of(set, (s) => s.own.cpu).median.toFixed(1);
      console.log(`   ${render}, ${label.padEnd(17)} ${f(before)} → ${f(now)}: ${(now.median / before.median).toFixed(2)}×; CPU out of the render's task ${cpu(compared.before)} → ${cpu(compared.now)} ms`);
    }
    const drawn = Math.min(...[...compared.before, ...compared.now].flatMap((r) => [r.cold.drawn, r.warm.drawn]));
    console.log(`   (${drawn} of ${CARDS} cards drawn in every render)`);
    await browser.close();
    process.exit(drawn === CARDS ? 0 : 1);
  }
  const context = await serving(core, scripts);
  // Each round: a fresh page drawing every card at once, as the plugin did before card-schedule.ts (the same core,
  // on a page without requestIdleCallback), then a fresh page as the plugin draws them now; back to back.
  // A traced page gives the plugin's own scripts' time (parse + decorate); the untraced one beside it, the page's
  // busy and wall times, which tracing would lengthen, and more for the renders with the plugin, which trace more.
  const rounds: Round[] = [], atOnceRounds: Round[] = [], tracedRounds: Round[] = [], tracedAtOnce: Round[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    for (const atOnce of [true, false]) for (const traced of [false, true]) {
      const tab = await context.newPage();
      (traced ? (atOnce ? tracedAtOnce : tracedRounds) : (atOnce ? atOnceRounds : rounds)).push(await round(tab, atOnce, traced));
      await tab.close();
    }
  }
  // GF_BENCH_TRACE=1: one more fresh page, not counted, traced: what the cold and the warm decoration's main-thread time is made of.
  if (process.env["GF_BENCH_TRACE"]) {
    const tab = await context.newPage();
    const kinds = new Map<string, Map<string, number>>();
    await round(tab, process.env["GF_BENCH_TRACE_AT_ONCE"] !== undefined, false, async (step, run) => {
      // GF_BENCH_TRACE=cpu adds a CPU profile (by function), which slows compiling down: the trace alone is the fairer split.
      const cpu = process.env["GF_BENCH_TRACE"] === "cpu";
      const cdp = await tab.context().newCDPSession(tab);
      await browser.startTracing(tab, { categories: TRACE_CATEGORIES });
      if (cpu) { await cdp.send("Profiler.enable"); await cdp.send("Profiler.setSamplingInterval", { interval: 100 }); await cdp.send("Profiler.start"); }
      const requested: string[] = [];
      const seen = (r: { url(): string }) => requested.push(r.url().replace(/^.*\//, ""));
      tab.on("request", seen);
      await run();
      tab.off("request", seen);
      const profile = cpu ? (await cdp.send("Profiler.stop") as unknown as { profile: Parameters<typeof profileSelfTimes>[0] }).profile : undefined;
      if (profile && process.env["GF_BENCH_PROFILE_OUT"]) (await import("node:fs")).writeFileSync(`${process.env["GF_BENCH_PROFILE_OUT"]}/${step.replace(/\W+/g, "-")}.cpuprofile`, JSON.stringify(profile));
      const buffer = await browser.stopTracing();
      if (process.env["GF_BENCH_TRACE_OUT"]) writeFileSync(`${process.env["GF_BENCH_TRACE_OUT"]}/traced-${step.replace(/\W+/g, "-")}.json`, buffer);
      const trace = traceSelfTimes(buffer);
      const counted = traceCounts(buffer);
      kinds.set(step, traceKinds(trace));
      const total = [...trace.values()].reduce((a, b) => a + b, 0);
      console.log(`\nTraced, ${step} (${(total / 1000).toFixed(1)} ms on the main thread${cpu ? ", profiler on" : ""}; scripts fetched: ${requested.join(", ") || "none"}; ${Object.entries(counted).map(([k, n]) => `${n} ${k}`).join(", ")}), self time by event:\n${largest(trace, 18)}`);
      if (profile) {
        console.log(`  the script's functions (CPU profile, unthrottled), self time:\n${largest(profileSelfTimes(profile), 40)}`);
        console.log(`  the plugin's functions, total time (with what they call):\n${largest(profileTotalTimes(profile, (url) => /\/gf-[\w-]+\.js$/.test(url)), 60)}`);
      }
      await cdp.detach();
    });
    await tab.close();
    // The plugin's share by kind of work: each traced render less the render without the plugin, on the same page.
    const without = kinds.get("without the plugin, first screen") ?? new Map<string, number>();
    const names = [...new Set([...kinds.values()].flatMap((k) => [...k.keys()]))].sort((a, b) => (without.get(b) ?? 0) - (without.get(a) ?? 0));
    const steps = [...kinds.keys()].filter((s) => !s.startsWith("without"));
    const ms = (us: number) => (us / 1000).toFixed(1).padStart(8);
    console.log(`\nTraced, by kind of work, ms (a render with the plugin less the one without it, in the same page):\n    ${"".padEnd(24)}${"without".padStart(8)}  ${steps.map((s) => s.padStart(20)).join("")}`);
    for (const name of names) console.log(`    ${name.padEnd(24)}${ms(without.get(name) ?? 0)}  ${steps.map((s) => {
      const us = kinds.get(s)!.get(name) ?? 0;
      return `${ms(us)} (${s.endsWith("first screen") ? (us - (without.get(name) ?? 0) >= 0 ? "+" : "") + ((us - (without.get(name) ?? 0)) / 1000).toFixed(1) : "rest"})`.padStart(20);
    }).join("")}`);
  }
  const drawn = Math.min(...[...rounds, ...atOnceRounds, ...tracedRounds, ...tracedAtOnce].flatMap((r) => [r.cold.drawn, r.warm.drawn]));
  const f = (s: { median: number; q1: number; q3: number }) => `${s.median.toFixed(1)} ms (q1 ${s.q1.toFixed(1)}, q3 ${s.q3.toFixed(1)})`;
  type At = "first" | "total";
  const of = (set: Round[], pick: (r: Round) => number) => spread(set.map(pick));
  const sets = [["at once", atOnceRounds], ["when seen", rounds]] as const, tracedSets = [["at once", tracedAtOnce], ["when seen", tracedRounds]] as const;
  const renders = [["cold", (r: Round) => r.cold], ["warm", (r: Round) => r.warm]] as const;
  const ats = [["first", "first screen"], ["total", "every card drawn"]] as const;
  // The page's share of a render: its main-thread time with the plugin less the same render without it, in the same page.
  const share = (set: Round[], at: At, c: keyof Counters, warm: boolean) => of(set, (r) => (warm ? r.warm : r.cold)[at].counters[c] - (warm ? r.again : r.baseline)[at].counters[c]);
  const parts = (set: Round[], render: (r: Round) => Render, at: At) => (["style", "layout"] as const).map((c) => `${c} ${of(set, (r) => render(r)[at].counters[c]).median.toFixed(0)}`).join(", ");
  console.log(`\nLoad average at the end: ${loadavg().map((l) => l.toFixed(2)).join(", ")} (${cpus().length} cores)`);
  console.log(`A topic page of ${CARDS} mixed cards (${perGame.map((g) => `${g.game} ${g.posts.length} examples`).join(", ")}), one post each, rendered as Discourse's post stream renders posts, in headless Chromium at ${THROTTLE}× CPU throttling (DevTools protocol), ${ROUNDS} rounds of four fresh pages, back to back: every card drawn at once (as before card-schedule.ts), and drawn when seen (now), each once untraced (figures 2 and 3) and once traced (figure 1). Median (q1, q3).`);
  console.log(`\n1. Parse + decorate (the target): the main thread's time in the plugin's own scripts, from a trace of each render with the plugin (the traced pages):`);
  console.log(`   each entry into gf-client.js or a script it loads (its callbacks the browser calls; a chunk compiled and run), with what it calls`);
  console.log(`   (lazy compiling, GC, a layout it forces) and the microtasks it leaves, plus the decorator's time inside the render's task;`);
  console.log(`   not the browser's frames (style, layout, paint of the page). Busy time at ${THROTTLE}× (the events' wall time, as a reader's slower CPU would take it;
   other processes' load lengthens it); CPU: the thread time of the events outside the render's task (the decorator's call inside it is timed by the page, wall only).`);
  for (const [name, set] of tracedSets) for (const [label, render] of renders) for (const [at, atLabel] of ats)
    console.log(`   ${name.padEnd(9)} ${label}, ${atLabel.padEnd(17)} ${f(of(set, (r) => render(r)[at].own.wall))}, of which in the render's task ${of(set, (r) => render(r)[at].own.decorate).median.toFixed(1)}; CPU out of it ${f(of(set, (r) => render(r)[at].own.cpu))}`);
  console.log(`\n2. Wall time of the render, from its start to the first screen painted and to every card drawn (what a reader waits; includes the posts' own parsing, the scripts' download and other processes' load):`);
  for (const [name, set] of sets) {
    console.log(`   ${name.padEnd(9)} without the plugin:      first screen ${f(of(set, (r) => r.baseline.first.wall))}`);
    for (const [label, render] of renders) for (const [at, atLabel] of ats)
      console.log(`   ${name.padEnd(9)} ${label}, ${atLabel.padEnd(17)}  ${f(of(set, (r) => render(r)[at].wall))}`);
  }
  console.log(`\n3. The page's main-thread busy time (Performance.getMetrics TaskDuration; CPU: ThreadTime), each render from its start, and the plugin's share (with less without, same page):`);
  for (const [name, set] of sets) {
    const line = (label: string, render: (r: Round) => Render, at: At) =>
      console.log(`   ${name.padEnd(9)} ${label.padEnd(44)} ${f(of(set, (r) => render(r)[at].counters.task))}, CPU ${of(set, (r) => render(r)[at].counters.cpu).median.toFixed(1)} ms [${parts(set, render, at)}]`);
    line("without the plugin", (r) => r.baseline, "total");
    line("without the plugin, after the cold render", (r) => r.again, "total");
    line("cold (scripts fetched and run): first screen", (r) => r.cold, "first");
    line("cold: every card drawn", (r) => r.cold, "total");
    line("warm (scripts on the page): first screen", (r) => r.warm, "first");
    line("warm: every card drawn", (r) => r.warm, "total");
  }
  for (const warm of [false, true]) for (const [at, atLabel] of ats) for (const [name, set] of sets)
    console.log(`   share: ${name.padEnd(9)} ${warm ? "warm" : "cold"}, ${atLabel}: ${f(share(set, at, "task", warm))}; CPU ${f(share(set, at, "cpu", warm))}`);
  console.log(`   (${drawn} of ${CARDS} cards drawn in every render)`);
  for (const [label, render] of renders) {
    const own = (set: Round[], at: At) => of(set, (r) => render(r)[at].own.wall);
    const first = own(tracedRounds, "first"), total = own(tracedRounds, "total"), before = own(tracedAtOnce, "total");
    const page = (at: At) => f(share(rounds, at, "task", label === "warm"));
    reportTarget(PART, { figure: `parse + decorate, ${CARDS} mixed cards, ${THROTTLE}× throttled, ${label}, first screen painted (main thread in the plugin's scripts)`,
      value: `${f(first)}; every card drawn ${f(total)}, all at once (as before, same run) ${f(before)}; the page's busy time with less without: first screen ${page("first")}`, target: "≤ 100 ms", met: first.median <= 100 && drawn === CARDS });
    reportTarget(PART, { figure: `parse + decorate, ${CARDS} mixed cards, ${THROTTLE}× throttled, ${label}, every card drawn (main thread in the plugin's scripts)`,
      value: `${f(total)}; the page's busy time with less without ${page("total")}`, target: "≤ 100 ms", met: total.median <= 100 && drawn === CARDS });
  }
} finally {
  await browser.close();
}
