// A reply interrupted mid-send is looked for before it is sent again, among every direct reply to the
// pool post: Discourse lists them 20 at a time (PostsController#replies), so a busy post's reply may
// sit on a later page. Real sandbox forum over HTTP, real SQLite store.
import { describe, expect, it } from "@jest/globals";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSandbox } from "../../src/sandbox/sandbox.js";
import { discourseClient } from "../../src/service/discourse/client.js";
import { memoryLog } from "../../src/service/log.js";
import { OutboxWorker, replyMarker } from "../../src/service/outbox.js";
import { openStore } from "../../src/service/store/open-store.js";

describe("finding a delivered reply", () => {
  it.each([[3], [19], [20], [21], [45]])("finds the service's reply after %i other replies to the pool post, and sends nothing", async (before) => {
    const sandbox = await startSandbox({ adminApiPerMinute: 100_000 });
    const store = await openStore(join(mkdtempSync(join(tmpdir(), "gf-find-")), "gf.sqlite"));
    try {
      const forum = sandbox.forum;
      const topic = forum.createTopic(forum.userByName("moderadora")!, "Escena", "Empieza", sandbox.category.id);
      const pool = forum.createReply(forum.userByName("alicia")!, topic.topicId, "[gf-pool]\nd8 d6\n[/gf-pool]", null)!;
      // Players answer the pool post, and so does the service, for other blocks' notices.
      for (let i = 0; i < before; i++) {
        const who = i % 3 === 0 ? "gf-dice" : ["bruno", "carla"][i % 2]!;
        forum.createReply(forum.userByName(who)!, topic.topicId, `respuesta ${i}${who === "gf-dice" ? `\n\n${replyMarker(`other:${i}`)}` : ""}`, pool.postNumber);
      }
      const key = `roll:${pool.id}:0`;
      await store.enqueue({ key, kind: "reply", topicId: topic.topicId, postId: pool.id, replyToPostNumber: pool.postNumber, raw: "tirada", createdAt: 0 });
      // A worker claims it, sends it, and dies before recording that: the item is left in doubt.
      await store.claimOutbox(Date.now(), 1, 1);
      const delivered = forum.createReply(forum.userByName("gf-dice")!, topic.topicId, `tirada\n\n${replyMarker(key)}`, pool.postNumber)!;
      forum.createReply(forum.userByName("bruno")!, topic.topicId, "después", pool.postNumber);
      await new Promise((r) => setTimeout(r, 5));

      const discourse = discourseClient({ baseUrl: sandbox.url, apiKey: sandbox.apiKey, apiUsername: "gf-dice" });
      const worker = new OutboxWorker(store, discourse, { now: () => Date.now(), sleep: async () => {} }, memoryLog(),
        { serviceUsername: "gf-dice", leaseMs: 1_000, batch: 4, baseBackoffMs: 10, maxBackoffMs: 10, maxAttempts: 3, pollMs: 10 });
      expect(await worker.runOnce()).toBe(1);
      const mine = forum.topicPosts(topic.topicId).filter((p) => p.raw.includes(replyMarker(key)));
      expect(mine.map((p) => p.id)).toEqual([delivered.id]);
      expect(await store.outboxCounts()).toEqual({ pending: 0, sent: 1, dead: 0 });
    } finally {
      await store.close(); await sandbox.close();
    }
  }, 30_000);
});
