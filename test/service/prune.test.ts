// What the store keeps of every post is pruned by age (src/service/prune.ts): post outcomes (one answer
// per text across instances) and seen posts (the reconciler's "seen"), older than the configured
// retention, by the running service at start and then periodically, on SQLite and on PostgreSQL. The
// retention is a validated setting, longer than the reconciler's look back.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { loadConfig } from "../../src/service/config.js";
import { shortHash } from "../../src/service/dice-post.js";
import { RECONCILED_MARK } from "../../src/service/reconciler.js";
import { harness } from "./harness.js";
import { createDatabase, startPgCluster, type PgCluster } from "./pg-cluster.js";

const DAY = 86_400_000;
let cluster: PgCluster | undefined;
let databases = 0;
beforeAll(async () => { cluster = await startPgCluster(); }, 90_000);
afterAll(() => cluster?.stop());

async function pgDatabase(): Promise<string> {
  return createDatabase(cluster!, `gf_prune_${++databases}_${Date.now()}`);
}

async function until(what: string, test: () => Promise<boolean>): Promise<void> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (await test()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never: ${what}`);
}

const backends: [string, () => Promise<Record<string, unknown>>][] = [
  ["sqlite", async () => ({})],
  ["postgres", async () => ({ database: await pgDatabase() })],
];

describe.each(backends)("the service prunes old post records (%s)", (_name, store) => {
  it("deletes post outcomes and seen posts older than retention.days; newer ones, and seen posts above the reconciler's mark, stay", async () => {
    const h = await harness({ sandbox: { players: ["ana"] }, config: { retention: { days: 30, pruneEveryMs: 1_000 }, reconcile: { intervalMs: 0 }, ...(await store()) } });
    try {
      const s = h.service.store;
      // A free pool judged now, through the service (GF-POOL-1): its outcome and its seen row are recent.
      const raw = "[gf-pool]\nd6 d8\n[/gf-pool]";
      const post = await h.post("ana", raw);
      await h.settle();
      const recent = { postId: post.id, topicId: post.topic_id, version: 1, digest: shortHash(raw) };
      await until("the pool's post is seen", async () => (await s.seenPost(post.id)) !== null);
      expect(await s.postOutcome(recent)).toBe("applied");
      // Records of 31 days ago: a refusal, an application, and three seen posts, the last above the mark.
      const old = Date.now() - 31 * DAY;
      const refused = { postId: 900_001, topicId: 77, version: 1, digest: "old-refused" };
      const applied = { postId: 900_002, topicId: 77, version: 2, digest: "old-applied" };
      expect(await s.refusePost(refused, [], old)).toBe(true);
      expect(await s.commitRolls({ postId: applied.postId, topicId: 77, version: 2, rolls: [], outbox: [], outcome: { digest: applied.digest, at: old } })).toBe(true);
      for (const id of [900_001, 900_002, 900_003]) await s.markSeen(id, 77, 1, old, "old");
      // A post of 29 days ago stays.
      const young = { postId: 900_004, topicId: 77, version: 1, digest: "young" };
      expect(await s.refusePost(young, [], Date.now() - 29 * DAY)).toBe(true);
      await s.raiseMark(RECONCILED_MARK, 900_002);
      await until("the old records are pruned", async () => (await s.postOutcome(refused)) === null && (await s.postOutcome(applied)) === null
        && (await s.seenPost(900_001)) === null && (await s.seenPost(900_002)) === null);
      // Above the mark: a sweep not finished yet still reads back to it, and must find the post seen.
      expect(await s.seenPost(900_003)).not.toBeNull();
      expect(await s.postOutcome(young)).toBe("refused");
      expect(await s.postOutcome(recent)).toBe("applied");
      expect(await s.seenPost(post.id)).not.toBeNull();
      expect(h.log.lines.some((l) => l.msg === "store: post records older than the retention pruned")).toBe(true);
    } finally { await h.close(); }
  }, 120_000);
});

describe("the retention setting", () => {
  const required = { GF_DISCOURSE_URL: "https://forum.example", GF_DISCOURSE_API_KEY: "k", GF_DISCOURSE_API_USERNAME: "gf",
    GF_WEBHOOK_SECRET: "0123456789abcdef0123", GF_CATEGORIES: "4" };
  const load = (env: Record<string, string>, overrides: Record<string, unknown> = {}) =>
    loadConfig({ env: { ...required, ...env }, overrides, cwd: "/srv/gf", lang: "en" });

  it("keeps post records 30 days by default, pruned every 6 hours; $GF_RETENTION_DAYS sets the days", () => {
    const byDefault = load({});
    expect(byDefault.ok && byDefault.config.retention).toEqual({ days: 30, pruneEveryMs: 6 * 3_600_000 });
    const set = load({ GF_RETENTION_DAYS: "90" });
    expect(set.ok && set.config.retention.days).toBe(90);
  });

  it("refuses a retention that is not a number of days, or not longer than the reconciler's look back", () => {
    for (const days of ["0", "-3", "many"]) {
      const r = load({ GF_RETENTION_DAYS: days });
      expect(!r.ok && r.errors.join("\n")).toMatch(/"retention\.days" is invalid/);
    }
    const short = load({ GF_RETENTION_DAYS: "1" }, { "reconcile.lookbackMs": String(2 * DAY) });
    expect(!short.ok && short.errors.join("\n")).toMatch(/"retention\.days" is invalid: keep posts longer than reconcile\.lookbackMs/);
  });
});
