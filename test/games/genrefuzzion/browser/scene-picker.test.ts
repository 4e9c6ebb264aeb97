// The sheet card's picker on a forum with a history, in a real Chromium: Ana's sheet and her scene's
// topic are older than a page of the category's topic list (30) and than the forum's latest 50
// posts, and the topic's first scene is rated while a second scene is being played in the same
// thread (GF-NEXT-1). The picker reads the category's whole list through Discourse's listing API,
// replays every scene of each scene topic, and offers only the open ones Ana plays in.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { BrowserContext } from "playwright-core";
import { toHex } from "../../../../src/dice/bytes.js";
import type { Operator } from "../../../../src/dice/operator.js";
import { startSandbox, type Sandbox } from "../../../../src/sandbox/sandbox.js";
import { rollBlock, testOperator } from "../../../plugin/support/roll-block.js";
import { artifact, buildPageScript, launch, openAs, watchErrors } from "../../../browser/support/browser.js";
import { openReply } from "../../../browser/support/composer-post.js";
import { until } from "../../../support/until.js";

jest.setTimeout(120_000);
let browser: Awaited<ReturnType<typeof launch>>;
let context: BrowserContext;
let pageScript: string;
let operator: Operator;

beforeAll(async () => {
  operator = testOperator();
  pageScript = await buildPageScript();
  browser = await launch();
  context = browser.context;
}, 30_000);
afterAll(async () => { await browser?.close(); });

/** The value `read` gives once `done` holds, or the last one after `ms` (then the expectation shows it). */
async function settle<T>(read: () => Promise<T> | T, done: (v: T) => boolean, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  let v = await read();
  while (!done(v) && Date.now() < end) { await new Promise((r) => setTimeout(r, 200)); v = await read(); }
  return v;
}

const TEXT = {
  es: {
    sheet: "[gf-sheet]\nnombre: Ana\njugador: @alicia\nconcepto: Detective\ncliché: Intuición sobrenatural d8\ncliché: Puños de acero d8\ncliché: Conoce a todo el mundo d6\ncliché: Sarcasmo afilado d6\ncliché: Miedo a las alturas d4\npv: 3\npk: 2\n[/gf-sheet]",
    scene: (n: number, title: string, protagonist: string) => `[gf-scene]\nnúmero: ${n}\ntítulo: ${title}\nescenario: Un faro\ntono: tenso\ncliché de escena: Niebla d6\nprotagonista: ${protagonist}\nantagonista: Bea\nintención: saber la verdad\n[/gf-scene]`,
    present: "[gf-action personaje=\"Bea\" escena=1]\npresentar: Bea quiere que Ana se vaya\n[/gf-action]",
    pool: "[gf-pool personaje=\"Ana\" rol=protagonista escena=1]\nd8 d8 d6 d4 d6\n[/gf-pool]",
    yield: "[gf-action personaje=\"Bea\" escena=1]\nme rindo\n[/gf-action]",
    rate: "[gf-action escena=1]\ncalificación: 4 / 3 — bien llevada\n[/gf-action]",
    withdraw: "[gf-action escena=3]\nretirar escena\n[/gf-action]",
    label: (n: number, title: string) => `escena ${n} · ${title}`, build: "Armar un pozo", postIn: "Publicarlo en", open: "Abrir el editor con este pozo",
    cliche: "Intuición sobrenatural", pooled: "[gf-pool personaje=\"Ana\"", scene2: "escena=2",
    present2: "[gf-action personaje=\"Bea\" escena=2]\npresentar: Bea vuelve a la carga\n[/gf-action]", roll: "Tirar un pozo", fake: "Trampa de Carla",
  },
  en: {
    sheet: "[gf-sheet]\nname: Ana\nplayer: @alicia\nconcept: Detective\ncliche: Uncanny intuition d8\ncliche: Fists of steel d8\ncliche: Knows everybody d6\ncliche: Sharp sarcasm d6\ncliche: Afraid of heights d4\npv: 3\npk: 2\n[/gf-sheet]",
    scene: (n: number, title: string, protagonist: string) => `[gf-scene]\nnumber: ${n}\ntitle: ${title}\nsetting: A lighthouse\ntone: tense\nscene cliché: Fog d6\nprotagonist: ${protagonist}\nantagonist: Bea\nintention: learn the truth\n[/gf-scene]`,
    present: "[gf-action character=\"Bea\" scene=1]\npresent: Bea wants Ana gone\n[/gf-action]",
    pool: "[gf-pool character=\"Ana\" role=protagonist scene=1]\nd8 d8 d6 d4 d6\n[/gf-pool]",
    yield: "[gf-action character=\"Bea\" scene=1]\nyield\n[/gf-action]",
    rate: "[gf-action scene=1]\nrating: 4 / 3 — well played\n[/gf-action]",
    withdraw: "[gf-action scene=3]\nwithdraw\n[/gf-action]",
    label: (n: number, title: string) => `scene ${n} · ${title}`, build: "Build a pool", postIn: "Post it in", open: "Open the composer with this pool",
    cliche: "Uncanny intuition", pooled: "[gf-pool character=\"Ana\"", scene2: "scene=2",
    present2: "[gf-action character=\"Bea\" scene=2]\npresent: Bea is back at it\n[/gf-action]", roll: "Roll a pool", fake: "Carla's trap",
  },
} as const;

