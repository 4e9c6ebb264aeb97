// The pickers' requests on a forum of four games, in a real Chromium, under Discourse's limits per IP
// (the sandbox's default, as on a public forum): a GenreFuzzion sheet's picker reads only the
// categories that play GenreFuzzion, each of their topics once (its first post and, for a scene, the
// thread it replays, from one GET /t/{id}.json), not the other games' topics; and when the forum
// keeps answering 429, the scene card's pool picker and Tricube's roll picker say a sheet may be
// missing instead of saying there is none (or nothing).
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { BrowserContext } from "playwright-core";
import type { ForumPost } from "../../src/sandbox/forum.js";
import { startSandbox, type Sandbox } from "../../src/sandbox/sandbox.js";
import { buildPageScript, launch, openAs, watchErrors } from "./support/browser.js";

jest.setTimeout(120_000);
let browser: Awaited<ReturnType<typeof launch>>;
let context: BrowserContext;
let sandbox: Sandbox;

const SHEET = "[gf-sheet]\nnombre: Ana\njugador: @alicia\nconcepto: Detective\ncliché: Intuición sobrenatural d8\ncliché: Puños de acero d8\ncliché: Conoce a todo el mundo d6\ncliché: Sarcasmo afilado d6\ncliché: Miedo a las alturas d4\npv: 3\npk: 2\n[/gf-sheet]";
const SCENE = "[gf-scene]\nnúmero: 1\ntítulo: La noche del faro\nescenario: Un faro\ntono: tenso\ncliché de escena: Niebla d6\nprotagonista: Ana\nantagonista: Bea\nintención: saber la verdad\n[/gf-scene]";
const PRESENT = "[gf-action personaje=\"Bea\" escena=1]\npresentar: Bea quiere que Ana se vaya\n[/gf-action]";
const MAGA = "[tt-ficha]\nnombre: Maga\njugadora: alicia\narquetipo: astuta maga\nventaja: Piromancia\ndefecto: Arrogante\n[/tt-ficha]";
const WALL = "[tt-desafio id=muro]\nquién: Maga\ncualidad: fuerte\ndificultad: 5\n[/tt-desafio]";

const GAMES = [
  { game: "genrefuzzion", name: "GenreFuzzion" }, { game: "tricube", name: "Tricube Tales" },
  { game: "pujas", name: "Pujas" }, { game: "facetas", name: "Facetas" },
];

beforeAll(async () => {
  browser = await launch();
  context = browser.context;
  sandbox = await startSandbox({ pageScript: await buildPageScript(), gameCategories: GAMES });
  // Every category watched, each playing its game (the plugin's settings, as plugin/README.md sets them).
  sandbox.siteSettings["gf_categories"] = sandbox.games.map((g) => g.category.id).join("|");
  sandbox.siteSettings["gf_category_games"] = sandbox.games.map((g) => `${g.category.id}:${g.game}`).join("|");
  sandbox.siteSettings["gf_default_game"] = "genrefuzzion";
}, 60_000);
afterAll(async () => { await browser?.close(); await sandbox?.close(); });

/** A fresh page of alicia's, in Spanish, at `path`, with its errors watched. */
async function aliciaAt(path: string, timeoutMs = 30_000) {
  const page = await context.newPage();
  const errors = watchErrors(page);
  page.setDefaultTimeout(timeoutMs);
  await openAs(page, sandbox.url, "alicia", "es");
  await page.goto(`${sandbox.url}${path}`);
  return { page, errors };
}

const categoryOf = (game: string) => sandbox.games.find((g) => g.game === game)!.category;
/** The JSON the reader's page asked the forum for (the sandbox page's own /gf-sandbox/ API aside). */
/** The page's errors, less the browser's own line for each 429 the forum answered (what these tests make it do). */
const unexpected = (errors: readonly string[]) => errors.filter((e) => !/status of 429 \(Too Many Requests\)/.test(e));
const forumReads = (from: number) => sandbox.server.requests.slice(from).filter((r) => r.method === "GET" && r.path.endsWith(".json")).map((r) => r.path);

