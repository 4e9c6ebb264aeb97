// A whole Tricube Tales session on the sandbox forum's page, in a real Chromium, against the real dice
// service on a real SQLite file, its category set to play Tricube (config categoryGame). Two players
// post their [tt-ficha] sheets (the service makes them wikis); the GM (the configured GM, "dj") opens a challenge with effort
// tokens; each player rolls from the challenge card's picker, which builds the [tt-tirada] from their
// sheet; Maga spends Karma, Enano invokes his quirk and critically fails, the GM costs it in Resolve and
// Enano is defeated, the GM writes the permanent affliction, Maga overcomes the wall and the GM closes
// the challenge. Both sheets show on the forum what the service wrote into them. Each reply ends with
// the service's [tt-mesa] table of the challenge, and the GM's challenge card takes it up: its effort
// tokens go down (TT-EFF-2) and it lists each character's difficulty in force (TT-KAR-3, TT-QRK-1), the
// one the service rolls against; a table a player posts is marked as not the service's and changes nothing.
//
// The dice are the service's verifiable rolls with a seeded operator (harness `seed`, test/support/
// seeded-secrets.ts) and a fixed forum address, so the same posts get the same faces on every run:
// SEED was chosen (by rolling the session's contexts, topic 4, posts 6, 10 and 16, for seeds in turn, as gf-dice-v3 rolls)
// so that Maga's first roll is [2, 5], Enano's three dice are all 1s, and Maga's second roll is [6, 2]. Every proof is checked against the service's published
// document and the site's public key.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import { readTopicRecord } from "../../../../src/games/tricube/flow/index.js";
import { readFlowRow } from "../../../../src/service/flows/index.js";
import { DEFAULT_RULES_URL, ruleReferenceUrl } from "../../../../src/lib/rule-reference.js";
import { harness, verifyProofs, type Harness } from "../../../service/harness.js";
import { artifact, buildPageScript, launch, openAs, seenText, testPage, switchUser } from "../../../browser/support/browser.js";
import { postComposer } from "../../../browser/support/composer-post.js";
import { until } from "../../../support/until.js";

jest.setTimeout(120_000);

/** A rule ID as the service's replies cite it: a link to the rules page in the table's language (es). */
const rule = (id: string): string => `[${id}](${ruleReferenceUrl(DEFAULT_RULES_URL, "es", id)})`;
const SEED = process.env["TT_SESSION_SEED"] ?? "tricube-session-24242";
const MAGA = "[tt-ficha]\nnombre: Maga\njugadora: ana\narquetipo: astuta maga\nventaja: Piromancia\ndefecto: Arrogante\n[/tt-ficha]";
const ENANO = "[tt-ficha]\nnombre: Enano\njugador: bruno\narquetipo: fuerte guerrero enano\nventaja: Furia\ndefecto: Gruñón\nresolución: 2/3\n[/tt-ficha]";

let h: Harness;
let browser: Awaited<ReturnType<typeof launch>>;
let page: Page;
let errors: string[];
const topics = { maga: 0, enano: 0, session: 0 };
const probe: Record<string, number> = {};

