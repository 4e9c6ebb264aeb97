// What the outbox writes per reply. A reply enqueued while another send is in flight is not claimed on
// its own: the send that ends next marks itself sent and claims it in one transaction (the claim's
// sent marks), so a busy outbox commits once per round of sends instead of once per claim and once per
// sent mark. Real SQLite file, real sandbox forum over HTTP.
import { describe, expect, it } from "@jest/globals";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSandbox } from "../../src/sandbox/sandbox.js";
import { systemClock } from "../../src/service/clock.js";
import { discourseClient } from "../../src/service/discourse/client.js";
import { memoryLog } from "../../src/service/log.js";
import { OutboxWorker } from "../../src/service/outbox.js";
import { openStore } from "../../src/service/store/open-store.js";
import type { OutboxItem, SentMark, Store } from "../../src/service/store/store.js";
import { until } from "../support/until.js";
import { replies } from "./outbox-workers.js";

describe("the outbox's commits", () => {
  it("claims a reply enqueued during a send with that send's sent mark, in one transaction", async () => {
    const sandbox = await startSandbox({ adminApiPerMinute: 100_000 });
    const inner = await openStore(join(mkdtempSync(join(tmpdir(), "gf-commits-")), "gf.sqlite"));
    // Every claim: the sent marks it carried and the items it took.
    const claims: { marks: number[]; took: string[] }[] = [];
    const store: Store = { ...inner, claimOutbox: async (now: number, leaseMs: number, limit: number, sent: readonly SentMark[] = []) => {
      const took: OutboxItem[] = await inner.claimOutbox(now, leaseMs, limit, sent);
      claims.push({ marks: sent.map((m) => m.id), took: took.map((i) => i.key) });
      return took;
    } };
    // The forum's answer to the first reply waits until the test lets it through.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => { release = r; });
    let posts = 0;
    const forumFetch: typeof fetch = async (input, init) => {
      if (init?.method === "POST" && posts++ === 0) await held;
      return fetch(input, init);
    };
    const discourse = discourseClient({ baseUrl: sandbox.url, apiKey: sandbox.apiKey, apiUsername: "gf-dice", fetch: forumFetch });
    // No poll within the test: only sends and enqueues wake the loop.
    const worker = new OutboxWorker(store, discourse, systemClock, memoryLog(), { serviceUsername: "gf-dice", leaseMs: 30_000, batch: 16,
      baseBackoffMs: 20, maxBackoffMs: 200, maxAttempts: 3, pollMs: 600_000 });
    const topic = sandbox.forum.createTopic(sandbox.forum.userByName("moderadora")!, "Escena", "Empieza", sandbox.category.id);
    const post = (text: string) => sandbox.forum.createReply(sandbox.forum.userByName("alicia")!, topic.topicId, text, null)!;
    const enqueue = async (key: string, p: { id: number; topicId: number; postNumber: number }) => {
      await store.enqueue({ key, kind: "reply", topicId: p.topicId, postId: p.id, replyToPostNumber: p.postNumber, raw: key, createdAt: Date.now() });
      worker.enqueued();
    };
    worker.start();
    try {
      const a = post("[gf-pool]\nd8\n[/gf-pool]");
      const b = post("[gf-pool]\nd6\n[/gf-pool]");
      await until("the first loop's claim", () => claims.length >= 1);
      await enqueue("roll:a", a);
      await until("the first reply on its way", () => posts === 1);
      // Enqueued while the first send is in flight: no claim of its own.
      await enqueue("roll:b", b);
      await new Promise((r) => setImmediate(r));
      expect(claims.filter((c) => c.took.includes("roll:b"))).toEqual([]);
      release();
      await until("both replies posted", () => replies(sandbox, a.id) === 1 && replies(sandbox, b.id) === 1);
      await until("the last sent mark", async () => (await inner.outboxCounts()).sent === 2);
      // The claim that took "roll:b" is the one that marked "roll:a" sent.
      const withB = claims.find((c) => c.took.includes("roll:b"))!;
      expect(withB.marks).toHaveLength(1);
      expect(claims.filter((c) => c.took.length > 0).map((c) => c.took)).toEqual([["roll:a"], ["roll:b"]]);
    } finally {
      release();
      await worker.stop();
      await inner.close();
      await sandbox.close();
    }
  });
});
