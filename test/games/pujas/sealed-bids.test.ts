// Sealed scene bids on a forum, attacked: an early reveal, a changed bid, a replayed commitment, a bid
// for another player, a reveal for another table or auction, withholding a reveal; and the honest
// path ending in the ledger's auction. Both crypto implementations give the same commitments.
import { describe, expect, it } from "@jest/globals";
import { nodeCrypto } from "../../../src/dice/crypto-node.js";
import { nobleCrypto } from "../../../src/dice/crypto-noble.js";
import { close, commit, commitmentOf, newNonce, openAuction, opens, reveal, sealedBidMessages, type SealedAuction } from "../../../src/games/pujas/bids/index.js";
import { localise } from "../../../src/lib/i18n.js";
import type { GfError, Result } from "../../../src/lib/result.js";
import { checksRule, entry, passLap, play, start, step } from "./helpers.js";

const crypto = nodeCrypto;
const NONCES = { ana: "11".repeat(32), bruno: "22".repeat(32), carla: "33".repeat(32) } as const;
const BIDS = { ana: 5, bruno: 2, carla: 5 } as const;
type P = keyof typeof NONCES;
const opening = (p: P, bid: number = BIDS[p], extra: Partial<{ table: string; auction: string }> = {}) =>
  ({ table: "topic-42", auction: "scene-1", player: p, bid, nonce: NONCES[p], ...extra });
const fresh = () => openAuction({ table: "topic-42", auction: "scene-1", players: ["ana", "bruno", "carla"], purses: { ana: 25, bruno: 25, carla: 25 } });

function value(r: Result<SealedAuction, GfError>): SealedAuction {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}
function refusedWith(r: Result<unknown, GfError>, code: string): void {
  expect(r.ok).toBe(false);
  if (r.ok) return;
  expect(r.error).toMatchObject({ code, rule: "PJ-BID-2" });
  for (const lang of ["es", "en"] as const) expect(localise(sealedBidMessages, r.error, lang)).not.toMatch(/\{\w+\}|^pj\./);
}
const committed = () => (["ana", "bruno", "carla"] as const).reduce((a, p) => value(commit(a, p, commitmentOf(opening(p), crypto))), fresh());

describe("Pujas sealed bids: the commitment", () => {
  it("is SHA-256 of the domain, table, auction, player, bid and nonce, one per line (an independent vector), the same under both crypto implementations", () => {
    const o = { table: "topic-42", auction: "scene-1", player: "ana", bid: 5, nonce: `${"00".repeat(31)}01` };
    expect(commitmentOf(o, nodeCrypto)).toBe("a75bda0019f2f6a6772ead034e48d772ef4019519e1946ac7f5e6ccd9e795abc");
    expect(commitmentOf(o, nobleCrypto)).toBe(commitmentOf(o, nodeCrypto));
    expect(newNonce(crypto)).toMatch(/^[0-9a-f]{64}$/);
    expect(newNonce(crypto)).not.toBe(newNonce(crypto));
  });

  it("binds every field: another bid, nonce, player, table or auction does not open it", () => {
    const c = commitmentOf(opening("ana"), crypto);
    expect(opens(c, opening("ana"), crypto)).toBe(true);
    for (const other of [opening("ana", 6), { ...opening("ana"), nonce: NONCES.bruno }, { ...opening("ana"), player: "bruno" },
      opening("ana", 5, { table: "topic-43" }), opening("ana", 5, { auction: "scene-2" })]) expect(opens(c, other, crypto)).toBe(false);
    // A line break cannot move text from one field into the next.
    expect(() => commitmentOf({ ...opening("ana"), table: "topic-42\nscene-1" }, crypto)).toThrow(RangeError);
    expect(opens(c, { ...opening("ana"), nonce: "short" }, crypto)).toBe(false);
  });
});

