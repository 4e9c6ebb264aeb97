// The points deadlock a new group met, in a real Chromium on the sandbox forum, which refuses what
// Discourse refuses (min_post_length 20 and the body's quality: src/sandbox/post-validator.ts), against
// the real dice service, at a table in Spanish and one in English: a sheet started from the home page's
// button shows the points every player starts with (GF-PTS-2: 0 PV, 0 PK, "Cada jugador comienza sin
// puntos"), so posting it asks the Moderator nothing; a sheet's points changed by hand are asked of the
// Moderator in a post with Accept and Revert buttons drawn for the Moderator alone, each replying to that
// post with a sentence in the table's language the forum accepts and the service reads as the decision
// (the word alone, which they wrote before, was refused: the decision could never be posted), after which
// the ledger and the sheet agree; and a post that decides nothing (the Moderator's "aceptar…" written to
// the topic, a reply without the word, another player's answer, a flag decided already) gets a word back
// saying why and what would decide it (GF-FORUM-4).
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import type { Harness } from "../../../service/harness.js";
import { LIA, sheetOf, table } from "../service/support.js";
import { until } from "../../../support/until.js";
import { artifact, buildPageScript, launch, openAs, testPage } from "../../../browser/support/browser.js";
import { newSheet } from "../../../browser/support/gf-sheet.js";
import { playerBalances } from "../../../../src/games/genrefuzzion/service/balances.js";

jest.setTimeout(120_000);

