// The staff operator's move against a beacon roll (docs/verifiable-dice.md §V.11): it re-dates the player's
// topic with change timestamp (TopicsController#change_timestamps) to `at`, then signs the round V.1's rule
// gives for that date, round 657413 (the recorded one, test/fixtures/drand), into its log and the thread.
import { fromHex } from "../../../src/dice/bytes.js";
import { nodeCrypto } from "../../../src/dice/crypto-node.js";
import { QUICKNET, roundAfter } from "../../../src/dice/drand.js";
import { rollPool } from "../../../src/dice/roll.js";
import { fixture, ROUND } from "../../service/clock-forum.js";
import type { Harness } from "../../service/harness.js";
import { operatorKeys, servedAndPosted } from "../operator-log.js";

/** Moves `pool`'s topic to `at` (a time whose next round is 657413) and serves and posts the roll signed for it; the proof. */
export async function redatedRoll(h: Harness, pool: { id: number; topic_id: number }, at: number): Promise<string> {
  const moved = await fetch(`${h.sandbox.url}/t/${pool.topic_id}/change-timestamp`, { method: "PUT",
    headers: { "Api-Key": h.sandbox.apiKey, "Api-Username": "gf-dice", "Content-Type": "application/json" },
    body: JSON.stringify({ timestamp: at / 1000 }) });
  if (moved.status !== 200) throw new Error(`change timestamp answered ${moved.status}`);
  if (roundAfter(QUICKNET, at) !== ROUND) throw new Error(`${new Date(at).toISOString()} is not just before round ${ROUND}`);
  const keys = { ...operatorKeys(h.dataDir), drand: QUICKNET };
  return servedAndPosted(h, pool, (link) => rollPool({ context: { forum: new URL(h.sandbox.url).host, topic: pool.topic_id, post: pool.id, block: 0 },
    sizes: [12, 12, 12], at, postVersion: 1, beacon: { round: ROUND, signature: fromHex(fixture.beacon.signature)! } }, link, keys, nodeCrypto));
}
