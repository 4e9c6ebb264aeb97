// What a Tricube group reads off the challenge card and writes with its picker, in a real Chromium:
// the plugin's committed markdown bundle cooks the posts (as Discourse does server-side), the model
// of Discourse's sanitizer keeps what its allow list registers, and the committed client bundle and
// Tricube's chunk draw them. The "Difficulty" row says the difficulty in force (TT-KAR-3, TT-QRK-1)
// with the GM's base and why, from the service's latest table only; an open roll picker follows a
// table that arrives after it was drawn.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import { tricubeCardHtml } from "../../../../src/games/tricube/cards/index.js";
import { parseTricubePost, type ParsedTricubeBlock } from "../../../../src/games/tricube/markup/index.js";
import { addClient, artifact, launch, watchErrors } from "../../../browser/support/browser.js";
import { shippedCooking, type ShippedCooking } from "../../../browser/support/cooked-cards.js";
import { pluginStylesheet } from "../../../../src/sandbox/page/plugin-stylesheet.js";

jest.setTimeout(90_000);

let cooking: ShippedCooking;
let browser: Awaited<ReturnType<typeof launch>>;

beforeAll(async () => {
  cooking = await shippedCooking();
  browser = await launch();
}, 60_000);

afterAll(async () => { await browser?.close(); });

/** As a Spanish forum cooks and sanitizes. */
const sanitize = (html: string): string => cooking.sanitize(html, "es");
const cook = (raw: string): string => cooking.cook(raw, "es").sanitized;

const SHEET = "[tt-ficha]\nnombre: Maga\narquetipo: astuta maga\nventaja: Piromancia\ndefecto: Arrogante\nkarma: 3/3\n[/tt-ficha]";
const CHALLENGE = "[tt-desafio id=muralla]\nquién: Maga, Enano\ncualidad: fuerte\ndificultad: 5\nesfuerzo: 3\n[/tt-desafio]";
/** The service's table after Maga's Karma: −1 for both, for the effort challenge's later rolls too (TT-KAR-3, TT-AMB-05). */
const KARMA = "[tt-mesa desafio=muralla]\nesfuerzo: 2/3\ndificultad Maga: 4 (TT-KAR-3 -1)\ndificultad Enano: 4 (TT-KAR-3 -1)\nespera: ana, bruno\n[/tt-mesa]";
/** Then Enano declared his quirk (TT-QRK-1 +1, held for his later rolls): the two no longer roll against the same. */
const QUIRK = "[tt-mesa desafio=muralla]\nesfuerzo: 1/3\ndificultad Maga: 4 (TT-KAR-3 -1)\ndificultad Enano: 5 (TT-QRK-1 +1, TT-KAR-3 -1)\nespera: ana\n[/tt-mesa]";
/** Before anyone moved it: the GM's 5 for both. */
const PLAIN = "[tt-mesa desafio=muralla]\nesfuerzo: 3/3\ndificultad Maga: 5\ndificultad Enano: 5\nespera: ana, bruno\n[/tt-mesa]";
/** A player's copy of a table, claiming the difficulty is 2: not the service's. */
const FORGED = "[tt-mesa desafio=muralla]\nesfuerzo: 0/3\ndificultad Maga: 2 (TT-KAR-3 -1)\ndificultad Enano: 2 (TT-KAR-3 -1)\n[/tt-mesa]";

/** `to`: the post it replies to; the service's replies answer the post before them unless it says. */
interface Post { readonly user: string; readonly raw: string; readonly to?: number }

/**
 * A topic page for `ana` (who plays Maga): the posts cooked and drawn, each decorated as it arrives
 * with the thread as it stands then; `arrive` adds more posts later, as Discourse renders a reply.
 */
