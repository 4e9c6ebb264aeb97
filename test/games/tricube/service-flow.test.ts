// Tricube Tales played by the service through the topic-flow runner (src/service/flows), on a real
// sandbox forum and a real store (a SQLite file, then a PostgreSQL server): the GM's
// challenge, the players' verifiable rolls, Karma, the sheets written back, refusals quoting the line
// inertly, and a post that never rolls or applies twice however often it is delivered or edited.
import { PLUGIN_README_POSTING } from "../../../src/sandbox/post-validator.js";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { readFlowRow } from "../../../src/service/flows/index.js";
import { harness } from "../../service/harness.js";
import { databaseOf, exportAndReplay, flowBackends, redeliver } from "../../service/flows/support.js";
import { tricubeTable, type TricubeTable } from "./service-table.js";
import { ruleLink } from "../../support/rule-link.js";

const backends = flowBackends("gf_tricube_flow");

describe.each(backends)("Tricube through the service (%s)", (_name, store) => {
  let t: TricubeTable;
  let database = "";
  beforeAll(async () => {
    const config = await store();
    t = await tricubeTable(await harness({ seed: "tricube-flow-v3", sandbox: { players: ["ana", "bruno", "dj"], posting: PLUGIN_README_POSTING },
      config: { ...config, categoryGame: { "1": "tricube" }, game: { moderator: "dj" } } }));
    database = databaseOf(t.h, config);
  }, 60_000);
  afterAll(async () => { await t.h.close(); });

  it("TT-SETUP-1 TT-CHAL-1 TT-EFF-1: the GM's challenge opens the table from the registered sheets and is answered", async () => {
    const ch = await t.say("dj", "[tt-desafio id=muro]\nquién: Maga, Enano\ncualidad: fuerte\ndificultad: 5\nesfuerzo: 4\n[/tt-desafio]");
    expect(ch.replies).toHaveLength(1);
    expect(ch.replies[0]).toContain(`«muro»: 4 fichas de esfuerzo (${ruleLink("TT-EFF-1", "es")})`);
    const record = await t.record();
    expect(Object.keys(record.state.characters).sort()).toEqual(["Enano", "Maga"]);
    expect(record.state.characters["Maga"]!.player).toBe("ana");
  });

  it("TT-SETUP-1: a player cannot set a challenge; the refusal quotes the line as code and changes nothing", async () => {
    const before = await t.row();
    const r = await t.say("ana", "Yo también.\n[tt-desafio id=otra]\nquién: Maga\ndificultad: 4\n[/tt-desafio]");
    expect(r.replies).toHaveLength(1);
    expect(r.replies[0]).toMatch(/^@ana, no puedo aplicar tu mensaje a la partida\. En la línea 2:\n\n> `\[tt-desafio id=otra\]`/);
    expect(r.replies[0]).toContain("TT-SETUP-1");
    // A hostile line is quoted as code, and the message's own brackets are inert: no block, no mention
    // (the outbox's guard puts a word joiner after every "@" it does not mean, code spans included).
    const hostile = await t.say("ana", "[tt-desafio id=[gf-pool] @all]\nquién: Maga\ndificultad: 4\n[/tt-desafio]");
    expect(hostile.replies[0]).toMatch(/^@ana, no puedo aplicar tu mensaje a la partida\. En la línea 1:\n\n> `\[tt-desafio id=\[gf-pool\] @\u2060all\]`\n\n[^\n[]*&#91;tt-challenge&#93;/);
    expect((await t.row()).version).toBe(before.version);
  });

  it("TT-SETUP-2 TT-DICE-1 TT-EFF-2: a player rolls their own character with one to three verifiable dice; effort goes down by the dice that meet 5", async () => {
    const maga = await t.say("ana", "[tt-tirada desafio=muro personaje=Maga]\n[/tt-tirada]");
    expect(maga.replies).toHaveLength(1);
    expect(maga.replies[0]).toMatch(/\*\*Maga\*\* tira (\[\d\] ?){1,3} contra 5 en «muro»/);
    expect(await t.verify(maga.replies[0]!)).toBe(1);
    const rolls = await t.rollsOf(maga.post.id);
    expect(rolls).toHaveLength(1);
    expect(rolls[0]!.pool).toMatch(/^d6( d6){0,2}$/);
    const record = await t.record();
    const faces = record.state.challenges["muro"]!.rolls[0]!.faces;
    expect(record.state.challenges["muro"]!.effort!.remaining).toBe(Math.max(0, 4 - faces.filter((f) => f >= 5).length));
  });

  it("TT-KAR-2: a Karma spend on a perk takes one of the character's tokens and the sheet is written back, keeping every other byte, the player's own edit included", async () => {
    // Ana's own edit of her sheet, made after the table opened: the service's write goes on top of it.
    await t.h.edit("ana", t.sheets["Maga"]!, `Mi personaje.\r\n\r\n${t.sheetRaw("Maga")}\n\nMaga nació en el sur.`);
    await t.h.settle();
    const sheetBefore = t.sheetRaw("Maga");
    expect(sheetBefore).toContain("Maga nació en el sur.");
    const r = await t.say("ana", "[tt-karma desafio=muro personaje=Maga]\nventaja: Piromancia\n[/tt-karma]");
    expect(r.replies).toEqual([expect.stringContaining(`Maga: Karma −1 (${ruleLink("TT-KAR-2", "es")})`)]);
    await t.h.settle();
    expect(t.sheetRaw("Maga")).toBe(sheetBefore.replace("defecto: Arrogante\n", "defecto: Arrogante\nkarma: 2/3\n"));
    const post = t.h.sandbox.forum.posts.get(t.sheets["Maga"]!)!;
    expect(post.editReason ?? "").toMatch(/^Tricube: TT-KAR-2/);
    const row = readFlowRow((await t.h.service.store.getFlow(t.topicId))!.state);
    expect(row.ok && row.value.sheetJobs).toEqual([]);
  });

  it("TT-SETUP-2: a player never rolls another's character", async () => {
    const r = await t.say("bruno", "[tt-tirada desafio=muro personaje=Maga]\n[/tt-tirada]");
    expect(r.replies).toEqual([expect.stringContaining("TT-SETUP-2")]);
    expect(await t.rollsOf(r.post.id)).toHaveLength(0);
  });

  it("a redelivered, replayed or edited post never rolls or applies twice", async () => {
    const r = await t.say("bruno", "[tt-tirada desafio=muro personaje=Enano]\n[/tt-tirada]");
    expect(r.replies).toHaveLength(1);
    const row = await t.row();
    await redeliver(t.h, r.post.id, "post_created", "9001");
    await redeliver(t.h, r.post.id, "post_created", "9002");
    await t.h.edit("bruno", r.post.id, "[tt-tirada desafio=muro personaje=Enano]\n[/tt-tirada]\n\n¡Otra vez!");
    await t.h.settle();
    await redeliver(t.h, r.post.id, "post_edited", "9003");
    expect(t.repliesTo(r.post.post_number)).toHaveLength(1);
    expect(await t.rollsOf(r.post.id)).toHaveLength(1);
    expect((await t.row()).version).toBe(row.version);
    const record = await t.record();
    expect(record.applied.filter((id) => id === r.post.id)).toHaveLength(1);
  });

  it("TT-QRK-1: an applied roll edited to add a quirk is told its move stands as first posted, once per new text; nothing is rolled or applied again", async () => {
    const r = await t.say("bruno", "[tt-tirada desafio=muro personaje=Enano]\n[/tt-tirada]");
    expect(r.replies).toHaveLength(1);
    expect(r.replies[0]).toContain("**Enano** tira");
    const row = await t.row();
    // A quirk comes before the roll (TT-QRK-1): written after it, it cannot reach back. The edit's new block text gets one answer.
    await t.h.edit("bruno", r.post.id, "[tt-tirada desafio=muro personaje=Enano]\ndefecto: Gruñón\n[/tt-tirada]");
    await t.h.settle();
    await redeliver(t.h, r.post.id, "post_edited", "9011");
    const replies = t.repliesTo(r.post.post_number);
    expect(replies).toHaveLength(2);
    expect(replies[1]).toMatch(/^@bruno, has editado tu mensaje después de que se aplicara\. Tu jugada sigue en pie tal como la publicaste primero \(\[ver el mensaje\]\(http:\/\/[^)]+\/t\/\d+\/\d+\)\)/);
    // Prose around the same blocks is no new move; a second new block text is answered again.
    await t.h.edit("bruno", r.post.id, "Gruñe.\n\n[tt-tirada desafio=muro personaje=Enano]\ndefecto: Gruñón\n[/tt-tirada]");
    await t.h.settle();
    expect(t.repliesTo(r.post.post_number)).toHaveLength(2);
    await t.h.edit("bruno", r.post.id, "[tt-tirada desafio=muro personaje=Enano]\nventaja: Furia\n[/tt-tirada]");
    await t.h.settle();
    expect(t.repliesTo(r.post.post_number)).toHaveLength(3);
    expect(await t.rollsOf(r.post.id)).toHaveLength(1);
    expect((await t.row()).version).toBe(row.version);
    expect((await t.record()).state.challenges["muro"]!.limits["*"]?.quirk ?? null).toBeNull();
  });


  it("`gf topic export` writes the session from the store, and `gf tricube replay` replays it to the same table", async () => {
    const { log, replay } = await exportAndReplay(database, t.topicId, "tricube");
    expect(log.split("\n")[0]).toMatch(/^\{"setup":\{"gm":"dj"/);
    expect((replay as { final: unknown }).final).toEqual((await t.record()).state);
  });
});
