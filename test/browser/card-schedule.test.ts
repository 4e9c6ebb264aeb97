// When cards are drawn (src/plugin-client/card-schedule.ts), in Chromium, on a page that renders a
// topic's posts as Discourse's post stream does: each post's cooked HTML parsed into a div of a
// detached document, decorated there, then adopted into the page (components/decorated-html.gjs at
// discourse/discourse@0047acc5). A frame's first cards are drawn at once; the others when they near
// the viewport or the page is idle; idle time asks for no script while a seen card waits for one; and a
// card asks for its game's script only once it is in the viewport (or in idle time).
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import MarkdownIt from "markdown-it";
import type { Page } from "playwright-core";
import { MARKUP_GAMES } from "../../src/games/games.js";
import { gameMarkup } from "../../src/markup/index.js";
import { CARDS_AT_ONCE } from "../../src/plugin-client/card-schedule.js";
import { addClient, launch, watchErrors } from "./support/browser.js";
import { pluginStylesheet } from "../../src/sandbox/page/plugin-stylesheet.js";

jest.setTimeout(90_000);

const md = new MarkdownIt({ html: true, breaks: true }).use(gameMarkup, { games: MARKUP_GAMES, lang: "es" });
const pool = (i: number) => md.render(`[gf-pool personaje=Ana${i}]\ncliché: Rápida d8\nrelación: Bea d6\nventaja: En alto d6\n[/gf-pool]`);
const turn = (i: number) => md.render(`[pj-turno]\nlugar: la posada ${i}\nevento: llega un forastero\n[/pj-turno]`);

let browser: Awaited<ReturnType<typeof launch>>;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

type Window = { gfClient: { decorateCooked(root: ParentNode, host: unknown): void }; gfLoadGame: unknown };

/**
 * A page with the plugin's stylesheet and client; `idle: false` gives it a requestIdleCallback that
 * never calls back, so only the viewport draws a waiting card. The scripts it asked for, in order.
 */
async function page(idle = true): Promise<{ tab: Page; asked: string[]; errors: string[] }> {
  const tab = await browser.context.newPage();
  const errors = watchErrors(tab);
  const css = pluginStylesheet();
  await tab.setContent(`<!doctype html><html lang="es"><head><style>${css}</style></head><body><div id="topic"></div></body></html>`);
  if (!idle) await tab.evaluate(() => { (window as unknown as { requestIdleCallback: () => number }).requestIdleCallback = () => 0; });
  const asked = await addClient(tab);
  return { tab, asked, errors };
}

/** Renders the posts as the post stream does; the number of cards drawn when the render's task ends. */
function render(tab: Page, posts: readonly string[]): Promise<number> {
  return tab.evaluate((posts) => {
    const w = window as unknown as Window;
    const detached = document.implementation.createHTMLDocument("detached");
    const topic = document.getElementById("topic")!;
    for (const [i, html] of posts.entries()) {
      const cooked = detached.createElement("div");
      cooked.className = "cooked";
      cooked.id = `p${i}`;
      cooked.innerHTML = html;
      w.gfClient.decorateCooked(cooked, { lang: "es", t: (k: string) => k, publicKey: "00", loadGame: w.gfLoadGame });
      topic.appendChild(document.adoptNode(cooked));
    }
    return topic.querySelectorAll("[data-gf-block]").length;
  }, posts);
}

const drawn = (tab: Page, post: number) => tab.evaluate((id) => document.querySelector(`#${id} [data-gf-card]`)!.hasAttribute("data-gf-block"), `p${post}`);
const frames = (tab: Page, n: number) => tab.evaluate(async (n) => { for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(r)); }, n);
/** A page that has shown a card before: its game's chunk is on the page (one card drawn, off the topic). */
async function warm(tab: Page): Promise<void> {
  await tab.evaluate(async (html) => {
    const w = window as unknown as Window;
    const before = document.createElement("div");
    before.innerHTML = html;
    document.body.appendChild(before);
    w.gfClient.decorateCooked(before, { lang: "es", t: (k: string) => k, publicKey: "00", loadGame: w.gfLoadGame });
    while (!before.querySelector("[data-gf-block]")) await new Promise((r) => setTimeout(r, 10));
    before.remove();
    // A frame: the next render is a frame of its own.
    await new Promise((r) => requestAnimationFrame(r));
  }, pool(0));
}

