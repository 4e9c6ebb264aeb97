// A sheet posted as no wiki is answered with how to make it one; once staff make it one (the post
// menu's "Make Wiki": PostsController#wiki revises the post, so Discourse sends post_edited with
// `wiki: true`), its author hears, once, in the table's language, that it is in play. Once: a
// redelivered post_edited (Discourse retries with a new event id) or a later toggle off and on says
// nothing more, and a sheet that was a wiki from the start is never told. A GenreFuzzion table in
// Spanish and a Tricube one in English, on the real service and sandbox forum, through its webhooks.
import { describe, expect, it, jest } from "@jest/globals";
import type { Lang } from "../../../src/lib/i18n.js";
import { harness } from "../harness.js";
import { redeliver } from "../flows/support.js";
import { until } from "../../support/until.js";

jest.setTimeout(120_000);

const ILSA = "[gf-ficha]\nnombre: Ilsa\njugadora: @ana\nconcepto: Piloto sin licencia\ncliché: Piloto temeraria d8\ncliché: Mecánica d8\n"
  + "cliché: Cínica d6\ncliché: Ágil d6\ncliché: Miope d4\ncliché: Impaciente d4\nrelación Bruno: Le debe dinero d6\nrelación Tía Marga: La adora d6\n"
  + "objetivo 10 abierto: Volar otra vez\nobjetivo 8 abierto: Pagar la deuda\nobjetivo 6 abierto: Dormir una noche entera\npv: 0\npk: 0\n[/gf-ficha]";
const ENANO = "[tt-sheet]\nname: Ilsa\nplayer: ana\narchetype: strong dwarf\nperk: Fury\nquirk: Grumpy\nresolve: 2/3\n[/tt-sheet]";

const TABLES: readonly { game: string; lang: Lang; raw: string; notWiki: RegExp; inPlay: string }[] = [
  { game: "genrefuzzion", lang: "es", raw: ILSA, notWiki: /^@ana: la ficha de «Ilsa» no es un mensaje wiki.*⋯ → 🔧 → «Transformar en formato wiki»/,
    inPlay: "@ana: la ficha de «Ilsa» ya está en juego" },
  { game: "tricube", lang: "en", raw: ENANO, notWiki: /^@ana: "Ilsa"'s sheet is not a wiki post.*⋯ → 🔧 → "Make Wiki"/,
    inPlay: "@ana: \"Ilsa\"'s sheet is in play now" },
];

describe("a sheet made a wiki after its author was told it was not one", () => {
  for (const t of TABLES) {
    it(`${t.game} (${t.lang}): the author is told once that it is in play, whatever the webhooks repeat`, async () => {
      const h = await harness({ seed: `sheet-in-play-${t.game}`, sandbox: { players: ["ana", "bruno"] },
        config: { categoryGame: { "1": t.game }, lang: t.lang, sheetWikiGraceMs: 0 } });
      try {
        const post = await h.post("ana", t.raw);
        await h.settle();
        const replies = () => h.replies(post.topic_id).map((r) => r.raw);
        expect(replies()).toEqual([expect.stringMatching(t.notWiki)]);
        const registered = async () => (await h.service.store.loadSheets()).some((s) => s.postId === post.id && s.raw !== null);
        const wiki = (on: boolean) => fetch(`${h.sandbox.url}/posts/${post.id}/wiki`, { method: "PUT", body: JSON.stringify({ wiki: on }),
          headers: { "Api-Key": h.sandbox.apiKey, "Api-Username": "moderadora", "Content-Type": "application/json" } });
        expect((await wiki(true)).status).toBe(200);
        await until("Ilsa's sheet to be registered", registered);
        await h.settle();
        expect(replies()).toEqual([expect.stringMatching(t.notWiki), expect.stringContaining(t.inPlay)]);
        const said = h.replies(post.topic_id)[1]!;
        expect(said.replyTo).toBe(post.post_number);
        // Discourse's retries of the toggle's post_edited, each with a new event id: nothing more.
        await redeliver(h, post.id, "post_edited", "retry-1");
        await redeliver(h, post.id, "post_edited", "retry-2");
        // Taken off (a retirement) and made a wiki again: the author was told nothing in between, so nothing now.
        expect((await wiki(false)).status).toBe(200);
        await h.settle();
        expect((await wiki(true)).status).toBe(200);
        await until("Ilsa's sheet to be registered again", registered);
        await h.settle();
        expect(replies()).toHaveLength(2);
        // A sheet posted as a wiki (the page's composer box, as a category's "Make new topics wikis by default"
        // does) is never told it is in play.
        const created = await fetch(`${h.sandbox.url}/gf-sandbox/api/posts`, { method: "POST", headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ username: "bruno", title: "Vera", category_id: h.sandbox.category.id, wiki: true,
            raw: t.raw.replace(/Ilsa/g, "Vera").replace(/(@?)ana\b/, "$1bruno") }) });
        const other = (await created.json()) as { id: number; topic_id: number };
        await until("Vera's sheet to be registered", async () => (await h.service.store.loadSheets()).some((s) => s.postId === other.id && s.raw !== null));
        await h.settle();
        expect(h.replies(other.topic_id)).toEqual([]);
      } finally { await h.close(); }
    });
  }
});
