// A Pujas table opened from the composer gets a title (PJ-SETUP-1), in a real Chromium on the sandbox
// forum's page (which refuses a title as Discourse does) against the real service, at an English table
// and a Spanish one. A walk opened a table with "New topic here" and the composer's "Insert a Pujas
// table": the setup went in, the title stayed empty, and Discourse takes no topic without one. The entry
// now puts "ana's Pujas table, <day>" / "Mesa de Pujas de ana, <día>" in the composer's title (the
// Composer model's title) when none is typed; a typed title is kept. Posted as it is, the topic is
// created and the service opens the table.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { harness } from "../../../service/harness.js";
import { buildPageScript, launch, openAs } from "../../../browser/support/browser.js";
import { until } from "../../../support/until.js";

jest.setTimeout(300_000);
let browser: Awaited<ReturnType<typeof launch>>;
let pageScript = "";

beforeAll(async () => { pageScript = await buildPageScript(); browser = await launch(); }, 60_000);
afterAll(async () => { await browser?.close(); });

const WORDS = {
  en: { title: (day: string) => `ana's Pujas table, ${day}`, opened: "Table open: ana, bruno, carla;" },
  es: { title: (day: string) => `Mesa de Pujas de ana, ${day}`, opened: "Mesa abierta: ana, bruno, carla;" },
} as const;

describe("a Pujas table opened from the composer", () => {
  it.each(["en", "es"] as const)("is titled in the table's language unless a title is typed, and Discourse's rules take it (%s)", async (lang) => {
    const h = await harness({ seed: `pujas-table-title-${lang}`, sandbox: { pageScript, players: ["ana", "bruno", "carla"] },
      config: { categoryGame: { "1": "pujas" }, categoryLang: { "1": lang }, lang: lang === "es" ? "en" : "es" } });
    const page = await browser.context.newPage();
    try {
      const id = h.sandbox.category.id;
      Object.assign(h.sandbox.siteSettings, { gf_categories: String(id), gf_category_games: `${id}:pujas` });
      // The reader's language is the other one: the title follows the table's.
      await openAs(page, h.sandbox.url, "ana", lang === "es" ? "en" : "es");
      const insert = async () => {
        await page.goto(`${h.sandbox.url}/`);
        await page.click(`[data-gf-new-topic-in="${id}"]`);
        return async () => {
          await page.click('#gf-composer [data-gf-toolbar="genrefuzzion.composer.insert_pj_table"]');
          await page.waitForFunction(() => (document.getElementById("gf-composer-text") as HTMLTextAreaElement).value.includes("[pj-"));
        };
      };
      // A title typed first is the player's: kept.
      const typed = lang === "es" ? "La partida del puerto de las brumas" : "The game at the misty harbour";
      let press = await insert();
      await page.fill("#gf-composer-title", typed);
      await press();
      await expect(page.inputValue("#gf-composer-title")).resolves.toBe(typed);
      // None typed: the table's title, with the writer and the day as this browser names it.
      press = await insert();
      await expect(page.inputValue("#gf-composer-title")).resolves.toBe("");
      await press();
      const day = await page.evaluate((l) => new Date().toLocaleDateString(l, { day: "numeric", month: "long" }), lang);
      const title = WORDS[lang].title(day);
      await expect(page.inputValue("#gf-composer-title")).resolves.toBe(title);
      // Posted as it is: the sandbox (Discourse's title rules) takes it, and the service opens the table.
      await page.click("#gf-composer-post");
      const topic = await until("the new topic", () => [...h.sandbox.forum.topics.values()].find((t) => t.title === title));
      await h.settle();
      expect(h.replies(topic.id).map((r) => r.raw).join("\n")).toContain(WORDS[lang].opened);
    } finally {
      await page.close();
      await h.close();
    }
  });
});
