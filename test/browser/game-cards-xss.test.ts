// Hostile posts in each new game's category, drawn by the per-game card chunks (gf-tricube.js,
// gf-facetas.js, gf-pujas.js) in a real Chromium on the sandbox forum's page: every free-text field a
// card draws (names, archetypes, perks and quirks, facets, Traits, Tenets, story elements…) holds a
// payload (`<img onerror>`, `"><script>`, javascript: and markdown links, a [gf-pool] opener, @here, a
// bidi override U+202E, curly quotes, a very long word). The posts are cooked by the sandbox forum as
// Discourse cooks them (markdown-it with the plugin's bundle, then the sanitizer model with the plugin's
// allow list) and the real service answers them (seeded dice), so its [tt-mesa]/[fa-mesa] tables and the
// Pujas books are drawn too. Asserted: no payload runs (window.__pwned unset, no dialog), the cards hold no
// img/script/iframe/javascript: link/on* handler, their text shows the payload literally and without bidi
// controls (src/plugin-client/dom.ts withoutBidi), and the composers the cards open (Tricube's roll picker,
// Facetas' table buttons, Pujas' sealed-bid composer) write the values as text, running nothing.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import { until } from "../support/until.js";
import { harness, type Harness } from "../service/harness.js";
import { artifact, buildPageScript, launch, openAs, watchErrors } from "./support/browser.js";
import { postComposer } from "./support/composer-post.js";

jest.setTimeout(180_000);

const RLO = "\u202e";
/** A payload that is still one line of a block (no newline, no block closer of its own). */
const X = (n: number) => `<img src=x onerror=window.__pwned=${n}>"><script>window.__pwned=${n}</script>`
  + `[a](javascript:window.__pwned=${n}) ![i](https://e.test/x.png) ${RLO}@here “q”=‘v’ ${"W".repeat(120)}`;
/** The same without the long word, for the fields a sheet registry bounds (names of facets, perks, quirks). */
const S = (n: number) => `<img src=x onerror=window.__pwned=${n}>"><script>window.__pwned=${n}</script>${RLO}@here “q”=‘v’`;
/** Shorter still, for Facetas' facet names (bounded in length). */
const F = (n: number) => `<img src=x onerror=alert(${n})>${RLO}@here “q”`;
/** What the card shows of it: the same characters, bidi controls dropped. */
const shown = (s: string) => s.replace(new RegExp(RLO, "g"), "");

let browser: Awaited<ReturnType<typeof launch>>;
beforeAll(async () => { browser = await launch(); }, 60_000);
afterAll(async () => { await browser?.close(); });

interface Game { h: Harness; page: Page; errors: string[]; dialogs: string[] }

async function start(game: string, players: string[], lang: "es" | "en", seed: string, config: Record<string, unknown> = {}): Promise<Game> {
  const h = await harness({ seed, sandbox: { pageScript: await buildPageScript(), players }, config: { categoryGame: { "1": game }, sheetMakeWiki: true, ...config } });
  h.sandbox.siteSettings["gf_public_key"] = ((await (await fetch(`${h.service.url}/.well-known/gf-dice.json`)).json()) as { publicKey: string }).publicKey;
  h.sandbox.siteSettings["gf_categories"] = String(h.sandbox.category.id);
  h.sandbox.siteSettings["gf_category_games"] = `${h.sandbox.category.id}:${game}`;
  const page = await browser.context.newPage();
  page.setDefaultTimeout(30_000);
  const errors = watchErrors(page);
  const dialogs: string[] = [];
  page.on("dialog", (d) => { dialogs.push(d.message()); void d.dismiss(); });
  await openAs(page, h.sandbox.url, players[0]!, lang);
  return { h, page, errors, dialogs };
}

