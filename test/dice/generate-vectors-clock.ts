// Writes test/vectors/dice-v3-clock.json (docs/verifiable-dice.md §V.11): gf-dice-v3 beacon rolls judged by
// the service's clock, each with what the forum shows (the post's stamp and version, its revision probe,
// the clock's revision v+1) and the answer a verifier must give, named after the attack or the case. Run
// only when a vector is added, never to "fix" a failing test. Usage:
//   npx esbuild test/dice/generate-vectors-clock.ts --bundle --platform=node --format=esm \
//     --packages=external --outfile=node_modules/.cache/genclock.mjs && node node_modules/.cache/genclock.mjs
import { writeFileSync } from "node:fs";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { QUICKNET, roundTimeMs } from "../../src/dice/drand.js";
import { rollPool } from "../../src/dice/roll.js";
import { beacon, document, keys } from "./vector-operator.js";

const round = beacon.round;
const iso = (ms: number) => new Date(ms).toISOString();
/** Revision 8 of the clock (post 300), made in the 3 s before round 657413 is out. */
const clockAt = roundTimeMs(QUICKNET, round - 1) + 1_200;
const context = { forum: "forum.example.org", topic: 12, post: 345, block: 0 };
const sizes = [12, 12, 12];
const roll = (at: number, roundAt?: number, post = context.post) => {
  const r = rollPool({ context: { ...context, post }, sizes, at, postVersion: 1, beacon, ...(roundAt !== undefined ? { roundAt } : {}) }, { seq: 1, prev: new Uint8Array(32) },
    { ...keys, drand: QUICKNET }, nodeCrypto);
  if (!r.ok) throw new Error(r.error.code);
  return r.value.proof;
};
const posted = clockAt - 40_000;
const redated = roundTimeMs(QUICKNET, round - 1) + 1_000;
const reading = (over: Record<string, unknown> = {}) => ({ stamp: 7, shownVersion: 1, postProbe: 404, revision: { status: 200, createdAt: iso(clockAt) }, ...over });
const genuine = roll(posted, clockAt);
const byDate = roll(redated);
const cases = [
  { name: "a stamped post's roll: the first round after the clock's revision v+1, not after the post", proof: genuine, forumTime: iso(posted), reading: reading(), expect: "valid" },
  { name: "attack: staff re-dated the player's topic so that the post's date picks the round (V.1's rule); the clock's revision names another", proof: byDate, forumTime: iso(redated),
    reading: reading({ revision: { status: 200, createdAt: iso(clockAt + 90_000) } }), expect: "dice.verify.clock-round" },
  { name: "the same roll by the post's date, read by a verifier that knows no clock: it passes (what the clock closes)", proof: byDate, forumTime: iso(redated), reading: null, noClock: true, expect: "valid" },
  { name: "the genuine roll read by V.1's rule: refused, its round follows the clock", proof: genuine, forumTime: iso(posted), reading: null, noClock: true, expect: "dice.verify.beacon-round" },
  { name: "a post with no stamp (typed outside the composer)", proof: genuine, forumTime: iso(posted), reading: reading({ stamp: null }), expect: "dice.verify.clock-stamp" },
  { name: "a post naming two clock versions", proof: genuine, forumTime: iso(posted), reading: reading({ stamp: "several" }), expect: "dice.verify.clock-stamp" },
  { name: "a stale stamp: the block dated after the clock's revision v+1", proof: roll(clockAt + 500, clockAt), forumTime: iso(clockAt + 500), reading: reading(), expect: "dice.verify.clock-stale" },
  { name: "the clock's revision v+1 hidden by staff (403)", proof: genuine, forumTime: iso(posted), reading: reading({ revision: { status: 403 } }), expect: "dice.verify.clock-hidden" },
  { name: "the player's post hiding a revision from readers (its next revision answers 403)", proof: genuine, forumTime: iso(posted), reading: reading({ postProbe: 403 }), expect: "dice.verify.clock-post" },
  { name: "the clock's revision v+1 not made yet (404): the round is pending", proof: genuine, forumTime: iso(posted), reading: reading({ revision: { status: 404 } }), expect: "pending" },
  { name: "the post shown at a later version than the block's: its stamp is not read, the round is pending", proof: genuine, forumTime: iso(posted), reading: reading({ shownVersion: 2, postProbe: 404 }), expect: "pending" },
  // The clock turned off (dice.clock false): the clock post stays in the topic, numbered before the
  // player's post, so the post must name a version of it; unstamped, the re-dated post's roll is refused.
  // A verifier reads no clock revision for a post that names none (clock.ts readClock).
  { name: "attack: the clock turned off, the topic re-dated: a post numbered after the clock post names no version, and its round follows its moved date (V.1's rule)",
    proof: byDate, forumTime: iso(redated), reading: { stamp: null, shownVersion: 1, postProbe: 404 }, expect: "dice.verify.clock-stamp" },
  { name: "a post numbered before the clock post keeps V.1's rule: unstamped, its roll by the post's date passes", proof: roll(redated, undefined, 250),
    forumTime: iso(redated), post: 250, reading: null, expect: "valid" },
];
writeFileSync("test/vectors/dice-v3-clock.json", `${JSON.stringify({
  about: "docs/verifiable-dice.md §V.11: each case's proof, the forum's time for its block, what the forum shows of the clock (reading: the stamp, the post's shown version, its revision probe's status, the clock's revision v+1) and the answer; the clock post is 300, the block's post 345",
  document: document(true), clockPost: 300, context, pool: "d12 d12 d12", cases }, null, 2)}\n`);
