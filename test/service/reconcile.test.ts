// Webhooks are an accelerator, not the only way in: posts whose webhook never came are found through
// the forum's API (`GET /posts.json`) and answered exactly once, whatever arrives later. Replies that
// died of a forum outage go again once the forum is back, and /healthz says so meanwhile.
import { afterEach, describe, expect, it } from "@jest/globals";
import { serializeWebhookPost } from "../../src/sandbox/serializers.js";
import { signWebhook } from "../../src/service/discourse/signature.js";
import { RECONCILED_MARK } from "../../src/service/reconciler.js";
import { until } from "../support/until.js";
import { harness, SECRET } from "./harness.js";
import type { Harness } from "./harness.js";

let h: Harness | undefined;
afterEach(async () => { await h?.close(); h = undefined; });

const pool = (i: number) => `Turno ${i}\n\n[gf-pool]\nd8 d6 d${[4, 6, 8, 10, 12][i % 5]}\n[/gf-pool]`;

/** Replies of the service to each post, counted on the forum. */
function answers(hh: Harness, ids: number[]): number[] {
  const gf = hh.sandbox.forum.userByName("gf-dice")!;
  return ids.map((id) => {
    const p = hh.sandbox.forum.posts.get(id)!;
    return hh.sandbox.forum.topicPosts(p.topicId).filter((r) => r.userId === gf.id && r.replyToPostNumber === p.postNumber).length;
  });
}

async function redeliver(hh: Harness, ids: number[], round: string): Promise<void> {
  for (const id of ids) {
    const body = JSON.stringify({ post: serializeWebhookPost(hh.sandbox.forum, hh.sandbox.forum.posts.get(id)!) });
    const r = await fetch(hh.hook, { method: "POST", body, headers: { "Content-Type": "application/json", "X-Discourse-Event": "post_created",
      "X-Discourse-Event-Type": "post", "X-Discourse-Event-Id": `${round}-${id}`, "X-Discourse-Event-Signature": signWebhook(SECRET, body) } });
    expect(r.status).toBe(200);
  }
}

const MANUAL = { reconcile: { intervalMs: 0, pagesPerPass: 10, lookbackMs: 3_600_000 }, userRollsPerMinute: 100_000 };