describe("the pickers on a forum of four games", () => {
  let sheet: ForumPost;
  let scene: ForumPost;
  let tricubeTopics: number[];

  beforeAll(() => {
    const forum = sandbox.forum;
    const alicia = forum.userByName("alicia")!;
    const bruno = forum.userByName("bruno")!;
    const gf = categoryOf("genrefuzzion").id;
    sheet = forum.createTopic(alicia, "Ana", SHEET, gf);
    forum.setWiki(alicia, sheet, true);
    scene = forum.createTopic(alicia, "El faro", SCENE, gf);
    forum.createReply(bruno, scene.topicId, PRESENT, null);
    // A busy Tricube table next door: more topics than a page of its list.
    tricubeTopics = Array.from({ length: 45 }, (_, i) => forum.createTopic(bruno, `Charla ${i}`, `hola ${i}`, categoryOf("tricube").id).topicId);
  });

  it("a GenreFuzzion sheet's picker reads only GenreFuzzion's category, each topic once: one list page and two topics, none of Tricube's", async () => {
    const { page, errors } = await aliciaAt(`/t/${sheet.topicId}`);
    const card = page.locator("[data-gf-block=sheet]");
    await card.waitFor();
    const from = sandbox.server.requests.length;
    await card.getByRole("button", { name: "Armar un pozo" }).click();
    await page.waitForFunction(() => document.querySelectorAll(".gf-picker select[required] option").length > 0);
    expect(await card.locator(".gf-picker select[required] option").allInnerTexts()).toEqual(["escena 1 · La noche del faro"]);
    await sandbox.server.idle();
    const gf = categoryOf("genrefuzzion");
    const reads = forumReads(from);
    expect(reads.filter((p) => p.startsWith("/c/"))).toEqual([`/c/${gf.slug}/${gf.id}.json`]);
    expect(reads.filter((p) => tricubeTopics.some((id) => p.includes(`/${id}`)))).toEqual([]);
    // The scene's first post and the thread the picker replays to know it is open: one request.
    expect(reads.filter((p) => p.startsWith("/t/") || p.startsWith("/posts/")).sort()).toEqual([`/t/${scene.topicId}.json`, `/t/${sheet.topicId}.json`].sort());
    expect(reads).toHaveLength(3);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("when the forum keeps refusing a sheet (429 past the picker's retries), the scene card's pool picker says Ana's sheet may be unread, not that there is none", async () => {
    sandbox.server.faults.push({ status: 429, retryAfterSec: 1, count: 10, path: new RegExp(`^GET /t/${sheet.topicId}\\.json$`) });
    const { page, errors } = await aliciaAt(`/t/${scene.topicId}`);
    await page.locator("[data-gf-turn-action]", { hasText: "Tirar un pozo" }).last().click();
    const note = page.locator("[data-gf-block=scene] .gf-scene-picker .gf-picker-note");
    await note.waitFor();
    expect(await note.innerText()).toBe("No se encontró la ficha de Ana entre los temas que el foro dejó leer a esta página (limitó cuántas páginas puede leer): el pozo de abajo solo toma los dados de la escena. Vuelve a intentarlo en un minuto.");
    expect(sandbox.server.requests.filter((r) => r.path === `/t/${sheet.topicId}.json`).map((r) => r.status).slice(-4)).toEqual([429, 429, 429, 429]);
    expect(unexpected(errors)).toEqual([]);
    sandbox.server.faults.length = 0;
    await page.close();
  });

  it("GF-REL-1: the sheet card's relationship form says the characters listed may be incomplete when the forum refused a sheet", async () => {
    const forum = sandbox.forum;
    const alicia = forum.userByName("alicia")!;
    const cata = forum.createTopic(alicia, "Cata", SHEET.replace("nombre: Ana", "nombre: Cata").replace("pv: 3", "relación: Le debe la vida d6\npv: 3"), categoryOf("genrefuzzion").id);
    forum.setWiki(alicia, cata, true);
    sandbox.server.faults.push({ status: 429, retryAfterSec: 1, count: 10, path: new RegExp(`^GET /t/${sheet.topicId}\\.json$`) });
    const { page, errors } = await aliciaAt(`/t/${cata.topicId}`);
    const form = page.locator("[data-gf-block=sheet] .gf-warning[data-gf-rule='GF-REL-1'] form[data-gf-form=relationship-target]");
    await form.locator("[data-gf-incomplete=sheets]").waitFor();
    expect(await form.locator("[data-gf-incomplete=sheets]").innerText()).toBe("El foro limitó cuántas páginas puede leer esta página, así que puede faltar aquí alguna ficha: vuelve a intentarlo en un minuto.");
    expect(unexpected(errors)).toEqual([]);
    sandbox.server.faults.length = 0;
    await page.close();
  });

  it("Tricube's challenge card says the reader's sheet may be unread when the forum refused it, instead of offering nothing", async () => {
    const forum = sandbox.forum;
    const alicia = forum.userByName("alicia")!;
    const tt = categoryOf("tricube").id;
    const maga = forum.createTopic(alicia, "Ficha de Maga", MAGA, tt);
    forum.setWiki(alicia, maga, true);
    const wall = forum.createTopic(forum.userByName("bruno")!, "El muro", WALL, tt);
    // The service took the challenge and waits for alicia: a card offers Roll only while its own table waits for the reader.
    forum.createReply(forum.userByName("gf-dice")!, wall.topicId, "[tt-mesa desafio=muro]\nesfuerzo: 1/1\ndificultad Maga: 5\nespera: alicia\n[/tt-mesa]", 1);
    sandbox.server.faults.push({ status: 429, retryAfterSec: 1, count: 10, path: new RegExp(`^GET /t/${maga.topicId}\\.json$`) });
    const { page, errors } = await aliciaAt(`/t/${wall.topicId}`, 60_000);
    const note = page.locator("[data-gf-incomplete=sheets]");
    await note.waitFor();
    expect(await note.innerText()).toBe("El foro limitó cuántas páginas puede leer esta página, así que puede faltar aquí alguna ficha: vuelve a intentarlo en un minuto.");
    // Once the forum answers again, the card's picker is there for Maga.
    sandbox.server.faults.length = 0;
    await page.reload();
    await page.locator(".gf-tt-picker").waitFor();
    expect(await page.locator("[data-gf-incomplete=sheets]").count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });
});