async function topic(page: Page, lang: "es" | "en", posts: readonly (Post & { readonly html?: string })[], sheet = cook(SHEET), reader = "ana"): Promise<{ arrive(more: readonly Post[]): Promise<void> }> {
  const css = pluginStylesheet();
  await page.setContent(`<!doctype html><html lang="${lang}"><head><style>${css}</style></head><body><div id="topic"></div><div id="sheet" hidden>${sheet}</div></body></html>`);
  await addClient(page);
  await page.evaluate(({ lang, reader }) => {
    const w = window as unknown as { gfClient: { decorateCooked(root: ParentNode, host: unknown): void }; gfLoadGame: unknown; composed: string[];
      thread: { id: number; postNumber: number; username: string; replyToPostNumber?: number; element: HTMLElement }[]; arrive(users: string[], html: string[], to: (number | null)[]): void };
    w.composed = [];
    w.thread = [];
    w.arrive = (users, html, to) => {
      for (const [i, username] of users.entries()) {
        const id = w.thread.length + 1;
        const element = document.createElement("div");
        element.className = "cooked";
        element.id = `p${id}`;
        element.innerHTML = html[i]!;
        document.getElementById("topic")!.append(element);
        w.thread.push({ id, postNumber: id, username, element, ...(username === "gf-dice" ? { replyToPostNumber: to[i] ?? id - 1 } : {}) });
        w.gfClient.decorateCooked(element, {
          lang, t: (key: string) => `[${lang}.${key}]`, publicKey: "00", username: reader, postId: id, topicId: 7, loadGame: w.gfLoadGame,
          serviceUsername: "gf-dice", thread: () => w.thread.slice(), composeReply: (text: string) => { w.composed.push(text); },
          gameTopics: () => Promise.resolve([{ topicId: 3, postId: 30, username: "ana", title: "Maga", element: document.getElementById("sheet")! }]),
        });
      }
    };
  }, { lang, reader });
  const arrive = async (more: readonly (Post & { readonly html?: string })[]) => {
    await page.evaluate(({ users, html, to }) => (window as unknown as { arrive(u: string[], h: string[], t: (number | null)[]): void }).arrive(users, html, to),
      { users: more.map((p) => p.user), html: more.map((p) => p.html ?? cook(p.raw)), to: more.map((p) => p.to ?? null) });
    // Every card drawn, once the chunk has come.
    await page.waitForFunction(() => !document.querySelector(".cooked [data-gf-card]:not([data-gf-block])"));
  };
  await arrive(posts);
  return { arrive };
}

const challengeCard = (page: Page) => page.locator("#p1 [data-gf-block=ttchallenge]");
const difficultyRow = (page: Page) => challengeCard(page).locator("dd[data-gf-field=difficulty]");

/** Waits (without a fixed time) for the row to read `expected`, then checks it, so a failure shows what it read. */
async function rowSays(page: Page, expected: string): Promise<void> {
  await page.waitForFunction((t) => document.querySelector("#p1 [data-gf-block=ttchallenge] dd[data-gf-field=difficulty]")?.textContent === t, expected)
    .catch(() => undefined);
  await expect(difficultyRow(page).innerText()).resolves.toBe(expected);
}

