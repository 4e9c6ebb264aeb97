// The cards' forms offer only characters in play: a sheet still named as the composer's template names
// it ("Nombre del personaje", "Your character's name": GameModule.sheetPlaceholders) or one that is not
// a wiki post is not registered by the service, so a sheet's relationship list never offers it (GF-REL-1),
// es and en. In a real Chromium on the sandbox forum against the real service.
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { SHEET_PLACEHOLDER } from "../../../../src/games/genrefuzzion/markup/spellings.js";
import type { Harness } from "../../../service/harness.js";
import { BRUNO, sheetPost, table } from "../service/support.js";
import { buildPageScript, openAs, testPage } from "../../../browser/support/browser.js";

jest.setTimeout(180_000);
let h: Harness | undefined;
let browser: Awaited<ReturnType<typeof testPage>>["browser"] | undefined;
afterEach(async () => { await browser?.close(); await h?.close(); browser = undefined; h = undefined; });

describe("the relationship list of a sheet", () => {
  for (const lang of ["es", "en"] as const) {
    it(`${lang}: offers the registered characters, never a placeholder-named sheet nor one that is not a wiki`, async () => {
      const t = await table({ categoryLang: { "1": lang } }, undefined, { pageScript: await buildPageScript() });
      h = t.h;
      h.sandbox.siteSettings["gf_categories"] = String(h.sandbox.category.id);
      // caro's sheet inserted as the template writes it, made a wiki: the service answers it is not in play.
      await sheetPost(h, "caro", BRUNO.replace(/^name: .*$/m, `name: ${SHEET_PLACEHOLDER[lang]}`).replace(/^player: .*$/m, "player: @caro"));
      // Another sheet left without "Wiki post".
      const plain = await fetch(`${h.sandbox.url}/posts.json`, { method: "POST", headers: { "Api-Key": h.sandbox.apiKey, "Api-Username": "caro", "Content-Type": "application/json" },
        body: JSON.stringify({ title: "Ficha de personaje: Cata", raw: BRUNO.replace(/^name: .*$/m, "name: Cata").replace(/^player: .*$/m, "player: @caro"), category: h.sandbox.category.id }) });
      expect(plain.status).toBe(200);
      // dani's sheet holds a relationship with no one yet (GF-REL-1): its card offers the other characters.
      const dora = await sheetPost(h, "dani", BRUNO.replace(/^name: .*$/m, "name: Dora").replace(/^player: .*$/m, "player: @dani")
        .replace(/^(relationship) [^:]*:/m, "$1 :"));
      await h.settle();
      expect(h.sandbox.forum.posts.get(dora)!.raw).toMatch(/^relationship : /m);
      const opened = await testPage();
      browser = opened.browser;
      await openAs(opened.page, h.sandbox.url, "dani", lang);
      await opened.page.goto(`${h.sandbox.url}/t/${h.sandbox.forum.posts.get(dora)!.topicId}`);
      const options = opened.page.locator("[data-gf-block=sheet] form[data-gf-form=relationship-target] option");
      await options.first().waitFor({ state: "attached" });
      expect((await options.allTextContents()).sort()).toEqual(["Bruno", "Lía"]);
      expect(opened.errors).toEqual([]);
    });
  }
});
