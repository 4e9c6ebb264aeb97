// The one adapter between the service and a Discourse forum (docs/decisions.md, "Discourse client").
// It speaks the REST API with Node's built-in fetch (a guarded write: node:http, see writeChecked) and
// the `Api-Key` / `Api-Username` headers:
// Discourse only reads admin keys from those headers since 2020-04-06 (meta.discourse.org/t/22706;
// `api_key = @env[HEADER_API_KEY]`, query parameters only on the RSS/ICS routes of
// PARAMETER_API_PATTERNS, lib/auth/default_current_user_provider.rb). Nothing else in the service
// sees HTTP: handlers and the outbox call these verbs and get typed errors back.
import { Agent as HttpAgent, request as httpRequest } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { z } from "zod";
import { apiError, apiPost, latestPostsResponse, postRevision, repliesResponse, siteResponse, updatePostResponse, userResponse } from "./schemas.js";
import type { ApiPost, LatestPost } from "./schemas.js";
import type { RequestBudget, RequestLane } from "./request-budget.js";

export interface ReplyInput {
  readonly topicId: number;
  readonly raw: string;
  readonly replyToPostNumber?: number;
}

export interface PostRaw {
  readonly id: number;
  readonly topicId: number;
  readonly postNumber: number;
  readonly username: string;
  readonly raw: string;
  readonly version: number;
  readonly wiki: boolean;
  /** The reason given with the current version, if any. */
  readonly editReason?: string | null;
  /** `created_at` (ms), when the forum serves it. */
  readonly createdAt?: number;
}

/** One revision of a post: who made version `number`, when, and the edit reason given with it. */
export interface PostRevision {
  readonly number: number;
  /** The revision before it, or null for the first. */
  readonly previous: number | null;
  readonly username: string;
  readonly editReason: string | null;
  readonly createdAt: number;
  /**
   * Whether the revision changed the post's raw. PostRevisionSerializer#body_changes (app/serializers/
   * post_revision_serializer.rb at discourse/discourse@361aca11) renders `side_by_side_markdown` from
   * DiscourseDiff of the raw before and after (lib/discourse_diff.rb): a changed line is a cell of
   * class "diff-del" or "diff-ins", an unchanged one a bare <td>. A wiki toggle changes no raw.
   */
  readonly rawChanged: boolean;
}

/** A forum user as `GET /u/{username}.json` tells it: the name as the forum spells it, and whether they are staff. */
export interface ForumUser {
  readonly id: number;
  readonly username: string;
  readonly staff: boolean;
  /** Staged users (made by mail-in) are not people who play. */
  readonly staged: boolean;
}

export interface UpdateInput {
  readonly raw: string;
  readonly editReason: string;
  /** The raw this edit was computed from; Discourse answers 409 edit_conflict if the post moved on. */
  readonly originalText: string;
}

/** What a write may ask of the call: a check run after the request budget admits it, right before it goes out. */
export interface SendGuard {
  /** Throws to cancel the write (the outbox: "this worker no longer holds the item"). */
  readonly beforeSend?: () => Promise<void>;
  /**
   * Throws to cancel the write at the last moment: run once the connection is ready, in the same
   * synchronous step that hands the request to the socket, so no wait (a connection being made, a
   * frozen process) comes between this look and the request leaving. The error is rethrown as is.
   * With an injected `fetch` (tests) there is no such moment: it runs right before fetch is called.
   */
  readonly atWrite?: () => void;
}

