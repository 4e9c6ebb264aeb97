// The sandbox forum answers as Discourse does; each expectation names the Discourse source it mirrors.
import { afterEach, describe, expect, it } from "@jest/globals";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { discourseClient, DiscourseError } from "../../src/service/discourse/client.js";
import { apiError, apiPost, latestPostsResponse, postEventBody } from "../../src/service/discourse/schemas.js";
import { verifyWebhook } from "../../src/service/discourse/signature.js";
import { startSandbox } from "../../src/sandbox/sandbox.js";
import type { Sandbox } from "../../src/sandbox/sandbox.js";
import { AUTO_GROUPS } from "../../src/sandbox/wiki-guardian.js";

let sandbox: Sandbox | undefined;
afterEach(async () => { await sandbox?.close(); sandbox = undefined; });

const as = (s: Sandbox, username: string) => discourseClient({ baseUrl: s.url, apiKey: s.apiKey, apiUsername: username });

/** A topic's first post, long enough for Discourse (min_first_post_length 20); later topics' differ (unique_posts_mins). */
const HELLO = "Hola mesa, empezamos esta noche";
async function newTopic(s: Sandbox, username = "alicia", raw?: string) {
  // Each topic's title is its own (Topic's unique_among) and at least min_topic_title_length.
  const n = s.forum.topics.size + 1;
  const r = await fetch(`${s.url}/posts.json`, { method: "POST",
    headers: { "Api-Key": s.apiKey, "Api-Username": username, "Content-Type": "application/json" },
    body: JSON.stringify({ title: `Escena ${n} en la posada`, raw: raw ?? (n === 1 ? HELLO : `${HELLO} (${n})`), category: s.category.id }) });
  expect(r.status).toBe(200);
  return apiPost.parse(await r.json());
}

/** A local receiver that records webhook deliveries and answers with scripted statuses. */
async function receiver(statuses: number[] = []) {
  const got: { headers: Record<string, string | string[] | undefined>; body: Buffer; port: number | undefined }[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    got.push({ headers: req.headers, body: Buffer.concat(chunks), port: req.socket.remotePort });
    res.writeHead(statuses.shift() ?? 200).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { url, got, close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }) };
}

