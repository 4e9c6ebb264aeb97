// A sheet posted from the page's composer, which has no "Wiki post" box (Discourse's has none:
// PostsController#create_params permits no `wiki`), and which its author, trust level 1 on a fresh forum,
// may not make a wiki (PostGuardian#can_wiki?): the service, staff, makes it one and says nothing, and
// the sheet is in play. In a real Chromium on the sandbox forum against the real service. Where the
// service cannot (its account made no staff here), a sheet is answered with a reply saying it is not a
// wiki and who can make it one (⋯ → 🔧 → "Make Wiki", which Discourse offers staff and, on a fresh
// forum, not the author); the Moderator's toggle does, and the sheet plays with a word saying so. A
// Tricube and a Facetas sheet posted as plain posts through the API get that reply in their table's
// language (the Tricube category is configured English, the Facetas one is the forum's Spanish); a
// sheet that stops being a wiki (a retirement, GF-RET-1) is not told anything.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import { harness, type Harness } from "../service/harness.js";
import { until } from "../support/until.js";
import { serviceStaff } from "../support/service-account.js";
import { artifact, buildPageScript, launch, openAs, switchUser, testPage } from "./support/browser.js";

jest.setTimeout(120_000);
let h: Harness;
let browser: Awaited<ReturnType<typeof launch>>;
let page: Page;
let errors: string[];

const ILSA = "[gf-ficha]\nnombre: Ilsa\njugadora: @ana\nconcepto: Piloto sin licencia\ncliché: Piloto temeraria d8\ncliché: Mecánica d8\n"
  + "cliché: Cínica d6\ncliché: Ágil d6\ncliché: Miope d4\ncliché: Impaciente d4\nrelación Bruno: Le debe dinero d6\n"
  + "objetivo 10 abierto: Volar otra vez\nobjetivo 8 abierto: Pagar la deuda\nobjetivo 6 abierto: Dormir una noche entera\npv: 0\npk: 0\n[/gf-ficha]";
const ENANO = "[tt-sheet]\nname: Enano\nplayer: bruno\narchetype: strong dwarf\nperk: Fury\nquirk: Grumpy\nresolve: 2/3\n[/tt-sheet]";
const MARK = "[fa-ficha funcion=protagonista]\npersonaje: Mark\njugador: carla\nfaceta Sin pegar ojo: 4\nfaceta Marlene, mi exmujer: 2\n"
  + "faceta Un cadáver en el maletero: 5\nrasgo: Demonio al volante\nph: 3\ninspiraciones: 2 3\n[/fa-ficha]";

