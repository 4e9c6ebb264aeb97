// PJ-SETUP-1, PJ-SETUP-2: the service asks the table's players to confirm the setup when the table
// opens (flow/asks.ts). The ask said "confirm the table" and nothing could be pressed: a player had to
// guess what to write. The books in the opening post carry a "Confirm the table" button for each player
// asked (the table's players), until they have said so in the thread; it writes the confirmation into
// the composer, as the seal button does its block. A reader who is not at the table sees none. In a
// real Chromium, at an English table and a Spanish one.
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
  en: { table: "[pj-table]\nplayers: ana, bruno\nfirst: ana\n[/pj-table]", ask: "confirm the table, each of you with the \"Confirm the table\" button on the books",
    button: "Confirm the table", text: "I confirm the table (PJ-SETUP-1, PJ-SETUP-2).",
    answer: "bruno confirms the table (PJ-SETUP-1, PJ-SETUP-2). Playing, in this order: ana and bruno; ana starts and the turn passes to the next (PJ-SETUP-2, PJ-TENET-1, PJ-TURN-1). Still to confirm: @ana.",
    turn: "Tenet lap: @ana is next", waiting: ["Waiting for", "ana: a Tenet, or a pass (PJ-TENET-1)"] },
  es: { table: "[pj-mesa]\njugadores: ana, bruno\nprimero: ana\n[/pj-mesa]", ask: "confirmad la mesa, cada cual con el botón «Confirmar la mesa» de los libros",
    button: "Confirmar la mesa", text: "Confirmo la mesa (PJ-SETUP-1, PJ-SETUP-2).",
    answer: "bruno confirma la mesa (PJ-SETUP-1, PJ-SETUP-2). Juegan, en este orden: ana y bruno; empieza ana y el turno pasa al siguiente (PJ-SETUP-2, PJ-TENET-1, PJ-TURN-1). Falta que la confirmen: @ana.",
    turn: "Ronda de Normas: le toca a @ana", waiting: ["Le toca a", "ana: una Norma, o pasar (PJ-TENET-1)"] },
} as const;

describe("the Pujas setup's confirmation", () => {
  it.each(["en", "es"] as const)("is a button on the books for each player asked, which writes it (PJ-SETUP-1, PJ-SETUP-2), at a table in %s", async (lang) => {
    const w = WORDS[lang];
    const h = await walkTable(browser, "pujas", lang, { players: ["ana", "bruno", "carla"], sheets: [], moves: [], ends: /./ });
    try {
      const session = topicSession(h);
      const opened = await session.say("ana", w.table);
      expect(opened.replies.join("\n").replace(/&quot;/g, "\"")).toContain(w.ask);
      const page = await browser.context.newPage();
      try {
        const button = page.locator(`#post_1 .gf-pj-confirm-button`);
        const books = page.locator("#post_1 .gf-pj-confirm, #post_1 .gf-pj-composer");
        // carla is no player of this table: she is not asked, and no button is drawn for her.
        await openAs(page, SITE, "carla", lang);
        await page.goto(`${SITE}/t/${session.topicId}`);
        await page.locator("#post_1 [data-gf-block=pjledger]").first().waitFor();
        await expect(button.count()).resolves.toBe(0);
        // bruno is asked: the button, in the table's language; pressed, the composer holds the confirmation.
        await openAs(page, SITE, "bruno", lang);
        await page.goto(`${SITE}/t/${session.topicId}`);
        await button.waitFor();
        await expect(seenText(button)).resolves.toBe(w.button);
        // The books say whose turn it is in the Tenet lap, and what for (they named a turn only inside a scene).
        const waiting = page.locator("#post_1 [data-gf-field=waiting]");
        await expect(seenText(waiting.locator("xpath=preceding-sibling::dt[1]"))).resolves.toBe(w.waiting[0]);
        await expect(seenText(waiting)).resolves.toBe(w.waiting[1]);
        await expect(waiting.locator("[data-gf-waiting=tenet]").count()).resolves.toBe(1);
        await button.click();
        await until("the composer with the confirmation", async () => (await page.inputValue("#gf-composer-text").catch(() => "")).trim() === w.text || undefined);
        await postComposer(page, h, session.topicId);
        // The service answers it in the thread, in the table's language: who plays, the order, who starts,
        // who is still to confirm and whose turn it is (it answered nothing before).
        await page.goto(`${SITE}/t/${session.topicId}`);
        const answer = page.locator("#post_4 .cooked");
        await answer.waitFor();
        await expect(seenText(answer)).resolves.toContain(w.answer);
        await expect(seenText(answer)).resolves.toContain(w.turn);
        // Said in the thread: no button for bruno any more; ana, not yet confirmed, still has hers.
        await page.goto(`${SITE}/t/${session.topicId}`);
        await page.locator("#post_1 [data-gf-block=pjledger]").first().waitFor();
        await expect(books.count()).resolves.toBe(0);
        await openAs(page, SITE, "ana", lang);
        await page.goto(`${SITE}/t/${session.topicId}`);
        await button.waitFor();
        await expect(seenText(button)).resolves.toBe(w.button);
      } finally {
        await page.close();
      }
    } finally {
      await h.close();
    }
  });
});
