// Scale-out: two `gf serve` processes share one PostgreSQL database. Every webhook goes to both
// (two webhooks in the forum), so both handlers race to commit each roll and both outbox workers race
// to send each reply; one instance is also SIGKILLed and restarted mid-way. Each post still gets
// exactly one reply: unique keys decide the commit, FOR UPDATE SKIP LOCKED and leases the sending.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import pg from "pg";
import { startSandbox } from "../../src/sandbox/sandbox.js";
import type { Sandbox } from "../../src/sandbox/sandbox.js";
import { newDataDir, SECRET } from "./harness.js";
import { createDatabase, startPgCluster } from "./pg-cluster.js";
import type { PgCluster } from "./pg-cluster.js";
import { buildGf, freePort, kill, killAll, spawnServe } from "./process.js";

let cluster: PgCluster | undefined;
let sandbox: Sandbox | undefined;
beforeAll(async () => { buildGf(); cluster = await startPgCluster(); }, 90_000);
afterAll(async () => { killAll(); await sandbox?.close(); cluster?.stop(); });

describe("gf serve on PostgreSQL, two instances", () => {
  it("sends exactly one reply per post when both instances receive every webhook", async () => {
    const database = await createDatabase(cluster!, "gf_two");
    sandbox = await startSandbox({ adminApiPerMinute: 100_000, retryUnitMs: 30, writeLatencyMs: 20 });
    const dataDir = newDataDir(); // one operator: both instances roll with the same keys
    const ports = [await freePort(), await freePort()];
    for (const port of ports) {
      sandbox.webhooks.add({ url: `http://127.0.0.1:${port}/webhooks/discourse`, secret: SECRET, events: ["post_created"] });
    }
    const start = (i: number) => spawnServe(sandbox!, { port: ports[i]!, dataDir, database });
    const instances = [start(0), start(1)];
    await Promise.all(instances.map((p) => p.ready));

    const topic = sandbox.forum.createTopic(sandbox.forum.userByName("moderadora")!, "Escena", "Empieza", sandbox.category.id);
    const posts: number[] = [];
    for (let i = 0; i < 40; i++) {
      const user = sandbox.forum.userByName(["alicia", "bruno", "carla"][i % 3]!)!;
      posts.push(sandbox.forum.createReply(user, topic.topicId, `[gf-pool]\nd8 d6 d${4 + 2 * (i % 5)}\n[/gf-pool]`, null)!.id);
      if (i === 20) { await kill(instances[1]!); instances[1] = start(1); }
      await new Promise((r) => setTimeout(r, 5));
    }
    await instances[1]!.ready;
    await sandbox.webhooks.idle();

    const db = new pg.Client({ connectionString: database });
    await db.connect();
    let pending = -1;
    for (const deadline = Date.now() + 60_000; pending !== 0 && Date.now() < deadline;) {
      pending = Number((await db.query("SELECT COUNT(*) AS n FROM outbox WHERE state = 'pending'")).rows[0].n);
      if (pending) await new Promise((r) => setTimeout(r, 25));
    }
    const rolls = Number((await db.query("SELECT COUNT(*) AS n FROM rolls")).rows[0].n);
    await db.end();

    const gf = sandbox.forum.userByName("gf-dice")!;
    const counts = new Map<number, number>();
    for (const p of sandbox.forum.topicPosts(topic.topicId)) {
      if (p.userId !== gf.id) continue;
      const to = sandbox.forum.postByNumber(topic.topicId, p.replyToPostNumber!)!.id;
      counts.set(to, (counts.get(to) ?? 0) + 1);
    }
    // Instance 0 stays up, so every post reaches at least one live instance.
    const perPost = posts.map((id) => counts.get(id) ?? 0);
    expect(perPost).toEqual(posts.map(() => 1));
    expect(rolls).toBe(posts.length);
    await Promise.all(instances.map((p) => kill(p, "SIGTERM")));
  }, 180_000);
});
