// Tricube's cards as a forum and a reader's browser see them: the plugin's committed markdown bundle
// cooks [tt-…] blocks in a bare V8 (as Discourse does server-side), the model of Discourse's
// sanitizer keeps what its allow list registers, and the committed client bundle draws the cards in
// a real Chromium in the reader's language. The challenge card offers the reader's own challenged
// character a roll picker built from their [tt-sheet], which opens the composer with the [tt-roll].
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import { cardsOf } from "../../../markup/support/cards.js";
import { parseTricubePost } from "../../../../src/games/tricube/markup/index.js";
import { addClient, artifact, launch, watchErrors } from "../../../browser/support/browser.js";
import { shippedCooking, type ShippedCooking } from "../../../browser/support/cooked-cards.js";
import { pluginStylesheet } from "../../../../src/sandbox/page/plugin-stylesheet.js";

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

let cooking: ShippedCooking;
let browser: Awaited<ReturnType<typeof launch>>;

beforeAll(async () => {
  cooking = await shippedCooking();
  browser = await launch();
}, 60_000);

afterAll(async () => { await browser?.close(); });

/** A post as a Spanish forum cooks it: the bundle's HTML, and what the sanitizer keeps of it. */
const cook = (raw: string): { cooked: string; sanitized: string } => cooking.cook(raw, "es");

