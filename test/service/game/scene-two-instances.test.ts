// Two service instances on one PostgreSQL database, each sent the same webhooks (scale-out): a scene
// post is answered once whichever instance judges it, even when one instance's sheet registry has not
// yet read a sheet the other stored (issue 11's soak: one instance refused a scene opening, "Bruno has
// never appeared", while the other applied it: two replies with two different keys).
// - An instance about to refuse reads the store's sheets and judges again (the stale-registry case).
// - A post's text (its version and raw) has one outcome in the store: an instance finding it applied or
//   refused by the other answers nothing; the author's fix (a new raw, same version inside the grace
//   period) is a new text and is judged again.
// Deliveries are sent to one instance at a time, and the judging instance is held, by a table lock the
// test takes on the scenes table, at the exact point where a sheet lands in the store.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import pg from "pg";
import { GAMES } from "../../../src/games/registry.js";
import { startSandbox, type Sandbox } from "../../../src/sandbox/sandbox.js";
import { serializeWebhookPost } from "../../../src/sandbox/serializers.js";
import { apiPost } from "../../../src/service/discourse/schemas.js";
import { signWebhook } from "../../../src/service/discourse/signature.js";
import { memoryLog } from "../../../src/service/log.js";
import type { RunningService } from "../../../src/service/service.js";
import { newDataDir, SECRET, serviceConfig, startService } from "../harness.js";
import { startPgCluster, type PgCluster } from "../pg-cluster.js";
import { BRUNO, LIA, SCENE } from "./support.js";

let cluster: PgCluster | undefined;
const sandboxes: Sandbox[] = [];
const running: RunningService[] = [];
const logs: ReturnType<typeof memoryLog>[] = [];
beforeAll(async () => { cluster = await startPgCluster(); }, 90_000);
afterAll(async () => {
  for (const s of running) await s.stop().catch(() => undefined);
  for (const sb of sandboxes) await sb.close();
  cluster?.stop();
});

interface Pair {
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

async function pair(name: string): Promise<Pair> {
  const admin = new pg.Client({ connectionString: cluster!.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const database = cluster!.url.replace(/\/postgres$/, `/${name}`);
  const sb = await startSandbox({ players: ["ana", "beto", "caro", "dani"], adminApiPerMinute: 10_000, retryUnitMs: 20 });
  sandboxes.push(sb);
  const dataDir = newDataDir();
  // No periodic registry read nor reconciler: what an instance knows of the sheets is what its events and judgements read.
  const config = { database, game: { moderator: "dani", reminderSweepMs: 3_600_000 }, reconcile: { intervalMs: 0 } };
  const mine: RunningService[] = [];
  for (let i = 0; i < 2; i++) {
    const log = memoryLog();
    logs.push(log);
    const s = await startService(serviceConfig(sb, dataDir, config), { log, games: GAMES });
    running.push(s);
    mine.push(s);
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
    sb, database, hooks, api,
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
          await new Promise((r) => setTimeout(r, 30));
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
async function sheet(p: Pair, username: string, raw: string, wiki: boolean): Promise<number> {
  const id = apiPost.parse(await p.api(username, "POST", "/posts.json", { title: `Ficha de ${username}`, raw, category: p.sb.category.id })).id;
  if (wiki) await p.api("moderadora", "PUT", `/posts/${id}/wiki`, { wiki: true });
  return id;
}

async function until(what: string, test: () => Promise<boolean>): Promise<void> {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    if (await test()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`never: ${what}`);
}

describe("a scene post on two instances sharing one PostgreSQL database", () => {
  it("GF-SCENE-2: an instance whose registry missed a sheet stored meanwhile reads the store before refusing; the post is applied and answered once", async () => {
    const p = await pair(`gf_scene_two_a_${Date.now()}`);
    p.only(0);
    await sheet(p, "ana", LIA, true);
    // Bruno's post is no sheet yet: not a wiki.
    const bruno = await sheet(p, "beto", BRUNO, false);
    await p.settle();
    // Instance 1 gets the opening; its event handlers read the store's sheets (Lía, not Bruno). It is
    // held where it reads the topic's game, while Bruno's post becomes a sheet through instance 0.
    const lock = new pg.Client({ connectionString: p.database });
    await lock.connect();
    await lock.query("BEGIN");
    await lock.query("LOCK TABLE scenes IN ACCESS EXCLUSIVE MODE");
    p.only(1);
    const opening = apiPost.parse(await p.api("ana", "POST", "/posts.json", { title: "Duelo", raw: SCENE, category: p.sb.category.id }));
    // Instance 1's handler has read the sheets and waits on the game's table.
    await until("instance 1 waits on the scenes table", async () =>
      Number((await lock.query(`SELECT COUNT(*) AS n FROM pg_locks WHERE relation = 'scenes'::regclass AND NOT granted`)).rows[0].n) > 0);
    p.only(0);
    await p.api("moderadora", "PUT", `/posts/${bruno}/wiki`, { wiki: true });
    await until("instance 0 stored Bruno's sheet", async () =>
      (await running[running.length - 2]!.store.sheetsChangedSince(0)).some((s) => s.postId === bruno && s.character === "Bruno"));
    await lock.query("COMMIT");
    await lock.end();
    await p.settle();
    // Instance 0 hears of the opening too (its own webhook, late).
    expect(await p.deliver(0, opening.id, "post_created")).toBe(200);
    await p.settle();
    const replies = p.repliesTo(opening.id);
    expect(replies).toHaveLength(1);
    expect(replies[0]).not.toMatch(/no apareció nunca|never appeared/);
    expect(replies[0]).toContain("Duelo en el patio");
  }, 120_000);

  it("GF-SCENE-2: a refusal recorded for a post's text is its only answer on the other instance; the author's fix inside the grace period is applied once", async () => {
    const p = await pair(`gf_scene_two_b_${Date.now()}`);
    p.only(0);
    await sheet(p, "ana", LIA, true);
    const bruno = await sheet(p, "beto", BRUNO, false);
    await p.settle();
    // Instance 1 judges the opening while Bruno has no sheet anywhere: refused (GF-SCENE-2).
    p.only(1);
    const opening = apiPost.parse(await p.api("ana", "POST", "/posts.json", { title: "Duelo", raw: SCENE, category: p.sb.category.id }));
    await p.settle();
    expect(p.repliesTo(opening.id)).toHaveLength(1);
    expect(p.repliesTo(opening.id)[0]).toMatch(/Bruno no apareció nunca/);
    // Bruno's sheet comes in through instance 0, which then gets the opening's event: the same text
    // was refused, so it answers nothing (before: it applied it, a second reply).
    p.only(0);
    await p.api("moderadora", "PUT", `/posts/${bruno}/wiki`, { wiki: true });
    await p.settle();
    expect(await p.deliver(0, opening.id, "post_created")).toBe(200);
    await p.settle();
    expect(p.repliesTo(opening.id)).toHaveLength(1);
    // Ana fixes her post inside the grace period: the version stays, the text is new; both instances
    // get the edit, and it is applied and answered once.
    p.sb.webhooks.add({ url: p.hooks[1], secret: SECRET, events: ["post_created", "post_edited"] });
    await p.api("ana", "PUT", `/posts/${opening.id}.json`, { post: { raw: `${SCENE}\n\nBruno ya está aquí.` } });
    await p.settle();
    expect(p.sb.forum.posts.get(opening.id)!.version).toBe(1);
    const replies = p.repliesTo(opening.id);
    expect(replies).toHaveLength(2);
    expect(replies[1]).toContain("Duelo en el patio");
  }, 120_000);
});
