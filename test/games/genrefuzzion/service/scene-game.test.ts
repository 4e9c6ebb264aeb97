// The scene game through the service, over real HTTP against the sandbox forum:
// two players with wiki sheets play a whole scene — open, present, pools rolled from the sheets,
// oppose, retry, win, effect die, rating — and the ledger and both sheets end as the rules say.
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { parsePost } from "../../../../src/games/genrefuzzion/markup/index.js";
import type { RollNode } from "../../../../src/games/genrefuzzion/markup/index.js";
import { verifyProofs } from "../../../service/harness.js";
import { gameOf, PRESENT, say, SCENE, sheetOf, table, type Table } from "./support.js";
import type { TopicGame } from "../../../../src/games/genrefuzzion/service/game/topic-game.js";
import { playerBalances } from "../../../../src/games/genrefuzzion/service/balances.js";

jest.setTimeout(60_000);
let t: Table | undefined;
afterEach(async () => { await t?.h.close(); t = undefined; });

/** Pools of growing size from a sheet's traits, cheapest first (GF-POOL-2: clichés, relationship, scene, bought, third cliché). */
const LIA_POOL = ["cliché: Bruja novata", "cliché: Heredera", "relación: Rival de Bruno", "escena: Lluvia de otoño", "pk", "cliché: Curiosa"];
const BRUNO_POOL = ["cliché: Enamoradizo", "cliché: Huérfano", "relación: Desdeña a Lía", "escena: Lluvia de otoño", "pk", "cliché: Perezoso"];
const pool = (character: string, lines: readonly string[]) => `[gf-pool personaje="${character}"]\n${lines.join("\n")}\n[/gf-pool]`;

