// The sandbox forum over HTTP: the REST routes the service uses, answered as Discourse answers them.
//   POST /posts.json                PostsController#create (root-level post JSON via backwards_compatible_json)
//   GET  /posts.json                PostsController#latest (LatestPostsQuery#public_posts, 50 a page, `before`)
//   GET  /posts/{id}.json           PostsController#show → render_post_json(add_raw: true)
//   PUT  /posts/{id}.json           PostsController#update, with the original_text / raw_old 409 check
//   PUT  /posts/{id}/wiki           PostsController#wiki (requires `wiki`, answers an empty 200)
//   GET  /posts/{id}/replies.json   PostsController#replies (MAX_POST_REPLIES = 20, `after`; discourse/discourse@002becf8)
//   GET  /posts/{id}/revisions/latest.json   PostsController#latest_revision (404 with no revision)
//   GET  /posts/{id}/revisions/{n}.json      PostsController#revisions (n < 2: 400; none: 404)
//   DELETE /posts/{id}/revisions/permanently_delete   PostsController#permanently_delete_revisions (staff, can_permanently_delete)
//   GET  /raw/{topic_id}/{n}        PostsController#markdown_num → `render plain: post.raw`
//   GET  /t/{id}.json               TopicsController#show, reduced to the post stream (first 20 posts, every id)
//   GET  /t/{id}/posts.json         TopicsController#posts (`post_ids[]`: the stream's later posts)
//   GET  /posts/by_number/{topic_id}/{n}.json   PostsController#by_number (display_post: no raw)
//   GET  /latest.json               ListController#latest (TopicQuery, 30 a page, `page`, more_topics_url)
//   GET  /c/{slug}/{id}.json        ListController#category_default (the same list in one category; a
//                                   wrong or missing slug is a 301 to the category's own address)
//   GET  /u/{username}.json         UsersController#show (404 for a name no user has, a group's included)
// Auth follows Auth::DefaultCurrentUserProvider (lib/auth/default_current_user_provider.rb): the key
// comes from the `Api-Key` header only (query parameters count only on RSS/ICS routes,
// PARAMETER_API_PATTERNS), `Api-Username` picks the acting user, unknown credentials are a 403
// invalid_access, and every admin-API request passes the admin_api_key_limiter (60/min by default).
import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { createPostRequest, updatePostRequest } from "../service/discourse/schemas.js";
import type { ForumPost, ForumUser, SandboxForum } from "./forum.js";
import { RateLimiter } from "./rate-limiter.js";
import { serializeLatestPost, serializePost, serializeRevision, serializeUser, slug } from "./serializers.js";
import { findCategory, readPage, topicListPage } from "./topic-list.js";

/** TopicView.chunk_size: the posts a topic's first page carries. */
const TOPIC_CHUNK = 20;
/** English strings from config/locales/server.en.yml and client.en.yml, as Discourse returns them. */
const MESSAGES = {
  notLoggedIn: "You need to be logged in to do that.",
  invalidAccess: "You are not permitted to view the requested resource.",
  invalidApiCredentials: "You are not permitted to view the requested resource. The API username or key is invalid.",
  notFound: "The requested URL or resource could not be found.",
  editConflict: "This post was edited by another user and your changes can no longer be saved.",
  tooManyRequests: (s: number) =>
    `You’ve performed this action too many times. Please wait ${s} ${s === 1 ? "second" : "seconds"} before trying again.`,
  invalidParams: (p: string) => `param is missing or the value is empty: ${p}`,
  /** Discourse::InvalidParameters (server.en.yml invalid_params). */
  invalidParameters: (p: string) => `You supplied invalid parameters to the request: ${p}`,
};

export interface ApiKey {
  readonly key: string;
  /** A single-user key; null for an "All Users" key that acts as any Api-Username. */
  readonly userId: number | null;
}