/** A sheet typed in the page's composer, as players post them (the service makes it a wiki); its topic. */
async function wikiSheet(g: Game, user: string, title: string, raw: string): Promise<number> {
  await g.page.goto(`${g.h.sandbox.url}/`);
  await g.page.selectOption("#gf-user", user);
  await g.page.click("#gf-new-topic");
  await g.page.fill("#gf-composer-title", title);
  await g.page.fill("#gf-composer-text", raw);
  await g.page.click("#gf-composer-post");
  await g.page.locator(".gf-topic-title", { hasText: title }).waitFor();
  const topic = Number(/\/t\/(\d+)/.exec(g.page.url())![1]);
  // The service has made it a wiki and registered it once the forum's deliveries of its post are answered.
  await g.h.settle();
  const sheet = g.h.sandbox.forum.topicPosts(topic)[0]!;
  await until("the sheet to be registered", async () => (await g.h.service.store.loadSheets()).some((r) => r.postId === sheet.id && r.raw !== null));
  return topic;
}

async function view(g: Game, user: string, topic: number, block: string): Promise<void> {
  await g.page.evaluate((u) => localStorage.setItem("gf-sandbox-user", u), user);
  await g.page.goto(`${g.h.sandbox.url}/t/${topic}`);
  await g.page.locator(block === "*" ? "[data-gf-block]" : `[data-gf-block=${block}]`).first().waitFor();
  // Every card of the thread drawn, not only the first (each game's chunk and what a card reads load on their own).
  await g.page.waitForFunction(() => [...document.querySelectorAll("div[data-gf-card]")].every((c) => c.hasAttribute("data-gf-block")));
}

