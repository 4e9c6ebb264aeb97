// One guard on everything the bot says (src/service/outbox-guard.ts), through the real service: a
// player who names a character, a facet, a challenge or a Tenet after a user of the forum who is not
// at the table ("@alicia"), or after everyone ("@everyone", "@here"), gets a reply that mentions none
// of them, in every game and in both languages; the table's own people are still mentioned. Before,
// a topic flow's reply notified any forum user whose name followed an "@" in it (the runner asked
// only whether the name was a user), and the outbox guarded nothing itself.
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { harness, type Harness } from "../service/harness.js";
import { tricubeTable } from "../games/tricube/service-table.js";
import { BRUNO, LIA, say as gfSay, SCENE, sheetPost } from "../games/genrefuzzion/service/support.js";
import { prose } from "../support/cooked-prose.js";

jest.setTimeout(120_000);

/** Who must never be mentioned: a forum user outside the table, and the mass mentions. */
const OUTSIDERS = ["alicia", "everyone", "here", "all"];

/** Each "@name" (or its character reference) Discourse would cook as a mention of `name`. */
const mentions = (raw: string, name: string) => new RegExp(`(?:@|&#0*64;|&#x0*40;|&commat;)${name}(?![\\p{L}\\p{M}\\p{N}]|[._-][\\p{L}\\p{M}\\p{N}])`, "iu").test(prose(raw));

function expectGuarded(replies: readonly string[], people: readonly string[]): void {
  expect(replies.length).toBeGreaterThan(0);
  const leaked = replies.flatMap((r) => OUTSIDERS.filter((o) => mentions(r, o)).map((o) => `@${o} in:\n${r}`));
  expect(leaked).toEqual([]);
  for (const p of people) expect(replies.some((r) => mentions(r, p))).toBe(true);
}

let h: Harness | undefined;
afterEach(async () => { await h?.close(); h = undefined; });
const PLAYERS = ["alicia", "ana", "bruno", "carla", "dj", "beto", "caro", "dani"];

