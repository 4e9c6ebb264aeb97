// Controls that retire themselves, audited for GenreFuzzion and Pujas as Tricube's and Facetas' were:
// on the sandbox forum's page in a real Chromium, against the real dice service, at a table in each
// language read by readers whose own page is in the other, each game is played a few steps and, after
// each, every button each reader can see in the topic is read (its label, title and aria-label, and the
// card it is on). What was read is listed in test-results/retired-buttons/<game>-<lang>.txt. A button
// shows only while its action is open for that reader: a sheet's "build a pool" for the sheet's own
// player, the Moderator's Accept and Revert until the service has replied with the decision, the scene's
// turn buttons for whoever's turn it is, the books' seal until the service took the reader's seal, the
// reveal once every seal is in and until the service took it; Tricube's Roll on the challenge card the
// service took, while its table waits on the reader (not on a player's challenge it refused, nor once the
// challenge is overcome or closed). Every label is in the table's language
// and none is raw markup.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { writeFileSync } from "node:fs";
import type { Page } from "playwright-core";
import type { Lang } from "../../src/lib/i18n.js";
import type { Harness } from "../service/harness.js";
import { harness } from "../service/harness.js";
import { LIA, SCENE, table } from "../games/genrefuzzion/service/support.js";
import { artifact, buildPageScript, launch, openAs, watchErrors } from "./support/browser.js";
import { topicSession, wikiSheet } from "../service/flows/support.js";
import { WALKS } from "./support/table-language-walks.js";
import { SITE, walkBrowser, walkTable } from "./support/walk-table.js";
import { postComposer } from "./support/composer-post.js";
import { otherLanguage, type ReadItem } from "./support/other-language.js";

jest.setTimeout(300_000);

interface Seen { readonly post: number; readonly block: string; readonly text: string }

/** Every button `user` can see in the posts of the topic, once every card is drawn. */
async function buttonsOf(page: Page, base: string, topic: number, user: string): Promise<Seen[]> {
  await page.evaluate((u) => localStorage.setItem("gf-sandbox-user", u), user);
  await page.goto(`${base}/t/${topic}`);
  await page.waitForFunction(() => document.querySelectorAll(".gf-post").length > 0
    && [...document.querySelectorAll("[data-gf-card]")].every((c) => c.hasAttribute("data-gf-block")));
  // A card's buttons come after its own reads (the forum's sheets, the thread): wait until the page is quiet.
  await page.waitForLoadState("networkidle");
  return page.evaluate(() => [...document.querySelectorAll<HTMLElement>(".gf-post .cooked button")].filter((b) => b.offsetParent !== null).map((b) => ({
    post: Number(b.closest<HTMLElement>(".gf-post")!.id.replace("post_", "")),
    block: b.closest("[data-gf-block]")?.getAttribute("data-gf-block") ?? "-",
    // What it says: its text without what it hides from assistive technology (an icon), its title and label.
    text: [(() => { const c = b.cloneNode(true) as HTMLElement; c.querySelectorAll("[aria-hidden=true]").forEach((e) => e.remove()); return (c.textContent ?? "").trim(); })(),
      b.title, b.getAttribute("aria-label") ?? ""].filter(Boolean).join(" | "),
  })));
}