/** What the page holds that a payload would have made, and the drawn cards' text. */
async function inspect(page: Page) {
  return page.evaluate(() => {
    const cards = [...document.querySelectorAll<HTMLElement>("[data-gf-block]")];
    const inCards = (sel: string) => cards.reduce((n, c) => n + c.querySelectorAll(sel).length, 0);
    const handlers = [...document.querySelectorAll("*")].flatMap((e) => [...e.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${e.tagName}.${a.name}`));
    // The data the forum cooked (data-gf-card / data-gf-source) carries the post's text as written; what is drawn is the rest.
    const attrs = cards.flatMap((c) => [...c.querySelectorAll("*"), c].flatMap((e) => [...e.attributes]
      // An <option>'s value is the sheet's word as written, for the composer to write back (the service matches it); not drawn.
      .filter((a) => a.name !== "data-gf-card" && a.name !== "data-gf-source" && a.name !== "value" && a.value.includes("\u202e")).map((a) => `${e.tagName}.${a.name}`)));
    return {
      pwned: (window as unknown as { __pwned?: number }).__pwned ?? 0,
      made: inCards("img, script, iframe, object, embed, a[href^='javascript' i]"),
      scripts: document.querySelectorAll(".gf-post script").length,
      handlers,
      bidiInText: cards.some((c) => c.innerText.includes("\u202e")),
      bidiInAttributes: attrs,
      text: cards.map((c) => c.innerText).join("\n"),
      blocks: cards.map((c) => c.getAttribute("data-gf-block")),
    };
  });
}

function expectClean(found: Awaited<ReturnType<typeof inspect>>, g: Game): void {
  expect({ pwned: found.pwned, made: found.made, scripts: found.scripts, handlers: found.handlers, dialogs: g.dialogs,
    bidiInText: found.bidiInText, bidiInAttributes: found.bidiInAttributes })
    .toEqual({ pwned: 0, made: 0, scripts: 0, handlers: [], dialogs: [], bidiInText: false, bidiInAttributes: [] });
  // The markdown image in the prose around the cards is allowed by Discourse; its made-up host does not resolve.
  expect(g.errors.filter((e) => !e.includes("ERR_NAME_NOT_RESOLVED"))).toEqual([]);
}

describe("Tricube's cards with hostile words", () => {
  let g: Game;
  let session = 0;
  beforeAll(async () => { g = await start("tricube", ["ana", "dj"], "es", "tricube-xss", { game: { moderator: "dj" } }); }, 90_000);
  afterAll(async () => { await g?.page.close(); await g?.h.close(); });

  it("TT-CHAR-1 TT-QRK-1 TT-KAR-2: a sheet, a challenge and the picker's roll with payloads in every word are drawn literally and compose as text", async () => {
    const name = "Maga";
    const sheet = `[tt-ficha]\nnombre: ${name}\njugadora: ana\narquetipo: astuta maga\nventaja: ${S(2)}\ndefecto: ${S(3)}\naflicción: ${S(4)} (permanente)\n[/tt-ficha]`;
    await view(g, "ana", await wikiSheet(g, "ana", "Ficha de personaje: Maga", sheet), "ttsheet");
    let found = await inspect(g.page);
    expectClean(found, g);
    expect(found.text).toContain(shown(S(2)));
    expect(found.text).toContain(shown(S(3)));
    const challenge = await g.h.post("dj", `El muro: ${X(5)}\n\n[tt-desafio id=muro]\nquién: Maga\ncualidad: astuta\ndificultad: 5\nesfuerzo: 2\n[/tt-desafio]`);
    session = challenge.topic_id;
    await g.h.settle();
    expect(g.h.replies(session).map((r) => r.raw).join("\n")).toContain("[tt-mesa");
    await view(g, "ana", session, "ttchallenge");
    found = await inspect(g.page);
    expectClean(found, g);
    await g.page.screenshot({ path: artifact("xss", "tricube-challenge.png"), fullPage: true });
    // The picker: the reader's own sheet gives its quirk as an option; the roll it composes names it as written.
    const card = g.page.locator("[data-gf-block=ttchallenge]").first();
    await card.locator("[data-gf-action=tt-roll]").click();
    await card.locator("select").nth(0).selectOption({ index: 1 });
    await card.locator("button[type=submit]").click();
    const text = await g.page.inputValue("#gf-composer-text");
    // The quirk as the sheet writes it, as plain text, without the bidi control (the game reads the sheet's word without it too).
    expect(text).toContain(`defecto: ${shown(S(3))}`);
    expect(text).not.toContain(RLO);
    expectClean(await inspect(g.page), g);
    await postComposer(g.page, g.h, session);
    // The service plays it as the sheet's quirk (TT-QRK-1): no refusal.
    expect(g.h.replies(session).at(-1)!.raw).not.toMatch(/no puedo aplicar/);
    await view(g, "dj", session, "ttroll");
    found = await inspect(g.page);
    expectClean(found, g);
    expect(found.text).toContain(shown(S(3)));
  });
});

describe("Facetas' cards with hostile words", () => {
  let g: Game;
  beforeAll(async () => { g = await start("facetas", ["ana", "bruno", "carla", "dario"], "es", "facetas-xss"); }, 90_000);
  afterAll(async () => { await g?.page.close(); await g?.h.close(); });

  it("FA-SHEET-1 FA-SCENE-1: facets, Traits and the table's offers with payloads are drawn literally; the table's buttons compose them as text", async () => {
    const sheets = [
      ["ana", "Mark", `[fa-ficha funcion=protagonista]\npersonaje: Mark\njugador: ana\nfaceta ${F(11)}: 4\nrasgo: ${S(12)}\nph: 3\ninspiraciones: 2 3\n[/fa-ficha]`],
      ["carla", "Lola", "[fa-ficha funcion=protagonista]\npersonaje: Lola\njugadora: carla\nfaceta Fisgona: 3\nph: 2\ninspiraciones: 4 2 2\n[/fa-ficha]"],
      ["dario", "Vecina", "[fa-ficha funcion=protagonista]\npersonaje: Vecina\njugador: dario\nfaceta Testigo: 5\nph: 3\ninspiraciones: 2 2 2\n[/fa-ficha]"],
    ] as const;
    let first = 0;
    for (const [user, title, raw] of sheets) { const t = await wikiSheet(g, user, `Ficha de personaje: ${title}`, raw); first ||= t; }
    await view(g, "ana", first, "*");
    let found = await inspect(g.page);
    expectClean(found, g);
    expect(found.text).toContain(shown(F(11)));
    expect(found.text).toContain(shown(S(12)));
    const opening = await g.h.post("bruno", `La puerta: ${X(13)}\n\n[fa-conflicto]\nprotagonista: ana\nadversario: bruno\naliado: carla\nmundo: dario\nficha protagonista: Mark\nficha aliado: Lola\nficha mundo: Vecina\n[/fa-conflicto]\n\n`
      + `[fa-ficha funcion=adversario]\nfaceta ${F(14)}: 3\nfaceta La pequeña Sara: 5\nph: 1\ninspiraciones: 3\n[/fa-ficha]`);
    const topic = opening.topic_id;
    await g.h.settle();
    expect(g.h.replies(topic).map((r) => r.raw).join("\n")).toContain("[fa-mesa");
    await view(g, "ana", topic, "fatable");
    found = await inspect(g.page);
    expectClean(found, g);
    await g.page.screenshot({ path: artifact("xss", "facetas-table.png"), fullPage: true });
    // Every offer of the reader's on the service's table composes its move; the one naming the hostile facet writes it as text.
    const offers = g.page.locator("[data-gf-block=fatable]").last().locator("button.gf-fa-offer");
    const n = await offers.count();
    expect(n).toBeGreaterThan(0);
    let composed = "";
    for (let i = 0; i < n; i++) {
      await offers.nth(i).click();
      composed += await g.page.inputValue("#gf-composer-text");
      expectClean(await inspect(g.page), g);
      await g.page.goto(`${g.h.sandbox.url}/t/${topic}`);
      await g.page.locator("[data-gf-block=fatable]").first().waitFor();
    }
    // Mark's only facet is the hostile one: the roll offer composes it as text, and nothing ran (checked above).
    expect(composed).toMatch(/^\[fa-turno\]\n/);
    // The service's table wrote the facet without its bidi control, and its "@here" as written: the table is
    // a card, cooked with no inline text, so no mention is read in it (outbox-guard.ts).
    expect(composed).toContain(`tirar P1: ${shown(F(11))}`);
    // The roll the button composes is played by the service: the facet it names is Mark's facet.
    await g.page.locator("[data-gf-block=fatable]").last().locator("button.gf-fa-offer", { hasText: "P1" }).first().click();
    await postComposer(g.page, g.h, topic);
    const answer = g.h.replies(topic).at(-1)!.raw;
    expect(answer).not.toContain("no puedo aplicar");
  });
});

describe("Pujas' cards with hostile words", () => {
  let g: Game;
  // An English table: Pujas answers in the category's language, whatever the posts' (e88ebf2).
  beforeAll(async () => { g = await start("pujas", ["ana", "bruno", "carla"], "en", "pujas-xss", { categoryLang: { "1": "en" } }); }, 90_000);
  afterAll(async () => { await g?.page.close(); await g?.h.close(); });

  it("PJ-SETUP-1 PJ-TENET-1 PJ-BID-2: Tenets and story elements with payloads are drawn literally in the books; the sealed-bid composer writes only the seal", async () => {
    const turn = (...lines: string[]) => `[pj-turn]\n${lines.join("\n")}\n[/pj-turn]`;
    const open = await g.h.post("ana", `The harbour: ${X(21)}\n\n[pj-table]\nplayers: ana, bruno, carla\nfirst: ana\n[/pj-table]`);
    const topic = open.topic_id;
    await g.h.settle();
    await g.h.post("ana", turn(`story element: ${X(22)}`), topic);
    await g.h.settle();
    await g.h.post("bruno", turn(`story element: ${X(23)}`), topic);
    await g.h.settle();
    await g.h.post("carla", turn("pass"), topic);
    await g.h.settle();
    expect(g.h.replies(topic).map((r) => r.raw).join("\n")).toContain("Sealed bids still to come");
    await view(g, "ana", topic, "pjledger");
    let found = await inspect(g.page);
    expectClean(found, g);
    expect(found.text).toContain(shown(X(22)));
    await g.page.screenshot({ path: artifact("xss", "pujas-books.png"), fullPage: true });
    const composer = g.page.locator("#post_1 .gf-pj-composer");
    await composer.locator(".gf-pj-bid-input").fill("2");
    await composer.locator(".gf-pj-seal-button").click();
    await g.page.locator("#gf-composer-text").waitFor();
    expect((await g.page.inputValue("#gf-composer-text")).trim()).toMatch(/^\[pj-bid auction=[a-z0-9-]+\]\nseal: [0-9a-f]{64}\n\[\/pj-bid\]$/);
    expectClean(await inspect(g.page), g);
    await postComposer(g.page, g.h, topic);
    await view(g, "ana", topic, "pjledger");
    found = await inspect(g.page);
    expectClean(found, g);
  });
});
