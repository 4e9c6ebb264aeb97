// bench/weight: what every reader pays for the plugin. `node bench/run.mjs weight`
//  1. Bytes, gzip -9, as a reader's browser receives each script (budgets.ts says how): all of ours on a
//     page with no card (the markdown feature, the initializer and the core, target ≤ 15 KB), against the
//     same page with the markdown feature built as it was, with every game's parser (its entry made from
//     each game's whole markup in this run); and each game's chunk (target ≤ 20 KB).
//  2. Main-thread time of a topic page of 200 mixed cards (the doc examples of every game with a
//     grammar page, cooked as the forum's server cooks them) in headless Chromium with 4× CPU
//     throttling (DevTools protocol,
//     Emulation.setCPUThrottlingRate): the plugin reading and drawing every card (parse + decorate,
//     target ≤ 100 ms), cold (the games' chunks fetched and run first) and warm (drawn again). The
//     main thread's own count (Performance.getMetrics TaskDuration) over the decoration, so a chunk's
//     download is not counted, its parsing and running are. Baseline in the same run: the browser
//     putting the same 200 cooked posts into the page and laying them out, without the plugin.
//     Repeated on fresh pages; median and quartiles printed.
import { build } from "esbuild";
import MarkdownIt from "markdown-it";
import { existsSync, readFileSync } from "node:fs";
import { chromium, type CDPSession, type Page } from "playwright-core";
import { CLIENT_GAMES, MARKUP_GAMES } from "../../src/games/games.js";
import { coreBundle, formsBundles } from "../../src/games/plugin-data.js";
import { GAME_FOLDERS } from "../../src/games/registry.js";
import { gameMarkup } from "../../src/markup/index.js";
import { docExamples } from "../../test/support/doc-examples.js";
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
const page = posts.map((html, i) => `<article class="topic-post"><div class="cooked" id="p${i}">${html}</div></article>`).join("\n");

const core = (await build({ bundle: true, write: false, minify: true, logLevel: "silent", legalComments: "none",
  ...coreBundle(CLIENT_GAMES, {}).options })).outputFiles[0]!.text;
// With each game's forms script (a block with mistakes asks for it: its error card's messages).
const formsScripts = formsBundles(GAME_FOLDERS, existsSync).map((b) => b.outfile.replace(/^.*\/gf-|\.js$/g, ""));
const scripts: Record<string, string> = Object.fromEntries(["sheet-checks", "cook", ...GAME_FOLDERS, ...formsScripts].map((s) => [s, readFileSync(`plugin/public/javascripts/gf-${s}.js`, "utf8")]));
const css = readFileSync("plugin/assets/stylesheets/common/genrefuzzion.scss", "utf8");
const html = `<!doctype html><meta charset="utf-8"><style>${css.replace(/\/\/[^\n]*/g, "")}</style><body><div id="topic"></div>
<script type="module">import { decorateCooked } from "/gf-client.js"; window.gfClient = { decorateCooked };</script></body>`;

async function taskMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send("Performance.getMetrics") as { metrics: { name: string; value: number }[] };
  return metrics.find((m) => m.name === "TaskDuration")!.value * 1000;
}

