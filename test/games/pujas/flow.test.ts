// A Pujas thread played post by post: the Tenet lap, the sealed auction (seals, an early reveal
// refused, reveals, the bids to the ledger at once), a framed scene, a post refused whole with its
// line quoted, a Complication rolled through the caller's roll with a tie and its Advantage die,
// whom the game waits for, and the deadline for reveals.
import { describe, expect, it } from "@jest/globals";
import { nodeCrypto } from "../../../src/dice/crypto-node.js";
import { commitmentOf } from "../../../src/games/pujas/bids/index.js";
import { awaited, closeAuctionAtDeadline, playPujasPost, refusalText, replyText, withAuction, type PujasTable } from "../../../src/games/pujas/flow/index.js";
import { parsePujasPost } from "../../../src/games/pujas/markup/index.js";
import { ok } from "../../../src/lib/result.js";
import { balanced, start } from "./helpers.js";

const NONCE = { ana: "a1".repeat(32), bruno: "b2".repeat(32), carla: "c3".repeat(32) } as const;
type P = keyof typeof NONCE;

function rollsFrom(queue: number[][]) {
  return (count: number) => {
    const faces = queue.shift() ?? [];
    if (faces.length !== count) throw new Error(`asked ${count} dice, queued ${faces.length}`);
    return ok({ dice: faces.map((face) => ({ size: 10, face })), proof: `proof-${faces.join("")}` });
  };
}

function post(t: PujasTable, author: P, raw: string, dice: number[][] = []) {
  return playPujasPost(t, raw, parsePujasPost(raw), { author, crypto: nodeCrypto, roll: rollsFrom(dice) });
}
function played(t: PujasTable, author: P, raw: string, dice: number[][] = []) {
  const r = post(t, author, raw, dice);
  if (!r.ok) throw new Error(refusalText(r.error, "en"));
  expect(balanced(r.value.table.game)).toBe(true);
  return r.value;
}
const turn = (...lines: string[]) => `[pj-turn]\n${lines.join("\n")}\n[/pj-turn]`;
const seal = (p: P, bid: number, auction = "scene-1") => `[pj-bid auction=${auction}]\nseal: ${commitmentOf({ table: "topic-7", auction, player: p, bid, nonce: NONCE[p] }, nodeCrypto)}\n[/pj-bid]`;
const reveal = (p: P, bid: number, auction = "scene-1") => `[pj-puja subasta=${auction}]\npuja: ${bid}\nsecreto: ${NONCE[p]}\n[/pj-puja]`;

function toScene(): PujasTable {
  let t: PujasTable = { table: "topic-7", game: start(), auction: null };
  for (const p of ["ana", "bruno", "carla"] as const) t = played(t, p, turn("pass")).table;
  for (const [p, bid] of [["ana", 3], ["bruno", 1], ["carla", 0]] as const) t = played(t, p, seal(p, bid)).table;
  for (const [p, bid] of [["ana", 3], ["bruno", 1], ["carla", 0]] as const) t = played(t, p, reveal(p, bid)).table;
  return t;
}

