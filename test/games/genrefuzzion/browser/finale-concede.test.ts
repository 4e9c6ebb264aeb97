// The Grand Finale on the sandbox forum's page, in a real Chromium, against the real dice service:
// the setup is posted through the forum's API (sheets, the Grand Finale, the presentation, Lía's
// five-die pool and Bruno's opposition), with fixed dice (the harness's seed) so Bruno's opposition
// holds on every run. Then Lía's player, who cannot build a bigger pool, finds a concession button
// where a yield would be (GF-FIN-2, GF-AMB-36), posts what it composes, and the service's answer
// hands Bruno the effect die; then every player, Lía's included, may rate once (GF-FIN-5), and the card, counting the players from the
// sheets the forum lists, ends the Grand Finale when the last of them rates (GF-FIN-6).
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import { BRUNO_POOL, FINALE, gameOf, LIA_POOL, pool, PRESENT, say, table, type Table } from "../service/support.js";
import { artifact, buildPageScript, launch, openAs, testPage, switchUser } from "../../../browser/support/browser.js";

jest.setTimeout(90_000);
let t: Table;
let browser: Awaited<ReturnType<typeof launch>>;
let page: Page;
let errors: string[];
let topicId = 0;

beforeAll(async () => {
  // The same seed and posts as the service test's concession branch: the same faces.
  t = await table({}, undefined, { seed: "finale-v3-2", pageScript: await buildPageScript() });
  const { h } = t;
  h.sandbox.siteSettings["gf_categories"] = String(h.sandbox.category.id);
  // The tables' Moderator, as `gf serve --sandbox` sets it from the service's game.moderator.
  h.sandbox.siteSettings["gf_moderator"] = "dani";
  topicId = (await say(h, "ana", FINALE)).post.topic_id;
  await say(h, "beto", PRESENT, topicId);
  await say(h, "ana", `Lía lo da todo.\n\n${pool("Lía", LIA_POOL)}`, topicId);
  await say(h, "beto", `[gf-action]\nme opongo\n[/gf-action]\n\n${pool("Bruno", BRUNO_POOL.slice(0, 3))}`, topicId);
  ({ browser, page, errors } = await testPage());
  await openAs(page, h.sandbox.url, "ana", "es");
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await t?.h.close();
});

const switchTo = (user: string) => switchUser(page, user);
const turnState = () => page.locator("[data-gf-block=scene]").getAttribute("data-gf-state");
const buttons = () => page.locator("[data-gf-turn-action]").evaluateAll((els) => els.map((e) => e.getAttribute("data-gf-turn-action")));

