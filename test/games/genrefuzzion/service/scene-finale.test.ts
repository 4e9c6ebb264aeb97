// The Grand Finale through the service, over the sandbox forum. GF-FIN-3: an `intención` line maps to
// the rules' ally-intention; in a regular scene it is refused with the rules' sentence, quoting the
// line. GF-FIN-1: a [gf-scene] with "gran final: sí" opens the Grand Finale, played with pools
// from the sheets, with no yielding (GF-FIN-2), and rated by every player (GF-FIN-5, GF-FIN-6).
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import type { GameState } from "../../../../src/games/genrefuzzion/rules/index.js";
import { join } from "node:path";
import { commands } from "../../../../src/cli/commands/index.js";
import { dispatch } from "../../../../src/cli/dispatch.js";
import { fakeIo } from "../../../cli/fake-io.js";
import { verifyProofs } from "../../../service/harness.js";
import { BRUNO_POOL, FINALE, gameOf, LIA_POOL, pool, PRESENT, say, SCENE, table, type Table } from "./support.js";
import { PRODUCT_VERSION } from "../../../../src/lib/version.js";

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
    expect(es.replies[0]!.raw).toContain(`solo en el Gran Final declaran los aliados una intención propia ([GF-FIN-3](/plugins/genrefuzzion/rules/es.html?v=${PRODUCT_VERSION}#gf-fin-3))`);
    const en = await say(h, "ana", '[gf-action character="Lía"]\nintention: Lía wins the cup\n[/gf-action]', topicId);
    expect(en.replies[0]!.raw).toContain("> `intention: Lía wins the cup`");
    expect(en.replies[0]!.raw).toContain(`solo en el Gran Final declaran los aliados una intención propia ([GF-FIN-3](/plugins/genrefuzzion/rules/es.html?v=${PRODUCT_VERSION}#gf-fin-3))`);
    const after = await gameOf(h, topicId);
    expect(after.version).toBe(before.version);
    expect(after.topic?.game).toEqual(before.topic?.game);
  });
});


// The seeds that lead to each branch with these sheets and pools (the moves each play makes are
// asserted, so a change to how faces are derived shows here as a changed sequence, not a skipped branch).
const SEEDS = { protagonistWins: "finale-v3-1", antagonistWins: "finale-v3-2", concedes: "finale-v3-2", concedesNoEffectDie: "finale-v3-27" };

/** What one play of the Grand Finale did: each side's pool sizes in order, how it ended and who won. */
interface FinalePlay { readonly moves: string[]; readonly game: GameState; readonly replies: string[] }

/**
 * Plays the Grand Finale from Lía's opening pool: each answer adds one line to the side's pool, and
 * a side whose every line is already in its last pool cannot build a bigger one, so it concedes
 * (GF-AMB-36). The winner turns the effect die into an advantage when the roll left one.
 */
async function playFinale(h: Table["h"], topicId: number, opening = 2): Promise<FinalePlay> {
  const moves: string[] = [];
  const replies: string[] = [];
  const post = async (who: string, raw: string) => { replies.push(...(await say(h, who, raw, topicId)).replies.map((r) => r.raw)); };
  await post("ana", `Lía lo da todo.\n\n${pool("Lía", LIA_POOL.slice(0, opening))}`);
  let game = (await gameOf(h, topicId)).topic!.game;
  let sizes = { Lía: opening, Bruno: 2 };
  for (let round = 0; round < 12 && (game.phase === "a_decide" || game.phase === "p_decide"); round++) {
    const [player, character, lines, answer] = game.phase === "a_decide"
      ? ["beto", "Bruno", BRUNO_POOL, "me opongo"] as const : ["ana", "Lía", LIA_POOL, "reintentar"] as const;
    if (sizes[character] >= lines.length) {
      moves.push(`${character} concedes`);
      await post(player, `[gf-action personaje="${character}"]\npierdo la tirada\n[/gf-action]`);
    } else {
      sizes = { ...sizes, [character]: sizes[character] + 1 };
      moves.push(`${character} ${sizes[character]}`);
      await post(player, `[gf-action]\n${answer}\n[/gf-action]\n\n${pool(character, lines.slice(0, sizes[character]))}`);
    }
    const next = (await gameOf(h, topicId)).topic!.game;
    if (JSON.stringify(next) === JSON.stringify(game)) throw new Error(`refused: ${replies[replies.length - 1]}`);
    game = next;
  }
  if (game.phase === "won") {
    const winner = game.scene!.outcome!.winner === "protagonist" ? "ana" : "beto";
    await post(winner, "[gf-action]\nefecto: ventaja Conoce el patio\n[/gf-action]");
    game = (await gameOf(h, topicId)).topic!.game;
  }
  return { moves, game, replies };
}

