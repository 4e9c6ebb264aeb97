// Reads a topic's game record from a Discourse forum through its REST API, for `gf <game> export
// --forum` (the game reads the record in each reply and joins them: its RecordTool): the topic's
// post stream (GET /t/{id}.json with its first 20 posts and every id, the rest
// from GET /t/{id}/posts.json?post_ids[]=…, TopicsController#show and #posts at
// discourse/discourse@aa4e27f1), then the raw of each post of the service's account
// (GET /posts/{id}.json, PostsController#show → render_post_json with add_raw). Asked as the
// given API user, or anonymously, the forum shows only what that reader may see. Only regular,
// visible, undeleted posts of the service's account count: a player cannot forge a record by
// posting one, and a whisper, a hidden or a deleted post adds nothing.
import { z } from "zod";
import type { RecordTool } from "../lib/game-tools.js";
import type { Lang } from "../lib/i18n.js";
import { apiPost } from "../service/discourse/schemas.js";
import { CliError } from "./command.js";
import { text } from "./shell.js";

/** Post.types[:regular] (app/models/post.rb): whispers (4), small actions (3) and moderator actions (2) are not the game's. */
const REGULAR = 1;
/** TopicView.chunk_size: the posts asked at once, as the post stream asks them. */
const CHUNK = 20;

const streamPost = z.looseObject({
  id: z.number().int().positive(),
  username: z.string(),
  post_number: z.number().int().positive(),
  post_type: z.number().int().optional(),
  hidden: z.boolean().optional(),
  deleted_at: z.string().nullable().optional(),
  version: z.number().int().positive().optional(),
});
type StreamPost = z.infer<typeof streamPost>;
const topicPage = z.looseObject({
  post_stream: z.looseObject({ posts: z.array(streamPost), stream: z.array(z.number().int()).optional() }),
});
const morePosts = z.looseObject({ post_stream: z.looseObject({ posts: z.array(streamPost) }) });

export interface ForumReader {
  readonly forum: string;
  readonly topic: number;
  readonly serviceUsername: string;
  /** Discourse's Api-Key / Api-Username headers (config/initializers: Auth::DefaultCurrentUserProvider); none: an anonymous reader. */
  readonly auth?: { readonly key: string; readonly username: string };
  readonly lang: Lang;
  /** The game's reading of its record in a reply's raw, and of the records joined into its replay log. */
  readonly record: Pick<RecordTool, "readRecord" | "logFromRecords">;
}

/** One GET of the forum's JSON, each failure said as what the user can do about it. */
async function getJson<T>(r: ForumReader, path: string, schema: z.ZodType<T>): Promise<T> {
  const url = `${r.forum}${path}`;
  const headers: Record<string, string> = { Accept: "application/json", ...(r.auth ? { "Api-Key": r.auth.key, "Api-Username": r.auth.username } : {}) };
  let response: Response;
  let at = url;
  try {
    // Redirects are followed by hand, and only on the forum's own origin: fetch keeps custom
    // headers across origins, so following one elsewhere would hand the API key to another host.
    for (let hops = 0; ; hops++) {
      response = await fetch(at, { headers, redirect: "manual", signal: AbortSignal.timeout(20_000) });
      const location = response.headers.get("location");
      if (response.status < 300 || response.status >= 400 || !location) break;
      const next = new URL(location, at);
      if (next.origin !== new URL(r.forum).origin || hops >= 5) throw new CliError(text(r.lang, "cli.export-forum-redirect", { forum: r.forum, to: next.origin }));
      at = next.toString();
    }
  } catch (e) {
    if (e instanceof CliError) throw e;
    const cause = (e as { cause?: { code?: string } }).cause;
    const detail = cause?.code ?? (e instanceof Error ? e.message.split("\n")[0]! : String(e));
    throw new CliError(text(r.lang, "cli.export-forum-unreachable", { forum: r.forum, detail }));
  }
  const params = { topic: r.topic, forum: r.forum, status: response.status, username: r.auth?.username ?? "" };
  // An unknown key or username is a 403 on every route (Auth::DefaultCurrentUserProvider raises
  // Discourse::InvalidAccess before any controller runs); without a key, 403 and 404 both mean the
  // topic is not there for an anonymous reader.
  if (response.status === 403 && r.auth) throw new CliError(text(r.lang, "cli.export-forum-key", params));
  if (response.status === 403 || response.status === 404) throw new CliError(text(r.lang, "cli.export-forum-no-topic", params));
  if (response.status === 429) throw new CliError(text(r.lang, "cli.export-forum-busy", { ...params, seconds: response.headers.get("retry-after") ?? "?" }));
  if (!response.ok) throw new CliError(text(r.lang, "cli.export-forum-status", params));
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new CliError(text(r.lang, "cli.export-forum-answer", { url }));
  return parsed.data;
}

/** The topic's posts in order, as the reader may see them. */
async function topicPosts(r: ForumReader): Promise<StreamPost[]> {
  const first = await getJson(r, `/t/${r.topic}.json`, topicPage);
  const posts = [...first.post_stream.posts];
  const missing = (first.post_stream.stream ?? []).filter((id) => !posts.some((p) => p.id === id));
  for (let i = 0; i < missing.length; i += CHUNK) {
    const ids = missing.slice(i, i + CHUNK).map((id) => `post_ids[]=${id}`).join("&");
    posts.push(...(await getJson(r, `/t/${r.topic}/posts.json?${ids}`, morePosts)).post_stream.posts);
  }
  return posts.sort((a, b) => a.post_number - b.post_number);
}

const counts = (p: StreamPost, service: string) =>
  p.username.toLowerCase() === service && (p.post_type ?? REGULAR) === REGULAR && p.hidden !== true && !p.deleted_at;

/**
 * The replay log of the topic's game as its record in the forum holds it, and the numbers of the
 * service's replies someone edited since they were posted (the service never edits its replies, so
 * their record may not be the service's: the caller warns).
 */
export async function forumReplayLog(r: ForumReader): Promise<{ readonly log: string; readonly edited: readonly number[] }> {
  const service = r.serviceUsername.toLowerCase();
  const records: unknown[][] = [];
  const edited: number[] = [];
  for (const p of (await topicPosts(r)).filter((x) => counts(x, service))) {
    const post = await getJson(r, `/posts/${p.id}.json`, apiPost.extend({ raw: z.string() }));
    const lines = r.record.readRecord(post.raw);
    if (!lines) continue;
    records.push(lines);
    if (post.version > 1) edited.push(post.post_number);
  }
  const log = r.record.logFromRecords(records);
  const params = { topic: r.topic, forum: r.forum, service: r.serviceUsername };
  if (!log.ok) throw new CliError(text(r.lang, log.reason === "gap" ? "cli.export-forum-gap" : "cli.export-forum-no-record", params));
  return { log: log.text, edited };
}
