// TT-KAR-3: after a failed roll the service offers the character's player 1 Karma to lower the
// challenge's difficulty by 1; a walk found that offer only as a block to copy from the reply. Now the
// reply's table names the offer, and the challenge card gives that player a button, as it gives the GM
// the cost's: it asks for the perk (TT-KAR-2), writes the [tt-karma] into the composer, and the player
// posts it; the service spends the Karma. Nobody else gets the button. In a real Chromium on the sandbox
// with the real service, at a table in English and one in Spanish.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { topicSession, wikiSheet } from "../../../service/flows/support.js";
import { artifact, openAs } from "../../../browser/support/browser.js";
import { postComposer } from "../../../browser/support/composer-post.js";
import { SITE, walkBrowser, walkTable, type WalkBrowser } from "../../../browser/support/walk-table.js";
import { until } from "../../../support/until.js";

jest.setTimeout(300_000);
let browser: WalkBrowser;

beforeAll(async () => { browser = await walkBrowser(); }, 60_000);
afterAll(async () => { await browser?.close(); });

const WORDS = {
  en: {
    sheet: "[tt-sheet]\nname: Maga\nplayer: ana\narchetype: cunning mage\nperk: Pyromancy\nquirk: Arrogant\n[/tt-sheet]",
    challenge: "[tt-challenge id=gate]\nwho: Maga\nquality: strong\ndifficulty: 6\noutside concept: Maga\n[/tt-challenge]",
    roll: "[tt-roll challenge=gate character=Maga]\n[/tt-roll]", failed: "**failure**",
    button: "Spend 1 of Maga's Karma: lower the difficulty by 1", spend: "[tt-karma challenge=gate character=Maga]\nperk: Pyromancy\n[/tt-karma]",
    spent: "- Maga: Karma −1 ([TT-KAR-2]",
  },
  es: {
    sheet: "[tt-ficha]\nnombre: Maga\njugador: ana\narquetipo: astuta maga\nventaja: Piromancia\ndefecto: Arrogante\n[/tt-ficha]",
    challenge: "[tt-desafio id=puerta]\nquién: Maga\ncualidad: fuerte\ndificultad: 6\nfuera de concepto: Maga\n[/tt-desafio]",
    roll: "[tt-tirada desafio=puerta personaje=Maga]\n[/tt-tirada]", failed: "**fallo**",
    button: "Gastar 1 de Karma de Maga: bajar la dificultad en 1", spend: "[tt-karma desafio=puerta personaje=Maga]\nventaja: Piromancia\n[/tt-karma]",
    spent: "- Maga: Karma −1 ([TT-KAR-2]",
  },
} as const;

describe("Tricube's Karma offer on the challenge card", () => {
  it.each(["en", "es"] as const)("TT-KAR-3 TT-KAR-2: the player offered Karma gets a button that writes the spend, which the service takes, at a table in %s", async (lang) => {
    const w = WORDS[lang];
    const h = await walkTable(browser, "tricube", lang, { players: ["ana", "dj"], sheets: [], moves: [], ends: /./ });
    try {
      await wikiSheet(h, "ana", w.sheet);
      const session = topicSession(h);
      await session.say("dj", w.challenge);
      // One die against 6 (outside her concept, TT-DICE-1; the seeded dice fail it): the reply offers Karma.
      const rolled = await session.say("ana", w.roll);
      expect(rolled.replies.join("\n")).toContain(w.failed);
      const page = await browser.context.newPage();
      try {
        // dj, the GM, is offered the cost, not the Karma.
        await openAs(page, SITE, "dj", lang);
        await page.goto(`${SITE}/t/${session.topicId}`);
        const card = page.locator("#post_1 [data-gf-block=ttchallenge]");
        await card.locator("[data-gf-action=tt-cost]").waitFor();
        expect(await card.locator("[data-gf-action=tt-karma]").count()).toBe(0);
        // ana is offered the Karma: the button asks for the perk and writes the spend into the composer.
        await openAs(page, SITE, "ana", lang);
        await page.goto(`${SITE}/t/${session.topicId}`);
        const karma = card.locator("[data-gf-action=tt-karma]");
        await karma.waitFor();
        await expect(karma.innerText()).resolves.toBe(w.button);
        await karma.click();
        // No perk, no spend (TT-KAR-2): the form says so and writes nothing.
        await card.locator(".gf-tt-karma-offer form button[type=submit]").click();
        await expect(card.locator("[data-gf-kind=karma-note]").innerText()).resolves.not.toBe("");
        await card.locator(".gf-tt-karma-offer input[type=text]").fill(lang === "es" ? "Piromancia" : "Pyromancy");
        await card.screenshot({ path: artifact("tricube", `karma-button-${lang}.png`) });
        await card.locator(".gf-tt-karma-offer form button[type=submit]").click();
        const composed = await until("the spend in the composer", async () => {
          const text = (await page.inputValue("#gf-composer-text").catch(() => "")).trim();
          return text.includes("[/tt-karma]") ? text : undefined;
        });
        expect(composed).toBe(w.spend);
        await postComposer(page, h, session.topicId);
        const post = h.sandbox.forum.topicPosts(session.topicId).find((p) => p.raw.trim() === w.spend)!;
        const answer = session.repliesTo(post.postNumber).join("\n");
        expect(answer).toContain(w.spent);
        expect(answer).toContain("karma Maga: 2/3");
        // Spent once per challenge: the card offers it no more.
        await page.goto(`${SITE}/t/${session.topicId}`);
        await card.locator("[data-gf-action=tt-roll], .gf-tt-now").first().waitFor();
        await until("the card without the offer", async () => (await card.locator("[data-gf-action=tt-karma]").count()) === 0 || undefined);
      } finally {
        await page.close().catch(() => undefined);
      }
    } finally {
      await h.close();
    }
  });
});
