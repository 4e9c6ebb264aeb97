// The sandbox forum's web page: a small forum front end that shows topics and threads and has a
// composer, so a newcomer can play without a Discourse of their own. Posts are cooked in the page
// by the plugin's own markdown feature and decorated by the plugin's own initializer, through a
// stand-in for the few Discourse modules it imports (shims below), so what the page shows is what
// the plugin shows on Discourse.
//
//   GET  /, /t/{id}, /t/{id}/{n}    the page (one HTML document; the app routes on the client)
//   GET  /gf-sandbox/app.js         the page's script, built by build.mjs from app.ts
//   GET  /gf-sandbox/page.css       the forum chrome around the posts
//   GET  /gf-sandbox/shims/*.js     discourse/lib/plugin-api, discourse/models/composer, discourse/models/topic,
//                                   discourse-i18n, discourse/lib/load-script, discourse/lib/url
//   GET  /plugin/**                 the plugin folder as Discourse loads it (markdown, initializer, CSS)
//   GET  /gf-sandbox/api/site.json  users, categories, topics, site settings, the games' names
//   GET  /gf-sandbox/api/t/{id}.json  a topic's posts with their raw text and, for each, its webhook
//                                   deliveries (Admin → API → Webhooks → Events on Discourse): each
//                                   event's answer, and how many are still on their way
//   POST /gf-sandbox/api/posts      {username, raw, topic_id [+ reply_to_post_number] | title + category_id}: no `wiki`,
//                                   which Discourse's composer never sends and PostsController#create_params does not
//                                   permit (app/controllers/posts_controller.rb at discourse/discourse@002becf8):
//                                   Rails drops an unpermitted key (action_on_unpermitted_parameters is off in
//                                   production), so a `wiki` sent is ignored and the post is no wiki, as here
//   PUT  /gf-sandbox/api/posts/{id} {username, raw, edit_reason?}: Discourse's pencil (PostsController#update)
//   PUT  /gf-sandbox/api/posts/{id}/wiki {username, wiki}: the post menu's "Make Wiki" (PostsController#wiki)
//
// The page's own requests act directly on the forum state, as a signed-in user's browser would on
// Discourse (session, not API key), so they neither need the admin key nor spend its rate limit;
// creating or editing a post fires the same webhooks as the REST API does (post_created, post_edited
// with the version PostRevisor gives it), and an edit is allowed to whom guardian.can_edit? allows.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { GAMES } from "../../games/games.js";
import type { ForumPost, SandboxForum } from "../forum.js";
import type { PostDeliveries } from "../webhooks.js";
import { DEFAULT_TRUST_LEVEL } from "../wiki-guardian.js";
import { discourseCsp } from "./csp.js";
import { forumIndex } from "./forum-index.js";
import { compilePluginScss } from "./plugin-stylesheet.js";
import type { SiteSettings } from "./site-settings.js";

export type PageHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;

export interface PageOptions {
  readonly forum: SandboxForum;
  /** Live: changes show on the next page load. */
  readonly siteSettings: SiteSettings;
  /** The project root (plugin/ and dist/ live there); found from this file by default. */
  readonly root?: string;
  /** The page's built script; dist/sandbox-page.js under the root by default (tests build their own). */
  readonly appScript?: string;
  /** A post's webhook deliveries (WebhookDispatcher#forPost); posts carry none without it. */
  readonly deliveries?: (postId: number) => PostDeliveries;
}

const TYPES: Readonly<Record<string, string>> = {
  ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8", ".scss": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8", ".json": "application/json; charset=utf-8", ".yml": "text/yaml; charset=utf-8",
};

