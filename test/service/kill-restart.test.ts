// Exactly one reply per roll, even when the service is killed (SIGKILL) at random instants under
// load. The real built `gf serve` runs as a child process against the sandbox forum and a SQLite
// file; the test kills and restarts it while players post, then redelivers every post's webhook
// (as an admin would from Discourse's webhook events page, since Discourse does not retry a
// delivery that got no answer) and counts the replies on the forum.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { DatabaseSync } from "../../src/service/store/sqlite-db.js";
import { join } from "node:path";
import { startSandbox } from "../../src/sandbox/sandbox.js";
import type { Sandbox } from "../../src/sandbox/sandbox.js";
import { serializeWebhookPost } from "../../src/sandbox/serializers.js";
import { signWebhook } from "../../src/service/discourse/signature.js";
import { newDataDir, SECRET } from "./harness.js";
import { buildGf, freePort, kill, killAll, spawnServe } from "./process.js";
import type { GfProcess } from "./process.js";
import { rng, seedFrom } from "../support/seed.js";

// A fixed seed, in the test's name so a failure prints it: GF_KILL_SEED=<seed> replays it,
// GF_KILL_SEED=random draws one (test/support/seed.ts).
const seed = seedFrom("GF_KILL_SEED", 424242);
let sandbox: Sandbox;
beforeAll(() => buildGf(), 60_000);
afterAll(async () => { killAll(); await sandbox?.close(); });

describe("gf serve under SIGKILL", () => {
  it(`sends exactly one reply per rolled post across random kills and restarts (seed ${seed})`, async () => {
    const random = rng(seed);
    sandbox = await startSandbox({ adminApiPerMinute: 100_000, retryUnitMs: 30, writeLatencyMs: 60 });
    const dataDir = newDataDir();
    const database = join(dataDir, "gf.sqlite");
    const port = await freePort();
    const hook = `http://127.0.0.1:${port}/webhooks/discourse`;
    sandbox.webhooks.add({ url: hook, secret: SECRET, events: ["post_created", "post_edited"] });

    let current: GfProcess = spawnServe(sandbox, { port, dataDir, database });
    await current.ready;
    let kills = 0;
    let stop = false;
    const killer = (async () => {
      while (!stop) {
        await new Promise((r) => setTimeout(r, 40 + random() * 260));
        if (stop) break;
        await kill(current);
        kills++;
        current = spawnServe(sandbox, { port, dataDir, database });
        await current.ready.catch(() => {}); // a start interrupted by the next kill is fine
      }
    })();

    const players = ["alicia", "bruno", "carla"];
    const topic = sandbox.forum.createTopic(sandbox.forum.userByName("moderadora")!, "Escena", "Empieza la escena", sandbox.category.id);
    const posts: number[] = [];
    // Keep posting until both enough posts and enough kills have happened. The kills wait for each
    // restart, which a loaded machine makes slow (seconds, not milliseconds): once the posts are
    // enough, the players go on at a calmer pace until the kills are too, however long that takes
    // (a cap on the number of posts ended the run after 4 kills on a loaded CI machine).
    const MIN_POSTS = 60, MIN_KILLS = 5;
    let killerFailed = false;
    killer.catch(() => { killerFailed = true; });
    for (let i = 0; (i < MIN_POSTS || kills < MIN_KILLS) && !killerFailed; i++) {
      const user = sandbox.forum.userByName(players[i % players.length]!)!;
      const p = sandbox.forum.createReply(user, topic.topicId, `Turno ${i}\n\n[gf-pool]\nd8 d6 d${[4, 6, 8, 10, 12][i % 5]}\n[/gf-pool]`, null)!;
      posts.push(p.id);
      await new Promise((r) => setTimeout(r, (i < MIN_POSTS ? 40 : 250) * random()));
    }
    await sandbox.webhooks.idle();
    stop = true;
    await killer;
    await current.ready;
    expect(kills).toBeGreaterThanOrEqual(MIN_KILLS);

    // Redeliver every post, twice, with fresh event ids: nothing may roll or reply twice.
    for (let round = 0; round < 2; round++) {
      for (const id of posts) {
        const body = JSON.stringify({ post: serializeWebhookPost(sandbox.forum, sandbox.forum.posts.get(id)!) });
        const r = await fetch(hook, { method: "POST", body, headers: { "Content-Type": "application/json",
          "X-Discourse-Event": "post_created", "X-Discourse-Event-Type": "post", "X-Discourse-Event-Id": `r${round}-${id}`,
          "X-Discourse-Event-Signature": signWebhook(SECRET, body) } });
        expect(r.status).toBe(200);
      }
    }

    // Wait until the outbox has drained (read-only look at the service's own file).
    const db = new DatabaseSync(database, { readOnly: true });
    for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
      const { n } = db.prepare("SELECT COUNT(*) AS n FROM outbox WHERE state = 'pending'").get() as { n: number };
      if (n === 0) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    const rolls = (db.prepare("SELECT COUNT(*) AS n FROM rolls").get() as { n: number }).n;
    db.close();
    await kill(current, "SIGTERM");

    const gf = sandbox.forum.userByName("gf-dice")!;
    const replyCount = new Map<number, number>();
    for (const p of sandbox.forum.topicPosts(topic.topicId)) {
      if (p.userId !== gf.id) continue;
      const to = sandbox.forum.postByNumber(topic.topicId, p.replyToPostNumber!)!;
      replyCount.set(to.id, (replyCount.get(to.id) ?? 0) + 1);
    }
    const counts = posts.map((id) => replyCount.get(id) ?? 0);
    const detail = `seed ${seed}, ${kills} kills, counts ${counts.join(",")}`;
    expect({ detail, twice: counts.filter((c) => c > 1).length }).toEqual({ detail, twice: 0 });
    expect({ detail, missing: counts.filter((c) => c === 0).length }).toEqual({ detail, missing: 0 });
    expect(rolls).toBe(posts.length);
  }, 240_000);
});