describe("a whole scene through the service", () => {
  it("GF-SCENE-2, GF-ANT-1, GF-RES-3, GF-RES-5: open, present, pools from the sheets, then oppose and retry with growing pools until a side fails to hold or yields", async () => {
    t = await table();
    const { h } = t;
    const opened = await say(h, "ana", SCENE);
    const topicId = opened.post.topic_id;
    expect(opened.replies).toHaveLength(1);
    expect(opened.replies[0]!.raw).toContain("Escena 1 abierta: Lía contra Bruno");
    expect(opened.replies[0]!.raw).toContain("Turno de @beto: presentar a Bruno");
    expect((await gameOf(h, topicId)).topic?.game.phase).toBe("calls");

    const presented = await say(h, "beto", PRESENT, topicId);
    expect(presented.replies[0]!.raw).toContain("Turno de @ana: arma y tira el pozo de Lía");

    // The protagonist's first pool: sizes from the sheet, no dice typed.
    let sizes = { Lía: 3, Bruno: 0 };
    const first = await say(h, "ana", `Lía se planta.\n\n${pool("Lía", LIA_POOL.slice(0, 3))}`, topicId);
    const roll = parsePost(first.replies[0]!.raw, { lang: "es" }).find((b) => b.block === "roll")!.node as RollNode;
    expect(roll.dice.map((d) => d.size).sort()).toEqual([8, 8, 8]); // GF-POOL-2: the sheet's sizes
    expect(roll.character).toBe("Lía");
    expect(roll.post).toBe(first.post.id);
    expect(await verifyProofs(h.service.url, first.replies[0]!.raw)).toBe(1);

    // Oppose and retry until one side fails to hold (GF-WIN-1), or runs out of dice and yields.
    let game = (await gameOf(h, topicId)).topic!.game;
    const seen: string[] = [];
    for (let round = 0; round < 12 && (game.phase === "a_decide" || game.phase === "p_decide"); round++) {
      if (game.phase === "a_decide") {
        sizes = { ...sizes, Bruno: sizes.Bruno + 1 };
        const text = sizes.Bruno <= BRUNO_POOL.length ? `[gf-action]\nme opongo\n[/gf-action]\n\n${pool("Bruno", BRUNO_POOL.slice(0, sizes.Bruno))}` : "[gf-action]\nme rindo\n[/gf-action]";
        await say(h, "beto", text, topicId);
        seen.push(sizes.Bruno <= BRUNO_POOL.length ? "oppose" : "yield");
      } else {
        sizes = { ...sizes, Lía: sizes.Lía + 1 };
        const text = sizes.Lía <= LIA_POOL.length ? `[gf-action]\nreintentar\n[/gf-action]\n\n${pool("Lía", LIA_POOL.slice(0, sizes.Lía))}` : "[gf-action]\nme rindo\n[/gf-action]";
        await say(h, "ana", text, topicId);
        seen.push(sizes.Lía <= LIA_POOL.length ? "retry" : "yield");
      }
      const next = (await gameOf(h, topicId)).topic!.game;
      expect(next).not.toBe(game);
      game = next;
    }
    expect(seen[0]).toBe("oppose");
    // The dice decide whether a roll failed to hold (won) or a side ran out of dice and yielded
    // (rating); the effect and the rating are proved on fixed paths below, whatever these dice were.
    expect(["won", "rating"]).toContain(game.phase);
    expect(game.scene!.rolls.length).toBeGreaterThanOrEqual(2);
  });

  it("GF-RES-3, GF-WIN-3, GF-RATE-6: an answer that cannot reach the standing result loses; the effect die becomes an advantage; the rating pays; ledger and both sheets as the rules say", async () => {
    // Lía rolls her whole pool with the PK boost (+3, GF-ROLL-5): the standing result is at least 5
    // unless all six dice botch, and a die is left for the effect unless the four outside the result
    // all botch (GF-AMB-20; about 1 in 170). Such an opening is played again on a fresh table, so the
    // path below always runs.
    let topicId = 0;
    let game: TopicGame["game"] | undefined;
    for (let attempt = 0; attempt < 5; attempt++) {
      await t?.h.close();
      t = await table();
      topicId = (await say(t.h, "ana", SCENE)).post.topic_id;
      await say(t.h, "beto", PRESENT, topicId);
      await say(t.h, "ana", `Lía se planta.\n\n${pool("Lía", [...LIA_POOL, "impulso: pk"])}`, topicId);
      game = (await gameOf(t.h, topicId)).topic!.game;
      const opening = game.scene!.rolls[0]!;
      if (opening.evaluation.result >= 5 && opening.evaluation.effectCandidates.length > 0) break;
    }
    const { h } = t!;
    expect(game!.phase).toBe("a_decide");
    expect(game!.scene!.standing!.result).toBeGreaterThanOrEqual(5);
    expect(game!.scene!.rolls[0]!.evaluation.effectCandidates.length).toBeGreaterThan(0);
    // Bruno answers with one d4, at most 4: it cannot match, so he loses the roll (GF-RES-3, GF-WIN-1).
    await say(h, "beto", `[gf-action]\nme opongo\n[/gf-action]\n\n${pool("Bruno", ["cliché: Enamoradizo"])}`, topicId);
    game = (await gameOf(h, topicId)).topic!.game;
    expect(game.phase).toBe("won");
    expect(game.scene!.outcome).toEqual({ how: "won", winner: "protagonist" });
    // GF-WIN-2, GF-WIN-3: the effect die becomes an advantage on the winner's sheet.
    const used = await say(h, "ana", `[gf-action]\nefecto: ventaja Conoce el patio\n[/gf-action]`, topicId);
    expect(used.replies[0]!.raw).toContain("Falta la calificación");
    game = (await gameOf(h, topicId)).topic!.game;
    expect(game.characters["Lía"]!.advantages.map((a) => a.name)).toContain("Conoce el patio");
    expect(game.phase).toBe("rating");
    await rateAndCheck(t!, topicId, "ana");
  });

  it("GF-YIELD-1, GF-YIELD-2, GF-RATE-6: an antagonist who yields goes straight to the rating, with no effect die; ledger and both sheets as the rules say", async () => {
    t = await table();
    const { h } = t;
    const topicId = (await say(h, "ana", SCENE)).post.topic_id;
    await say(h, "beto", PRESENT, topicId);
    await say(h, "ana", `Lía se planta.\n\n${pool("Lía", LIA_POOL.slice(0, 2))}`, topicId);
    await say(h, "beto", "[gf-action]\nme rindo\n[/gf-action]", topicId);
    const game = (await gameOf(h, topicId)).topic!.game;
    expect(game.phase).toBe("rating");
    expect(game.scene!.outcome).toEqual({ how: "yielded", winner: "protagonist" });
    expect(game.ledger).toContainEqual(expect.objectContaining({ player: "ana", currency: "pv", rule: "GF-YIELD-2" }));
    await rateAndCheck(t, topicId, "ana");
  });
});