export interface SandboxServerOptions {
  /** GlobalSetting.max_admin_api_reqs_per_minute (60 in config/discourse_defaults.conf). */
  readonly adminApiPerMinute?: number;
  /**
   * Discourse's limits per IP address on what reaches Rails without an API key (the reader's
   * browser): GlobalSetting max_reqs_per_ip_per_10_seconds (50) and max_reqs_per_ip_per_minute (200)
   * in config/discourse_defaults.conf, enforced by lib/middleware/request_tracker.rb, which answers
   * 429 with Retry-After. Here on every JSON read without a key (nginx serves /plugins/ and /assets/
   * itself). startSandbox sets Discourse's defaults (DISCOURSE_READS_PER_IP); unset, reads are not limited.
   */
  readonly readsPerIp?: { readonly per10Seconds: number; readonly perMinute: number };
  readonly now?: () => number;
  /** The forum's web page (src/sandbox/page), tried before answering 404. */
  readonly page?: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;
  /**
   * Time between doing a write and answering it. A real forum commits the post, then cooks,
   * serialises and answers (hundreds of ms on a busy site): a client killed in that gap made the
   * post without learning so. Tests widen the gap with this.
   */
  readonly writeLatencyMs?: number;
  /**
   * The official discourse-assign plugin, enabled (site setting assign_enabled); `players`: its
   * assign_allowed_on_groups holds every user (trust_level_0), else only admins may be assigned.
   */
  readonly assign?: { readonly players: boolean };
  /**
   * Discourse's request timeout: unicorn kills a worker whose request has run longer than this
   * (config/unicorn.conf.rb, production: `timeout 30`, "nuke workers after 30 seconds";
   * discourse/discourse@00392f17), so a post whose transaction has not committed by then is rolled
   * back and never exists, and nginx answers the client 502 (the upstream closed the connection).
   * The sandbox does the same: a write still to be done this long after the request arrived is not
   * done, and the client gets a 502 ("timeout" in `injected`). Default 30,000 ms, as Discourse;
   * the soak sets it to its compressed time scale.
   */
  readonly requestTimeoutMs?: number;
}

/** A scripted answer for the next requests, so tests can meet 5xx and 429 on demand. */
export interface Fault {
  /**
   * What the forum does: answer `status` (the default), "reset" the connection unanswered, "hang"
   * (never answer: the client times out), do the write and then reset ("reset-after-write": the
   * post exists, the client never learns it), or wait `delayMs` and then do the request as usual
   * ("slow": a post waiting on its topic's lock, `DistributedMutex.synchronize("topic_id_…")` in
   * PostCreator#transaction, lib/post_creator.rb at discourse/discourse@0113fce4, or a slow cook).
   */
  readonly action?: "status" | "reset" | "hang" | "reset-after-write" | "slow";
  readonly status: number;
  /** How long a "slow" request waits before the forum does it. */
  readonly delayMs?: number;
  /** For "slow": an event the request waits for before its delayMs starts (a test's event, not a length of time). */
  readonly until?: Promise<unknown>;
  readonly retryAfterSec?: number;
  count: number;
  /** Matched against "METHOD /path". */
  readonly path?: RegExp;
  /** Only requests acting as this Api-Username. */
  readonly username?: string;
}

/** nginx's `keepalive_timeout 65;` in front of every Discourse (see listen()). */
export const KEEP_ALIVE_MS = 65_000;

export class SandboxServer {
  readonly keys = new Map<string, ApiKey>();
  readonly faults: Fault[] = [];
  /** Faults chosen per request (the soak's random forum); consulted after `faults`. */
  chaos: ((r: { method: string; path: string; username: string | undefined }) => Fault | undefined) | undefined;
  /** Faults injected so far, by kind ("429", "503", "reset", "hang", "reset-after-write", "slow"). */
  readonly injected = new Map<string, number>();
  /** Every API request, for tests that count what the service spent. */
  readonly requests: { method: string; path: string; status: number; at: number }[] = [];
  /**
   * Every write (any method but GET) by when it arrived and how long after that it was done or
   * refused by the request timeout (`done: false`), in real ms; `postId` for POST /posts.json.
   */
  readonly writes: { method: string; path: string; arrived: number; ms: number; done: boolean; postId?: number }[] = [];
  private readonly adminLimiter: RateLimiter;
  private readonly ipLimiters: readonly [RateLimiter, RateLimiter] | undefined;
  /** The requests being handled now. */
  private readonly handling = new Set<Promise<void>>();
  private server: Server | undefined;
  private readonly now: () => number;
  private readonly page: SandboxServerOptions["page"];
  private readonly writeLatencyMs: number;
  private readonly requestTimeoutMs: number;

  /** discourse-assign, when enabled (SandboxServerOptions.assign). */
  private readonly assign: { readonly players: boolean } | undefined;

  /** TopicViewSerializer's assigned_to_user (discourse-assign's plugin.rb), when the topic is assigned. */
  private assignedTo(topicId: number): { assigned_to_user?: { username: string } } {
    const id = this.assign ? this.forum.assignments.get(topicId) : undefined;
    const user = id !== undefined ? this.forum.users.get(id) : undefined;
    return user ? { assigned_to_user: { username: user.username } } : {};
  }

  constructor(readonly forum: SandboxForum, options: SandboxServerOptions = {}) {
    this.assign = options.assign;
    this.now = options.now ?? Date.now;
    this.writeLatencyMs = options.writeLatencyMs ?? 0;
    this.requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
    this.page = options.page;
    this.adminLimiter = new RateLimiter(options.adminApiPerMinute ?? 60, 60, this.now);
    this.ipLimiters = options.readsPerIp
      ? [new RateLimiter(options.readsPerIp.per10Seconds, 10, this.now), new RateLimiter(options.readsPerIp.perMinute, 60, this.now)] : undefined;
  }

