// The sandbox page as a new group met it, in a real Chromium at a phone's width (390×844): the dice
// commitment's topic speaks both languages and its one-line JSON scrolls inside its post instead of
// widening the page; the links to the rules reference are styled chrome; a new scene's topic is
// titled after its scene ("Escena 1: La noche del faro"), not "Escena: …"; a pool of d7 and d20
// names both dice it cannot roll; English cards say PV and PK as the replies do; a misspelt tag
// ([gf-pol]) is an error card naming the tag meant.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import { harness, type Harness } from "../service/harness.js";
import { until } from "../support/until.js";
import { artifact, buildPageScript, launch, openAs, seenText, watchErrors } from "./support/browser.js";
import { newSheet, openSheetSkeleton } from "./support/gf-sheet.js";

jest.setTimeout(120_000);
let h: Harness;
let browser: Awaited<ReturnType<typeof launch>>;
let page: Page;
let errors: string[];

beforeAll(async () => {
  // Discourse's default editing grace period (300 s), as `gf serve --sandbox` runs it.
  // What a group meets: the service makes each sheet a wiki (the harness leaves it to staff by default).
  h = await harness({ sandbox: { pageScript: await buildPageScript(), editingGracePeriodSec: 300 }, config: { sheetMakeWiki: true } });
  h.sandbox.siteSettings["gf_categories"] = String(h.sandbox.category.id);
  browser = await launch();
  page = await browser.context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  page.setDefaultTimeout(30_000);
  errors = watchErrors(page);
  await openAs(page, h.sandbox.url, "alicia", "es");
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

describe("the sandbox page at a phone's width", () => {
  it("the dice commitment's topic is in Spanish and English, and its JSON line scrolls inside the post", async () => {
    const commitment = await until("the commitment post", () => [...h.sandbox.forum.posts.values()].find((p) => p.raw.includes("gf-dice-commitment-v")));
    const topic = h.sandbox.forum.topics.get(commitment.topicId)!;
    expect(topic.title).toBe("Compromiso de dados del servicio de tiradas · Dice commitment of the dice service");
    expect(commitment.raw).toMatch(/^\*\*Compromiso de dados\*\*/);
    expect(commitment.raw).toContain("**Dice commitment** of this forum's dice service");
    expect(commitment.raw.match(/gf-dice-commitment-v[23]/g)).toHaveLength(1);
    await page.goto(`${h.sandbox.url}/t/${commitment.topicId}`);
    await page.locator(`.gf-post[data-post-id="${commitment.id}"] pre`).waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(390);
    await page.screenshot({ path: artifact("page", "commitment-390.png"), fullPage: true });
  });

  it("the rules reference's links are styled chrome, not bare browser links", async () => {
    const link = page.locator(".gf-sandbox-rules a").first();
    const style = await link.evaluate((a) => { const s = getComputedStyle(a); return { decoration: s.textDecorationLine, weight: s.fontWeight }; });
    expect(style).toEqual({ decoration: "none", weight: "600" });
    expect(await page.locator(".gf-sandbox-rules").evaluate((n) => getComputedStyle(n).justifyContent)).toBe("flex-end");
  });

  it("a new scene's topic is titled after its scene, and the composer fits the phone", async () => {
    await page.goto(`${h.sandbox.url}/`);
    await page.click("#gf-new-scene");
    expect(await page.inputValue("#gf-composer-title")).toBe("Escena 1: La noche del faro");
    expect(await pageWidth()).toBeLessThanOrEqual(390);
  });

  it("GF-DIE-1: a pool of d7 and d20 names both dice it cannot roll", async () => {
    await page.fill("#gf-composer-text", "[gf-pool]\nd7 d20 d8\n[/gf-pool]");
    const card = page.locator(".gf-composer-preview [data-gf-block=error]");
    await card.waitFor();
    await expect(seenText(card)).resolves.toContain("«d7 d20»");
    expect(errors).toEqual([]);
  });

  // Discourse makes no post a wiki as it is posted (PostsController#create_params); the service, staff, does
  // it next with PUT /posts/{id}/wiki, a revision by another user: version 2 (PostRevisor, docs/decisions.md).
  // Discourse's edits indicator then reads 1 on the wiki's pencil, titled "wiki last edited on …"
  // (edits-indicator.gjs at discourse/discourse@4aa037a1), never "version 2": the sandbox says "editado 1 vez" (en "edited once").
  it("a sheet posted from the composer is made a wiki by the service, Discourse's version 2, shown as edited once, and plays", async () => {
    await page.goto(`${h.sandbox.url}/`);
    await newSheet(page, "alicia");
    await page.click("#gf-composer-post");
    const sheet = await until("alicia's sheet to be registered", async () => (await h.service.store.loadSheets()).find((r) => r.owner === "alicia"));
    const post = h.sandbox.forum.posts.get(sheet.postId)!;
    expect([post.wiki, post.version, post.revisions.map((r) => Object.keys(r.modifications))]).toEqual([true, 2, [["wiki"]]]);
    const shown = page.locator(`.gf-post[data-post-id="${post.id}"]`);
    await shown.locator("[data-gf-block=sheet]").waitFor();
    const summary = shown.locator(".gf-post-history summary");
    await expect(summary.innerText()).resolves.toBe("editado 1 vez");
    await expect(summary.getAttribute("title")).resolves.toMatch(/^wiki editado por última vez el /);
  });

  it("a new topic posted with no title is told so in the page's language, and nothing is posted", async () => {
    const untitled = async (lang: "es" | "en") => {
      await openAs(page, h.sandbox.url, "alicia", lang);
      await page.goto(`${h.sandbox.url}/`);
      await page.click("#gf-new-topic");
      await page.fill("#gf-composer-title", "");
      await page.fill("#gf-composer-text", "Una partida nueva · A new game");
      const before = h.sandbox.forum.posts.size;
      await page.click("#gf-composer-post");
      await expect(page.locator(".gf-composer-status").innerText()).resolves.toBe(lang === "es" ? "Se requiere un título" : "Title is required");
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("gf-composer-title");
      expect(h.sandbox.forum.posts.size).toBe(before);
    };
    await untitled("en");
    await untitled("es");
  });

  it("GF-PTS-2 GF-POOL-2 GF-ROLL-5: a fresh sheet's picker says its 0 PV · 0 PK and offers no bought d6 or boost it cannot pay", async () => {
    const sheet = await until("alicia's sheet to be registered", async () => (await h.service.store.loadSheets()).find((r) => r.owner === "alicia"));
    const post = h.sandbox.forum.posts.get(sheet.postId)!;
    await page.goto(`${h.sandbox.url}/t/${post.topicId}`);
    const card = page.locator(`.gf-post[data-post-id="${post.id}"] [data-gf-block=sheet]`);
    await card.getByRole("button", { name: "Armar un pozo" }).click();
    const picker = card.locator(".gf-picker");
    await picker.waitFor();
    await expect(picker.getByText("PV / PK: tienes 0 PV · 0 PK").count()).resolves.toBe(1);
    expect(await picker.getByLabel("Comprar un d6 (1 PK)").isDisabled()).toBe(true);
    expect(await picker.getByRole("radio", { name: "+1 dado al resultado (1 PV)" }).isDisabled()).toBe(true);
    expect(await picker.getByRole("radio", { name: "+3 al resultado (1 PK)" }).isDisabled()).toBe(true);
    expect(await picker.getByRole("radio", { name: "Sin impulso" }).isChecked()).toBe(true);
    // What they can use stays offered.
    expect(await picker.getByLabel("Intuición sobrenatural").isDisabled()).toBe(false);
  });

  it("with the composer open, the last post's buttons scroll above it, as Discourse keeps room for its composer", async () => {
    const commitment = await until("the commitment post", () => [...h.sandbox.forum.posts.values()].find((p) => /gf-dice-commitment-v\d/.test(p.raw)));
    await page.goto(`${h.sandbox.url}/t/${commitment.topicId}`);
    await page.locator(".gf-post").last().waitFor();
    await page.click("#gf-reply");
    await page.locator("#gf-composer-text").waitFor();
    // The page's room below the posts follows the composer's height.
    await page.waitForFunction(() => document.documentElement.style.getPropertyValue("--composer-height") !== "");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const { lastButton, composerTop } = await page.evaluate(() => ({
      lastButton: [...document.querySelectorAll(".gf-post")].at(-1)!.querySelector("button:last-of-type")!.getBoundingClientRect().bottom,
      composerTop: document.getElementById("gf-composer")!.getBoundingClientRect().top,
    }));
    expect(lastButton).toBeLessThanOrEqual(composerTop);
    await page.screenshot({ path: artifact("page", "composer-room-390.png") });
    // Closed, the room goes.
    await page.locator("#gf-composer button", { hasText: "Cerrar" }).click();
    await page.waitForFunction(() => !document.documentElement.classList.contains("composer-open"));
  });

  it.each([[1280, 800, "en"], [390, 844, "es"], [1280, 800, "es"], [390, 844, "en"]] as const)(
    "at %i×%i (%s) the composer's Post button is on screen as it opens, a long sheet scrolling inside its editor", async (width, height, lang) => {
      // Discourse's composer: a fixed height, the editor scrolling inside, the Save/Reply row always drawn (compose.scss).
      const own = await browser.context.newPage();
      try {
        await own.setViewportSize({ width, height });
        await openAs(own, h.sandbox.url, "alicia", lang);
        await own.reload();
        await own.waitForFunction((l) => document.documentElement.lang === l, lang);
        await openSheetSkeleton(own);
        const seen = await own.evaluate(() => {
          const post = document.getElementById("gf-composer-post")!.getBoundingClientRect();
          const text = document.getElementById("gf-composer-text") as HTMLTextAreaElement;
          const composer = document.getElementById("gf-composer")!;
          return { top: post.top, bottom: post.bottom, viewport: window.innerHeight, textScrolls: text.scrollHeight > text.clientHeight,
            composerScrolled: composer.scrollTop, pageWide: document.documentElement.scrollWidth };
        });
        expect(seen.top).toBeGreaterThanOrEqual(0);
        expect(seen.bottom).toBeLessThanOrEqual(seen.viewport);
        expect(seen.textScrolls).toBe(true);
        expect(seen.composerScrolled).toBe(0);
        expect(seen.pageWide).toBeLessThanOrEqual(width);
        await own.screenshot({ path: artifact("page", `composer-post-${width}-${lang}.png`) });
        await own.click("#gf-composer-post");
        await own.waitForURL(/\/t\/\d+$/);
      } finally {
        // The page keeps its reader and language in the browser's storage, which the other tests share.
        await openAs(own, h.sandbox.url, "alicia", "es");
        await own.close();
      }
    });

  it("English cards say PV and PK, as the service's replies do", async () => {
    // The cards' English words, as a page with an English card loads them.
    const en = await page.evaluate(async () => (await fetch("/plugin/public/javascripts/gf-locale-en.js")).text());
    expect(en).not.toMatch(/\bVP\b|\bKP\b/);
    expect(en).toContain('"points":"PV / PK"');
  });

  it("a misspelt tag of a known game is an error card naming the nearest tag, in the reader's language", async () => {
    const typo = async (raw: string) => {
      await page.goto(`${h.sandbox.url}/`);
      await page.click("#gf-new-topic");
      await page.fill("#gf-composer-text", raw);
      const card = page.locator(".gf-composer-preview [data-gf-block=error]");
      await card.waitFor();
      return card;
    };
    const es = await typo("[gf-pol]\nSuperfuerte d8\n[/gf-pol]");
    await expect(seenText(es)).resolves.toContain("Línea 1, columna 1: [gf-pol] no es una etiqueta de ningún juego: ¿querías decir [gf-pool]?");
    await expect(seenText(es.locator("pre"))).resolves.toBe("[gf-pol]\nSuperfuerte d8\n[/gf-pol]");
    expect(await pageWidth()).toBeLessThanOrEqual(390);
    await openAs(page, h.sandbox.url, "alicia", "en");
    const en = await typo("[tt-chalenge id=door]\nwho: Maga\n[/tt-chalenge]");
    await expect(seenText(en)).resolves.toContain("Line 1, column 1: [tt-chalenge] is not a tag of any game: did you mean [tt-challenge]?");
    await openAs(page, h.sandbox.url, "alicia", "es");
    expect(errors).toEqual([]);
  });
});
