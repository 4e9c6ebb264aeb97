// A new player's first sheet, from either of GenreFuzzion's skeletons: the composer menu's "Insert a
// character sheet" (the plugin's entry) and the page's "Create a GenreFuzzion sheet". Each previews as a
// sheet card with no warning at all: the player's line is there (GF-META-2), two relationships (GF-REL-3:
// "Ningún jugador debe quedar con menos de dos relaciones") each naming someone (GF-REL-1), d8s as many as
// d4s (GF-REL-6). The first player of a table has no one to relate to yet, so the skeletons name extras
// (GF-RET-2). Posted as they are, the menu's sheet is refused only for its template name (at that line).
// The page's button opens the composer with that same skeleton, titled after the player and naming no
// character; written as the player's own character (GF-CHAR-4, GF-CLI-3, GF-OBJ-1), it plays without a
// word from the service. es and en, in a real Chromium on the sandbox forum against the real service.
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import { SHEET_PLACEHOLDER } from "../../../../src/games/genrefuzzion/markup/spellings.js";
import { harness, type Harness } from "../../../service/harness.js";
import { until } from "../../../support/until.js";
import { buildPageScript, openAs, testPage } from "../../../browser/support/browser.js";
import { openSheetSkeleton, writeCharacter } from "../../../browser/support/gf-sheet.js";

jest.setTimeout(180_000);
let h: Harness | undefined;
let browser: Awaited<ReturnType<typeof testPage>>["browser"] | undefined;
afterEach(async () => { await browser?.close(); await h?.close(); browser = undefined; h = undefined; });

/** The composer's sheet preview, once drawn: the card is drawn once, with its warnings (gf-sheet-checks.js). */
async function preview(page: Page): Promise<{ text: string; warnings: string[] }> {
  await page.locator(".gf-composer-preview [data-gf-block=sheet] .gf-card-title").waitFor();
  return { text: await page.inputValue("#gf-composer-text"), warnings: await page.locator(".gf-composer-preview [data-gf-block=sheet] .gf-warning").allInnerTexts() };
}

describe("GenreFuzzion's sheet skeletons", () => {
  for (const lang of ["es", "en"] as const) {
    it(`${lang}: both draw no warning as inserted; posted, the menu's is refused for its name only and the page's plays with no reply`, async () => {
      h = await harness({ sandbox: { pageScript: await buildPageScript(), players: ["ana", "beto", "dani"] },
        config: { game: { moderator: "dani" }, categoryLang: { "1": lang }, sheetMakeWiki: true, sheetWikiGraceMs: 0 } });
      h.sandbox.siteSettings["gf_categories"] = String(h.sandbox.category.id);
      const opened = await testPage();
      browser = opened.browser;
      const { page } = opened;
      await openAs(page, h.sandbox.url, "ana", lang);
      const words = lang === "es" ? { player: /^jugador: @ana$/m, rel: /^relación [^:\s][^:]*: .+ d6$/gm } : { player: /^player: @ana$/m, rel: /^relationship [^:\s][^:]*: .+ d6$/gm };

      // The composer menu's entry, in a new topic of the GenreFuzzion category.
      await page.goto(`${h.sandbox.url}/`);
      await page.click("#gf-new-topic");
      await page.selectOption("#gf-composer-category", String(h.sandbox.category.id));
      await page.click("[data-gf-toolbar='genrefuzzion.composer.insert_sheet']");
      const menu = await preview(page);
      expect(menu.warnings).toEqual([]);
      expect(menu.text).toMatch(words.player);
      expect(menu.text.match(words.rel)).toHaveLength(2);
      await page.fill("#gf-composer-title", lang === "es" ? "Ficha de personaje: Ana" : "Character sheet: Ana");
      await page.click("#gf-composer-post");
      await page.waitForURL(/\/t\/\d+/);
      const menuTopic = Number(/\/t\/(\d+)/.exec(page.url())![1]);
      // The template's name is all that is refused (sheet-placeholder), and nothing else is said.
      const named = await until("the reply asking for a name", () => h!.replies(menuTopic)[0]);
      expect(named.raw).not.toContain(SHEET_PLACEHOLDER[lang]);
      await h.settle();
      expect(h.replies(menuTopic)).toHaveLength(1);

      // The page's button, as the table's first player: the menu's skeleton, to the byte, titled after the player.
      await page.goto(`${h.sandbox.url}/`);
      const skeleton = await openSheetSkeleton(page);
      expect(skeleton.text).toBe(menu.text);
      expect(skeleton.title).toBe(lang === "es" ? "Ficha de personaje de ana" : "ana's character sheet");
      // Written as Ana's own character, it previews with no warning and plays.
      await page.fill("#gf-composer-text", writeCharacter(skeleton.text, "ana"));
      const button = await preview(page);
      expect(button.warnings).toEqual([]);
      expect(button.text).toMatch(words.player);
      expect(button.text.match(words.rel)).toHaveLength(2);
      await page.click("#gf-composer-post");
      await page.waitForURL((url) => url.pathname.startsWith("/t/") && url.pathname !== `/t/${menuTopic}`);
      const topic = Number(/\/t\/(\d+)/.exec(page.url())![1]);
      const post = h.sandbox.forum.topicPosts(topic)[0]!;
      await until("Ana's sheet to be registered", async () => (await h!.service.store.loadSheets()).some((r) => r.postId === post.id && r.owner === "ana"));
      await h.settle();
      expect(h.replies(topic)).toEqual([]);
      // Drawn as posted, the sheet card warns of nothing either.
      await page.locator(`.gf-post[data-post-id="${post.id}"] [data-gf-block=sheet] .gf-card-title`).waitFor();
      expect(await page.locator(`.gf-post[data-post-id="${post.id}"] .gf-warning`).count()).toBe(0);
      expect(opened.errors).toEqual([]);
    });
  }
});