/** A third player rates the scene; then the ledger, the points store and both sheets agree. */
async function rateAndCheck(t: Table, topicId: number, winnerPlayer: string): Promise<void> {
  const { h } = t;
  const rated = await say(h, "caro", "[gf-action]\ncalificación: 4 / 3 — qué tensión en el patio\n[/gf-action]", topicId);
  expect(rated.replies[0]!.raw).toContain("Escena calificada: 4 / 3");
  expect(rated.replies[0]!.raw).toContain("GF-RATE-6");
  const end = (await gameOf(h, topicId)).topic!;
  const game = end.game;
  expect(game.phase).toBe("idle");
  expect(game.next).toBe("caro"); // GF-NEXT-1
  expect(end.sheetJobs).toEqual([]);

  // The points ledger holds every entry the rules posted, each naming its rule, over the 3 PV and
  // 3 PK each sheet opened with (staff made the posts sheets: they vouch for them).
  const totals = async (who: string, kind: string) => h.service.store.pointsBalance(who, kind);
  for (const [player, name] of [["ana", "Lía"], ["beto", "Bruno"]] as const) {
    const posted = game.ledger.filter((e) => e.player === player);
    const pv = posted.filter((e) => e.currency === "pv").reduce((s, e) => s + e.amount, 0);
    const pk = posted.filter((e) => e.currency === "pk").reduce((s, e) => s + e.amount, 0);
    expect(await totals(name, "PV")).toBe(3 + pv);
    expect(await totals(name, "PK")).toBe(3 + pk);
    // GF-PTS-1: the player's own balance, the one every topic spends from.
    expect((await playerBalances(h.service.store, [player]))[player]).toEqual(game.balances[player]);
    // Both sheets show the player's points (3 each to start) and the character as the rules left it.
    const sheet = sheetOf(h, player === "ana" ? t.sheets.lia : t.sheets.bruno);
    expect({ pv: sheet.pv, pk: sheet.pk }).toEqual(game.balances[player]);
    expect(sheet.pv).toBe(3 + pv);
    // A character its sheet already says in full is left out of the stored game (pack-game.ts).
    const kept = game.characters[name];
    if (kept) expect(sheet.advantages.map((a) => a.name)).toEqual(kept.advantages.filter((a) => !a.temporary).map((a) => a.name));
    else expect(end.sheetJobs).toEqual([]); // left out only once every change is on the sheet
  }
  expect(game.ledger.every((e) => /^GF-[A-Z]+-\d+$/.test(e.rule))).toBe(true);
  // GF-RATE-6: the winner gains the winner's score in PV, the loser theirs in PK.
  expect(game.ledger.some((e) => e.player === winnerPlayer && e.rule === "GF-RATE-6" && e.currency === "pv")).toBe(true);
  // The player's free text around the sheet is untouched.
  expect(h.sandbox.forum.posts.get(t.sheets.lia)!.raw).toMatch(/^Mi ficha, ¡no tocar las notas! 🙂\n[\s\S]*\nPie de página\.$/);
}
