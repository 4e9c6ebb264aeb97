// What the games' topic-flow tests share (tricube-, facetas- and pujas-flow, and the Tricube table):
// the two stores every game plays on, one topic's session on a harness, players' wiki sheets, a
// webhook delivered again, and the session exported from the store (`gf topic export`) and
// replayed by the game's own command.
import { afterAll, beforeAll, expect } from "@jest/globals";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { commands } from "../../../src/cli/commands/index.js";
import { dispatch } from "../../../src/cli/dispatch.js";
import { serializeWebhookPost } from "../../../src/sandbox/serializers.js";
import { apiPost } from "../../../src/service/discourse/schemas.js";
import { signWebhook } from "../../../src/service/discourse/signature.js";
import { fakeIo } from "../../cli/fake-io.js";
import { budget } from "../../support/budget.js";
import { SECRET, type Harness } from "../harness.js";
import { createDatabase, startPgCluster, type PgCluster } from "../pg-cluster.js";

/** The store part of a harness's config: none for its SQLite file, or a PostgreSQL `database`. */
export type StoreConfig = Record<string, unknown>;

/**
 * The stores a flow test runs its suite on, for `describe.each`: a SQLite file (the harness's
 * default), then the database `name` on a PostgreSQL server started before the file's tests and
 * stopped after them. Call it at the top of the test file.
 */
export function flowBackends(name: string): [string, () => Promise<StoreConfig>][] {
  let cluster: PgCluster | undefined;
  beforeAll(async () => { cluster = await startPgCluster(); }, budget(90_000));
  afterAll(() => cluster?.stop());
  return [
    ["SQLite", async () => ({})],
    ["PostgreSQL", async () => ({ database: await createDatabase(cluster!, name) })],
  ];
}

/** The store the harness's service writes, as `gf topic export --database` names it. */
export const databaseOf = (h: Harness, config: StoreConfig): string =>
  typeof config["database"] === "string" ? config["database"] : join(h.dataDir, "gf.sqlite");

type Post = Awaited<ReturnType<Harness["post"]>>;

/** One topic's session on a harness: the first post opens the topic, the others answer in it. */
export interface TopicSession {
  /** The topic, once the first post has opened it; 0 before. */
  topicId: number;
  /** Posts `raw` as `username` in the session's topic, waits for the service, and returns its replies to that post. */
  say(username: string, raw: string): Promise<{ post: Post; replies: string[] }>;
  repliesTo(postNumber: number): string[];
}

export function topicSession(h: Harness): TopicSession {
  const s: TopicSession = {
    topicId: 0,
    async say(username, raw) {
      const post = await h.post(username, raw, s.topicId || undefined);
      if (!s.topicId) s.topicId = post.topic_id;
      await h.settle();
      return { post, replies: s.repliesTo(post.post_number) };
    },
    repliesTo(postNumber) {
      return h.replies(s.topicId).filter((r) => r.replyTo === postNumber).map((r) => r.raw);
    },
  };
  return s;
}

/** `username`'s sheet `raw`, posted in the game's category and made a wiki by the moderator; its post id. */
export async function wikiSheet(h: Harness, username: string, raw: string): Promise<number> {
  const api = (u: string) => ({ "Api-Key": h.sandbox.apiKey, "Api-Username": u, "Content-Type": "application/json" });
  const r = await fetch(`${h.sandbox.url}/posts.json`, { method: "POST", body: JSON.stringify({ title: `Ficha de personaje ${h.sandbox.forum.topics.size + 1}: ${username}`, category: h.sandbox.category.id, raw }), headers: api(username) });
  if (r.status !== 200) throw new Error(`sheet: ${r.status}`);
  const post = apiPost.parse(await r.json());
  const w = await fetch(`${h.sandbox.url}/posts/${post.id}/wiki`, { method: "PUT", body: JSON.stringify({ wiki: true }), headers: api("moderadora") });
  if (w.status !== 200) throw new Error(`wiki: ${w.status}`);
  await h.settle();
  return post.id;
}

/** Sends a post's webhook again as the forum has it now, with a new event id (a retry, or an edit's), and waits for the service. */
export async function redeliver(h: Harness, postId: number, event: "post_created" | "post_edited", eventId: string): Promise<void> {
  const body = JSON.stringify({ post: serializeWebhookPost(h.sandbox.forum, h.sandbox.forum.posts.get(postId)!) });
  const r = await fetch(h.hook, { method: "POST", body, headers: { "Content-Type": "application/json", "X-Discourse-Event": event,
    "X-Discourse-Event-Type": "post", "X-Discourse-Event-Id": eventId, "X-Discourse-Instance": "http://forum", "X-Discourse-Event-Signature": signWebhook(SECRET, body) } });
  expect(r.status).toBe(200);
  await h.settle();
}

/**
 * `gf topic export` of the topic from the store `database`, then `gf <game> replay - --json` of
 * that log; both must succeed, and `--out FILE` must write that same log, saying so.
 * Returns the log and the replay's report.
 */
export async function exportAndReplay(database: string, topicId: number, game: string): Promise<{ log: string; replay: unknown }> {
  const io = fakeIo();
  expect(await dispatch(["topic", "export", "--topic", String(topicId), "--database", database], io, commands)).toBe(0);
  const log = io.stdout.join("\n");
  const dir = mkdtempSync(join(tmpdir(), "gf-topic-export-"));
  try {
    const file = join(dir, "log.jsonl");
    const written = fakeIo({ env: { LANG: "en_US.UTF-8" } });
    expect(await dispatch(["topic", "export", "--topic", String(topicId), "--database", database, "--out", file], written, commands)).toBe(0);
    expect([readFileSync(file, "utf8").trimEnd(), written.stdout]).toEqual([log, []]);
    expect(written.stderr.join("\n")).toContain(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const replayed = fakeIo({ stdin: `${log}\n` });
  expect(await dispatch([game, "replay", "-", "--json"], replayed, commands)).toBe(0);
  return { log, replay: JSON.parse(replayed.stdout.join("\n")) };
}
