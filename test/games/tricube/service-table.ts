// A Tricube table on a service harness: two players' wiki sheets in the game's category (Maga, ana's;
// Enano, bruno's), one topic for the session, and what the tests read back (the topic's flow row and
// record, the rolls the store kept, the sheets as the forum has them).
import { readFlowRow } from "../../../src/service/flows/index.js";
import type { FlowState } from "../../../src/service/store/store.js";
import { readTopicRecord, type TopicRecord } from "../../../src/games/tricube/flow/index.js";
import { verifyProofs, type Harness } from "../../service/harness.js";
import { topicSession, wikiSheet, type TopicSession } from "../../service/flows/support.js";

export const MAGA = "[tt-ficha]\nnombre: Maga\njugadora: ana\narquetipo: astuta maga\nventaja: Piromancia\ndefecto: Arrogante\n[/tt-ficha]";
export const ENANO = "[tt-sheet]\nname: Enano\nplayer: bruno\narchetype: strong dwarf\nperk: Fury\nquirk: Grumpy\nresolve: 2/3\n[/tt-sheet]";

export interface TricubeTable extends TopicSession {
  readonly h: Harness;
  /** Sheet post ids by character. */
  readonly sheets: Record<string, number>;
  row(): Promise<FlowState>;
  record(): Promise<TopicRecord>;
  rollsOf(postId: number): Promise<{ blockIndex: number; pool: string }[]>;
  sheetRaw(character: string): string;
  verify(reply: string): Promise<number>;
}

export async function tricubeTable(h: Harness, sheets: Readonly<Record<string, [string, string]>> = { Maga: ["ana", MAGA], Enano: ["bruno", ENANO] }): Promise<TricubeTable> {
  const ids: Record<string, number> = {};
  for (const [name, [who, raw]] of Object.entries(sheets)) ids[name] = await wikiSheet(h, who, raw);
  const session = topicSession(h);
  const own: Omit<TricubeTable, keyof TopicSession> = {
    h, sheets: ids,
    async row() {
      const row = await h.service.store.getFlow(session.topicId);
      if (!row) throw new Error("no flow row");
      return row;
    },
    async record() {
      const row = readFlowRow((await own.row()).state);
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
  // Onto the session itself, so that the topic its first post opens is the table's.
  return Object.assign(session, own);
}
