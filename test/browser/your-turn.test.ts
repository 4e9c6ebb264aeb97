// Whose turn it is, on a forum without discourse-assign: the service keeps whom each table waits for
// (GenreFuzzion's scene turn, every flow's TopicFlow.waitingFor) and publishes it (GET /gf-turns.json,
// with CORS); the plugin's topic-list-item-class value transformer marks the reader's rows, and the
// stylesheet draws "Te toca" / "Your turn" after their titles. In a real Chromium, at a desktop's width
// and a phone's (390×844), for a GenreFuzzion scene, a Pujas table, a Facetas conflict and a Tricube
// challenge, as the players on turn and as the others; the badge follows the turn as it passes.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import { BRUNO, LIA, PRESENT, SCENE, sheetPost } from "../games/genrefuzzion/service/support.js";
import { harness, type Harness } from "../service/harness.js";
import { artifact, buildPageScript, launch, openAs, watchErrors } from "./support/browser.js";

jest.setTimeout(180_000);
let h: Harness;
let browser: Awaited<ReturnType<typeof launch>>;
const topics = { gf: 0, pujas: 0, facetas: 0, tricube: 0 };

const FACETAS_SHEETS: readonly [string, string][] = [
  ["ana", "[fa-ficha funcion=protagonista]\npersonaje: Mark\njugador: ana\nfaceta Sin pegar ojo: 4\nfaceta Marlene, mi exmujer: 2\nfaceta Un cadáver en el maletero: 5\nrasgo: Demonio al volante\nph: 3\ninspiraciones: 2 3\n[/fa-ficha]"],
  ["carla", "[fa-ficha funcion=protagonista]\npersonaje: Lola\njugadora: carla\nfaceta Fisgona: 3\nph: 2\ninspiraciones: 4 2 2\n[/fa-ficha]"],
  ["dario", "[fa-ficha funcion=protagonista]\npersonaje: Vecina\njugador: dario\nfaceta Testigo de la tormenta: 5\nph: 3\ninspiraciones: 2 2 2\n[/fa-ficha]"],
];
const MAGA = "[tt-ficha]\nnombre: Maga\njugadora: ana\narquetipo: astuta maga\nventaja: Piromancia\ndefecto: Arrogante\n[/tt-ficha]";
const WALL = "[tt-desafio id=muro]\nquién: Maga\ncualidad: fuerte\ndificultad: 5\n[/tt-desafio]";
const CONFLICT = "[fa-conflicto]\nprotagonista: ana\nadversario: bruno\naliado: carla\nmundo: dario\nficha protagonista: Mark\nficha aliado: Lola\nficha mundo: Vecina\n[/fa-conflicto]\n\n"
  + "[fa-ficha funcion=adversario]\nfaceta Los chicos de azul: 3\nfaceta La pequeña Sara: 5\nph: 1\ninspiraciones: 3\n[/fa-ficha]";

/**
 * A new topic by `username` in `category`, through the sandbox page's own API (the same webhooks fire);
 * with `wiki`, then made a wiki by staff from the post's menu (the harness's service leaves that to staff:
 * no post is born a wiki, test/sandbox/wiki-on-create.test.ts).
 */
async function newTopic(username: string, category: number, title: string, raw: string, wiki = false): Promise<number> {
  const r = await fetch(`${h.sandbox.url}/gf-sandbox/api/posts`, { method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, title, raw, category_id: category }) });
  if (!r.ok) throw new Error(`post: ${r.status} ${await r.text()}`);
  const post = (await r.json()) as { id: number; topic_id: number };
  if (wiki) {
    const w = await fetch(`${h.sandbox.url}/gf-sandbox/api/posts/${post.id}/wiki`, { method: "PUT", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "moderadora", wiki: true }) });
    if (!w.ok) throw new Error(`wiki: ${w.status}`);
  }
  return post.topic_id;
}

/** What the service publishes: topic id → usernames. */
const turns = async () => ((await (await fetch(`${h.service.url}/gf-turns.json`)).json()) as { turns: Record<string, string[]> }).turns;

