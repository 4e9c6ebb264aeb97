// PJ-TENET-1, PJ-TENET-2: while a Pujas table is in its Tenet lap, a turn is a Tenet for 1 coin or a
// pass ("El primer jugador paga 1 moneda para proponer una Norma para el juego o cede su turno"), so
// the composer's "Insert a Pujas turn" inserts a Tenet, not the Event of a scene's turn (a group's
// first player got `event: what happens`, which the lap refuses). The step is the one the books card
// draws (data-gf-step); the Tenet's example left as is is refused at its line, saying what to write,
// the other kinds and the pass. Once the lap is over and the table bids for the first scene, the entry
// inserts an Event again. In a real Chromium, at a table in English and one in Spanish.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { topicSession } from "../../../service/flows/support.js";
import { openAs } from "../../../browser/support/browser.js";
import { postComposer } from "../../../browser/support/composer-post.js";
import { SITE, walkBrowser, walkTable, type WalkBrowser } from "../../../browser/support/walk-table.js";
import { until } from "../../../support/until.js";

jest.setTimeout(300_000);
let browser: WalkBrowser;

beforeAll(async () => { browser = await walkBrowser(); }, 60_000);
afterAll(async () => { await browser?.close(); });

const WORDS = {
  en: {
    table: "[pj-table]\nplayers: ana, bruno, carla\nfirst: ana\n[/pj-table]",
    tenet: "[pj-turn]\nstory element: your Tenet\n[/pj-turn]", event: "[pj-turn]\nevent: what happens\nend turn\n[/pj-turn]",
    refused: "“your Tenet” is the template's example: in its place, write your Tenet for this story, or change the line to \"social contract: …\"",
    story: "[pj-turn]\nstory element: the harbour never sleeps\n[/pj-turn]", pass: "[pj-turn]\npass\n[/pj-turn]",
  },
  es: {
    table: "[pj-mesa]\njugadores: ana, bruno, carla\nprimero: ana\n[/pj-mesa]",
    tenet: "[pj-turno]\nelemento de la historia: tu Norma\n[/pj-turno]", event: "[pj-turno]\nevento: lo que ocurre\nfin de turno\n[/pj-turno]",
    refused: "«tu Norma» es el ejemplo que deja la plantilla: escribe en su lugar tu Norma para esta historia, o cambia la línea por «contrato social: …»",
    story: "[pj-turno]\nelemento de la historia: el puerto nunca duerme\n[/pj-turno]", pass: "[pj-turno]\npasar\n[/pj-turno]",
  },
} as const;

describe("Pujas' turn entry in the composer", () => {
  it.each(["en", "es"] as const)("inserts a Tenet in the Tenet lap and an Event once the table bids (PJ-TENET-1, PJ-TENET-2), at a table in %s", async (lang) => {
    const w = WORDS[lang];
    const h = await walkTable(browser, "pujas", lang, { players: ["ana", "bruno", "carla"], sheets: [], moves: [], ends: /./ });
    try {
      const session = topicSession(h);
      await session.say("ana", w.table);
      const page = await browser.context.newPage();
      try {
        /** `user` opens the topic, replies, and clicks the toolbar's "Insert a Pujas turn": what it inserted. */
        const inserted = async (user: string, step: string): Promise<string> => {
          await openAs(page, SITE, user, lang);
          await page.goto(`${SITE}/t/${session.topicId}`);
          await page.locator(`#post_1 [data-gf-block=pjledger] [data-gf-step=${step}]`).first().waitFor();
          await page.click("#gf-reply");
          await page.click('#gf-composer [data-gf-toolbar="pj-turn"]');
          return (await until("the turn in the composer", async () => {
            const text = (await page.inputValue("#gf-composer-text")).trim();
            return text.includes("[/pj-") ? text : undefined;
          }));
        };
        // ana goes first in the lap (PJ-SETUP-2): her turn is a Tenet.
        const tenet = await inserted("ana", "tenets");
        expect(tenet).toBe(w.tenet);
        // Posted as it is, the example is refused at its line, with what to write instead.
        await postComposer(page, h, session.topicId);
        const posted = h.sandbox.forum.topicPosts(session.topicId).find((p) => p.raw.trim() === w.tenet)!;
        expect(session.repliesTo(posted.postNumber).join("\n").replace(/&quot;/g, "\"").replace(/&#39;/g, "'")).toContain(w.refused);
        // The lap goes round once (PJ-TENET-2): a Tenet and two passes, then the table bids for scene 1.
        await session.say("ana", w.story);
        await session.say("bruno", w.pass);
        await session.say("carla", w.pass);
        // The books say the table bids for scene 1: a turn there is a scene's, with its Event.
        expect(await inserted("bruno", "bids")).toBe(w.event);
      } finally {
        await page.close().catch(() => undefined);
      }
    } finally {
      await h.close();
    }
  });
});
