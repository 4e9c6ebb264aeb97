// Two service instances' outbox workers on one shared outbox, as outbox-lease.test.ts and
// outbox-stall.test.ts run them: two connections to one store (a SQLite file, or a database on a
// real PostgreSQL server), a worker on each as the service configures it, pool posts whose replies
// wait in the outbox as the roll handler leaves them, and the replies the forum shows.
import { afterAll, beforeAll } from "@jest/globals";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Sandbox } from "../../src/sandbox/sandbox.js";
import { systemClock, type Clock } from "../../src/service/clock.js";
import { discourseClient } from "../../src/service/discourse/client.js";
import { requestBudget } from "../../src/service/discourse/request-budget.js";
import { memoryLog } from "../../src/service/log.js";
import { OutboxWorker } from "../../src/service/outbox.js";
import { openStore } from "../../src/service/store/open-store.js";
import type { Store } from "../../src/service/store/store.js";
import { createDatabase, startPgCluster, type PgCluster } from "./pg-cluster.js";

/**
 * The stores for `describe.each`, each opened twice (what two instances have): a new SQLite file, or
 * a new database `gf_<prefix>_<n>` on a PostgreSQL server started before the file's tests and
 * stopped after them. Call it at the top of the test file.
 */
export function sharedStores(prefix: string): [string, () => Promise<[Store, Store]>][] {
  let cluster: PgCluster | undefined;
  let pgDb = 0;
  beforeAll(async () => { cluster = await startPgCluster(); }, 60_000);
  afterAll(() => cluster?.stop());
  return [
    ["sqlite", async () => {
      const file = join(mkdtempSync(join(tmpdir(), `gf-${prefix}-`)), "gf.sqlite");
      return [await openStore(file), await openStore(file)];
    }],
    ["postgres", async () => {
      const url = await createDatabase(cluster!, `gf_${prefix}_${++pgDb}`);
      return [await openStore(url), await openStore(url)];
    }],
  ];
}

export interface WorkerOptions {
  readonly leaseMs: number;
  /** The forum client's fetch (default: its own HTTP path). */
  readonly fetch?: typeof fetch;
  readonly clock?: Clock;
}

/** An instance's outbox worker on `store`, sending as gf-dice to the sandbox; `lines` is what it logged. */
export function outboxWorker(sandbox: Sandbox, store: Store, options: WorkerOptions): OutboxWorker & { lines: ReturnType<typeof memoryLog>["lines"] } {
  const discourse = discourseClient({ baseUrl: sandbox.url, apiKey: sandbox.apiKey, apiUsername: "gf-dice", budget: requestBudget(6000),
    ...(options.fetch ? { fetch: options.fetch } : {}) });
  const log = memoryLog();
  const w = new OutboxWorker(store, discourse, options.clock ?? systemClock, log, { serviceUsername: "gf-dice", leaseMs: options.leaseMs, batch: 16,
    baseBackoffMs: 20, maxBackoffMs: 200, maxAttempts: 12, pollMs: 20 });
  return Object.assign(w, { lines: log.lines });
}

/** Posts `n` pools in a new topic and enqueues a reply to each, as the roll handler would; their post ids. */
export async function pools(sandbox: Sandbox, store: Store, n: number): Promise<number[]> {
  const topic = sandbox.forum.createTopic(sandbox.forum.userByName("moderadora")!, "Escena", "Empieza", sandbox.category.id);
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const p = sandbox.forum.createReply(sandbox.forum.userByName("alicia")!, topic.topicId, `[gf-pool]\nd8 d6\n[/gf-pool] ${i}`, null)!;
    ids.push(p.id);
    await store.enqueue({ key: `roll:${p.id}:0`, kind: "reply", topicId: p.topicId, postId: p.id, replyToPostNumber: p.postNumber,
      raw: `La tirada número ${i} del pozo: 5 y 3`, createdAt: Date.now() });
  }
  return ids;
}

/** One pool post and its reply in the outbox; its post id. */
export const pool = async (sandbox: Sandbox, store: Store): Promise<number> => (await pools(sandbox, store, 1))[0]!;

/** How many replies gf-dice made to the post, as the forum shows them. */
export function replies(sandbox: Sandbox, id: number): number {
  const gf = sandbox.forum.userByName("gf-dice")!;
  const p = sandbox.forum.posts.get(id)!;
  return sandbox.forum.topicPosts(p.topicId).filter((r) => r.userId === gf.id && r.replyToPostNumber === p.postNumber).length;
}

export const repliesPerPost = (sandbox: Sandbox, ids: readonly number[]): number[] => ids.map((id) => replies(sandbox, id));
