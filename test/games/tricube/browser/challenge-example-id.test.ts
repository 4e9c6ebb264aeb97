// The GM's challenge from the composer keeps the template's example name (id=reto / id=challenge) until
// the GM gives it one (TT-SETUP-1; rolls, answers and the Karma offer of TT-KAR-3 name it): a walk's GM
// posted it so, and the table played a challenge called "challenge". Now the preview's card says so at
// the block, in the table's language, while the GM writes; posted anyway, the card still says so, the
// service refuses it at its tag with the same words, and the post keeps every line the GM wrote. In a
// real Chromium, at a table in English and one in Spanish (the forum in the other language).
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { topicSession } from "../../../service/flows/support.js";
import { artifact, openAs } from "../../../browser/support/browser.js";
import { insertEntry, openReply, postComposer } from "../../../browser/support/composer-post.js";
import { SITE, walkBrowser, walkTable, type WalkBrowser } from "../../../browser/support/walk-table.js";

jest.setTimeout(300_000);
let browser: WalkBrowser;

beforeAll(async () => { browser = await walkBrowser(); }, 60_000);
afterAll(async () => { await browser?.close(); });

const WORDS = {
  en: { opening: "Tonight's table starts here: the bridge.", who: "who: Maga", id: "challenge", named: "bridge",
    message: "\"challenge\" is the template's example name: give the challenge its own in the tag, such as id=bridge (rolls and answers quote it)",
    refused: "I can't apply your post to the game. On line 1:" },
  es: { opening: "La partida de esta noche empieza aquí: el puente.", who: "quién: Maga", id: "reto", named: "puente",
    message: "«reto» es el nombre de ejemplo de la plantilla: pon al desafío uno suyo en la etiqueta, como id=puente (las tiradas y respuestas lo citan)",
    refused: "no puedo aplicar tu mensaje a la partida. En la línea 1:" },
} as const;

describe("a Tricube challenge still named as the composer's template names it", () => {
  it.each(["en", "es"] as const)("TT-SETUP-1 TT-KAR-3: the card says so at the block and the service refuses it, nothing lost, at a table in %s", async (lang) => {
    const w = WORDS[lang];
    const h = await walkTable(browser, "tricube", lang, { players: ["ana", "dj"], sheets: [], moves: [], ends: /./ });
    try {
      const session = topicSession(h);
      await session.say("dj", w.opening);
      const page = await browser.context.newPage();
      try {
        await openAs(page, SITE, "dj", lang);
        await page.goto(`${SITE}/t/${session.topicId}`);
        await openReply(page);
        const inserted = await insertEntry(page, "genrefuzzion.composer.insert_tt_challenge");
        expect(inserted.split("\n")[0]).toBe(`[${lang === "es" ? "tt-desafio" : "tt-challenge"} id=${w.id}]`);
        // The GM names who faces it, and not the challenge: the preview's card says what to write, at its tag.
        await page.fill("#gf-composer-text", inserted.replace(/^(quién|who): .*$/m, w.who));
        const preview = page.locator(".gf-composer-preview [data-gf-block=error] .gf-error-item");
        await preview.first().waitFor();
        await expect(preview.allInnerTexts()).resolves.toEqual([expect.stringContaining(w.message)]);
        await expect(preview.first().getAttribute("data-gf-rule")).resolves.toBe("TT-SETUP-1");
        // Posted anyway: the card says the same, the service refuses it in the same words, the post is as written.
        const posted = await postComposer(page, h, session.topicId);
        const post = h.sandbox.forum.topicPosts(session.topicId).find((p) => p.raw.trim() === posted)!;
        expect(post.raw.trim()).toBe(inserted.replace(/^(quién|who): .*$/m, w.who).trim());
        const reply = session.repliesTo(post.postNumber).join("\n").replace(/&quot;/g, "\"").replace(/&#39;/g, "'");
        expect(reply).toContain(w.refused);
        expect(reply).toContain(w.message);
        await page.goto(`${SITE}/t/${session.topicId}`);
        const card = page.locator(`#post_${post.postNumber} [data-gf-block=error] .gf-error-item`);
        await card.first().waitFor();
        await expect(card.allInnerTexts()).resolves.toEqual([expect.stringContaining(w.message)]);
        await expect(page.locator(`#post_${post.postNumber} .gf-source`).innerText()).resolves.toContain(w.who);
        await page.locator(`#post_${post.postNumber}`).screenshot({ path: artifact("tricube", `challenge-example-id-${lang}.png`) });
        // The GM names it: the preview draws the challenge.
        await openReply(page);
        await page.fill("#gf-composer-text", posted.replace(`id=${w.id}]`, `id=${w.named}]`));
        await page.locator(".gf-composer-preview [data-gf-block=ttchallenge]").waitFor();
        await expect(page.locator(".gf-composer-preview [data-gf-block=error]").count()).resolves.toBe(0);
      } finally {
        await page.close().catch(() => undefined);
      }
    } finally {
      await h.close();
    }
  });
});
