// The store's contract, run against both implementations: a real SQLite file and a real PostgreSQL
// cluster started for the test.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "../../src/service/store/sqlite-db.js";
import { MIGRATIONS } from "../../src/service/store/migrations.js";
import { openStore } from "../../src/service/store/open-store.js";
import { DUE_SQL } from "../../src/service/store/sqlite-store.js";
import type { NewOutboxItem, RollRecord, Store } from "../../src/service/store/store.js";
import { createDatabase, startPgCluster } from "./pg-cluster.js";
import type { PgCluster } from "./pg-cluster.js";

const roll = (postId: number, blockIndex: number, extra: Partial<RollRecord> = {}): RollRecord => ({
  postId, blockIndex, pool: "d4 d6 d8", topicId: 1, userId: 7, username: "alicia", result: "{}", proof: "gf1.x",
  replyKey: `roll:${postId}:${blockIndex}`, createdAt: 1_000, seq: postId * 1000 + blockIndex, recordHash: "00".repeat(32),
  blockDigest: "ab".repeat(32), ...extra });
const reply = (key: string, extra: Partial<NewOutboxItem> = {}): NewOutboxItem => ({
  key, kind: "reply", topicId: 1, postId: 10, replyToPostNumber: 1, raw: "hola", createdAt: 1_000, ...extra });

let cluster: PgCluster | undefined;
let pgDb = 0;
beforeAll(async () => { cluster = await startPgCluster(); }, 60_000);
afterAll(() => cluster?.stop());

async function pgStore(): Promise<Store> {
  return openStore(await createDatabase(cluster!, `gf_store_${++pgDb}`));
}

const backends: [string, () => Promise<Store>][] = [
  ["sqlite", async () => openStore(join(mkdtempSync(join(tmpdir(), "gf-store-")), "gf.sqlite"))],
  ["postgres", pgStore],
];

