// Two service instances on one PostgreSQL database of the test's cluster, each with its own webhook
// address, and a sandbox forum whose webhooks the test sends to one instance at a time (scale-out
// races made deterministic: scene-two-instances.test.ts, flows/flow-two-instances.test.ts).
import type { IncomingMessage, ServerResponse } from "node:http";
import pg from "pg";
import { GAMES } from "../../src/games/games.js";
import { startSandbox, type Sandbox } from "../../src/sandbox/sandbox.js";
import { PLUGIN_README_POSTING } from "../../src/sandbox/post-validator.js";
import { serializeWebhookPost } from "../../src/sandbox/serializers.js";
import { apiPost } from "../../src/service/discourse/schemas.js";
import { signWebhook } from "../../src/service/discourse/signature.js";
import type { AnyTopicFlow } from "../../src/service/flows/flow-runner.js";
import { memoryLog } from "../../src/service/log.js";
import type { RunningService } from "../../src/service/service.js";
import { forumRoute, newDataDir, SECRET, serviceConfig, startService } from "./harness.js";
import { afterAll, beforeAll } from "@jest/globals";
import { startPgCluster, type PgCluster } from "./pg-cluster.js";
import { until } from "../support/until.js";

// The two-instance tests wait with the shared `until`.
export { until };

export interface PairOptions {
  readonly players: readonly string[];
  readonly moderator: string;
  readonly flows?: Readonly<Record<string, AnyTopicFlow>>;
  readonly categoryGame?: Readonly<Record<string, string>>;
  /** More of the service's configuration, the same for both instances (sheetWikiGraceMs, say). */
  readonly config?: Readonly<Record<string, unknown>>;
  /** Fixed dice, as the harness's `seed`: the operator's secrets from seededSecrets(seed), a fixed forum address, no log tips. */
  readonly seed?: string;
}

export interface Pair {
  readonly instances: readonly [RunningService, RunningService];
  stop(): Promise<void>;
  readonly sb: Sandbox;
  readonly database: string;
  /** Each instance's webhook address. */
  readonly hooks: readonly [string, string];
  api(username: string, method: string, path: string, body: unknown): Promise<unknown>;
  /** From now on the forum's webhooks go to this instance only. */
  only(i: 0 | 1): void;
  /** Sends the post as it is now to one instance, as Discourse's retry of the event would. */
  deliver(i: 0 | 1, postId: number, event: "post_created" | "post_edited"): Promise<number>;
  /** The webhooks sent so far answered and the shared outbox empty. */
  settle(): Promise<void>;
  /** The service's replies to a post, in the topic. */
  repliesTo(postId: number): string[];
}