describe("sandbox forum REST API", () => {
  it("a topic's first page carries its first 20 posts and every id; /t/{id}/posts.json serves the rest by id (TopicsController#show, #posts)", async () => {
    sandbox = await startSandbox({ posting: {} });
    const first = await newTopic(sandbox);
    const other = await newTopic(sandbox, "bruno", "Otro tema para la mesa de Bruno");
    const ids = [first.id];
    for (let i = 2; i <= 45; i++) ids.push((await as(sandbox, "gf-dice").createReply({ topicId: first.topic_id, raw: `respuesta número ${i} del servicio`, replyToPostNumber: 1 })).id);
    const page = await (await fetch(`${sandbox.url}/t/${first.topic_id}.json`)).json() as { post_stream: { posts: { id: number; post_number: number }[]; stream: number[] } };
    expect(page.post_stream.stream).toEqual(ids);
    expect(page.post_stream.posts.map((p) => p.post_number)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // Another topic's post id is not this topic's: it is left out, as TopicView filters by topic.
    const query = [...ids.slice(40), other.id].map((id) => `post_ids[]=${id}`).join("&");
    const rest = await (await fetch(`${sandbox.url}/t/${first.topic_id}/posts.json?${query}`)).json() as { post_stream: { posts: { id: number }[] } };
    expect(rest.post_stream.posts.map((p) => p.id)).toEqual(ids.slice(40));
    expect((await fetch(`${sandbox.url}/t/99999/posts.json?post_ids[]=1`)).status).toBe(404);
  });

  it("creates topics and replies, and serves posts with raw and version (render_post_json)", async () => {
    sandbox = await startSandbox({ posting: {} });
    const first = await newTopic(sandbox);
    const reply = await as(sandbox, "gf-dice").createReply({ topicId: first.topic_id, raw: "Respuesta del servicio de dados", replyToPostNumber: 1 });
    expect(reply).toMatchObject({ topic_id: first.topic_id, post_number: 2, reply_to_post_number: 1, username: "gf-dice" });
    const read = await as(sandbox, "gf-dice").readPost(first.id);
    expect(read).toMatchObject({ raw: HELLO, version: 1, wiki: false, postNumber: 1 });
    const raw = await fetch(`${sandbox.url}/raw/${first.topic_id}/1`);
    expect(raw.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await raw.text()).toBe(HELLO);
    const replies = await as(sandbox, "gf-dice").listReplies(first.id);
    expect(replies.map((p) => p.id)).toEqual([reply.id]);
  });

  it("an API request may set a new post's created_at, any time, past or future; updated_at stays the real time, and what is no time is ignored (create_params, PostCreator#setup_post)", async () => {
    sandbox = await startSandbox({ posting: {} });
    const first = await newTopic(sandbox);
    const reply = async (body: Record<string, unknown>) => apiPost.parse(await (await fetch(`${sandbox!.url}/posts.json`, { method: "POST",
      headers: { "Api-Key": sandbox!.apiKey, "Api-Username": "gf-dice", "Content-Type": "application/json" },
      body: JSON.stringify({ topic_id: first.topic_id, ...body }) })).json());
    const before = Date.now();
    const backdated = await reply({ raw: "Antes de todo, una posada vacía", created_at: "2020-01-02T03:04:05.000Z" });
    expect(backdated.created_at).toBe("2020-01-02T03:04:05.000Z");
    expect(Date.parse(backdated.updated_at!)).toBeGreaterThanOrEqual(before);
    // Numbered after every post before it, whatever time it shows: the forum's ids are its creation order.
    expect(backdated.id).toBeGreaterThan(first.id);
    expect((await reply({ raw: "Del futuro llega una carta", created_at: "2100-01-01T00:00:00Z" })).created_at).toBe("2100-01-01T00:00:00.000Z");
    const ignored = await reply({ raw: "Sin hora, el reloj se paró", created_at: "no es una hora" });
    expect(ignored.created_at).toBe(ignored.updated_at);
  });

  it("lists a post's direct replies 20 at a time after a post number (PostsController#replies, MAX_POST_REPLIES)", async () => {
    sandbox = await startSandbox({ posting: {} });
    const first = await newTopic(sandbox);
    const forum = sandbox.forum;
    for (let i = 0; i < 45; i++) forum.createReply(forum.userByName(i % 2 ? "bruno" : "carla")!, first.topic_id, `r${i}`, i % 5 === 4 ? null : 1);
    const page = async (after?: string) => {
      const r = await fetch(`${sandbox!.url}/posts/${first.id}/replies.json${after === undefined ? "" : `?after=${after}`}`,
        { headers: { "Api-Key": sandbox!.apiKey, "Api-Username": "gf-dice" } });
      return (apiPost.array().parse(await r.json())).map((p) => p.post_number);
    };
    const direct = forum.repliesTo(forum.posts.get(first.id)!).map((p) => p.postNumber);
    expect(direct).toHaveLength(36);
    expect(await page()).toEqual(direct.slice(0, 20));
    expect(await page("0")).toEqual(direct.slice(0, 20)); // [to_i, 1].max
    expect(await page("x")).toEqual(direct.slice(0, 20));
    expect(await page(String(direct[19]))).toEqual(direct.slice(20, 36));
    expect(await page(`${direct[19]}abc`)).toEqual(direct.slice(20, 36)); // "…abc".to_i reads the digits
    expect(await page(String(direct[35]))).toEqual([]);
    // The client reads every page.
    expect((await as(sandbox, "gf-dice").listReplies(first.id)).map((p) => p.post_number)).toEqual(direct);
  });

  it("lists the newest posts 50 at a time with raw and category, before a post id (PostsController#latest, LatestPostsQuery)", async () => {
    sandbox = await startSandbox({ posting: {} });
    const forum = sandbox.forum;
    const first = await newTopic(sandbox);
    const loose = forum.createTopic(forum.userByName("bruno")!, "Sin categoría", "fuera", null); // no category: never listed
    for (let i = 0; i < 70; i++) forum.createReply(forum.userByName(i % 2 ? "bruno" : "carla")!, first.topic_id, `r${i}`, null);
    const page = async (before?: string) => {
      const r = await fetch(`${sandbox!.url}/posts.json${before === undefined ? "" : `?before=${before}`}`); // anonymous: open route
      expect(r.status).toBe(200);
      return latestPostsResponse.parse(await r.json()).latest_posts;
    };
    const listed = [...forum.posts.values()].filter((p) => p.topicId !== loose.topicId).map((p) => p.id).sort((a, b) => b - a);
    const one = await page();
    expect(one.map((p) => p.id)).toEqual(listed.slice(0, 50));
    expect(one[0]).toMatchObject({ raw: "r69", category_id: sandbox.category.id, topic_title: "Escena 1 en la posada", username: "bruno" });
    expect((await page("0")).map((p) => p.id)).toEqual(listed.slice(0, 50)); // to_i <= 0: no cursor
    expect((await page("x")).map((p) => p.id)).toEqual(listed.slice(0, 50));
    expect((await page(String(one[49]!.id))).map((p) => p.id)).toEqual(listed.slice(50));
    expect(await page(String(Math.min(...listed)))).toEqual([]);
    expect((await as(sandbox, "gf-dice").latestPosts(one[49]!.id)).map((p) => p.id)).toEqual(listed.slice(50));
  });

  it("rejects API keys sent as query parameters, as Discourse has since April 2020", async () => {
    sandbox = await startSandbox({ posting: {} });
    const first = await newTopic(sandbox);
    const r = await fetch(`${sandbox.url}/posts.json?api_key=${sandbox.apiKey}&api_username=alicia`, { method: "POST",
      headers: { "Content-Type": "application/json" }, body: JSON.stringify({ topic_id: first.topic_id, raw: "x" }) });
    expect(r.status).toBe(403);
    expect(apiError.parse(await r.json()).error_type).toBe("not_logged_in");
    expect(sandbox.forum.topicPosts(first.topic_id)).toHaveLength(1);
  });

  it("answers a wrong key or an unknown Api-Username with 403 invalid_access", async () => {
    sandbox = await startSandbox({ posting: {} });
    const wrong = discourseClient({ baseUrl: sandbox.url, apiKey: "nope", apiUsername: "alicia" });
    await expect(wrong.readPost(1)).rejects.toMatchObject({ kind: "rejected", status: 403 });
    await expect(as(sandbox, "nobody").readPost(1)).rejects.toMatchObject({ status: 403 });
  });

  it("bumps the version on an edit, and answers 409 edit_conflict when original_text is stale", async () => {
    sandbox = await startSandbox({ posting: {}, editingGracePeriodSec: 0 });
    const first = await newTopic(sandbox);
    const alicia = as(sandbox, "alicia");
    const edited = await alicia.updatePost(first.id, { raw: `${HELLO} 2`, editReason: "typo", originalText: HELLO });
    expect(edited.version).toBe(2);
    const stale = alicia.updatePost(first.id, { raw: `${HELLO} 3`, editReason: "x", originalText: HELLO });
    await expect(stale).rejects.toBeInstanceOf(DiscourseError);
    await expect(stale).rejects.toMatchObject({ kind: "edit_conflict", status: 409 });
    expect((await alicia.readPost(first.id)).raw).toBe(`${HELLO} 2`);
  });

  it("folds a same-user edit inside editing_grace_period into the current version (PostRevisor)", async () => {
    sandbox = await startSandbox({ posting: {}, editingGracePeriodSec: 300 });
    const first = await newTopic(sandbox);
    const r = await fetch(`${sandbox.url}/posts/${first.id}.json`, { method: "PUT",
      headers: { "Api-Key": sandbox.apiKey, "Api-Username": "alicia", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ "post[raw]": `${HELLO}!` }).toString() });
    expect(r.status).toBe(200);
    expect((await as(sandbox, "alicia").readPost(first.id))).toMatchObject({ raw: `${HELLO}!`, version: 1 });
  });

  it("wikis a post for whom PostGuardian#can_wiki? allows (staff and TL4 on any post, the author only in self_wiki_allowed_groups, trust_level_3 by default), on its REST API and its page's, and lets anyone edit a wiki post", async () => {
    sandbox = await startSandbox();
    const forum = sandbox.forum;
    forum.addUser("tres", false, 3);
    forum.addUser("cuatro", false, 4);
    const first = await newTopic(sandbox);
    const ofTres = await newTopic(sandbox, "tres", "Hola, soy tres y abro esta mesa");
    const api = (user: string, id: number) => fetch(`${sandbox!.url}/posts/${id}/wiki`, { method: "PUT",
      headers: { "Api-Key": sandbox!.apiKey, "Api-Username": user, "Content-Type": "application/json" }, body: JSON.stringify({ wiki: true }) });
    const page = (user: string, id: number) => fetch(`${sandbox!.url}/gf-sandbox/api/posts/${id}/wiki`, { method: "PUT",
      headers: { "Content-Type": "application/json" }, body: JSON.stringify({ username: user, wiki: true }) });
    // Each way in answers alike: the page's menu is the same guardian's.
    for (const put of [api, page]) {
      // alicia (trust level 1, a fresh forum's player) may not wiki even her own post; bruno not hers; tres
      // (TL3, in trust_level_3) his own but not hers.
      for (const [user, id] of [["alicia", first.id], ["bruno", first.id], ["tres", first.id]] as const) expect([put.name, user, (await put(user, id)).status]).toEqual([put.name, user, 403]);
    }
    expect(forum.posts.get(first.id)!.wiki).toBe(false);
    expect((await api("tres", ofTres.id)).status).toBe(200);
    expect((await api("cuatro", first.id)).status).toBe(200); // TL4: any post
    expect(forum.posts.get(first.id)!.wiki).toBe(true);
    // A forum that lets trust_level_0 make their own posts wikis (the setting Discourse's own spec sets so):
    // alicia may on hers, still not on tres's.
    forum.selfWikiAllowedGroups = [AUTO_GROUPS.trust_level_0];
    const second = await newTopic(sandbox, "alicia", "Otra mesa para esta misma noche");
    expect((await page("alicia", ofTres.id)).status).toBe(403);
    expect((await page("alicia", second.id)).status).toBe(200);
    expect((await api("moderadora", ofTres.id)).status).toBe(200); // staff: any post
    await expect(as(sandbox, "bruno").updatePost(second.id, { raw: "Otra mesa, ahora con las notas de Bruno", editReason: "hoja", originalText: "Otra mesa para esta misma noche" })).resolves.toMatchObject({ wiki: true });
    // What the page draws the menu from: each user's trust level and the setting.
    const site = await (await fetch(`${sandbox.url}/gf-sandbox/api/site.json`)).json() as { users: { username: string; trust_level: number }[]; self_wiki_allowed_groups: string };
    expect(site.self_wiki_allowed_groups).toBe("10");
    expect(site.users.filter((u) => ["alicia", "tres", "cuatro"].includes(u.username)).map((u) => [u.username, u.trust_level])).toEqual([["alicia", 1], ["tres", 3], ["cuatro", 4]]);
  });

  it("folds the author's own wiki toggle inside the grace period into the version, where the forum lets the author make it", async () => {
    sandbox = await startSandbox({ editingGracePeriodSec: 300, selfWikiAllowedGroups: [AUTO_GROUPS.trust_level_0] });
    const first = await newTopic(sandbox);
    const put = (user: string) => fetch(`${sandbox!.url}/posts/${first.id}/wiki`, { method: "PUT",
      headers: { "Api-Key": sandbox!.apiKey, "Api-Username": user, "Content-Type": "application/json" },
      body: JSON.stringify({ wiki: true }) });
    expect((await put("bruno")).status).toBe(403);
    await expect(as(sandbox, "bruno").updatePost(first.id, { raw: "de Bruno, que la completa ahora", editReason: "", originalText: "" }))
      .rejects.toMatchObject({ status: 403 });
    expect((await put("alicia")).status).toBe(200);
    // The author's own wiki toggle inside the grace period folds into version 1 (PostRevisor's
    // should_create_new_version?); Bruno's edit is another user's: version 2.
    expect((await as(sandbox, "alicia").readPost(first.id))).toMatchObject({ wiki: true, version: 1 });
    const after = await as(sandbox, "bruno").updatePost(first.id, { raw: "de Bruno, que la completa ahora", editReason: "hoja", originalText: HELLO });
    expect(after).toMatchObject({ wiki: true, version: 2 });
  });

  // What the service does to every sheet a player posts. PostsController#wiki is `post.revise(current_user,
  // wiki: params[:wiki])` (app/controllers/posts_controller.rb at discourse/discourse@002becf8); wiki is one of
  // PostRevisor's POST_TRACKED_FIELDS and staff are another user than the author, so should_create_new_version?
  // holds (edited_by_another_user?) and create_revision stores {wiki: [false, true]} as version 2, clearing an
  // edit reason (lib/post_revisor.rb at discourse/discourse@00fc0724). Discourse's client then shows the wiki's
  // pencil with the label 1 (version - 1) and "last edited" as its title (post/meta-data/edits-indicator.gjs at
  // @4aa037a1): on real Discourse too, every sheet staff made a wiki reads as edited once. Taken back by the same
  // staff inside the grace period, update_revision empties the revision and destroys it: version 1 again.
  it("a staff member's Make Wiki on a player's post is Discourse's version 2, by them, changing wiki only; undone at once, version 1", async () => {
    sandbox = await startSandbox({ posting: {}, editingGracePeriodSec: 300 });
    const first = await newTopic(sandbox);
    const edited: number[] = [];
    sandbox.forum.onEvent((e) => { if (e.name === "post_edited" && e.post.id === first.id) edited.push(e.post.version); });
    const put = (wiki: boolean) => fetch(`${sandbox!.url}/posts/${first.id}/wiki`, { method: "PUT",
      headers: { "Api-Key": sandbox!.apiKey, "Api-Username": "moderadora", "Content-Type": "application/json" }, body: JSON.stringify({ wiki }) });
    expect((await put(true)).status).toBe(200);
    expect(await as(sandbox, "alicia").readPost(first.id)).toMatchObject({ wiki: true, version: 2, raw: HELLO });
    const rev = await as(sandbox, "alicia").readRevision(first.id, 2);
    expect(rev).toMatchObject({ username: "moderadora", rawChanged: false });
    const held = sandbox.forum.posts.get(first.id)!;
    expect(held.revisions.map((r) => [r.number, r.userId, r.modifications])).toEqual([[2, sandbox.forum.userByName("moderadora")!.id, { wiki: [false, true] }]]);
    // The same staff member takes it back inside the grace period: the revision is emptied and destroyed.
    expect((await put(false)).status).toBe(200);
    expect([held.wiki, held.version, held.revisions.length]).toEqual([false, 1, 0]);
    expect(edited).toEqual([2, 1]);
  });

  it("limits admin-API requests per minute with 429, Retry-After and extras.wait_seconds", async () => {
    sandbox = await startSandbox({ posting: {}, adminApiPerMinute: 2 });
    const first = await newTopic(sandbox); // 1
    await as(sandbox, "alicia").readPost(first.id); // 2
    const r = await fetch(`${sandbox.url}/posts/${first.id}.json`, { headers: { "Api-Key": sandbox.apiKey, "Api-Username": "alicia" } });
    expect(r.status).toBe(429);
    const wait = Number(r.headers.get("retry-after"));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(apiError.parse(await r.json())).toMatchObject({ error_type: "rate_limit", extras: { wait_seconds: wait } });
    await expect(as(sandbox, "alicia").readPost(first.id)).rejects.toMatchObject({ kind: "rate_limited", retryAfterMs: wait * 1000 });
  });
});

