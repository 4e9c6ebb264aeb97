// The GM's conflict opening from the composer names its roles' players with the template's username
// (protagonist / ally / world: usuario), and a new group's GM posted it so: the preview drew "Ally
// @username / World @username" with no word, and only the service's answer said to write the username
// or delete the line (FA-ROLE-1). Now the preview's card is the error card from the moment the entry is
// inserted, each such line marked in the service's own words, in the table's language (and so are the
// opening's other example words: its character name and the Adversary's example facets); posted anyway,
// the card says the same, the service refuses it at the first such line in those words, and the post
// keeps every line the GM wrote; the lines written or deleted, the preview draws the conflict. In a real
// Chromium on the sandbox, at a table in English and one in Spanish (the forum in the other language).
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { topicSession } from "../../../service/flows/support.js";
import { artifact, openAs } from "../../../browser/support/browser.js";
import { insertEntry, openReply, postComposer } from "../../../browser/support/composer-post.js";
import { SITE, walkBrowser, walkTable, type WalkBrowser } from "../../../browser/support/walk-table.js";
import { until } from "../../../support/until.js";
import { writtenOut } from "../../../support/written-out.js";

jest.setTimeout(300_000);
let browser: WalkBrowser;

beforeAll(async () => { browser = await walkBrowser(); }, 60_000);
afterAll(async () => { await browser?.close(); });

const WORDS = {
  en: { opening: "Tonight's conflict starts here: Mark's garage.", protagonist: /^protagonist: .*$/m, ana: "protagonist: ana", gone: /^(ally|world): .*\n/gm, sheet: ["sheet protagonist: Name", "sheet protagonist: Mark"],
    name: "“Name” is the word the template leaves where a character's name goes", facet: "“facet First conflict facet” is the template's example: in its place, write \"facet\" and the name",
    message: "“username” is the template's example: in its place, write the username of whoever holds that role, as the forum shows it; if nobody does (the Ally or the World), delete the line (FA-ROLE-1)",
    where: (line: number) => `Line ${line}, column 1: `, refused: "On line 4:" },
  es: { opening: "El conflicto de esta noche empieza aquí: el garaje de Mark.", protagonist: /^protagonista: .*$/m, ana: "protagonista: ana", gone: /^(aliado|mundo): .*\n/gm, sheet: ["ficha protagonista: Nombre", "ficha protagonista: Mark"],
    name: "«Nombre» es la palabra que deja la plantilla donde va el nombre de un personaje", facet: "«faceta Primera faceta de conflicto» es el ejemplo que deja la plantilla: escribe en su lugar «faceta» y el nombre",
    message: "«usuario» es el ejemplo que deja la plantilla: escribe en su lugar el nombre de usuario de quien tiene ese papel, tal como lo muestra el foro; si nadie lo tiene (el Aliado o el Mundo), borra la línea (FA-ROLE-1)",
    where: (line: number) => `Línea ${line}, columna 1: `, refused: "En la línea 4:" },
} as const;

describe("a Facetas conflict whose roles still hold the composer's example username", () => {
  it.each(["en", "es"] as const)("FA-ROLE-1: the preview's card says so at each line before posting, and the service in the same words, nothing lost, at a table in %s", async (lang) => {
    const w = WORDS[lang];
    const h = await walkTable(browser, "facetas", lang, { players: ["ana", "bruno"], sheets: [], moves: [], ends: /./ });
    try {
      const session = topicSession(h);
      await session.say("bruno", w.opening);
      const page = await browser.context.newPage();
      try {
        await openAs(page, SITE, "bruno", lang);
        await page.goto(`${SITE}/t/${session.topicId}`);
        await openReply(page);
        const inserted = await insertEntry(page, "genrefuzzion.composer.insert_fa_conflict");
        // As inserted: the Protagonist's, the Ally's and the World's lines (2, 4, 5) are marked, the Adversary is the GM; so are
        // the Protagonist's sheet line (6) and the Adversary's example conflict facets (10 to 12), each as the service refuses it.
        const preview = page.locator(".gf-composer-preview [data-gf-block=error] .gf-error-item");
        await until("the preview's error cards", async () => (await preview.count()) === 7 || undefined);
        await expect(preview.allInnerTexts()).resolves.toEqual([...[2, 4, 5].map((line) => expect.stringContaining(`${w.where(line)}${w.message}`)),
          expect.stringContaining(`${w.where(6)}${w.name}`), expect.stringContaining(`${w.where(10)}${w.facet}`), expect.stringContaining(w.where(11)), expect.stringContaining(w.where(12))]);
        await expect(preview.first().getAttribute("data-gf-rule")).resolves.toBe("FA-ROLE-1");
        // The GM names the Protagonist, its sheet and the Adversary's facets, and leaves the Ally and the World as inserted: two lines still marked.
        const half = writtenOut(inserted.replace(w.protagonist, w.ana).replace(w.sheet[0], w.sheet[1]));
        await page.fill("#gf-composer-text", half);
        await until("the Protagonist's line no longer marked", async () => (await preview.count()) === 2 || undefined);
        await expect(preview.allInnerTexts()).resolves.toEqual([4, 5].map((line) => expect.stringContaining(`${w.where(line)}${w.message}`)));
        // Posted anyway: the service refuses it at the Ally's line in the same words, the post is as written, its card says the same.
        const posted = await postComposer(page, h, session.topicId);
        const post = h.sandbox.forum.topicPosts(session.topicId).find((p) => p.raw.trim() === posted)!;
        expect(post.raw.trim()).toBe(half.trim());
        const reply = await until("the service's answer", () => {
          const r = session.repliesTo(post.postNumber).join("\n").replace(/&quot;/g, "\"").replace(/&#39;/g, "'");
          return r || undefined;
        });
        expect(reply).toContain(w.refused);
        // The same sentence, its rule a link to the rules page.
        expect(reply).toContain(`${w.message.replace(" (FA-ROLE-1)", "")} ([FA-ROLE-1](`);
        await page.goto(`${SITE}/t/${session.topicId}`);
        const card = page.locator(`#post_${post.postNumber} [data-gf-block=error] .gf-error-item`);
        await card.first().waitFor();
        await expect(card.allInnerTexts()).resolves.toEqual([4, 5].map((line) => expect.stringContaining(`${w.where(line)}${w.message}`)));
        await page.locator(`#post_${post.postNumber}`).screenshot({ path: artifact("facetas", `conflict-example-user-${lang}.png`) });
        // Nobody holds the Ally or the World: their lines deleted, the preview draws the conflict.
        await openReply(page);
        await page.fill("#gf-composer-text", half.replace(w.gone, ""));
        await page.locator(".gf-composer-preview [data-gf-block=faconflict]").waitFor();
        await expect(page.locator(".gf-composer-preview [data-gf-block=error]").count()).resolves.toBe(0);
      } finally {
        await page.close().catch(() => undefined);
      }
    } finally {
      await h.close();
    }
  });
});