/** The forum's history: old sheet, old scene topic (scene 1 rated, scene 2 open), closed and foreign scenes, then a busy forum. */
function history(sandbox: Sandbox, lang: "es" | "en") {
  const t = TEXT[lang];
  const forum = sandbox.forum;
  const user = (name: string) => forum.userByName(name)!;
  const category = sandbox.category.id;
  const sheet = forum.createTopic(user("alicia"), "Ana", t.sheet, category);
  forum.setWiki(user("alicia"), sheet, true);
  const faro = forum.createTopic(user("alicia"), "El faro", t.scene(1, "La noche del faro", "Ana"), category);
  forum.createReply(user("bruno"), faro.topicId, t.present, null);
  const pool = forum.createReply(user("alicia"), faro.topicId, t.pool, null)!;
  const rolled = rollBlock(operator, { forum: new URL(sandbox.url).host, topic: faro.topicId, post: pool.id, block: 0 }, [4, 6, 6, 8, 8], lang);
  forum.createReply(user("gf-dice"), faro.topicId, `@alicia:\n\n${rolled.raw}`, pool.postNumber);
  forum.createReply(user("bruno"), faro.topicId, t.yield, null);
  forum.createReply(user("carla"), faro.topicId, t.rate, null);
  forum.createReply(user("alicia"), faro.topicId, t.scene(2, "La mañana siguiente", "Ana"), null);
  // A withdrawn scene of Ana's and an open scene of someone else's: neither is offered.
  const withdrawn = forum.createTopic(user("alicia"), "La feria", t.scene(3, "La feria", "Ana"), category);
  forum.createReply(user("gf-dice"), withdrawn.topicId, t.withdraw, null);
  forum.createTopic(user("carla"), "El puerto", t.scene(4, "El puerto", "Dino"), category);
  // A busy forum since: more topics than a page of the list, more posts than /posts.json's 50.
  let chatter = 0;
  for (let i = 0; i < 35; i++) chatter = forum.createTopic(user(i % 2 ? "bruno" : "carla"), `Charla ${i}`, `hola ${i}`, category).topicId;
  for (let i = 0; i < 55; i++) forum.createReply(user("bruno"), chatter, `respuesta ${i}`, null);
  return { sheet, faro };
}

