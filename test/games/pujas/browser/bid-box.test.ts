// The books card's bid box (PJ-BID-2), in a real Chromium on the sandbox forum's page against the real
// service, at an English table and a Spanish one. A walk pressed "Sellar mi puja" with the box empty and
// read the answer, "Una puja es un número entero de 0 a 24", as a plain line under the button that reads
// like help. A bid that is no whole number from 0 to the purse (empty, one over the purse, -1, 3.5,
// letters) is now an error at the box: the box is marked invalid (aria-invalid) and described by the
// message (aria-describedby), which is drawn as an error, focus goes back to the box, no composer opens,
// and typing a good bid clears it. The walk also met "Seal my bid" still offered after sealing: it stayed
// (greyed) once pressed until the books were drawn again, and came back on a reload while the service had
// not answered the seal (or could not be read): once this browser's bid is sealed, no second seal is offered.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { harness } from "../../../service/harness.js";
import { topicSession } from "../../../service/flows/support.js";
import { buildPageScript, launch, openAs, seenText } from "../../../browser/support/browser.js";
import { postComposer } from "../../../browser/support/composer-post.js";
import { until } from "../../../support/until.js";

jest.setTimeout(300_000);
let browser: Awaited<ReturnType<typeof launch>>;
let pageScript = "";

// The forum at 127.0.0.1, as `gf serve --sandbox` serves it: a secure context, where the page has
// crypto.subtle to seal with (the walks' http://forum.gf.test has none).
beforeAll(async () => { pageScript = await buildPageScript(); browser = await launch(); }, 60_000);
afterAll(async () => { await browser?.close(); });

const WORDS = {
  en: { table: "[pj-table]\nplayers: ana, bruno\nfirst: ana\n[/pj-table]", pass: "[pj-turn]\npass\n[/pj-turn]", tenet: "[pj-turn]\nstory element: the harbour never sleeps\n[/pj-turn]",
    error: "A bid is a whole number from 0 to 24", sealed: "Sealed: 3.", waitingAll: "ana, bruno: their sealed bid (PJ-BID-2)", waitingBruno: "bruno: their sealed bid (PJ-BID-2)" },
  es: { table: "[pj-mesa]\njugadores: ana, bruno\nprimero: ana\n[/pj-mesa]", pass: "[pj-turno]\npasar\n[/pj-turno]", tenet: "[pj-turno]\nelemento de la historia: el puerto nunca duerme\n[/pj-turno]",
    error: "Una puja es un número entero de 0 a 24", sealed: "Sellada: 3.", waitingAll: "ana, bruno: su puja sellada (PJ-BID-2)", waitingBruno: "bruno: su puja sellada (PJ-BID-2)" },
} as const;

