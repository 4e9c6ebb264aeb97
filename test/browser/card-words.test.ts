// The cards' words come with the first card, never before and never after it is drawn: Discourse's locale
// bundle gives every page only what a page with no card shows (plugin/config/locales/client.<lang>.yml), so
// a post with a card asks for its table's language's gf-locale-<lang>.js (the initializer's loadLocale) and
// the card is drawn once the words are there. A page with no card never downloads them, and no page shows a
// word's key ("[es.genrefuzzion.card.pool]") in its place, in either language (Chromium, the sandbox forum).
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Route } from "playwright-core";
import { startSandbox, type Sandbox } from "../../src/sandbox/sandbox.js";
import { buildPageScript, launch, openAs, watchErrors } from "./support/browser.js";

jest.setTimeout(120_000);
let sandbox: Sandbox;
let browser: Awaited<ReturnType<typeof launch>>;
let cards = 0;
let plain = 0;

beforeAll(async () => {
  sandbox = await startSandbox({ pageScript: await buildPageScript() });
  const carla = sandbox.forum.userByName("carla")!;
  cards = sandbox.forum.createTopic(carla, "Tiradas de la mesa", "[gf-pool]\nd8 d6 d4\n[/gf-pool]\n\nY una escena:\n\n[gf-pool]\nd7\n[/gf-pool]", sandbox.category.id).topicId;
  plain = sandbox.forum.createTopic(carla, "Presentaciones de la mesa", "Hola a todos, soy Carla y juego los martes.", sandbox.category.id).topicId;
  browser = await launch();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
});

/** Every key-like text a page ever showed, from its first script on: a MutationObserver over the whole document. */
const WATCH_KEYS = `(() => {
  window.__gfKeysSeen = [];
  const look = (text) => { if (/\\[(es|en)\\.genrefuzzion\\./.test(text ?? "")) window.__gfKeysSeen.push(text); };
  new MutationObserver((records) => { for (const r of records) {
    if (r.type === "characterData") look(r.target.data);
    for (const n of r.addedNodes ?? []) look(n.textContent);
  } }).observe(document, { subtree: true, childList: true, characterData: true });
})();`;

describe.each(["es", "en"] as const)("the cards' words for a reader in %s", (lang) => {
  it("are not downloaded by a page with no card", async () => {
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    const asked: string[] = [];
    page.on("request", (r) => { if (/gf-locale-/.test(r.url())) asked.push(r.url()); });
    try {
      await openAs(page, sandbox.url, "ana", lang);
      await page.goto(`${sandbox.url}/t/${plain}`);
      await page.locator("#gf-posts .cooked", { hasText: "soy Carla" }).waitFor();
      await page.goto(`${sandbox.url}/`);
      await page.locator(".topic-list-item").first().waitFor();
      expect(asked).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("come with the first card, which waits for them: no card is drawn before, none shows a key", async () => {
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    await page.addInitScript(WATCH_KEYS);
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    const asked: string[] = [];
    await page.route(/\/gf-locale-\w+\.js/, async (route: Route) => { asked.push(route.request().url()); await held; await route.continue(); });
    try {
      await openAs(page, sandbox.url, "ana", lang);
      const request = page.waitForRequest(/\/gf-locale-\w+\.js/);
      await page.goto(`${sandbox.url}/t/${cards}`);
      await request;
      // The words are on their way: the cooked cards are there, none drawn.
      await page.locator("#gf-posts div[data-gf-card]").first().waitFor({ state: "attached" });
      expect(await page.locator("#gf-posts [data-gf-block]").count()).toBe(0);
      release();
      await page.waitForFunction((l) => {
        const drawn = [...document.querySelectorAll("#gf-posts [data-gf-block]")];
        return drawn.length === 2 && drawn.every((c) => c.getAttribute("lang") === l);
      }, lang);
      expect(await page.locator("#gf-posts [data-gf-block]").first().innerText()).toMatch(lang === "es" ? /Pozo|Tirada/ : /Pool|Roll/);
      // The reader's language only (the table names none), asked once.
      expect(asked.map((u) => /gf-locale-(\w+)\.js/.exec(u)![1])).toEqual([lang]);
      expect(await page.evaluate(() => (window as unknown as { __gfKeysSeen: string[] }).__gfKeysSeen)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      release();
      await page.close();
    }
  });
});
