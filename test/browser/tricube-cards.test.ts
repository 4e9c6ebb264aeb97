// Tricube's cards as a forum and a reader's browser see them: the plugin's committed markdown bundle
// cooks [tt-…] blocks in a bare V8 (as Discourse does server-side), the model of Discourse's
// sanitizer keeps what its allow list registers, and the committed client bundle draws the cards in
// a real Chromium in the reader's language. The challenge card offers the reader's own challenged
// character a roll picker built from their [tt-sheet], which opens the composer with the [tt-roll].
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { readFileSync } from "node:fs";
import vm from "node:vm";
import type { Page } from "playwright-core";
import { makeDiscourseSanitizer } from "../../src/sandbox/discourse-sanitizer.js";
import { cardsOf } from "../markup/support/cards.js";
import { discourseEngine, type Feature } from "../markup/support/discourse-engine.js";
import { parseTricubePost } from "../../src/games/tricube/markup/index.js";
import { addClient, artifact, launch, watchErrors } from "./support/browser.js";

jest.setTimeout(90_000);

const POST = [
  "El DJ abre el desafío.",
  "[tt-desafio id=muralla]\nquién: Maga, Enano\ncualidad: fuerte\ndificultad: 5\nesfuerzo: 3\nmortal\n[/tt-desafio]",
  "[tt-roll challenge=muralla character=Enano]\nquirk: Gruñón\nperk: Furia salvaje\n[/tt-roll]",
  "[tt-karma challenge=muralla character=Maga]\nperk: Piromancia\n[/tt-karma]",
  "[tt-answer challenge=muralla character=Enano]\ncost: resolve\ncomplication: the wall falls on him\n[/tt-answer]",
  "[tt-dj]\ncerrar: muralla\nfin de escena\n[/tt-dj]",
  "[tt-ficha]\nnombre: Enano\narquetipo: fuerte sacerdote enano\nventaja: Furia salvaje\ndefecto: Gruñón\nresolución: 2/3\naflicción: Cojo (permanente)\n[/tt-ficha]",
  "[tt-challenge id=x]\nwho: Maga\ndifficulty: 9\n[/tt-challenge]",
].join("\n\n");
const SHEET = "[tt-ficha]\nnombre: Maga\narquetipo: astuta maga\nventaja: Piromancia\ndefecto: Arrogante\nkarma: 3/3\n[/tt-ficha]";

let setup: Feature["setup"];
let browser: Awaited<ReturnType<typeof launch>>;

beforeAll(async () => {
  const code = readFileSync("plugin/assets/javascripts/lib/discourse-markdown/genrefuzzion.js", "utf8");
  const mod = new vm.SourceTextModule(code, { context: vm.createContext({}), identifier: "genrefuzzion.js" });
  await mod.link((specifier: string) => { throw new Error(`the bundle imports ${specifier}`); });
  await mod.evaluate();
  setup = (mod.namespace as { setup: Feature["setup"] }).setup;
  browser = await launch();
}, 60_000);

afterAll(async () => { await browser?.close(); });

function cook(raw: string): { cooked: string; sanitized: string } {
  const engine = discourseEngine([{ id: "genrefuzzion", setup }], { gf_enabled: true, gf_default_locale: "es" });
  const allowList = engine.allowListed.flatMap(([, info]) => info as string[]);
  const cooked = engine.cook(raw);
  return { cooked, sanitized: makeDiscourseSanitizer(allowList)(cooked) };
}

async function drawn(page: Page, post: string, sheet: string, lang: "es" | "en", username: string): Promise<void> {
  const css = readFileSync("plugin/assets/stylesheets/common/genrefuzzion.scss", "utf8");
  await page.setContent(`<!doctype html><html lang="${lang}"><head><style>${css}</style></head><body><div class="cooked" id="post">${post}</div><div id="sheet" hidden>${sheet}</div></body></html>`);
  // The core bundle; Tricube's cards come with its chunk, gf-tricube.js, which the core asks for.
  await addClient(page);
  await page.evaluate(({ lang, username }) => {
    const w = window as unknown as { gfClient: { decorateCooked(root: ParentNode, host: unknown): void }; composed: string[]; gfLoadGame: unknown };
    w.composed = [];
    w.gfClient.decorateCooked(document.getElementById("post")!, {
      lang, t: (key: string) => `[${lang}.${key}]`, publicKey: "00", username, postId: 1, topicId: 7, loadGame: w.gfLoadGame,
      composeReply: (text: string) => { w.composed.push(text); },
      gameTopics: () => Promise.resolve([{ topicId: 3, postId: 30, username: "ana", title: "Maga", element: document.getElementById("sheet")! }]),
    });
  }, { lang, username });
  // Every card drawn, once the chunk has come.
  await page.waitForFunction(() => !document.querySelector("#post [data-gf-card]:not([data-gf-block])"));
}

