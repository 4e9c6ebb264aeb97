// Illegal scene posts: each gets one short reply that quotes the offending line in
// the post's language, and changes nothing — not the game, not the points, not the sheets. Replays
// and edits of an applied post apply nothing twice.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { gameOf, PRESENT, redeliver, say, SCENE, sheetOf, table, type Table } from "./support.js";
import { PRODUCT_VERSION } from "../../../../src/lib/version.js";

jest.setTimeout(60_000);
let t: Table;
let topicId = 0;

const CATA = ["[gf-sheet]", "name: Cata", "player: @caro", "cliche: Superfuerte d8", "cliche: Porrista d8", "cliche: Quejosa d6",
  "cliche: Fantasma d6", "cliche: Olvidadiza d4", "cliche: Inocente d4", "relationship Lía: Protege a Lía d6",
  "objective 5: Cata 1", "objective 8: Cata 2", "objective 12: Cata 3", "pv: 4", "pk: 0", "[/gf-sheet]"].join("\n");
let cata = 0;

beforeAll(async () => {
  t = await table();
  cata = (await t.h.post("caro", CATA)).id;
  const w = await fetch(`${t.h.sandbox.url}/posts/${cata}/wiki`, { method: "PUT", body: JSON.stringify({ wiki: true }),
    headers: { "Api-Key": t.h.sandbox.apiKey, "Api-Username": "moderadora", "Content-Type": "application/json" } });
  expect(w.status).toBe(200);
  await t.h.settle();
  topicId = (await say(t.h, "ana", SCENE)).post.topic_id;
});
afterAll(async () => { await t?.h.close(); });

/** Posts, and checks the one reply quotes `line` and says `says`, while the game and the ledger stay as they were. */
async function refused(username: string, raw: string, line: string, says: RegExp, topic = topicId) {
  const before = await gameOf(t.h, topic);
  const points = await t.h.service.store.pointsBalance("Lía", "PV") + await t.h.service.store.pointsBalance("Bruno", "PK");
  const sheets = [t.h.sandbox.forum.posts.get(t.sheets.lia)!.raw, t.h.sandbox.forum.posts.get(t.sheets.bruno)!.raw];
  const { replies } = await say(t.h, username, raw, topic);
  expect(replies).toHaveLength(1);
  expect(replies[0]!.raw).toContain(`@${username}`);
  expect(replies[0]!.raw).toContain(`> \`${line}\``);
  expect(replies[0]!.raw).toMatch(says);
  const after = await gameOf(t.h, topic);
  expect(after.version).toBe(before.version);
  expect(after.topic).toEqual(before.topic);
  expect(await t.h.service.store.pointsBalance("Lía", "PV") + await t.h.service.store.pointsBalance("Bruno", "PK")).toBe(points);
  expect([t.h.sandbox.forum.posts.get(t.sheets.lia)!.raw, t.h.sandbox.forum.posts.get(t.sheets.bruno)!.raw]).toEqual(sheets);
  return replies[0]!.raw;
}

