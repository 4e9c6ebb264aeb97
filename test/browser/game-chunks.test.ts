// Each game's cards come in their own chunk (plugin/public/javascripts/gf-<game>.js), which the core
// bundle (gf-client.js) asks for only when a card of that game is on the page, through the
// initializer's loadGame and Discourse's loadScript (the sandbox's stand-in adds the same classic
// <script> tag). The sandbox forum serves the plugin's public/ folder at /plugins/genrefuzzion/, as
// Discourse links it into public/plugins/ (lib/plugin/instance.rb activate!, discourse/discourse@62ce38b7).
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import { startSandbox, type Sandbox } from "../../src/sandbox/sandbox.js";
import { buildPageScript, launch, openAs, watchErrors } from "./support/browser.js";

jest.setTimeout(90_000);

const GF_POST = "[gf-pool personaje=Ana]\ncliché: Rápida d8\nrelación: Bea d6\n[/gf-pool]";
const GF_REPLY = "[gf-pool personaje=Bea]\ncliché: Fuerte d8\n[/gf-pool]";
const TT_POST = "[tt-desafio id=muralla]\nquién: Maga, Enano\ncualidad: fuerte\ndificultad: 5\nesfuerzo: 3\n[/tt-desafio]";

let sandbox: Sandbox;
let browser: Awaited<ReturnType<typeof launch>>;
let gfOnly: number;
let mixed: number;
/** A topic in a category that plays Tricube (gf_category_games). */
let tricubeTopic: number;

beforeAll(async () => {
  sandbox = await startSandbox({ pageScript: await buildPageScript() });
  const alicia = sandbox.forum.userByName("alicia")!;
  const bruno = sandbox.forum.userByName("bruno")!;
  const gf = sandbox.forum.createTopic(alicia, "Solo GenreFuzzion", GF_POST, sandbox.category.id);
  sandbox.forum.createReply(bruno, gf.topicId, GF_REPLY, null);
  gfOnly = gf.topicId;
  const both = sandbox.forum.createTopic(alicia, "Dos juegos", `${TT_POST}\n\n${GF_POST}`, sandbox.category.id);
  mixed = both.topicId;
  const tricube = sandbox.forum.addCategory("Tricube");
  tricubeTopic = sandbox.forum.createTopic(alicia, "Una partida de Tricube", TT_POST, tricube.id).topicId;
  sandbox.siteSettings["gf_category_games"] = `${tricube.id}:tricube`;
  browser = await launch();
}, 30_000);

afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
});

/** The topic's page, with every chunk the page asked for (by file name, in order). */
async function open(topic: number, lang: "es" | "en", setUp?: (page: Page) => Promise<void>): Promise<{ page: Page; chunks: string[]; errors: string[] }> {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  page.setDefaultTimeout(15_000);
  const chunks: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    const m = /\/plugins\/genrefuzzion\/javascripts\/(gf-[\w-]+\.js)$/.exec(url.pathname);
    // The badge's verifier (gf-verify-worker.js, gf-verify.js as its worker), the sheet checks and the cards' words
    // (gf-locale-<lang>.js, loaded with a post's first card whatever its game) are no game's chunk.
    if (!m || /^gf-(verify(-worker)?|locale-\w+)\.js$/.test(m[1]!) || m[1] === "gf-sheet-checks.js") return;
    // Each chunk's address names its content (nginx caches /plugins/ for a year): ?v=<its hash>.
    if (!/^\?v=[0-9a-f]{12}$/.test(url.search)) errors.push(`${m[1]} asked without its version: ${url.search}`);
    chunks.push(m[1]!);
  });
  await openAs(page, sandbox.url, "carla", lang);
  await setUp?.(page);
  await page.goto(`${sandbox.url}/t/${topic}`);
  await page.waitForSelector(".gf-post [data-gf-block]");
  await page.waitForFunction(() => !document.querySelector(".gf-post [data-gf-card]:not([data-gf-block])"));
  return { page, chunks, errors };
}