beforeAll(async () => {
  // A category per game, as `gf serve --sandbox` makes them (ids 1–3, "General" 4).
  h = await harness({ sandbox: { pageScript: await buildPageScript(), players: ["ana", "bruno", "carla", "dani"],
    gameCategories: [{ game: "genrefuzzion", name: "GenreFuzzion" }, { game: "tricube", name: "Tricube Tales" }, { game: "facetas", name: "Facetas" }] },
  config: { game: { moderator: "dani" }, sheetMakeWiki: true, sheetWikiGraceMs: 0, categories: [1, 2, 3], categoryGame: { "2": "tricube", "3": "facetas" },
    categoryLang: { "2": "en" } } });
  expect(h.sandbox.games.map((g) => [g.game, g.category.id])).toEqual([["genrefuzzion", 1], ["tricube", 2], ["facetas", 3]]);
  h.sandbox.siteSettings["gf_categories"] = "1|2|3";
  h.sandbox.siteSettings["gf_category_games"] = "1:genrefuzzion|2:tricube|3:facetas";
  ({ browser, page, errors } = await testPage());
  await openAs(page, h.sandbox.url, "ana", "es");
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

const registered = async (postId: number) => (await h.service.store.loadSheets()).some((r) => r.postId === postId);

async function plainPost(username: string, raw: string, category: number, title = `Ficha de personaje de ${username}`): Promise<{ id: number; topic_id: number }> {
  const r = await fetch(`${h.sandbox.url}/posts.json`, { method: "POST", headers: { "Api-Key": h.sandbox.apiKey, "Api-Username": username, "Content-Type": "application/json" },
    body: JSON.stringify({ title, raw, category }) });
  return (await r.json()) as { id: number; topic_id: number };
}

/**
 * As the page's staff user, the post menu's ⋯ → 🔧 → the toggle (labelled `label`) on sheet `postId`;
 * once the sheet is registered, the service's second reply in its topic (the word that it is in play), shown.
 */
async function makeWikiFromMenu(postId: number, topic: number, label: string): Promise<{ id: number; raw: string }> {
  await page.locator(`[data-gf-show-more="${postId}"]`).click();
  await page.locator(`[data-gf-post-admin="${postId}"]`).click();
  const toggle = page.locator(`[data-gf-wiki="${postId}"]`);
  await expect(toggle.innerText()).resolves.toBe(label);
  await toggle.click();
  await until(`sheet ${postId} to be registered once a wiki`, () => registered(postId));
  const inPlay = await until("the word that it is in play", () => h.replies(topic)[1]);
  await page.locator(`.gf-post[data-post-id="${inPlay.id}"]`).waitFor();
  return inPlay;
}

describe("a sheet posted from the composer, with no wiki step", () => {
  it("GenreFuzzion (es): the composer has no wiki box; the service makes the sheet a wiki without a word, and it is in play; its author has no wiki toggle", async () => {
    await page.goto(`${h.sandbox.url}/`);
    await page.click("#gf-new-topic");
    await page.fill("#gf-composer-title", "Ficha de personaje: Ilsa");
    await page.fill("#gf-composer-text", ILSA);
    expect(await page.locator("#gf-composer-wiki").count()).toBe(0);
    await page.click("#gf-composer-post");
    await page.waitForURL(/\/t\/\d+/);
    const topic = Number(/\/t\/(\d+)/.exec(page.url())![1]);
    const sheet = h.sandbox.forum.topicPosts(topic)[0]!;
    await until("the sheet to be registered", () => registered(sheet.id));
    await h.settle();
    expect(h.sandbox.forum.posts.get(sheet.id)!.wiki).toBe(true);
    expect(h.replies(topic)).toEqual([]);
    // The page shows it as Discourse does: the wiki badge, once the post is read again.
    await page.reload();
    await page.locator(`.gf-post[data-post-id="${sheet.id}"] .gf-post-badge`).waitFor();
    await page.screenshot({ path: artifact("sheets", "made-wiki-es.png"), fullPage: true });
    // ana, trust level 1 on a fresh forum, may not make even her own post a wiki (PostGuardian#can_wiki?):
    // her post's menu has Reply and Quote, nothing behind ⋯.
    await page.locator(`.gf-post[data-post-id="${sheet.id}"] [data-gf-reply-to="1"]`).waitFor();
    expect(await page.locator(`[data-gf-show-more="${sheet.id}"], [data-gf-post-admin="${sheet.id}"], [data-gf-wiki="${sheet.id}"]`).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("GenreFuzzion (es), where the service cannot make it a wiki: a reply saying so and how; staff find the toggle where Discourse keeps it (⋯ → 🔧), and the sheet enters play with a word saying so", async () => {
    serviceStaff(h.sandbox, false);
    try {
      // carla's: ana's first sheet, Ilsa, is in play, and a player runs one character at a time.
      const created = await plainPost("carla", ILSA.replace(/Ilsa/g, "Olga").replace("@ana", "@carla"), 1, "Ficha de Olga, de carla");
      const topic = created.topic_id;
      const reply = await until("the reply to the sheet", () => h.replies(topic)[0]);
      expect(reply.raw).toMatch(/^@carla: la ficha de «Olga» no es un mensaje wiki, así que nadie puede jugarla todavía/);
      expect(reply.raw).toContain("no ha podido convertirla él mismo");
      expect(reply.raw).toContain("(⋯ → 🔧 → «Transformar en formato wiki»)");
      expect(reply.replyTo).toBe(1);
      const sheet = h.sandbox.forum.topicPosts(topic)[0]!;
      expect(await registered(sheet.id)).toBe(false);
      await page.goto(`${h.sandbox.url}/t/${topic}`);
      await page.locator(`.gf-post[data-post-id="${reply.id}"]`).waitFor();
      await page.screenshot({ path: artifact("sheets", "not-wiki-es.png"), fullPage: true });
      // The Moderator, staff here: ⋯ shows the 🔧 button, whose menu has the toggle.
      await switchUser(page, "moderadora");
      const inPlay = await makeWikiFromMenu(sheet.id, topic, "Transformar en formato wiki");
      expect(inPlay.raw).toMatch(/^@carla: la ficha de «Olga» ya está en juego/);
      await h.settle();
      expect(h.replies(topic)).toHaveLength(2);
      await switchUser(page, "ana");
      expect(errors).toEqual([]);
    } finally { serviceStaff(h.sandbox, true); }
  });

  it("Tricube (en) and Facetas (es), where the service cannot make it a wiki: a sheet posted as a plain post is answered in its table's language; a sheet made no wiki later is not", async () => {
    serviceStaff(h.sandbox, false);
    const enano = await plainPost("bruno", ENANO, 2);
    const mark = await plainPost("carla", MARK, 3);
    await h.settle();
    const NOT_WIKI = /^@bruno: "Enano"'s sheet is not a wiki post, so no one can play it yet: .* Staff make it one from the post's menu \(⋯ → 🔧 → "Make Wiki"\)/;
    expect(h.replies(enano.topic_id).map((r) => r.raw)).toEqual([expect.stringMatching(NOT_WIKI)]);
    expect(h.replies(mark.topic_id).map((r) => r.raw)).toEqual([expect.stringMatching(/^@carla: la ficha de «Mark» no es un mensaje wiki/)]);
    // Made a wiki by the Moderator from the page in English, where Discourse keeps it: the word that it is in play, in English.
    await page.evaluate(() => localStorage.setItem("gf-sandbox-lang", "en"));
    await switchUser(page, "moderadora");
    await page.goto(`${h.sandbox.url}/t/${enano.topic_id}`);
    const inPlay = await makeWikiFromMenu(enano.id, enano.topic_id, "Make Wiki");
    expect(inPlay.raw).toMatch(/^@bruno: "Enano"'s sheet is in play now/);
    // Taken off (a retirement): the sheet stops playing, and nobody is told it is no wiki.
    const wiki = (id: number, on: boolean) => fetch(`${h.sandbox.url}/posts/${id}/wiki`, { method: "PUT",
      headers: { "Api-Key": h.sandbox.apiKey, "Api-Username": "moderadora", "Content-Type": "application/json" }, body: JSON.stringify({ wiki: on }) });
    await wiki(enano.id, false);
    await h.settle();
    expect(h.replies(enano.topic_id)).toHaveLength(2);
    await page.evaluate(() => localStorage.setItem("gf-sandbox-lang", "es"));
    await switchUser(page, "ana");
    serviceStaff(h.sandbox, true);
    expect(errors).toEqual([]);
  });
});