  /**
   * Resolves once no request is being handled: every write a client has sent so far is done or
   * refused. A test waits for this, not for a length of time, before it counts what the forum holds.
   */
  async idle(): Promise<void> {
    while (this.handling.size) await Promise.allSettled([...this.handling]);
  }

  addKey(key: string, user: ForumUser | null): void { this.keys.set(key, { key, userId: user?.id ?? null }); }

  async listen(port = 0, host = "127.0.0.1"): Promise<string> {
    this.server = createServer((req, res) => {
      const handled = this.handle(req, res).catch((e: unknown) => {
        if (e instanceof RequestTimedOut) {
          // The worker is killed mid-request: nginx answers 502 Bad Gateway with its own HTML page.
          this.injected.set("timeout", (this.injected.get("timeout") ?? 0) + 1);
          this.requests.push({ method: req.method ?? "GET", path: new URL(req.url ?? "/", "http://sandbox").pathname, status: 502, at: this.now() });
          res.writeHead(502, { "Content-Type": "text/html" }).end("<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>\n");
          return;
        }
        send(res, 500, { errors: [String(e)] });
      });
      this.handling.add(handled);
      void handled.finally(() => this.handling.delete(handled));
    });
    // Discourse's image keeps Debian's /etc/nginx/nginx.conf (discourse/discourse_docker
    // templates/web.template.yml @01cbf076 edits only its pid and worker_connections lines), whose
    // `keepalive_timeout 65;` holds an idle connection 65 s. Node's own 5 s closed it while a client
    // (fetch keeps idle sockets 4 s) was sending on it: ECONNRESET on a loaded machine, which the
    // real forum would not give.
    this.server.keepAliveTimeout = KEEP_ALIVE_MS;
    // A port in use (EADDRINUSE) rejects, so `gf serve` can name the flag that changes it.
    const server = this.server;
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, host, () => { server.off("error", reject); resolve(); });
    });
    const { port: p } = this.server.address() as AddressInfo;
    return `http://${host}:${p}`;
  }

  async close(): Promise<void> {
    const s = this.server;
    if (!s) return;
    s.closeAllConnections();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://sandbox");
    const method = req.method ?? "GET";
    const path = url.pathname;
    const latency = method !== "GET" ? this.writeLatencyMs : 0;
    // The request timeout (unicorn's, see requestTimeoutMs) counts real time from here, as unicorn's
    // from the worker's accepting the request. Every write below reads its body (`params`) and then
    // does the write synchronously, so the check after the body is the last before the commit.
    const arrived = performance.now();
    const wallArrived = Date.now();
    // nginx takes the whole request before it hands it on (proxy_request_buffering, on by default) and
    // unicorn reads it before Rails starts; nothing then stops the write when the client leaves (Rails
    // never looks at the socket until it answers), so a client that gave up on a slow post still made it.
    // The page's own routes read their bodies themselves.
    const body = method === "GET" || path.startsWith("/gf-sandbox/") ? undefined : readBody(req);
    body?.catch(() => undefined);
    const params = async (): Promise<unknown> => {
      const p = await readParams(req, body);
      const ms = performance.now() - arrived;
      if (ms > this.requestTimeoutMs) {
        this.writes.push({ method, path, arrived: wallArrived, ms: Math.round(ms), done: false });
        throw new RequestTimedOut();
      }
      return p;
    };
    const done = (postId?: number) => {
      this.writes.push({ method, path, arrived: wallArrived, ms: Math.round(performance.now() - arrived), done: true,
        ...(postId !== undefined ? { postId } : {}) });
    };
    const finish = async (status: number, body: unknown, headers: Record<string, string> = {}) => {
      this.requests.push({ method, path, status, at: this.now() });
      if (latency > 0) await new Promise((r) => setTimeout(r, latency));
      if (resetAfterWrite) { req.socket.destroy(); return; }
      send(res, status, body, headers);
    };

    let fault = this.faults.find((f) => f.count > 0 && (!f.path || f.path.test(`${method} ${path}`))
      && (!f.username || f.username === header(req, "api-username")));
    if (fault) fault.count -= 1;
    else fault = this.chaos?.({ method, path, username: header(req, "api-username") });
    let resetAfterWrite = false;
    if (fault) {
      const action = fault.action ?? "status";
      const kind = action === "status" ? String(fault.status) : action;
      this.injected.set(kind, (this.injected.get(kind) ?? 0) + 1);
      if (action === "reset-after-write") resetAfterWrite = true;
      else if (action === "slow") { await fault.until; const ms = fault.delayMs ?? 0; await new Promise((r) => setTimeout(r, ms)); }
      else {
        await (body ?? readBody(req));
        if (action === "reset") { this.requests.push({ method, path, status: -1, at: this.now() }); req.socket.destroy(); return; }
        if (action === "hang") { this.requests.push({ method, path, status: -2, at: this.now() }); return; } // closed by the client's timeout or close()
        if (fault.status === 429) return finish(429, rateLimitBody(fault.retryAfterSec ?? 1), { "Retry-After": String(fault.retryAfterSec ?? 1) });
        return finish(fault.status, { errors: ["sandbox: injected failure"] });
      }
    }

    // Authentication: header key only (the parameter form is ignored here, as on every non-feed route).
    const headerKey = header(req, "api-key");
    if (headerKey === undefined && this.ipLimiters && path.endsWith(".json") && !path.startsWith("/gf-sandbox/")) {
      const ip = req.socket.remoteAddress ?? "";
      // The 10-second window first, then the minute's, as request_tracker.rb asks them.
      const wait = this.ipLimiters[0].perform(ip) || this.ipLimiters[1].perform(ip);
      if (wait > 0) return finish(429, rateLimitBody(wait), { "Retry-After": String(wait) });
    }
    let user: ForumUser | null = null;
    if (headerKey !== undefined) {
      const apiKey = this.keys.get(headerKey);
      const username = header(req, "api-username");
      if (apiKey) {
        if (apiKey.userId !== null) {
          const owner = this.forum.users.get(apiKey.userId) ?? null;
          user = owner && (!username || owner.username.toLowerCase() === username.toLowerCase()) ? owner : null;
        } else if (username) {
          user = this.forum.userByName(username) ?? null;
        }
      }
      if (!user) return finish(403, { errors: [MESSAGES.invalidApiCredentials], error_type: "invalid_access" });
      const wait = this.adminLimiter.perform("admin_api_min");
      if (wait > 0) return finish(429, rateLimitBody(wait), { "Retry-After": String(wait) });
    }

    let m: RegExpMatchArray | null;
    if (method === "POST" && path === "/posts.json") {
      if (!user) return finish(403, { errors: [MESSAGES.notLoggedIn], error_type: "not_logged_in" });
      const parsed = createPostRequest.safeParse(await params());
      if (!parsed.success) return finish(422, { action: "create_post", errors: issues(parsed.error) });
      const { raw, topic_id, title, category, reply_to_post_number, created_at } = parsed.data;
      // create_params permits created_at for API requests only (is_api?); Time.zone.parse reads nil from
      // what is no time, and the post is then stamped now.
      const madeAt = headerKey !== undefined && created_at !== undefined && Number.isFinite(Date.parse(created_at)) ? Date.parse(created_at) : undefined;
      // PostCreator#valid? (post-validator.ts): what a real forum refuses is refused here, 422 with its messages.
      if (topic_id !== undefined && !this.forum.topics.has(topic_id)) return finish(404, { errors: [MESSAGES.notFound], error_type: "not_found" });
      if (topic_id === undefined && !title) return finish(422, { action: "create_post", errors: ["Title can't be blank"] });
      const refused = this.forum.refusalOfNew(user, raw, topic_id !== undefined ? { topicId: topic_id } : { title: title! });
      if (refused.length > 0) return finish(422, { action: "create_post", errors: refused });
      let post: ForumPost | undefined;
      if (topic_id !== undefined) {
        post = this.forum.createReply(user, topic_id, raw, reply_to_post_number ?? null, madeAt);
        if (!post) return finish(404, { errors: [MESSAGES.notFound], error_type: "not_found" });
      } else if (title) {
        post = this.forum.createTopic(user, title, raw, category ?? null, madeAt);
      } else {
        return finish(422, { action: "create_post", errors: ["Title can't be blank"] });
      }
      done(post.id);
      return finish(200, serializePost(this.forum, post, true, user));
    }
    if (method === "GET" && path === "/posts.json") {
      // PostsController#latest (discourse/discourse@002becf8): `last_post_id = params[:before].to_i`,
      // nil when <= 0; LatestPostsQuery#public_posts (lib/latest_posts_query.rb @41d4f045): posts whose
      // topic has a category the viewer can see (every sandbox category is public), newest id first,
      // PAGE_SIZE = 50, `posts.id < before`. Open to anonymous readers (requires_login except: latest).
      const before = Number.parseInt(url.searchParams.get("before") ?? "", 10) || 0;
      const posts = [...this.forum.posts.values()]
        .filter((p) => (before <= 0 || p.id < before) && this.forum.topics.get(p.topicId)?.categoryId != null)
        .sort((a, b) => b.id - a.id).slice(0, 50);
      return finish(200, { latest_posts: posts.map((p) => serializeLatestPost(this.forum, p, user)) });
    }
    if ((m = path.match(/^\/posts\/(\d+)\.json$/))) {
      const post = this.forum.posts.get(Number(m[1]));
      if (!post) return finish(404, { errors: [MESSAGES.notFound], error_type: "not_found" });
      if (method === "GET") return finish(200, serializePost(this.forum, post, true, user));
      if (method !== "PUT") return finish(404, { errors: [MESSAGES.notFound], error_type: "not_found" });
      if (!user) return finish(403, { errors: [MESSAGES.notLoggedIn], error_type: "not_logged_in" });
      const parsed = updatePostRequest.safeParse(await params());
      if (!parsed.success) return finish(400, { errors: [MESSAGES.invalidParams("post")], error_type: "invalid_parameters" });
      if (!this.forum.canEdit(user, post)) return finish(403, { errors: [MESSAGES.invalidAccess], error_type: "invalid_access" });
      const { raw, edit_reason, original_text, raw_old } = parsed.data.post;
      // `original_text.present? && original_text != post.raw` → 409 (blank strings are not present in Ruby).
      const original = original_text ?? raw_old;
      if (original !== undefined && original.trim() !== "" && original !== post.raw) {
        return finish(409, { errors: [MESSAGES.editConflict] });
      }
      // PostRevisor saves the post through its validators: PostsController#update answers render_json_error(post).
      const refused = this.forum.refusalOfEdit(user, post, raw);
      if (refused.length > 0) return finish(422, { errors: refused });
      this.forum.revise(user, post, raw, edit_reason ?? null);
      return finish(200, { post: serializePost(this.forum, post, true, user) });
    }
    if (method === "PUT" && (m = path.match(/^\/posts\/(\d+)\/wiki(?:\.json)?$/))) {
      if (!user) return finish(403, { errors: [MESSAGES.notLoggedIn], error_type: "not_logged_in" });
      const post = this.forum.posts.get(Number(m[1]));
      if (!post) return finish(404, { errors: [MESSAGES.notFound], error_type: "not_found" });
      const body = await params();
      const wiki = (body as Record<string, unknown>).wiki;
      if (wiki === undefined || wiki === "") return finish(400, { errors: [MESSAGES.invalidParams("wiki")], error_type: "invalid_parameters" });
      // guardian.ensure_can_wiki! (wiki-guardian.ts): staff and TL4, or the author in self_wiki_allowed_groups.
      if (!this.forum.canWiki(user, post)) return finish(403, { errors: [MESSAGES.invalidAccess], error_type: "invalid_access" });
      this.forum.setWiki(user, post, wiki === true || wiki === "true");
      return finish(200, "");
    }
    if (method === "GET" && (m = path.match(/^\/posts\/(\d+)\/replies\.json$/))) {
      const post = this.forum.posts.get(Number(m[1]));
      if (!post) return finish(404, { errors: [MESSAGES.notFound], error_type: "not_found" });
      // PostsController#replies (app/controllers/posts_controller.rb at discourse/discourse@002becf8):
      // `after = [params[:after].to_i, 1].max`, then `post.replies.where(post_number: after + 1..)
      // .order(:post_number).limit(MAX_POST_REPLIES)` with MAX_POST_REPLIES = 20. Ruby's to_i reads
      // leading digits ("7x" → 7, "x" → 0).
      const after = Math.max(Number.parseInt(url.searchParams.get("after") ?? "", 10) || 0, 1);
      const replies = this.forum.repliesTo(post).filter((p) => p.postNumber >= after + 1).slice(0, 20);
      return finish(200, replies.map((p) => serializePost(this.forum, p, false, user)));
    }
    // config/routes.rb: get "revisions/latest" => "posts#latest_revision"; get "revisions/:revision" =>
    // "posts#revisions", constraints: { revision: /\d+/ }. Both are open to anonymous readers
    // (requires_login except: …revisions latest_revision…).
    if (method === "GET" && (m = path.match(/^\/posts\/(\d+)\/revisions\/(latest|\d+)(?:\.json)?$/))) {
      const post = this.forum.posts.get(Number(m[1]));
      if (!post) return finish(404, { errors: [MESSAGES.notFound], error_type: "not_found" });
      // find_post_revision_from_params: `raise Discourse::InvalidParameters.new(:revision) if revision < 2`.
      if (m[2] !== "latest" && Number(m[2]) < 2) return finish(400, { errors: [MESSAGES.invalidParameters("revision")], error_type: "invalid_parameters" });
      const number = m[2] === "latest" ? post.revisions[post.revisions.length - 1]?.number : Number(m[2]);
      // ensure_can_see!(post_revision): can_see_post_revision? refuses a hidden revision unless the
      // caller is staff or the post's author (PostRevisionGuardian#can_view_hidden_post_revisions?);
      // latest_revision skips hidden ones for non-staff (`finder.where(hidden: false)`).
      const mayHidden = !!user && (user.staff || user.id === post.userId);
      const shown = post.revisions.filter((r) => mayHidden || !r.hidden);
      if (m[2] === "latest" && !mayHidden) {
        const last = shown[shown.length - 1];
        if (!last) return finish(404, { errors: [MESSAGES.notFound], error_type: "not_found" });
        return finish(200, serializeRevision(this.forum, post, last.number, !!user && this.forum.canEdit(user, post)));
      }
      if (number !== undefined && !mayHidden && post.revisions.find((r) => r.number === number)?.hidden) {
        return finish(403, { errors: [MESSAGES.invalidAccess], error_type: "invalid_access" });
      }
      const json = number === undefined ? undefined : serializeRevision(this.forum, post, number, !!user && this.forum.canEdit(user, post));
      if (!json) return finish(404, { errors: [MESSAGES.notFound], error_type: "not_found" });
      return finish(200, json);
    }
    // config/routes.rb: put "t/:topic_id/change-timestamp" => "topics#change_timestamps". TopicsController
    // #change_timestamps: params.require(:timestamp) (seconds, to_f), guardian.ensure_can_change_post_timestamps!
    // (is_staff?), TopicTimestampChanger#change! (forum.ts changeTopicTimestamp); a future time is
    // InvalidTimestampError, answered 422 failed_json; else success_json.
    if (method === "PUT" && (m = path.match(/^\/t\/(\d+)\/change-timestamp(?:\.json)?$/))) {
      if (!user) return finish(403, { errors: [MESSAGES.notLoggedIn], error_type: "not_logged_in" });
      const timestamp = Number.parseFloat(String((await params() as Record<string, unknown>)["timestamp"] ?? ""));
      if (!Number.isFinite(timestamp)) return finish(400, { errors: [MESSAGES.invalidParams("timestamp")], error_type: "invalid_parameters" });
      if (!user.staff) return finish(403, { errors: [MESSAGES.invalidAccess], error_type: "invalid_access" });
      const topic = this.forum.topics.get(Number(m[1]));
      if (!topic) return finish(404, { errors: [MESSAGES.notFound], error_type: "not_found" });
      return this.forum.changeTopicTimestamp(topic, Math.round(timestamp * 1000)) ? finish(200, { success: "OK" }) : finish(422, { failed: "FAILED" });
    }
    // config/routes.rb: put "revisions/:revision/hide" => "posts#hide_revision"; guardian
    // .ensure_can_hide_post_revision! is staff only; answers an empty 200.
    if (method === "PUT" && (m = path.match(/^\/posts\/(\d+)\/revisions\/(\d+)\/hide(?:\.json)?$/))) {
      if (!user) return finish(403, { errors: [MESSAGES.notLoggedIn], error_type: "not_logged_in" });
      const post = this.forum.posts.get(Number(m[1]));
      if (!post || !post.revisions.some((r) => r.number === Number(m![2]))) return finish(404, { errors: [MESSAGES.notFound], error_type: "not_found" });
      if (!user.staff) return finish(403, { errors: [MESSAGES.invalidAccess], error_type: "invalid_access" });
      this.forum.hideRevision(post, Number(m[2]));
      return finish(200, "");
    }
    // config/routes.rb: delete "revisions/permanently_delete" => "posts#permanently_delete_revisions";
    // PostRevisionGuardian#can_permanently_delete_post_revisions? is `is_staff? && SiteSetting.can_permanently_delete`
    // (lib/guardian/post_revision_guardian.rb at discourse/discourse@07741e476ca7e2f14a66a7b8f93c41ef715eabff),
    // checked first; a post with no revision is NotFound; answers an empty 200.
    if (method === "DELETE" && (m = path.match(/^\/posts\/(\d+)\/revisions\/permanently_delete(?:\.json)?$/))) {
      if (!user) return finish(403, { errors: [MESSAGES.notLoggedIn], error_type: "not_logged_in" });
      if (!user.staff || !this.forum.canPermanentlyDelete) return finish(403, { errors: [MESSAGES.invalidAccess], error_type: "invalid_access" });
      const post = this.forum.posts.get(Number(m[1]));
      if (!post || !this.forum.deleteAllRevisions(post)) return finish(404, { errors: [MESSAGES.notFound], error_type: "not_found" });
      return finish(200, "");
    }
    if (method === "GET" && (m = path.match(/^\/raw\/(\d+)\/(\d+)$/))) {
      const post = this.forum.postByNumber(Number(m[1]), Number(m[2]));
      if (!post) return finish(404, { errors: [MESSAGES.notFound], error_type: "not_found" });
      const wanted = url.searchParams.get("revision");
      if (wanted !== null && wanted !== "") {
        // markdown_for_revision (PostsController at discourse/discourse@002becf8):
        // find_post_revision_from_topic_id raises NotFound for `revision.to_i < 2` or no such
        // PostRevision, ensure_can_see! refuses a hidden one to a non-staff caller (403), and
        // `modifications[:raw].last` fails on a revision that changed no raw (NoMethodError: 500).
        const revision = post.revisions.find((r) => r.number === (Number.parseInt(wanted, 10) || 0));
        if (!revision || revision.number < 2) return finish(404, { errors: [MESSAGES.notFound], error_type: "not_found" });
        if (revision.hidden && !(user && (user.staff || user.id === post.userId))) return finish(403, { errors: [MESSAGES.invalidAccess], error_type: "invalid_access" });
        if (!revision.modifications.raw) return finish(500, { errors: ["NoMethodError: undefined method `last' for nil"] });
        this.requests.push({ method, path, status: 200, at: this.now() });
        res.writeHead(200, { "Content-Type": "text/plain; charset=utf-8" });
        res.end(revision.modifications.raw[1]);
        return;
      }
      this.requests.push({ method, path, status: 200, at: this.now() });
      res.writeHead(200, { "Content-Type": "text/plain; charset=utf-8" });
      res.end(post.raw);
      return;
    }
    // discourse-assign (config/routes.rb and app/controllers/discourse_assign/assign_controller.rb at
    // discourse/discourse-assign@bb1e5775): PUT /assign/assign {target_id, target_type, username} and
    // PUT /assign/unassign {target_id, target_type}. requires_plugin answers 404 while it is off;
    // ensure_assign_allowed 403 for a user who may not assign (here: staff, the sandbox's admins);
    // a missing param 400; an unknown user, type or target 404; Assigner#forbidden_reasons 400 with
    // {error}: an assignee outside assign_allowed_on_groups, or the same assignee again.
    if (method === "PUT" && (m = path.match(/^\/assign\/(assign|unassign)(?:\.json)?$/))) {
      if (!this.assign) return finish(404, { errors: [MESSAGES.notFound], error_type: "not_found" });
      if (!user) return finish(403, { errors: [MESSAGES.notLoggedIn], error_type: "not_logged_in" });
      if (!user.staff) return finish(403, { errors: [MESSAGES.invalidAccess], error_type: "invalid_access" });
      const body = (await params()) as Record<string, unknown>;
      for (const p of ["target_id", "target_type"]) {
        if (body[p] === undefined || body[p] === "") return finish(400, { errors: [MESSAGES.invalidParams(p)], error_type: "invalid_parameters" });
      }
      const assignee = m[1] === "assign" ? this.forum.userByName(String(body["username"] ?? "")) : undefined;
      if (m[1] === "assign" && !assignee) return finish(404, { errors: [MESSAGES.notFound], error_type: "not_found" });
      if (body["target_type"] !== "Topic" && body["target_type"] !== "Post") return finish(404, { errors: [MESSAGES.notFound], error_type: "not_found" });
      const topic = body["target_type"] === "Topic" ? this.forum.topics.get(Number(body["target_id"])) : undefined;
      if (!topic) return finish(404, { errors: [MESSAGES.notFound], error_type: "not_found" });
      if (m[1] === "unassign") { this.forum.assignments.delete(topic.id); return finish(200, { success: "OK" }); }
      if (!assignee!.staff && !this.assign.players) {
        return finish(400, { error: `@${assignee!.username} can't be assigned since they don't belong to assigned allowed groups.` });
      }
      if (this.forum.assignments.get(topic.id) === assignee!.id) return finish(400, { error: `Topic is already assigned to @${assignee!.username}` });
      this.forum.assignments.set(topic.id, assignee!.id);
      return finish(200, { success: "OK" });
    }
    if (method === "GET" && (m = path.match(/^\/t\/(\d+)\.json$/))) {
      const topic = this.forum.topics.get(Number(m[1]));
      if (!topic) return finish(404, { errors: [MESSAGES.notFound], error_type: "not_found" });
      const posts = this.forum.topicPosts(topic.id);
      // TopicsController#show sends the first TopicView.chunk_size = 20 posts (lib/topic_view.rb at
      // discourse/discourse@cef65b30) and the whole stream of ids; the rest come from #posts below.
      // TopicViewSerializer's fancy_title (the title HTML-escaped) and draft_key ("topic_<id>", Draft::EXISTING_TOPIC):
      // the composer's "reply where?" dialog shows fancyTitle, and composer.open needs the key.
      return finish(200, { id: topic.id, title: topic.title, fancy_title: escapeTitle(topic.title), slug: slug(topic.title), category_id: topic.categoryId,
        posts_count: posts.length, draft_key: `topic_${topic.id}`, ...this.assignedTo(topic.id),
        post_stream: { posts: posts.slice(0, TOPIC_CHUNK).map((p) => serializePost(this.forum, p, false, user)), stream: posts.map((p) => p.id) } });
    }
    if (method === "GET" && (m = path.match(/^\/t\/(\d+)\/posts\.json$/))) {
      // TopicsController#posts (app/controllers/topics_controller.rb at discourse/discourse@aa4e27f1):
      // `post_ids[]` picks the topic's posts by id (others' ids are ignored), in the topic's order,
      // rendered by TopicViewPostsSerializer as { post_stream: { posts } }.
      const topic = this.forum.topics.get(Number(m[1]));
      if (!topic) return finish(404, { errors: [MESSAGES.notFound], error_type: "not_found" });
      const ids = new Set(url.searchParams.getAll("post_ids[]").map((v) => Number.parseInt(v, 10)));
      const posts = this.forum.topicPosts(topic.id).filter((p) => ids.has(p.id));
      return finish(200, { id: topic.id, post_stream: { posts: posts.map((p) => serializePost(this.forum, p, false, user)) } });
    }
    // PostsController#by_number (app/controllers/posts_controller.rb at discourse/discourse@002becf8):
    // find_post_from_params_by_number, then display_post → render_post_json without raw.
    if (method === "GET" && (m = path.match(/^\/posts\/by_number\/(\d+)\/(\d+)\.json$/))) {
      const post = this.forum.postByNumber(Number(m[1]), Number(m[2]));
      if (!post) return finish(404, { errors: [MESSAGES.notFound], error_type: "not_found" });
      return finish(200, serializePost(this.forum, post, false, user));
    }
    // ListController#latest and #category_default (app/controllers/list_controller.rb at
    // discourse/discourse@00ec81dd); both are open to anonymous readers (ensure_logged_in except:).
    if (method === "GET" && (path === "/latest.json" || (m = path.match(/^\/c\/(.+)\.json$/)))) {
      const page = readPage(url.searchParams.get("page"));
      if (page === undefined) return finish(400, { errors: [MESSAGES.invalidParameters("page")], error_type: "invalid_parameters" });
      if (path === "/latest.json") return finish(200, topicListPage(this.forum, page));
      const found = findCategory(this.forum, m![1]!);
      // set_category: Discourse::NotFound for an unknown category.
      if (!found.found) return finish(404, { errors: [MESSAGES.notFound], error_type: "not_found" });
      if (m![1] !== found.canonical) {
        this.requests.push({ method, path, status: 301, at: this.now() });
        res.writeHead(301, { Location: `/c/${found.canonical}.json${url.search}` });
        res.end();
        return;
      }
      return finish(200, topicListPage(this.forum, page, found.category));
    }
    // UsersController#show (config/routes.rb `get "#{root_path}/:username" => "users#show"`, `.json`):
    // fetch_user_from_params finds by username_lower or raises Discourse::NotFound; groups are not users.
    if (method === "GET" && (m = path.match(/^\/u\/([^/]+)\.json$/))) {
      const found = this.forum.userByName(decodeURIComponent(m[1]!));
      if (!found) return finish(404, { errors: [MESSAGES.notFound], error_type: "not_found" });
      return finish(200, serializeUser(found));
    }
    if (method === "GET" && path === "/site.json") {
      return finish(200, { categories: [...this.forum.categories.values()].map((c) => ({ id: c.id, name: c.name, slug: c.slug })) });
    }
    if (!headerKey && this.page && await this.page(req, res, url)) return;
    return finish(404, { errors: [MESSAGES.notFound], error_type: "not_found" });
  }
}