/** Each shim re-exports what the page's app put on globalThis.gfSandbox before loading the plugin. */
const SHIMS: Readonly<Record<string, string>> = {
  "plugin-api.js": "export const withPluginApi = (version, fn) => globalThis.gfSandbox.withPluginApi(version, fn);\n",
  "get-url.js": "// A forum at the root of its host: addresses need no prefix.\nexport default function getURL(url) { return url; }\n",
  "composer.js": "const Composer = { REPLY: \"reply\", EDIT: \"edit\", CREATE_TOPIC: \"createTopic\" };\nexport const REPLY = Composer.REPLY;\nexport default Composer;\n",
  // Discourse's loadScript (app/assets/javascripts/discourse/app/lib/load-script.js): one classic
  // <script> tag per URL, loaded once per page, the promise resolving when it has run.
  "load-script.js": "const loaded = new Map();\nexport default function loadScript(url) {\n  if (!loaded.has(url)) loaded.set(url, new Promise((resolve, reject) => {\n    const s = document.createElement(\"script\");\n    s.src = url;\n    s.onload = () => resolve();\n    s.onerror = () => { loaded.delete(url); reject(new Error(`loadScript: ${url}`)); };\n    document.head.appendChild(s);\n  }));\n  return loaded.get(url);\n}\n",
  // Discourse's Topic model (app/assets/javascripts/discourse/app/models/topic.js at discourse/discourse@01275fa4):
  // Topic.find(id, opts) reads opts (opts.nearPost: so it needs one, {} at least) and answers GET /t/{id}.json;
  // Topic.create(json) makes the model the composer needs (the page's SandboxTopic).
  "topic.js": "export default class Topic {\n  static create(json) { return globalThis.gfSandbox.topic(json); }\n  static find(topicId, opts) {\n    let url = `/t/${topicId}`;\n    if (opts.nearPost) url += `/${opts.nearPost}`;\n    return fetch(`${url}.json`, { headers: { Accept: \"application/json\" } }).then((r) => { if (!r.ok) throw new Error(`${r.status} ${url}.json`); return r.json(); });\n  }\n}\n",
  // Discourse's DiscourseURL.routeTo (app/assets/javascripts/discourse/app/lib/url.js): a topic's path goes to
  // the app's router, the composer staying open; the page's own router (go) here.
  "url.js": "export default { routeTo: (path) => globalThis.gfSandbox.routeTo(path) };\n",
  "discourse-i18n.js": "const I18n = { currentLocale: () => globalThis.gfSandbox.locale(), t: (key, params) => globalThis.gfSandbox.t(key, params) };\nexport const i18n = I18n.t;\nexport default I18n;\n",
};

const postRequest = z.object({
  username: z.string().min(1).max(60),
  // Length and quality are the validators' (post-validator.ts), with Discourse's messages; the shape is zod's.
  raw: z.string().max(200_000),
  topic_id: z.int().positive().optional(),
  title: z.string().max(1_000).optional(),
  category_id: z.int().positive().optional(),
  // A reply to one post of the topic (Discourse's PostsController#create takes reply_to_post_number).
  reply_to_post_number: z.int().positive().optional(),
  // Nothing else: zod drops any other key, `wiki` among them, as create_params' permit drops it on Discourse.
}).refine((r) => r.topic_id !== undefined || r.title !== undefined, { message: "topic_id or title is required" });

/** discourse-assign's assignee of a topic, if any. */
function assigneeOf(forum: SandboxForum, topicId: number): string | null {
  const id = forum.assignments.get(topicId);
  return (id !== undefined ? forum.users.get(id)?.username : undefined) ?? null;
}

const wikiRequest = z.object({ username: z.string().min(1).max(60), wiki: z.boolean() });

const editRequest = z.object({
  username: z.string().min(1).max(60),
  raw: z.string().max(200_000),
  edit_reason: z.string().max(255).optional(),
});

function defaultRoot(): string {
  // src/sandbox/page/ in the sources, dist/ once bundled: the nearest folder up holding plugin/.
  const here = fileURLToPath(new URL(".", import.meta.url));
  for (const up of ["../../..", "..", "."]) {
    const dir = resolve(here, up);
    if (existsSync(join(dir, "plugin", "plugin.rb"))) return dir;
  }
  return process.cwd();
}

