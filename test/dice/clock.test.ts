// The service's clock against staff re-dating a player's topic (docs/verifiable-dice.md §V.11), on the
// vectors' test operator and the recorded quicknet round 657413: a stamped block's round is the first
// after the clock's revision v+1, whatever created_at staff gives the block's post; every other reading
// of the forum is refused or left pending, never passed. Without a clock the rule is V.1's, unchanged.
import { describe, expect, it } from "@jest/globals";
import { clockOf, judgeClock, stampOf, withStamp, type ClockReading } from "../../src/dice/clock.js";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { nobleCrypto } from "../../src/dice/crypto-noble.js";
import { QUICKNET, roundAfter, roundTimeMs } from "../../src/dice/drand.js";
import { rollPool } from "../../src/dice/roll.js";
import { proofVerifier } from "../../src/dice/verify.js";
import { verifyOptionsFrom } from "../../src/dice/well-known.js";
import { beacon, document, keys } from "./vector-operator.js";

const round = beacon.round;
/** Revision v+1 of the clock, made in the 3 s before round 657413 is published: its round is that one. */
const clockAt = roundTimeMs(QUICKNET, round - 1) + 1_200;
/** The player's post, made 40 s before the clock's revision (the service revised the clock when it saw it). */
const posted = clockAt - 40_000;
const context = { forum: "forum.example.org", topic: 12, post: 345, block: 0 };
const sizes = [12, 12, 12];
const roll = (at: number) => {
  const rolled = rollPool({ context, sizes, at, postVersion: 1, beacon }, { seq: 1, prev: new Uint8Array(32) }, { ...keys, drand: QUICKNET }, nodeCrypto);
  if (!rolled.ok) throw new Error(rolled.error.code);
  return rolled.value.proof;
};
const options = (clock: boolean) => {
  const o = verifyOptionsFrom(document(true), nodeCrypto);
  if (!o.ok) throw new Error(o.error.code);
  // The clock post, numbered before the block's post (345).
  return { ...o.value, ...(clock ? { clock: 300 } : {}) };
};
const reading = (over: Partial<ClockReading> = {}): ClockReading => ({ stamp: 7, shownVersion: 1, postProbe: 404, revision: { status: 200, at: clockAt }, ...over });
const verdict = (proof: string, forumTime: number, clock: ClockReading | undefined, withClock = true, crypto = nodeCrypto) => {
  const r = proofVerifier(options(withClock), crypto)(proof, { forumTime, context, sizes, ...(clock ? { clock: clockOf(clock, { postVersion: 1, context }, forumTime)! } : {}) });
  return r.ok ? { passed: r.value.passed, pending: r.value.pending } : r.error.code;
};

describe("the stamp in the post's raw", () => {
  it("is a link reference definition the composer adds or replaces, read back exactly", () => {
    expect(withStamp("Ataco.\n\n[gf-pool]\nd6\n[/gf-pool]\n", 7)).toBe("Ataco.\n\n[gf-pool]\nd6\n[/gf-pool]\n\n[dice-clock]: #7");
    expect(stampOf(withStamp(withStamp("x", 7), 9))).toBe(9);
    expect(withStamp(withStamp("x", 7), 9).match(/dice-clock/g)).toHaveLength(1);
    expect(stampOf("x\n\n[dice-clock]: #7\n[dice-clock]: #8")).toBe("several");
    expect(stampOf("x [dice-clock]: #7")).toBeUndefined();
    expect(stampOf("x\n\n[Dice-Clock]: #12 ")).toBe(12);
  });
});