describe("illegal scene posts get a helpful reply and change nothing", () => {
  it("GF-SCENE-2: an action in a topic with no scene", async () => {
    const lone = await t.h.post("beto", "Otro tema, sin escena abierta.");
    await t.h.settle();
    await refused("beto", "[gf-action]\nme rindo\n[/gf-action]", "me rindo", /no hay ninguna escena abierta/, lone.topic_id);
  });

  it("GF-REL-1 GF-RET-4: a scene opened with the opener's own sheet still incomplete (a relationship with no one) says the sheet is what is missing", async () => {
    const dora = (await t.h.post("dani", CATA.replace("name: Cata", "name: Dora").replace("player: @caro", "player: @dani")
      .replace("relationship Lía: Protege a Lía d6", "relationship : Le debe la vida d6"))).id;
    const w = await fetch(`${t.h.sandbox.url}/posts/${dora}/wiki`, { method: "PUT", body: JSON.stringify({ wiki: true }),
      headers: { "Api-Key": t.h.sandbox.apiKey, "Api-Username": "moderadora", "Content-Type": "application/json" } });
    expect(w.status).toBe(200);
    const lone = await t.h.post("dani", "Un tema para Dora, sin escena.");
    await t.h.settle();
    const scene = ["[gf-scene]", "título: El faro", "escenario: Un faro en la tormenta", "tono: tenso", "protagonista: Dora",
      "extra: El farero — un viejo que no quiere visitas", "intención: Dora descubre quién enciende el faro", "[/gf-scene]"].join("\n");
    const reply = await refused("dani", scene, "[gf-scene]", /la ficha de Dora aún no se puede jugar: le falta algo en «Le debe la vida»/, lone.topic_id);
    expect(reply).toContain("GF-REL-1");
    expect(reply).not.toMatch(/no lleva al personaje activo/);
  });

  it("GF-FORUM-4: a player presenting another player's character", async () => {
    await refused("caro", PRESENT, "presentar: Lía queda en ridículo", /caro no lleva a Bruno: su ficha es de beto/);
  });

  it("GF-SCENE-1: a second scene while one is in progress", async () => {
    await refused("beto", SCENE.replace("antagonista: Bruno", "antagonista: Lía").replace("Lía entra en el patio.\n\n", ""), "[gf-scene]", /escena/);
  });

  it("GF-ANT-1: the protagonist rolling before the antagonist presents", async () => {
    await refused("ana", "[gf-pool personaje=Lía]\ncliché: Bruja novata\n[/gf-pool]", "cliché: Bruja novata", /ahora no toca «roll» \(la escena espera al antagonista\)/);
    // Then the antagonist presents, legally.
    const { replies } = await say(t.h, "beto", PRESENT, topicId);
    expect(replies[0]!.raw).toContain("Bruno se presenta");
  });

  it("GF-SCENE-1: a block naming another scene", async () => {
    await refused("ana", "[gf-pool personaje=Lía escena=3]\ncliché: Bruja novata\n[/gf-pool]", "[gf-pool personaje=Lía escena=3]", /este bloque es de la escena 3, pero la escena en juego es la 1/);
  });

  it("GF-POOL-1: bare dice inside a scene", async () => {
    await refused("ana", "[gf-pool personaje=Lía]\nd12 d12 d12\n[/gf-pool]", "d12 d12 d12", /los dados salen de la ficha/);
  });

  it("GF-POOL-2: a typed die that contradicts the sheet is never rolled", async () => {
    await refused("ana", "[gf-pool personaje=Lía]\ncliché: Bruja novata d12\ncliché: Heredera\n[/gf-pool]", "cliché: Bruja novata d12", /d12|d8/);
  });

  it("GF-AMB-16: a pool buying both boosts is never rolled: one boost per roll (the original, line 418, \"o bien\")", async () => {
    const raw = await refused("ana", "[gf-pool personaje=Lía]\ncliché: Bruja novata\nimpulso: pv\nimpulso: pk\n[/gf-pool]", "impulso: pk", /solo un impulso por tirada/);
    expect(raw).toContain(`[GF-AMB-16](/plugins/genrefuzzion/rules/es.html?v=${PRODUCT_VERSION}#gf-amb-16)`);
  });

  it("GF-FORUM-4: a pool for another player's character", async () => {
    await refused("beto", "[gf-pool personaje=Lía]\ncliché: Bruja novata\n[/gf-pool]", "cliché: Bruja novata", /beto no lleva a Lía: su ficha es de ana \(\[GF-FORUM-4\]\(\/plugins\/genrefuzzion\/rules\/es\.html\?v=[\d.]+#gf-forum-4\)\)/);
  });

  it("markup: a malformed block is the parser's error, in the game's language", async () => {
    await refused("ana", "[gf-action]\nrating: 7 / 3\n[/gf-action]", "rating: 7 / 3", /7/);
  });

  it("GF-RES-3: opposing without a pool", async () => {
    // Staff may roll for a player's character (GF-MOD-2): the Moderator's account rolls Lía's first pool.
    const { replies } = await say(t.h, "moderadora", "[gf-pool personaje=Lía]\ncliché: Bruja novata\ncliché: Heredera\n[/gf-pool]", topicId);
    expect(replies[0]!.raw).toContain("[gf-roll personaje=\"Lía\" rol=protagonista escena=1");
    expect((await gameOf(t.h, topicId)).topic!.game.scene!.rolls[0]!.player).toBe("ana");
    // The message names the tag with its bracket as an entity, so the reply can never open a block (it reads "[gf-pool]").
    await refused("beto", "[gf-action]\nme opongo\n[/gf-action]", "me opongo", /hace falta el pozo en el mismo mensaje: usa el botón de la tarjeta de la escena/);
  });

  it("GF-RES-1: the protagonist acting on the antagonist's turn", async () => {
    await refused("ana", "[gf-action]\nme rindo\n[/gf-action]", "me rindo", /ahora no toca|rendirse|yield/i);
  });

  it("GF-YIELD-1, GF-RATE-4: a character antagonist yields; the principals may not rate their own scene", async () => {
    const yielded = await say(t.h, "beto", "[gf-action]\nme rindo\n[/gf-action]", topicId);
    expect(yielded.replies[0]!.raw).toContain("Bruno se rinde: Lía gana la escena");
    const game = (await gameOf(t.h, topicId)).topic!.game;
    expect(game.phase).toBe("rating");
    expect(game.ledger.filter((e) => e.rule.startsWith("GF-YIELD")).length).toBeGreaterThan(0);
    await refused("ana", "[gf-action]\ncalificación: 5 / 0 — la mejor\n[/gf-action]", "calificación: 5 / 0 — la mejor", /GF-RATE-4/);
    const rated = await say(t.h, "caro", "[gf-action]\ncalificación: 3 / 2 — bien\n[/gf-action]", topicId);
    expect(rated.replies[0]!.raw).toContain("Escena calificada: 3 / 2");
    const end = (await gameOf(t.h, topicId)).topic!.game;
    // Both sheets show the balances the rules reached (3 PV / 3 PK to start).
    expect({ pv: sheetOf(t.h, t.sheets.lia).pv, pk: sheetOf(t.h, t.sheets.lia).pk }).toEqual(end.balances["ana"]);
    expect({ pv: sheetOf(t.h, t.sheets.bruno).pv, pk: sheetOf(t.h, t.sheets.bruno).pk }).toEqual(end.balances["beto"]);
    expect(end.balances["ana"]!.pv).toBeGreaterThan(3);
  });

  it("GF-NEXT-1, GF-TRAIN-2: the rater calls the interval; then a player trains, and the sheet steps up", async () => {
    await refused("ana", "[gf-interval]\nentrenar: Bruja novata\n[/gf-interval]", "entrenar: Bruja novata", /GF-NEXT-1/);
    const called = await say(t.h, "caro", "[gf-interval]\nentrenar: Superfuerte\n[/gf-interval]", topicId);
    expect(called.replies[0]!.raw).toContain("Se abre un intervalo entre escenas. Hecho: entrenar (Cata).");
    expect(sheetOf(t.h, cata).cliches[0]).toMatchObject({ name: "Superfuerte", die: 10 });
    const pv = sheetOf(t.h, t.sheets.lia).pv!;
    const trained = await say(t.h, "ana", "[gf-interval]\nentrenar: Bruja novata\n[/gf-interval]", topicId);
    expect(trained.replies[0]!.raw).toContain("GF-TRAIN-2");
    const game = (await gameOf(t.h, topicId)).topic!.game;
    expect(game.characters["Lía"]!.cliches[0]).toEqual({ name: "Bruja novata", die: 10 });
    const raw = t.h.sandbox.forum.posts.get(t.sheets.lia)!.raw;
    expect(raw).toContain("cliché: Bruja novata d10");
    expect(sheetOf(t.h, t.sheets.lia).pv).toBe(game.balances["ana"]!.pv);
    expect(sheetOf(t.h, t.sheets.lia).pv).toBeLessThan(pv);
    // GF-TRAIN-1: one improvement per character per interval.
    await refused("ana", "[gf-interval]\nentrenar: Heredera\n[/gf-interval]", "entrenar: Heredera", /GF-TRAIN/);
  });

  it("rate limit: a player over the rolls per minute gets one polite reply, and nothing applies", async () => {
    const r = await table({ userRollsPerMinute: 1, game: { moderator: "dani" } });
    try {
      const topic = (await say(r.h, "ana", SCENE)).post.topic_id;
      await say(r.h, "beto", PRESENT, topic);
      const rolled = await say(r.h, "ana", "[gf-pool personaje=Lía]\ncliché: Bruja novata\n[/gf-pool]", topic);
      expect(rolled.replies[0]!.raw).toContain("[gf-roll");
      const before = await gameOf(r.h, topic);
      // The limit is checked before the rules: a second pool within the minute is not even planned.
      const { replies } = await say(r.h, "ana", "[gf-pool personaje=Lía]\ncliché: Heredera\n[/gf-pool]", topic);
      expect(replies).toHaveLength(1);
      expect(replies[0]!.raw).toMatch(/^@ana, vas muy deprisa: como mucho 1 tiradas por minuto/);
      expect(replies[0]!.raw).not.toContain("[gf-roll");
      expect(await gameOf(r.h, topic)).toEqual(before);
    } finally {
      await r.h.close();
    }
  });

  it("replays and edits of an applied post apply nothing twice", async () => {
    const posts = t.h.sandbox.forum.topicPosts(topicId);
    const beto = t.h.sandbox.forum.userByName("beto")!.id;
    const present = posts.find((p) => p.userId === beto && p.raw.startsWith("[gf-action]\npresentar"))!;
    expect((await gameOf(t.h, topicId)).topic!.applied).toContain(present.id);
    const before = await gameOf(t.h, topicId);
    const replies = t.h.replies(topicId).length;
    expect(await redeliver(t.h, present.id, "post_created", "991")).toBe(200);
    expect(await redeliver(t.h, present.id, "post_created", "992")).toBe(200);
    expect(await redeliver(t.h, present.id, "post_edited", "993")).toBe(200);
    // An edit of the narration around the blocks says nothing; an edit of the blocks is told the move stands, once.
    await t.h.edit("beto", present.id, `Bruno sonríe.\n\n${PRESENT}`);
    await t.h.settle();
    expect(t.h.replies(topicId)).toHaveLength(replies);
    for (let i = 0; i < 2; i++) {
      await t.h.edit("beto", present.id, `Bruno sonríe.\n\n${PRESENT.replace("ridículo", "ridículo total")}`);
      await t.h.settle();
    }
    const after = t.h.replies(topicId);
    expect(after).toHaveLength(replies + 1);
    expect(after.at(-1)!.raw).toContain("@beto, has editado tu mensaje después de que se aplicara a la escena. Lo que se aplicó sigue en pie");
    expect(after.at(-1)!.raw).toContain(`/t/${topicId}/${present.postNumber}`);
    expect(await gameOf(t.h, topicId)).toEqual(before);
  });
});

describe("what the service writes back", () => {
  it("a name can neither open a block in the service's reply nor mention anyone", async () => {
    const raw = ["[gf-scene]", "título: Trampa", "escenario: El sótano", "tono: raro",
      "extra: El [gf-roll] @caro — un eco con nombre de bloque", "intención: Bruno sale del sótano", "[/gf-scene]"].join("\n");
    const { replies } = await say(t.h, "beto", raw);
    expect(replies).toHaveLength(1);
    expect(replies[0]!.raw).toContain("Bruno contra El gf-roll caro");
    expect(replies[0]!.raw).not.toContain("[gf-roll]");
    expect(replies[0]!.raw).not.toContain("@caro");
  });
});

describe("posts from before the scene", () => {
  it("an edit of a pool rolled before the scene opened is not a move in it", async () => {
    const early = await say(t.h, "ana", "Calentando.\n\n[gf-pool]\nd8 d6\n[/gf-pool]");
    const topic = early.post.topic_id;
    expect(early.replies[0]!.raw).toContain("[gf-roll");
    await say(t.h, "ana", SCENE, topic);
    await say(t.h, "beto", PRESENT, topic);
    const before = await gameOf(t.h, topic);
    expect(before.topic!.game.phase).toBe("p_roll");
    const replies = t.h.replies(topic).length;
    await t.h.edit("ana", early.post.id, "Calentando.\n\n[gf-pool personaje=Lía]\ncliché: Bruja novata\n[/gf-pool]");
    await t.h.settle();
    expect(await gameOf(t.h, topic)).toEqual(before);
    expect(t.h.replies(topic)).toHaveLength(replies);
  });
});
