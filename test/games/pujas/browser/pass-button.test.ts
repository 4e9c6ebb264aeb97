// PJ-TENET-1: in the Tenet lap each player in turn buys a Tenet for 1 coin or passes ("cede su turno al
// jugador de su izquierda"). The composer's "Insert a Pujas turn" writes a Tenet; passing needed a
// hand-typed `pass` the reply only named. The books now carry a "Pass" button for the player they wait
// for, and only for them: pressed, the composer holds the pass turn, the player posts it, and the turn
// goes to the next player, whose books then offer it. In a real Chromium, at an English table and a Spanish one.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { topicSession } from "../../../service/flows/support.js";
import { openAs, seenText } from "../../../browser/support/browser.js";
import { postComposer } from "../../../browser/support/composer-post.js";
import { SITE, walkBrowser, walkTable, type WalkBrowser } from "../../../browser/support/walk-table.js";
import { until } from "../../../support/until.js";

jest.setTimeout(300_000);
let browser: WalkBrowser;

beforeAll(async () => { browser = await walkBrowser(); }, 60_000);
afterAll(async () => { await browser?.close(); });

const WORDS = {
  en: { table: "[pj-table]\nplayers: ana, bruno\nfirst: ana\n[/pj-table]", button: "Pass (no Tenet)", text: "[pj-turn]\npass\n[/pj-turn]", next: "bruno: a Tenet, or a pass (PJ-TENET-1)" },
  es: { table: "[pj-mesa]\njugadores: ana, bruno\nprimero: ana\n[/pj-mesa]", button: "Pasar (sin Norma)", text: "[pj-turno]\npasar\n[/pj-turno]", next: "bruno: una Norma, o pasar (PJ-TENET-1)" },
} as const;

describe("the Tenet lap's pass", () => {
  it.each(["en", "es"] as const)("is a button on the books for the player on turn only, which writes the pass (PJ-TENET-1), at a table in %s", async (lang) => {
    const w = WORDS[lang];
    const h = await walkTable(browser, "pujas", lang, { players: ["ana", "bruno", "carla"], sheets: [], moves: [], ends: /./ });
    try {
      const session = topicSession(h);
      await session.say("ana", w.table);
      const page = await browser.context.newPage();
      try {
        const pass = page.locator("#post_1 .gf-pj-pass-button");
        const books = page.locator("#post_1 [data-gf-block=pjledger]").first();
        // bruno is at the table but it is not his turn: no pass for him (his confirm button is there).
        await openAs(page, SITE, "bruno", lang);
        await page.goto(`${SITE}/t/${session.topicId}`);
        await page.locator("#post_1 .gf-pj-confirm-button").waitFor();
        await expect(pass.count()).resolves.toBe(0);
        // ana is the one the books wait for: her pass, in the table's language; pressed, the composer holds it.
        await openAs(page, SITE, "ana", lang);
        await page.goto(`${SITE}/t/${session.topicId}`);
        await pass.waitFor();
        await expect(seenText(pass)).resolves.toBe(w.button);
        await pass.click();
        await until("the composer with the pass", async () => (await page.inputValue("#gf-composer-text").catch(() => "")).trim() === w.text || undefined);
        await postComposer(page, h, session.topicId);
        // The service takes it: the books wait for bruno now, and ana has no pass any more.
        await until("the books waiting for bruno", async () => {
          await page.goto(`${SITE}/t/${session.topicId}`);
          await books.waitFor();
          return (await seenText(page.locator("#post_1 [data-gf-field=waiting]")).catch(() => "")) === w.next || undefined;
        });
        await expect(pass.count()).resolves.toBe(0);
        await openAs(page, SITE, "bruno", lang);
        await page.goto(`${SITE}/t/${session.topicId}`);
        await pass.waitFor();
        await expect(seenText(pass)).resolves.toBe(w.button);
      } finally {
        await page.close();
      }
    } finally {
      await h.close();
    }
  });
});
