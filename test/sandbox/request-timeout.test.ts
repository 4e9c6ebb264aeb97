// The sandbox's request timeout is as strict as Discourse's: unicorn kills a worker whose request has
// run past `timeout 30` (config/unicorn.conf.rb, discourse/discourse@00392f17), the post's transaction
// never commits, and nginx answers 502. A forum that still made a post late would be more forgiving
// than the real one and hide the outbox's duplicates (a taken-over item is looked for a whole lease
// after its send, the lease being no shorter than the request timeout).
import { afterEach, describe, expect, it } from "@jest/globals";
import { discourseClient, DiscourseError } from "../../src/service/discourse/client.js";
import { apiPost } from "../../src/service/discourse/schemas.js";
import { startSandbox } from "../../src/sandbox/sandbox.js";
import type { Sandbox } from "../../src/sandbox/sandbox.js";

let sandbox: Sandbox | undefined;
afterEach(async () => { await sandbox?.close(); sandbox = undefined; });

const as = (s: Sandbox, username: string) => discourseClient({ baseUrl: s.url, apiKey: s.apiKey, apiUsername: username });

const HELLO = "Hola mesa, empezamos esta noche";
/** A topic Discourse takes (a title and text of their own each: unique_among, unique_posts_mins). */
async function newTopic(s: Sandbox) {
  const n = s.forum.topics.size + 1;
  const r = await fetch(`${s.url}/posts.json`, { method: "POST",
    headers: { "Api-Key": s.apiKey, "Api-Username": "alicia", "Content-Type": "application/json" },
    body: JSON.stringify({ title: `Escena ${n} en la posada`, raw: n === 1 ? HELLO : `${HELLO} (${n})`, category: s.category.id }) });
  expect(r.status).toBe(200);
  return apiPost.parse(await r.json());
}

/** A reply by the service that the forum holds `delayMs` before doing it (its topic's lock held). */
async function slowReply(s: Sandbox, topicId: number, delayMs: number, raw: string) {
  s.server.faults.push({ action: "slow", status: 0, delayMs, count: 1, path: /^POST \/posts\.json$/ });
  return as(s, "gf-dice").createReply({ topicId, raw, replyToPostNumber: 1 });
}

describe("sandbox forum: Discourse's request timeout (unicorn `timeout 30`)", () => {
  it("a post not made within the request timeout is never made: the client gets nginx's 502, in doubt, and the topic has no such post", async () => {
    sandbox = await startSandbox({ requestTimeoutMs: 200 });
    const topic = await newTopic(sandbox);
    const before = sandbox.forum.posts.size;
    const err = await slowReply(sandbox, topic.topic_id, 400, "Tirada tardía del servicio de dados").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DiscourseError);
    // A 5xx: the client cannot tell whether the post was made (a kill after the commit also gives 502).
    expect({ kind: (err as DiscourseError).kind, status: (err as DiscourseError).status }).toEqual({ kind: "unavailable", status: 502 });
    // The forum answered 502 only once its handler had given the write up (done: false, recorded as it
    // threw): nothing is left to turn up later.
    expect(sandbox.server.writes.at(-1)).toMatchObject({ method: "POST", path: "/posts.json", done: false });
    expect(sandbox.server.writes.at(-1)!.ms).toBeGreaterThan(200);
    expect(sandbox.server.injected.get("timeout")).toBe(1);
    expect(sandbox.forum.posts.size).toBe(before);
    expect([...sandbox.forum.posts.values()].some((p) => p.raw === "Tirada tardía del servicio de dados")).toBe(false);
  });

  it("an edit not done within the request timeout leaves the post as it was", async () => {
    sandbox = await startSandbox({ requestTimeoutMs: 200 });
    const topic = await newTopic(sandbox);
    sandbox.server.faults.push({ action: "slow", status: 0, delayMs: 400, count: 1, path: /^PUT \/posts\/\d+\.json$/ });
    const err = await as(sandbox, "alicia").updatePost(topic.id, { raw: `${HELLO}, editado`, editReason: "corrección", originalText: HELLO }).catch((e: unknown) => e);
    expect((err as DiscourseError).status).toBe(502);
    expect(sandbox.forum.posts.get(topic.id)!.raw).toBe(HELLO);
  });

  it("a slow write within the timeout is made, and the default timeout is Discourse's 30 s", async () => {
    sandbox = await startSandbox({ requestTimeoutMs: 1_000 });
    const topic = await newTopic(sandbox);
    const made = await slowReply(sandbox, topic.topic_id, 150, "Tirada lenta del servicio de dados");
    expect(sandbox.forum.posts.get(made.id)?.raw).toBe("Tirada lenta del servicio de dados");
    expect(sandbox.server.writes.at(-1)).toMatchObject({ done: true, postId: made.id });
    await sandbox.close();
    // Without the option: a write that waits 1.5 s (past any compressed scale, far within 30 s) is made.
    sandbox = await startSandbox();
    const t2 = await newTopic(sandbox);
    const late = await slowReply(sandbox, t2.topic_id, 1_500, "Tirada con el tiempo de Discourse");
    expect(sandbox.forum.posts.get(late.id)?.raw).toBe("Tirada con el tiempo de Discourse");
  });
  it("a slow post whose client gave up waiting is still made: nginx had the whole request, and Rails finishes it", async () => {
    sandbox = await startSandbox();
    const topic = await newTopic(sandbox);
    sandbox.server.faults.push({ action: "slow", status: 0, delayMs: 600, count: 1, path: /^POST \/posts\.json$/ });
    const impatient = discourseClient({ baseUrl: sandbox.url, apiKey: sandbox.apiKey, apiUsername: "gf-dice", timeoutMs: 150 });
    const err = await impatient.createReply({ topicId: topic.topic_id, raw: "Tirada que el cliente dejó de esperar", replyToPostNumber: 1 }).catch((e: unknown) => e);
    expect({ kind: (err as DiscourseError).kind, status: (err as DiscourseError).status }).toEqual({ kind: "unavailable", status: 0 });
    await sandbox.server.idle();
    expect(sandbox.server.writes.at(-1)).toMatchObject({ method: "POST", path: "/posts.json", done: true });
    expect([...sandbox.forum.posts.values()].filter((p) => p.raw === "Tirada que el cliente dejó de esperar")).toHaveLength(1);
  });
});