beforeAll(async () => {
  h = await harness({ seed: SEED, sandbox: { pageScript: await buildPageScript(), players: ["ana", "bruno", "dj"] },
    config: { categoryGame: { "1": "tricube" }, game: { moderator: "dj" }, sheetMakeWiki: true } });
  const publicKey = ((await (await fetch(`${h.service.url}/.well-known/gf-dice.json`)).json()) as { publicKey: string }).publicKey;
  h.sandbox.siteSettings["gf_public_key"] = publicKey;
  h.sandbox.siteSettings["gf_categories"] = String(h.sandbox.category.id);
  h.sandbox.siteSettings["gf_category_games"] = `${h.sandbox.category.id}:tricube`;
  ({ browser, page, errors } = await testPage());
  await openAs(page, h.sandbox.url, "dj", "es");
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

const switchTo = (user: string) => switchUser(page, user);

/** A new topic from the page's composer, as `user`; its id. */
async function newTopic(user: string, title: string, text: string): Promise<number> {
  await switchTo(user);
  await page.goto(`${h.sandbox.url}/`);
  await page.click("#gf-new-topic");
  await page.fill("#gf-composer-title", title);
  await page.fill("#gf-composer-text", text);
  await page.click("#gf-composer-post");
  await page.waitForURL(/\/t\/\d+/);
  const id = Number(/\/t\/(\d+)/.exec(page.url())![1]);
  await h.settle();
  return id;
}

/** The service's reply to the topic's newest post by `user`, once it is there; the post's id is kept under `name`. */
async function replyTo(user: string, name: string): Promise<string> {
  const mine = h.sandbox.forum.topicPosts(topics.session).filter((p) => p.userId === h.sandbox.forum.userByName(user)!.id).at(-1)!;
  probe[name] = mine.id;
  probe["topic"] = topics.session;
  const reply = await until("the reply to the post", () => h.replies(topics.session).find((r) => r.replyTo === mine.postNumber), { ms: 30_000 });
  // The ids the seed was chosen for (topic 4; rolls in posts 6, 10, 16): a change in the posts before moves them.
  if (!reply) throw new Error(`no reply to ${user}'s post ${mine.id} (posts so far: ${JSON.stringify(probe)}): ${JSON.stringify(h.replies(topics.session))}`);
  await h.settle();
  return reply.raw;
}

/** A reply typed in the session topic's composer, as `user`. */
async function typeReply(user: string, text: string): Promise<void> {
  await switchTo(user);
  await page.goto(`${h.sandbox.url}/t/${topics.session}`);
  await page.click("#gf-reply");
  await page.fill("#gf-composer-text", text);
  await postComposer(page, h, topics.session);
}

/** A roll from the challenge card's picker, as `user`: the picker writes the [tt-tirada] from the reader's own sheet. */
async function pickRoll(user: string, quirk?: string): Promise<string> {
  await switchTo(user);
  await page.goto(`${h.sandbox.url}/t/${topics.session}`);
  const card = page.locator("[data-gf-block=ttchallenge]").first();
  await card.locator("[data-gf-action=tt-roll]").click();
  if (quirk) await card.locator("select").nth(0).selectOption(quirk);
  const count = await card.locator(".gf-picker-count").innerText();
  await card.locator("button[type=submit]").click();
  const text = (await page.inputValue("#gf-composer-text")).trimEnd();
  await postComposer(page, h, topics.session);
  return `${count}\n${text}`;
}

/** The GM's challenge card on the session's page, as `user` sees it, once it has taken up the service's latest table. */
async function challengeCard(user: string) {
  await switchTo(user);
  await page.goto(`${h.sandbox.url}/t/${topics.session}`);
  const card = page.locator("[data-gf-block=ttchallenge]").first();
  await card.locator(".gf-tt-now").waitFor();
  return {
    card,
    effort: async () => [Number(await card.locator("[data-gf-field=effort] .gf-tt-effort").getAttribute("data-gf-value")),
      await card.locator("[data-gf-field=effort] .gf-tt-token").count(), await card.locator("[data-gf-field=effort] .gf-tt-token-spent").count()],
    difficulty: (character: string) => card.locator(`.gf-tt-now [data-gf-character=${character}] .gf-tt-in-force`).innerText(),
  };
}

const verified = async (reply: string) => verifyProofs(h.service.url, reply.replace(/(prueba|proof): `(gf\d\.[A-Za-z0-9_-]+)`/g, "$1=$2"));

async function record() {
  const row = readFlowRow((await h.service.store.getFlow(topics.session))!.state);
  if (!row.ok) throw new Error(row.error.code);
  const r = readTopicRecord(row.value.record);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

describe("a Tricube session on the sandbox forum", () => {
  it("TT-CHAR-1: both players post their sheets as any post, the service makes them wikis and registers them as Tricube's", async () => {
    topics.maga = await newTopic("ana", "Ficha de personaje: Maga", MAGA);
    topics.enano = await newTopic("bruno", "Ficha de personaje: Enano", ENANO);
    for (const t of [topics.maga, topics.enano]) expect(h.sandbox.forum.topicPosts(t)[0]!.wiki).toBe(true);
    await page.locator("[data-gf-block=ttsheet] .gf-card-title", { hasText: "Enano" }).waitFor();
    await page.screenshot({ path: artifact("tricube-session", "enano-sheet-before.png"), fullPage: true });
  });

  it("TT-SETUP-1 TT-EFF-1: the GM opens a challenge with effort tokens, and the service sets them", async () => {
    topics.session = await newTopic("dj", "El muro del castillo", "El muro del castillo se alza ante vosotros.\n\n[tt-desafio id=muro]\nquién: Maga, Enano\ncualidad: fuerte\ndificultad: 5\nesfuerzo: 2\n[/tt-desafio]");
    const reply = await replyTo("dj", "challenge");
    expect(reply).toContain(`«muro»: 2 fichas de esfuerzo (${rule("TT-EFF-1")})`);
    await page.locator("[data-gf-block=ttchallenge] .gf-tt-token").first().waitFor();
    expect(await page.locator("[data-gf-block=ttchallenge] .gf-tt-token").count()).toBe(2);
    // The service's table of the challenge ends its reply: two tokens of two, nobody's difficulty modified yet.
    expect(reply).toContain("[tt-mesa desafio=muro]\nesfuerzo: 2/2\ndificultad Maga: 5\nkarma Maga: 3/3\nresolución Maga: 3/3\n");
    const c = await challengeCard("dj");
    expect(await c.effort()).toEqual([2, 2, 0]);
    await expect(c.difficulty("Enano")).resolves.toBe("5");
  });

  it("TT-DICE-1 TT-EFF-2: Maga's player rolls from the challenge card's picker; one die meets 5 and removes a token", async () => {
    const picked = await pickRoll("ana");
    // TT-DICE-1: a cunning mage in a strong challenge rolls two dice.
    expect(picked).toBe("Tirarás 2d6 contra 5\n[tt-tirada desafio=muro personaje=Maga]\ncualidad: no\n[/tt-tirada]");
    const reply = await replyTo("ana", "maga1");
    expect(reply).toContain(`**Maga** tira [2] [5] contra 5 en «muro»: **éxito**; queda 1 de 2 fichas de esfuerzo (${rule("TT-OUT-1")})`);
    expect(await verified(reply)).toBe(1);
    // TT-EFF-2: the challenge card's tokens go down with the service's table: one left, one spent.
    expect(await (await challengeCard("ana")).effort()).toEqual([1, 1, 1]);
  });

  it("TT-KAR-2 TT-KAR-3: Maga spends Karma with her perk after the roll; her sheet on the forum shows Karma 2/3", async () => {
    await typeReply("ana", "Maga lanza una bola de fuego contra las piedras.\n\n[tt-karma desafio=muro personaje=Maga]\nventaja: Piromancia\n[/tt-karma]");
    const reply = await replyTo("ana", "karma");
    expect(reply).toContain(`Maga: Karma −1 (${rule("TT-KAR-2")})`);
    // TT-AMB-05: the challenge's −1 holds for its later rolls, and the reply says so to whoever rolls next.
    expect(reply).toContain("@bruno: le toca tirar a Enano en «muro»; si usa un defecto, decláralo ahora, antes de tirar (tirará 3d6 contra 4, sin contar un defecto (+1))");
    await until("Maga's sheet at karma 2/3", () => h.sandbox.forum.postByNumber(topics.maga, 1)!.raw.includes("karma: 2/3"), { ms: 30_000 });
    expect(h.sandbox.forum.postByNumber(topics.maga, 1)!.raw).toBe(MAGA.replace("defecto: Arrogante\n", "defecto: Arrogante\nkarma: 2/3\n"));
    // TT-KAR-3 TT-AMB-05: the challenge card lists Enano's difficulty in force, the Karma's −1 with it.
    await expect((await challengeCard("bruno")).difficulty("Enano")).resolves.toBe("4 (Karma \u22121)");
  });

  it("TT-QRK-1 TT-OUT-4: Enano's player rolls with his quirk from the picker (difficulty 5) and every die shows 1: a critical failure the GM must cost", async () => {
    const picked = await pickRoll("bruno", "Gruñón");
    // TT-DICE-1: a strong dwarf in a strong challenge rolls three dice; the card's picker adds the quirk's +1 to the
    // difficulty in force the service's table gives it, 4 after Maga's Karma (TT-AMB-05): the 5 the service rolls against.
    expect(picked).toBe("Tirarás 3d6 contra 5\n[tt-tirada desafio=muro personaje=Enano]\ncualidad: sí\ndefecto: Gruñón\n[/tt-tirada]");
    const reply = await replyTo("bruno", "enano1");
    expect(reply).toContain(`**Enano** tira [1] [1] [1] contra 5 en «muro»: **fallo crítico**; queda 1 de 2 fichas de esfuerzo (${rule("TT-OUT-4")})`);
    // The card shows the difficulty the service used, and why: the quirk's +1 and the challenge's Karma −1.
    const c = await challengeCard("dj");
    await expect(c.difficulty("Enano")).resolves.toBe("5 (defecto +1, Karma \u22121)");
    expect(await c.effort()).toEqual([1, 1, 1]);
    expect(reply).toContain(`Enano: dificultad +1 (${rule("TT-QRK-1")})`);
    // TT-OUT-3 TT-OUT-4: the GM is asked for the cost, reminded it doubles and brings a complication.
    expect(reply).toContain("- @dj: decide qué cuesta el fallo de Enano en «muro»");
    expect(reply).toContain("@dj");
    expect(await verified(reply)).toBe(1);
  });

  it("TT-OUT-4 TT-DEF-1: the GM costs the critical failure in Resolve (doubled) with a complication from the challenge card's button; Enano falls to 0 and is defeated", async () => {
    // Only the GM the table waits for gets the button; it writes the [tt-respuesta] into the composer.
    expect(await (await challengeCard("bruno")).card.locator("[data-gf-action=tt-cost]").count()).toBe(0);
    const card = (await challengeCard("dj")).card;
    await card.locator("[data-gf-action=tt-cost][data-gf-character=Enano]").click();
    await expect(card.locator(".gf-tt-cost label.gf-picker-option").first().innerText()).resolves.toBe("Pierde 2 de Resolución");
    await card.locator(".gf-tt-cost input[type=text]").fill("el muro le cae encima");
    await card.locator(".gf-tt-cost button[type=submit]").click();
    expect((await page.inputValue("#gf-composer-text")).trimEnd())
      .toBe("[tt-respuesta desafio=muro personaje=Enano]\ncoste: resolución\ncomplicación: el muro le cae encima\n[/tt-respuesta]");
    await postComposer(page, h, topics.session);
    const reply = await replyTo("dj", "cost");
    expect(reply).toContain("Enano es derrotado");
    expect((await record()).state.characters["Enano"]!.outOfScene).toBe(true);
  });

  it("TT-DEF-2 TT-TOOL-10: the GM writes Enano's affliction, permanent after a critical failure; his sheet on the forum shows it and his Resolve refilled", async () => {
    await typeReply("dj", "[tt-respuesta personaje=Enano]\naflicción: Cojo\n[/tt-respuesta]");
    const reply = await replyTo("dj", "affliction");
    expect(reply).toContain("Enano: aflicción «Cojo»");
    const enano = await until("Enano's sheet with its affliction", () => { const raw = h.sandbox.forum.postByNumber(topics.enano, 1)!.raw; return raw.includes("Cojo") ? raw : undefined; }, { ms: 30_000 });
    expect(enano).toBe(ENANO.replace("resolución: 2/3\n", "resolución: 3/3\naflicción: Cojo (permanente)\n"));
  });

  it("TT-EFF-2 TT-AMB-05: Maga rolls again, the challenge's Karma and quirk still holding, and the wall is overcome", async () => {
    const picked = await pickRoll("ana");
    expect(picked.split("\n")[0]).toBe("Tirarás 2d6 contra 5");
    const reply = await replyTo("ana", "maga2");
    expect(reply).toContain(`**Maga** tira [6] [2] contra 5 en «muro»: **éxito**; «muro» está superado (${rule("TT-OUT-1")})`);
    expect(await verified(reply)).toBe(1);
    // TT-EFF-2: no token left on the card; the wall is overcome.
    const c = await challengeCard("ana");
    expect(await c.effort()).toEqual([0, 0, 2]);
    await expect(c.card.locator("[data-gf-field=effort]").innerText()).resolves.toContain("superado");
  });

  it("TT-TOOL-07: the GM closes the challenge; Enano's unchosen quirk reward is Karma; both sheets read as the table has them", async () => {
    await typeReply("dj", "[tt-dj]\ncerrar: muro\n[/tt-dj]");
    await replyTo("dj", "close");
    const r = await record();
    expect(r.state.challenges["muro"]!.open).toBe(false);
    // Enano's quirk reward, never chosen, is Karma: his Karma was already at its quota of 3 (TT-TOK-3).
    expect(r.state.challenges["muro"]!.limits["*"]!.rewarded).toBe(true);
    expect(r.state.characters["Enano"]!.karma).toBe(3);
    expect(r.state.characters["Maga"]!.karma).toBe(2);
    // The forum's sheets, drawn by the client as any reader sees them.
    await page.goto(`${h.sandbox.url}/t/${topics.maga}`);
    const maga = page.locator("[data-gf-block=ttsheet]").first();
    await maga.waitFor();
    await expect(maga.innerText()).resolves.toMatch(/Karma\s*2\/3/);
    await maga.screenshot({ path: artifact("tricube-session", "maga-sheet-after.png") });
    await page.goto(`${h.sandbox.url}/t/${topics.enano}`);
    const enano = page.locator("[data-gf-block=ttsheet]").first();
    await enano.waitFor();
    await expect(enano.innerText()).resolves.toContain("Cojo (permanente)");
    await enano.screenshot({ path: artifact("tricube-session", "enano-sheet-after.png") });
    // The closing reply's table says the challenge is closed, and the card shows it.
    const c = await challengeCard("dj");
    await expect(c.card.locator(".gf-tt-now .gf-tt-closed").innerText()).resolves.toBe("Cerrado por el DJ");
    await c.card.screenshot({ path: artifact("tricube-session", "challenge-card-after.png") });
    expect(errors).toEqual([]);
  });

  it("a table a player posts is not the service's: the service plays nothing of it, its card says so, and the challenge card keeps the service's", async () => {
    const before = (await h.service.store.getFlow(topics.session))!.version;
    await typeReply("ana", "[tt-mesa desafio=muro]\nesfuerzo: 2/2\ndificultad Maga: 2\n[/tt-mesa]");
    await page.locator("[data-gf-block=tttable]").last().waitFor();
    await h.settle();
    const mine = h.sandbox.forum.topicPosts(topics.session).at(-1)!;
    expect(mine.userId).toBe(h.sandbox.forum.userByName("ana")!.id);
    expect(h.replies(topics.session).filter((r) => r.replyTo === mine.postNumber)).toEqual([]);
    expect((await h.service.store.getFlow(topics.session))!.version).toBe(before);
    const c = await challengeCard("ana");
    expect(await c.effort()).toEqual([0, 0, 2]);
    const forged = page.locator("[data-gf-block=tttable]").last();
    await expect(seenText(forged.locator(".gf-tt-untrusted"))).resolves.toBe("Esta mesa no la ha escrito el servicio: no cuenta");
    expect(errors).toEqual([]);
  });
});
