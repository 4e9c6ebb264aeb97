// A fake Discourse that checks itself. test/fixtures/discourse/ holds Discourse's answers written by
// hand from its own serializers, controllers and webhook job (each fixture's `_source` names the
// file and commit), not from src/service/discourse/schemas.ts, which the service and the sandbox
// share. Both sides are held against them:
// - the service's client reads every fixture: the schemas accept them, every field a schema names is
//   one Discourse sends, and the client, talking to a server that replays them over real HTTP, turns
//   them into the right values and errors (409 edit_conflict, 429 with its wait, 404, 403);
// - the sandbox forum answers with Discourse's keys and JSON types: nothing it sends is missing from
//   Discourse's answer or typed differently, in posts, replies, revisions, webhooks and errors.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import type { z } from "zod";
import { startSandbox, type Sandbox } from "../../src/sandbox/sandbox.js";
import { discourseClient, DiscourseError } from "../../src/service/discourse/client.js";
import {
  apiError, apiPost, postEventBody, postRevision, repliesResponse, webhookPost, WEBHOOK_HEADERS,
} from "../../src/service/discourse/schemas.js";
import { verifyWebhook } from "../../src/service/discourse/signature.js";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Answer { status: number; headers?: Record<string, string>; body: Json }
interface Hook { secret: string; headers: Record<string, string>; body: string }

const DIR = resolve("test/fixtures/discourse");
const fixture = <T = Answer>(name: string): T => JSON.parse(readFileSync(join(DIR, `${name}.json`), "utf8")) as T;
const POST = fixture("post");
const REPLIES = fixture("replies");
const REVISION = fixture("post-revision");
const CREATED = fixture<Hook>("webhook-post-created");
const EDITED = fixture<Hook>("webhook-post-edited");
const ERRORS = {
  409: fixture("error-409-edit-conflict"), 429: fixture("error-429-rate-limit"),
  403: fixture("error-403-invalid-access"), 404: fixture("error-404-not-found"),
};

const typeOf = (v: unknown): string => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v);

/**
 * Where `ours` strays from Discourse's `theirs`: a key Discourse does not send, or a value of another
 * JSON type. A null on either side stands for "absent today" and matches any type (reply_to_post_number,
 * edit_reason…). Arrays are compared element by element against Discourse's first element.
 */
function strays(ours: unknown, theirs: unknown, path = "$"): string[] {
  const [a, b] = [typeOf(ours), typeOf(theirs)];
  if (a === "null" || b === "null") return [];
  if (a !== b) return [`${path}: ${a}, Discourse sends ${b}`];
  if (a === "array") {
    const sample = (theirs as unknown[])[0];
    return sample === undefined ? [] : (ours as unknown[]).flatMap((x, i) => strays(x, sample, `${path}[${i}]`));
  }
  if (a !== "object") return [];
  const them = theirs as Record<string, unknown>;
  return Object.entries(ours as Record<string, unknown>).flatMap(([k, v]) =>
    Object.hasOwn(them, k) ? strays(v, them[k], `${path}.${k}`) : [`${path}.${k}: Discourse sends no such key`]);
}

/** The keys a schema names, each of which Discourse must send. */
const schemaKeys = (schema: z.ZodObject) => Object.keys(schema.shape);

describe("the fixtures follow Discourse's sources", () => {
  it("each names the Discourse files (and commits) it was written from", () => {
    for (const name of ["post", "replies", "post-revision", "webhook-post-created", "webhook-post-edited",
      "error-409-edit-conflict", "error-429-rate-limit", "error-403-invalid-access", "error-404-not-found"]) {
      const sources = fixture<{ _source: string[] }>(name)._source;
      expect(sources.length).toBeGreaterThan(0);
      expect(sources.every((s) => /^(app|lib|config)\/\S+\.rb\b/.test(s) || /^(render_post_json|PostsController|the body)/.test(s))).toBe(true);
    }
  });

  it("the webhook bodies are signed as build_webhook_headers signs them, and their headers agree with the body", () => {
    for (const hook of [CREATED, EDITED]) {
      expect(verifyWebhook(hook.secret, Buffer.from(hook.body), hook.headers["X-Discourse-Event-Signature"])).toBe(true);
      expect(Number(hook.headers["Content-Length"])).toBe(Buffer.byteLength(hook.body));
    }
  });
});

