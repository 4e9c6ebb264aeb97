// The sheet card's pool picker takes the side the character plays in the scene it is posted to: Bruno
// is the antagonist of Lía's scene, so his sheet's picker offers that scene with "Antagonista"
// chosen, and the pool it writes says so, agreeing with the roll card the service will post (GF-SCENE-2,
// GF-RES-3). In a real Chromium on the sandbox forum against the real service.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import type { Harness } from "../../../service/harness.js";
import { PRESENT, SCENE, say, table } from "../service/support.js";
import { buildPageScript, launch, openAs, testPage } from "../../../browser/support/browser.js";

jest.setTimeout(120_000);
let h: Harness;
let bruno = 0;
let browser: Awaited<ReturnType<typeof launch>>;
let page: Page;
let errors: string[];

beforeAll(async () => {
  const t = await table({}, undefined, { pageScript: await buildPageScript() });
  h = t.h;
  bruno = t.sheets.bruno;
  h.sandbox.siteSettings["gf_categories"] = String(h.sandbox.category.id);
  const topic = (await say(h, "ana", SCENE)).post.topic_id;
  await say(h, "beto", PRESENT, topic);
  ({ browser, page, errors } = await testPage());
  await openAs(page, h.sandbox.url, "beto", "es");
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

describe("the sheet's picker and the character's side", () => {
  it("GF-SCENE-2: Bruno's sheet builds his pool for Lía's scene as its antagonist", async () => {
    await page.goto(`${h.sandbox.url}/t/${h.sandbox.forum.posts.get(bruno)!.topicId}`);
    const card = page.locator("[data-gf-block=sheet]");
    await card.getByRole("button", { name: "Armar un pozo" }).click();
    const picker = card.locator(".gf-picker");
    await page.waitForFunction(() => document.querySelectorAll(".gf-picker select[required] option").length > 0);
    await expect(picker.getByLabel("Papel en la escena").inputValue()).resolves.toBe("antagonist");
    await picker.locator('[data-gf-kind="cliche"] input').first().check();
    await picker.getByRole("button", { name: "Abrir el editor con este pozo" }).click();
    expect(await page.inputValue("#gf-composer-text")).toMatch(/^\[gf-pool personaje="Bruno" .*rol="antagonista"/);
    expect(errors).toEqual([]);
  });
});
