// What the operator's attacks on the anchoring of heads start from, against the real service and its sandbox
// forum: `gf keys rotate` run as an operator runs it (the service stopped, the keys rotated, the service started
// again on its port, posting its new commitment), and staff's "change timestamp" on the commitment topic
// (TopicsController#change_timestamps, PUT /t/{id}/change-timestamp: every post of the topic moved together).
import { expect } from "@jest/globals";
import type { ForumPost } from "../../../src/sandbox/forum.js";
import { restartService, type Harness } from "../../service/harness.js";
import { gf } from "./gf-cli.js";

/** The last commitment post in the forum: after a rotation, the rotation's. */
export function lastCommitment(h: Harness): ForumPost {
  return [...h.sandbox.forum.posts.values()].filter((p) => p.raw.includes("gf-dice-commitment-v")).at(-1)!;
}

/** Rotates the service's keys through a restart (v3 proofs); the rotation's commitment post. */
export async function rotate(h: Harness): Promise<ForumPost> {
  await restartService(h, async () => { expect((await gf(["keys", "rotate", "--data-dir", h.dataDir])).code).toBe(0); }, { dice: { proofVersion: 3 } });
  return lastCommitment(h);
}

/** alicia posts `raw`, the service answers it, then the keys rotate: the post, and the rotation's commitment post after it. */
export async function postThenRotate(h: Harness, raw: string): Promise<{ first: { id: number; topic_id: number }; rotation: ForumPost }> {
  const first = await h.post("alicia", raw);
  await h.settle();
  return { first, rotation: await rotate(h) };
}

/** Staff's change timestamp, as the service's account (staff on its own forum): topic `topicId` moved by `byMs`. */
export function moveTopic(h: Harness, topicId: number, byMs: number): Promise<Response> {
  const topic = h.sandbox.forum.topics.get(topicId)!;
  return fetch(`${h.sandbox.url}/t/${topic.id}/change-timestamp`, { method: "PUT",
    headers: { "Api-Key": h.sandbox.apiKey, "Api-Username": "gf-dice", "Content-Type": "application/json" },
    body: JSON.stringify({ timestamp: (Date.parse(topic.createdAt) + byMs) / 1000 }) });
}