describe.each(backends)("store (%s)", (_name, open) => {
  it("commits rolls, the processed post and the reply together, and refuses a block rolled before", async () => {
    const s = await open();
    try {
      expect(await s.commitRolls({ postId: 10, topicId: 1, version: 1, rolls: [roll(10, 0)], outbox: [reply("roll:10:0")] })).toBe(true);
      expect(await s.rolledBlocks(10)).toEqual([{ blockIndex: 0, pool: "d4 d6 d8", replyPostNumber: null, blockDigest: "ab".repeat(32) }]);
      // A second delivery racing the first: all or nothing, so its new block is not kept either.
      expect(await s.commitRolls({ postId: 10, topicId: 1, version: 2, rolls: [roll(10, 1, { replyKey: "roll:10:1" }), roll(10, 0)],
        outbox: [reply("roll:10:0,1")] })).toBe(false);
      expect((await s.rolledBlocks(10)).map((b) => b.blockIndex)).toEqual([0]);
      expect(await s.outboxCounts()).toEqual({ pending: 1, sent: 0, dead: 0 });
      expect(await s.countRollsSince(7, 0)).toBe(1);
      expect(await s.countRollsSince(7, 2_000)).toBe(0);
    } finally { await s.close(); }
  });

  it("enqueues each key once and hands an item to one claimer per lease, in doubt after a claim", async () => {
    const s = await open();
    try {
      expect(await s.enqueue(reply("k1"))).toBe(true);
      expect(await s.enqueue(reply("k1", { raw: "otra" }))).toBe(false);
      const [first] = await s.claimOutbox(2_000, 500, 10);
      expect(first).toMatchObject({ key: "k1", attempts: 1, inDoubt: false, takenOver: false, raw: "hola" });
      expect(await s.claimOutbox(2_100, 500, 10)).toEqual([]); // leased
      const [again] = await s.claimOutbox(2_600, 500, 10); // the lease ran out: a crashed worker
      expect(again).toMatchObject({ attempts: 2, inDoubt: true, takenOver: true });
      // The first claim is stale now: its marks change nothing, and it cannot renew.
      expect(await s.markRetry(first!, 9_000, "late", true)).toBe(false);
      expect(await s.renewLease(first!, 9_000)).toBe(false);
      expect(await s.renewLease(again!, 2_900)).toBe(true);
      expect(await s.claimOutbox(2_800, 500, 10)).toEqual([]); // renewed: still held
      expect(await s.markRetry(again!, 5_000, "429", true)).toBe(true);
      expect(await s.claimOutbox(4_000, 500, 10)).toEqual([]);
      expect(await s.nextDue()).toBe(5_000);
      const [third] = await s.claimOutbox(5_000, 500, 10);
      expect(third).toMatchObject({ attempts: 3, inDoubt: false, takenOver: false }); // released by markRetry, not run out
      await s.markSent(third!.id, 99, 2, 5_100);
      expect(await s.outboxCounts()).toEqual({ pending: 0, sent: 1, dead: 0 });
      await s.enqueue(reply("k2"));
      const [k2] = await s.claimOutbox(6_000, 500, 10);
      expect(await s.markDead(k2!, "422", "refused")).toBe(true);
      expect(await s.outboxCounts()).toEqual({ pending: 0, sent: 1, dead: 1 });
    } finally { await s.close(); }
  });

  it("claims oldest due first, and marks sent items in the claim that refills their slots", async () => {
    const s = await open();
    try {
      for (const [key, createdAt] of [["a", 1_000], ["b", 1_100], ["c", 1_200]] as const) await s.enqueue(reply(key, { createdAt }));
      const [a] = await s.claimOutbox(2_000, 500, 1);
      // "a" failed and waits for its retry at 2_300, after "b" and "c" became due: they go first.
      expect(await s.markRetry(a!, 2_300, "502", false)).toBe(true);
      const claimed = await s.claimOutbox(2_400, 500, 3);
      expect(claimed.map((i) => i.key)).toEqual(["b", "c", "a"]);
      // Not yet due, or held by a lease: never claimed, whatever comes before it.
      await s.enqueue(reply("d", { createdAt: 9_000 }));
      expect(await s.claimOutbox(2_500, 500, 3)).toEqual([]);
      // The sent marks go with the next claim, in its transaction; a claim of none only marks.
      const [b, c] = claimed;
      expect((await s.claimOutbox(9_000, 500, 3, [{ id: b!.id, postId: 50, postNumber: 4, at: 9_000 }, { id: c!.id, postId: 51, postNumber: 5, at: 9_000 }]))
        .map((i) => i.key)).toEqual(["a", "d"]);
      expect(await s.outboxCounts()).toEqual({ pending: 2, sent: 2, dead: 0 });
      expect(await s.claimOutbox(9_100, 500, 0, [{ id: a!.id, postId: 52, postNumber: 6, at: 9_100 }])).toEqual([]);
      expect(await s.outboxCounts()).toEqual({ pending: 1, sent: 3, dead: 0 });
    } finally { await s.close(); }
  });

  it("revives dead items by reason, id or key, keeping their doubt, and lists them", async () => {
    const s = await open();
    try {
      for (const k of ["a", "b", "c"]) await s.enqueue(reply(k));
      const claimed = await s.claimOutbox(2_000, 500, 10);
      await s.markDead(claimed[0]!, "503", "outage");
      await s.markDead(claimed[1]!, "422", "refused");
      await s.markDead(claimed[2]!, "503", "outage");
      expect((await s.deadItems(10)).map((d) => [d.key, d.reason, d.error])).toEqual([["a", "outage", "503"], ["b", "refused", "422"], ["c", "outage", "503"]]);
      expect(await s.reviveDead(3_000, { reason: "outage", keys: ["c"] })).toBe(1);
      expect(await s.reviveDead(3_000, { reason: "outage" })).toBe(1);
      expect(await s.outboxCounts()).toEqual({ pending: 2, sent: 0, dead: 1 });
      expect(await s.oldestPending()).toBe(1_000);
      const again = await s.claimOutbox(3_000, 500, 10);
      expect(again.map((i) => [i.key, i.inDoubt])).toEqual([["a", true], ["c", true]]);
      expect(await s.reviveDead(4_000, { ids: [claimed[1]!.id] })).toBe(1);
      expect(await s.reviveDead(4_000, {})).toBe(0);
    } finally { await s.close(); }
  });

  it("gives a revived item a fresh round of attempts, while a claim from before it died stays stale", async () => {
    const s = await open();
    try {
      await s.enqueue(reply("r"));
      let claim = (await s.claimOutbox(2_000, 100, 10))[0]!;
      for (let t = 2_200; claim.attempts < 3; t += 200) {
        expect(await s.markRetry(claim, t, "503", false)).toBe(true);
        claim = (await s.claimOutbox(t, 100, 10))[0]!;
      }
      expect(claim).toMatchObject({ attempts: 3, attemptsSinceRevival: 3 });
      expect(await s.markDead(claim, "503", "outage")).toBe(true);
      // The automatic revival (the forum is back) and `gf outbox retry` both go through reviveDead.
      expect(await s.reviveDead(5_000, { reason: "outage" })).toBe(1);
      const revived = (await s.claimOutbox(5_000, 100, 10))[0]!;
      expect(revived).toMatchObject({ key: "r", attempts: 4, attemptsSinceRevival: 1, inDoubt: true });
      expect(await s.markRetry(claim, 9_000, "late", true)).toBe(false);
      expect(await s.markDead(claim, "late", "outage")).toBe(false);
      await s.markDead(revived, "503", "outage");
      expect(await s.reviveDead(6_000, { keys: ["r"] })).toBe(1);
      expect((await s.claimOutbox(6_000, 100, 10))[0]).toMatchObject({ attempts: 5, attemptsSinceRevival: 1 });
    } finally { await s.close(); }
  });

  it("numbers sheet changes in order, keeps the newest version, and never loses an owner to an unknown one", async () => {
    const s = await open();
    try {
      const row = { postId: 5, topicId: 2, postNumber: 1, character: "Lía", owner: null, version: 1, raw: "[gf-ficha]\nnombre: Lía\n[/gf-ficha]" };
      await s.saveSheet(row);
      await s.saveSheet({ ...row, postId: 6, character: "Bruno" });
      await s.saveSheet({ ...row, owner: "ana" });
      const all = await s.sheetsChangedSince(0);
      expect(all.map((r) => [r.postId, r.owner, r.changedSeq])).toEqual([[6, null, 2], [5, "ana", 3]]);
      expect(await s.sheetsChangedSince(3)).toEqual([]);
      // An instance that never heard of the owner saves a newer version: the owner stays.
      await s.saveSheet({ ...row, version: 2, raw: `${row.raw}\n` });
      expect((await s.sheetsChangedSince(3)).map((r) => [r.postId, r.owner, r.version])).toEqual([[5, "ana", 2]]);
      // An older version changes nothing and takes no number; a post that stopped being a sheet loses its owner.
      await s.saveSheet({ ...row, owner: "beto", version: 1 });
      expect(await s.sheetsChangedSince(4)).toEqual([]);
      await s.saveSheet({ ...row, character: null, raw: null, version: 3 });
      expect((await s.sheetsChangedSince(4)).map((r) => [r.postId, r.owner, r.raw, r.changedSeq])).toEqual([[5, null, null, 5]]);
      expect((await s.loadSheets()).map((r) => r.postId)).toEqual([5, 6]);
    } finally { await s.close(); }
  });

  it("keeps marks that only move forward, and the newest version seen of each post", async () => {
    const s = await open();
    try {
      expect(await s.getMark("reconciled")).toBeNull();
      await s.raiseMark("reconciled", 40);
      await s.raiseMark("reconciled", 30);
      expect(await s.getMark("reconciled")).toBe(40);
      expect(await s.seenVersion(5)).toBeNull();
      await s.markSeen(5, 1, 2, 1_000);
      await s.markSeen(5, 1, 1, 1_100);
      expect(await s.seenVersion(5)).toBe(2);
      // The raw's digest goes with the highest version: an older version's never replaces it.
      expect(await s.seenPost(5)).toEqual({ version: 2, digest: null });
      await s.markSeen(5, 1, 2, 1_200, "aaaa");
      await s.markSeen(5, 1, 1, 1_300, "old");
      expect(await s.seenPost(5)).toEqual({ version: 2, digest: "aaaa" });
      await s.markSeen(5, 1, 2, 1_400, "bbbb");
      expect(await s.seenPost(5)).toEqual({ version: 2, digest: "bbbb" });
      await s.markSeen(5, 1, 3, 1_500);
      expect(await s.seenPost(5)).toEqual({ version: 3, digest: "bbbb" });
      expect(await s.seenPost(6)).toBeNull();
    } finally { await s.close(); }
  });

  it("records one outcome per post text (version and raw digest): a refusal excludes an application of the same text, not of a new one", async () => {
    const s = await open();
    try {
      const key = { postId: 9, topicId: 1, version: 1, digest: "d1" };
      const reply = (k: string) => ({ topicId: 1, postId: 9, replyToPostNumber: 2, createdAt: 1_000, kind: "reply" as const, key: k, raw: k });
      expect(await s.postOutcome(key)).toBeNull();
      expect(await s.refusePost(key, [reply("refused-1")], 1_000)).toBe(true);
      expect(await s.postOutcome(key)).toBe("refused");
      // Twice: nothing more is enqueued.
      expect(await s.refusePost(key, [reply("refused-2")], 1_000)).toBe(false);
      const commit = (digest: string, expectedVersion: number) => s.commitScene({ scene: { topicId: 1, sceneNo: 0, state: digest, version: expectedVersion + 1 },
        expectedVersion, postId: 9, version: 1, rolls: [], points: [], outbox: [reply(`applied-${digest}`)], outcome: { digest, at: 1_000 } });
      expect(await commit("d1", 0)).toBe(false);
      expect(await s.getScene(1, 0)).toBeUndefined();
      // The author's fix (same version, new raw) applies.
      expect(await commit("d2", 0)).toBe(true);
      expect(await s.postOutcome({ ...key, digest: "d2" })).toBe("applied");
      expect(await s.refusePost({ ...key, digest: "d2" }, [reply("refused-3")], 1_000)).toBe(false);
      expect((await s.outboxCounts()).pending).toBe(2);
    } finally { await s.close(); }
  });

  it("records a free pool post's text as one outcome: its rolls with the refusals of its other blocks, or all its refusals together", async () => {
    const s = await open();
    try {
      const key = { postId: 12, topicId: 1, version: 1, digest: "p1" };
      const item = (k: string) => reply(k, { postId: 12 });
      // Block 0 rolled and block 1 refused, in one commit with the text's outcome.
      const commit = (digest: string, block: number) => s.commitRolls({ postId: 12, topicId: 1, version: 1, rolls: [roll(12, block)],
        outbox: [item(`error:12:${1 - block}:${digest}`), item(`roll:12:${block}:${digest}`)], outcome: { digest, at: 1_000 } });
      expect(await commit("p1", 0)).toBe(true);
      expect(await s.postOutcome(key)).toBe("applied");
      // The same text judged again elsewhere (block 1 rolled this time) changes nothing.
      expect(await commit("p1", 1)).toBe(false);
      expect(await s.refusePost(key, [item("error:12:0:p1"), item("error:12:1:p1")], 1_000)).toBe(false);
      expect((await s.rolledBlocks(12)).map((r) => r.blockIndex)).toEqual([0]);
      expect((await s.outboxCounts()).pending).toBe(2);
      // A text whose every block is refused: all its replies go with the outcome, and only once.
      const other = { ...key, digest: "p2" };
      expect(await s.refusePost(other, [item("error:12:0:p2"), item("error:12:1:p2")], 1_000)).toBe(true);
      expect(await s.postOutcome(other)).toBe("refused");
      expect(await commit("p2", 1)).toBe(false);
      expect((await s.outboxCounts()).pending).toBe(4);
    } finally { await s.close(); }
  });

  it("prunes post outcomes and seen posts older than a time, a batch at a time; seen posts above the reconciler's mark stay", async () => {
    const s = await open();
    try {
      for (let id = 1; id <= 5; id++) {
        const at = id <= 3 ? 1_000 : 9_000;
        expect(await s.refusePost({ postId: 100 + id, topicId: 1, version: 1, digest: "d" }, [], at)).toBe(true);
        await s.markSeen(100 + id, 1, 1, at, "d");
      }
      await s.commitRolls({ postId: 106, topicId: 1, version: 1, rolls: [], outbox: [], outcome: { digest: "d", at: 1_000 } });
      await s.markSeen(106, 1, 1, 1_000, "d");
      // Before 5,000: outcomes of 101-103 and 106; seen posts of 101-103 and 106, but only up to post 102 (the mark).
      expect(await s.prunePosts(5_000, 102, 3)).toEqual({ outcomes: 3, seen: 2 });
      expect(await s.prunePosts(5_000, 102, 3)).toEqual({ outcomes: 1, seen: 0 });
      for (const id of [101, 102, 103, 106]) expect(await s.postOutcome({ postId: id, topicId: 1, version: 1, digest: "d" })).toBeNull();
      for (const id of [104, 105]) expect(await s.postOutcome({ postId: id, topicId: 1, version: 1, digest: "d" })).toBe("refused");
      expect(await s.seenPost(101)).toBeNull();
      expect(await s.seenPost(102)).toBeNull();
      expect(await s.seenPost(103)).not.toBeNull();
      expect(await s.seenPost(104)).not.toBeNull();
      // No mark (no sweep ever finished): by age alone.
      expect(await s.prunePosts(5_000, null, 10)).toEqual({ outcomes: 0, seen: 2 });
      expect(await s.seenPost(103)).toBeNull();
      expect(await s.seenPost(106)).toBeNull();
      expect(await s.seenPost(105)).not.toBeNull();
    } finally { await s.close(); }
  });

  it("links a rolled block to the reply that carried it once sent", async () => {
    const s = await open();
    try {
      await s.commitRolls({ postId: 11, topicId: 1, version: 1, rolls: [roll(11, 0)], outbox: [reply("roll:11:0", { postId: 11 })] });
      const [item] = await s.claimOutbox(2_000, 500, 1);
      await s.markSent(item!.id, 50, 4, 2_000);
      expect(await s.rolledBlocks(11)).toEqual([{ blockIndex: 0, pool: "d4 d6 d8", replyPostNumber: 4, blockDigest: "ab".repeat(32) }]);
    } finally { await s.close(); }
  });

  it("keeps scene states with optimistic versions, and a points ledger", async () => {
    const s = await open();
    try {
      expect(await s.putScene({ topicId: 1, sceneNo: 1, state: "{\"turn\":1}", version: 1 }, 0)).toBe(true);
      expect(await s.putScene({ topicId: 1, sceneNo: 1, state: "{}", version: 1 }, 0)).toBe(false);
      expect(await s.putScene({ topicId: 1, sceneNo: 1, state: "{\"turn\":2}", version: 2 }, 1)).toBe(true);
      expect(await s.putScene({ topicId: 1, sceneNo: 1, state: "{\"turn\":9}", version: 2 }, 1)).toBe(false);
      expect(await s.getScene(1, 1)).toEqual({ topicId: 1, sceneNo: 1, state: "{\"turn\":2}", version: 2 });
      expect(await s.getScene(1, 2)).toBeUndefined();
      await s.appendPoints({ character: "Vera", kind: "PV", delta: 3, reason: "inicio", postId: 1, createdAt: 1 });
      await s.appendPoints({ character: "Vera", kind: "PV", delta: -1, reason: "GF-ROLL-5", postId: 2, createdAt: 2 });
      expect(await s.pointsBalance("Vera", "PV")).toBe(2);
      expect(await s.pointsBalance("Vera", "PK")).toBe(0);
    } finally { await s.close(); }
  });
});

describe("store migrations", () => {
  it("records each version once and reopens an existing file without re-running them", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "gf-store-")), "gf.sqlite");
    await (await openStore(file)).close();
    await (await openStore(file)).close();
    const db = new DatabaseSync(file, { readOnly: true });
    expect(db.prepare("SELECT version FROM gf_migrations ORDER BY version").all()).toEqual(MIGRATIONS.map((m) => ({ version: m.version })));
    db.close();
  });
});

describe("store (sqlite) outbox claim", () => {
  it("walks the due index in its order: no sort of the whole backlog on every claim", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "gf-store-")), "gf.sqlite");
    await (await openStore(file)).close();
    const db = new DatabaseSync(file, { readOnly: true });
    const plan = db.prepare(`EXPLAIN QUERY PLAN ${DUE_SQL}`).all(1, 1, 16) as { detail: string }[];
    db.close();
    expect(plan.map((r) => r.detail)).toEqual([expect.stringContaining("USING INDEX outbox_due")]);
  });
});