describe("games' chunks on the sandbox forum", () => {
  it("GF-POOL-1: a topic of GenreFuzzion posts draws its cards from gf-genrefuzzion.js, asked for once, and never fetches Tricube's chunk", async () => {
    const { page, chunks, errors } = await open(gfOnly, "es");
    await expect(page.locator(".gf-post [data-gf-block=pool] .gf-card-title").allTextContents()).resolves.toEqual(["Pozo de Ana", "Pozo de Bea"]);
    expect(chunks).toEqual(["gf-genrefuzzion.js"]);
    expect(await page.evaluate(() => Object.keys((window as unknown as { GfGames: object }).GfGames))).toEqual(["genrefuzzion"]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each([["es", "Desafío «muralla»", "Pozo de Ana"], ["en", "Challenge \"muralla\"", "Ana's pool"]] as const)(
    "TT-CHAL-1 TT-EFF-1: a topic with both games draws the Tricube card from gf-tricube.js and the GenreFuzzion card from its own chunk (%s)", async (lang, challenge, pool) => {
      const { page, chunks, errors } = await open(mixed, lang);
      const tt = page.locator(".gf-post [data-gf-block=ttchallenge]");
      await expect(tt.locator(".gf-card-title").innerText()).resolves.toBe(challenge);
      // TT-EFF-1: the challenge's three effort tokens.
      expect(await tt.locator(".gf-tt-token").count()).toBe(3);
      await expect(page.locator(".gf-post [data-gf-block=pool] .gf-card-title").innerText()).resolves.toBe(pool);
      expect([...chunks].sort()).toEqual(["gf-genrefuzzion.js", "gf-tricube.js"]);
      expect(errors).toEqual([]);
      await page.close();
    });

  it.each([["es", "No se pudieron cargar las cartas de Tricube Tales"], ["en", "The cards of Tricube Tales could not be loaded"]] as const)(
    "a chunk that cannot be loaded leaves a localised card with the block as written, and the other game's cards drawn (%s)", async (lang, title) => {
      const { page, chunks } = await open(mixed, lang, async (p) => { await p.route(/\/plugins\/genrefuzzion\/javascripts\/gf-tricube\.js(\?|$)/, (r) => r.abort()); });
      const card = page.locator(".gf-post [data-gf-state=unavailable]");
      await expect(card.locator(".gf-error-title").innerText()).resolves.toContain(title);
      expect(await card.getAttribute("data-gf-block")).toBe("error");
      // The fallback text the forum cooked around the card's data, as the reader without JavaScript sees it.
      await expect(card.locator(".gf-source").innerText()).resolves.toContain("muralla");
      await expect(page.locator(".gf-post [data-gf-block=pool] .gf-card-title").count()).resolves.toBe(1);
      expect([...chunks].sort()).toEqual(["gf-genrefuzzion.js", "gf-tricube.js"]);
      await page.close();
    });

  it("offers each game's composer entries only in a category that plays it: GenreFuzzion's in its category, Tricube's (its challenge and sheet) in Tricube's", async () => {
    const entries: Record<string, string[]> = {};
    for (const [name, topic] of [["genrefuzzion", gfOnly], ["tricube", tricubeTopic]] as const) {
      const { page, errors } = await open(topic, "en");
      await page.click("#gf-reply");
      await page.locator("#gf-composer-text").waitFor();
      entries[name] = await page.locator("[data-gf-toolbar]").evaluateAll((els) => els.map((e) => e.getAttribute("data-gf-toolbar")!));
      expect(errors).toEqual([]);
      await page.close();
    }
    expect(entries).toEqual({
      genrefuzzion: ["gf-pool", "genrefuzzion.composer.insert_scene", "genrefuzzion.composer.insert_sheet"],
      tricube: ["genrefuzzion.composer.insert_tt_challenge", "genrefuzzion.composer.insert_tt_sheet"],
    });
  });
});