export interface DiscourseClient {
  createReply(input: ReplyInput, guard?: SendGuard): Promise<ApiPost>;
  /** A new topic (PostsController#create with a title and a category): its first post. */
  createTopic(input: { title: string; raw: string; categoryId: number }): Promise<ApiPost>;
  readPost(postId: number): Promise<PostRaw>;
  updatePost(postId: number, input: UpdateInput, guard?: SendGuard): Promise<ApiPost>;
  /**
   * Makes a post a wiki: `PUT /posts/{id}/wiki` with `wiki=true` (PostsController#wiki,
   * app/controllers/posts_controller.rb at discourse/discourse@002becf8: `params.require(:wiki)`,
   * `guardian.ensure_can_wiki!`, then `post.revise(current_user, wiki: …)` and an empty 200). PostGuardian#can_wiki?
   * allows staff and trust level 4 on any post, so the service's account (staff, plugin/README.md) may;
   * the revision is this account's, and Discourse sends post_edited with `wiki: true`. No granular API
   * key scope names posts#wiki (ApiKeyScope.default_mappings, app/models/api_key_scope.rb at @42caef47): such a key gets 403.
   */
  makeWiki(postId: number): Promise<void>;
  /**
   * discourse-assign's PUT /assign/assign and /assign/unassign (config/routes.rb and
   * app/controllers/discourse_assign/assign_controller.rb at discourse/discourse-assign@bb1e5775):
   * target_id, target_type "Topic" and the assignee's username; a success answers {success: "OK"}.
   */
  assignTopic?(topicId: number, username: string): Promise<void>;
  unassignTopic?(topicId: number): Promise<void>;
  /**
   * Direct replies to a post (no raw), every page of them, used to find a reply sent before a crash.
   * Discourse answers 20 at a time in post-number order; `after` is the last post number seen.
   */
  listReplies(postId: number): Promise<ApiPost[]>;
  /**
   * A revision of a post ("latest": its newest), or undefined when it has none (404) or does not show
   * it to the service (403: a revision staff hid, read by an account that is not staff).
   */
  readRevision(postId: number, revision: number | "latest"): Promise<PostRevision | undefined>;
  /**
   * The raw a revision made (`GET /raw/{topic_id}/{post_number}?revision={n}`), for a revision that
   * changed the raw (PostRevision.rawChanged); undefined when the forum has no such revision or does
   * not show it (404).
   */
  readRevisionRaw(topicId: number, postNumber: number, revision: number): Promise<string | undefined>;
  /** The forum's categories (id and name), to name the watched ones in the logs. */
  listCategories?(): Promise<{ id: number; name: string }[]>;
  /**
   * The forum's newest posts with their raw, newest first, 50 a page (`GET /posts.json`); `before`
   * pages back to posts with smaller ids. The reconciler reads them.
   */
  latestPosts(before?: number): Promise<LatestPost[]>;
  /** A user by username, or undefined when the forum has none by that name (404: also a group's name). */
  readUser(username: string): Promise<ForumUser | undefined>;
}

export type DiscourseErrorKind =
  | "edit_conflict" // 409 from PostsController#update
  | "rate_limited" // 429, with retryAfterMs
  | "unavailable" // 5xx, network failure or timeout: worth retrying
  | "rejected"; // any other 4xx: retrying will not help

/** A failed call, with what the caller needs to decide: retry, wait, or give up. */
export class DiscourseError extends Error {
  constructor(
    readonly kind: DiscourseErrorKind,
    readonly status: number,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = "DiscourseError";
  }
}

export interface DiscourseClientOptions {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly apiUsername: string;
  readonly budget?: RequestBudget;
  /** Discourse's own webhook timeout is 20 s (WebHookEmitter::REQUEST_TIMEOUT); the same bound here. */
  readonly timeoutMs?: number;
  /** Replaces every request, writes included (tests); a write's `atWrite` then runs right before it. */
  readonly fetch?: typeof fetch;
}

/** An answer read whole: what `call` needs of a Response. */
interface Answer { readonly status: number; readonly ok: boolean; readonly retryAfter: string | null; readonly text: string }

const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };

/**
 * A write over node:http(s) whose headers and body leave in one synchronous step with `atWrite`:
 * `fetch` dispatches a request through several turns of the event loop (the connection is made, then
 * written), and a process frozen among them sends, on waking, a request its last check allowed long
 * before. Here the check runs once the socket is connected (TLS included), then `end()` writes at once.
 */
function writeChecked(url: string, method: string, headers: Record<string, string>, body: string, atWrite: () => void,
  signal: AbortSignal): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const https = u.protocol === "https:";
    const req = (https ? httpsRequest : httpRequest)(u, { method, agent: https ? agents.https : agents.http,
      headers: { ...headers, "Content-Length": String(Buffer.byteLength(body)) } });
    const abort = () => req.destroy(signal.reason instanceof Error ? signal.reason : new Error("aborted"));
    signal.addEventListener("abort", abort, { once: true });
    const go = () => {
      // Refused: nothing was written (headers wait for end()); the request fails with the guard's error.
      try { atWrite(); } catch (e) { req.destroy(e instanceof Error ? e : new Error(String(e))); return; }
      req.end(body);
    };
    req.once("socket", (socket) => {
      if (req.reusedSocket || !socket.connecting) go();
      else socket.once(https ? "secureConnect" : "connect", go);
    });
    req.once("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.once("end", () => {
        signal.removeEventListener("abort", abort);
        const status = res.statusCode ?? 0;
        const ra = res.headers["retry-after"];
        resolve({ status, ok: status >= 200 && status < 300, retryAfter: Array.isArray(ra) ? ra[0] ?? null : ra ?? null,
          text: Buffer.concat(chunks).toString("utf8") });
      });
      res.once("error", reject);
    });
    req.once("error", (e) => { signal.removeEventListener("abort", abort); reject(e); });
  });
}

