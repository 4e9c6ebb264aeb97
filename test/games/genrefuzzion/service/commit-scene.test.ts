// store.commitScene, the scene game's one transaction, on both stores: a real SQLite file and a real
// PostgreSQL cluster. State, rolls, points and replies land together or not at all.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openStore } from "../../../../src/service/store/open-store.js";
import type { CommitScene, Store } from "../../../../src/service/store/store.js";
import { createDatabase, startPgCluster, type PgCluster } from "../../../service/pg-cluster.js";

let cluster: PgCluster | undefined;
beforeAll(async () => { cluster = await startPgCluster(); }, 60_000);
afterAll(() => cluster?.stop());

async function pgStore(): Promise<Store> {
  return openStore(await createDatabase(cluster!, `gf_scene_${Date.now()}_${Math.floor(Math.random() * 1e6)}`));
}

const commit = (version: number, expected: number, extra: Partial<CommitScene> = {}): CommitScene => ({
  scene: { topicId: 5, sceneNo: 0, state: `{"v":${version}}`, version }, expectedVersion: expected, postId: 100 + version, version: 1,
  rolls: [{ postId: 100 + version, blockIndex: 0, pool: "d8 d6", topicId: 5, userId: 3, username: "ana", result: "{}", proof: "gf1.p",
    replyKey: `scene:${100 + version}`, createdAt: 1, seq: version, recordHash: "00".repeat(32) }],
  points: [{ character: "Lía", kind: "PV", delta: 2, reason: "GF-YIELD-2 yield.winner @ana", postId: 100 + version, createdAt: 1 }],
  outbox: [{ key: `scene:${100 + version}`, kind: "reply", topicId: 5, postId: 100 + version, replyToPostNumber: 2, raw: "hecho", createdAt: 1 }],
  ...extra,
});

describe.each([
  ["sqlite", async () => openStore(join(mkdtempSync(join(tmpdir(), "gf-scene-")), "gf.sqlite"))],
  ["postgres", pgStore],
] as const)("store.commitScene (%s)", (_name, open) => {
  it("writes the state, the rolls, the points and the reply together", async () => {
    const store = await open();
    try {
      expect(await store.commitScene(commit(1, 0))).toBe(true);
      expect(await store.getScene(5, 0)).toEqual({ topicId: 5, sceneNo: 0, state: `{"v":1}`, version: 1 });
      expect(await store.rolledBlocks(101)).toEqual([{ blockIndex: 0, pool: "d8 d6", replyPostNumber: null, blockDigest: null }]);
      expect(await store.pointsBalance("Lía", "PV")).toBe(2);
      expect((await store.outboxCounts()).pending).toBe(1);
      expect(await store.listScenes()).toEqual([{ topicId: 5, sceneNo: 0, state: `{"v":1}`, version: 1 }]);
    } finally { await store.close(); }
  });

  it("changes nothing when another writer moved the state first", async () => {
    const store = await open();
    try {
      expect(await store.commitScene(commit(1, 0))).toBe(true);
      expect(await store.commitScene(commit(2, 1))).toBe(true);
      // A second writer that read version 1 loses: no state, no roll, no points, no reply of its own.
      expect(await store.commitScene(commit(3, 1))).toBe(false);
      expect((await store.getScene(5, 0))!.version).toBe(2);
      expect(await store.rolledBlocks(103)).toEqual([]);
      expect(await store.pointsBalance("Lía", "PV")).toBe(4);
      expect((await store.outboxCounts()).pending).toBe(2);
      // Nor may a first state be written twice.
      expect(await store.commitScene(commit(4, 0))).toBe(false);
    } finally { await store.close(); }
  });

  it("changes nothing when one of its blocks was rolled already", async () => {
    const store = await open();
    try {
      expect(await store.commitScene(commit(1, 0))).toBe(true);
      const twice = commit(2, 1, { rolls: [{ ...commit(1, 0).rolls[0]! }] });
      expect(await store.commitScene(twice)).toBe(false);
      expect((await store.getScene(5, 0))!.version).toBe(1);
      expect(await store.pointsBalance("Lía", "PV")).toBe(2);
      expect((await store.outboxCounts()).pending).toBe(1);
    } finally { await store.close(); }
  });
});
