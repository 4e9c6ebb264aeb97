// The sheet card's pool picker takes the side the character plays in the scene it is posted to: Bruno
// is the antagonist of Lía's scene, so his sheet's picker offers that scene with "Antagonista"
// chosen, and the pool it writes says so, agreeing with the roll card the service will post (GF-SCENE-2,
// GF-RES-3). In a real Chromium on the sandbox forum against the real service.
//
// GF-POOL-4 in the pool pickers: the original says a pool may hold "un dado de la relación que tiene con
// su antagonista" (the protagonist's; the antagonist's pool the same, sides swapped), so a relationship
// pointing at anyone else is refused by the service ("«Amiga de Cata» apunta a Cata, no a tu oponente
// Bruno"). A group's walk was offered such a relationship with no warning, and the refusal followed. In
// a real Chromium on the sandbox forum, Lía (protagonist) against Bruno: the sheet card's picker, once
// the scene is chosen, and the scene card's picker both leave "Rival de Bruno" usable and disable
// "Amiga de Cata" and "Teme a Dino", each described by why, in the reader's language (es, en); the
// pool composed carries only the relationship the service accepts.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Locator, Page } from "playwright-core";
import type { Harness } from "../../../service/harness.js";
import { PRESENT, SCENE, say, table } from "../service/support.js";
import { artifact, buildPageScript, launch, openAs, testPage } from "../../../browser/support/browser.js";

jest.setTimeout(120_000);
let h: Harness;
let bruno = 0;
let lia = 0;
let topic = 0;
let browser: Awaited<ReturnType<typeof launch>>;
let page: Page;
let errors: string[];

beforeAll(async () => {
  const t = await table({}, undefined, { pageScript: await buildPageScript() });
  h = t.h;
  bruno = t.sheets.bruno;
  lia = t.sheets.lia;
  h.sandbox.siteSettings["gf_categories"] = String(h.sandbox.category.id);
  // The scene names its protagonist, so the sheet card's picker lists it for Lía (open-scenes.ts).
  topic = (await say(h, "ana", SCENE.replace("antagonista: Bruno", "protagonista: Lía\nantagonista: Bruno"))).post.topic_id;
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

/** Each relationship option: its name, whether it can be ticked, and the text that describes it. */
const relationships = (picker: Locator) => picker.locator('[data-gf-kind="relationship"] input').evaluateAll((els) =>
  els.map((e) => ({ name: (e as HTMLInputElement).value, disabled: (e as HTMLInputElement).disabled,
    why: document.getElementById(e.getAttribute("aria-describedby") ?? "")?.textContent ?? "" })));

const CASES = [
  { lang: "es", build: "Armar un pozo", open: "Abrir el editor con este pozo", roll: "Tirar un pozo",
    cata: "Apunta a Cata, no a tu oponente Bruno: no sirve en esta escena (GF-POOL-4).",
    dino: "Apunta a Dino, no a tu oponente Bruno: no sirve en esta escena (GF-POOL-4)." },
  { lang: "en", build: "Build a pool", open: "Open the composer with this pool", roll: "Roll a pool",
    cata: "Points at Cata, not at your opponent Bruno: not usable in this scene (GF-POOL-4).",
    dino: "Points at Dino, not at your opponent Bruno: not usable in this scene (GF-POOL-4)." },
] as const;

describe("GF-POOL-4: the pool pickers offer only the relationship with the opponent", () => {
  for (const c of CASES) {
    it(`${c.lang}: the sheet card's picker, once the scene is chosen, disables the relationships pointing at others and says why`, async () => {
      await openAs(page, h.sandbox.url, "ana", c.lang);
      await page.goto(`${h.sandbox.url}/t/${h.sandbox.forum.posts.get(lia)!.topicId}`);
      const card = page.locator("[data-gf-block=sheet]").first();
      await card.getByRole("button", { name: c.build }).click();
      const picker = card.locator(".gf-picker");
      await page.waitForFunction(() => document.querySelectorAll(".gf-picker select[required] option").length > 0);
      await expect(relationships(picker)).resolves.toEqual([
        { name: "Rival de Bruno", disabled: false, why: "" },
        { name: "Amiga de Cata", disabled: true, why: c.cata },
        { name: "Teme a Dino", disabled: true, why: c.dino },
      ]);
      await expect(picker.locator('[data-gf-refused="GF-POOL-4"]:visible').allInnerTexts()).resolves.toEqual([c.cata, c.dino]);
      await page.screenshot({ path: artifact("picker", `relationship-sheet-${c.lang}.png`), fullPage: true });
      await picker.locator('[data-gf-kind="relationship"] input[value="Rival de Bruno"]').check();
      await picker.getByRole("button", { name: c.open }).click();
      const composed = await page.inputValue("#gf-composer-text");
      expect(composed).toMatch(/Rival de Bruno/);
      expect(composed).not.toMatch(/Cata|Dino/);
    });

    it(`${c.lang}: the scene card's picker for Lía's pool does the same`, async () => {
      await openAs(page, h.sandbox.url, "ana", c.lang);
      await page.goto(`${h.sandbox.url}/t/${topic}`);
      await page.locator("[data-gf-turn-action=pool]", { hasText: c.roll }).click();
      const picker = page.locator("[data-gf-block=scene] .gf-scene-picker").last();
      await picker.locator('[data-gf-kind="relationship"] input').first().waitFor();
      await expect(relationships(picker)).resolves.toEqual([
        { name: "Rival de Bruno", disabled: false, why: "" },
        { name: "Amiga de Cata", disabled: true, why: c.cata },
        { name: "Teme a Dino", disabled: true, why: c.dino },
      ]);
      await picker.screenshot({ path: artifact("picker", `relationship-scene-${c.lang}.png`) });
      expect(errors).toEqual([]);
    });
  }
});