/** What the audit read: each step, each reader, each button. */
class Audit {
  readonly lines: string[] = [];
  readonly items: ReadItem[] = [];
  constructor(private readonly page: Page, private readonly base: string) {}
  async read(step: string, topic: number, users: readonly string[]): Promise<Record<string, Seen[]>> {
    const seen: Record<string, Seen[]> = {};
    this.lines.push(`## ${step}`);
    for (const user of users) {
      seen[user] = await buttonsOf(this.page, this.base, topic, user);
      this.lines.push(`${user}: ${seen[user].map((b) => `#${b.post} ${b.block} [${b.text}]`).join(", ") || "no button"}`);
      this.items.push(...seen[user].map((b) => ({ post: `${step} ${user} #${b.post}`, kind: "button" as const, text: b.text })));
    }
    return seen;
  }
  /** Writes the list and checks every label: the table's language, no key or markup. */
  finish(file: string, head: string, other: Lang): void {
    const foreign = otherLanguage(this.items, other);
    // A missing translation shows its key (turn_action.pool), a raw block its tag or keyword line.
    const raw = this.items.filter((i) => /\[\/?[a-z]{2}-|\b[a-z_]+\.[a-z_]+\b|\n|:\s*$/.test(i.text)).map((i) => `${i.post}: ${i.text}`);
    writeFileSync(artifact("retired-buttons", file), [head, "", ...this.lines, "", `words of ${other}: ${foreign.length}`, ...foreign,
      `keys or markup: ${raw.length}`, ...raw].join("\n") + "\n");
    expect(this.items.length).toBeGreaterThan(0);
    expect(foreign).toEqual([]);
    expect(raw).toEqual([]);
  }
}

/** A page of the sandbox forum in the reader's language `lang`, and an audit reading it. */
async function auditPage(browser: Awaited<ReturnType<typeof launch>>, h: Harness, lang: Lang): Promise<{ page: Page; errors: string[]; audit: Audit }> {
  const page = await browser.context.newPage();
  page.setDefaultTimeout(30_000);
  const errors = watchErrors(page);
  await openAs(page, h.sandbox.url, "ana", lang);
  return { page, errors, audit: new Audit(page, h.sandbox.url) };
}

const labels = (seen: readonly Seen[], block?: string) => seen.filter((b) => !block || b.block === block).map((b) => b.text.split(" | ")[0]);

let pageScript: string;
beforeAll(async () => { pageScript = await buildPageScript(); }, 60_000);

const GF = {
  // `word`: what the Accept button writes (client strings question.accept_reply): the word alone is under
  // Discourse's min_post_length 20 and refused.
  es: { build: "Armar un pozo", accept: "Aceptar", revert: "Revertir", word: "aceptar el cambio de puntos hecho a mano", present: "Presentarse" },
  en: { build: "Build a pool", accept: "Accept", revert: "Revert", word: "accept the points changed by hand", present: "Present" },
} as const;

describe.each(["es", "en"] as const)("GenreFuzzion at a table in %s, read in the other language", (lang) => {
  const other: Lang = lang === "es" ? "en" : "es";
  let h: Harness;
  let browser: Awaited<ReturnType<typeof launch>>;
  let sheets: { lia: number; bruno: number };

  beforeAll(async () => {
    const t = await table({ categoryLang: { "1": lang } }, undefined, { pageScript });
    h = t.h;
    sheets = t.sheets;
    Object.assign(h.sandbox.siteSettings, { gf_categories: String(h.sandbox.category.id), gf_moderator: "dani" });
    browser = await launch();
  }, 90_000);
  afterAll(async () => { await browser?.close(); await h?.close(); });

  it("GF-FORUM-4 GF-PTS-2: each button shows only while it applies, for whom it applies, in the table's language", async () => {
    const { page, errors, audit } = await auditPage(browser, h, other);
    const sheetTopic = h.sandbox.forum.posts.get(sheets.lia)!.topicId;

    // A sheet offers "build a pool" to its own player only (GF-FORUM-4: another's pool is refused).
    const sheet = await audit.read("Lía's sheet (player @ana)", sheetTopic, ["ana", "beto", "dani"]);
    expect(labels(sheet["ana"]!, "sheet")).toEqual([GF[lang].build]);
    expect(sheet["beto"]).toEqual([]);
    expect(sheet["dani"]).toEqual([]);

    // GF-PTS-2: points changed by hand are asked of the Moderator, with Accept and Revert for her alone.
    await h.edit("ana", sheets.lia, LIA.replace("pv: 3", "pv: 50"));
    await h.settle();
    const flag = h.replies(sheetTopic).find((r) => r.raw.includes("+47 PV"))!;
    const flagNumber = h.sandbox.forum.posts.get(flag.id)!.postNumber;
    const asked = await audit.read("the Moderator is asked", sheetTopic, ["dani", "ana", "beto"]);
    expect(asked["dani"]!.filter((b) => b.post === flagNumber).map((b) => b.text)).toEqual([GF[lang].accept, GF[lang].revert]);
    expect(asked["ana"]!.filter((b) => b.post === flagNumber)).toEqual([]);
    expect(asked["beto"]).toEqual([]);
    // Decided: the service replies to its question, and its buttons retire.
    const r = await fetch(`${h.sandbox.url}/posts.json`, { method: "POST", headers: { "Api-Key": h.sandbox.apiKey, "Api-Username": "dani", "Content-Type": "application/json" },
      body: JSON.stringify({ topic_id: sheetTopic, raw: GF[lang].word, reply_to_post_number: flagNumber }) });
    expect(r.status).toBe(200);
    await h.settle();
    expect(h.replies(sheetTopic).some((p) => h.sandbox.forum.posts.get(p.id)!.replyToPostNumber === flagNumber && p.id !== flag.id)).toBe(true);
    const decided = await audit.read("the Moderator has decided", sheetTopic, ["dani"]);
    expect(decided["dani"]!.filter((b) => b.post === flagNumber)).toEqual([]);

    // A scene: its turn buttons are on its card, for whoever's turn it is, and move with the turn.
    const scene = await h.post("ana", SCENE);
    await h.settle();
    const opened = await audit.read("the scene is open", scene.topic_id, ["ana", "beto"]);
    await h.post("beto", "[gf-action]\npresentar: Bruno llega tarde y empapado\n[/gf-action]", scene.topic_id);
    await h.settle();
    const presented = await audit.read("Bruno has presented", scene.topic_id, ["ana", "beto"]);
    for (const seen of [opened, presented]) {
      // Only the scene card offers moves (and a roll card its proof), never to both sides at once.
      expect([...seen["ana"]!, ...seen["beto"]!].filter((b) => b.block !== "scene" && b.block !== "roll")).toEqual([]);
      expect(labels(seen["ana"]!, "scene").length > 0 && labels(seen["beto"]!, "scene").length > 0).toBe(false);
    }
    // GF-ANT-1: the antagonist presents first; once he has, his Present is gone and the turn's buttons are the protagonist's.
    expect(labels(opened["ana"]!, "scene")).toEqual([]);
    expect(labels(opened["beto"]!, "scene")).toEqual([GF[lang].present]);
    expect(labels(presented["beto"]!, "scene")).toEqual([]);
    expect(labels(presented["ana"]!, "scene").length).toBeGreaterThan(0);

    audit.finish(`genrefuzzion-${lang}.txt`, `GenreFuzzion at a table in ${lang}, the page in ${other}`, other);
    expect(errors).toEqual([]);
    await page.close();
  });
});

const PJ = {
  es: { table: "[pj-mesa]\njugadores: ana, bruno, carla\nprimero: ana\n[/pj-mesa]", story: "[pj-turno]\nelemento de la historia: el puerto nunca duerme\n[/pj-turno]",
    pass: "[pj-turno]\npasar\n[/pj-turno]", seal: "Sellar mi puja", reveal: (bid: number) => `Revelar mi puja (${bid})` },
  en: { table: "[pj-table]\nplayers: ana, bruno, carla\nfirst: ana\n[/pj-table]", story: "[pj-turn]\nstory element: the harbour never sleeps\n[/pj-turn]",
    pass: "[pj-turn]\npass\n[/pj-turn]", seal: "Seal my bid", reveal: (bid: number) => `Reveal my bid (${bid})` },
} as const;

describe.each(["es", "en"] as const)("Pujas at a table in %s, read in the other language", (lang) => {
  const other: Lang = lang === "es" ? "en" : "es";
  let h: Harness;
  let browser: Awaited<ReturnType<typeof launch>>;

  beforeAll(async () => {
    h = await harness({ seed: `retired-pujas-${lang}`, sandbox: { pageScript, players: ["ana", "bruno", "carla"] },
      config: { categoryGame: { "1": "pujas" }, categoryLang: { "1": lang } } });
    Object.assign(h.sandbox.siteSettings, { gf_categories: String(h.sandbox.category.id), gf_category_games: `${h.sandbox.category.id}:pujas` });
    browser = await launch();
  }, 90_000);
  afterAll(async () => { await browser?.close(); await h?.close(); });

  it("PJ-BID-2 PJ-TOOL-08: the books' seal and reveal show only while the service takes them from that player, in the table's language", async () => {
    const { page, errors, audit } = await auditPage(browser, h, other);
    const topic = (await h.post("ana", PJ[lang].table)).topic_id;
    await h.settle();
    // PJ-SETUP-1, PJ-SETUP-2: each player first confirms the table with the books' button, as the service's reply asks;
    // once said in the thread, that player's button is gone (test/games/pujas/browser/confirm-table.test.ts).
    for (const user of ["ana", "bruno", "carla"]) {
      await buttonsOf(page, h.sandbox.url, topic, user);
      await page.locator("#post_1 .gf-pj-confirm-button").click();
      await postComposer(page, h, topic);
    }
    for (const [user, raw] of [["ana", PJ[lang].story], ["bruno", PJ[lang].pass], ["carla", PJ[lang].pass]] as const) {
      await h.post(user, raw, topic);
      await h.settle();
    }
    const players = ["ana", "bruno", "carla"] as const;
    const open = await audit.read("the auction is open", topic, players);
    for (const p of players) expect(open[p]!.map((b) => [b.post, b.block, b.text])).toEqual([[1, "pjledger", PJ[lang].seal]]);

    /** `user` seals `bid` with the books card and posts what it wrote. */
    const seal = async (user: string, bid: number) => {
      await buttonsOf(page, h.sandbox.url, topic, user);
      await page.locator("#post_1 .gf-pj-bid-input").fill(String(bid));
      await page.locator("#post_1 .gf-pj-seal-button").click();
      await postComposer(page, h, topic);
    };
    const reveal = async (user: string) => {
      await buttonsOf(page, h.sandbox.url, topic, user);
      await page.locator("#post_1 .gf-pj-reveal-button").click();
      await postComposer(page, h, topic);
    };
    await seal("ana", 3);
    const one = await audit.read("ana has sealed", topic, players);
    // Her seal is taken: no second seal, and no reveal before every seal is in (both refused).
    expect(one["ana"]).toEqual([]);
    expect(labels(one["bruno"]!)).toEqual([PJ[lang].seal]);
    await seal("bruno", 1);
    await seal("carla", 2);
    const all = await audit.read("every seal is in", topic, players);
    expect(labels(all["ana"]!)).toEqual([PJ[lang].reveal(3)]);
    expect(labels(all["bruno"]!)).toEqual([PJ[lang].reveal(1)]);
    await reveal("ana");
    const revealed = await audit.read("ana has revealed", topic, players);
    expect(revealed["ana"]).toEqual([]);
    expect(labels(revealed["carla"]!)).toEqual([PJ[lang].reveal(2)]);

    audit.finish(`pujas-${lang}.txt`, `Pujas at a table in ${lang}, the page in ${other}`, other);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe.each(["es", "en"] as const)("Tricube at a table in %s, read in the other language", (lang) => {
  const other: Lang = lang === "es" ? "en" : "es";
  // The table-language walk's play: the GM's challenge, ana's own (refused: only the GM opens one), seeded rolls that overcome it, the GM closing it.
  const walk = WALKS["tricube"]![lang];
  const roll = lang === "es" ? "Tirar" : "Roll";
  let h: Harness;
  let browser: Awaited<ReturnType<typeof walkBrowser>>;

  beforeAll(async () => {
    browser = await walkBrowser();
    h = await walkTable(browser, "tricube", lang, walk);
  }, 90_000);
  afterAll(async () => { await browser?.close(); await h?.close(); });

  it("TT-EFF-2 TT-OUT-3: Roll shows on the challenge the service opened, for its player, while the table waits on her; never on a challenge it refused", async () => {
    const page = await browser.context.newPage();
    page.setDefaultTimeout(30_000);
    const errors = watchErrors(page);
    await openAs(page, SITE, "ana", other);
    const audit = new Audit(page, SITE);
    for (const [user, raw] of walk.sheets) await wikiSheet(h, user, raw);
    const session = topicSession(h);
    const say = async (i: number) => { const [user, raw] = walk.moves[i]!; await session.say(user, typeof raw === "string" ? raw : raw(session.topicId)); };
    const rolls = (seen: readonly Seen[]) => seen.filter((b) => b.block === "ttchallenge" && b.text.split(" | ")[0] === roll).map((b) => b.post);
    await say(0);
    await say(1);
    // The GM's challenge is post 1, the service's table 2, ana's refused challenge 3.
    const open = await audit.read("the GM's challenge is open; ana's own was refused", session.topicId, ["ana", "dj"]);
    expect(rolls(open["ana"]!)).toEqual([1]);
    expect(rolls(open["dj"]!)).toEqual([]);
    for (let i = 2; i < walk.moves.length - 1; i++) await say(i);
    const overcome = await audit.read("the challenge is overcome", session.topicId, ["ana", "dj"]);
    expect(rolls(overcome["ana"]!)).toEqual([]);
    await say(walk.moves.length - 1);
    const closed = await audit.read("the GM has closed it", session.topicId, ["ana", "dj"]);
    expect(rolls(closed["ana"]!)).toEqual([]);
    expect(rolls(closed["dj"]!)).toEqual([]);

    audit.finish(`tricube-${lang}.txt`, `Tricube at a table in ${lang}, the page in ${other}`, other);
    expect(errors).toEqual([]);
    await page.close();
  });
});