/** One fresh page: the posts put in (baseline), then decorated cold and warm; main-thread ms of each. */
async function round(tab: Page): Promise<{ baseline: number; cold: number; warm: number; drawn: number }> {
  await tab.goto("http://localhost/");
  await tab.waitForFunction(() => "gfClient" in window);
  const cdp = await tab.context().newCDPSession(tab);
  await cdp.send("Performance.enable");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
  let before = await taskMs(cdp);
  await tab.evaluate((markup) => {
    const topic = document.getElementById("topic")!;
    topic.innerHTML = markup;
    void topic.getBoundingClientRect().height; // the layout the browser does for the posts
  }, page);
  const baseline = (await taskMs(cdp)) - before;
  const decorate = (cold: boolean) => tab.evaluate(async ({ n, cold }) => {
    const w = window as unknown as { gfClient: { decorateCooked(root: ParentNode, host: unknown): void }; GfGames: Record<string, { chunk: unknown }>;
      GfSheetChecks?: unknown; __host?: unknown };
    const load = (file: string, get: () => unknown) => new Promise((resolve, reject) => {
      const s = document.createElement("script");
      s.src = `/plugins/genrefuzzion/javascripts/${file}`;
      s.onload = () => resolve(get());
      s.onerror = reject;
      document.head.appendChild(s);
    });
    const loaded = new Map<string, Promise<unknown>>();
    const once = (key: string, f: () => Promise<unknown>) => { if (!loaded.has(key)) loaded.set(key, f()); return loaded.get(key)!; };
    w.__host ??= { lang: "es", t: (k: string) => k, publicKey: "00", composeReply: () => undefined,
      loadGame: (game: string) => once(game, () => load(`gf-${game}.js`, () => w.GfGames[game]!.chunk)),
      loadSheetChecks: () => once("sheet-checks", () => load("gf-sheet-checks.js", () => w.GfSheetChecks)),
      loadCardCooks: () => once("cook", () => load("gf-cook.js", () => (window as unknown as { GfCardCooks: unknown }).GfCardCooks)) };
    const topic = document.getElementById("topic")!;
    if (!cold) for (const el of topic.querySelectorAll("[data-gf-block]")) el.removeAttribute("data-gf-block");
    const posts = [...topic.querySelectorAll<HTMLElement>(".cooked")];
    // As Discourse does: the decorator is called once per post.
    for (const post of posts) w.gfClient.decorateCooked(post, w.__host);
    const until = performance.now() + 60_000;
    for (;;) {
      const drawn = topic.querySelectorAll("[data-gf-block]").length;
      if (drawn >= n || performance.now() > until) { void topic.getBoundingClientRect().height; return drawn; }
      await new Promise((r) => setTimeout(r, 0));
    }
  }, { n: CARDS, cold });
  before = await taskMs(cdp);
  const drawn = await decorate(true);
  const cold = (await taskMs(cdp)) - before;
  before = await taskMs(cdp);
  await decorate(false);
  const warm = (await taskMs(cdp)) - before;
  await cdp.detach();
  return { baseline, cold, warm, drawn };
}

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ["--headless", "--no-sandbox", "--disable-gpu"] });
try {
  const context = await browser.newContext();
  await context.route("http://localhost/", (r) => r.fulfill({ status: 200, contentType: "text/html", body: html }));
  await context.route("http://localhost/gf-client.js", (r) => r.fulfill({ status: 200, contentType: "text/javascript", body: core }));
  await context.route("http://localhost/plugins/genrefuzzion/javascripts/*", (r) => {
    const name = /gf-([\w-]+)\.js$/.exec(r.request().url())?.[1] ?? "";
    return scripts[name] ? r.fulfill({ status: 200, contentType: "text/javascript", body: scripts[name] }) : r.fulfill({ status: 404, body: "" });
  });
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) {
    const tab = await context.newPage();
    rounds.push(await round(tab));
    await tab.close();
  }
  const drawn = Math.min(...rounds.map((r) => r.drawn));
  const b = spread(rounds.map((r) => r.baseline));
  const c = spread(rounds.map((r) => r.cold));
  const w = spread(rounds.map((r) => r.warm));
  const ratio = spread(rounds.map((r) => r.cold / r.baseline));
  const f = (s: { median: number; q1: number; q3: number }) => `${s.median.toFixed(1)} ms (q1 ${s.q1.toFixed(1)}, q3 ${s.q3.toFixed(1)})`;
  console.log(`\nA topic page of ${CARDS} mixed cards (${perGame.map((g) => `${g.game} ${g.posts.length} examples`).join(", ")}), one post each, in headless Chromium at ${THROTTLE}× CPU throttling; main-thread time, ${ROUNDS} fresh pages:`);
  console.log(`  baseline: the ${CARDS} cooked posts put in the page and laid out, no plugin   ${f(b)}`);
  console.log(`  parse + decorate, cold: chunks run, every card read and drawn            ${f(c)}   (${drawn} of ${CARDS} drawn)`);
  console.log(`  parse + decorate, warm: every card read and drawn again                  ${f(w)}`);
  console.log(`  cold against the baseline: ${ratio.median.toFixed(2)}× (q1 ${ratio.q1.toFixed(2)}, q3 ${ratio.q3.toFixed(2)})`);
  reportTarget(PART, { figure: `parse + decorate, ${CARDS} mixed cards, ${THROTTLE}× throttled, cold (main thread)`, value: `${f(c)}, ${ratio.median.toFixed(2)}× the page's own ${b.median.toFixed(1)} ms`,
    target: "≤ 100 ms", met: c.median <= 100 && drawn === CARDS });
  reportTarget(PART, { figure: `parse + decorate, ${CARDS} mixed cards, ${THROTTLE}× throttled, warm (main thread)`, value: f(w), target: "≤ 100 ms", met: w.median <= 100 && drawn === CARDS });
} finally {
  await browser.close();
}
