// The service's clock's known answers (test/vectors/dice-v3-clock.json, docs/verifiable-dice.md §V.11),
// under node:crypto and @noble: each case's reading of the forum, judged (clockOf) and given to the
// verifier, gives the listed answer; the re-dated roll passes only for a verifier that knows no clock, and
// an unstamped one only for a post numbered before the clock post.
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { clockOf, type ClockReading } from "../../src/dice/clock.js";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { nobleCrypto } from "../../src/dice/crypto-noble.js";
import { decodeProof } from "../../src/dice/proof.js";
import { beaconChecker } from "../../src/dice/verify-beacon.js";
import { proofVerifier } from "../../src/dice/verify.js";
import { verifyOptionsFrom } from "../../src/dice/well-known.js";

/** A reading; no `revision` for a post that names no version (a verifier reads none then). */
interface Reading { stamp: number | "several" | null; shownVersion: number; postProbe: number; revision?: { status: number; createdAt?: string } }
/** `post`: the block's post when not the file's context's (one numbered before the clock post). */
interface Case { name: string; proof: string; forumTime: string; post?: number; reading: Reading | null; noClock?: boolean; expect: string }
const V = JSON.parse(readFileSync("test/vectors/dice-v3-clock.json", "utf8")) as { document: unknown; clockPost: number;
  context: { forum: string; topic: number; post: number; block: number }; pool: string; cases: Case[] };

const readingOf = (r: Reading): ClockReading => ({ stamp: r.stamp ?? undefined, shownVersion: r.shownVersion, postProbe: r.postProbe,
  ...(r.revision ? { revision: { status: r.revision.status, ...(r.revision.createdAt ? { at: Date.parse(r.revision.createdAt) } : {}) } } : {}) });

describe.each([["node", nodeCrypto], ["noble", nobleCrypto]] as const)("the clock's vectors under %s", (_, crypto) => {
  const options = verifyOptionsFrom(V.document, crypto);
  if (!options.ok) throw new Error(options.error.code);
  it.each(V.cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const forumTime = Date.parse(c.forumTime);
    const decoded = decodeProof(c.proof);
    if (!decoded.ok) throw new Error(decoded.error.code);
    const clock = c.reading ? clockOf(readingOf(c.reading), decoded.value.record as { postVersion: number; context: { post: number } }, forumTime) : undefined;
    const verify = proofVerifier({ ...options.value, checkBeacon: beaconChecker(), ...(c.noClock ? {} : { clock: V.clockPost }) }, crypto);
    const r = verify(c.proof, { forumTime, context: { ...V.context, ...(c.post !== undefined ? { post: c.post } : {}) }, sizes: [12, 12, 12], ...(clock ? { clock } : {}) });
    const got = !r.ok ? r.error.code : r.value.pending.length === 0 ? "valid" : r.value.pending.includes("clock") ? "pending" : `pending ${r.value.pending.join(",")}`;
    expect(got).toBe(c.expect);
  });
});
