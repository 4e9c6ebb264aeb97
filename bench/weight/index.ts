// bench/weight: what every reader pays for the plugin. `node bench/run.mjs weight`
//  1. Bytes, gzip -9, as a reader's browser receives each script (budgets.ts says how): all of ours on a
//     page with no card (the markdown feature, the initializer and the core, target ≤ 15 KB), against the
//     same page with the markdown feature built as it was, with every game's parser (its entry made from
//     each game's whole markup in this run); and each game's chunk (target ≤ 20 KB).
//  2. Main-thread time of a topic page of 200 mixed cards (the doc examples of every game with a
//     grammar page, cooked as the forum's server cooks them, one post each) in headless Chromium with
//     4× CPU throttling (DevTools protocol, Emulation.setCPUThrottlingRate), the posts rendered as
//     Discourse's post stream renders them (decorated before they are adopted into the page). The
//     plugin's share (parse + decorate, target ≤ 100 ms): the render's main-thread time with the
//     plugin less the same render without it (Performance.getMetrics TaskDuration, so a script's
//     download is not counted, its compiling and running are), until the first screen's cards are
//     drawn and until every card is; cold (the games' scripts fetched and run first) and warm (a new
//     render, the scripts on the page). Each round renders on two fresh pages back to back: the plugin
//     as it is (card-schedule.ts: the first screen first, the rest when seen or idle) and every card
//     drawn at once, as before (the same core on a page without requestIdleCallback). Median and
//     quartiles printed, with the machine's load average. The harness waits for the first screen
//     without asking for frames (a MutationObserver on the cards drawn; a frame asked for while the
//     scripts load would lay out, observe and paint the 200-post page again, charged to the plugin).
//     GF_BENCH_TRACE=1 adds what a traced extra round's main-thread time is made of: by trace event, and
//     by kind of work (compile, script, style, layout, paint, observers, fetching) against the render
//     without the plugin. =cpu adds a CPU profile, taken unthrottled (the throttle suspends the thread,
//     and its samples then name no function), by function: self time, and the plugin's functions'
//     total time; GF_BENCH_PROFILE_OUT=<dir> keeps each profile (.cpuprofile, for DevTools).
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
//     screen), hence every card drawn costing more than all at once.
import { build } from "esbuild";
import MarkdownIt from "markdown-it";
import { existsSync, readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { chromium, type CDPSession, type Page } from "playwright-core";
import { CLIENT_GAMES, MARKUP_GAMES } from "../../src/games/games.js";
import { chunkBundle, coreBundle, formsBundles } from "../../src/games/plugin-data.js";
import { GAME_FOLDERS } from "../../src/games/registry.js";
import { gameMarkup } from "../../src/markup/index.js";
import { pluginStylesheet } from "../../src/sandbox/page/plugin-stylesheet.js";
import { docExamples } from "../../test/support/doc-examples.js";
import { largest, profileSelfTimes, profileTotalTimes, TRACE_CATEGORIES, traceCounts, traceKinds, traceSelfTimes } from "../support/main-thread.js";
import { reportTarget, spread } from "../support/targets.js";
import { budgets, CHUNK_BUDGET, EVERY_PAGE_BUDGET, EVERY_PAGE_FILES, everyPageScript, gzipped, KB, served } from "./budgets.js";

const PART = "weight";
const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
const ROUNDS = Number(process.env["GF_WEIGHT_ROUNDS"] ?? 7);
const CARDS = 200;
const THROTTLE = 4;

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
reportTarget(PART, { figure: "every page, all of ours (gzip)", value: `${kb(everyPageTotal)} (${(everyPageTotal / baselinePage).toFixed(2)}× the feature with parsers, ${kb(baselinePage)})`,
  target: `≤ ${kb(EVERY_PAGE_BUDGET)}`, met: everyPageTotal <= EVERY_PAGE_BUDGET });
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
window.gfBench = {
  async render(posts, plugin) {
    topic().replaceChildren();
    const stream = document.createDocumentFragment();
    for (const html of posts) {
      const article = document.createElement("article");
      article.className = "topic-post";
      const cooked = detached.createElement("div");
      cooked.className = "cooked";
      cooked.innerHTML = html;
      if (plugin) decorateCooked(cooked, host);
      document.adoptNode(cooked);
      article.appendChild(cooked);
      stream.appendChild(article);
    }
    topic().appendChild(stream);
    // The first screen: every card in the viewport drawn, and a frame painted with them. Checked each time
    // cards are drawn, without asking for frames: a page does not ask for one while its scripts load, and
    // each frame lays out, observes and paints a page of 200 posts.
    if (plugin) await untilDrawn(firstScreenDrawn);
    await frame();
    return cards().filter(drawn).length;
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
    return cards().filter(drawn).length;
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
/** Resolves once done() holds, asked again each time cards are drawn (at most a minute). */
function untilDrawn(done) {
  return done() ? Promise.resolve() : new Promise((resolve) => {
    const check = () => { if (done()) { watch.disconnect(); clearTimeout(timer); resolve(); } };
    const watch = new MutationObserver(check);
    watch.observe(topic(), { subtree: true, attributeFilter: ["data-gf-block"] });
    const timer = setTimeout(() => { watch.disconnect(); resolve(); }, 60000);
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

interface Render { first: Counters; total: Counters; drawn: number }
interface Round { baseline: Render; cold: Render; again: Render; warm: Render }
type Bench = { gfBench: { render(posts: string[], plugin: boolean): Promise<number>; all(n: number): Promise<number> } };

/**
 * One fresh page: the 200 posts rendered without the plugin (the baseline), with it cold (the games'
 * scripts fetched and run), without it again, and with it warm (a new render, the scripts on the page);
 * main-thread ms of each render until its first screen is drawn, and until every card is.
 */
async function round(tab: Page, atOnce: boolean, profile?: (step: string, run: () => Promise<number>) => Promise<void>): Promise<Round> {
  await tab.goto(`http://localhost/${atOnce ? "?at-once" : ""}`);
  await tab.waitForFunction(() => "gfBench" in window);
  const cdp = await tab.context().newCDPSession(tab);
  await cdp.send("Performance.enable");
  // A CPU profile is taken unthrottled: the throttle suspends the thread, and its samples then name no function.
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile && process.env["GF_BENCH_TRACE"] === "cpu" ? 1 : THROTTLE });
  // Traced (profile): the first screen and the rest, each on its own.
  const render = async (plugin: boolean, traced?: string): Promise<Render> => {
    const step = (name: string, run: () => Promise<number>) => profile && traced ? profile(`${traced}, ${name}`, run).then(() => CARDS) : run();
    const before = await counters(cdp);
    await step("first screen", () => tab.evaluate(({ posts, plugin }) => (window as unknown as Bench).gfBench.render(posts, plugin), { posts, plugin }));
    const first = minus(await counters(cdp), before);
    const drawn = plugin ? await step("the rest", () => tab.evaluate((n) => (window as unknown as Bench).gfBench.all(n), CARDS)) : 0;
    return { first, total: minus(await counters(cdp), before), drawn };
  };
  const baseline = await render(false, profile ? "without the plugin" : undefined);
  if (profile) {
    await render(true, "cold");
    await render(false);
    await render(true, "warm");
    await cdp.detach();
    const none = { first: baseline.first, total: baseline.total, drawn: CARDS };
    return { baseline, cold: none, again: none, warm: none };
  }
  const cold = await render(true);
  const again = await render(false);
  const warm = await render(true);
  await cdp.detach();
  return { baseline, cold, again, warm };
}

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ["--headless", "--no-sandbox", "--disable-gpu"] });
try {
  const context = await browser.newContext();
  await context.route(/^http:\/\/localhost\/(\?at-once)?$/, (r) => r.fulfill({ status: 200, contentType: "text/html", body: html }));
  await context.route("http://localhost/gf-client.js", (r) => r.fulfill({ status: 200, contentType: "text/javascript", body: core }));
  await context.route("http://localhost/plugins/genrefuzzion/javascripts/*", (r) => {
    const name = /gf-([\w-]+)\.js$/.exec(r.request().url())?.[1] ?? "";
    return scripts[name] ? r.fulfill({ status: 200, contentType: "text/javascript", body: scripts[name] }) : r.fulfill({ status: 404, body: "" });
  });
  // Each round: a fresh page drawing every card at once, as the plugin did before card-schedule.ts (the same core,
  // on a page without requestIdleCallback), then a fresh page as the plugin draws them now; back to back.
  const rounds: Round[] = [], atOnceRounds: Round[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    for (const atOnce of [true, false]) {
      const tab = await context.newPage();
      (atOnce ? atOnceRounds : rounds).push(await round(tab, atOnce));
      await tab.close();
    }
  }
  // GF_BENCH_TRACE=1: one more fresh page, not counted, traced: what the cold and the warm decoration's main-thread time is made of.
  if (process.env["GF_BENCH_TRACE"]) {
    const tab = await context.newPage();
    const kinds = new Map<string, Map<string, number>>();
    await round(tab, process.env["GF_BENCH_TRACE_AT_ONCE"] !== undefined, async (step, run) => {
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
  const drawn = Math.min(...[...rounds, ...atOnceRounds].flatMap((r) => [r.cold.drawn, r.warm.drawn]));
  const f = (s: { median: number; q1: number; q3: number }) => `${s.median.toFixed(1)} ms (q1 ${s.q1.toFixed(1)}, q3 ${s.q3.toFixed(1)})`;
  type At = "first" | "total";
  const of = (set: Round[], pick: (r: Round) => number) => spread(set.map(pick));
  // The plugin's share of a render: the page's main-thread time with it less the same render without it, in the same page.
  const share = (set: Round[], at: At, c: keyof Counters, warm: boolean) => of(set, (r) => (warm ? r.warm : r.cold)[at][c] - (warm ? r.again : r.baseline)[at][c]);
  const parts = (set: Round[], render: (r: Round) => Render, at: At) => (["style", "layout"] as const).map((c) => `${c} ${of(set, (r) => render(r)[at][c]).median.toFixed(0)}`).join(", ");
  console.log(`\nLoad average at the end: ${loadavg().map((l) => l.toFixed(2)).join(", ")} (${cpus().length} cores)`);
  console.log(`A topic page of ${CARDS} mixed cards (${perGame.map((g) => `${g.game} ${g.posts.length} examples`).join(", ")}), one post each, rendered as Discourse's post stream renders posts, in headless Chromium at ${THROTTLE}× CPU throttling; main-thread busy time (TaskDuration; CPU: ThreadTime), ${ROUNDS} rounds of two fresh pages, back to back: every card drawn at once (as before), and drawn when seen (now):`);
  for (const [name, set] of [["at once", atOnceRounds], ["when seen", rounds]] as const) {
    const line = (label: string, render: (r: Round) => Render, at: At) =>
      console.log(`  ${name.padEnd(9)} ${label.padEnd(44)} ${f(of(set, (r) => render(r)[at].task))}, CPU ${of(set, (r) => render(r)[at].cpu).median.toFixed(1)} ms [${parts(set, render, at)}]`);
    line("without the plugin", (r) => r.baseline, "total");
    line("without the plugin, after the cold render", (r) => r.again, "total");
    line("cold (scripts fetched and run): first screen", (r) => r.cold, "first");
    line("cold: every card drawn", (r) => r.cold, "total");
    line("warm (scripts on the page): first screen", (r) => r.warm, "first");
    line("warm: every card drawn", (r) => r.warm, "total");
  }
  console.log(`  the plugin's share (with less without), busy time; CPU time:`);
  for (const warm of [false, true]) for (const at of ["first", "total"] as const) for (const [name, set] of [["at once", atOnceRounds], ["when seen", rounds]] as const)
    console.log(`    ${name.padEnd(9)} ${warm ? "warm" : "cold"}, ${at === "first" ? "first screen" : "every card drawn"}: ${f(share(set, at, "task", warm))}; CPU ${f(share(set, at, "cpu", warm))}`);
  console.log(`  (${drawn} of ${CARDS} cards drawn in every render)`);
  for (const warm of [false, true]) {
    const first = share(rounds, "first", "task", warm), total = share(rounds, "total", "task", warm), before = share(atOnceRounds, "total", "task", warm);
    reportTarget(PART, { figure: `parse + decorate, ${CARDS} mixed cards, ${THROTTLE}× throttled, ${warm ? "warm" : "cold"}, first screen drawn (main thread, the plugin's share)`,
      value: `${f(first)}; every card drawn ${f(total)}; all at once (as before, same run) ${f(before)}`, target: "≤ 100 ms", met: first.median <= 100 && drawn === CARDS });
    reportTarget(PART, { figure: `parse + decorate, ${CARDS} mixed cards, ${THROTTLE}× throttled, ${warm ? "warm" : "cold"}, every card drawn (main thread, the plugin's share)`,
      value: f(total), target: "≤ 100 ms", met: total.median <= 100 && drawn === CARDS });
  }
} finally {
  await browser.close();
}