describe("sandbox forum webhooks", () => {
  it("signs the raw body with HMAC-SHA256 and sends Discourse's headers and payload", async () => {
    const hook = await receiver();
    try {
      sandbox = await startSandbox({ posting: {}, webhooks: [{ url: hook.url, secret: "s3cret", events: ["post_created"] }] });
      const first = await newTopic(sandbox);
      await sandbox.webhooks.idle();
      expect(hook.got).toHaveLength(1);
      const { headers, body } = hook.got[0]!;
      expect(headers).toMatchObject({ "x-discourse-event": "post_created", "x-discourse-event-type": "post",
        "x-discourse-instance": sandbox.url, "x-discourse-event-id": "1", "content-type": "application/json" });
      expect(verifyWebhook("s3cret", body, headers["x-discourse-event-signature"] as string)).toBe(true);
      expect(verifyWebhook("other", body, headers["x-discourse-event-signature"] as string)).toBe(false);
      const payload = postEventBody.parse(JSON.parse(body.toString("utf8")));
      expect(payload.post).toMatchObject({ id: first.id, raw: HELLO, username: "alicia", version: 1, wiki: false,
        topic_title: "Escena 1 en la posada", category_id: sandbox.category.id, category_slug: "partidas", topic_archetype: "regular" });
    } finally { await hook.close(); }
  });

  it("retries a failed delivery with a new event id each time, and never after 404/410", async () => {
    const hook = await receiver([500, 502, 200, 404]);
    try {
      sandbox = await startSandbox({ posting: {}, retryUnitMs: 5, webhooks: [{ url: hook.url, secret: "k", events: ["post_created"] }] });
      await newTopic(sandbox);
      await sandbox.webhooks.idle();
      expect(hook.got.map((g) => g.headers["x-discourse-event-id"])).toEqual(["1", "2", "3"]);
      expect(new Set(hook.got.map((g) => g.body.toString())).size).toBe(1);
      await newTopic(sandbox); // answered 404: not retried
      await sandbox.webhooks.idle();
      expect(sandbox.webhooks.deliveries.map((d) => d.status)).toEqual([500, 502, 200, 404]);
    } finally { await hook.close(); }
  });

  it("sends each delivery on a connection of its own, closed after the answer: none can meet a kept connection the receiver is dropping", async () => {
    const hook = await receiver();
    try {
      sandbox = await startSandbox({ posting: {}, webhooks: [{ url: hook.url, secret: "k", events: ["post_created"] }] });
      await newTopic(sandbox);
      await sandbox.webhooks.idle();
      await newTopic(sandbox);
      await sandbox.webhooks.idle();
      expect(hook.got.map((g) => g.headers["connection"])).toEqual(["close", "close"]);
      expect(new Set(hook.got.map((g) => g.port)).size).toBe(2);
    } finally { await hook.close(); }
  });

  it("skips events outside a webhook's categories", async () => {
    const hook = await receiver();
    try {
      sandbox = await startSandbox({ posting: {}, webhooks: [{ url: hook.url, secret: "k", categoryIds: [999] }] });
      await newTopic(sandbox);
      await sandbox.webhooks.idle();
      expect(hook.got).toHaveLength(0);
    } finally { await hook.close(); }
  });
});