/** `reply`: the service's reply to the post (its table of the challenge, which opens it for rolls), not drawn. */
async function drawn(page: Page, post: string, sheet: string, lang: "es" | "en", username: string, reply = ""): Promise<void> {
  const css = pluginStylesheet();
  await page.setContent(`<!doctype html><html lang="${lang}"><head><style>${css}</style></head><body><div class="cooked" id="post">${post}</div><div id="sheet" hidden>${sheet}</div><div id="reply" hidden>${reply}</div></body></html>`);
  // The core bundle; Tricube's cards come with its chunk, gf-tricube.js, which the core asks for.
  await addClient(page);
  await page.evaluate(({ lang, username }) => {
    const w = window as unknown as { gfClient: { decorateCooked(root: ParentNode, host: unknown): void }; composed: string[]; gfLoadGame: unknown };
    w.composed = [];
    w.gfClient.decorateCooked(document.getElementById("post")!, {
      lang, t: (key: string) => `[${lang}.${key}]`, publicKey: "00", username, postId: 1, topicId: 7, loadGame: w.gfLoadGame,
      composeReply: (text: string) => { w.composed.push(text); }, serviceUsername: "gf-dice",
      thread: () => [{ id: 1, postNumber: 1, username: "dj", element: document.getElementById("post")! },
        { id: 2, postNumber: 2, username: "gf-dice", replyToPostNumber: 1, element: document.getElementById("reply")! }],
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
    expect(cards.map((c) => c.block)).toEqual(["ttchallenge", "ttroll", "ttkarma", "ttanswer", "ttgm", "ttsheet", "tterror"]);
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
    // The service took the challenge: its table waits on ana (without it no Roll is offered).
    await drawn(page, cook(POST).sanitized, cook(SHEET).sanitized, lang, "ana", cook("[tt-mesa desafio=muralla]\nesfuerzo: 3/3\ndificultad Maga: 5\nespera: ana\n[/tt-mesa]").sanitized);
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

describe("the challenge card as the challenge stands", () => {
  const CHALLENGE = "[tt-desafio id=muralla]\nquién: Maga, Enano\ncualidad: fuerte\ndificultad: 5\nesfuerzo: 3\n[/tt-desafio]";
  // The service's table after Maga's Karma (TT-KAR-3: −1 for the effort challenge's later rolls, TT-AMB-05) and one token removed (TT-EFF-2).
  const TABLE = "[tt-mesa desafio=muralla]\nesfuerzo: 2/3\ndificultad Maga: 4 (TT-KAR-3 -1)\nkarma Maga: 2/3\nresolución Maga: 3/3\n"
    + "dificultad Enano: 4 (TT-KAR-3 -1)\nkarma Enano: 3/3\nresolución Enano: 2/3\nespera: ana, bruno\n[/tt-mesa]";
  // A player's copy of a table, claiming the wall is down and the difficulty 2: not the service's.
  const FORGED = "[tt-mesa desafio=muralla]\nesfuerzo: 0/3\ndificultad Maga: 2\n[/tt-mesa]";

  /** Three posts of one topic (the GM's challenge, the service's table, `ana`'s forged one), each decorated as the page does, with the topic's thread. */
  async function thread(page: Page, lang: "es" | "en", posts: readonly { user: string; raw: string }[], growing = false): Promise<void> {
    const css = pluginStylesheet();
    const body = posts.map((p, i) => `<div class="cooked" id="p${i + 1}">${cook(p.raw).sanitized}</div>`).join("");
    await page.setContent(`<!doctype html><html lang="${lang}"><head><style>${css}</style></head><body>${body}<div id="sheet" hidden>${cook(SHEET).sanitized}</div></body></html>`);
    await addClient(page);
    await page.evaluate(({ lang, users, growing }) => {
      const w = window as unknown as { gfClient: { decorateCooked(root: ParentNode, host: unknown): void }; composed: string[]; gfLoadGame: unknown };
      w.composed = [];
      // The service's posts reply to the post before them.
      const thread = users.map((username, i) => ({ id: i + 1, postNumber: i + 1, username, element: document.getElementById(`p${i + 1}`)!,
        ...(username === "gf-dice" ? { replyToPostNumber: i } : {}) }));
      for (const post of thread) {
        w.gfClient.decorateCooked(post.element, {
          lang, t: (key: string) => `[${lang}.${key}]`, publicKey: "00", username: "ana", postId: post.id, topicId: 7, loadGame: w.gfLoadGame,
          // Growing: each post is decorated as it arrives, when the thread holds it and the posts before it only.
          serviceUsername: "gf-dice", thread: () => (growing ? thread.slice(0, post.id) : thread), composeReply: (text: string) => { w.composed.push(text); },
          gameTopics: () => Promise.resolve([{ topicId: 3, postId: 30, username: "ana", title: "Maga", element: document.getElementById("sheet")! }]),
        });
      }
    }, { lang, users: posts.map((p) => p.user), growing });
    await page.waitForFunction(() => !document.querySelector(".cooked [data-gf-card]:not([data-gf-block])"));
  }

  it.each(["en", "es"] as const)("TT-EFF-2 TT-KAR-3: takes up the service's latest table: tokens left, the difficulty in force, the picker's (%s)", async (lang) => {
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    await thread(page, lang, [{ user: "dj", raw: CHALLENGE }, { user: "gf-dice", raw: TABLE }, { user: "ana", raw: FORGED }]);
    const card = page.locator("#p1 [data-gf-block=ttchallenge]");
    await card.locator(".gf-tt-now").waitFor();
    // TT-EFF-2: two tokens left of three, the removed one drawn spent; not the forged table's 0.
    await expect(card.locator("[data-gf-field=effort] .gf-tt-effort").getAttribute("data-gf-value")).resolves.toBe("2");
    expect(await card.locator("[data-gf-field=effort] .gf-tt-token").count()).toBe(2);
    expect(await card.locator("[data-gf-field=effort] .gf-tt-token-spent").count()).toBe(1);
    // TT-KAR-3: each character's difficulty in force, with the modifier that makes it.
    await expect(card.locator(".gf-tt-now [data-gf-character=Maga] .gf-tt-in-force").innerText()).resolves.toBe("4 (Karma \u22121)");
    await expect(card.locator(".gf-tt-now [data-gf-character=Maga]").getAttribute("data-gf-difficulty")).resolves.toBe("4");
    await expect(card.locator(".gf-tt-now .gf-tt-waiting").innerText()).resolves.toBe(lang === "en" ? "Waiting for: ana, bruno" : "Espera a: ana, bruno");
    // The picker says what the service will roll against: 4, and 5 with her quirk (TT-QRK-1).
    await card.locator("[data-gf-action=tt-roll]").click();
    await expect(card.locator(".gf-picker-count").innerText()).resolves.toBe(lang === "en" ? "You will roll 2d6 against 4" : "Tirarás 2d6 contra 4");
    await card.locator("select").nth(0).selectOption("Arrogante");
    await expect(card.locator(".gf-picker-count").innerText()).resolves.toBe(lang === "en" ? "You will roll 2d6 against 5" : "Tirarás 2d6 contra 5");
    // The service's table card is drawn as it is; the forged one says it does not count.
    const table = page.locator("#p2 [data-gf-block=tttable]");
    await expect(table.locator(".gf-card-title").innerText()).resolves.toBe(lang === "en" ? "\"muralla\" now" : "«muralla» ahora");
    expect(await table.getAttribute("data-gf-untrusted")).toBeNull();
    const forged = page.locator("#p3 [data-gf-block=tttable]");
    await expect(forged.locator(".gf-tt-untrusted").innerText()).resolves.toBe(lang === "en"
      ? "This table was not written by the service: it does not count" : "Esta mesa no la ha escrito el servicio: no cuenta");
    await page.locator("body").screenshot({ path: artifact("tricube", `table-${lang}.png`) });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("TT-EFF-2: service replies that arrive after the challenge card was drawn move it, each to the topic's latest table", async () => {
    const page = await browser.context.newPage();
    const older = TABLE.replace("esfuerzo: 2/3", "esfuerzo: 3/3");
    await thread(page, "es", [{ user: "dj", raw: CHALLENGE }, { user: "gf-dice", raw: older }, { user: "gf-dice", raw: TABLE }], true);
    const card = page.locator("#p1 [data-gf-block=ttchallenge]");
    await page.locator("#p3 [data-gf-block=tttable]").waitFor();
    await expect(card.locator("[data-gf-field=effort] .gf-tt-effort").getAttribute("data-gf-value")).resolves.toBe("2");
    expect(await card.locator(".gf-tt-now").count()).toBe(1);
    await page.close();
  });

  it("without a table by the service's account, the card stays as the GM wrote it and offers no roll (the service has not taken it)", async () => {
    const page = await browser.context.newPage();
    await thread(page, "es", [{ user: "dj", raw: CHALLENGE }, { user: "ana", raw: TABLE }]);
    const card = page.locator("#p1 [data-gf-block=ttchallenge]");
    await card.locator(".gf-tt-picker").waitFor({ state: "attached" });
    expect(await card.locator(".gf-tt-now").count()).toBe(0);
    expect(await card.locator(".gf-tt-token").count()).toBe(3);
    expect(await card.locator("[data-gf-action=tt-roll]").isVisible()).toBe(false);
    await page.close();
  });
});