describe("when the cards of a topic's render are drawn", () => {
  it("draws a post of a few cards at once, within the decoration: it never shows its cooked lines", async () => {
    const { tab, errors } = await page();
    await warm(tab);
    expect(await render(tab, [pool(1) + pool(2) + pool(3)])).toBe(3);
    expect(errors).toEqual([]);
    await tab.close();
  });

  it(`draws a render's first ${CARDS_AT_ONCE} cards at once, the rest in idle time, every one without scrolling`, async () => {
    const { tab, errors } = await page();
    await warm(tab);
    const posts = Array.from({ length: 60 }, (_, i) => pool(i));
    // Counted when the render's task ends: the others wait.
    expect(await render(tab, posts)).toBe(CARDS_AT_ONCE);
    await tab.waitForFunction(() => !document.querySelector("#topic [data-gf-card]:not([data-gf-block])"));
    expect(await tab.locator("#p59 [data-gf-block=pool] .gf-entry").count()).toBe(3);
    expect(errors).toEqual([]);
    await tab.close();
  });

  it("reads a card drawn again from what it was read from: a post rendered anew is not parsed again; in another language, or other lines, it is", async () => {
    const { tab, errors } = await page();
    await warm(tab);
    const drawnAs = await tab.evaluate(async (posts) => {
      const w = window as unknown as Window & { GfGames: Record<string, { chunk: { cards: { read(...a: unknown[]): unknown } } }> };
      // The game's reader, counted: the core reads a cooked-as-lines card with it.
      const cards = w.GfGames["genrefuzzion"]!.chunk.cards;
      const read = cards.read.bind(cards);
      let reads = 0;
      cards.read = (...a: unknown[]) => { reads++; return read(...a); };
      const out: { reads: number; html: string }[] = [];
      for (const [html, lang] of posts) {
        const post = document.createElement("div");
        post.innerHTML = html;
        document.body.appendChild(post);
        const t = (k: string, params?: object) => `${k}${params ? JSON.stringify(params) : ""}`;
        w.gfClient.decorateCooked(post, { lang, t, publicKey: "00", loadGame: w.gfLoadGame });
        while (!post.querySelector("[data-gf-block]")) await new Promise((r) => requestAnimationFrame(r));
        out.push({ reads, html: post.querySelector("[data-gf-block]")!.innerHTML.replace(/gf-\w+-\d+-\w+/g, "id") });
      }
      return out;
    }, [[pool(1), "es"], [pool(1), "es"], [pool(1), "en"], [pool(2), "es"]] as const);
    expect(drawnAs.map((d) => d.reads)).toEqual([1, 1, 2, 3]);
    // Drawn again from what was read, the card is the same.
    expect(drawnAs[1]!.html).toBe(drawnAs[0]!.html);
    expect(drawnAs[3]!.html).toContain("Ana2");
    expect(errors).toEqual([]);
    await tab.close();
  });

  it("without idle time, draws a waiting card when it nears the viewport, and leaves the ones far from it", async () => {
    const { tab, errors } = await page(false);
    await warm(tab);
    await render(tab, Array.from({ length: 80 }, (_, i) => pool(i)));
    // The first screen is drawn (those at once and those the viewport reached); the end of the topic is not.
    await tab.waitForFunction((i) => document.querySelector(`#p${i} [data-gf-card]`)!.hasAttribute("data-gf-block"), CARDS_AT_ONCE);
    await frames(tab, 3);
    expect(await drawn(tab, 60)).toBe(false);
    await tab.evaluate(() => document.getElementById("p60")!.scrollIntoView());
    await tab.waitForFunction(() => document.querySelector("#p60 [data-gf-card]")!.hasAttribute("data-gf-block"));
    // Far above the new viewport and far below the first one: still waiting.
    expect(await drawn(tab, 40)).toBe(false);
    expect(errors).toEqual([]);
    await tab.close();
  });

  it("a cold page asks first for the script of the cards a reader sees; idle time asks for the others' after it, one at a time", async () => {
    const posts = [...Array.from({ length: 20 }, (_, i) => pool(i)), ...Array.from({ length: 60 }, (_, i) => turn(i + 1))];
    // Without idle time: the Pujas cards, far below, never ask for their game's script.
    const still = await page(false);
    await render(still.tab, posts);
    await still.tab.waitForFunction(() => document.querySelector("#p0 [data-gf-card]")!.hasAttribute("data-gf-block"));
    await frames(still.tab, 3);
    expect(await still.tab.evaluate(() => document.getElementById("p20")!.getBoundingClientRect().top > 1.5 * innerHeight)).toBe(true);
    expect(still.asked).toEqual(["javascripts/gf-genrefuzzion.js"]);
    expect(still.errors).toEqual([]);
    await still.tab.close();
    // With it: Pujas' script after GenreFuzzion's, and every card drawn.
    const { tab, asked, errors } = await page();
    await render(tab, posts);
    await tab.waitForFunction(() => !document.querySelector("#topic [data-gf-card]:not([data-gf-block])"));
    expect(asked).toEqual(["javascripts/gf-genrefuzzion.js", "javascripts/gf-pujas.js"]);
    expect(await tab.locator("#p79 [data-gf-block]").count()).toBe(1);
    expect(errors).toEqual([]);
    await tab.close();
  });

  /** A cold page whose games' chunks are fetched and run as they come, but handed to the plugin only when the test opens their gate. */
  async function gated(): Promise<Awaited<ReturnType<typeof page>>> {
    const opened = await page(false);
    await opened.tab.evaluate(() => {
      const w = window as unknown as Window & { gates: Record<string, () => void> };
      const load = w.gfLoadGame as (game: string) => Promise<unknown>;
      w.gates = {};
      w.gfLoadGame = (game: string) => load(game).then((chunk) => new Promise((resolve) => { w.gates[game] = () => resolve(chunk); }));
    });
    return opened;
  }
  /** Opens a gate and lets the promises that follow run, within one task (no timer runs in between); the cards' blocks then. */
  const open = (tab: Page, game: string) => tab.evaluate(async (game) => {
    (window as unknown as { gates: Record<string, () => void> }).gates[game]!();
    for (let i = 0; i < 50; i++) await Promise.resolve();
    return [...document.querySelectorAll("#topic [data-gf-card]")].map((el) => el.getAttribute("data-gf-block"));
  }, game);
  const fetched = (tab: Page, games: string[]) => tab.waitForFunction((games) => games.every((g) => (window as unknown as { gates: Record<string, unknown> }).gates[g]), games);

  it("draws the cards in view together, once the last of their games' scripts is in", async () => {
    const { tab, errors } = await gated();
    await render(tab, [pool(0), turn(1)]);
    await fetched(tab, ["genrefuzzion", "pujas"]);
    // GenreFuzzion's chunk in, Pujas' not yet: its card waits for the other card in view.
    expect(await open(tab, "genrefuzzion")).toEqual([null, null]);
    // Pujas' in: both drawn in the same task, so in the same frame.
    expect(await open(tab, "pujas")).toEqual(["pool", "pjturn"]);
    expect(errors).toEqual([]);
    await tab.close();
  });

  it("draws a card in view whose script is in a moment later when another card's never comes", async () => {
    const { tab, errors } = await gated();
    await render(tab, [pool(0), turn(1)]);
    await fetched(tab, ["genrefuzzion", "pujas"]);
    expect(await open(tab, "genrefuzzion")).toEqual([null, null]);
    await tab.waitForFunction(() => document.querySelector("#p0 [data-gf-card]")!.hasAttribute("data-gf-block"));
    expect(await drawn(tab, 1)).toBe(false);
    expect(errors).toEqual([]);
    await tab.close();
  });

  it("a cold page asks for no script for a card near the viewport but not in it, drawn at once or not, until it is in it", async () => {
    // A first screen of GenreFuzzion; a Pujas card half a screen below it, among the render's first cards.
    const { tab, asked, errors } = await page(false);
    await render(tab, [pool(0) + `<div style="height: 105vh"></div>`, turn(1)]);
    await tab.waitForFunction(() => document.querySelector("#p0 [data-gf-card]")!.hasAttribute("data-gf-block"));
    await frames(tab, 3);
    expect(await tab.evaluate(() => {
      const top = document.querySelector("#p1 [data-gf-card]")!.getBoundingClientRect().top;
      return top > innerHeight && top < 1.5 * innerHeight;
    })).toBe(true);
    expect(asked).toEqual(["javascripts/gf-genrefuzzion.js"]);
    expect(await drawn(tab, 1)).toBe(false);
    await tab.evaluate(() => document.getElementById("p1")!.scrollIntoView());
    await tab.waitForFunction(() => document.querySelector("#p1 [data-gf-card]")!.hasAttribute("data-gf-block"));
    expect(asked).toEqual(["javascripts/gf-genrefuzzion.js", "javascripts/gf-pujas.js"]);
    expect(errors).toEqual([]);
    await tab.close();
  });
});