function rateLimitBody(seconds: number) {
  return { errors: [MESSAGES.tooManyRequests(seconds)], error_type: "rate_limit", extras: { wait_seconds: seconds } };
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...headers });
  res.end(text);
}

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function issues(error: z.ZodError): string[] {
  return error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`);
}

/** A write not done within the request timeout (SandboxServerOptions.requestTimeoutMs). */
class RequestTimedOut extends Error {}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** Rails params: a JSON body, or a form body with `post[raw]` style nesting. */
/** The request's parameters, from its body (`body`: as already read, else read now). */
async function readParams(req: IncomingMessage, body?: Promise<string>): Promise<unknown> {
  const text = await (body ?? readBody(req));
  const type = header(req, "content-type") ?? "";
  if (type.includes("application/json")) {
    try { return JSON.parse(text || "{}"); } catch { return {}; }
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of new URLSearchParams(text)) {
    const nested = k.match(/^(\w+)\[(\w+)\]$/);
    if (nested) {
      const inner = (out[nested[1]!] ??= {}) as Record<string, unknown>;
      inner[nested[2]!] = v;
    } else out[k] = v;
  }
  return out;
}

/** Topic#fancy_title: the title with HTML's special characters escaped (lib/html_prettify's escape, without its typography). */
function escapeTitle(title: string): string {
  return title.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
