// Where no clock fixes the round (test/vectors/dice-v3-unclocked.json, docs/verifiable-dice.md §V.11), under
// node:crypto and @noble: a v3 beacon roll read with the commitment topic and no clock post in it, or of a
// post numbered before the clock post, holds every check and is still not fully verified (roundUnfixed);
// the clock's own roll is. Each case's reading is judged (clockOf) and given to the verifier as in
// vectors-clock.test.ts; the earlier vector files are unchanged.
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { clockOf, withClock, type ClockReading } from "../../src/dice/clock.js";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { nobleCrypto } from "../../src/dice/crypto-noble.js";
import { decodeProof } from "../../src/dice/proof.js";
import { beaconChecker } from "../../src/dice/verify-beacon.js";
import { proofVerifier } from "../../src/dice/verify.js";
import { verifyOptionsFrom } from "../../src/dice/well-known.js";

interface Reading { stamp: number | "several" | null; shownVersion: number; postProbe: number; revision?: { status: number; createdAt?: string } }
interface Case { name: string; proof: string; forumTime: string; post?: number; clockPost: number | null; reading: Reading | null; expect: string }
const V = JSON.parse(readFileSync("test/vectors/dice-v3-unclocked.json", "utf8")) as { document: unknown;
  context: { forum: string; topic: number; post: number; block: number }; cases: Case[] };

const readingOf = (r: Reading): ClockReading => ({ stamp: r.stamp ?? undefined, shownVersion: r.shownVersion, postProbe: r.postProbe,
  ...(r.revision ? { revision: { status: r.revision.status, ...(r.revision.createdAt ? { at: Date.parse(r.revision.createdAt) } : {}) } } : {}) });

describe.each([["node", nodeCrypto], ["noble", nobleCrypto]] as const)("the unclocked vectors under %s", (_, crypto) => {
  const options = verifyOptionsFrom(V.document, crypto);
  if (!options.ok) throw new Error(options.error.code);
  it("has the attack, the boundary and the clock's own roll", () => {
    expect(V.cases.map((c) => c.expect).sort()).toEqual(["dice.verify.beacon-round", "fully verified", "valid, round unfixed", "valid, round unfixed"]);
  });
  it.each(V.cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const forumTime = Date.parse(c.forumTime);
    const decoded = decodeProof(c.proof);
    if (!decoded.ok) throw new Error(decoded.error.code);
    const clock = c.reading ? clockOf(readingOf(c.reading), decoded.value.record as { postVersion: number; context: { post: number } }, forumTime) : undefined;
    const verify = proofVerifier(withClock({ ...options.value, checkBeacon: beaconChecker() }, c.clockPost), crypto);
    const r = verify(c.proof, { forumTime, context: { ...V.context, ...(c.post !== undefined ? { post: c.post } : {}) }, sizes: [12, 12, 12], ...(clock ? { clock } : {}) });
    const got = !r.ok ? r.error.code : r.value.pending.length ? `pending ${r.value.pending.join(",")}` : r.value.roundUnfixed ? "valid, round unfixed" : "fully verified";
    expect(got).toBe(c.expect);
  });
});