/**
 * The wait a 429 asks for: `Retry-After` (seconds) first, then `extras.wait_seconds` from the body
 * (render_rate_limit_error, app/controllers/application_controller.rb sends both), else 60 s.
 */
export function retryAfterMs(header: string | null, body: unknown): number {
  const seconds = header !== null && /^\d+$/.test(header.trim()) ? Number(header.trim()) : undefined;
  if (seconds !== undefined) return Math.max(1, seconds) * 1000;
  const parsed = apiError.safeParse(body);
  const wait = parsed.success ? parsed.data.extras?.wait_seconds : undefined;
  return typeof wait === "number" && wait >= 0 ? Math.max(1, wait) * 1000 : 60_000;
}

/** Reading and rewriting a post (sheets, books) and its revisions is bookkeeping; posting, finding replies and users serve replies. */
const laneOf = (method: string, path: string): RequestLane =>
  (method === "PUT" || /^\/posts\/\d+(?:\.json$|\/revisions\/)|^\/raw\//.test(path) ? "bookkeeping" : "reply");

/** MAX_POST_REPLIES in PostsController. */
const REPLIES_PER_PAGE = 20;
/** A bound on one search: 2,000 direct replies to one post is far past any game's thread. */
const MAX_REPLY_PAGES = 100;

export function discourseClient(options: DiscourseClientOptions): DiscourseClient {
  const base = options.baseUrl.replace(/\/+$/, "");
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 20_000;

  async function call<T>(method: string, path: string, schema: z.ZodType<T>, body?: unknown, guard?: SendGuard, plain = false): Promise<T> {
    await options.budget?.take(laneOf(method, path));
    // The budget may have held the call for a long while (a 429 pauses it): the caller looks again.
    await guard?.beforeSend?.();
    let response: Answer;
    // A plain timer rather than AbortSignal.timeout(), which costs a transferable signal per call.
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
    const headers = {
      "Api-Key": options.apiKey,
      "Api-Username": options.apiUsername,
      Accept: "application/json",
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    };
    // The guard's last look: its refusal is rethrown as it is, not as a failed request.
    let refused = false;
    const atWrite = guard?.atWrite && (() => { try { guard.atWrite!(); } catch (e) { refused = true; throw e; } });
    try {
      if (atWrite && body !== undefined && !options.fetch) {
        response = await writeChecked(base + path, method, headers, JSON.stringify(body), atWrite, abort.signal);
      } else {
        atWrite?.();
        const r = await doFetch(base + path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }), signal: abort.signal });
        response = { status: r.status, ok: r.ok, retryAfter: r.headers.get("retry-after"), text: await r.text() };
      }
    } catch (cause) {
      if (refused) throw cause;
      throw new DiscourseError("unavailable", 0, `${method} ${path}: ${(cause as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
    const text = response.text;
    let json: unknown;
    try { json = text ? JSON.parse(text) : undefined; } catch { json = undefined; }
    if (response.ok && plain) return schema.parse(text);
    if (response.ok) {
      const parsed = schema.safeParse(json);
      if (!parsed.success) {
        throw new DiscourseError("rejected", response.status, `${method} ${path}: unexpected answer: ${z.prettifyError(parsed.error)}`);
      }
      return parsed.data;
    }
    const errors = apiError.safeParse(json);
    const detail = errors.success && errors.data.errors?.length ? errors.data.errors.join("; ") : text.slice(0, 200);
    const message = `${method} ${path}: ${response.status} ${detail}`;
    if (response.status === 429) {
      const wait = retryAfterMs(response.retryAfter, json);
      options.budget?.pauseUntil(Date.now() + wait);
      throw new DiscourseError("rate_limited", 429, message, wait);
    }
    if (response.status === 409) throw new DiscourseError("edit_conflict", 409, message);
    if (response.status >= 500) throw new DiscourseError("unavailable", response.status, message);
    throw new DiscourseError("rejected", response.status, message);
  }

  return {
    createReply: ({ topicId, raw, replyToPostNumber }, guard) =>
      call("POST", "/posts.json", apiPost, {
        topic_id: topicId, raw, ...(replyToPostNumber ? { reply_to_post_number: replyToPostNumber } : {}),
      }, guard),
    createTopic: ({ title, raw, categoryId }) => call("POST", "/posts.json", apiPost, { title, raw, category: categoryId }),
    async readPost(postId) {
      const p = await call("GET", `/posts/${postId}.json`, apiPost);
      if (p.raw === undefined) throw new DiscourseError("rejected", 200, `GET /posts/${postId}.json: no raw in answer`);
      return { id: p.id, topicId: p.topic_id, postNumber: p.post_number, username: p.username, raw: p.raw,
        version: p.version, wiki: p.wiki, editReason: p.edit_reason ?? null,
        ...(Number.isNaN(Date.parse(p.created_at)) ? {} : { createdAt: Date.parse(p.created_at) }) };
    },
    async updatePost(postId, { raw, editReason, originalText }, guard) {
      const r = await call("PUT", `/posts/${postId}.json`, updatePostResponse,
        { post: { raw, edit_reason: editReason, original_text: originalText } }, guard);
      return r.post;
    },
    async makeWiki(postId) {
      await call("PUT", `/posts/${postId}/wiki`, z.string(), { wiki: true }, undefined, true);
    },
    async listReplies(postId) {
      // PostsController#replies (app/controllers/posts_controller.rb, discourse/discourse@002becf8):
      // `post.replies.where(post_number: after + 1..).order(:post_number).limit(MAX_POST_REPLIES = 20)`,
      // `after = [params[:after].to_i, 1].max`. A short page is the last one.
      const all: ApiPost[] = [];
      let after = 1;
      for (let page = 0; page < MAX_REPLY_PAGES; page++) {
        const replies = await call("GET", `/posts/${postId}/replies.json?after=${after}`, repliesResponse);
        all.push(...replies);
        const last = replies[replies.length - 1];
        if (replies.length < REPLIES_PER_PAGE || !last || last.post_number <= after) break;
        after = last.post_number;
      }
      return all;
    },
    async assignTopic(topicId, username) {
      await call("PUT", "/assign/assign.json", z.unknown(), { target_id: topicId, target_type: "Topic", username });
    },
    async unassignTopic(topicId) {
      await call("PUT", "/assign/unassign.json", z.unknown(), { target_id: topicId, target_type: "Topic" });
    },
    listCategories: async () => (await call("GET", "/site.json", siteResponse)).categories.map((c) => ({ id: c.id, name: c.name })),
    async latestPosts(before) {
      const r = await call("GET", `/posts.json${before !== undefined ? `?before=${before}` : ""}`, latestPostsResponse);
      return r.latest_posts;
    },
    async readRevision(postId, revision) {
      try {
        const r = await call("GET", `/posts/${postId}/revisions/${revision}.json`, postRevision);
        return { number: r.current_revision, previous: r.previous_revision, username: r.username,
          editReason: r.edit_reason ?? null, createdAt: Date.parse(r.created_at),
          rawChanged: /class="diff-(?:del|ins)"/.test(r.body_changes.side_by_side_markdown) };
      } catch (e) {
        // PostsController#revisions → guardian.ensure_can_see!(post_revision): a hidden revision is
        // an InvalidAccess (403) unless the caller is staff or the post's author
        // (can_view_hidden_post_revisions?). Not shown is not there, as for readRevisionRaw.
        if (e instanceof DiscourseError && (e.status === 404 || e.status === 403)) return undefined;
        throw e;
      }
    },
    async readRevisionRaw(topicId, postNumber, revision) {
      // PostsController#markdown_num → markdown_for_revision (app/controllers/posts_controller.rb at
      // discourse/discourse@002becf8): `find_post_revision_from_topic_id.modifications[:raw].last`,
      // rendered as plain text. find_post_revision_from_topic_id raises NotFound for revision < 2, a
      // missing revision, or one the caller may not see (guardian.ensure_can_see!: a hidden revision
      // for a non-staff caller is an InvalidAccess, 403). A revision without a raw change has no
      // `modifications[:raw]` and fails (500): callers only ask for revisions with rawChanged.
      try {
        return await call("GET", `/raw/${topicId}/${postNumber}?revision=${revision}`, z.string(), undefined, undefined, true);
      } catch (e) {
        if (e instanceof DiscourseError && (e.status === 404 || e.status === 403)) return undefined;
        throw e;
      }
    },
    async readUser(username) {
      try {
        const { user } = await call("GET", `/u/${encodeURIComponent(username)}.json`, userResponse);
        return { id: user.id, username: user.username, staff: !!(user.admin || user.moderator), staged: !!user.staged };
      } catch (e) {
        if (e instanceof DiscourseError && e.status === 404) return undefined;
        throw e;
      }
    },
  };
}