describe("the Pujas bid box", () => {
  it.each(["en", "es"] as const)("says a bad bid at the box, clears it on a good one, and offers no second seal (PJ-BID-2), at a table in %s", async (lang) => {
    const w = WORDS[lang];
    const h = await harness({ seed: `pujas-bid-box-${lang}`, sandbox: { pageScript, players: ["ana", "bruno"] },
      config: { categoryGame: { "1": "pujas" }, categoryLang: { "1": lang }, lang: lang === "es" ? "en" : "es" } });
    const SITE = h.sandbox.url;
    try {
      h.sandbox.siteSettings["gf_categories"] = String(h.sandbox.category.id);
      const session = topicSession(h);
      await session.say("ana", w.table);
      // ana buys a Tenet (24 coins left), bruno passes: the table bids for scene 1.
      await session.say("ana", w.tenet);
      await session.say("bruno", w.pass);
      const page = await browser.context.newPage();
      try {
        await openAs(page, SITE, "ana", lang);
        await page.goto(`${SITE}/t/${session.topicId}`);
        const box = page.locator("#post_1 .gf-pj-bid-input");
        const seal = page.locator("#post_1 .gf-pj-seal-button");
        await seal.waitFor();
        const error = page.locator("#post_1 .gf-pj-composer .gf-picker-error");
        // The books say whom the auction waits for: every player's seal.
        const waiting = page.locator("#post_1 [data-gf-field=waiting]");
        await expect(seenText(waiting)).resolves.toBe(w.waitingAll);
        const state = () => box.evaluate((b) => ({ invalid: b.getAttribute("aria-invalid"), focused: document.activeElement === b,
          describedBy: (b.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent ?? "").join("") }));
        // Nothing said before anything is pressed.
        await expect(state()).resolves.toEqual({ invalid: null, focused: false, describedBy: "" });
        for (const typed of ["", "25", "-1", "3.5", "e"]) {
          await box.fill("");
          if (typed) await box.pressSequentially(typed);
          await page.locator("h1, body").first().click({ position: { x: 1, y: 1 } });
          await seal.click();
          await until(`the error for "${typed}"`, async () => (await state()).invalid === "true" || undefined);
          await expect(state()).resolves.toEqual({ invalid: "true", focused: true, describedBy: w.error });
          await expect(seenText(error)).resolves.toBe(w.error);
          // Drawn as an error: the stylesheet's colour for what went wrong, not the card's text colour.
          const colours = await error.evaluate((e) => {
            const bad = document.createElement("span");
            bad.style.color = "var(--gf-bad)";
            e.after(bad);
            const seen = { error: getComputedStyle(e).color, bad: getComputedStyle(bad).color, text: getComputedStyle(e.parentElement!).color };
            bad.remove();
            return seen;
          });
          expect(colours.error).toBe(colours.bad);
          expect(colours.error).not.toBe(colours.text);
          await expect(page.locator("#gf-composer-text").count()).resolves.toBe(0);
        }
        // Typing a good bid clears it.
        await box.fill("3");
        await expect(state()).resolves.toEqual({ invalid: null, focused: true, describedBy: "" });
        await expect(error.textContent()).resolves.toBe("");
        // Sealed: the box and the button go at once (they stayed, the button greyed, until the books were drawn again).
        await seal.click();
        await until("the composer with the seal", async () => /seal|sello/.test(await page.inputValue("#gf-composer-text").catch(() => "")) || undefined);
        await expect(seal.isHidden()).resolves.toBe(true);
        await expect(box.isHidden()).resolves.toBe(true);
        await expect(seenText(page.locator("#post_1 .gf-pj-bid-status"))).resolves.toContain(w.sealed);
        await postComposer(page, h, session.topicId);
        // A page that cannot read the service's replies (no gf_service_username), reloaded: ana's seal is
        // in the thread, so no second seal is offered (it was, and would have replaced her kept secret).
        h.sandbox.siteSettings["gf_service_username"] = "";
        await page.goto(`${SITE}/t/${session.topicId}`);
        await page.locator("#post_1 .gf-pj-bid-status", { hasText: w.sealed }).waitFor();
        await expect(seal.isHidden()).resolves.toBe(true);
        await expect(box.isHidden()).resolves.toBe(true);
        h.sandbox.siteSettings["gf_service_username"] = "gf-dice";
        // ana's seal taken, the books wait for bruno's alone.
        await expect(seenText(waiting)).resolves.toBe(w.waitingBruno);
        // bruno presses Seal, then closes the composer without posting: his kept bid is no seal, and the
        // page offers it again once reloaded.
        await openAs(page, SITE, "bruno", lang);
        await page.goto(`${SITE}/t/${session.topicId}`);
        await box.fill("2");
        await seal.click();
        await page.locator("#gf-composer-text").waitFor();
        await page.goto(`${SITE}/t/${session.topicId}`);
        await seal.waitFor();
        await expect(box.isVisible()).resolves.toBe(true);
      } finally {
        await page.close();
      }
    } finally {
      await h.close();
    }
  });
});