export function sandboxPage(options: PageOptions): PageHandler {
  const root = options.root ?? defaultRoot();
  const forum = options.forum;
  const pluginDir = join(root, "plugin");
  // Every stylesheet of the plugin compiles now, or the sandbox does not start: a Sass feature the
  // sandbox cannot compile would otherwise make its page differ silently from the forum's.
  const stylesheets = join(pluginDir, "assets", "stylesheets");
  if (existsSync(stylesheets)) {
    for (const f of readdirSync(stylesheets, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".scss"))) {
      compilePluginScss(readFileSync(join(stylesheets, f), "utf8"), join("plugin", "assets", "stylesheets", f));
    }
  }

  const postJson = (p: ForumPost) => ({
    id: p.id, post_number: p.postNumber, topic_id: p.topicId, username: forum.users.get(p.userId)?.username ?? "",
    raw: p.raw, version: p.version, wiki: p.wiki, created_at: p.createdAt, updated_at: p.updatedAt,
    reply_to_post_number: p.replyToPostNumber, edit_reason: p.editReason,
    // The history Discourse's revisions modal shows: who made each version, when, why, and the text before and after.
    revisions: p.revisions.map((r) => ({ number: r.number, username: forum.users.get(r.userId)?.username ?? "",
      created_at: r.createdAt, raw: r.modifications.raw ?? null, edit_reason: r.modifications.edit_reason?.[1] ?? null,
      wiki: r.modifications.wiki?.[1] ?? null })),
    // Whether the webhooks' receivers (the dice service) have taken this post yet: a reader waiting
    // for the service's answer, or for it to know a sheet, can tell "not delivered" from "delivered".
    ...(options.deliveries ? { webhooks: webhooksJson(options.deliveries(p.id)) } : {}),
  });

  return async function handlePage(req, res, url) {
    const method = req.method ?? "GET";
    const path = url.pathname;
    // A topic, or a post of it by its number as readers see it: Discourse's `get "t/:topic_id/:post_number" => "topics#show"`
    // (config/routes.rb at discourse/discourse@ee264aa6), the page scrolled to that post.
    if (method === "GET" && (path === "/" || /^\/t\/\d+(?:\/\d+)?\/?$/.test(path))) {
      // With Discourse's default policy for what the page runs (csp.ts): the verifier worker is held to it.
      res.setHeader("Content-Security-Policy", discourseCsp(`http://${req.headers.host ?? "localhost"}`));
      send(res, 200, TYPES[".html"]!, pageHtml());
      return true;
    }
    if (method === "GET" && path === "/favicon.ico") { res.writeHead(204); res.end(); return true; }
    if (method === "GET" && path === "/gf-sandbox/app.js") {
      await sendFile(res, options.appScript ?? join(root, "dist", "sandbox-page.js"), "the page's script is built by `node build.mjs`");
      return true;
    }
    if (method === "GET" && path === "/gf-sandbox/page.css") {
      await sendFile(res, join(root, "src", "sandbox", "page", "page.css"));
      return true;
    }
    const shim = path.startsWith("/gf-sandbox/shims/") ? SHIMS[path.slice("/gf-sandbox/shims/".length)] : undefined;
    if (method === "GET" && shim) { send(res, 200, TYPES[".js"]!, shim); return true; }
    if (method === "GET" && path.startsWith("/plugins/genrefuzzion/")) {
      // Discourse links a plugin's public/ folder to public/plugins/<name>/ and serves it as static
      // files (lib/plugin/instance.rb `activate!`, discourse/discourse@62ce38b7; see src/lib/rule-reference.ts):
      // the rules reference, and the scripts loadScript adds (each game's chunk gf-<game>.js, gf-verify.js,
      // gf-verify-beacon.js, gf-sheet-checks.js). The query (?v=<content hash>, src/plugin-client/public-scripts.ts) names a
      // version for the browser's cache only, as it does for Discourse's nginx.
      const publicDir = join(pluginDir, "public");
      const file = normalize(join(publicDir, decodeURIComponent(path.slice("/plugins/genrefuzzion/".length))));
      if (!file.startsWith(publicDir + sep) || !extname(file)) { send(res, 404, TYPES[".json"]!, JSON.stringify({ errors: ["not found"] })); return true; }
      await sendFile(res, file);
      return true;
    }
    if (method === "GET" && path.startsWith("/plugin/")) {
      const file = normalize(join(pluginDir, decodeURIComponent(path.slice("/plugin/".length))));
      if (!file.startsWith(pluginDir + sep)) { send(res, 404, TYPES[".json"]!, JSON.stringify({ errors: ["not found"] })); return true; }
      if (extname(file) === ".scss") {
        // As Discourse's Sass compile gives it (plugin-stylesheet.ts), read again on each request so edits show.
        let css: string;
        try { css = compilePluginScss(await readFile(file, "utf8"), file.slice(root.length + 1)); } catch (e) {
          if ((e as NodeJS.ErrnoException).code === "ENOENT") { send(res, 404, TYPES[".json"]!, JSON.stringify({ errors: ["not found"] })); return true; }
          send(res, 500, "text/plain; charset=utf-8", (e as Error).message);
          return true;
        }
        send(res, 200, TYPES[".css"]!, css);
        return true;
      }
      // Discourse resolves plugin modules without their extension ("../../lib/gf-client").
      await sendFile(res, extname(file) ? file : `${file}.js`);
      return true;
    }
    if (method === "GET" && path === "/gf-sandbox/api/site.json") {
      const topics = [...forum.topics.values()].map((t) => {
        const posts = forum.topicPosts(t.id);
        return { id: t.id, title: t.title, category_id: t.categoryId, posts_count: posts.length,
          last_posted_at: posts[posts.length - 1]?.createdAt ?? t.createdAt };
      }).sort((a, b) => b.id - a.id);
      send(res, 200, TYPES[".json"]!, JSON.stringify({
        users: [...forum.users.values()].filter((u) => u.id > 0).map((u) => ({ id: u.id, username: u.username, staff: u.staff,
          trust_level: u.trustLevel ?? DEFAULT_TRUST_LEVEL })),
        // Core's setting as the page needs it to draw the post menu's wiki toggle for whom PostGuardian#can_wiki? allows.
        self_wiki_allowed_groups: forum.selfWikiAllowedGroups.join("|"),
        categories: [...forum.categories.values()], topics, site_settings: options.siteSettings, ...forumIndex(forum),
        // The sandbox's own chrome names the game each category plays: the game's name is a card word on
        // Discourse (gf-locale-<lang>.js), which a page with no card never loads.
        game_names: Object.fromEntries(GAMES.map((g) => [g.id, g.name])),
      }));
      return true;
    }
    let m: RegExpMatchArray | null;
    if (method === "GET" && (m = path.match(/^\/gf-sandbox\/api\/t\/(\d+)\.json$/))) {
      const topic = forum.topics.get(Number(m[1]));
      if (!topic) { send(res, 404, TYPES[".json"]!, JSON.stringify({ errors: ["not found"] })); return true; }
      send(res, 200, TYPES[".json"]!, JSON.stringify({
        id: topic.id, title: topic.title, category_id: topic.categoryId, posts: forum.topicPosts(topic.id).map(postJson),
        // discourse-assign's assignee, which its topic view shows under the title.
        assigned_to: assigneeOf(forum, topic.id),
      }));
      return true;
    }
    if (method === "PUT" && (m = path.match(/^\/gf-sandbox\/api\/posts\/(\d+)\/wiki$/))) {
      // The post admin menu's "Make Wiki" (PostsController#wiki, guardian.ensure_can_wiki!: staff and TL4,
      // or the post's author in self_wiki_allowed_groups; wiki-guardian.ts), as the REST API's PUT /posts/{id}/wiki models it.
      if (!(req.headers["content-type"] ?? "").startsWith("application/json")) {
        send(res, 415, TYPES[".json"]!, JSON.stringify({ errors: ["send application/json"] }));
        return true;
      }
      let body: unknown;
      try { body = JSON.parse(await readBody(req)); } catch { body = undefined; }
      const parsed = wikiRequest.safeParse(body);
      const post = forum.posts.get(Number(m[1]));
      const user = parsed.success ? forum.userByName(parsed.data.username) : undefined;
      if (!parsed.success || !post) { send(res, parsed.success ? 404 : 422, TYPES[".json"]!, JSON.stringify({ errors: [parsed.success ? "post not found" : "username and wiki are required"] })); return true; }
      if (!user || !forum.canWiki(user, post)) {
        send(res, 403, TYPES[".json"]!, JSON.stringify({ errors: ["You are not permitted to view the requested resource."], error_type: "invalid_access" }));
        return true;
      }
      forum.setWiki(user, post, parsed.data.wiki);
      send(res, 200, TYPES[".json"]!, JSON.stringify(postJson(post)));
      return true;
    }
    if (method === "PUT" && (m = path.match(/^\/gf-sandbox\/api\/posts\/(\d+)$/))) {
      if (!(req.headers["content-type"] ?? "").startsWith("application/json")) {
        send(res, 415, TYPES[".json"]!, JSON.stringify({ errors: ["send application/json"] }));
        return true;
      }
      let body: unknown;
      try { body = JSON.parse(await readBody(req)); } catch { body = undefined; }
      const parsed = editRequest.safeParse(body);
      if (!parsed.success) {
        send(res, 422, TYPES[".json"]!, JSON.stringify({ errors: parsed.error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`) }));
        return true;
      }
      const post = forum.posts.get(Number(m[1]));
      if (!post) { send(res, 404, TYPES[".json"]!, JSON.stringify({ errors: ["post not found"] })); return true; }
      const user = forum.userByName(parsed.data.username);
      // guardian.can_edit?: the author, staff, or on a wiki post trust level 1 and up (canEditPost); others get Discourse's 403.
      if (!user || !forum.canEdit(user, post)) {
        send(res, 403, TYPES[".json"]!, JSON.stringify({ errors: ["You are not permitted to view the requested resource."], error_type: "invalid_access" }));
        return true;
      }
      // Validated as Discourse validates an edit (PostRevisor → PostValidator): 422 with its messages.
      const refused = forum.refusalOfEdit(user, post, parsed.data.raw);
      if (refused.length > 0) { send(res, 422, TYPES[".json"]!, JSON.stringify({ errors: refused })); return true; }
      forum.revise(user, post, parsed.data.raw, parsed.data.edit_reason ?? null);
      send(res, 200, TYPES[".json"]!, JSON.stringify(postJson(post)));
      return true;
    }
    if (method === "POST" && path === "/gf-sandbox/api/posts") {
      // JSON only: a cross-site form or text/plain request cannot post as a sandbox user, because
      // application/json from another origin needs a CORS preflight this server never grants.
      if (!(req.headers["content-type"] ?? "").startsWith("application/json")) {
        send(res, 415, TYPES[".json"]!, JSON.stringify({ errors: ["send application/json"] }));
        return true;
      }
      let body: unknown;
      try { body = JSON.parse(await readBody(req)); } catch { body = undefined; }
      const parsed = postRequest.safeParse(body);
      if (!parsed.success) {
        send(res, 422, TYPES[".json"]!, JSON.stringify({ errors: parsed.error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`) }));
        return true;
      }
      const r = parsed.data;
      const user = forum.userByName(r.username);
      if (!user) { send(res, 403, TYPES[".json"]!, JSON.stringify({ errors: [`unknown user ${r.username}`] })); return true; }
      if (r.topic_id !== undefined && !forum.topics.has(r.topic_id)) { send(res, 404, TYPES[".json"]!, JSON.stringify({ errors: ["topic not found"] })); return true; }
      // The composer's post goes through PostCreator#valid? as on Discourse (post-validator.ts): 422 and the messages.
      const refused = forum.refusalOfNew(user, r.raw, r.topic_id !== undefined ? { topicId: r.topic_id } : { title: r.title! });
      if (refused.length > 0) { send(res, 422, TYPES[".json"]!, JSON.stringify({ action: "create_post", errors: refused })); return true; }
      const post = r.topic_id !== undefined
        ? forum.createReply(user, r.topic_id, r.raw, r.reply_to_post_number !== undefined && forum.postByNumber(r.topic_id, r.reply_to_post_number) ? r.reply_to_post_number : null)
        : forum.createTopic(user, r.title!, r.raw, r.category_id ?? null);
      if (!post) { send(res, 404, TYPES[".json"]!, JSON.stringify({ errors: ["topic not found"] })); return true; }
      send(res, 200, TYPES[".json"]!, JSON.stringify(postJson(post)));
      return true;
    }
    return false;
  };
}

