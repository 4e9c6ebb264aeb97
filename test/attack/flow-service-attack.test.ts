// Attacks on the three new games through the real service (harness: sandbox forum, SQLite store,
// verifiable dice on a fixed seed): what a player could make the topic-flow runner do. Each test
// failed on the code before its fix.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { harness } from "../service/harness.js";
import { tricubeTable, type TricubeTable } from "../games/tricube/service-table.js";
import type { Harness } from "../service/harness.js";
import { prose } from "../support/cooked-prose.js";

describe("Tricube through the service: dice stand", () => {
  let t: TricubeTable;
  beforeAll(async () => {
    t = await tricubeTable(await harness({ seed: "attack-stand", sandbox: { players: ["ana", "bruno", "dj"] },
      config: { categoryGame: { "1": "tricube" }, game: { moderator: "dj" } } }));
  }, 60_000);
  afterAll(async () => { await t.h.close(); });

  it("TT-EFF-3: a failed roll followed by a block refused for it stays rolled and applied; the refusal is answered too", async () => {
    await t.say("dj", "[tt-desafio id=muro]\nquién: Maga\ncualidad: fuerte\ndificultad: 6\nesfuerzo: 3\n[/tt-desafio]");
    const r = await t.say("ana", "[tt-tirada desafio=muro personaje=Maga]\n[/tt-tirada]\n\n[tt-tirada desafio=muro personaje=Maga]\n[/tt-tirada]");
    // The fixed seed fails Maga's one die against 6: the second roll waits for the GM's cost (TT-EFF-3).
    // Before: the whole post was refused, the failed roll thrown away, and a new post rolled again.
    expect(await t.rollsOf(r.post.id)).toHaveLength(1);
    const record = await t.record();
    expect(record.applied).toContain(r.post.id);
    expect(record.state.challenges["muro"]!.rolls).toHaveLength(1);
    expect(record.state.challenges["muro"]!.rolls[0]!.outcome).toBe("failure");
    expect(r.replies).toHaveLength(2);
    expect(r.replies[0]).toMatch(/^\*\*Maga\*\* tira \[\d\] \[\d\] contra 6 en «muro»: \*\*fallo\*\*/);
    expect(r.replies[1]).toContain("@ana, tu mensaje se ha aplicado hasta la línea 4: sus dados ya están tirados");
    expect(r.replies[1]).toContain("> `[tt-tirada desafio=muro personaje=Maga]`");
    expect(r.replies[1]).toContain("TT-EFF-3");
    // Keyed apart from a plain refusal of the same line, so an earlier refusal never stands in for it.
    expect(r.replies[1]).toContain(`<!-- gf-reply flow-rest:${r.post.id}:`);
    // An edit that drops the refused block rolls nothing new and applies nothing again.
    await t.h.edit("ana", r.post.id, "[tt-tirada desafio=muro personaje=Maga]\n[/tt-tirada]");
    await t.h.settle();
    expect(await t.rollsOf(r.post.id)).toHaveLength(1);
    expect(t.repliesTo(r.post.post_number)).toHaveLength(2);
    // The move that stood is the roll before the refused line: an edit of that block is told it stands as first posted.
    await t.h.edit("ana", r.post.id, "[tt-tirada desafio=muro personaje=Maga]\ndefecto: Arrogante\n[/tt-tirada]");
    await t.h.settle();
    expect(await t.rollsOf(r.post.id)).toHaveLength(1);
    expect(t.repliesTo(r.post.post_number)).toEqual([r.replies[0], r.replies[1], expect.stringMatching(/^@ana, has editado tu mensaje después de que se aplicara\. Tu jugada sigue en pie/)]);
  });
});

describe("Facetas through the service: the bot mentions only users", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness({ seed: "attack-mentions", sandbox: { players: ["ana", "bruno"] }, config: { categoryGame: { "1": "facetas" } } });
  }, 60_000);
  afterAll(async () => { await h.close(); });

  const after = (raw: string, name: string) => new RegExp(`@${name}\\b`, "u").test(raw);

  it("FA-SCENE-1 FA-ROLE-1 FA-ROLE-2: roles given to `here` and `staff` in an opening, and a facet named @all, notify no one; the real players are still mentioned", async () => {
    // The opening names the Ally "here" and the World "staff" (any Adversary can write those lines; staff
    // presents it here so the inline Protagonist sheet is allowed, FA-ROLE-2): the reply said
    // "Ally @here, World @staff", which the service's account posts as a mass and a group mention.
    // Neither is a user of the forum: the opening is refused naming the first, and the refusal mentions no one.
    const opening = "[fa-conflicto]\nprotagonista: ana\nadversario: bruno\naliado: here\nmundo: staff\n[/fa-conflicto]\n\n"
      + "[fa-ficha funcion=protagonista]\npersonaje: Mark\nfaceta @all de guardia: 4\nph: 3\n[/fa-ficha]\n\n"
      + "[fa-ficha funcion=adversario]\nfaceta Los chicos de azul: 3\nph: 1\n[/fa-ficha]";
    const post = await h.post("moderadora", opening);
    await h.settle();
    const refusal = h.replies(post.topic_id).map((r) => r.raw);
    expect(refusal).toHaveLength(1);
    expect(refusal[0]).toContain("no hay ningún usuario «here» en este foro (Aliado)");
    expect(after(refusal[0]!, "here")).toBe(false);
    expect(after(refusal[0]!, "staff")).toBe(false);
    await h.edit("moderadora", post.id, opening.replace("aliado: here\nmundo: staff\n", ""));
    await h.settle();
    const replies = h.replies(post.topic_id).map((r) => r.raw);
    expect(replies).toHaveLength(2);
    const reply = replies[1]!;
    expect(after(reply, "ana")).toBe(true);
    expect(after(reply, "bruno")).toBe(true);
    // The next turn's reply, with the facet's name in the suggested lines, mentions no "all" either: its
    // table, drawn as a card, keeps the facet's name as its player must type it (no mention is cooked there).
    const turn = await h.post("ana", "[fa-turno]\ntirar P1: @all de guardia\npaso\n[/fa-turno]", post.topic_id);
    await h.settle();
    const next = h.replies(post.topic_id).filter((r) => r.replyTo === turn.post_number).map((r) => r.raw);
    expect(next).toHaveLength(1);
    expect(next[0]).toMatch(/^\[fa-mesa\]\n(?:.*\n)*?cambio FA-ROLL-1: @all de guardia /m);
    expect(after(prose(next[0]!), "all")).toBe(false);
  });
});