describe("the Grand Finale's scene card", () => {
  it("GF-FIN-2, GF-AMB-36: the protagonist's decision offers a retry or a concession, never a yield", async () => {
    expect((await gameOf(t.h, topicId)).topic!.game.phase).toBe("p_decide");
    await page.goto(`${t.h.sandbox.url}/`);
    await switchTo("ana");
    await page.click(`a[href="/t/${topicId}"]`);
    await page.locator("[data-gf-block=scene] .gf-turn").waitFor();
    expect(await turnState()).toBe("p-decide");
    expect(await buttons()).toEqual(["retry", "concede"]);
    await expect(page.locator("[data-gf-block=scene] .gf-turn-state").innerText()).resolves.toContain("perder la tirada (en el Gran Final nadie se rinde)");
    await page.screenshot({ path: artifact("finale", "p-decide-es.png"), fullPage: true });
    await switchTo("beto");
    expect(await buttons()).toEqual([]); // not Bruno's turn
  });

  it("GF-AMB-36: the concession button composes 'pierdo la tirada'; posted, the service answers and Bruno has the effect die", async () => {
    await switchTo("ana");
    await page.locator("[data-gf-turn-action=concede]", { hasText: "Perder la tirada" }).click();
    expect(await page.inputValue("#gf-composer-text")).toContain("pierdo la tirada");
    await page.locator(".gf-composer-preview [data-gf-block=action]").waitFor();
    expect(await page.locator(".gf-composer-preview [data-gf-block=error]").count()).toBe(0);
    await page.click("#gf-composer-post");
    const gf = t.h.sandbox.forum.userByName("gf-dice")!.id;
    let answer: string | undefined;
    for (const end = Date.now() + 30_000; !answer && Date.now() < end; await new Promise((r) => setTimeout(r, 50))) {
      answer = t.h.sandbox.forum.topicPosts(topicId).filter((p) => p.userId === gf).map((p) => p.raw).find((r) => r.includes("no puede armar un pozo válido"));
    }
    expect(answer).toContain("Lía no puede armar un pozo válido y pierde la tirada");
    expect((await gameOf(t.h, topicId)).topic!.game.scene!.outcome).toEqual({ how: "won", winner: "antagonist" });
    await page.waitForFunction(() => document.querySelector("[data-gf-block=scene]")?.getAttribute("data-gf-state") !== "p-decide");
    expect(await turnState()).toBe("won");
    await switchTo("beto");
    expect(await buttons()).toEqual(["effect"]);
    await switchTo("ana");
    expect(await buttons()).toEqual([]);
    await page.screenshot({ path: artifact("finale", "conceded-es.png"), fullPage: true });
    expect(errors).toEqual([]);
  });

  it("GF-FIN-5: once Bruno has used the effect die, every player may rate the Grand Finale once, Lía's player included", async () => {
    await say(t.h, "beto", "[gf-action]\nefecto: ventaja Conoce el patio\n[/gf-action]", topicId);
    await page.reload();
    await switchTo("ana");
    await page.locator("[data-gf-block=scene] .gf-turn[data-gf-group]").waitFor();
    expect(await turnState()).toBe("rating");
    await expect(page.locator("[data-gf-block=scene] .gf-turn-state").innerText()).resolves.toContain("Falta que todos los jugadores califiquen el Gran Final");
    expect(await buttons()).toEqual(["rate"]);
    await say(t.h, "ana", "[gf-action]\ncalificación: 4 / 3 — qué final\n[/gf-action]", topicId);
    await page.reload();
    await page.locator("[data-gf-block=scene] .gf-turn[data-gf-group]").waitFor();
    expect(await buttons()).toEqual([]); // Ana has rated
    await switchTo("beto");
    await page.locator("[data-gf-block=scene] .gf-turn[data-gf-group]").waitFor();
    expect(await buttons()).toEqual(["rate"]);
    await page.screenshot({ path: artifact("finale", "rating-es.png"), fullPage: true });
    expect(errors).toEqual([]);
  });

  it("GF-FIN-5: when the forum's topic lists cannot be read, the card counts no one: the rating stays open to whoever has not rated, and is never ended early", async () => {
    const lists = /\/(?:c\/[^/]+\/\d+|latest)\.json/;
    await page.route(lists, (route) => route.abort());
    try {
      await page.reload();
      await switchTo("caro");
      await page.locator("[data-gf-turn-action=rate]").waitFor();
      expect(await turnState()).toBe("rating");
      expect(await page.locator("[data-gf-block=scene] .gf-turn[data-gf-group]").count()).toBe(0);
      await switchTo("ana");
      await page.locator("[data-gf-block=scene] .gf-turn").waitFor();
      expect(await buttons()).toEqual([]); // Ana has rated
    } finally {
      await page.unroute(lists);
    }
    await page.reload();
    errors.splice(0); // the aborted list requests the page logged
  });

  it("GF-FIN-5, GF-FIN-6, GF-MOD-1: the card counts the players as the service does (each sheet's player and the Moderator): Caro, with no sheet, is offered no rating the service would refuse; once Bruno's player and the Moderator rate from the card, the Grand Finale is over on the card as in the service", async () => {
    await switchTo("caro");
    await page.locator("[data-gf-block=scene] .gf-turn[data-gf-group]").waitFor();
    expect((await page.locator("[data-gf-block=scene] .gf-turn").getAttribute("data-gf-group"))!.split(",").sort()).toEqual(["ana", "beto", "dani"]);
    expect(await buttons()).toEqual([]);
    const rateFromCard = async (user: string, why: string) => {
      await switchTo(user);
      await page.locator("[data-gf-turn-action=rate]").click();
      const form = page.locator(".gf-action-form:visible");
      await form.getByLabel("Nota para Lía").selectOption("3");
      await form.getByLabel("Nota para Bruno").selectOption("4");
      await form.getByLabel("Por qué").fill(why);
      await form.getByRole("button", { name: "Abrir el editor" }).click();
      await page.locator(".gf-composer-preview [data-gf-block=action]").waitFor();
      const before = t.h.replies(topicId).length;
      await page.click("#gf-composer-post");
      for (const end = Date.now() + 30_000; t.h.replies(topicId).length === before && Date.now() < end;) await new Promise((r) => setTimeout(r, 50));
      const answer = t.h.replies(topicId)[before];
      expect(answer?.raw ?? "no answer").not.toMatch(/no juega en esta campaña|no puedo aplicar/);
      await page.locator(`.gf-post[data-post-id="${answer!.id}"]`).waitFor();
      return answer!.raw;
    };
    expect(await rateFromCard("beto", "un final a la altura")).toContain("Calificación del Gran Final anotada; el Moderador promediará cuando califiquen también: @dani");
    await page.locator("[data-gf-block=scene] .gf-turn[data-gf-group]").waitFor();
    expect(await turnState()).toBe("rating"); // the Moderator has not rated yet
    expect(await buttons()).toEqual([]);
    const last = await rateFromCard("dani", "gran cierre");
    expect(last).toContain("El Gran Final ha terminado: empieza el epílogo");
    // GF-FIN-6, GF-AMB-38: (4+3+3)/3 and (3+4+4)/3 to the nearest: the average in words, not "Hecho: rate-finale".
    expect(last).toContain("Han calificado el Gran Final todos los jugadores (3): la media es 3 / 4.");
    expect(last.split("<!--")[0]).not.toMatch(/Hecho|rate-finale/); // the record's comment is not shown
    // The service applied the Moderator's average once the whole group had rated (GF-FIN-6).
    expect((await gameOf(t.h, topicId)).topic!.game.phase).toBe("epilogue");
    await page.locator("[data-gf-block=scene] .gf-turn[data-gf-group]").waitFor();
    expect(await turnState()).toBe("done");
    await expect(page.locator("[data-gf-block=scene] .gf-turn-state").innerText()).resolves.toContain("El Gran Final está calificado: empieza el epílogo");
    for (const user of ["ana", "beto", "caro", "dani"]) {
      await switchTo(user);
      expect(await buttons()).toEqual([]);
    }
    await page.screenshot({ path: artifact("finale", "rated-es.png"), fullPage: true });
    expect(errors).toEqual([]);
  });
});
