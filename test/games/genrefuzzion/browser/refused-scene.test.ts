// A scene the service refused is not in play, and its card says so: no "Turn: the antagonist must
// present", no turn buttons, but "not in play" with a link to the service's reply that says why (a
// scene opened by a player with no active character, GF-RET-4). A scene the service applied, beside
// it, still shows whose turn it is; the refused one, fixed by an edit the service applies, plays. es and
// en, in a real Chromium on the sandbox forum against the real service.
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import type { Harness } from "../../../service/harness.js";
import { BRUNO, SCENE, sheetPost, table } from "../service/support.js";
import { buildPageScript, openAs, testPage } from "../../../browser/support/browser.js";
import { until } from "../../../support/until.js";

jest.setTimeout(180_000);
let h: Harness | undefined;
let browser: Awaited<ReturnType<typeof testPage>>["browser"] | undefined;
afterEach(async () => { await browser?.close(); await h?.close(); browser = undefined; h = undefined; });

const WORDS = {
  es: { refused: "No está en juego: el servicio no aplicó esta escena, y su respuesta dice por qué:", turn: "Turno", calls: "El antagonista debe presentarse" },
  en: { refused: "Not in play: the service did not apply this scene, and its reply says why:", turn: "Turn", calls: "The antagonist must present" },
} as const;

describe("a refused scene's card", () => {
  for (const lang of ["es", "en"] as const) {
    it(`${lang}: says it is not in play and where the service said why, and announces no turn`, async () => {
      const t = await table({ categoryLang: { "1": lang } }, undefined, { pageScript: await buildPageScript() });
      h = t.h;
      const hh = h;
      hh.sandbox.siteSettings["gf_categories"] = String(hh.sandbox.category.id);
      // caro runs no character (GF-RET-4): the service refuses the scene she opens, quoting its line.
      const refused = await hh.post("caro", SCENE);
      await hh.settle();
      const reply = await until("the service's refusal", () => hh.replies(refused.topic_id)[0]);
      expect(reply.raw).toMatch(lang === "es" ? /no puedo aplicar tu mensaje/ : /I can't apply your post/);
      const replyNumber = hh.sandbox.forum.posts.get(reply.id)!.postNumber;
      // ana, who runs Lía, opens the same scene elsewhere: applied.
      const applied = await hh.post("ana", SCENE);
      await hh.settle();
      const opened = await testPage();
      browser = opened.browser;
      const { page } = opened;
      await openAs(page, hh.sandbox.url, "dani", lang);
      const w = WORDS[lang];

      await page.goto(`${hh.sandbox.url}/t/${refused.topic_id}`);
      const card = page.locator(`.gf-post[data-post-id="${refused.id}"] [data-gf-block=scene]`);
      await card.locator(".gf-turn").waitFor();
      await expect(card.getAttribute("data-gf-state")).resolves.toBe("refused");
      await expect(card.locator(".gf-turn").innerText()).resolves.toBe(`${w.refused} #${replyNumber}`);
      await expect(card.locator(".gf-turn a").getAttribute("href")).resolves.toBe(`/t/${refused.topic_id}/${replyNumber}`);
      expect(await card.locator(".gf-turn-who, [data-gf-turn-action]").count()).toBe(0);
      await expect(card.innerText()).resolves.not.toContain(w.calls);

      await page.goto(`${hh.sandbox.url}/t/${applied.topic_id}`);
      const playing = page.locator(`.gf-post[data-post-id="${applied.id}"] [data-gf-block=scene]`);
      await playing.locator(".gf-turn").waitFor();
      await expect(playing.locator(".gf-turn-state").innerText()).resolves.toBe(`${w.turn}: ${w.calls}`);

      // caro posts her character's sheet and edits her scene: applied now, its card shows whose turn it is.
      await sheetPost(hh, "caro", BRUNO.replace(/^name: .*$/m, "name: Cata").replace(/^player: .*$/m, "player: @caro"));
      await hh.settle();
      await hh.edit("caro", refused.id, `${SCENE}\n`);
      await hh.settle();
      const update = await until("the service's update for the edited scene", () => hh.replies(refused.topic_id)[1]);
      expect(update.raw).not.toMatch(/no puedo aplicar|can't apply/);
      await page.goto(`${hh.sandbox.url}/t/${refused.topic_id}`);
      await expect(card.locator(".gf-turn-state").innerText()).resolves.toBe(`${w.turn}: ${w.calls}`);
      await expect(card.getAttribute("data-gf-state")).resolves.toBe("calls-open");
      expect(opened.errors).toEqual([]);
    });
  }
});