/** What each table's buttons write, and what the service says back, in its language. */
const WORDS = {
  es: {
    buttons: ["Aceptar", "Revertir"], accept: "aceptar el cambio de puntos hecho a mano", revert: "revertir el cambio de puntos hecho a mano",
    claimed: "ha cambiado a mano los puntos", accepted: "@dani ha aceptado el cambio de puntos de «Lía» (+47 PV)",
    reverted: "@dani ha revertido el cambio de puntos de «Lía» (+6 PK)",
    toTopic: "Aceptar, me parece bien el cambio", later: "Lo miro mañana, que hoy no llego.", other: "aceptar, que Lía se los ganó",
    again: "revertir: la ficha vuelve a sus puntos",
    topicBack: "tu mensaje no decide nada", awaits: (n: number) => `espera tu respuesta en #${n}`,
    noWord: "@dani: tu respuesta no decide el cambio de puntos de «Lía»: empieza con «aceptar»",
    notModerator: /@beto: solo @\u2060dani o el equipo del foro deciden un cambio de puntos hecho a mano \(\[GF-PTS-2\]/,
    decided: "@dani: el cambio de puntos de «Lía» ya está aceptado; tu respuesta no cambia nada.",
  },
  en: {
    buttons: ["Accept", "Revert"], accept: "accept the points changed by hand", revert: "revert the points changed by hand",
    claimed: "changed the points on", accepted: "@dani has accepted the points change on \"Lía\" (+47 PV)",
    reverted: "@dani has reverted the points change on \"Lía\" (+6 PK)",
    toTopic: "Accept, the change looks fine to me", later: "I will look at it tomorrow, not today.", other: "accept, Lía earned them",
    again: "revert: the sheet goes back to its points",
    topicBack: "your post decides nothing", awaits: (n: number) => `awaits your answer in #${n}`,
    noWord: "@dani: your reply does not decide the points change on \"Lía\": start it with \"accept\"",
    notModerator: /@beto: only @\u2060dani or the forum's staff decide a points change made by hand \(\[GF-PTS-2\]/,
    decided: "@dani: the points change on \"Lía\" is accepted already; your reply changes nothing.",
  },
} as const;

let pageScript: string;
beforeAll(async () => { pageScript = await buildPageScript(); }, 60_000);

describe.each(["es", "en"] as const)("GenreFuzzion's points on a new sheet and the Moderator's decision, at a table in %s", (lang) => {
  const w = WORDS[lang];
  let h: Harness;
  let sheets: { lia: number; bruno: number };
  let browser: Awaited<ReturnType<typeof launch>>;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    const t = await table({ categoryLang: { "1": lang } }, undefined, { pageScript, validating: true });
    h = t.h;
    sheets = t.sheets;
    h.sandbox.siteSettings["gf_categories"] = String(h.sandbox.category.id);
    h.sandbox.siteSettings["gf_moderator"] = "dani";
    ({ browser, page, errors } = await testPage());
    await openAs(page, h.sandbox.url, "caro", lang);
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await h?.close();
  });

  const balance = async (player: string) => (await playerBalances(h.service.store, [player]))[player];
  const said = (topic: number) => h.replies(topic).map((r) => r.raw).join("\n---\n");
  /** Posts through the forum's API; the sandbox refuses what Discourse would, so every text here is one it takes. */
  async function api(username: string, body: unknown) {
    const r = await fetch(`${h.sandbox.url}/posts.json`, { method: "POST", headers: { "Api-Key": h.sandbox.apiKey, "Api-Username": username, "Content-Type": "application/json" },
      body: JSON.stringify(body) });
    if (r.status !== 200) throw new Error(`post: ${r.status} ${await r.text()}`);
  }
  async function asUser(user: string, topic: number): Promise<void> {
    await page.selectOption("#gf-user", user);
    await page.goto(`${h.sandbox.url}/t/${topic}`);
  }
  /** The Moderator answers the flag with one of its buttons; the composer replies to it with the button's sentence, and the forum takes it. */
  async function decide(flagId: number, decision: "accept" | "revert"): Promise<void> {
    const flagNumber = h.sandbox.forum.posts.get(flagId)!.postNumber;
    const topic = h.sandbox.forum.posts.get(flagId)!.topicId;
    const question = page.locator(`.gf-post[data-post-id="${flagId}"]`);
    await asUser("dani", topic);
    await question.locator(`[data-gf-decision="${decision}"]`).waitFor();
    await expect(question.locator("[data-gf-decision]").allInnerTexts()).resolves.toEqual([...w.buttons]);
    await question.locator(`[data-gf-decision="${decision}"]`).click();
    expect((await page.inputValue("#gf-composer-text")).trim()).toBe(w[decision]);
    await expect(page.locator("#gf-composer-reply-to").innerText()).resolves.toContain(`#${flagNumber}`);
    await page.click("#gf-composer-post");
    // The forum took it: the sentence is a post of the topic, in reply to the question.
    const decision_ = await until(`the Moderator's ${decision} to be posted`, () =>
      h.sandbox.forum.topicPosts(topic).find((p) => p.raw.trim() === w[decision] && p.replyToPostNumber === flagNumber));
    expect(h.sandbox.forum.users.get(decision_.userId)?.username).toBe("dani");
  }

  it("GF-PTS-2: the home page's sheet starts at 0 PV and 0 PK, so posting it as a wiki asks the Moderator nothing", async () => {
    await page.goto(`${h.sandbox.url}/`);
    const text = await newSheet(page, "caro");
    expect(text).toContain("\npv: 0\npk: 0\n");
    await page.click("#gf-composer-post");
    // Posted, it is no wiki (PostsController#create_params permits none). This table's sheets are made
    // wikis by staff (the harness's sheetMakeWiki: false, so Lia's 3 PV stay vouched for by staff's toggle):
    // staff make caro's one too, as from the post menu: PUT /posts/{id}/wiki.
    const posted = await until("caro's sheet to be posted", () => [...h.sandbox.forum.posts.values()].find((p) => /^(?:jugador|player): @caro$/m.test(p.raw)));
    const made = await fetch(`${h.sandbox.url}/posts/${posted.id}/wiki`, { method: "PUT", body: JSON.stringify({ wiki: true }),
      headers: { "Api-Key": h.sandbox.apiKey, "Api-Username": "moderadora", "Content-Type": "application/json" } });
    expect(made.status).toBe(200);
    const sheet = await until("caro's sheet to be registered", async () => (await h.service.store.loadSheets()).find((r) => r.owner === "caro"));
    await h.settle();
    const topic = h.sandbox.forum.posts.get(sheet.postId)!.topicId;
    expect(said(topic)).not.toMatch(/a mano|by hand|GF-PTS-2/);
    expect(await balance("caro")).toEqual({ pv: 0, pk: 0 });
  });

  let topic = 0;
  let flagNumber = 0;
  it("GF-PTS-2, GF-FORUM-4: a hand-edit's question has Accept and Revert for the Moderator only; Accept replies to it with a sentence the forum takes, and the ledger and the sheet agree", async () => {
    topic = h.sandbox.forum.posts.get(sheets.lia)!.topicId;
    await h.edit("ana", sheets.lia, LIA.replace("pv: 3", "pv: 50"));
    await h.settle();
    const flag = h.replies(topic).find((r) => r.raw.includes("+47 PV"))!;
    flagNumber = h.sandbox.forum.posts.get(flag.id)!.postNumber;
    const question = page.locator(`.gf-post[data-post-id="${flag.id}"]`);
    // Another player (and the sheet's own) sees the question's words, no buttons.
    for (const user of ["beto", "ana"]) {
      await asUser(user, topic);
      await question.waitFor();
      await expect(question.innerText()).resolves.toContain(w.claimed);
      expect(await question.locator("[data-gf-decision]").count()).toBe(0);
    }
    await page.screenshot({ path: artifact("points", `moderator-question-${lang}.png`), fullPage: true });
    await decide(flag.id, "accept");
    await until("the Moderator's decision", async () => (await balance("ana"))?.pv === 50);
    await h.settle();
    expect(await balance("ana")).toEqual({ pv: 50, pk: 3 });
    expect(sheetOf(h, sheets.lia)).toMatchObject({ pv: 50, pk: 3 });
    expect(said(topic)).toContain(w.accepted);
    // Controls retire themselves: the service has replied to its question with the decision, so the
    // Moderator's buttons go (a second answer would decide nothing); the question's words stay.
    await asUser("dani", topic);
    await page.locator(".gf-post", { hasText: w.accepted.slice(6, 30) }).waitFor();
    await expect(question.innerText()).resolves.toContain(w.claimed);
    expect(await question.locator("[data-gf-decision]").count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("GF-PTS-2, GF-FORUM-4: Revert replies with a sentence the forum takes; the sheet goes back and agrees with the ledger", async () => {
    await h.edit("ana", sheets.lia, LIA.replace("pv: 3", "pv: 50").replace("pk: 3", "pk: 9"));
    await h.settle();
    const flag = h.replies(topic).find((r) => r.raw.includes("+6 PK"))!;
    await decide(flag.id, "revert");
    await until("the sheet put back", () => sheetOf(h, sheets.lia).pk === 3);
    await h.settle();
    expect(said(topic)).toContain(w.reverted);
    expect(await balance("ana")).toEqual({ pv: 50, pk: 3 });
    expect(sheetOf(h, sheets.lia)).toMatchObject({ pv: 50, pk: 3 });
    expect(errors).toEqual([]);
  });

  it("GF-FORUM-4: a post that decides nothing gets a word back: the Moderator's word to the topic, a reply without it, another player's answer, a flag decided already", async () => {
    await h.edit("ana", sheets.lia, LIA.replace("pv: 3", "pv: 60"));
    await h.settle();
    const flag = h.replies(topic).find((r) => r.raw.includes("+10 PV"))!;
    const open = h.sandbox.forum.posts.get(flag.id)!.postNumber;
    // The Moderator writes to the topic, as the sandbox's reply button under the thread does.
    await asUser("dani", topic);
    await page.click("#gf-reply");
    await page.fill("#gf-composer-text", w.toTopic);
    await page.click("#gf-composer-post");
    const back = await until("a word back to the Moderator", () => h.replies(topic).find((r) => r.raw.includes(w.topicBack)));
    expect(back.raw).toContain(w.awaits(open));
    await api("dani", { topic_id: topic, raw: w.later, reply_to_post_number: open });
    await api("beto", { topic_id: topic, raw: w.other, reply_to_post_number: open });
    await api("dani", { topic_id: topic, raw: w.again, reply_to_post_number: flagNumber });
    await h.settle();
    const text = said(topic);
    expect(text).toContain(w.noWord);
    // The Moderator is named, not notified again (a word joiner after the "@", outbox-guard.ts).
    expect(text).toMatch(w.notModerator);
    expect(text).toContain(w.decided);
    // None of them decided anything.
    expect(await balance("ana")).toEqual({ pv: 50, pk: 3 });
    expect(sheetOf(h, sheets.lia).pv).toBe(60);
    expect(errors).toEqual([]);
  });
});