beforeAll(async () => {
  h = await harness({
    sandbox: { pageScript: await buildPageScript(), players: ["ana", "beto", "bruno", "carla", "dario", "dj"],
      gameCategories: [{ game: "genrefuzzion", name: "GenreFuzzion" }, { game: "pujas", name: "Pujas" }, { game: "facetas", name: "Facetas" },
        { game: "tricube", name: "Tricube Tales" }] },
    // dj is the group's Moderator: Tricube's GM.
    config: { categories: [1, 2, 3, 4], categoryGame: { "2": "pujas", "3": "facetas", "4": "tricube" }, game: { moderator: "dj" } },
  });
  const s = h.sandbox.siteSettings;
  s["gf_categories"] = "1|2|3|4";
  s["gf_category_games"] = "2:pujas|3:facetas|4:tricube";
  s["gf_service_url"] = h.service.url;
  await sheetPost(h, "ana", LIA);
  await sheetPost(h, "beto", BRUNO);
  for (const [user, raw] of FACETAS_SHEETS) await newTopic(user, 3, `Ficha de personaje de ${user}`, raw, true);
  await newTopic("ana", 4, "Ficha de personaje: Maga", MAGA, true);
  await h.settle();
  topics.gf = (await h.post("ana", SCENE)).topic_id;
  topics.pujas = await newTopic("ana", 2, "La subasta del puerto", "[pj-table]\nplayers: ana, bruno, carla\nfirst: bruno\n[/pj-table]");
  topics.facetas = await newTopic("bruno", 3, "La puerta del motel", CONFLICT);
  topics.tricube = await newTopic("dj", 4, "El muro del castillo", WALL);
  await h.settle();
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

/**
 * The home page's rows as `user` sees them once the service's turns have been applied (as many rows
 * marked as the service's turns give `user`): each topic's id and, when marked as the reader's turn,
 * the badge's words as the stylesheet draws them.
 */
async function rows(page: Page, user: string, lang: "es" | "en"): Promise<Record<number, string | null>> {
  const waiting = await turns();
  const marked = Object.values(waiting).filter((who) => who.includes(user)).length;
  await openAs(page, h.sandbox.url, user, lang);
  await page.goto(`${h.sandbox.url}/`);
  await page.locator(".gf-topic-list .topic-list-item").first().waitFor();
  await page.waitForFunction((n) => document.querySelectorAll(".gf-topic-list .topic-list-item.gf-your-turn").length === n, marked);
  return page.locator(".gf-topic-list .topic-list-item").evaluateAll((els) => Object.fromEntries(els.map((e) => [Number(e.getAttribute("data-topic-id")),
    e.classList.contains("gf-your-turn") ? getComputedStyle(e.querySelector(".raw-topic-link")!, "::after").content : null])));
}

describe("the topic list's \"your turn\" badge, without discourse-assign", () => {
  it("the service publishes whom each game's table waits for", async () => {
    const now = await turns();
    expect(now[String(topics.gf)]).toEqual(["beto"]);
    expect(now[String(topics.pujas)]).toEqual(["bruno"]);
    expect(now[String(topics.facetas)]?.length).toBeGreaterThan(0);
    expect(now[String(topics.tricube)]).toEqual(["ana"]);
    const r = await fetch(`${h.service.url}/gf-turns.json`, { method: "OPTIONS" });
    expect([r.status, r.headers.get("access-control-allow-origin")]).toEqual([204, "*"]);
  });

  it.each([["desktop", 1280, 800], ["phone", 390, 844]] as const)("marks exactly the reader's tables, in the reader's language (%s)", async (name, width, height) => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width, height });
    page.setDefaultTimeout(30_000);
    const errors = watchErrors(page);
    const waiting = await turns();
    for (const [user, lang] of [["beto", "es"], ["bruno", "en"], ["ana", "es"], ["dario", "es"]] as const) {
      const want = Object.fromEntries([topics.gf, topics.pujas, topics.facetas, topics.tricube].map((id) => [id, waiting[String(id)]?.includes(user) ? (lang === "es" ? '"Te toca"' : '"Your turn"') : null]));
      const got = await rows(page, user, lang);
      const seen = Object.fromEntries([topics.gf, topics.pujas, topics.facetas, topics.tricube].map((id) => [id, got[id] ?? null]));
      expect([user, seen]).toEqual([user, want]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: artifact("your-turn", `${name}-${user}.png`), fullPage: true });
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it("follows the turn: once beto presents, the scene is ana's turn, not his", async () => {
    await h.post("beto", PRESENT, topics.gf);
    await h.settle();
    expect((await turns())[String(topics.gf)]).toEqual(["ana"]);
    const page = await browser.context.newPage();
    const mark = async (user: string) => (await rows(page, user, "es"))[topics.gf] ?? null;
    expect(await mark("ana")).toBe('"Te toca"');
    expect(await mark("beto")).toBeNull();
    await page.close();
  });
});