describe("Tricube cards through Discourse and the client", () => {
  it("keeps every Tricube card's block and data through the sanitizer", () => {
    const { cooked, sanitized } = cook(POST);
    const cards = cardsOf(cooked);
    expect(cards.map((c) => c.block)).toEqual(["ttchallenge", "ttroll", "ttkarma", "ttanswer", "ttgm", "ttsheet", "error"]);
    expect(cardsOf(sanitized).map((c) => [c.block, c.data])).toEqual(cards.map((c) => [c.block, c.data]));
    // The card carries the node the game's own parser reads (what the service plays).
    expect(cards[0]!.data).toEqual(parseTricubePost(POST)[0]!.node);
  });

  it.each(["en", "es"] as const)("draws each card in the reader's language (%s), the error card with the source", async (lang) => {
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    await drawn(page, cook(POST).sanitized, cook(SHEET).sanitized, lang, "bruno");
    const cards = page.locator("#post [data-gf-block]");
    expect(await cards.count()).toBe(7);
    const titles = await cards.locator(".gf-card-title, .gf-error-title").allTextContents();
    expect(titles.slice(0, 6)).toEqual(lang === "en"
      ? ["Challenge \"muralla\"", "Enano's roll in \"muralla\"", "Maga's Karma in \"muralla\"", "Answer for Enano", "The GM", "Enano"]
      : ["Desafío «muralla»", "Tirada de Enano en «muralla»", "Karma de Maga en «muralla»", "Respuesta para Enano", "El DJ", "Enano"]);
    await expect(cards.nth(0).locator(".gf-tt-token").count()).resolves.toBe(3);
    await expect(cards.nth(0).locator(".gf-tt-warning").innerText()).resolves.toBe(lang === "en" ? "This can kill" : "Puede ser mortal");
    await expect(cards.nth(5).locator("[data-gf-kind=affliction]").innerText()).resolves.toBe(lang === "en" ? "Cojo (permanent)" : "Cojo (permanente)");
    await expect(cards.nth(6).locator("pre").innerText()).resolves.toContain("difficulty: 9");
    // Bruno plays no challenged character with a sheet in the game's topics: no picker for him.
    expect(await cards.nth(0).locator("[data-gf-action=tt-roll]").count()).toBe(0);
    for (let i = 0; i < 7; i++) await cards.nth(i).screenshot({ path: artifact("tricube", `${i}-${lang}.png`) });
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each(["en", "es"] as const)("TT-DICE-1 TT-QRK-1: the reader's challenged character gets a roll picker that writes the [tt-roll] (%s)", async (lang) => {
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    await drawn(page, cook(POST).sanitized, cook(SHEET).sanitized, lang, "ana");
    const card = page.locator("#post [data-gf-block=ttchallenge]");
    const button = card.locator("[data-gf-action=tt-roll]");
    await button.waitFor();
    await button.click();
    // A cunning mage in a strong challenge: 2 dice; her quirk raises the difficulty to 6.
    await expect(card.locator(".gf-picker-count").innerText()).resolves.toBe(lang === "en" ? "You will roll 2d6 against 5" : "Tirarás 2d6 contra 5");
    const selects = card.locator("select");
    await selects.nth(0).selectOption("Arrogante");
    await selects.nth(1).selectOption("Piromancia");
    await expect(card.locator(".gf-picker-count").innerText()).resolves.toBe(lang === "en" ? "You will roll 2d6 against 6" : "Tirarás 2d6 contra 6");
    await card.locator("button[type=submit]").click();
    const composed = await page.evaluate(() => (window as unknown as { composed: string[] }).composed);
    expect(composed).toEqual([lang === "en"
      ? "[tt-roll challenge=muralla character=Maga]\nquality: no\nquirk: Arrogante\nperk: Piromancia\n[/tt-roll]"
      : "[tt-tirada desafio=muralla personaje=Maga]\ncualidad: no\ndefecto: Arrogante\nventaja: Piromancia\n[/tt-tirada]"]);
    // What it wrote is a roll declaration the game reads without errors.
    expect(parseTricubePost(composed[0]!)[0]!.errors).toEqual([]);
    expect(await card.locator("form").isHidden()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
