// The reconciler's sweep across passes: a sweep the page cap cuts short goes on in the next pass, and
// the mark that lets later sweeps stop early is raised only when every post of the whole sweep was
// handled. A post that failed in an early pass of a sweep is read again by the next sweep, even past
// the edit window. Real sandbox forum over HTTP, real SQLite store; the handler is the test's.
import { afterEach, describe, expect, it } from "@jest/globals";
import { startSandbox, type Sandbox } from "../../src/sandbox/sandbox.js";
import { systemClock } from "../../src/service/clock.js";
import { discourseClient } from "../../src/service/discourse/client.js";
import { memoryLog } from "../../src/service/log.js";
import { RECONCILED_MARK, reconciler } from "../../src/service/reconciler.js";
import { openStore } from "../../src/service/store/open-store.js";
import type { Store } from "../../src/service/store/store.js";

let sandbox: Sandbox | undefined;
let store: Store | undefined;
afterEach(async () => { await store?.close(); store = undefined; await sandbox?.close(); sandbox = undefined; });

/** A sandbox forum and an empty store, with one scene topic an earlier sweep covered the forum up to. */
async function coveredScene() {
  const sb = sandbox = await startSandbox();
  const st = store = await openStore(":memory:");
  const forum = sb.forum;
  const topic = forum.createTopic(forum.userByName("moderadora")!, "Escena", "Empieza", sb.category.id);
  await st.raiseMark(RECONCILED_MARK, topic.id);
  return { sandbox: sb, store: st, forum, topic };
}