export async function pair(cluster: PgCluster, name: string, options: PairOptions): Promise<Pair> {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const database = cluster.url.replace(/\/postgres$/, `/${name}`);
  // A forum set up per plugin/README.md (test/service/harness.ts says why).
  const sb = await startSandbox({ players: [...options.players], adminApiPerMinute: 10_000, retryUnitMs: 20, posting: PLUGIN_README_POSTING });
  const dataDir = newDataDir(options.seed);
  const route = forumRoute(sb, options.seed ? "forum.gf.test" : undefined);
  // No periodic registry read nor reconciler: what an instance knows of the sheets is what its events and judgements read.
  const config = { database, game: { moderator: options.moderator, reminderSweepMs: 3_600_000 }, reconcile: { intervalMs: 0 },
    ...(options.categoryGame ? { categoryGame: options.categoryGame } : {}), ...(options.seed ? { dice: { tips: false } } : {}), ...options.config };
  const mine: RunningService[] = [];
  for (let i = 0; i < 2; i++) {
    mine.push(await startService(serviceConfig(sb, dataDir, config, route.url), { log: memoryLog(), games: GAMES,
      ...(options.flows ? { flows: options.flows } : {}), ...(route.fetch ? { forumFetch: route.fetch } : {}) }));
  }
  const hooks = [`${mine[0]!.url}/webhooks/discourse`, `${mine[1]!.url}/webhooks/discourse`] as const;
  const api = async (username: string, method: string, path: string, body: unknown) => {
    const r = await fetch(`${sb.url}${path}`, { method, body: JSON.stringify(body),
      headers: { "Api-Key": sb.apiKey, "Api-Username": username, "Content-Type": "application/json" } });
    const text = await r.text();
    if (r.status !== 200) throw new Error(`${method} ${path}: ${r.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  let eventId = 10_000;
  return {
    sb, database, hooks, api, instances: [mine[0]!, mine[1]!],
    async stop() { for (const s of mine) await s.stop().catch(() => undefined); await sb.close(); },
    only(i) {
      sb.webhooks.hooks.splice(0);
      sb.webhooks.add({ url: hooks[i], secret: SECRET, events: ["post_created", "post_edited"] });
    },
    async deliver(i, postId, event) {
      const body = JSON.stringify({ post: serializeWebhookPost(sb.forum, sb.forum.posts.get(postId)!) });
      const r = await fetch(hooks[i], { method: "POST", body, headers: { "Content-Type": "application/json", "X-Discourse-Event": event,
        "X-Discourse-Event-Type": "post", "X-Discourse-Event-Id": String(eventId++), "X-Discourse-Instance": sb.url,
        "X-Discourse-Event-Signature": signWebhook(SECRET, body) } });
      await r.arrayBuffer();
      return r.status;
    },
    async settle() {
      for (let n = 0; n < 1_000; n++) {
        await sb.webhooks.idle();
        if ((await mine[0]!.store.outboxCounts()).pending === 0) {
          // Once the forum has done every request (a reply posted fires its own webhooks), look again.
          await sb.server.idle();
          await sb.webhooks.idle();
          if ((await mine[0]!.store.outboxCounts()).pending === 0) return;
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error("settle: the outbox never drained");
    },
    repliesTo(postId) {
      const post = sb.forum.posts.get(postId)!;
      const gf = sb.forum.userByName("gf-dice")!;
      return sb.forum.topicPosts(post.topicId).filter((p) => p.userId === gf.id && p.replyToPostNumber === post.postNumber).map((p) => p.raw);
    },
  };
}

/** A sheet post by its player, made a wiki (a sheet) only when `wiki`. */
export async function sheet(p: Pair, username: string, raw: string, wiki: boolean): Promise<number> {
  const id = apiPost.parse(await p.api(username, "POST", "/posts.json", { title: `Ficha de personaje ${p.sb.forum.topics.size + 1}: ${username}`, raw, category: p.sb.category.id })).id;
  if (wiki) await p.api("moderadora", "PUT", `/posts/${id}/wiki`, { wiki: true });
  return id;
}

/**
 * Holds one of the store's tables with a lock in a transaction of the test's own, so that an instance
 * that reaches the table waits there: `waitedOn` returns once one does, `release` lets it go on.
 */
export async function lockTable(p: Pair, table: "scenes" | "topic_flows" | "rolls" | "processed_posts"): Promise<{ waitedOn(who: string): Promise<void>; release(): Promise<void> }> {
  const lock = new pg.Client({ connectionString: p.database });
  await lock.connect();
  await lock.query("BEGIN");
  await lock.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
  return {
    async waitedOn(who) {
      await until(`${who} waits on the ${table} table`, async () =>
        Number((await lock.query(`SELECT COUNT(*) AS n FROM pg_locks WHERE relation = '${table}'::regclass AND NOT granted`)).rows[0].n) > 0);
    },
    async release() {
      await lock.query("COMMIT");
      await lock.end();
    },
  };
}

/**
 * The race of a registry that missed a sheet: instance 1 gets the post `post()` makes and is held on
 * `table` while instance 0 makes `sheetPost` a wiki sheet and stores it (its `character`, owned by
 * `owner`); then instance 1 goes on, and instance 0 hears of the post too (its own webhook, late).
 * The post's id, and the status instance 0 answered its delivery with.
 */
export async function postWhileSheetStored(p: Pair, table: "scenes" | "topic_flows" | "rolls",
  sheet: { readonly postId: number; readonly character: string; readonly owner: string },
  post: () => Promise<number>): Promise<{ id: number; lateDelivery: number }> {
  const lock = await lockTable(p, table);
  p.only(1);
  const id = await post();
  await lock.waitedOn("instance 1");
  p.only(0);
  await p.api("moderadora", "PUT", `/posts/${sheet.postId}/wiki`, { wiki: true });
  // Its owner too: a sheet without an accepted owner is nobody's character.
  await until(`instance 0 stored ${sheet.character}'s sheet and its owner`, async () =>
    (await p.instances[0].store.sheetsChangedSince(0)).some((s) => s.postId === sheet.postId && s.character === sheet.character && s.owner === sheet.owner));
  await lock.release();
  await p.settle();
  const lateDelivery = await p.deliver(0, id, "post_created");
  await p.settle();
  return { id, lateDelivery };
}

/**
 * A test file's PostgreSQL cluster and its pairs, started before its tests and stopped after them:
 * `start` makes a pair on a database of its own there.
 */
export function pairsOnOneCluster(): { start(name: string, options: PairOptions): Promise<Pair> } {
  let cluster: PgCluster | undefined;
  const started: Pair[] = [];
  beforeAll(async () => { cluster = await startPgCluster(); }, 90_000);
  afterAll(async () => {
    for (const p of started) await p.stop();
    cluster?.stop();
  });
  return {
    async start(name, options) {
      const p = await pair(cluster!, name, options);
      started.push(p);
      return p;
    },
  };
}

/**
 * Holds the forum's next request matching `pattern` (after `skip` more that go through) until `release`;
 * `arrived` resolves when it comes.
 */
export function holdNext(p: Pair, pattern: RegExp, skip = 0): { arrived: Promise<void>; release(): void } {
  const server = p.sb.server as unknown as { handle(req: IncomingMessage, res: ServerResponse): Promise<void> };
  const original = server.handle.bind(server);
  let arrive!: () => void;
  let go!: () => void;
  const arrived = new Promise<void>((r) => { arrive = r; });
  const gate = new Promise<void>((r) => { go = r; });
  let armed = true;
  server.handle = async (req, res) => {
    if (armed && pattern.test(`${req.method} ${req.url}`) && skip-- <= 0) {
      armed = false;
      arrive();
      await gate;
    }
    return original(req, res);
  };
  return { arrived, release: () => { go(); server.handle = original; } };
}
