// Attacks on Tricube through the real service (harness: sandbox forum, SQLite store, verifiable dice
// on a fixed seed): what a player could make the topic-flow runner do. Each test failed on the code
// before its fix. Facetas' through the service: test/games/facetas/attack-service.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { harness } from "../../service/harness.js";
import { tricubeTable, type TricubeTable } from "./service-table.js";

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
