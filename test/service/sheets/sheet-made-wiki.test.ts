// A player posts a sheet and does nothing more: it comes into play. Discourse's composer has no "wiki"
// choice and, on a forum with default settings, a player may not make even their own post a wiki
// (PostGuardian#can_wiki?: staff, trust level 4, or the author in self_wiki_allowed_groups,
// trust_level_3); the service's account is staff, so it makes the sheet a wiki itself
// (PUT /posts/{id}/wiki), says nothing, and the game can use the character. The service's toggle
// vouches for nothing the player typed: points a player's first sheet shows are still flagged to the
// Moderator (GF-PTS-2), and a player line naming someone else is still only a claim. A sheet staff take
// off afterwards (a retirement, GF-RET-1) stays off. A GenreFuzzion table in Spanish and a Tricube one in
// English, on the real service and sandbox forum, through its webhooks (sandbox players are trust level 1).
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import type { Lang } from "../../../src/lib/i18n.js";
import { harness, type Harness } from "../harness.js";
import { until } from "../../support/until.js";

jest.setTimeout(120_000);

const ILSA = "[gf-ficha]\nnombre: Ilsa\njugadora: @ana\nconcepto: Piloto sin licencia\ncliché: Piloto temeraria d8\ncliché: Mecánica d8\n"
  + "cliché: Cínica d6\ncliché: Ágil d6\ncliché: Miope d4\ncliché: Impaciente d4\nrelación Bruno: Le debe dinero d6\nrelación Tía Marga: La adora d6\n"
  + "objetivo 10 abierto: Volar otra vez\nobjetivo 8 abierto: Pagar la deuda\nobjetivo 6 abierto: Dormir una noche entera\npv: 0\npk: 0\n[/gf-ficha]";
const ENANO = "[tt-sheet]\nname: Ilsa\nplayer: ana\narchetype: strong dwarf\nperk: Fury\nquirk: Grumpy\nresolve: 2/3\n[/tt-sheet]";

const TABLES: readonly { game: string; lang: Lang; raw: string }[] = [
  { game: "genrefuzzion", lang: "es", raw: ILSA },
  { game: "tricube", lang: "en", raw: ENANO },
];

let h: Harness | undefined;
afterEach(async () => { await h?.close(); h = undefined; });

const start = (game: string, lang: Lang) => harness({ seed: `sheet-made-wiki-${game}`, sandbox: { players: ["ana", "bruno", "dj"], posting: {} },
  config: { categoryGame: { "1": game }, lang, sheetMakeWiki: true, sheetWikiGraceMs: 0, game: { moderator: "dj" } } });

/** The post's sheet row once every delivery is answered: a row is saved before the owner policy judges its player line. */
async function sheetOf(h: Harness, postId: number) {
  await h.settle();
  return until(`post ${postId} to be registered`, async () => (await h.service.store.loadSheets()).find((s) => s.postId === postId && s.raw !== null));
}

describe("a player's sheet posted as any post: the service makes it a wiki, and it is in play", () => {
  for (const t of TABLES) {
    it(`${t.game} (${t.lang}): made a wiki by the service, registered as ana's, and nobody is told anything`, async () => {
      h = await start(t.game, t.lang);
      const post = await h.post("ana", t.raw);
      const sheet = await sheetOf(h, post.id);
      expect([sheet.character, sheet.owner]).toEqual(["Ilsa", "ana"]);
      await h.settle();
      // The forum's own word: a wiki, by a revision of the service's account that changed nothing else.
      const held = h.sandbox.forum.posts.get(post.id)!;
      const gf = h.sandbox.forum.userByName("gf-dice")!;
      expect([held.wiki, held.version, held.raw]).toEqual([true, 2, t.raw]);
      expect(held.revisions.map((r) => [r.number, r.userId, Object.keys(r.modifications)])).toEqual([[2, gf.id, ["wiki"]]]);
      // Silent: no "not a wiki", no "in play", no points question (the sheet shows 0 PV / 0 PK).
      expect(h.replies(post.topic_id)).toEqual([]);
      // The game can use the character: a challenge naming Ilsa (Tricube), a sheet of the game in play (GenreFuzzion's sheet index).
      if (t.game === "tricube") {
        const challenge = await h.post("moderadora", "[tt-challenge id=wall]\nwho: Ilsa\nquality: strong\ndifficulty: 5\neffort: 4\n[/tt-challenge]");
        await h.settle();
        const said = h.replies(challenge.topic_id).filter((r) => r.replyTo === challenge.post_number).map((r) => r.raw);
        expect(said).toHaveLength(1);
        expect(said[0]).not.toMatch(/no character|Ilsa.*not/i);
        expect(said[0]).toContain("wall");
      }
    });
  }

  it("genrefuzzion (es): the service's toggle vouches for nothing: a first sheet's hand-written points go to the Moderator, a sheet naming another player is a claim", async () => {
    h = await start("genrefuzzion", "es");
    // GF-PTS-2: everyone starts at 0; bruno's sheet shows 3 PV. Made a wiki by the service, it is not "made a sheet by an authority".
    const bruno = await h.post("bruno", ILSA.replace(/Ilsa/g, "Vera").replace("@ana", "@bruno").replace("pv: 0", "pv: 3"));
    await sheetOf(h, bruno.id);
    await h.settle();
    const asked = h.replies(bruno.topic_id);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.raw).toContain('data-gf-question="points"');
    expect(asked[0]!.raw).toContain("@dj");
    // bruno posts a sheet naming ana as its player: not ana's.
    const claim = await h.post("bruno", ILSA.replace(/Ilsa/g, "Nadia"));
    await until("the claim's reply", () => h!.replies(claim.topic_id)[0]);
    expect(h.replies(claim.topic_id)[0]!.raw).toMatch(/^@bruno/);
    expect((await h.service.store.loadSheets()).find((s) => s.postId === claim.id)?.owner ?? null).not.toBe("ana");
  });

  it("tricube (en): a sheet staff take off afterwards (a retirement) stays off, and nobody is told it is no wiki", async () => {
    h = await start("tricube", "en");
    const post = await h.post("ana", ENANO);
    await sheetOf(h, post.id);
    const off = await fetch(`${h.sandbox.url}/posts/${post.id}/wiki`, { method: "PUT", body: JSON.stringify({ wiki: false }),
      headers: { "Api-Key": h.sandbox.apiKey, "Api-Username": "moderadora", "Content-Type": "application/json" } });
    expect(off.status).toBe(200);
    await h.settle();
    await h.edit("ana", post.id, ENANO.replace("Grumpy", "Very grumpy"));
    await h.settle();
    expect(h.sandbox.forum.posts.get(post.id)!.wiki).toBe(false);
    expect((await h.service.store.loadSheets()).some((s) => s.postId === post.id && s.raw !== null)).toBe(false);
    expect(h.replies(post.topic_id)).toEqual([]);
  });
});