/** GF-FIN-5, GF-FIN-6: every player rates; the service names who is missing, then applies the Moderator's average. */
async function rateFinale(h: Table["h"], topicId: number): Promise<GameState> {
  const game = (await gameOf(h, topicId)).topic!.game;
  expect(game.phase).toBe("rating");
  const players = [...game.players];
  for (const [i, player] of players.entries()) {
    const rated = await say(h, player, "[gf-action]\ncalificación: 4 / 3 — qué final\n[/gf-action]", topicId);
    if (i < players.length - 1) expect(rated.replies[0]!.raw).toContain("Calificación del Gran Final anotada");
    // The last rating: the Moderator's average in words, never the action's internal name.
    else expect([rated.replies[0]!.raw.includes(`Han calificado el Gran Final todos los jugadores (${players.length}): la media es 4 / 3.`),
      /Hecho|rate-finale/.test(rated.replies[0]!.raw.split("<!--")[0]!)]).toEqual([true, false]); // the record's comment is not shown
  }
  const rated = (await gameOf(h, topicId)).topic!.game;
  expect(rated.phase).toBe("epilogue");
  expect(rated.ledger.some((e) => e.rule === "GF-RATE-6" && e.reason.startsWith("finale."))).toBe(true);
  return rated;
}

/** Opens the Grand Finale and has Bruno present; the seed fixes the operator's secrets, so the dice. */
async function openFinale(seed: string): Promise<{ h: Table["h"]; topicId: number }> {
  t = await table({}, undefined, { seed });
  const { h } = t;
  const opened = await say(h, "ana", FINALE);
  const topicId = opened.post.topic_id;
  expect((await gameOf(h, topicId)).topic!.game.scene!.finale).toBe(true);
  await say(h, "beto", PRESENT, topicId);
  return { h, topicId };
}