describe.each(["es", "en"] as const)("the sheet's picker on a forum with a history (%s)", (lang) => {
  let sandbox: Sandbox;
  let made: ReturnType<typeof history>;
  beforeAll(async () => {
    sandbox = await startSandbox({ pageScript });
    sandbox.siteSettings["gf_public_key"] = toHex(operator.publicKey);
    sandbox.siteSettings["gf_categories"] = String(sandbox.category.id);
  });
  afterAll(async () => { await sandbox?.close(); });

  it("GF-NEXT-1, GF-RATE-3: an old topic whose first scene is rated offers its second, open scene; closed and others' scenes are not offered; the pool goes there", async () => {
    const t = TEXT[lang];
    made = history(sandbox, lang);
    const { sheet, faro } = made;
    const latest = await (await fetch(`${sandbox.url}/posts.json`)).json() as { latest_posts: { topic_id: number }[] };
    expect(latest.latest_posts.some((p) => p.topic_id === sheet.topicId || p.topic_id === faro.topicId)).toBe(false);

    const page = await context.newPage();
    const errors = watchErrors(page);
    page.setDefaultTimeout(20_000);
    await openAs(page, sandbox.url, "alicia", lang);
    await page.goto(`${sandbox.url}/t/${sheet.topicId}`);
    const card = page.locator("[data-gf-block=sheet]");
    await card.waitFor();
    await card.getByRole("button", { name: t.build }).click();
    const picker = card.locator(".gf-picker");
    const select = picker.getByLabel(t.postIn);
    // The options come once every list page, first post and scene thread is read.
    await page.waitForFunction(() => document.querySelectorAll(".gf-picker select[required] option").length > 0 || !!document.querySelector(".gf-picker [role=alert]:not(:empty)"));
    expect(await select.locator("option").allInnerTexts()).toEqual([t.label(2, "La mañana siguiente")]);
    await picker.getByLabel(t.cliche).check();
    await card.screenshot({ path: artifact("picker", `second-scene-${lang}.png`) });
    await picker.getByRole("button", { name: t.open }).click();
    const text = await page.inputValue("#gf-composer-text");
    expect(text).toContain(t.pooled);
    expect(text).toContain(t.scene2);
    // The page goes to the scene the picker names (DiscourseURL.routeTo), so Discourse's composer, whose
    // "which topic?" comes only when the reply's topic is not the one on screen (services/composer.js save),
    // posts there at once: no second question.
    await page.waitForURL((u) => u.pathname === `/t/${faro.topicId}`);
    await page.locator("#post_1 [data-gf-block=scene]").waitFor();
    await page.click("#gf-composer-post");
    await until("the pool in the scene's topic", () => sandbox.forum.topicPosts(faro.topicId).some((p) => p.raw.includes(t.pooled)));
    expect(sandbox.forum.topicPosts(faro.topicId).at(-1)?.raw).toContain(t.scene2);
    expect(await page.locator(".reply-where-modal").count()).toBe(0);
    // Posted once, and the composer closed without an error (createPost's follow-up worked on the model).
    expect(sandbox.forum.topicPosts(faro.topicId).filter((p) => p.raw.includes(t.pooled) && p.raw.includes(t.scene2))).toHaveLength(1);
    expect(await page.locator("#gf-composer-text").count()).toBe(0);
    // The list was read page by page through Discourse's listing API, never through /posts.json.
    const asked = sandbox.server.requests.filter((r) => r.method === "GET").map((r) => r.path);
    // 40 topics: two pages of the category's list (the server logs paths without their ?page=).
    expect(asked.filter((p) => p === `/c/${sandbox.category.slug}/${sandbox.category.id}.json`).length).toBeGreaterThanOrEqual(2);
    expect(asked.filter((p) => p === "/posts.json")).toHaveLength(1); // this test's own check above
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the sandbox's composer still asks \"which topic?\" where Discourse's does: a reply opened in the scene, posted while the page shows the sheet", async () => {
    const { sheet, faro } = made;
    const page = await context.newPage();
    const errors = watchErrors(page);
    page.setDefaultTimeout(20_000);
    await openAs(page, sandbox.url, "alicia", lang);
    await page.goto(`${sandbox.url}/t/${faro.topicId}`);
    await openReply(page);
    const said = `The keeper lights the lamp again (${lang}), slowly.`;
    await page.fill("#gf-composer-text", said);
    // The app's own router (as a Back would): the composer stays open, the sheet's topic is on screen.
    await page.evaluate((path) => { window.history.pushState(null, "", path); window.dispatchEvent(new PopStateEvent("popstate")); }, `/t/${sheet.topicId}`);
    await page.locator("[data-gf-block=sheet]").waitFor();
    await page.click("#gf-composer-post");
    // services/composer.js save (discourse/discourse@00aa81a2): each topic by its fancyTitle, the reply's first.
    const where = page.locator(".reply-where-modal");
    expect(await where.locator(".btn-reply-where").allInnerTexts()).toEqual(["El faro", "Ana"]);
    await where.locator(".btn-reply-on-original").click();
    await until("the reply in the scene's topic", () => sandbox.forum.topicPosts(faro.topicId).some((p) => p.raw.trim() === said));
    expect(sandbox.forum.topicPosts(sheet.topicId).some((p) => p.raw.trim() === said)).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("GF-POOL-2, GF-FORUM-4: in that old topic's open scene, the scene card's picker finds Ana's old sheet, not a newer look-alike, and offers its traits", async () => {
    const t = TEXT[lang];
    const forum = sandbox.forum;
    forum.createReply(forum.userByName("bruno")!, made.faro.topicId, t.present2, null);
    // Another player posts a newer look-alike sheet under Ana's name: the picker keeps to the sheet of
    // the player the scene shows (the scene's opener) and its own author.
    const impostor = t.sheet.replace("@alicia", "@carla").replace(t.cliche, t.fake);
    forum.createTopic(forum.userByName("carla")!, "Ana", impostor, sandbox.category.id);
    const page = await context.newPage();
    const errors = watchErrors(page);
    page.setDefaultTimeout(20_000);
    await openAs(page, sandbox.url, "alicia", lang);
    await page.goto(`${sandbox.url}/t/${made.faro.topicId}`);
    await page.locator("[data-gf-turn-action]", { hasText: t.roll }).last().click();
    const picker = page.locator("[data-gf-block=scene] .gf-scene-picker").last();
    await picker.getByLabel(t.cliche).waitFor();
    expect(await picker.locator(".gf-picker-note").count()).toBe(0); // no "sheet not found" note
    expect(await picker.getByLabel(t.fake).count()).toBe(0);
    await picker.screenshot({ path: artifact("picker", `old-sheet-${lang}.png`) });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("GF-SCENE-2: a scene without a protagonist line, as the composer's scene is written, is its author's: Ana's sheet offers it, on the protagonist's side", async () => {
    const t = TEXT[lang];
    const forum = sandbox.forum;
    // "The player who opens a scene becomes its protagonist": alicia's scene names no protagonist.
    const raw = t.scene(5, "El muelle", "Ana").replace(/\n(protagonista|protagonist): Ana/, "");
    expect(raw).not.toMatch(/protagonist/);
    forum.createTopic(forum.userByName("alicia")!, "El muelle al amanecer", raw, sandbox.category.id);
    const page = await context.newPage();
    const errors = watchErrors(page);
    page.setDefaultTimeout(20_000);
    await openAs(page, sandbox.url, "alicia", lang);
    await page.goto(`${sandbox.url}/t/${made.sheet.topicId}`);
    const card = page.locator("[data-gf-block=sheet]");
    await card.getByRole("button", { name: t.build }).click();
    const picker = card.locator(".gf-picker");
    await page.waitForFunction(() => document.querySelectorAll(".gf-picker select[required] option").length > 0 || !!document.querySelector(".gf-picker [role=alert]:not(:empty)"));
    // The newest scene first; carla's scene (its protagonist is Dino) is still not Ana's.
    expect(await picker.getByLabel(t.postIn).locator("option").allInnerTexts()).toEqual([t.label(5, "El muelle"), t.label(2, "La mañana siguiente")]);
    await picker.getByLabel(t.cliche).check();
    await picker.getByRole("button", { name: t.open }).click();
    const text = await page.inputValue("#gf-composer-text");
    expect(text).toContain(t.pooled);
    expect(text).toContain(lang === "es" ? "rol=\"protagonista\" escena=5]" : "role=\"protagonist\" scene=5]");
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("the sheet's picker on a forum that limits its reads", () => {
  it("asks again after Discourse's 429, keeps to what it could read, and says the list may lack a scene", async () => {
    const t = TEXT.es;
    const sandbox = await startSandbox({ pageScript });
    try {
      sandbox.siteSettings["gf_categories"] = String(sandbox.category.id);
      const forum = sandbox.forum;
      const alicia = forum.userByName("alicia")!;
      const sheet = forum.createTopic(alicia, "Ana", t.sheet, sandbox.category.id);
      forum.setWiki(alicia, sheet, true);
      forum.createTopic(alicia, "El faro", t.scene(1, "La noche del faro", "Ana"), sandbox.category.id);
      const feria = forum.createTopic(alicia, "La feria", t.scene(2, "La feria", "Ana"), sandbox.category.id);
      // Discourse's rate limit answers 429 with Retry-After: once for the list (asked again, read), and
      // for La feria's topic more times than the picker asks again (left unread).
      sandbox.server.faults.push({ status: 429, retryAfterSec: 1, count: 1, path: /^GET \/c\// });
      sandbox.server.faults.push({ status: 429, retryAfterSec: 1, count: 10, path: new RegExp(`^GET /t/${feria.topicId}\\.json$`) });
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      await openAs(page, sandbox.url, "alicia", "es");
      await page.goto(`${sandbox.url}/t/${sheet.topicId}`);
      const card = page.locator("[data-gf-block=sheet]");
      await card.getByRole("button", { name: t.build }).click();
      const picker = card.locator(".gf-picker");
      await page.waitForFunction(() => document.querySelectorAll(".gf-picker select[required] option").length > 0);
      expect(await picker.getByLabel(t.postIn).locator("option").allInnerTexts()).toEqual([t.label(1, "La noche del faro")]);
      const note = picker.locator("[data-gf-incomplete]");
      await note.waitFor();
      expect(await note.innerText()).toBe("El foro limitó cuántas páginas puede leer esta página, así que puede faltar aquí alguna de tus escenas: vuelve a intentarlo en un minuto.");
      // The list's 429 was asked again after its Retry-After and read; La feria's topic was asked 4 times (1 + 3 retries).
      const asked = sandbox.server.requests.filter((r) => r.method === "GET");
      expect(asked.filter((r) => r.path.startsWith("/c/")).map((r) => r.status)).toEqual([429, 200]);
      expect(asked.filter((r) => r.path === `/t/${feria.topicId}.json`).map((r) => r.status)).toEqual([429, 429, 429, 429]);
      await picker.screenshot({ path: artifact("picker", "incomplete-es.png") });
      await page.close();
    } finally {
      await sandbox.close();
    }
  });
});