describe("Pujas sealed bids: attacks", () => {
  it("an early reveal is refused until everyone has committed, naming who is missing", () => {
    const a = value(commit(fresh(), "ana", commitmentOf(opening("ana"), crypto)));
    const r = reveal(a, "ana", { bid: 5, nonce: NONCES.ana }, crypto);
    refusedWith(r, "pj.bids.too-early");
    if (!r.ok) expect(r.error.params).toEqual({ players: "bruno, carla" });
    refusedWith(close(a, false, a.purses), "pj.bids.too-early");
  });

  it("a changed bid does not open the commitment, and a commitment cannot be replaced", () => {
    const a = committed();
    refusedWith(reveal(a, "ana", { bid: 9, nonce: NONCES.ana }, crypto), "pj.bids.mismatch");
    refusedWith(commit(value(commit(fresh(), "ana", commitmentOf(opening("ana"), crypto))), "ana", commitmentOf(opening("ana", 9), crypto)), "pj.bids.committed");
    refusedWith(commit(a, "ana", commitmentOf(opening("ana", 9), crypto)), "pj.bids.commit-closed");
  });

  it("a replayed commitment is refused, and one from another auction or table never opens here", () => {
    const mine = commitmentOf(opening("ana"), crypto);
    const a = value(commit(fresh(), "ana", mine));
    refusedWith(commit(a, "bruno", mine), "pj.bids.replayed");
    // carla copies ana's commitment from last scene's auction: she cannot open it as hers here.
    const old = commitmentOf(opening("ana", 5, { auction: "scene-0" }), crypto);
    const b = value(commit(value(commit(a, "bruno", commitmentOf(opening("bruno"), crypto))), "carla", old));
    refusedWith(reveal(b, "carla", { bid: 5, nonce: NONCES.ana }, crypto), "pj.bids.mismatch");
  });

  it("a bid for another player is refused: the poster's own account commits and reveals only their own", () => {
    refusedWith(commit(fresh(), "zoe", commitmentOf(opening("ana"), crypto)), "pj.bids.not-bidding");
    const a = committed();
    // bruno posts ana's opening (learned somehow): it opens only under ana's name, never as bruno's bid.
    refusedWith(reveal(a, "bruno", { bid: 5, nonce: NONCES.ana }, crypto), "pj.bids.mismatch");
    const once = value(reveal(a, "ana", { bid: 5, nonce: NONCES.ana }, crypto));
    refusedWith(reveal(once, "ana", { bid: 5, nonce: NONCES.ana }, crypto), "pj.bids.revealed");
  });

  it("a malformed commitment or opening, and a bid over the purse, are refused", () => {
    refusedWith(commit(fresh(), "ana", "A".repeat(64)), "pj.bids.bad-commitment");
    refusedWith(reveal(committed(), "ana", { bid: -1, nonce: NONCES.ana }, crypto), "pj.bids.bad-opening");
    const poor = openAuction({ table: "topic-42", auction: "scene-1", players: ["ana", "bruno"], purses: { ana: 3, bruno: 25 } });
    const a = value(commit(value(commit(poor, "ana", commitmentOf(opening("ana"), crypto))), "bruno", commitmentOf(opening("bruno"), crypto)));
    refusedWith(reveal(a, "ana", { bid: 5, nonce: NONCES.ana }, crypto), "pj.bids.over-purse");
  });

  it("withholding a reveal cannot change anything: the auction waits, and after the deadline that bid counts as 0 (PJ-TOOL-08)", () => {
    const a = value(reveal(value(reveal(committed(), "ana", { bid: 5, nonce: NONCES.ana }, crypto)), "bruno", { bid: 2, nonce: NONCES.bruno }, crypto));
    refusedWith(close(a, false, a.purses), "pj.bids.unrevealed");
    const r = close(a, true, a.purses);
    if (!r.ok) throw new Error("close");
    expect(r.value.result).toEqual({ bids: { ana: 5, bruno: 2, carla: 0 }, forfeited: ["carla"], short: [] });
    refusedWith(reveal(r.value.auction, "carla", { bid: 5, nonce: NONCES.carla }, crypto), "pj.bids.closed");
  });
});

describe("Pujas sealed bids: the honest path", () => {
  it("PJ-BID-2: commitments, then reveals, then every bid at once into the ledger's auction, with the tie broken by seat", () => {
    let a = committed();
    expect(a.stage).toBe("revealing");
    for (const p of ["carla", "ana", "bruno"] as const) a = value(reveal(a, p, { bid: BIDS[p], nonce: NONCES[p] }, crypto));
    const r = close(a, false, a.purses);
    if (!r.ok) throw new Error("close");
    checksRule(["PJ-BID-2"], () => expect(r.value.result).toEqual({ bids: { ana: 5, bruno: 2, carla: 5 }, forfeited: [], short: [] }));
    const { state, entries } = step(play(start(), ...passLap()).state, { type: "auction", bids: r.value.result.bids });
    expect(entries).toContainEqual(entry("PJ-BID-4", { player: "carla" }));
    expect(state.scene!.narrator).toBe("carla");
  });
});
