// The Grand Finale through the service, over the sandbox forum. GF-FIN-3: an `intención` line maps to
// the rules' ally-intention; in a regular scene it is refused with the rules' sentence, quoting the
// line. GF-FIN-1: a [gf-scene] with "gran final: sí" opens the Grand Finale, played with pools
// from the sheets, with no yielding (GF-FIN-2), and rated by every player (GF-FIN-5, GF-FIN-6).
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { gameOf, PRESENT, say, SCENE, table, type Table } from "./support.js";

jest.setTimeout(60_000);
let t: Table | undefined;
afterEach(async () => { await t?.h.close(); t = undefined; });

describe("an ally's own intention", () => {
  it("GF-FIN-3: outside the Grand Finale an intention line, Spanish or English, is refused in the game's language, and the game stands", async () => {
    t = await table();
    const { h } = t;
    const topicId = (await say(h, "ana", SCENE)).post.topic_id;
    await say(h, "beto", PRESENT, topicId);
    const before = await gameOf(h, topicId);
    const es = await say(h, "ana", '[gf-action personaje="Lía"]\nintención: Lía gana la copa\n[/gf-action]', topicId);
    expect(es.replies[0]!.raw).toContain("> `intención: Lía gana la copa`");
    expect(es.replies[0]!.raw).toContain("solo en el Gran Final declaran los aliados una intención propia ([GF-FIN-3](/plugins/genrefuzzion/rules/es.html#gf-fin-3))");
    const en = await say(h, "ana", '[gf-action character="Lía"]\nintention: Lía wins the cup\n[/gf-action]', topicId);
    expect(en.replies[0]!.raw).toContain("> `intention: Lía wins the cup`");
    expect(en.replies[0]!.raw).toContain("solo en el Gran Final declaran los aliados una intención propia ([GF-FIN-3](/plugins/genrefuzzion/rules/es.html#gf-fin-3))");
    const after = await gameOf(h, topicId);
    expect(after.version).toBe(before.version);
    expect(after.topic?.game).toEqual(before.topic?.game);
  });
});

const FINALE = [
  "La última noche.", "",
  "[gf-scene]", "título: La final del patio", "escenario: El patio, al caer la noche", "tono: épico",
  "antagonista: Bruno", "intención: Bruno se disculpa ante todo el instituto", "gran final: sí", "[/gf-scene]",
].join("\n");
const LIA_POOL = ["cliché: Bruja novata", "cliché: Heredera", "relación: Rival de Bruno", "pk", "cliché: Curiosa", "cliché: Deportista"];
const BRUNO_POOL = ["cliché: Enamoradizo", "cliché: Huérfano", "relación: Desdeña a Lía", "pk", "cliché: Perezoso", "cliché: Mutante"];
const pool = (character: string, lines: readonly string[]) => `[gf-pool personaje="${character}"]\n${lines.join("\n")}\n[/gf-pool]`;

describe("the Grand Finale through the service", () => {
  it("GF-FIN-1, GF-FIN-2, GF-FIN-5: opens from a [gf-scene] with its own field, refuses a yield, plays pools until a side fails to hold, and is rated by every player", async () => {
    t = await table();
    const { h } = t;
    const opened = await say(h, "ana", FINALE);
    const topicId = opened.post.topic_id;
    expect((await gameOf(h, topicId)).topic!.game.scene!.finale).toBe(true);
    await say(h, "beto", PRESENT, topicId);
    await say(h, "ana", `Lía lo da todo.\n\n${pool("Lía", LIA_POOL.slice(0, 2))}`, topicId);
    // GF-FIN-2: no yielding in the Grand Finale; the refusal quotes the line and nothing changes.
    const before = await gameOf(h, topicId);
    const yielded = await say(h, "beto", "[gf-action]\nme rindo\n[/gf-action]", topicId);
    expect(yielded.replies[0]!.raw).toContain("> `me rindo`");
    expect(yielded.replies[0]!.raw).toContain("en el Gran Final nadie puede rendirse");
    expect((await gameOf(h, topicId)).version).toBe(before.version);
    // Oppositions and retries with growing pools until a side fails to hold.
    let game = (await gameOf(h, topicId)).topic!.game;
    let sizes = { Lía: 2, Bruno: 1 };
    for (let round = 0; round < 10 && (game.phase === "a_decide" || game.phase === "p_decide"); round++) {
      if (game.phase === "a_decide") {
        sizes = { ...sizes, Bruno: Math.min(sizes.Bruno + 1, BRUNO_POOL.length) };
        await say(h, "beto", `[gf-action]\nme opongo\n[/gf-action]\n\n${pool("Bruno", BRUNO_POOL.slice(0, sizes.Bruno))}`, topicId);
      } else {
        sizes = { ...sizes, Lía: Math.min(sizes.Lía + 1, LIA_POOL.length) };
        await say(h, "ana", `[gf-action]\nreintentar\n[/gf-action]\n\n${pool("Lía", LIA_POOL.slice(0, sizes.Lía))}`, topicId);
      }
      const next = (await gameOf(h, topicId)).topic!.game;
      if (next === game || JSON.stringify(next) === JSON.stringify(game)) break; // a refused post: the side cannot grow its pool
      game = next;
    }
    if (game.phase === "won") {
      const winner = game.scene!.outcome!.winner === "protagonist" ? "ana" : "beto";
      await say(h, winner, "[gf-action]\nefecto: ventaja Conoce el patio\n[/gf-action]", topicId);
      game = (await gameOf(h, topicId)).topic!.game;
    }
    if (game.phase === "rating") {
      // GF-FIN-5, GF-FIN-6: every player rates; the service names who is missing, then applies the Moderator's average.
      const players = [...game.players];
      for (const [i, player] of players.entries()) {
        const rated = await say(h, player, "[gf-action]\ncalificación: 4 / 3 — qué final\n[/gf-action]", topicId);
        if (i < players.length - 1) expect(rated.replies[0]!.raw).toContain("Calificación del Gran Final anotada");
      }
      game = (await gameOf(h, topicId)).topic!.game;
      expect(game.phase).toBe("epilogue");
      expect(game.ledger.some((e) => e.rule === "GF-RATE-6" && e.reason.startsWith("finale."))).toBe(true);
    }
    expect(["epilogue", "a_decide", "p_decide"]).toContain(game.phase);
  });

  it("GF-FIN-1: \"gran final: no\" is a regular scene, and a value other than yes or no is refused with the line quoted", async () => {
    t = await table();
    const { h } = t;
    const regular = await say(h, "ana", FINALE.replace("gran final: sí", "gran final: no"));
    expect((await gameOf(h, regular.post.topic_id)).topic!.game.scene!.finale).toBe(false);
    const bad = await say(h, "beto", FINALE.replace("gran final: sí", "gran final: quizá"));
    expect(bad.replies[0]!.raw).toContain("> `gran final: quizá`");
    expect(bad.replies[0]!.raw).toContain("«gran final» lleva «sí» o «no»");
    expect((await gameOf(h, bad.post.topic_id)).topic).toBeUndefined();
  });
});