describe("a reconciler sweep over several passes", () => {
  it("does not raise its mark past a post that failed in an earlier pass of the sweep; the next sweep handles it", async () => {
    const { sandbox, store: s, forum, topic } = await coveredScene(); // an earlier sweep covered the forum up to here
    const ids: number[] = [];
    for (let i = 0; i < 120; i++) ids.push(forum.createReply(forum.userByName("alicia")!, topic.topicId, `[gf-pool]\nd8 d${6 + 2 * (i % 3)}\n[/gf-pool]`, null)!.id);
    const failing = ids[110]!; // in the newest page: the first pass reads it
    let failures = 0;
    const handled: number[] = [];
    const r = reconciler({
      discourse: discourseClient({ baseUrl: sandbox.url, apiKey: sandbox.apiKey, apiUsername: "gf-dice" }), store: s, clock: systemClock,
      log: memoryLog(), categories: new Set([sandbox.category.id]), tags: ["gf-pool"], serviceUsername: "gf-dice", forumAnswered: () => {},
      handle: async (post) => {
        // Both of the first pass's tries fail (its own, and the one at the end of its batch).
        if (post.id === failing && failures++ < 2) throw new Error("the forum's API answered 500 mid-way");
        handled.push(post.id);
        await s.markSeen(post.id, post.topic_id, post.version, Date.now());
      },
    }, { intervalMs: 0, pagesPerPass: 1, lookbackMs: 0 });
    // 121 posts: pages of 50, 50 and 21, one a pass; the first pass meets the failure.
    const first = [await r.pass(), await r.pass(), await r.pass()];
    expect(first.map((p) => p.finished)).toEqual([false, false, true]);
    expect(failures).toBe(2);
    expect(handled).not.toContain(failing);
    expect(await s.getMark(RECONCILED_MARK)).toBe(topic.id);
    // The next sweep reads back to the old mark again, and handles the post that failed.
    for (let i = 0; i < 6 && !handled.includes(failing); i++) await r.pass();
    expect(handled).toContain(failing);
    expect(handled.filter((id) => id === failing)).toHaveLength(1);
    expect(new Set(handled).size).toBe(handled.length); // nothing handled twice
    // That sweep, once finished with no failure, raises the mark over everything.
    let last = { finished: false };
    for (let i = 0; i < 6 && !last.finished; i++) last = await r.pass();
    expect(await s.getMark(RECONCILED_MARK)).toBe(Math.max(...ids));
  }, 30_000);

  /** A reconciler over the sandbox whose handler records posts (seen at their version); `fail(n)` fails the n-th page read. */
  function recorder(sb: Sandbox, st: Store, pagesPerPass: number, fail: (read: number) => boolean = () => false) {
    const client = discourseClient({ baseUrl: sb.url, apiKey: sb.apiKey, apiUsername: "gf-dice" });
    let reads = 0;
    const handled: number[] = [];
    const log = memoryLog();
    const r = reconciler({
      discourse: { latestPosts: (before) => (fail(++reads) ? Promise.reject(new Error("fetch failed")) : client.latestPosts(before)) },
      store: st, clock: systemClock, log, categories: new Set([sb.category.id]), tags: ["gf-pool"], serviceUsername: "gf-dice", forumAnswered: () => {},
      handle: async (post) => { handled.push(post.id); await st.markSeen(post.id, post.topic_id, post.version, Date.now()); },
    }, { intervalMs: 0, pagesPerPass, lookbackMs: 0 });
    return { r, handled, log };
  }

  it("reads the posts made since a sweep began before the rest of that sweep: a new post waits one pass, not the whole sweep", async () => {
    const { sandbox, store, forum, topic } = await coveredScene();
    for (let i = 0; i < 300; i++) forum.createReply(forum.userByName("alicia")!, topic.topicId, `[gf-pool]\nd8 d6\n[/gf-pool]`, null);
    const { r, handled } = recorder(sandbox, store, 2);
    expect((await r.pass()).finished).toBe(false);
    const late = forum.createReply(forum.userByName("bruno")!, topic.topicId, "[gf-pool]\nd10\n[/gf-pool]", null)!.id;
    const next = await r.pass();
    expect(next.finished).toBe(false);
    expect(handled).toContain(late);
    // The sweep still goes on down to the mark, and nothing is handled twice.
    for (let i = 0; i < 10 && !(await r.pass()).finished;) i++;
    expect(handled).toHaveLength(301);
    expect(new Set(handled).size).toBe(301);
    expect(await store.getMark(RECONCILED_MARK)).toBe(late);
  }, 30_000);

  it("a post missed long ago is reached while new posts keep coming faster than a pass reads: the climb above the mark moves on every pass", async () => {
    const { sandbox, store: st, forum, topic } = await coveredScene();
    // Three moves whose webhooks were lost, then a stream of posts the webhooks brought (seen).
    const missed = [0, 1, 2].map(() => forum.createReply(forum.userByName("bruno")!, topic.topicId, "[gf-pool]\nd10\n[/gf-pool]", null)!.id);
    const stream = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const p = forum.createReply(forum.userByName("alicia")!, topic.topicId, `[gf-pool]\nd8 d6\n[/gf-pool]`, null)!;
        await st.markSeen(p.id, topic.topicId, 1, Date.now());
      }
    };
    await stream(200);
    const { r, handled } = recorder(sandbox, st, 3);
    // Every pass meets 200 new posts, more than its three pages: the sweep from the newest never ends.
    for (let pass = 0; pass < 4 && !missed.every((id) => handled.includes(id)); pass++) {
      expect((await r.pass()).finished).toBe(false);
      await stream(200);
    }
    expect(missed.filter((id) => handled.includes(id))).toEqual(missed);
    expect(new Set(handled).size).toBe(handled.length);
    // The climb's mark survives a restart (a new reconciler on the same store reads on above it).
    const again = recorder(sandbox, st, 3);
    await again.r.pass();
    await stream(200);
    await again.r.pass();
    expect(again.handled.filter((id) => missed.includes(id))).toEqual([]);
  }, 30_000);

  it("a post whose handling failed once (a forum read mid-way met a 500) is tried again in the same pass, after the rest", async () => {
    const { sandbox, store: st, forum, topic } = await coveredScene();
    const ids = [0, 1, 2].map(() => forum.createReply(forum.userByName("alicia")!, topic.topicId, "[gf-pool]\nd8\n[/gf-pool]", null)!.id);
    const order: number[] = [];
    let failures = 0;
    const r = reconciler({
      discourse: discourseClient({ baseUrl: sandbox.url, apiKey: sandbox.apiKey, apiUsername: "gf-dice" }), store: st, clock: systemClock,
      log: memoryLog(), categories: new Set([sandbox.category.id]), tags: ["gf-pool"], serviceUsername: "gf-dice", forumAnswered: () => {},
      handle: async (post) => {
        if (post.id === ids[0] && failures++ === 0) throw new Error("GET /u/alicia.json: 500");
        order.push(post.id);
        await st.markSeen(post.id, post.topic_id, post.version, Date.now());
      },
    }, { intervalMs: 0, pagesPerPass: 2, lookbackMs: 0 });
    const pass = await r.pass();
    expect(failures).toBe(2); // its try, and the one at the end of the batch
    expect(order).toEqual([ids[1], ids[2], ids[0]]);
    expect([pass.handled, pass.finished]).toEqual([3, true]);
    // Nothing failed in the end: the mark covers the sweep.
    expect(await st.getMark(RECONCILED_MARK)).toBe(ids[2]);
  }, 30_000);

  it("a page that cannot be read ends the reading, not the pass: the pages read are handled and the next pass reads on", async () => {
    const { sandbox, store, forum, topic } = await coveredScene();
    const ids: number[] = [];
    for (let i = 0; i < 120; i++) ids.push(forum.createReply(forum.userByName("alicia")!, topic.topicId, `[gf-pool]\nd8 d6\n[/gf-pool]`, null)!.id);
    const { r, handled, log } = recorder(sandbox, store, 4, (n) => n === 2);
    const first = await r.pass();
    expect([first.pages, first.finished]).toEqual([1, false]);
    expect(handled).toEqual(ids.slice(70));
    expect(log.lines.some((e) => e["msg"] === "reconcile: a page could not be read; the next pass reads on from there")).toBe(true);
    let last = first;
    for (let i = 0; i < 4 && !last.finished; i++) last = await r.pass();
    expect(last.finished).toBe(true);
    expect([...handled].sort((a, b) => a - b)).toEqual(ids);
    expect(await store.getMark(RECONCILED_MARK)).toBe(Math.max(...ids));
  }, 30_000);

  it("handles the sheets it found first, then each topic's posts in order, topics side by side: one table's backlog does not hold up another's move", async () => {
    sandbox = await startSandbox();
    store = await openStore(":memory:");
    const st = store;
    const forum = sandbox.forum;
    const gm = forum.userByName("moderadora")!;
    const busy = forum.createTopic(gm, "Escena larga", "Empieza", sandbox.category.id);
    const other = forum.createTopic(gm, "Otra mesa", "Empieza", sandbox.category.id);
    await st.raiseMark(RECONCILED_MARK, other.id);
    const slow = forum.createReply(forum.userByName("alicia")!, busy.topicId, "[gf-pool]\nd8\n[/gf-pool]", null)!.id;
    const after = forum.createReply(forum.userByName("alicia")!, busy.topicId, "[gf-pool]\nd6\n[/gf-pool]", null)!.id;
    const move = forum.createReply(forum.userByName("bruno")!, other.topicId, "[gf-pool]\nd10\n[/gf-pool]", null)!.id;
    const sheet = forum.createTopic(forum.userByName("carla")!, "Ficha", "[gf-sheet]\nnombre: Cata\n[/gf-sheet]", sandbox.category.id);
    forum.setWiki(gm, sheet, true);
    const order: number[] = [];
    let moved: () => void = () => {};
    const moveHandled = new Promise<void>((resolve) => { moved = resolve; });
    const client = discourseClient({ baseUrl: sandbox.url, apiKey: sandbox.apiKey, apiUsername: "gf-dice" });
    const r = reconciler({
      discourse: client, store: st, clock: systemClock, log: memoryLog(), categories: new Set([sandbox.category.id]), tags: ["gf-pool", "gf-sheet"],
      serviceUsername: "gf-dice", forumAnswered: () => {},
      handle: async (post) => {
        // The busy topic's first post takes long: until the other table's move is handled, or 5 s.
        if (post.id === slow) await Promise.race([moveHandled, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        order.push(post.id);
        if (post.id === move) moved();
        await st.markSeen(post.id, post.topic_id, post.version, Date.now());
      },
    }, { intervalMs: 0, pagesPerPass: 2, lookbackMs: 0 });
    await r.pass();
    expect(order[0]).toBe(sheet.id);
    expect(order.indexOf(move)).toBeLessThan(order.indexOf(slow));
    expect(order.indexOf(slow)).toBeLessThan(order.indexOf(after));
  }, 30_000);

  it("a sweep under way when the service stops goes on after its restart, not from the newest posts again", async () => {
    const { sandbox, store, forum, topic } = await coveredScene();
    const ids: number[] = [];
    for (let i = 0; i < 250; i++) ids.push(forum.createReply(forum.userByName("alicia")!, topic.topicId, `[gf-pool]\nd8 d6\n[/gf-pool]`, null)!.id);
    const before = recorder(sandbox, store, 2);
    expect((await before.r.pass()).finished).toBe(false);
    expect([...before.handled].sort((a, b) => a - b)).toEqual(ids.slice(150));
    // A new instance on the same store (the service restarted): its first pass reads on down.
    const after = recorder(sandbox, store, 2);
    expect((await after.r.pass()).finished).toBe(false);
    expect([...after.handled].sort((a, b) => a - b)).toEqual(ids.slice(100, 150));
    let last = { finished: false };
    for (let i = 0; i < 6 && !last.finished; i++) last = await after.r.pass();
    expect([...before.handled, ...after.handled].sort((a, b) => a - b)).toEqual(ids);
    expect(await store.getMark(RECONCILED_MARK)).toBe(Math.max(...ids));
  }, 30_000);
});