describe.each(["es", "en"] as const)("the bot mentions only the table's people (%s)", (lang) => {
  it("TT-SETUP-1 TT-SETUP-2: Tricube, characters named @alicia and @everyone, a challenge named @here", async () => {
    h = await harness({ seed: `guard-tt-${lang}`, sandbox: { players: PLAYERS }, config: { lang, categoryGame: { "1": "tricube" }, game: { moderator: "dj" } } });
    const t = await tricubeTable(h, {
      "@alicia": ["ana", "[tt-ficha]\nnombre: @alicia\njugadora: ana\narquetipo: astuta maga\nventaja: Piromancia\ndefecto: Arrogante\n[/tt-ficha]"],
      "@everyone": ["bruno", "[tt-sheet]\nname: @everyone\nplayer: bruno\narchetype: strong dwarf\nperk: Fury\nquirk: Grumpy\n[/tt-sheet]"],
    });
    const open = lang === "es" ? "[tt-desafio id=@here]\nquién: @alicia, @everyone\ncualidad: fuerte\ndificultad: 5\nesfuerzo: 2\n[/tt-desafio]"
      : "[tt-challenge id=@here]\nwho: @alicia, @everyone\nquality: strong\ndifficulty: 5\neffort: 2\n[/tt-challenge]";
    const ch = await t.say("dj", open);
    expect(ch.replies).toHaveLength(1);
    expect(ch.replies[0]).not.toMatch(/no puedo aplicar|can't apply/);
    // The game's own table is drawn as its card (TopicFlow.cards), with each character spelled as
    // its player must type it: a roll that copies the table's spelling plays (before, the guard's word
    // joiner after the "@" made it "@\u2060everyone", and the roll was refused: no such character).
    expect(ch.replies[0]).toMatch(/^\[tt-(mesa|table) /m);
    const spelled = /^(?:karma) (.+): \d+\/\d+$/m.exec(ch.replies[0]!.slice(ch.replies[0]!.search(/^\[tt-(mesa|table) /m)).split("\n").filter((l) => l.includes("everyone")).join("\n"))?.[1];
    expect(spelled).toBe("@everyone");
    const copied = await t.say("bruno", lang === "es" ? `[tt-tirada desafio=@here personaje=${spelled}]\n[/tt-tirada]` : `[tt-roll challenge=@here character=${spelled}]\n[/tt-roll]`);
    expect(copied.replies).toHaveLength(1);
    expect(copied.replies[0]).not.toMatch(/no puedo aplicar|can't apply/);
    const roll = await t.say("ana", lang === "es" ? "[tt-tirada desafio=@here personaje=@alicia]\n[/tt-tirada]" : "[tt-roll challenge=@here character=@alicia]\n[/tt-roll]");
    expect(roll.replies.length).toBeGreaterThan(0);
    expectGuarded([...ch.replies, ...copied.replies, ...roll.replies], ["ana", "bruno"]);
  });

  it("FA-SCENE-1: Facetas, a character and a facet named after @alicia and @all", async () => {
    h = await harness({ seed: `guard-fa-${lang}`, sandbox: { players: PLAYERS }, config: { lang, categoryGame: { "1": "facetas" } } });
    const opening = lang === "es"
      ? "[fa-conflicto]\nprotagonista: ana\nadversario: bruno\n[/fa-conflicto]\n\n[fa-ficha funcion=protagonista]\npersonaje: @alicia\nfaceta @alicia de guardia: 4\nph: 3\n[/fa-ficha]\n\n"
        + "[fa-ficha funcion=adversario]\npersonaje: @all\nfaceta @everyone de azul: 3\nph: 1\n[/fa-ficha]"
      : "[fa-conflict]\nprotagonist: ana\nadversary: bruno\n[/fa-conflict]\n\n[fa-sheet role=protagonist]\ncharacter: @alicia\nfacet @alicia on guard: 4\nph: 3\n[/fa-sheet]\n\n"
        + "[fa-sheet role=adversary]\ncharacter: @all\nfacet @everyone in blue: 3\nph: 1\n[/fa-sheet]";
    const post = await h.post("moderadora", opening);
    await h.settle();
    const first = h.replies(post.topic_id).map((r) => r.raw);
    expect(first).toHaveLength(1);
    expect(first[0]).not.toMatch(/no puedo aplicar|can't apply/);
    const turn = await h.post("ana", lang === "es" ? "[fa-turno]\ntirar P1: @alicia de guardia\npaso\n[/fa-turno]" : "[fa-turn]\nroll P1: @alicia on guard\npass\n[/fa-turn]", post.topic_id);
    await h.settle();
    const next = h.replies(post.topic_id).filter((r) => r.replyTo === turn.post_number).map((r) => r.raw);
    expect(next).toHaveLength(1);
    expectGuarded([...first, ...next], ["ana", "bruno"]);
    expect(next[0]).toMatch(/^\[fa-(mesa|table)\]$/m);
  });

  it("PJ-TENET-1: Pujas, a Tenet that names @alicia and @everyone", async () => {
    h = await harness({ seed: `guard-pj-${lang}`, sandbox: { players: PLAYERS }, config: { lang, categoryGame: { "1": "pujas" } } });
    const open = await h.post("ana", lang === "es" ? "[pj-mesa]\njugadores: ana, bruno, carla\nprimero: ana\n[/pj-mesa]" : "[pj-table]\nplayers: ana, bruno, carla\nfirst: ana\n[/pj-table]");
    await h.settle();
    const tenet = await h.post("ana", `[pj-turn]\nstory element: ${lang === "es" ? "@alicia y @everyone mandan en el puerto" : "@alicia and @everyone rule the harbour"}\n[/pj-turn]`, open.topic_id);
    await h.settle();
    const replies = h.replies(open.topic_id).map((r) => r.raw);
    expect(replies.filter((r) => /no puedo aplicar|can't apply/.test(r))).toEqual([]);
    expect(h.replies(open.topic_id).filter((r) => r.replyTo === tenet.post_number)).toHaveLength(1);
    expectGuarded(replies, ["ana"]);
  });

  it("GF-SCENE-2: GenreFuzzion, a scene's extra named @alicia and @everyone", async () => {
    h = await harness({ seed: `guard-gf-${lang}`, sandbox: { players: PLAYERS }, config: { lang, game: { moderator: "dani" } } });
    await sheetPost(h, "ana", LIA);
    await sheetPost(h, "beto", BRUNO);
    await h.settle();
    const scene = await gfSay(h, "ana", SCENE.replace("antagonista: Bruno", "extra: @alicia y @everyone"));
    // Refused (an extra must be introduced, GF-SCENE-2), and the refusal names the extra back as written.
    expect(scene.replies).toHaveLength(1);
    expect(scene.replies[0]!.raw).toMatch(/alicia y .*everyone/);
    const replies = h.replies(scene.post.topic_id).map((r) => r.raw);
    expectGuarded(replies, ["ana"]);
  });
});