describe("the reconciler", () => {
  it("answers posts whose webhooks were dropped exactly once, however many later arrive", async () => {
    h = await harness({ config: MANUAL });
    const hh = h;
    // Two posts in three never reach the service.
    hh.sandbox.webhooks.faults.drop = ({ postId }) => postId !== undefined && postId % 3 !== 0;
    const topic = await hh.post("moderadora", "Empieza la escena en el puerto");
    const ids: number[] = [];
    for (let i = 0; i < 45; i++) ids.push((await hh.post(["alicia", "bruno", "carla"][i % 3]!, pool(i), topic.topic_id)).id);
    await hh.settle();
    expect(answers(hh, ids).filter((n) => n === 0).length).toBeGreaterThan(20);
    const report = await hh.service.reconcile();
    expect(report).toMatchObject({ finished: true });
    await hh.settle();
    expect(answers(hh, ids)).toEqual(ids.map(() => 1));
    // Another pass, and every webhook delivered late (twice, with new event ids): nothing more.
    expect((await hh.service.reconcile()).handled).toBe(0);
    await redeliver(hh, ids, "late-a");
    await redeliver(hh, ids, "late-b");
    await hh.settle();
    expect(answers(hh, ids)).toEqual(ids.map(() => 1));
  }, 60_000);

  it("pages back through 50-post pages within its page cap, resuming where a capped pass stopped", async () => {
    h = await harness({ config: { ...MANUAL, reconcile: { intervalMs: 0, pagesPerPass: 1, lookbackMs: 0 } } });
    const hh = h;
    hh.sandbox.webhooks.faults.drop = () => true;
    const topic = await hh.post("moderadora", "Empieza la escena en el puerto");
    // An earlier sweep covered the forum up to the topic's first post.
    await hh.service.store.raiseMark(RECONCILED_MARK, topic.id);
    const ids: number[] = [];
    for (let i = 0; i < 120; i++) ids.push((await hh.post(["alicia", "bruno", "carla"][i % 3]!, pool(i), topic.topic_id)).id);
    const reads = () => hh.sandbox.server.requests.filter((r) => r.method === "GET" && r.path === "/posts.json").length;
    const passes: boolean[] = [];
    for (let i = 0; i < 6 && !passes.includes(true); i++) passes.push((await hh.service.reconcile()).finished);
    // 121 posts: pages of 50, 50 and 21 (the last reaching the mark), one page a pass.
    expect(passes).toEqual([false, false, true]);
    await hh.settle();
    expect(answers(hh, ids)).toEqual(ids.map(() => 1));
    expect(await hh.service.store.getMark(RECONCILED_MARK)).toBe(Math.max(...[...hh.sandbox.forum.posts.keys()].filter((id) =>
      hh.sandbox.forum.posts.get(id)!.userId !== hh.sandbox.forum.userByName("gf-dice")!.id)));
    // The service's own replies are posts too: one more sweep covers them (nothing to handle).
    let again = { finished: false, handled: 0 };
    for (let i = 0; i < 6 && !again.finished; i++) { again = await hh.service.reconcile(); expect(again.handled).toBe(0); }
    // With everything covered, a pass reads one page and stops at the mark.
    const before = reads();
    expect(await hh.service.reconcile()).toMatchObject({ pages: 1, handled: 0, finished: true });
    expect(reads() - before).toBe(1);
  }, 60_000);

  it("catches a pool added by an edit whose post_edited never came", async () => {
    h = await harness({ config: MANUAL });
    const hh = h;
    const p = await hh.post("alicia", pool(1));
    await hh.settle();
    expect(hh.replies(p.topic_id)).toHaveLength(1);
    hh.sandbox.webhooks.faults.drop = ({ event }) => event === "post_edited";
    await hh.edit("alicia", p.id, `${pool(1)}\n\n[gf-pool]\nd10 d12\n[/gf-pool]`);
    await hh.settle();
    expect(hh.replies(p.topic_id)).toHaveLength(1);
    await hh.service.reconcile();
    await hh.settle();
    const replies = hh.replies(p.topic_id);
    expect(replies).toHaveLength(2);
    expect(replies[1]!.raw).toMatch(/d10:\d+/);
  }, 30_000);

  it("catches a pool added by the author's edit inside the grace period (same version, new raw) whose post_edited never came, and answers it: unrolled, as it has no forum time of its own (docs/verifiable-dice.md §V.1)", async () => {
    h = await harness({ config: MANUAL, sandbox: { editingGracePeriodSec: 300 } });
    const hh = h;
    const p = await hh.post("alicia", pool(1));
    await hh.settle();
    expect(hh.replies(p.topic_id)).toHaveLength(1);
    // A post seen through at its version and raw is not handled again.
    expect((await hh.service.reconcile()).handled).toBe(0);
    hh.sandbox.webhooks.faults.drop = ({ event }) => event === "post_edited";
    // No edit reason, by the author, a small change, inside the grace period: Discourse folds it into version 1.
    const r = await fetch(`${hh.sandbox.url}/posts/${p.id}.json`, { method: "PUT", body: JSON.stringify({ post: { raw: `${pool(1)}\n\n[gf-pool]\nd10\n[/gf-pool]` } }),
      headers: { "Api-Key": hh.sandbox.apiKey, "Api-Username": "alicia", "Content-Type": "application/json" } });
    expect(r.status).toBe(200);
    expect(hh.sandbox.forum.posts.get(p.id)!.version).toBe(1);
    await hh.settle();
    expect(hh.replies(p.topic_id)).toHaveLength(1);
    expect((await hh.service.reconcile()).handled).toBe(1);
    await hh.settle();
    const replies = hh.replies(p.topic_id);
    expect(replies).toHaveLength(2);
    // A gf-dice-v3 roll is dated by the forum: a block folded into version 1 after creation has no date, so it is not rolled.
    expect(replies[1]!.raw).toContain("<!-- gf-reply undated:");
    expect(replies[1]!.raw).not.toMatch(/d10:\d+/);
    expect((await hh.service.reconcile()).handled).toBe(0);
  }, 30_000);

  it("revives replies dead of a forum outage once the forum answers again; /healthz reports them", async () => {
    h = await harness({ config: { ...MANUAL, outbox: { baseBackoffMs: 10, maxBackoffMs: 20, pollMs: 10, leaseMs: 2_000, maxAttempts: 3 } } });
    const hh = h;
    const health = async () => (await (await fetch(`${hh.service.url}/healthz`)).json()) as { status: string; outbox: { pending: number; dead: number } };
    expect(await health()).toMatchObject({ status: "ok", outbox: { pending: 0, dead: 0 } });
    const p = await hh.post("alicia", pool(2));
    // The forum is down for the service's writes: every attempt gets a 503.
    hh.sandbox.server.faults.push({ status: 503, count: 1_000, path: /^POST \/posts\.json$/, username: "gf-dice" });
    await until("the reply's last attempt", async () => (await hh.service.store.outboxCounts()).dead > 0);
    expect(await health()).toMatchObject({ status: "degraded", outbox: { dead: 1 } });
    expect(hh.replies(p.topic_id)).toHaveLength(0);
    // Back up: the reconciler's read gets an answer, and the dead reply goes again.
    hh.sandbox.server.faults.length = 0;
    await hh.service.reconcile();
    await hh.settle();
    expect(hh.replies(p.topic_id)).toHaveLength(1);
    expect(await health()).toMatchObject({ status: "ok", outbox: { pending: 0, dead: 0 } });
  }, 30_000);

  it("gives a reply revived after an outage every attempt again: one more failure does not kill it", async () => {
    h = await harness({ config: { ...MANUAL, outbox: { baseBackoffMs: 10, maxBackoffMs: 20, pollMs: 10, leaseMs: 2_000, maxAttempts: 3 } } });
    const hh = h;
    const p = await hh.post("alicia", pool(3));
    hh.sandbox.server.faults.push({ status: 503, count: 1_000, path: /^POST \/posts\.json$/, username: "gf-dice" });
    await until("the reply's last attempt", async () => (await hh.service.store.outboxCounts()).dead > 0);
    expect(await hh.service.store.outboxCounts()).toMatchObject({ dead: 1 });
    // The forum answers reads again, but the first write after the revival still fails once.
    hh.sandbox.server.faults.length = 0;
    hh.sandbox.server.faults.push({ status: 503, count: 1, path: /^POST \/posts\.json$/, username: "gf-dice" });
    await hh.service.reconcile();
    // Revivals happen at most once a minute: a reply killed again would wait that long (15 s is plenty
    // on a loaded machine, and far below it).
    for (let i = 0; i < 750 && hh.replies(p.topic_id).length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(hh.replies(p.topic_id)).toHaveLength(1);
    await hh.settle(); // the reply is on the forum a moment before the store marks it sent
    expect(await hh.service.store.outboxCounts()).toMatchObject({ pending: 0, dead: 0 });
    expect(hh.replies(p.topic_id)).toHaveLength(1);
  }, 30_000);
});
