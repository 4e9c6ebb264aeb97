// bench/client: what a reader downloads and waits for, now that each game's cards are a chunk of the
// plugin client loaded on demand (docs/decisions.md). Sizes: the core (gf-client.js) and each game's
// chunk (plugin/public/javascripts/gf-<game>.js) as committed, minified and gzipped as a forum sends
// them, against one bundle of the core and every chunk (what gf-client.js was), built in the same run.
// Time: a page of 60 GenreFuzzion and 60 Tricube cards decorated in headless Chromium (Debian's
// package): cold (each chunk fetched from the page's origin and run, then every card drawn) and warm
// (chunks on the page, the same cards drawn again).
// Run: node bench/run.mjs client
import { build } from "esbuild";
import MarkdownIt from "markdown-it";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { MARKUP_GAMES } from "../../src/games/games.js";
import { CLIENT_GAMES } from "../../src/games/games.js";
import { coreBundle } from "../../src/games/plugin-data.js";
import { gameMarkup } from "../../src/markup/index.js";

const CARDS = 60;
const gz = (text: string) => gzipSync(text).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

// The core as a forum's asset pipeline serves it (minified), and each chunk as committed (already minified).
const core = (await build({ bundle: true, write: false, minify: true, logLevel: "silent", legalComments: "none",
  ...coreBundle(CLIENT_GAMES, {}).options })).outputFiles[0]!.text;
const chunks = Object.fromEntries(CLIENT_GAMES.map((g) => [g.game, readFileSync(`plugin/public/javascripts/gf-${g.game}.js`, "utf8")]));
// One bundle with every game's cards in it, as before: the core's entry and each chunk's entry together.
const one = (await build({ define: coreBundle(CLIENT_GAMES, {}).options["define"] as Record<string, string>, stdin: { contents: ["export * from \"./src/plugin-client/index.ts\";",
  ...CLIENT_GAMES.map((g) => `export { chunk as ${g.game} } from "./src/games/${g.game}/cards/chunk.ts";`)].join("\n"), resolveDir: ".", loader: "ts" },
  bundle: true, write: false, platform: "browser", format: "esm", target: "es2020", minify: true, logLevel: "silent", legalComments: "none" })).outputFiles[0]!.text;

console.log("Bytes a reader downloads (minified, gzipped):");
console.log(`  core gf-client.js              ${kb(gz(core))}`);
for (const [game, text] of Object.entries(chunks)) console.log(`  chunk gf-${game}.js`.padEnd(33) + kb(gz(text)));
const page = (games: string[]) => gz(core) + games.reduce((sum, g) => sum + gz(chunks[g]!), 0);
console.log(`  a page without cards           ${kb(page([]))}   one bundle: ${kb(gz(one))}`);
console.log(`  a GenreFuzzion page            ${kb(page(["genrefuzzion"]))}   (${((page(["genrefuzzion"]) / gz(one)) * 100).toFixed(0)}% of one bundle)`);
console.log(`  a Tricube page                 ${kb(page(["tricube"]))}   (${((page(["tricube"]) / gz(one)) * 100).toFixed(0)}% of one bundle)`);
console.log(`  a page with both               ${kb(page(["genrefuzzion", "tricube"]))}   (${((page(["genrefuzzion", "tricube"]) / gz(one)) * 100).toFixed(0)}% of one bundle)`);

const md = new MarkdownIt({ html: true }).use(gameMarkup, { games: MARKUP_GAMES, lang: "es" });
const raw = Array.from({ length: CARDS }, (_, i) => [
  `[gf-pool personaje=Ana${i}]\ncliché: Rápida d8\nrelación: Bea d6\nventaja: En alto d6\n[/gf-pool]`,
  `[tt-desafio id=muralla${i}]\nquién: Maga, Enano\ncualidad: fuerte\ndificultad: 5\nesfuerzo: 3\n[/tt-desafio]`,
].join("\n\n"));
// One post per pair, as a topic's page holds them (a post holds at most MAX_BLOCKS_PER_POST blocks).
const cooked = raw.map((post) => `<div class="cooked">${md.render(post)}</div>`).join("\n");
const html = `<!doctype html><meta charset="utf-8"><body><div id="post">${cooked}</div>
<script type="module">import { decorateCooked } from "/gf-client.js"; window.gfClient = { decorateCooked };</script></body>`;

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ["--headless", "--no-sandbox", "--disable-gpu"] });
try {
  const tab = await browser.newPage();
  await tab.route("http://localhost/", (r) => r.fulfill({ status: 200, contentType: "text/html", body: html }));
  await tab.route("http://localhost/gf-client.js", (r) => r.fulfill({ status: 200, contentType: "text/javascript", body: core }));
  await tab.route("http://localhost/plugins/genrefuzzion/javascripts/*", (r) => {
    const game = /gf-(\w+)\.js$/.exec(r.request().url())?.[1] ?? "";
    return chunks[game] ? r.fulfill({ status: 200, contentType: "text/javascript", body: chunks[game] }) : r.fulfill({ status: 404, body: "" });
  });
  await tab.goto("http://localhost/");
  await tab.waitForFunction(() => "gfClient" in window);
  const times = await tab.evaluate(async (n) => {
    const w = window as unknown as { gfClient: { decorateCooked(root: ParentNode, host: unknown): void }; GfGames: Record<string, { chunk: unknown }> };
    const loaded = new Map<string, Promise<unknown>>();
    let chunksIn = 0;
    const host = { lang: "es", t: (k: string) => k, publicKey: "00", composeReply: () => undefined,
      loadGame: (game: string) => {
        if (!loaded.has(game)) loaded.set(game, new Promise((resolve, reject) => {
          const s = document.createElement("script");
          s.src = `/plugins/genrefuzzion/javascripts/gf-${game}.js`;
          s.onload = () => { chunksIn = performance.now(); resolve(w.GfGames[game]!.chunk); };
          s.onerror = reject;
          document.head.appendChild(s);
        }));
        return loaded.get(game)!;
      } };
    const post = document.getElementById("post")!;
    const drawn = () => new Promise<void>((resolve, reject) => {
      const until = performance.now() + 10_000;
      const check = () => {
        const count = post.querySelectorAll("[data-gf-block]").length;
        if (count === 2 * n) resolve();
        else if (performance.now() > until) reject(new Error(`only ${count} of ${2 * n} cards drawn`));
        else setTimeout(check, 0);
      };
      check();
    });
    let at = performance.now();
    w.gfClient.decorateCooked(post, host);
    await drawn();
    const cold = performance.now() - at;
    const fetching = chunksIn - at;
    const warm: number[] = [];
    for (let i = 0; i < 7; i++) {
      for (const el of post.querySelectorAll("[data-gf-block]")) el.removeAttribute("data-gf-block");
      at = performance.now();
      w.gfClient.decorateCooked(post, host);
      await drawn();
      warm.push(performance.now() - at);
    }
    return { cold, fetching, warm: warm.sort((a, b) => a - b)[3]! };
  }, CARDS);
  console.log(`${2 * CARDS} cards (${CARDS} GenreFuzzion pools, ${CARDS} Tricube challenges) drawn in headless Chromium:`);
  console.log(`  cold: both chunks fetched, run, every card drawn   ${times.cold.toFixed(1)} ms`);
  console.log(`    of which until the last chunk had run            ${times.fetching.toFixed(1)} ms (here through Playwright's request routing; a forum serves /plugins/ from nginx, cached a year)`);
  console.log(`  warm: chunks on the page, every card drawn again   ${times.warm.toFixed(1)} ms (median of 7)`);
} finally {
  await browser.close();
}