// Each branch of the Grand Finale's loop runs on every run: the operator's secrets come from a fixed
// seed (seededSecrets) and the forum's address is fixed, so the faces are the same each time, and
// still signed, committed and verified against the service's published document.
describe("the Grand Finale through the service", () => {
  it("GF-FIN-1, GF-WIN-1, GF-FIN-5: opens from a [gf-scene] with its own field, Bruno's opposition fails to hold, and every player rates", async () => {
    const { h, topicId } = await openFinale(SEEDS.protagonistWins);
    const played = await playFinale(h, topicId);
    // Bruno opposes with three dice and holds; Lía retries with three and holds; Bruno's four fall short.
    expect(played.moves).toEqual(["Bruno 3", "Lía 3", "Bruno 4"]);
    expect(played.game.scene!.outcome).toEqual({ how: "won", winner: "protagonist" });
    expect(played.replies.join("\n")).toContain("Lía gana la escena");
    expect(await verifyProofs(h.service.url, played.replies.join("\n"))).toBeGreaterThan(1);
    await rateFinale(h, topicId);
  });

  it("GF-FIN-2: a yield is refused, quoting the line, and the game stands", async () => {
    const { h, topicId } = await openFinale(SEEDS.protagonistWins);
    await say(h, "ana", `Lía lo da todo.\n\n${pool("Lía", LIA_POOL.slice(0, 2))}`, topicId);
    const before = await gameOf(h, topicId);
    const yielded = await say(h, "beto", "[gf-action]\nme rindo\n[/gf-action]", topicId);
    expect(yielded.replies[0]!.raw).toContain("> `me rindo`");
    expect(yielded.replies[0]!.raw).toContain("en el Gran Final nadie puede rendirse");
    expect((await gameOf(h, topicId)).version).toBe(before.version);
  });

  it("GF-RES-7, GF-FIN-5: Lía's retry fails to hold, Bruno wins with his effect die, and every player rates", async () => {
    const { h, topicId } = await openFinale(SEEDS.antagonistWins);
    const played = await playFinale(h, topicId);
    // Bruno opposes with three dice and holds; Lía's retry with three falls short.
    expect(played.moves).toEqual(["Bruno 3", "Lía 3"]);
    expect(played.game.scene!.outcome).toEqual({ how: "won", winner: "antagonist" });
    expect(played.replies.join("\n")).toContain("Bruno gana la escena");
    await rateFinale(h, topicId);
  });

  it("GF-AMB-36: Lía, who cannot build a bigger legal pool, concedes the roll; Bruno wins with his effect die, no yield points are paid, every player rates, and the game's record replays to the same ledger", async () => {
    const { h, topicId } = await openFinale(SEEDS.concedes);
    await say(h, "ana", `Lía lo da todo.\n\n${pool("Lía", LIA_POOL)}`, topicId);
    await say(h, "beto", `[gf-action]\nme opongo\n[/gf-action]\n\n${pool("Bruno", BRUNO_POOL.slice(0, 3))}`, topicId);
    expect((await gameOf(h, topicId)).topic!.game.phase).toBe("p_decide");
    // The retry must be bigger (GF-RES-6), and a fourth cliché is not a legal die (GF-POOL-3).
    const before = await gameOf(h, topicId);
    const bigger = await say(h, "ana", `[gf-action]\nreintentar\n[/gf-action]\n\n${pool("Lía", [...LIA_POOL, "cliché: Deportista"])}`, topicId);
    expect(bigger.replies[0]!.raw).toContain("GF-POOL-3");
    expect((await gameOf(h, topicId)).version).toBe(before.version);
    // The turn line offers the concession, not a yield.
    expect(h.replies(topicId).map((r) => r.raw).join("\n")).toContain("o, si no puede armarlo, pierde la tirada");
    const conceded = await say(h, "ana", "[gf-action personaje=\"Lía\"]\npierdo la tirada\n[/gf-action]", topicId);
    expect(conceded.replies[0]!.raw).toContain("Lía no puede armar un pozo válido y pierde la tirada (en el Gran Final nadie se rinde): Bruno gana la escena, sin puntos de rendición.");
    const game = (await gameOf(h, topicId)).topic!.game;
    // GF-AMB-36: the other side wins with its effect die, as after a won roll.
    expect([game.phase, game.scene!.outcome]).toEqual(["won", { how: "won", winner: "antagonist" }]);
    const effect = await say(h, "beto", "[gf-action]\nefecto: ventaja Conoce el patio\n[/gf-action]", topicId);
    expect(effect.replies[0]!.raw).toContain("Dado de efecto de Bruno usado.");
    expect((await gameOf(h, topicId)).topic!.game.characters["Bruno"]!.advantages.map((a) => a.name)).toContain("Conoce el patio");
    const rated = await rateFinale(h, topicId);
    expect(rated.ledger.some((e) => e.rule.startsWith("GF-YIELD"))).toBe(false);
    expect(await verifyProofs(h.service.url, h.replies(topicId).map((r) => r.raw).join("\n"))).toBe(2);

    // The game's record: exported from the store and from the forum, the concession replays to the service's ledger.
    const gf = async (argv: string[]) => {
      const io = fakeIo({ env: { LANG: "en_US.UTF-8" } });
      return { code: await dispatch(argv, io, commands), out: io.stdout.join("\n"), err: io.stderr };
    };
    const fromStore = await gf(["scene", "export", "--topic", String(topicId), "--database", join(h.dataDir, "gf.sqlite")]);
    expect([fromStore.code, fromStore.err]).toEqual([0, []]);
    expect(fromStore.out.split("\n").map((l) => (JSON.parse(l) as { type?: string }).type)).toContain("concede");
    const fromForum = await gf(["scene", "export", "--topic", String(topicId), "--forum", h.sandbox.url]);
    expect(fromForum.out.split("\n")).toEqual(fromStore.out.split("\n").slice(0, -1));
    const io = fakeIo({ env: { LANG: "en_US.UTF-8" }, stdin: fromStore.out });
    expect(await dispatch(["scene", "replay", "-", "--json"], io, commands)).toBe(0);
    const replayed = JSON.parse(io.stdout.join("\n")) as { ok: boolean; final: { ledger: unknown[]; phase: string } };
    expect(replayed.ok).toBe(true);
    expect([replayed.final.phase, replayed.final.ledger]).toEqual(["epilogue", rated.ledger]);
  });

  it("GF-AMB-36, GF-WIN-2: a concession to a side whose last roll left no effect die goes straight to the rating", async () => {
    const { h, topicId } = await openFinale(SEEDS.concedesNoEffectDie);
    await say(h, "ana", `Lía lo da todo.\n\n${pool("Lía", LIA_POOL)}`, topicId);
    await say(h, "beto", `[gf-action]\nme opongo\n[/gf-action]\n\n${pool("Bruno", BRUNO_POOL.slice(0, 3))}`, topicId);
    const conceded = await say(h, "ana", "[gf-action personaje=\"Lía\"]\npierdo la tirada\n[/gf-action]", topicId);
    expect(conceded.replies[0]!.raw).toContain("Bruno gana la escena, sin puntos de rendición.");
    expect(conceded.replies[0]!.raw).toContain("La última tirada de Bruno no deja dado de efecto: se pasa a la calificación.");
    await rateFinale(h, topicId);
  });

  it("GF-FIN-5, GF-MOD-1: with no Moderator configured the service's own account stands in, and is not a player who must rate: the two players' ratings end the Grand Finale", async () => {
    t = await table({ game: {} }, undefined, { seed: SEEDS.concedes });
    const { h } = t;
    const topicId = (await say(h, "ana", FINALE)).post.topic_id;
    await say(h, "beto", PRESENT, topicId);
    await say(h, "ana", `Lía lo da todo.\n\n${pool("Lía", LIA_POOL)}`, topicId);
    await say(h, "beto", `[gf-action]\nme opongo\n[/gf-action]\n\n${pool("Bruno", BRUNO_POOL.slice(0, 3))}`, topicId);
    await say(h, "ana", "[gf-action personaje=\"Lía\"]\npierdo la tirada\n[/gf-action]", topicId);
    await say(h, "beto", "[gf-action]\nefecto: ventaja Conoce el patio\n[/gf-action]", topicId);
    const game = (await gameOf(h, topicId)).topic!.game;
    expect([game.phase, game.moderator, [...game.players].sort()]).toEqual(["rating", "gf-dice", ["ana", "beto"]]);
    const first = await say(h, "ana", "[gf-action]\ncalificación: 4 / 3 — qué final\n[/gf-action]", topicId);
    expect(first.replies[0]!.raw).toContain("el Moderador promediará cuando califiquen también: @beto.");
    const last = await say(h, "beto", "[gf-action]\ncalificación: 2 / 5 — por fin\n[/gf-action]", topicId);
    expect(last.replies.map((r) => r.raw).join("\n")).toContain("El Gran Final ha terminado");
    expect((await gameOf(h, topicId)).topic!.game.phase).toBe("epilogue");
  });

  it("GF-AMB-36: outside the Grand Finale a concession is refused in the game's language, English included, quoting the line; the game stands", async () => {
    t = await table({ lang: "en" });
    const { h } = t;
    const topicId = (await say(h, "ana", SCENE)).post.topic_id;
    await say(h, "beto", PRESENT, topicId);
    await say(h, "ana", `Lía lo da todo.\n\n${pool("Lía", LIA_POOL.slice(0, 2))}`, topicId);
    const before = await gameOf(h, topicId);
    const conceded = await say(h, "beto", "[gf-action]\nI concede\n[/gf-action]", topicId);
    expect(conceded.replies[0]!.raw).toContain("> `I concede`");
    expect(conceded.replies[0]!.raw).toContain("only in the Grand Finale does a side lose the roll for want of a pool; here, yield");
    expect((await gameOf(h, topicId)).version).toBe(before.version);
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

