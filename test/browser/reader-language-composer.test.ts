// The composer's preview is drawn in its table's language, as the post will be: at a table whose
// category names a language (gf_category_languages), every entry of the composer's toolbar previews as a
// card in that language, for a reader whose own locale is the other one. In a real Chromium on the
// sandbox forum, one category per game; a GenreFuzzion sheet's field and section labels are checked
// by name, and every preview's text against the other language's words (support/other-language.ts).
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { startSandbox, type Sandbox } from "../../src/sandbox/sandbox.js";
import { artifact, buildPageScript, launch, openAs, watchErrors } from "./support/browser.js";
import { otherLanguage } from "./support/other-language.js";

jest.setTimeout(180_000);
let sandbox: Sandbox;
let browser: Awaited<ReturnType<typeof launch>>;

const GAMES = [{ game: "genrefuzzion", name: "GenreFuzzion" }, { game: "tricube", name: "Tricube Tales" },
  { game: "facetas", name: "Facetas" }, { game: "pujas", name: "Pujas" }] as const;

/** A GenreFuzzion sheet's labels in each language (the walk's screenshot showed the English ones at a Spanish table). */
const SHEET_LABELS = { es: ["Jugador", "Concepto", "Puntos"], en: ["Player", "Concept", "Points"] } as const;

beforeAll(async () => {
  sandbox = await startSandbox({ pageScript: await buildPageScript(), gameCategories: GAMES });
  const s = sandbox.siteSettings;
  s["gf_categories"] = sandbox.games.map((g) => g.category.id).join("|");
  s["gf_category_games"] = sandbox.games.map((g) => `${g.category.id}:${g.game}`).join("|");
  browser = await launch();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
});

describe.each([["es", "en"], ["en", "es"]] as const)("at tables in %s, a reader in %s", (table, reader) => {
  it("previews every composer entry of every game in the table's language, a GenreFuzzion sheet's labels too", async () => {
    sandbox.siteSettings["gf_category_languages"] = sandbox.games.map((g) => `${g.category.id}:${table}`).join("|");
    const page = await browser.context.newPage();
    page.setDefaultTimeout(30_000);
    const errors = watchErrors(page);
    await openAs(page, sandbox.url, "alicia", reader);
    const found: string[] = [];
    let previews = 0;
    for (const { game, category } of sandbox.games) {
      await page.goto(`${sandbox.url}/`);
      await page.click(`[data-gf-new-topic-in="${category.id}"]`);
      const entries = await page.locator("[data-gf-toolbar]").evaluateAll((els) => els.map((e) => e.getAttribute("data-gf-toolbar")!));
      expect([game, entries.length > 0]).toEqual([game, true]);
      for (const entry of entries) {
        await page.fill("#gf-composer-text", "");
        await page.click(`[data-gf-toolbar='${entry}']`);
        const card = page.locator(".gf-composer-preview [data-gf-block]").first();
        await card.waitFor();
        // The card says which language it is drawn in; its words must be the table's.
        expect([entry, await card.getAttribute("lang")]).toEqual([entry, table]);
        const text = await page.locator(".gf-composer-preview").innerText();
        found.push(...otherLanguage([{ post: entry, kind: "text", text }], reader));
        if (entry === "genrefuzzion.composer.insert_sheet") {
          const names = await card.locator(".gf-field-name").evaluateAll((els) => els.map((e) => (e.textContent ?? "").trim().replace(/:$/, "")));
          expect(SHEET_LABELS[table].filter((l) => !names.includes(l))).toEqual([]);
          expect(SHEET_LABELS[reader].filter((l) => names.includes(l))).toEqual([]);
          await page.locator(".gf-composer-preview").screenshot({ path: artifact("language", `composer-sheet-${table}-table-${reader}-reader.png`) });
        }
        previews++;
      }
    }
    expect(previews).toBeGreaterThanOrEqual(8);
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