describe("Pujas thread flow", () => {
  it("the Tenet lap, then a sealed auction: seals, an early reveal refused with its line, reveals, and the bids to the ledger at once", () => {
    let t: PujasTable = { table: "topic-7", game: start(), auction: null };
    for (const p of ["ana", "bruno", "carla"] as const) t = played(t, p, turn("pass")).table;
    expect(t.auction).toMatchObject({ auction: "scene-1", stage: "committing" });
    expect(awaited(t)).toEqual({ what: "seal", users: ["ana", "bruno", "carla"] });
    t = played(t, "ana", seal("ana", 3)).table;
    const early = post(t, "ana", reveal("ana", 3));
    expect(early.ok).toBe(false);
    if (!early.ok) {
      expect(early.error).toMatchObject({ line: 1, quote: "[pj-puja subasta=scene-1]", error: { code: "pj.bids.too-early" } });
      expect(refusalText(early.error)).toContain("aún faltan pujas selladas de bruno, carla");
    }
    t = played(played(t, "bruno", seal("bruno", 1)).table, "carla", seal("carla", 3)).table;
    expect(awaited(t)).toEqual({ what: "reveal", users: ["ana", "bruno", "carla"] });
    t = played(played(t, "ana", reveal("ana", 3)).table, "bruno", reveal("bruno", 1)).table;
    expect(t.game.phase.kind).toBe("bidding");
    const last = played(t, "carla", reveal("carla", 3));
    expect(last.table.auction).toBeNull();
    expect(last.table.game.scene).toMatchObject({ narrator: "carla", table: 3 });
    expect(last.entries).toContainEqual(expect.objectContaining({ rule: "PJ-BID-4" }));
    expect(awaited(last.table)).toEqual({ what: "turn", users: ["carla"] });
  });

  it("a turn post: each line bought and its price, every coin with its rule, the purse after, and who plays next", () => {
    const p = played(toScene(), "ana", turn("place: the inn", "component: Inn (Old, Warm)", "event: a storm breaks", "end turn"));
    expect(p.bought).toEqual([{ line: 2, type: "place", coins: 1 }, { line: 3, type: "create", coins: 3 }, { line: 4, type: "event", coins: 1 }, { line: 5, type: "end-turn", coins: 0 }]);
    const text = replyText(p, "ana");
    expect(text).toContain("line 3 · new Component · 3 coins");
    expect(text).toContain("(PJ-OWN-13)");
    expect(text).toContain("ana's purse after: 20");
    expect(text).toMatch(/bruno's turn$/);
  });

  it("PJ-OWN-5: ending the scene is free in the reply, as on the card; the unused table coins are lost on their own line (PJ-BID-6), not priced", () => {
    // ana won scene 1 with 3 coins on the table (toScene) and ends it at once: nothing was spent.
    const p = played(toScene(), "ana", turn("end scene"));
    expect(p.bought).toEqual([{ line: 2, type: "end-scene", coins: 0 }]);
    const en = replyText(p, "ana");
    expect(en).toContain("line 2 · scene end · free");
    expect(en).toContain("- 3 coins: ana's table → the Bank · unused table coins are lost (PJ-BID-6)");
    const es = replyText({ ...p, lang: "es" }, "ana");
    expect(es).toContain("línea 2 · fin de escena · gratis");
    expect(es).toContain("- 3 monedas: mesa de ana → la Banca · las monedas de la mesa sin usar se pierden (PJ-BID-6)");
    // PJ-OWN-6: a fade to black costs its 1 coin (from the table first, PJ-AMB-03), and the 2 left are lost.
    const faded = played(toScene(), "ana", turn("fade to black"));
    expect(faded.bought).toEqual([{ line: 2, type: "end-scene", coins: 1 }]);
    expect(replyText(faded, "ana")).toContain("line 2 · scene end · 1 coin");
  });

  it("a post is all or nothing: a line that cannot be paid refuses the whole post, quoting it, in the post's language", () => {
    const t = played(toScene(), "ana", turn("event: x")).table;
    const r = post(t, "ana", "[pj-turno]\nevento: llueve\ncomponente: Dragón (A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T, U, V, W)\n[/pj-turno]");
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ line: 3, lang: "es", error: { code: "pj.coins.short", rule: "PJ-COIN-2" } });
    expect(refusalText(r.error)).toMatch(/^No se aplica nada de este mensaje \(línea 3\):\n> componente: Dragón/);
    expect(refusalText(r.error, "en")).toContain("ana needs 24 coins and has only 23 (PJ-COIN-2)");
    const bad = post(t, "bruno", turn("event: not my turn"));
    if (!bad.ok) expect(refusalText(bad.error, "en")).toContain("it is not bruno's turn");
    const markup = post(t, "ana", turn("buy a horse"));
    if (!markup.ok) expect(refusalText(markup.error, "en")).toContain("line 2, column 1: cannot read \"buy a horse\"");
  });

  it("a Complication is rolled with the caller's verifiable roll once all agree; a tie rolls again with the Advantage die", () => {
    let t = played(toScene(), "ana", turn("component: Inn (Old, Warm)", "event: storm", "end turn")).table;
    t = played(t, "bruno", turn("component: Bandit (Armed)", "complication c1: Inn, Bandit", "dice c1 bruno: Bandit/Armed", "dice c1 bruno: 2 (an ambush)", "end turn")).table;
    t = played(t, "carla", turn("end turn")).table;
    t = played(t, "ana", turn("dice c1 ana: Inn/Old", "dice c1 ana: Inn/Warm", "dice c1 ana: 1 (regulars)", "resolve: c1")).table;
    t = played(t, "bruno", turn("resolve: c1")).table;
    const p = played(t, "carla", turn("resolve: c1"), [[2, 7, 9], [4, 8, 10], [1, 5, 6], [2, 9, 9, 10]]);
    expect(p.rolls.map((r) => [r.pool, r.dice.length])).toEqual([["bruno", 3], ["ana", 3], ["bruno", 3], ["ana", 4]]);
    expect(p.table.game.complications["c1"]).toMatchObject({ winner: "complication", prize: { bruno: 6, ana: 4 }, stage: "narrating" });
    expect(awaited(p.table)).toEqual({ what: "narrate", users: ["bruno"] });
    expect(replyText(p, "carla")).toContain("bruno's dice in c1: 1, 5, 6");
    // PJ-CPX-5: each roll's successes said so that any count reads right (no "1 successes"), and a pool of no dice said in words.
    expect(replyText(p, "carla")).toMatch(/c1 roll 1: successes for the Complication, 1; against, 1/);
    expect(replyText({ ...p, lang: "es" }, "carla")).toMatch(/c1, tirada 1: éxitos para la Complicación, 1; en contra, 1/);
    const empty = { ...p, rolls: [{ complication: "c1", pool: "ana", dice: [], proof: "gf2.x" }] };
    expect(replyText(empty, "carla")).toContain("ana's dice in c1: none: the pool has no dice and rolls nothing");
    expect(replyText({ ...empty, lang: "es" }, "carla")).toContain("Dados de ana en c1: ninguno: la reserva no tiene dados y no tira");
  });

  it("PJ-TOOL-08: after the deadline a seal never revealed counts as a bid of 0", () => {
    let t: PujasTable = { table: "topic-7", game: start(), auction: null };
    for (const p of ["ana", "bruno", "carla"] as const) t = played(t, p, turn("pass")).table;
    for (const [p, bid] of [["ana", 3], ["bruno", 4], ["carla", 0]] as const) t = played(t, p, seal(p, bid)).table;
    t = played(played(t, "ana", reveal("ana", 3)).table, "carla", reveal("carla", 0)).table;
    const r = closeAuctionAtDeadline(t);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.forfeited).toEqual(["bruno"]);
    expect(r.value.table.game.scene!.narrator).toBe("ana");
    expect(closeAuctionAtDeadline(withAuction(r.value.table)).ok).toBe(false);
  });
});
