// The points deadlock a new group met, in a real Chromium on the sandbox forum
// against the real dice service: a sheet started from the home page's button shows the points every
// player starts with (GF-PTS-2: 0 PV, 0 PK, "Cada jugador comienza sin puntos"), so posting it asks
// the Moderator nothing; a sheet's points changed by hand are asked of the Moderator in a post with
// Accept and Revert buttons drawn for the Moderator alone, which reply to that post; and a post that
// decides nothing (the Moderator's "aceptar" written to the topic, a reply without the word, another
// player's answer) gets a word back saying why and what would decide it (GF-FORUM-4).
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import type { Harness } from "../../../service/harness.js";
import { LIA, sheetOf, table } from "../service/support.js";
import { until } from "../../../support/until.js";
import { artifact, buildPageScript, launch, openAs, testPage } from "../../../browser/support/browser.js";
import { playerBalances } from "../../../../src/games/genrefuzzion/service/balances.js";

jest.setTimeout(120_000);
let h: Harness;
let sheets: { lia: number; bruno: number };
let browser: Awaited<ReturnType<typeof launch>>;
let page: Page;
let errors: string[];

beforeAll(async () => {
  const t = await table({}, undefined, { pageScript: await buildPageScript() });
  h = t.h;
  sheets = t.sheets;
  h.sandbox.siteSettings["gf_categories"] = String(h.sandbox.category.id);
  h.sandbox.siteSettings["gf_moderator"] = "dani";
  ({ browser, page, errors } = await testPage());
  await openAs(page, h.sandbox.url, "caro", "es");
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

const balance = async (player: string) => (await playerBalances(h.service.store, [player]))[player];
const said = (topic: number) => h.replies(topic).map((r) => r.raw).join("\n---\n");
async function api(username: string, body: unknown) {
  const r = await fetch(`${h.sandbox.url}/posts.json`, { method: "POST", headers: { "Api-Key": h.sandbox.apiKey, "Api-Username": username, "Content-Type": "application/json" },
    body: JSON.stringify(body) });
  if (r.status !== 200) throw new Error(`post: ${r.status}`);
}
async function asUser(user: string, topic: number): Promise<void> {
  await page.selectOption("#gf-user", user);
  await page.goto(`${h.sandbox.url}/t/${topic}`);
}

describe("GenreFuzzion's points on a new sheet and the Moderator's decision", () => {
  it("GF-PTS-2: the home page's sheet starts at 0 PV and 0 PK, so posting it as a wiki asks the Moderator nothing", async () => {
    await page.goto(`${h.sandbox.url}/`);
    await page.click("#gf-new-sheet");
    const text = await page.inputValue("#gf-composer-text");
    expect(text).toContain("\npv: 0\npk: 0\n");
    await page.click("#gf-composer-post");
    const sheet = await until("caro's sheet to be registered", async () => (await h.service.store.loadSheets()).find((r) => r.owner === "caro"));
    await h.settle();
    const topic = h.sandbox.forum.posts.get(sheet.postId)!.topicId;
    expect(said(topic)).not.toMatch(/a mano|GF-PTS-2/);
    expect(await balance("caro")).toEqual({ pv: 0, pk: 0 });
  });

  let topic = 0;
  let flagNumber = 0;
  it("GF-PTS-2, GF-FORUM-4: a hand-edit's question has Accept and Revert for the Moderator only; Accept replies to it and the ledger takes the points", async () => {
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
      await expect(question.innerText()).resolves.toContain("ha cambiado a mano los puntos");
      expect(await question.locator("[data-gf-decision]").count()).toBe(0);
    }
    await asUser("dani", topic);
    await question.locator('[data-gf-decision="accept"]').waitFor();
    await expect(question.locator("[data-gf-decision]").allInnerTexts()).resolves.toEqual(["Aceptar", "Revertir"]);
    await page.screenshot({ path: artifact("points", "moderator-question-es.png"), fullPage: true });
    await question.locator('[data-gf-decision="accept"]').click();
    await expect(page.inputValue("#gf-composer-text")).resolves.toMatch(/^aceptar\s*$/);
    await expect(page.locator("#gf-composer-reply-to").innerText()).resolves.toContain(`#${flagNumber}`);
    await page.click("#gf-composer-post");
    await until("the Moderator's decision", async () => (await balance("ana"))?.pv === 50);
    await h.settle();
    expect(await balance("ana")).toEqual({ pv: 50, pk: 3 });
    expect(said(topic)).toContain("@dani ha aceptado el cambio de puntos de «Lía» (+47 PV)");
    const decision = h.sandbox.forum.topicPosts(topic).find((p) => p.raw.startsWith("aceptar"))!;
    expect(decision.replyToPostNumber).toBe(flagNumber);
    // Controls retire themselves: the service has replied to its question with the decision, so the
    // Moderator's buttons go (a second answer would decide nothing); the question's words stay.
    await asUser("dani", topic);
    await page.locator(".gf-post", { hasText: "ha aceptado el cambio de puntos" }).waitFor();
    await expect(question.innerText()).resolves.toContain("ha cambiado a mano los puntos");
    expect(await question.locator("[data-gf-decision]").count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("GF-FORUM-4: a post that decides nothing gets a word back: the Moderator's word to the topic, a reply without it, another player's answer, a flag decided already", async () => {
    await h.edit("ana", sheets.lia, LIA.replace("pv: 3", "pv: 50").replace("pk: 3", "pk: 9"));
    await h.settle();
    const flag = h.replies(topic).find((r) => r.raw.includes("+6 PK"))!;
    const open = h.sandbox.forum.posts.get(flag.id)!.postNumber;
    // The Moderator writes to the topic, as the sandbox's reply button under the thread does.
    await asUser("dani", topic);
    await page.click("#gf-reply");
    await page.fill("#gf-composer-text", "Aceptar");
    await page.click("#gf-composer-post");
    const back = await until("a word back to the Moderator", () => h.replies(topic).find((r) => r.raw.includes("tu mensaje no decide nada")));
    expect(back.raw).toContain(`espera tu respuesta en #${open}`);
    await api("dani", { topic_id: topic, raw: "Lo miro mañana.", reply_to_post_number: open });
    await api("beto", { topic_id: topic, raw: "aceptar", reply_to_post_number: open });
    await api("dani", { topic_id: topic, raw: "revertir", reply_to_post_number: flagNumber });
    await h.settle();
    const text = said(topic);
    expect(text).toContain("@dani: tu respuesta no decide el cambio de puntos de «Lía»: empieza con «aceptar»");
    // The Moderator is named, not notified again (a word joiner after the "@", outbox-guard.ts).
    expect(text).toMatch(/@beto: solo @\u2060dani o el equipo del foro deciden un cambio de puntos hecho a mano \(\[GF-PTS-2\]/);
    expect(text).toContain("@dani: el cambio de puntos de «Lía» ya está aceptado; tu respuesta no cambia nada.");
    // None of them decided anything.
    expect(await balance("ana")).toEqual({ pv: 50, pk: 3 });
    expect(sheetOf(h, sheets.lia).pk).toBe(9);
    expect(errors).toEqual([]);
  });
});
