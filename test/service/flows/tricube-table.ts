// A Tricube table on a service harness: two players' wiki sheets in the game's category (Maga, ana's;
// Enano, bruno's), one topic for the session, and what the tests read back (the topic's flow row and
// record, the rolls the store kept, the sheets as the forum has them).
import { apiPost } from "../../../src/service/discourse/schemas.js";
import { FLOW_ROW, readFlowRow } from "../../../src/service/flows/index.js";
import type { SceneState } from "../../../src/service/store/store.js";
import { readTopicRecord, type TopicRecord } from "../../../src/games/tricube/flow/index.js";
import { verifyProofs, type Harness } from "../harness.js";

export const MAGA = "[tt-ficha]\nnombre: Maga\njugadora: ana\narquetipo: astuta maga\nventaja: Piromancia\ndefecto: Arrogante\n[/tt-ficha]";
export const ENANO = "[tt-sheet]\nname: Enano\nplayer: bruno\narchetype: strong dwarf\nperk: Fury\nquirk: Grumpy\nresolve: 2/3\n[/tt-sheet]";

export interface TricubeTable {
  readonly h: Harness;
  /** Sheet post ids by character. */
  readonly sheets: Record<string, number>;
  topicId: number;
  /** Posts `raw` as `username` in the session's topic (the first post opens it) and returns the service's replies to it. */
  say(username: string, raw: string): Promise<{ post: { id: number; topic_id: number; post_number: number }; replies: string[] }>;
  repliesTo(postNumber: number): string[];
  row(): Promise<SceneState>;
  record(): Promise<TopicRecord>;
  rollsOf(postId: number): Promise<{ blockIndex: number; pool: string }[]>;
  sheetRaw(character: string): string;
  verify(reply: string): Promise<number>;
}

async function wikiSheet(h: Harness, username: string, raw: string): Promise<number> {
  const r = await fetch(`${h.sandbox.url}/posts.json`, { method: "POST", body: JSON.stringify({ title: `Ficha de ${username}`, category: h.sandbox.category.id, raw }),
    headers: { "Api-Key": h.sandbox.apiKey, "Api-Username": username, "Content-Type": "application/json" } });
  if (r.status !== 200) throw new Error(`sheet: ${r.status}`);
  const post = apiPost.parse(await r.json());
  const w = await fetch(`${h.sandbox.url}/posts/${post.id}/wiki`, { method: "PUT", body: JSON.stringify({ wiki: true }),
    headers: { "Api-Key": h.sandbox.apiKey, "Api-Username": "moderadora", "Content-Type": "application/json" } });
  if (w.status !== 200) throw new Error(`wiki: ${w.status}`);
  await h.settle();
  return post.id;
}

export async function tricubeTable(h: Harness, sheets: Readonly<Record<string, [string, string]>> = { Maga: ["ana", MAGA], Enano: ["bruno", ENANO] }): Promise<TricubeTable> {
  const ids: Record<string, number> = {};
  for (const [name, [who, raw]] of Object.entries(sheets)) ids[name] = await wikiSheet(h, who, raw);
  const t: TricubeTable = {
    h, sheets: ids, topicId: 0,
    async say(username, raw) {
      const post = await h.post(username, raw, t.topicId || undefined);
      if (!t.topicId) t.topicId = post.topic_id;
      await h.settle();
      return { post, replies: t.repliesTo(post.post_number) };
    },
    repliesTo(postNumber) {
      return h.replies(t.topicId).filter((r) => r.replyTo === postNumber).map((r) => r.raw);
    },
    async row() {
      const row = await h.service.store.getScene(t.topicId, FLOW_ROW);
      if (!row) throw new Error("no flow row");
      return row;
    },
    async record() {
      const row = readFlowRow((await t.row()).state);
      if (!row.ok) throw new Error(row.error.code);
      const record = readTopicRecord(row.value.record);
      if (!record.ok) throw new Error(record.error.code);
      return record.value;
    },
    async rollsOf(postId) {
      return (await h.service.store.rolledBlocks(postId)).map((r) => ({ blockIndex: r.blockIndex, pool: r.pool }));
    },
    sheetRaw(character) {
      return h.sandbox.forum.posts.get(ids[character]!)!.raw;
    },
    verify: (reply) => verifyProofs(h.service.url, reply.replace(/(prueba|proof): `(gf\d\.[A-Za-z0-9_-]+)`/g, "$1=$2")),
  };
  return t;
}
