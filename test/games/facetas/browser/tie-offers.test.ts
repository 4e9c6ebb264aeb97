// A Facetas tie as a reader's browser sees it: the service's table after the World's turn, with both
// sides on equal sums, asks the Protagonist and the Adversary alike to play on or surrender (FA-END-1:
// "a no ser que alguno, el Protagonista o el Adversario, decida rendirse"). Each of them numbers their
// own choices 1 and 2, so the card must find each reader's offers among their own: the table is cooked
// through the plugin's committed markdown bundle and Discourse's sanitizer model, then drawn by the
// committed client bundle in a real Chromium, in es and en, for each player and for one the tie does
// not ask.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import { addClient, launch, watchErrors } from "../../../browser/support/browser.js";
import { shippedCook } from "../../../browser/support/cooked-cards.js";
import { pluginStylesheet } from "../../../../src/sandbox/page/plugin-stylesheet.js";

jest.setTimeout(90_000);

// The table the service writes at a tie (src/games/facetas/flow/reply.ts), in each language.
const TIE = {
  es: "[fa-mesa]\nronda: 1\nprotagonista: 2 3\nadversario: 5\ncambio FA-END-1: 5 contra 5: empate\n"
    + "acción 1 @alicia: seguir\nacción 2 @alicia: me rindo\nacción 1 @bruno: seguir\nacción 2 @bruno: me rindo\n[/fa-mesa]",
  en: "[fa-table]\nround: 1\nprotagonist: 2 3\nadversary: 5\nchange FA-END-1: 5 against 5: a tie\n"
    + "action 1 @alicia: continue\naction 2 @alicia: surrender\naction 1 @bruno: continue\naction 2 @bruno: surrender\n[/fa-table]",
} as const;
const WORDS = { es: ["Seguir luchando", "Rendirte en el conflicto"], en: ["Keep fighting", "Surrender the conflict"] } as const;
const TAG = { es: "fa-turno", en: "fa-turn" } as const;
const SURRENDER = { es: "me rindo", en: "surrender" } as const;

let cooked: Awaited<ReturnType<typeof shippedCook>>;
let browser: Awaited<ReturnType<typeof launch>>;

beforeAll(async () => {
  cooked = await shippedCook();
  browser = await launch();
}, 60_000);

afterAll(async () => { await browser?.close(); });

/** The table drawn for `username`, the service's own post and the latest of the thread. */
async function drawn(page: Page, post: string, lang: "es" | "en", username: string): Promise<void> {
  await page.setContent(`<!doctype html><html lang="${lang}"><head><style>${pluginStylesheet()}</style></head><body><div class="cooked" id="post">${post}</div></body></html>`);
  await addClient(page);
  await page.evaluate(({ lang, username }) => {
    const w = window as unknown as { gfClient: { decorateCooked(root: ParentNode, host: unknown): void }; composed: string[]; gfLoadGame: unknown };
    w.composed = [];
    w.gfClient.decorateCooked(document.getElementById("post")!, {
      lang, t: (key: string) => `[${lang}.${key}]`, publicKey: "00", username, postId: 9, topicId: 7, loadGame: w.gfLoadGame,
      serviceUsername: "dados", thread: () => [{ id: 9, postNumber: 5, username: "dados", element: document.getElementById("post")! }],
      composeReply: (text: string) => { w.composed.push(text); },
    });
  }, { lang, username });
  await page.waitForFunction(() => document.querySelector("#post [data-gf-block=fatable][data-gf-decorated]"));
}

describe("a Facetas tie's offers", () => {
  it.each(["es", "en"] as const)("are buttons for the Protagonist and the Adversary, text for anyone else (%s)", async (lang) => {
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    const post = cooked(TIE[lang], lang);
    for (const user of ["alicia", "bruno"]) {
      await drawn(page, post, lang, user);
      const table = page.locator("#post [data-gf-block=fatable]");
      // Only the reader's own group holds buttons: both of their choices, in words.
      expect(await table.locator(`.gf-fa-offers[data-gf-user=${user}] button.gf-fa-offer`).allTextContents()).toEqual([...WORDS[lang]]);
      expect(await table.locator("button.gf-fa-offer").count()).toBe(2);
      await table.locator("button.gf-fa-offer", { hasText: WORDS[lang][1] }).click();
      expect(await page.evaluate(() => (window as unknown as { composed: string[] }).composed)).toEqual([`[${TAG[lang]}]\n${SURRENDER[lang]}\n[/${TAG[lang]}]\n`]);
    }
    // The Ally reads the tie, but nothing there is theirs to post.
    await drawn(page, post, lang, "carla");
    expect(await page.locator("#post button.gf-fa-offer").count()).toBe(0);
    expect(await page.locator("#post span.gf-fa-offer").count()).toBe(4);
    expect(errors).toEqual([]);
    await page.close();
  });
});
