// PJ-BID-2 PJ-TOOL-11: a revealed scene bid whose coins left the purse while the reveals went on (a
// Fine lost, a Challenge bid: both allowed while bidding) counts as the coins the purse still holds,
// so the reveal that closes the auction, and the reveal deadline's tick, always close it. Before,
// the last reveal was refused ("ana bids 25 and has only 22") and the tick dropped, at every deadline:
// one player froze the table.
import { describe, expect, it } from "@jest/globals";
import { nodeCrypto } from "../../../src/dice/crypto-node.js";
import { commitmentOf } from "../../../src/games/pujas/bids/index.js";
import { closeAuctionAtDeadline, playPujasPost, refusalText, type PujasTable } from "../../../src/games/pujas/flow/index.js";
import { parsePujasPost } from "../../../src/games/pujas/markup/index.js";
import { ok } from "../../../src/lib/result.js";
import { balanced, start } from "./helpers.js";

const NONCE = { ana: "a9".repeat(32), bruno: "b8".repeat(32), carla: "c7".repeat(32) } as const;
type P = keyof typeof NONCE;
const noDice = () => ok({ dice: [], proof: "" });

function played(t: PujasTable, author: P, raw: string) {
  const r = playPujasPost(t, raw, parsePujasPost(raw), { author, crypto: nodeCrypto, roll: noDice });
  if (!r.ok) throw new Error(refusalText(r.error, "en"));
  expect(balanced(r.value.table.game)).toBe(true);
  return r.value;
}
const turn = (...lines: string[]) => `[pj-turn]\n${lines.join("\n")}\n[/pj-turn]`;
const seal = (p: P, bid: number) => `[pj-bid auction=scene-1]\nseal: ${commitmentOf({ table: "topic-9", auction: "scene-1", player: p, bid, nonce: NONCE[p] }, nodeCrypto)}\n[/pj-bid]`;
const reveal = (p: P, bid: number) => `[pj-bid auction=scene-1]\nbid: ${bid}\nsecret: ${NONCE[p]}\n[/pj-bid]`;

/** The Tenet lap passed, every seal in (ana her whole purse of 25), ana revealed, then ana lost a Fine by 3 votes to 0. */
function fined(settings: Parameters<typeof start>[0] = {}): PujasTable {
  let t: PujasTable = { table: "topic-9", game: start(settings), auction: null };
  for (const p of ["ana", "bruno", "carla"] as const) t = played(t, p, turn("pass")).table;
  for (const [p, bid] of [["ana", 25], ["bruno", 1], ["carla", 2]] as const) t = played(t, p, seal(p, bid)).table;
  t = played(t, "ana", reveal("ana", 25)).table;
  t = played(t, "bruno", turn("fine m1: ana")).table;
  for (const p of ["ana", "bruno", "carla"] as const) t = played(t, p, turn("vote m1: accuser")).table;
  expect(t.game.purses["ana"]).toBe(22);
  expect(t.auction).toMatchObject({ stage: "revealing" });
  return t;
}

describe("a revealed bid the purse can no longer pay (PJ-TOOL-11)", () => {
  it("counts as the coins left when the last reveal closes the auction, and says so", () => {
    const t = played(fined(), "bruno", reveal("bruno", 1)).table;
    const last = played(t, "carla", reveal("carla", 2));
    expect(last.table.auction).toBeNull();
    expect(last.table.game.scene).toMatchObject({ narrator: "ana", table: 22 });
    expect(last.table.game.purses).toMatchObject({ ana: 0, bruno: 25, carla: 25 });
    expect(last.entries).toContainEqual(expect.objectContaining({ rule: "PJ-TOOL-11", player: "ana", what: "bid of 25 counts as 22, the coins left in the purse" }));
    expect(last.actions.at(-1)).toEqual({ type: "auction", bids: { ana: 22, bruno: 1, carla: 2 } });
  });

  it("counts so at the reveal deadline too: the tick closes the auction, whoever has not revealed bidding 0 (PJ-TOOL-08)", () => {
    const t = played(fined(), "bruno", reveal("bruno", 1)).table;
    const c = closeAuctionAtDeadline(t);
    expect(c.ok && c.value.table.game.scene).toMatchObject({ narrator: "ana", table: 22 });
    expect(c.ok && c.value.forfeited).toEqual(["carla"]);
    expect(c.ok && c.value.entries).toContainEqual(expect.objectContaining({ rule: "PJ-TOOL-11", player: "ana" }));
  });

  it("closes at the deadline on a table that allows no bid of 0 (zeroBids: false), with a bid of 0 by a player who never revealed", () => {
    const t = played(fined({ zeroBids: false }), "bruno", reveal("bruno", 1)).table;
    const c = closeAuctionAtDeadline(t);
    expect(c.ok ? c.value.action : c.error).toEqual({ type: "auction", bids: { ana: 22, bruno: 1, carla: 0 }, forfeited: ["carla"] });
    // Its own 0 revealed is refused there, as the books would refuse it: unrevealed, it counts as 0 at the deadline.
    const zero = playPujasPost(t, reveal("carla", 0), parsePujasPost(reveal("carla", 0)), { author: "carla", crypto: nodeCrypto, roll: noDice });
    expect(zero.ok ? zero.value : zero.error.error.code).toBe("pj.auction.zero");
  });

  it("a bid the purse still pays is untouched, and a winner short of it never goes below 0", () => {
    const t = played(fined(), "bruno", reveal("bruno", 1)).table;
    const g = played(t, "carla", reveal("carla", 2)).table.game;
    expect(Object.values(g.purses).every((n) => n >= 0)).toBe(true);
    expect(balanced(g)).toBe(true);
  });
});