describe("a stamped block's round follows the clock, not the post's date (§V.11)", () => {
  it("the genuine roll: the round after revision v+1, fully verified under node and noble", () => {
    expect(roundAfter(QUICKNET, clockAt)).toBe(round);
    // Rolled by V.1's rule its round would be another: the block time is 40 s earlier.
    expect(roundAfter(QUICKNET, posted)).not.toBe(round);
    const rolled = (roundAt?: number) => rollPool({ context, sizes, at: posted, postVersion: 1, beacon, ...(roundAt !== undefined ? { roundAt } : {}) },
      { seq: 1, prev: new Uint8Array(32) }, { ...keys, drand: QUICKNET }, nodeCrypto);
    const byTime = rolled();
    expect(byTime.ok ? "rolled" : byTime.error.code).toBe("dice.beacon.wrong-round");
    const genuine = rolled(clockAt);
    if (!genuine.ok) throw new Error(genuine.error.code);
    for (const crypto of [nodeCrypto, nobleCrypto]) {
      const v = verdict(genuine.value.proof, posted, reading(), true, crypto);
      expect(typeof v === "object" ? [v.passed.includes("clock"), v.passed.includes("forum-time"), v.passed.includes("faces"), v.pending] : v).toEqual([true, true, true, []]);
    }
    // Read by V.1's rule (no clock), the same roll is refused: its round is not the one after its block time.
    expect(verdict(genuine.value.proof, posted, undefined, false)).toBe("dice.verify.beacon-round");
  });

  it("attack: staff re-dates the player's topic so that the post's created_at picks round 657413 (V.1's rule): refused under the clock, whose revision names another round", () => {
    // The operator moved the post to read a second before the round; it signs that time and the round after it.
    const redated = roundTimeMs(QUICKNET, round - 1) + 1_000;
    const forged = roll(redated);
    // Without a clock, V.1's rule: it passes. That is the attack.
    const old = verdict(forged, redated, undefined, false);
    expect(typeof old === "object" && old.passed.includes("beacon-round") && old.passed.includes("faces")).toBe(true);
    // The clock's revision v+1 was made 90 s later than the one above: its round is 30 rounds on.
    for (const crypto of [nodeCrypto, nobleCrypto]) {
      expect(verdict(forged, redated, reading({ revision: { status: 200, at: clockAt + 90_000 } }), true, crypto)).toBe("dice.verify.clock-round");
    }
  });

  it("the same roll under the clock whose revision names round 657413 passes, whatever created_at staff gave the post before it", () => {
    const forged = roll(roundTimeMs(QUICKNET, round - 1) + 1_000);
    const v = verdict(forged, roundTimeMs(QUICKNET, round - 1) + 1_000, reading({ revision: { status: 200, at: clockAt + 500 } }));
    expect(typeof v === "object" && v.passed.includes("clock") && v.passed.includes("beacon-round") && v.pending.length === 0).toBe(true);
  });

  it("refuses a post without a stamp, a stale stamp, a hidden clock revision and a post hiding a revision", () => {
    const proof = roll(roundTimeMs(QUICKNET, round - 1) + 1_000);
    const at = roundTimeMs(QUICKNET, round - 1) + 1_000;
    expect(verdict(proof, at, reading({ stamp: undefined }))).toBe("dice.verify.clock-stamp");
    expect(verdict(proof, at, reading({ stamp: "several" }))).toBe("dice.verify.clock-stamp");
    // The block dated at or after revision v+1: its round may have been out before it was written.
    expect(verdict(proof, at, reading({ revision: { status: 200, at } }))).toBe("dice.verify.clock-stale");
    expect(verdict(proof, at, reading({ revision: { status: 403 } }))).toBe("dice.verify.clock-hidden");
    expect(verdict(proof, at, reading({ postProbe: 403 }))).toBe("dice.verify.clock-post");
    expect(verdict(proof, at, reading({ postProbe: 200 }))).toBe("dice.verify.clock-post");
  });

  it("leaves the round pending, never passed, while revision v+1 is not made, the post shows a later version, or nothing was read", () => {
    const at = roundTimeMs(QUICKNET, round - 1) + 1_000;
    const proof = roll(at);
    for (const r of [reading({ revision: { status: 404 } }), reading({ shownVersion: 2 }), undefined]) {
      const v = verdict(proof, at, r);
      expect(typeof v === "object" && v.pending.includes("clock") && v.pending.includes("beacon-round") && !v.passed.includes("beacon-round")).toBe(true);
    }
  });

  it("judgeClock names the version and the revision it read", () => {
    const stale = judgeClock(reading(), 1, clockAt, 345);
    expect(stale.ok ? "ok" : stale.error.params).toEqual({ stamp: 7, revision: 8, at: new Date(clockAt).toISOString(), block: new Date(clockAt).toISOString() });
    expect(judgeClock(reading(), 1, clockAt - 1, 345)).toEqual({ ok: true, value: { at: clockAt, stamp: 7 } });
  });
});