describe("the challenge card's Difficulty row says the difficulty in force", () => {
  it.each(["es", "en"] as const)("TT-KAR-3: after the challenge's Karma the row says 4, the GM's base 5 and the Karma −1 (%s)", async (lang) => {
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    await topic(page, lang, [{ user: "dj", raw: CHALLENGE }, { user: "gf-dice", raw: KARMA }, { user: "ana", raw: FORGED }]);
    await challengeCard(page).locator(".gf-tt-now").waitFor();
    // Not the GM's 5 alone (which reads as what Maga rolls against), nor the forged table's 2.
    await expect(difficultyRow(page).innerText()).resolves.toBe("4 (base 5, Karma \u22121)");
    await expect(difficultyRow(page).locator("[data-gf-in-force]").getAttribute("data-gf-value")).resolves.toBe("4");
    await expect(difficultyRow(page).locator("[data-gf-in-force]").getAttribute("data-gf-base")).resolves.toBe("5");
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each(["es", "en"] as const)("TT-QRK-1 TT-KAR-3: characters whose difficulties differ each get theirs, with why (%s)", async (lang) => {
    const page = await browser.context.newPage();
    await topic(page, lang, [{ user: "dj", raw: CHALLENGE }, { user: "gf-dice", raw: KARMA }, { user: "gf-dice", raw: QUIRK }]);
    await challengeCard(page).locator(".gf-tt-now").waitFor();
    await expect(difficultyRow(page).innerText()).resolves.toBe(lang === "en"
      ? "Maga: 4 (base 5, Karma \u22121); Enano: 5 (base 5, quirk +1, Karma \u22121)"
      : "Maga: 4 (base 5, Karma \u22121); Enano: 5 (base 5, defecto +1, Karma \u22121)");
    await expect(difficultyRow(page).locator("[data-gf-character=Enano] [data-gf-in-force]").getAttribute("data-gf-value")).resolves.toBe("5");
    await challengeCard(page).screenshot({ path: artifact("tricube", `in-force-${lang}.png`) });
    await page.close();
  });

  it("a table that moves nothing leaves the GM's difficulty as it is", async () => {
    const page = await browser.context.newPage();
    await topic(page, "es", [{ user: "dj", raw: CHALLENGE }, { user: "gf-dice", raw: PLAIN }]);
    await challengeCard(page).locator(".gf-tt-now").waitFor();
    await expect(difficultyRow(page).innerText()).resolves.toBe("5");
    await page.close();
  });

  it("a forged table (a post not by the service's account) does not change the row, however late it comes", async () => {
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    const { arrive } = await topic(page, "es", [{ user: "dj", raw: CHALLENGE }, { user: "ana", raw: FORGED }]);
    await page.locator("#p2 [data-gf-untrusted]").waitFor();
    await challengeCard(page).locator(".gf-tt-picker").waitFor({ state: "attached" });
    // Nor does it open the challenge for rolls: only the service's table does.
    expect(await challengeCard(page).locator("[data-gf-action=tt-roll]").isVisible()).toBe(false);
    expect(await challengeCard(page).getAttribute("data-gf-as-of-table")).toBeNull();
    await expect(difficultyRow(page).innerText()).resolves.toBe("5");
    // The service's table (its reply to the challenge) then counts; a second forgery after it changes nothing.
    await arrive([{ user: "gf-dice", raw: KARMA, to: 1 }]);
    await rowSays(page, "4 (base 5, Karma \u22121)");
    await arrive([{ user: "bruno", raw: FORGED }]);
    await page.locator("#p4 [data-gf-untrusted]").waitFor();
    await expect(difficultyRow(page).innerText()).resolves.toBe("4 (base 5, Karma \u22121)");
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("an open roll picker follows the table", () => {
  /** Waits (without a fixed time) for the open picker to say `expected`, then checks it. */
  async function pickerSays(page: Page, expected: string): Promise<void> {
    await page.waitForFunction((t) => document.querySelector("#p1 [data-gf-block=ttchallenge] .gf-picker-count")?.textContent === t, expected)
      .catch(() => undefined);
    await expect(challengeCard(page).locator(".gf-picker-count").innerText()).resolves.toBe(expected);
  }

  it.each(["es", "en"] as const)("TT-KAR-3 TT-AMB-05: a table that arrives while the picker is open moves what it says, without a reload (%s)", async (lang) => {
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    const says = (n: number) => (lang === "en" ? `You will roll 2d6 against ${n}` : `Tirarás 2d6 contra ${n}`);
    const { arrive } = await topic(page, lang, [{ user: "dj", raw: CHALLENGE }, { user: "gf-dice", raw: PLAIN }]);
    const card = challengeCard(page);
    await card.locator("[data-gf-action=tt-roll]").click();
    await pickerSays(page, says(5));
    // The service's reply after the challenge's Karma: −1 for Maga's later rolls in this effort challenge.
    await arrive([{ user: "gf-dice", raw: KARMA }]);
    await pickerSays(page, says(4));
    expect(await card.locator("form.gf-picker").isVisible()).toBe(true);
    // Her quirk, declared now, still counts on top of it (TT-QRK-1).
    await card.locator("select").nth(0).selectOption("Arrogante");
    await pickerSays(page, says(5));
    // A forged table changes nothing; the service's next one does, with the quirk still declared.
    await arrive([{ user: "bruno", raw: FORGED }]);
    await page.locator("#p4 [data-gf-untrusted]").waitFor();
    await pickerSays(page, says(5));
    await arrive([{ user: "gf-dice", raw: PLAIN }]);
    await pickerSays(page, says(6));
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each([["es", "TT-QRK-1"], ["en", "TT-DEF-3"]] as const)("TT-QRK-3 TT-AMB-06: once the challenge counts a quirk or an affliction, the open picker offers no other (%s, %s)", async (lang, rule) => {
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    const says = (n: number) => (lang === "en" ? `You will roll 2d6 against ${n}` : `Tirarás 2d6 contra ${n}`);
    // Enano's quirk (or an affliction the GM applied) in this effort challenge: its one place is taken, for Maga too (TT-AMB-05).
    const held = `[tt-mesa desafio=muralla]\nesfuerzo: 2/3\ndificultad Maga: 5 (${rule} +1, TT-KAR-3 -1)\ndificultad Enano: 5 (${rule} +1, TT-KAR-3 -1)\nespera: ana\n[/tt-mesa]`;
    const { arrive } = await topic(page, lang, [{ user: "dj", raw: CHALLENGE }, { user: "gf-dice", raw: KARMA }]);
    const card = challengeCard(page);
    await card.locator("[data-gf-action=tt-roll]").click();
    const quirk = card.locator("select").nth(0);
    await quirk.selectOption("Arrogante");
    await pickerSays(page, says(5));
    expect(await card.locator("[data-gf-kind=quirk-taken]").isHidden()).toBe(true);
    await arrive([{ user: "gf-dice", raw: held }]);
    // The service would refuse a second one: the choice is dropped, the select disabled, and the note says why.
    await pickerSays(page, says(5));
    expect(await quirk.isDisabled()).toBe(true);
    expect(await quirk.inputValue()).toBe("");
    // The disabled select is described by the note that says why.
    const takenId = await card.locator("[data-gf-kind=quirk-taken]").getAttribute("id");
    expect(takenId).toMatch(/^gf-tt-taken-/);
    await expect(quirk.getAttribute("aria-describedby")).resolves.toBe(takenId);
    await expect(card.locator("[data-gf-kind=quirk-taken]").innerText()).resolves.toBe(lang === "en"
      ? "This challenge already counts a quirk or an affliction: only one per challenge" : "Este desafío ya cuenta un defecto o una aflicción: solo uno por desafío");
    await card.locator("button[type=submit]").click();
    await page.waitForFunction(() => (window as unknown as { composed: string[] }).composed.length > 0);
    const composed = await page.evaluate(() => (window as unknown as { composed: string[] }).composed);
    expect(composed).toEqual([lang === "en" ? "[tt-roll challenge=muralla character=Maga]\nquality: no\n[/tt-roll]" : "[tt-tirada desafio=muralla personaje=Maga]\ncualidad: no\n[/tt-tirada]"]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each([["es", "overcome"], ["en", "closed"]] as const)("TT-EFF-2 TT-OUT-3: a challenge overcome or closed takes no more rolls: the open picker goes and says why (%s, %s)", async (lang, end) => {
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    const last = end === "overcome"
      ? "[tt-mesa desafio=muralla]\nesfuerzo: 0/3\ndificultad Maga: 4 (TT-KAR-3 -1)\ndificultad Enano: 4 (TT-KAR-3 -1)\nespera: dj\n[/tt-mesa]"
      : "[tt-table challenge=muralla]\neffort: 1/3\ndifficulty Maga: 4 (TT-KAR-3 -1)\ndifficulty Enano: 4 (TT-KAR-3 -1)\nclosed\n[/tt-table]";
    const { arrive } = await topic(page, lang, [{ user: "dj", raw: CHALLENGE }, { user: "gf-dice", raw: KARMA }]);
    const card = challengeCard(page);
    const button = card.locator("[data-gf-action=tt-roll]");
    await button.click();
    await card.locator("form.gf-picker").waitFor();
    expect(await card.locator("[data-gf-kind=ended]").isHidden()).toBe(true);
    await arrive([{ user: "gf-dice", raw: last }]);
    // The service would refuse the roll (TT-EFF-2: no tokens left; a closed challenge takes none): no form, and
    // the button that opened it retires, hidden rather than greyed; the note says why.
    await card.locator("form.gf-picker").waitFor({ state: "hidden" });
    await button.waitFor({ state: "hidden" });
    expect(await card.locator("[data-gf-kind=ended]").isVisible()).toBe(true);
    await expect(card.locator("[data-gf-kind=ended]").innerText()).resolves.toBe(end === "overcome"
      ? "Desafío superado: no le quedan fichas de esfuerzo, no admite más tiradas" : "The GM has closed this challenge: it takes no more rolls");
    // A forged table that reopens it changes nothing.
    await arrive([{ user: "ana", raw: KARMA }]);
    await page.locator("#p4 [data-gf-untrusted]").waitFor();
    expect(await button.isHidden()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each(["es", "en"] as const)("a challenge card offers Roll only while the service's table of its own challenge waits on the reader: not a player's refused one, not a second one with an id in use, not the first once another took its id (%s)", async (lang) => {
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    const refused = "<p>refused</p>";
    const closed = "[tt-mesa desafio=muralla]\nesfuerzo: 2/3\ndificultad Maga: 5\ndificultad Enano: 5\ncerrado\n[/tt-mesa]";
    const { arrive } = await topic(page, lang, [
      { user: "dj", raw: CHALLENGE }, { user: "gf-dice", raw: PLAIN },
      // ana's own challenge: only the GM opens one, the service refuses it (no table in its reply).
      { user: "ana", raw: "[tt-desafio id=otro]\nquién: Maga\ndificultad: 4\n[/tt-desafio]" }, { user: "gf-dice", raw: "", html: refused },
      // The GM's second «muralla» while the first is open: refused as well.
      { user: "dj", raw: CHALLENGE }, { user: "gf-dice", raw: "", html: refused },
    ]);
    const roll = (n: number) => page.locator(`#p${n} [data-gf-block=ttchallenge] [data-gf-action=tt-roll]`);
    await roll(1).waitFor({ state: "visible" });
    await page.locator("#p5 [data-gf-block=ttchallenge] .gf-tt-picker").waitFor({ state: "attached" });
    await page.locator("#p3 [data-gf-block=ttchallenge] .gf-tt-picker").waitFor({ state: "attached" });
    expect(await roll(3).isVisible()).toBe(false);
    expect(await roll(5).isVisible()).toBe(false);
    // The service's tables of «muralla» are the first card's, not the refused second's.
    expect(await page.locator("#p5 [data-gf-block=ttchallenge] .gf-tt-now").count()).toBe(0);
    // The GM closes it: no card offers a roll.
    await arrive([{ user: "gf-dice", raw: closed }]);
    await roll(1).waitFor({ state: "hidden" });
    // A new «muralla», taken by the service: its card offers Roll, the first's stays retired.
    await arrive([{ user: "dj", raw: CHALLENGE }, { user: "gf-dice", raw: PLAIN }]);
    await roll(8).waitFor({ state: "visible" });
    expect(await roll(1).isVisible()).toBe(false);
    expect(await roll(3).isVisible()).toBe(false);
    expect(await roll(5).isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each(["es", "en"] as const)("TT-OUT-3: while the table waits for the GM to cost a failure, the reader's Roll retires and says whom it waits for; the next table brings it back (%s)", async (lang) => {
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    // Maga failed: the service waits for the GM's cost (TT-OUT-3), and would refuse her roll (TT-EFF-3).
    const failed = "[tt-mesa desafio=muralla]\nesfuerzo: 3/3\ndificultad Maga: 5\ndificultad Enano: 5\nespera: dj\n[/tt-mesa]";
    const { arrive } = await topic(page, lang, [{ user: "dj", raw: CHALLENGE }, { user: "gf-dice", raw: PLAIN }]);
    const card = challengeCard(page);
    const button = card.locator("[data-gf-action=tt-roll]");
    await button.click();
    await card.locator("form.gf-picker").waitFor();
    await arrive([{ user: "gf-dice", raw: failed }]);
    await card.locator("form.gf-picker").waitFor({ state: "hidden" });
    await button.waitFor({ state: "hidden" });
    await expect(card.locator("[data-gf-kind=ended]").innerText()).resolves.toBe(lang === "en"
      ? "Not your roll now: the table waits for dj" : "Ahora no te toca tirar: la mesa espera a dj");
    // The GM costed it: the table waits for Maga's player again.
    await arrive([{ user: "gf-dice", raw: PLAIN }]);
    await button.waitFor({ state: "visible" });
    expect(await card.locator("[data-gf-kind=ended]").isHidden()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a card drawn before the service's first table offers no roll; the table that arrives opens it, at its difficulty", async () => {
    const page = await browser.context.newPage();
    const { arrive } = await topic(page, "es", [{ user: "dj", raw: CHALLENGE }]);
    await challengeCard(page).locator(".gf-tt-picker").waitFor({ state: "attached" });
    expect(await challengeCard(page).locator("[data-gf-action=tt-roll]").isVisible()).toBe(false);
    await arrive([{ user: "gf-dice", raw: KARMA }]);
    await challengeCard(page).locator("[data-gf-action=tt-roll]").click();
    await pickerSays(page, "Tirarás 2d6 contra 4");
    await rowSays(page, "4 (base 5, Karma \u22121)");
    await page.close();
  });
});

describe("the picker writes no bidi controls into the composer", () => {
  const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
  // RLO in the name, LRI…PDI around the quirk, RLM and PDF in the perk: each would reorder the block the player sees and sends.
  const NAME = "Ma\u202Ega";
  const TYPED_SHEET = `[tt-ficha]\nnombre: ${NAME}\narquetipo: astuta maga\nventaja: Piro\u200Fmancia\u202C\ndefecto: \u2066Arro\u202Egante\u2069\nkarma: 3/3\n[/tt-ficha]`;
  const TYPED_CHALLENGE = CHALLENGE.replace("quién: Maga", `quién: ${NAME}`);
  const EXPECTED = {
    es: "[tt-tirada desafio=muralla personaje=Maga]\ncualidad: no\ndefecto: Arrogante\nventaja: Piromancia\n[/tt-tirada]",
    en: "[tt-roll challenge=muralla character=Maga]\nquality: no\nquirk: Arrogante\nperk: Piromancia\n[/tt-roll]",
  };
  /** The card as a post cooked before the game read values without bidi controls carries it (or as one forged by hand). */
  const cookedWithControls = (raw: string, node: Record<string, unknown>): string => {
    const parsed = parseTricubePost(raw)[0]!;
    return sanitize(tricubeCardHtml({ ...parsed, node: { ...parsed.node!, ...node } } as ParsedTricubeBlock, raw).text);
  };

  async function compose(page: Page): Promise<string[]> {
    const card = challengeCard(page);
    await card.locator("[data-gf-action=tt-roll]").click();
    // The options show the traits without the controls (the DOM builder's text), their values are what the picker had.
    await card.locator("select").nth(0).selectOption({ index: 1 });
    await card.locator("select").nth(1).selectOption({ index: 1 });
    await card.locator("button[type=submit]").click();
    await page.waitForFunction(() => (window as unknown as { composed: string[] }).composed.length > 0);
    return page.evaluate(() => (window as unknown as { composed: string[] }).composed);
  }

  it.each(["es", "en"] as const)("TT-QRK-1 TT-SETUP-2: a name and traits typed with RLO, LRI, RLM…: the composed roll has none of them (%s)", async (lang) => {
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    await topic(page, lang, [{ user: "dj", raw: TYPED_CHALLENGE }, { user: "gf-dice", raw: PLAIN }], cook(TYPED_SHEET));
    const composed = await compose(page);
    expect(composed).toEqual([EXPECTED[lang]]);
    expect(composed[0]).not.toMatch(BIDI);
    // The game reads it as Maga's roll, with her quirk.
    expect(parseTricubePost(composed[0]!)[0]!.node).toMatchObject({ character: "Maga", quirk: "Arrogante", perk: "Piromancia" });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("TT-QRK-1: cards whose data still carries the controls (cooked before, or forged) compose none either", async () => {
    const page = await browser.context.newPage();
    const challenge = cookedWithControls(CHALLENGE, { who: [{ character: NAME, outsideConcept: false }, { character: "Enano", outsideConcept: false }] });
    const sheet = cookedWithControls(SHEET, { name: NAME, quirks: ["\u2066Arro\u202Egante\u2069"], perks: [{ name: "Piro\u200Fmancia\u202C", limitations: [] }] });
    // The cooked data does carry them (escaped), so this is the picker's own doing.
    expect(sheet).toContain("\\u202e");
    await topic(page, "es", [{ user: "dj", raw: CHALLENGE, html: challenge }, { user: "gf-dice", raw: PLAIN }], sheet);
    const composed = await compose(page);
    expect(composed).toEqual([EXPECTED.es]);
    await page.close();
  });
});

/** `user`'s posts drawn for a `lang` reader: the rows `selector` finds say what each post wrote, in order. */
async function expectShownAsWritten(lang: "es" | "en", user: string, posts: readonly (readonly [string, string])[], selector: string): Promise<void> {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  await topic(page, lang, posts.map(([raw]) => ({ user, raw })));
  await expect(page.locator(selector).allInnerTexts()).resolves.toEqual(posts.map(([, shown]) => shown));
  expect(errors).toEqual([]);
  await page.close();
}

describe("the sheet card shows the archetype as the player wrote it", () => {
  // The rules give the quality as "astuto/a" (TT-CHAR-2): the card keeps the player's gender and word order.
  const sheets: readonly [string, string][] = [
    ["[tt-ficha]\nnombre: Maga\narquetipo: astuta maga\nventaja: Piromancia\ndefecto: Arrogante\n[/tt-ficha]", "astuta maga"],
    ["[tt-ficha]\nnombre: Mago\narquetipo: astuto mago\nventaja: Piromancia\ndefecto: Arrogante\n[/tt-ficha]", "astuto mago"],
    ["[tt-ficha]\nnombre: Bruja\narquetipo: vieja bruja astuta\nventaja: Pociones\ndefecto: Nariz verrugosa\n[/tt-ficha]", "vieja bruja astuta"],
    ["[tt-ficha]\nnombre: Ilsa\ncualidad: Ágil\nconcepto: montaraz elfa\nventaja: Ojo de halcón\ndefecto: Impaciente\n[/tt-ficha]", "Ágil montaraz elfa"],
    ["[tt-sheet]\nname: Morgana\narchetype: cunning witch\nperk: Charming\nquirk: Warty nose\n[/tt-sheet]", "cunning witch"],
  ];

  it.each(["es", "en"] as const)("TT-CHAR-2: \"astuta maga\" stays astuta maga, whatever the reader's language (%s)", async (lang) => {
    await expectShownAsWritten(lang, "ana", sheets, "[data-gf-block=ttsheet] dd[data-gf-field=archetype]");
  });
});

describe("the challenge card shows the quality as the GM wrote it", () => {
  // The rules give the quality as "astuto/a" (TT-DICE-2): the card keeps the GM's word and gender, not the quality's name.
  const challenges: readonly [string, string][] = [
    ["[tt-desafio id=acertijo]\nquién: Maga\ncualidad: astuta\ndificultad: 5\n[/tt-desafio]", "astuta"],
    ["[tt-desafio id=enigma]\nquién: Maga\ncualidad: astuto\ndificultad: 4\n[/tt-desafio]", "astuto"],
    ["[tt-desafio id=muralla]\nquién: Maga\ncualidad: Fuerte\ndificultad: 6\n[/tt-desafio]", "Fuerte"],
    ["[tt-challenge id=riddle]\nwho: Maga\nquality: cunning\ndifficulty: 5\n[/tt-challenge]", "cunning"],
  ];

  it.each(["es", "en"] as const)("TT-DICE-2: \"cualidad: astuta\" shows astuta, whatever the reader's language (%s)", async (lang) => {
    await expectShownAsWritten(lang, "dj", challenges, "[data-gf-block=ttchallenge] dd[data-gf-field=quality]");
  });
});

describe("the GM's cost of a failure has a button (TT-OUT-3, TT-OUT-4)", () => {
  // The service's table after Enano's three 1s: the GM, dj, owes the critical failure its cost.
  const CRITICAL = {
    es: "[tt-mesa desafio=muralla]\nesfuerzo: 2/3\ndificultad Enano: 5\ncoste Enano: dj, crítico\nespera: dj\n[/tt-mesa]",
    en: "[tt-table challenge=muralla]\neffort: 2/3\ndifficulty Enano: 5\ncost Enano: dj, critical\nwaiting for: dj\n[/tt-table]",
  };
  const WORDS = {
    es: { button: "Decidir el coste del fallo de Enano", critical: "Fallo crítico: la Resolución cuesta el doble y siempre trae una complicación", two: "Pierde 2 de Resolución",
      needs: "Escribe la complicación", write: "Escribir la respuesta", complication: "el muro le cae encima",
      answer: "[tt-respuesta desafio=muralla personaje=Enano]\ncoste: resolución\ncomplicación: el muro le cae encima\n[/tt-respuesta]" },
    en: { button: "Choose what Enano's failure costs", critical: "Critical failure: Resolve costs double, and it always brings a complication", two: "Loses 2 Resolve",
      needs: "Write the complication", write: "Write the answer", complication: "the wall falls on him",
      answer: "[tt-answer challenge=muralla character=Enano]\ncost: resolve\ncomplication: the wall falls on him\n[/tt-answer]" },
  } as const;

  it.each(["es", "en"] as const)("the GM the table waits for gets it on the challenge card; it writes the [tt-answer] the service takes (%s)", async (lang) => {
    const w = WORDS[lang];
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    await topic(page, lang, [{ user: "dj", raw: CHALLENGE }, { user: "gf-dice", raw: CRITICAL[lang] }], cook(SHEET), "dj");
    const card = challengeCard(page);
    const button = card.locator("[data-gf-action=tt-cost][data-gf-character=Enano]");
    await expect(button.innerText()).resolves.toBe(w.button);
    await button.click();
    await expect(card.locator("[data-gf-kind=critical]").innerText()).resolves.toBe(w.critical);
    await expect(card.locator(".gf-tt-cost label.gf-picker-option").first().innerText()).resolves.toBe(w.two);
    // TT-OUT-4: a critical failure always brings a complication: without one, nothing is written.
    await card.locator(".gf-tt-cost button[type=submit]").click();
    await expect(card.locator("[data-gf-kind=cost-note]").innerText()).resolves.toBe(w.needs);
    await card.locator(".gf-tt-cost input[type=text]").fill(w.complication);
    await expect(card.locator(".gf-tt-cost button[type=submit]").innerText()).resolves.toBe(w.write);
    await card.locator(".gf-tt-cost button[type=submit]").click();
    const composed = await page.evaluate(() => (window as unknown as { composed: string[] }).composed);
    expect(composed).toEqual([w.answer]);
    // The service's own reader takes it as the GM's cost: Resolve, with the complication.
    const [parsed] = parseTricubePost(composed[0]!);
    expect(parsed!.errors).toEqual([]);
    expect(parsed!.node).toMatchObject({ block: "answer", character: "Enano", challenge: "muralla", cost: "resolve", complication: w.complication });
    await card.screenshot({ path: artifact("tricube", `cost-button-${lang}.png`) });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("nobody else gets it, nor from a table a player wrote", async () => {
    const page = await browser.context.newPage();
    await topic(page, "en", [{ user: "dj", raw: CHALLENGE }, { user: "gf-dice", raw: CRITICAL.en }]);
    await challengeCard(page).locator(".gf-tt-now").waitFor();
    expect(await challengeCard(page).locator("[data-gf-action=tt-cost]").count()).toBe(0);
    await page.close();
    const forged = await browser.context.newPage();
    await topic(forged, "en", [{ user: "dj", raw: CHALLENGE }, { user: "ana", raw: CRITICAL.en }], cook(SHEET), "dj");
    await forged.locator("#p2 [data-gf-untrusted]").waitFor();
    expect(await challengeCard(forged).locator("[data-gf-action=tt-cost]").count()).toBe(0);
    await forged.close();
  });
});
