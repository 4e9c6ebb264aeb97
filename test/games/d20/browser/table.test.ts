// The fifth game in a real Chromium on the sandbox forum's page, against the real service: a d20 check
// at a Spanish table read by an English reader and at an English table read by a Spanish one, its GM
// writing in the other language. The cards (drawn by the game's chunk, which the core loads from the
// registry's line alone) speak the table's language (the platform's gf_category_languages); each roll is the platform's roll card with its verification badge; the Roll button shows only to a player the check waits for, posts a roll from the
// composer, and retires itself: an earlier table of the service's offers nothing, nor a finished check.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import { harness, type Harness } from "../../../service/harness.js";
import { buildPageScript, launch, openAs, serveAs, testPage } from "../../../browser/support/browser.js";
import { postComposer } from "../../../browser/support/composer-post.js";
import { wikiSheet } from "../../../service/flows/support.js";

jest.setTimeout(120_000);
const SITE = "http://forum.gf.test";

const TABLES = [
  { lang: "es", reader: "en", check: "[d20-check]\nwho: Ana, Bea\ndc: 12\n[/d20-check]", checkTitle: "Prueba d20 · dificultad 12", roll: "[d20-tirada]\n[/d20-tirada]",
    title: "Mesa d20 · dificultad 12", button: "Tirar el d20", waiting: "Bea (bruno): esperando su tirada", over: "Prueba terminada",
    foreign: ["d20 table", "difficulty", "Roll the d20", "waiting for", "success", "failure", "Check over", "Rolling"] },
  { lang: "en", reader: "es", check: "[d20-prueba]\nquién: Ana, Bea\ndificultad: 12\n[/d20-prueba]", checkTitle: "d20 check · difficulty 12", roll: "[d20-roll]\n[/d20-roll]",
    title: "d20 table · difficulty 12", button: "Roll the d20", waiting: "Bea (bruno): waiting for their roll", over: "Check over",
    foreign: ["Mesa d20", "dificultad", "Tirar el d20", "esperando", "éxito", "fallo", "Prueba terminada", "Tiran"] },
] as const;

describe.each(TABLES)("a d20 check at a table in $lang, read in $reader", (t) => {
  let h: Harness;
  let browser: Awaited<ReturnType<typeof launch>>;
  let page: Page;
  let errors: string[];
  let topic = 0;

  beforeAll(async () => {
    h = await harness({ seed: `d20-browser-${t.lang}`, sandbox: { pageScript: await buildPageScript(), players: ["ana", "bruno", "dj"] },
      config: { categoryGame: { "1": "d20" }, categoryLang: { "1": t.lang }, game: { moderator: "dj" } } });
    h.sandbox.siteSettings["gf_public_key"] = ((await (await fetch(`${h.service.url}/.well-known/gf-dice.json`)).json()) as { publicKey: string }).publicKey;
    h.sandbox.siteSettings["gf_categories"] = String(h.sandbox.category.id);
    await wikiSheet(h, "ana", "[d20-sheet]\nname: Ana\nplayer: ana\nbonus: 3\n[/d20-sheet]");
    await wikiSheet(h, "bruno", "[d20-ficha]\nnombre: Bea\njugador: bruno\nbono: -1\n[/d20-ficha]");
    topic = (await h.post("dj", t.check)).topic_id;
    await h.settle();
    ({ browser, page, errors } = await testPage());
    await serveAs(browser.context, SITE, h.sandbox.url);
    await openAs(page, SITE, "ana", t.reader);
  }, 60_000);
  afterAll(async () => { await browser?.close(); await h?.close(); });

  const tables = () => page.locator("[data-gf-block=d20table]");
  /** The topic as `user` sees it, once every table card is decorated. */
  async function view(user: string): Promise<void> {
    await page.selectOption("#gf-user", user);
    await page.goto(`${SITE}/t/${topic}`);
    await tables().last().waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll("[data-gf-block=d20table]")].every((e) => e.hasAttribute("data-gf-decorated")));
  }
  const buttons = () => page.locator("[data-gf-block=d20table] button.gf-d20-roll");
  /** Every card of the topic: the game's, the platform's roll cards and badges. */
  const cardsText = () => page.locator(".gf-post [data-gf-block]").allInnerTexts();

  it("DC-TURN-1: the table card, in the table's language, offers the Roll button to each player it waits for and to nobody else", async () => {
    await view("ana");
    await expect(tables().last().innerText()).resolves.toContain(t.title);
    // The GM wrote the check in the other language: its card speaks the table's.
    await expect(page.locator("[data-gf-block=d20check]").first().innerText()).resolves.toContain(t.checkTitle);
    await expect(tables().last().innerText()).resolves.toContain(t.waiting);
    await expect(buttons().allInnerTexts()).resolves.toEqual([t.button]);
    await view("dj");
    await expect(buttons().count()).resolves.toBe(0);
    expect((await cardsText()).flatMap((text) => t.foreign.filter((w) => text.includes(w)))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("DC-ROLL-1: the button writes the roll in the table's language; the earlier table's button retires, and the player who rolled is offered nothing", async () => {
    await view("ana");
    await buttons().last().click();
    expect((await page.inputValue("#gf-composer-text")).trim()).toBe(t.roll);
    await postComposer(page, h, topic);
    await view("ana");
    await expect(tables().count()).resolves.toBe(2);
    await expect(tables().first().getAttribute("data-gf-retired")).resolves.toBe("");
    await expect(buttons().count()).resolves.toBe(0);
    // The roll is the platform's roll card: one d20 as its shape, and the badge that checks its proof in the reader's browser.
    const roll = page.locator(".gf-post [data-gf-block=roll]").last();
    await page.waitForFunction(() => [...document.querySelectorAll(".gf-post [data-gf-block=roll]")].some((c) => c.querySelector(".gf-verify") && !["checking", null].includes(c.getAttribute("data-gf-verified"))));
    await expect(roll.getAttribute("data-gf-verified")).resolves.toMatch(/^(verified|signed)$/);
    await expect(roll.locator(".gf-die[data-gf-size='20']").count()).resolves.toBe(1);
    await view("bruno");
    // Only the newest table offers bruno his roll.
    await expect(buttons().count()).resolves.toBe(1);
    await expect(tables().last().locator("button.gf-d20-roll").count()).resolves.toBe(1);
    expect(errors).toEqual([]);
  });

  it("DC-END-1: the last roll closes the check: its table says so and offers nobody anything", async () => {
    await view("bruno");
    await buttons().last().click();
    await postComposer(page, h, topic);
    await view("bruno");
    await expect(tables().last().innerText()).resolves.toContain(t.over);
    await expect(buttons().count()).resolves.toBe(0);
    await view("ana");
    await expect(buttons().count()).resolves.toBe(0);
    expect((await cardsText()).flatMap((text) => t.foreign.filter((w) => text.includes(w)))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
