// Two service instances share one outbox (one SQLite file, or one PostgreSQL database). A 429 whose
// Retry-After outlasts the lease pauses one instance's request budget with claims in hand: while it
// waits it must keep them (renewing its lease), and one that lost a claim meanwhile must not send.
// Each post still gets exactly one reply. Real sandbox forum over HTTP, real stores.
import { describe, expect, it } from "@jest/globals";
import { startSandbox } from "../../src/sandbox/sandbox.js";
import type { Sandbox } from "../../src/sandbox/sandbox.js";
import { replyMarker } from "../../src/service/outbox.js";
import type { Store } from "../../src/service/store/store.js";
import { outboxWorker, pools, repliesPerPost, sharedStores } from "./outbox-workers.js";
import { until } from "../support/until.js";

const LEASE_MS = 600;
const RETRY_AFTER_S = 3; // five leases

/** Two connections to one database: what two instances have. */
const backends = sharedStores("lease");
const worker = (sandbox: Sandbox, store: Store) => outboxWorker(sandbox, store, { leaseMs: LEASE_MS });

describe.each(backends)("outbox leases across two instances (%s)", (_name, open) => {
  it("keeps its claims while a 429's Retry-After outlasts the lease: one reply per post", async () => {
    const sandbox = await startSandbox({ adminApiPerMinute: 100_000 });
    const [storeA, storeB] = await open();
    const a = worker(sandbox, storeA);
    const b = worker(sandbox, storeB);
    try {
      // The forum answers instance A's first send with a long 429, which pauses A's request budget;
      // the replies enqueued next are claimed by A and wait in the paused budget, five leases long.
      sandbox.server.faults.push({ status: 429, retryAfterSec: RETRY_AFTER_S, count: 1, path: /^POST \/posts\.json$/ });
      const ids = await pools(sandbox, storeA, 1);
      a.start();
      // A has taken the 429 (its budget is paused), not only the forum sent it: the forum records a
      // request before A reads the answer, and items claimed in between went out unpaused.
      await until("A paused by the forum's 429", () => a.lines.some((l) => l["msg"] === "outbox: rate limited by the forum"));
      ids.push(...await pools(sandbox, storeA, 7));
      a.kick();
      await new Promise((r) => setTimeout(r, 100));
      b.start(); // instance B, not paused, polls every 20 ms for items whose lease ran out
      await until("an empty outbox", async () => (await storeA.outboxCounts()).pending === 0, { ms: 30_000 });
      await a.stop(); await b.stop(); // whatever either still had in flight has gone out now
      expect(repliesPerPost(sandbox, ids)).toEqual(ids.map(() => 1));
    } finally {
      await a.stop(); await b.stop(); await storeA.close(); await storeB.close(); await sandbox.close();
    }
  }, 60_000);

  it("does not send an item whose claim another instance took while it waited", async () => {
    const sandbox = await startSandbox({ adminApiPerMinute: 100_000 });
    const [storeA, storeB] = await open();
    const a = worker(sandbox, storeA);
    try {
      // A's pause must outlast this test's own steps up to B's claim (posts, enqueues, the claim): B's
      // clock is ten leases ahead, so an item A sends once its pause is over, B takes as well (a skew
      // the leases do not allow for). 2 s was outlasted on a loaded machine: one post got two replies.
      sandbox.server.faults.push({ status: 429, retryAfterSec: 8, count: 1, path: /^POST \/posts\.json$/ });
      const ids = await pools(sandbox, storeA, 1);
      a.start();
      // A has taken the 429 (its budget is paused), not only the forum sent it: the forum records a
      // request before A reads the answer, and items claimed in between went out unpaused.
      await until("A paused by the forum's 429", () => a.lines.some((l) => l["msg"] === "outbox: rate limited by the forum"));
      ids.push(...await pools(sandbox, storeA, 3));
      a.kick();
      await new Promise((r) => setTimeout(r, 100)); // A claims them; they wait in its paused budget
      // Another instance whose clock says A's leases ran out (A frozen, say) takes the items A still
      // waits on, and sends them itself.
      // Still staged as meant: A has sent nothing since its 429.
      expect(sandbox.server.requests.filter((r) => r.method === "POST" && r.path === "/posts.json").map((r) => r.status)).toEqual([429]);
      const taken = await storeB.claimOutbox(Date.now() + 10 * LEASE_MS, 60_000, 16);
      expect(taken.length).toBeGreaterThan(0);
      for (const item of taken) {
        const post = sandbox.forum.posts.get(item.postId)!;
        sandbox.forum.createReply(sandbox.forum.userByName("gf-dice")!, post.topicId, `${item.raw}\n\n${replyMarker(item.key)}`, post.postNumber);
        await storeB.markSent(item.id, null, null, Date.now());
      }
      await until("an empty outbox", async () => (await storeA.outboxCounts()).pending === 0, { ms: 30_000 });
      await a.stop();
      expect(repliesPerPost(sandbox, ids)).toEqual(ids.map(() => 1));
    } finally {
      await a.stop(); await storeA.close(); await storeB.close(); await sandbox.close();
    }
  }, 60_000);
});
