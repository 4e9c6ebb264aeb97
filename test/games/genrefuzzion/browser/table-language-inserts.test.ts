// One language per table for what GenreFuzzion's buttons write: at a Spanish table read by a reader whose
// page is in English, and the reverse, the home page's "create a sheet" and "open a scene" buttons fill the
// composer (the block's keywords, its sample text, the topic's title) in the table's language, its category's
// (gf_category_languages, as the plugin's own composer entries take it), never in the reader's.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Lang } from "../../../../src/lib/i18n.js";
import { wikiSheet } from "../../../service/flows/support.js";
import { openAs } from "../../../browser/support/browser.js";
import { openSheetSkeleton } from "../../../browser/support/gf-sheet.js";
import { sheetSkeleton } from "../../../../src/games/genrefuzzion/cards/compose-text.js";
import { otherLanguage } from "../../../browser/support/other-language.js";
import { WALKS } from "../../../browser/support/table-language-walks.js";
import { SITE, walkBrowser, walkTable, type WalkBrowser } from "../../../browser/support/walk-table.js";

jest.setTimeout(300_000);

let browser: WalkBrowser;
beforeAll(async () => { browser = await walkBrowser(); }, 60_000);
afterAll(async () => { await browser?.close(); });

/** The keywords each language's blocks start with, and the topic titles its buttons give. */
const WORDS = {
  es: { scene: /^\[gf-scene\]\nnúmero: \d+\ntítulo: /, sheetTitle: /^Ficha de personaje de ana$/, sceneTitle: /^Escena \d+: La noche del faro$/ },
  en: { scene: /^\[gf-scene\]\nnumber: \d+\ntitle: /, sheetTitle: /^ana's character sheet$/, sceneTitle: /^Scene \d+: Night at the lighthouse$/ },
} as const;

describe("GenreFuzzion's home-page buttons", () => {
  it.each(["es", "en"] as const)("GF-CHAR-4, GF-SCENE-2: at a table in %s read with the page in the other language, the sheet and the scene are written in the table's", async (lang) => {
    const walk = WALKS["genrefuzzion"]![lang];
    const other: Lang = lang === "es" ? "en" : "es";
    const h = await walkTable(browser, "genrefuzzion", lang, walk);
    try {
      // Another player's character, so the scene names it as the antagonist.
      const beto = walk.sheets.find(([user]) => user === "beto")!;
      await wikiSheet(h, beto[0], beto[1]);
      const page = await browser.context.newPage();
      try {
        await openAs(page, SITE, "ana", other);
        const inserted = async (button: string) => {
          await page.goto(`${SITE}/`);
          await page.click(button);
          return { text: await page.inputValue("#gf-composer-text"), title: await page.inputValue("#gf-composer-title") };
        };
        await page.goto(`${SITE}/`);
        // The composer's "Insert a character sheet" skeleton in the table's language, for Ana to write (GF-CHAR-4).
        const sheet = await openSheetSkeleton(page);
        const scene = await inserted("#gf-new-scene");
        const w = WORDS[lang];
        expect(sheet.text).toBe(sheetSkeleton(lang, "ana"));
        expect(sheet.title).toMatch(w.sheetTitle);
        expect(scene.text).toMatch(w.scene);
        expect(scene.title).toMatch(w.sceneTitle);
        // Nothing of the reader's language in what was written, sample text included; the block's tag is the
        // one the product writes at every table (markup/tags.ts: the English tag, as the plugin's own entries write it).
        const words = (text: string) => text.replace(/^\[\/?gf-\w+\]$/gm, "");
        const items = [sheet, scene].flatMap((t, i) => [{ post: `#${i}`, kind: "text" as const, text: words(t.text) }, { post: `#${i} title`, kind: "text" as const, text: t.title }]);
        expect(otherLanguage(items, other)).toEqual([]);
      } finally {
        await page.close();
      }
    } finally {
      await h.close();
    }
  });
});
