// A Pujas Complication's roll reply as a reader meets it, in a real Chromium against the real dice
// service: each of its roll cards is the platform's roll card and carries the verification badge with
// its verdict in words (PJ-CPX-5, PJ-CPX-6), as every game's roll does, at an English table and a
// Spanish one; the badge's one button is named with the verdict, on screen and in Chromium's
// accessibility tree. The cards sit far down a long topic: until scrolled to they are skipped
// (content-visibility: auto), so their text reads "" and Chromium leaves them out of the accessibility
// tree ("notRendered"); read unscrolled they looked like nameless buttons. The play is the
// table-language walk's (test/browser/support/table-language-walks.ts) up to the roll.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { topicSession } from "../../../service/flows/support.js";
import { openAs, seenText } from "../../../browser/support/browser.js";
import { WALKS } from "../../../browser/support/table-language-walks.js";
import { SITE, walkBrowser, walkTable, type WalkBrowser } from "../../../browser/support/walk-table.js";

jest.setTimeout(300_000);
let browser: WalkBrowser;

beforeAll(async () => { browser = await walkBrowser(); }, 60_000);
afterAll(async () => { await browser?.close(); });

const VERDICT = { en: /^(Roll fully verified|Signed roll)/, es: /^(Tirada verificada|Tirada firmada)/ } as const;

describe("a Pujas Complication's roll cards", () => {
  it.each(["en", "es"] as const)("carry the badge with its verdict, named, at a table in %s (PJ-CPX-5)", async (lang) => {
    const walk = WALKS["pujas"]![lang];
    const h = await walkTable(browser, "pujas", lang, walk);
    try {
      const session = topicSession(h);
      // Up to the third "resolve: c1", which rolls the Complication.
      const upTo = walk.moves.findIndex(([, raw]) => typeof raw === "string" && /narrad[oa]: c1/.test(raw));
      let rolled = false;
      for (const [user, raw] of walk.moves.slice(0, upTo)) {
        const replies = (await session.say(user, typeof raw === "string" ? raw : raw(session.topicId))).replies.join("\n");
        rolled ||= /\[(dice-roll|tirada-dados) /.test(replies);
      }
      expect(rolled).toBe(true);
      const page = await browser.context.newPage();
      try {
        await openAs(page, SITE, "ana", lang);
        await page.goto(`${SITE}/t/${session.topicId}`);
        await page.waitForFunction(() => {
          const cards = [...document.querySelectorAll(".gf-post [data-gf-block=roll]")];
          return cards.length > 0 && cards.every((c) => !["checking", null].includes(c.getAttribute("data-gf-verified")));
        }, undefined, { timeout: 60_000 });
        const cards = page.locator(".gf-post [data-gf-block=roll]");
        const count = await cards.count();
        expect(count).toBeGreaterThanOrEqual(1);
        await expect(page.locator(".gf-post [data-gf-block=roll] .gf-verify-toggle").count()).resolves.toBe(count);
        const cdp = await browser.context.newCDPSession(page);
        for (const card of await cards.all()) {
          await expect(card.getAttribute("data-gf-verified")).resolves.toMatch(/^(verified|signed)$/);
          // As a reader meets it, scrolled to (a card far off screen is skipped by content-visibility: auto):
          // the badge's one button says the verdict, and so does its name in Chromium's accessibility tree.
          const toggle = card.locator(".gf-verify-toggle");
          await expect(card.locator("button").count()).resolves.toBe(1);
          await expect(seenText(toggle).then((t) => t.replace(/^\W+/u, ""))).resolves.toMatch(VERDICT[lang]);
          const id = await toggle.evaluate((b) => b.id || (b.id = `t${Math.random().toString(36).slice(2)}`));
          const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
          const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: `#${id}` });
          const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
          expect(nodes[0]).toMatchObject({ role: { value: "button" } });
          expect(String(nodes[0]!.name?.value ?? "")).toMatch(VERDICT[lang]);
        }
      } finally {
        await page.close();
      }
    } finally {
      await h.close();
    }
  });
});
