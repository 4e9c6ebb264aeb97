// Two service instances share one outbox (one SQLite file, or one PostgreSQL database). A 429 whose
// Retry-After outlasts the lease pauses one instance's request budget with claims in hand: while it
// waits it must keep them (renewing its lease), and one that lost a claim meanwhile must not send.
// Each post still gets exactly one reply. Real sandbox forum over HTTP, real stores.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { startSandbox } from "../../src/sandbox/sandbox.js";
import type { Sandbox } from "../../src/sandbox/sandbox.js";
import { systemClock } from "../../src/service/clock.js";
import { discourseClient } from "../../src/service/discourse/client.js";
import { requestBudget } from "../../src/service/discourse/request-budget.js";
import { memoryLog } from "../../src/service/log.js";
import { OutboxWorker, replyMarker } from "../../src/service/outbox.js";
import { openStore } from "../../src/service/store/open-store.js";
import type { Store } from "../../src/service/store/store.js";
import { startPgCluster } from "./pg-cluster.js";
import type { PgCluster } from "./pg-cluster.js";

const LEASE_MS = 600;
const RETRY_AFTER_S = 3; // five leases

let cluster: PgCluster | undefined;
let pgDb = 0;
beforeAll(async () => { cluster = await startPgCluster(); }, 60_000);
afterAll(() => cluster?.stop());

/** Two connections to one database: what two instances have. */
const backends: [string, () => Promise<[Store, Store]>][] = [
  ["sqlite", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "gf-lease-")), "gf.sqlite");
    return [await openStore(file), await openStore(file)];
  }],
  ["postgres", async () => {
    const name = `gf_lease_${++pgDb}`;
    const admin = new pg.Client({ connectionString: cluster!.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = cluster!.url.replace(/\/postgres$/, `/${name}`);
    return [await openStore(url), await openStore(url)];
  }],
];

function worker(sandbox: Sandbox, store: Store) {
  const discourse = discourseClient({ baseUrl: sandbox.url, apiKey: sandbox.apiKey, apiUsername: "gf-dice", budget: requestBudget(6000) });
  return new OutboxWorker(store, discourse, systemClock, memoryLog(), { serviceUsername: "gf-dice", leaseMs: LEASE_MS, batch: 16,
    baseBackoffMs: 20, maxBackoffMs: 200, maxAttempts: 12, pollMs: 20 });
}

/** Posts `n` pools and enqueues a reply to each, as the roll handler would. */
async function pools(sandbox: Sandbox, store: Store, n: number): Promise<number[]> {
  const topic = sandbox.forum.createTopic(sandbox.forum.userByName("moderadora")!, "Escena", "Empieza", sandbox.category.id);
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const p = sandbox.forum.createReply(sandbox.forum.userByName("alicia")!, topic.topicId, `[gf-pool]\nd8 d6\n[/gf-pool] ${i}`, null)!;
    ids.push(p.id);
    await store.enqueue({ key: `roll:${p.id}:0`, kind: "reply", topicId: p.topicId, postId: p.id, replyToPostNumber: p.postNumber,
      raw: `tirada ${i}`, createdAt: Date.now() });
  }
  return ids;
}

function repliesPerPost(sandbox: Sandbox, ids: number[]): number[] {
  const gf = sandbox.forum.userByName("gf-dice")!;
  return ids.map((id) => {
    const p = sandbox.forum.posts.get(id)!;
    return sandbox.forum.topicPosts(p.topicId).filter((r) => r.userId === gf.id && r.replyToPostNumber === p.postNumber).length;
  });
}

async function until(what: () => Promise<boolean> | boolean, ms = 20_000): Promise<void> {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    if (await what()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("timed out");
}

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
      await until(() => sandbox.server.requests.some((r) => r.status === 429));
      ids.push(...await pools(sandbox, storeA, 7));
      a.kick();
      await new Promise((r) => setTimeout(r, 100));
      b.start(); // instance B, not paused, polls every 20 ms for items whose lease ran out
      await until(async () => (await storeA.outboxCounts()).pending === 0, 30_000);
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
      sandbox.server.faults.push({ status: 429, retryAfterSec: 2, count: 1, path: /^POST \/posts\.json$/ });
      const ids = await pools(sandbox, storeA, 1);
      a.start();
      await until(() => sandbox.server.requests.some((r) => r.status === 429));
      ids.push(...await pools(sandbox, storeA, 3));
      a.kick();
      await new Promise((r) => setTimeout(r, 100)); // A claims them; they wait in its paused budget
      // Another instance whose clock says A's leases ran out (A frozen, say) takes the items A still
      // waits on, and sends them itself.
      const taken = await storeB.claimOutbox(Date.now() + 10 * LEASE_MS, 60_000, 16);
      expect(taken.length).toBeGreaterThan(0);
      for (const item of taken) {
        const post = sandbox.forum.posts.get(item.postId)!;
        sandbox.forum.createReply(sandbox.forum.userByName("gf-dice")!, post.topicId, `${item.raw}\n\n${replyMarker(item.key)}`, post.postNumber);
        await storeB.markSent(item.id, null, null, Date.now());
      }
      await until(async () => (await storeA.outboxCounts()).pending === 0, 30_000);
      await a.stop();
      expect(repliesPerPost(sandbox, ids)).toEqual(ids.map(() => 1));
    } finally {
      await a.stop(); await storeA.close(); await storeB.close(); await sandbox.close();
    }
  }, 60_000);
});