describe("the service's client reads Discourse's answers", () => {
  it("the webhook schemas accept both post events, and every field they name is one Discourse sends", () => {
    for (const hook of [CREATED, EDITED]) {
      const body = JSON.parse(hook.body) as { post: Record<string, unknown> };
      const parsed = postEventBody.parse(body);
      expect(parsed.post).toMatchObject({ id: 301, topic_id: 57, post_number: 1, username: "ana", wiki: false, category_id: 5 });
      expect(schemaKeys(webhookPost).filter((k) => !Object.hasOwn(body.post, k))).toEqual([]);
      // Every header the service reads is one build_webhook_headers sets.
      const sent = new Set(Object.keys(hook.headers).map((h) => h.toLowerCase()));
      expect(Object.values(WEBHOOK_HEADERS).filter((h) => !sent.has(h))).toEqual([]);
    }
    expect(JSON.parse(EDITED.body).post.version).toBe(2);
    expect(EDITED.headers["X-Discourse-Event"]).toBe("post_edited");
  });

  it("the REST schemas accept a post, its replies and a revision, and name only fields Discourse sends", () => {
    expect(apiPost.parse(POST.body)).toMatchObject({ id: 301, version: 2, raw: expect.any(String), edit_reason: "typo" });
    expect(schemaKeys(apiPost).filter((k) => !Object.hasOwn(POST.body as object, k))).toEqual([]);
    expect(repliesResponse.parse(REPLIES.body).map((p) => [p.post_number, p.reply_to_post_number, p.raw])).toEqual([[3, 1, undefined], [5, 1, undefined]]);
    expect(postRevision.parse(REVISION.body)).toMatchObject({ post_id: 301, current_revision: 2, edit_reason: "typo" });
    expect(schemaKeys(postRevision).filter((k) => !Object.hasOwn(REVISION.body as object, k))).toEqual([]);
    for (const e of Object.values(ERRORS)) expect(apiError.safeParse(e.body).success).toBe(true);
  });

  it("a revision from a Discourse whose serializer sends neither wiki nor can_edit is still read", () => {
    const { wiki: _wiki, can_edit: _canEdit, ...older } = REVISION.body as Record<string, unknown>;
    expect(postRevision.parse(older)).toMatchObject({ post_id: 301, current_revision: 2, edit_reason: "typo" });
  });

  describe("over HTTP, from a server that replays the fixtures", () => {
    let server: Server;
    let base = "";
    const routes: Record<string, Answer> = {
      "GET /posts/301.json": POST,
      "GET /posts/301/replies.json?after=1": REPLIES,
      "GET /posts/301/revisions/latest.json": REVISION,
      "PUT /posts/301.json": ERRORS[409],
      "GET /posts/302.json": ERRORS[429],
      "GET /posts/303.json": ERRORS[403],
      "GET /posts/304/revisions/latest.json": ERRORS[404],
    };
    beforeAll(async () => {
      server = createServer((req, res) => {
        const answer = routes[`${req.method} ${req.url}`] ?? ERRORS[404];
        res.writeHead(answer.status, { "Content-Type": "application/json; charset=utf-8", ...answer.headers });
        res.end(JSON.stringify(answer.body));
      });
      await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => { await new Promise((r) => server.close(r)); });
    const client = () => discourseClient({ baseUrl: base, apiKey: "k", apiUsername: "gf-dice" });
    const failure = async (p: Promise<unknown>) => { try { await p; } catch (e) { return e as DiscourseError; } throw new Error("expected a failure"); };

    it("reads a post, its replies and its latest revision", async () => {
      expect(await client().readPost(301)).toEqual({ id: 301, topicId: 57, postNumber: 1, username: "ana",
        raw: (POST.body as { raw: string }).raw, version: 2, wiki: false, editReason: "typo",
        createdAt: Date.parse((POST.body as { created_at: string }).created_at) });
      expect((await client().listReplies(301)).map((p) => p.id)).toEqual([305, 309]);
      expect(await client().readRevision(301, "latest")).toEqual({ number: 2, previous: null, username: "ana", editReason: "typo",
        createdAt: Date.parse("2026-11-20T18:05:40.095Z"), rawChanged: true });
    });

    it("turns Discourse's errors into the right kinds: edit conflict, rate limit with its wait, rejected, no revision", async () => {
      const conflict = await failure(client().updatePost(301, { raw: "x", editReason: "r", originalText: "y" }));
      expect([conflict.kind, conflict.status]).toEqual(["edit_conflict", 409]);
      const limited = await failure(client().readPost(302));
      expect([limited.kind, limited.status, limited.retryAfterMs]).toEqual(["rate_limited", 429, 42_000]);
      const denied = await failure(client().readPost(303));
      expect([denied.kind, denied.status]).toEqual(["rejected", 403]);
      expect(await client().readRevision(304, "latest")).toBeUndefined();
    });
  });
});

describe("the sandbox forum answers in Discourse's keys and types", () => {
  let sandbox: Sandbox;
  let hooks: { headers: IncomingHttpHeaders; body: string }[] = [];
  let receiver: Server;
  const api = (user: string) => ({ "Api-Key": sandbox.apiKey, "Api-Username": user, "Content-Type": "application/json" });
  const json = async (path: string, init: RequestInit = {}) => {
    const r = await fetch(`${sandbox.url}${path}`, init);
    return { status: r.status, headers: r.headers, body: await r.json() as unknown };
  };
  let first = 0;
  let topic = 0;

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => { hooks.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") }); res.end("ok"); });
    });
    await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
    sandbox = await startSandbox({ players: ["ana", "beto"], adminApiPerMinute: 1_000, editingGracePeriodSec: 0, posting: {} });
    sandbox.webhooks.add({ url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`, secret: "sandbox-secret-0123456789", events: ["post_created", "post_edited"] });
    const made = await json("/posts.json", { method: "POST", headers: api("ana"), body: JSON.stringify({ title: "Duelo en el patio", raw: "Lía entra al patio de armas.", category: sandbox.category.id }) });
    first = (made.body as { id: number }).id;
    topic = (made.body as { topic_id: number }).topic_id;
    await json(`/posts/${first}.json`, { method: "PUT", headers: api("ana"), body: JSON.stringify({ post: { raw: "Lía entra en el patio de armas.", edit_reason: "typo" } }) });
    await json("/posts.json", { method: "POST", headers: api("beto"), body: JSON.stringify({ topic_id: topic, raw: "Bruno la mira desde la muralla.", reply_to_post_number: 1 }) });
    await sandbox.webhooks.idle();
  });
  afterAll(async () => { await sandbox.close(); await new Promise((r) => receiver.close(r)); });

  it("GET /posts/{id}.json: a post, with raw", async () => {
    const r = await json(`/posts/${first}.json`, { headers: api("gf-dice") });
    expect(r.status).toBe(200);
    expect(strays(r.body, POST.body)).toEqual([]);
  });

  it("GET /posts/{id}/replies.json: the replies, without raw", async () => {
    const r = await json(`/posts/${first}/replies.json`, { headers: api("gf-dice") });
    expect((r.body as unknown[]).length).toBe(1);
    expect(strays(r.body, REPLIES.body)).toEqual([]);
  });

  it("GET /posts/{id}/revisions/latest.json: the edit's revision", async () => {
    const r = await json(`/posts/${first}/revisions/latest.json`, { headers: api("gf-dice") });
    expect(r.status).toBe(200);
    expect(strays(r.body, REVISION.body)).toEqual([]);
  });

  it("post webhooks: the headers build_webhook_headers sets, and a WebHookPostSerializer body", () => {
    const events = hooks.map((h) => h.headers["x-discourse-event"]);
    expect(events).toEqual(["post_created", "post_edited", "post_created"]);
    const theirs = new Set(Object.keys(CREATED.headers).map((h) => h.toLowerCase()));
    for (const hook of hooks) {
      expect(Object.keys(hook.headers).filter((h) => h.startsWith("x-discourse-") && !theirs.has(h))).toEqual([]);
      expect(strays(JSON.parse(hook.body), JSON.parse(CREATED.body))).toEqual([]);
    }
  });

  it("errors: 409 edit_conflict, 403, 404 and 429 carry Discourse's keys, and the 429 its Retry-After", async () => {
    const conflict = await json(`/posts/${first}.json`, { method: "PUT", headers: api("ana"), body: JSON.stringify({ post: { raw: "otra", original_text: "no es esto" } }) });
    expect(conflict.status).toBe(409);
    expect(strays(conflict.body, ERRORS[409].body)).toEqual([]);
    const denied = await json(`/posts/${first}.json`, { headers: { "Api-Key": "wrong", "Api-Username": "ana" } });
    expect(denied.status).toBe(403);
    expect(strays(denied.body, ERRORS[403].body)).toEqual([]);
    const missing = await json("/posts/999999.json", { headers: api("gf-dice") });
    expect(missing.status).toBe(404);
    expect(strays(missing.body, ERRORS[404].body)).toEqual([]);
    const limited = await startSandbox({ adminApiPerMinute: 1 });
    try {
      const once = () => fetch(`${limited.url}/posts/1.json`, { headers: { "Api-Key": limited.apiKey, "Api-Username": "gf-dice" } });
      await once();
      const r = await once();
      expect(r.status).toBe(429);
      expect(r.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(strays(await r.json(), ERRORS[429].body)).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});
