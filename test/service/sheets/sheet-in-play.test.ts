// A sheet posted as no wiki is made one by the service (its account is staff: sheet-made-wiki.test.ts).
// Where it cannot (here its account is made no staff, so PostsController#wiki answers 403), the sheet is
// answered with how to make it one; once staff make it one (the post menu's "Make Wiki":
// PostsController#wiki revises the post, so Discourse sends post_edited with `wiki: true`), its author
// hears, once, in the table's language, that it is in play. Once: a redelivered post_edited (Discourse
// retries with a new event id) or a later toggle off and on says nothing more, and a sheet the service
// made a wiki, once its account is staff again, is never told anything. A GenreFuzzion table in Spanish
// and a Tricube one in English, on the real service and sandbox forum, through its webhooks.
import { describe, expect, it, jest } from "@jest/globals";
import type { Lang } from "../../../src/lib/i18n.js";
import { harness } from "../harness.js";
import { redeliver } from "../flows/support.js";
import { until } from "../../support/until.js";
import { serviceStaff } from "../../support/service-account.js";

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

describe("a sheet the service could not make a wiki, made one by staff after its author was told it was not one", () => {
  for (const t of TABLES) {
    it(`${t.game} (${t.lang}): the author is told once that it is in play, whatever the webhooks repeat`, async () => {
      const h = await harness({ seed: `sheet-in-play-${t.game}`, sandbox: { players: ["ana", "bruno"] },
        config: { categoryGame: { "1": t.game }, lang: t.lang, sheetMakeWiki: true, sheetWikiGraceMs: 0 } });
      try {
        serviceStaff(h.sandbox, false);
        const post = await h.post("ana", t.raw);
        await h.settle();
        const replies = () => h.replies(post.topic_id).map((r) => r.raw);
        expect(replies()).toEqual([expect.stringMatching(t.notWiki)]);
        // It says the service tried, and why it could not.
        expect(replies()[0]).toMatch(/it could not make this one a wiki itself: its forum account must be staff|no ha podido convertirla él mismo: su cuenta del foro tiene que ser del equipo/);
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
        // The account made staff again: a sheet the service makes a wiki itself is never told anything.
        serviceStaff(h.sandbox, true);
        const other = await h.post("bruno", t.raw.replace(/Ilsa/g, "Vera").replace(/(@?)ana\b/, "$1bruno"));
        await until("Vera's sheet to be registered", async () => (await h.service.store.loadSheets()).some((s) => s.postId === other.id && s.raw !== null));
        await h.settle();
        expect(h.replies(other.topic_id)).toEqual([]);
        expect(h.sandbox.forum.posts.get(other.id)!.wiki).toBe(true);
      } finally { await h.close(); }
    });
  }
});