function webhooksJson(d: PostDeliveries) {
  return { pending: d.pending, events: d.deliveries.map((e) => ({ event: e.event, attempt: e.attempt, status: e.status })) };
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer): void {
  res.writeHead(status, { "Content-Type": type, "Cache-Control": "no-store" });
  res.end(body);
}

async function sendFile(res: ServerResponse, file: string, hint = ""): Promise<void> {
  try {
    const body = await readFile(file);
    send(res, 200, TYPES[extname(file)] ?? "application/octet-stream", body);
  } catch {
    send(res, 404, TYPES[".json"]!, JSON.stringify({ errors: [`not found${hint ? `: ${hint}` : ""}`] }));
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    size += (c as Buffer).length;
    if (size > 256 * 1024) throw new Error("body too large");
    chunks.push(c as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The page's one HTML document. The import map names the Discourse modules the initializer imports. */
function pageHtml(): string {
  const importMap = {
    imports: {
      "discourse/lib/plugin-api": "/gf-sandbox/shims/plugin-api.js",
      "discourse/models/composer": "/gf-sandbox/shims/composer.js",
      "discourse/models/topic": "/gf-sandbox/shims/topic.js",
      "discourse/lib/get-url": "/gf-sandbox/shims/get-url.js",
      "discourse/lib/load-script": "/gf-sandbox/shims/load-script.js",
      "discourse/lib/url": "/gf-sandbox/shims/url.js",
      "discourse-i18n": "/gf-sandbox/shims/discourse-i18n.js",
    },
  };
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>GenreFuzzion · sandbox forum</title>
<link rel="stylesheet" href="/gf-sandbox/page.css">
<link rel="stylesheet" href="/plugin/assets/stylesheets/common/genrefuzzion.scss">
<script type="importmap">${JSON.stringify(importMap)}</script>
<script type="module" src="/gf-sandbox/app.js"></script>
</head>
<body>
<nav class="gf-sandbox-rules"><a href="/plugins/genrefuzzion/rules/es.html">Reglas</a> · <a href="/plugins/genrefuzzion/rules/en.html">Rules</a></nav>
<div id="gf-app"><p class="gf-loading">…</p></div>
</body>
</html>
`;
}
