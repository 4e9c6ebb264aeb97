// The one judging step of a post (src/service/judge-post.ts), on a real SQLite store: a text already
// judged is not judged again, a refusal reads the store's sheets and judges again once, and the outcome
// goes with its replies. And the architecture's side of it: refusals become replies in that one place,
// whatever player judges the post (GenreFuzzion's scene game and free pools, the topic-flow runner).
import { describe, expect, it } from "@jest/globals";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { webhookPost } from "../../src/service/discourse/schemas.js";
import { judgePost, outcomeKey, ROLLING_ATTEMPTS, type Verdict } from "../../src/service/judge-post.js";
import { memoryLog } from "../../src/service/log.js";
import { openStore } from "../../src/service/store/open-store.js";
import type { NewOutboxItem, Store } from "../../src/service/store/store.js";

const seen = (raw: string) => ({ lang: "es" as const, now: 5_000,
  post: webhookPost.parse({ id: 40, username: "ana", user_id: 3, topic_id: 7, post_number: 2, raw, version: 1, wiki: false }) });
const reply = (key: string): NewOutboxItem => ({ key, kind: "reply", topicId: 7, postId: 40, replyToPostNumber: 2, raw: key, createdAt: 5_000 });

async function withStore(fn: (store: Store) => Promise<void>): Promise<void> {
  const store = await openStore(join(mkdtempSync(join(tmpdir(), "gf-judge-")), "gf.sqlite"));
  try { await fn(store); } finally { await store.close(); }
}

/** A player whose sheet is found only once the registry has read the store: refused before, applied after. */
function player(store: Store, stored: boolean) {
  const seenBy = { syncs: 0, looks: 0, enqueued: 0 };
  let inRegistry = false;
  const judge = async (): Promise<Verdict<"settled", string>> => {
    seenBy.looks++;
    if (!inRegistry) return { kind: "refused", replies: [reply("error:40:0"), reply("error:40:1")], log: { code: "sheet.not-found" } };
    return { kind: "apply", refusing: false, value: "rolled",
      commit: (outcome) => store.commitRolls({ postId: 40, topicId: 7, version: 1, rolls: [], outbox: [reply("roll:40")], outcome }) };
  };
  return { seenBy, how: { name: "test", judge, enqueued: () => { seenBy.enqueued++; },
    sync: async () => { seenBy.syncs++; inRegistry = stored; } } };
}

describe("judging a post once per text (judge-post.ts)", () => {
  it("GF-FORUM-4: a refusal resting on a registry that missed a stored sheet is judged again on the store's sheets and applied", async () => {
    await withStore(async (store) => {
      const p = player(store, true);
      const s = seen("[gf-pool character=Bruno]\ncliche: Perezoso\n[/gf-pool]");
      expect(await judgePost({ store, log: memoryLog() }, s, p.how)).toEqual({ kind: "applied", value: "rolled" });
      expect(p.seenBy).toEqual({ syncs: 1, looks: 2, enqueued: 1 });
      expect(await store.postOutcome(outcomeKey(s))).toBe("applied");
      expect((await store.outboxCounts()).pending).toBe(1);
    });
  });

  it("GF-FORUM-4: a refusal that stands is the text's outcome, with all its replies; the same text judged again (another instance) answers nothing", async () => {
    await withStore(async (store) => {
      const s = seen("[gf-pool character=Bruno]\ncliche: Perezoso\n[/gf-pool]");
      const log = memoryLog();
      const first = player(store, false);
      expect(await judgePost({ store, log }, s, first.how)).toEqual({ kind: "refused" });
      expect(first.seenBy).toEqual({ syncs: 1, looks: 2, enqueued: 1 });
      expect(await store.postOutcome(outcomeKey(s))).toBe("refused");
      expect((await store.outboxCounts()).pending).toBe(2);
      expect(log.lines.some((l) => l.msg === "test: refused" && l.code === "sheet.not-found")).toBe(true);
      // The other instance, whose registry has the sheet by now, would apply it: it is not even judged.
      const second = player(store, true);
      expect(await judgePost({ store, log }, s, second.how)).toEqual({ kind: "judged-before" });
      expect(second.seenBy).toEqual({ syncs: 0, looks: 0, enqueued: 0 });
      expect((await store.outboxCounts()).pending).toBe(2);
      // The author's fix is a new text: judged anew.
      const fixed = seen("[gf-pool character=Bruno]\ncliche: Perezoso\n[/gf-pool]\n\nYa tengo ficha.");
      expect(await judgePost({ store, log }, fixed, player(store, true).how)).toEqual({ kind: "applied", value: "rolled" });
    });
  });

  it("GF-FORUM-4: two judgements of one text racing to record: the one that records second answers nothing", async () => {
    await withStore(async (store) => {
      const s = seen("[gf-pool]\nd6\n[/gf-pool]");
      const log = memoryLog();
      // This instance applies, but the other instance's refusal is recorded between its look and its commit.
      const how = { name: "test", sync: async () => undefined, enqueued: () => undefined,
        judge: async (): Promise<Verdict<never, string>> => {
          await store.refusePost(outcomeKey(s), [reply("error:40:0")], 5_000);
          return { kind: "apply", refusing: false, value: "rolled",
            commit: (outcome) => store.commitRolls({ postId: 40, topicId: 7, version: 1, rolls: [], outbox: [reply("roll:40")], outcome }) };
        } };
      expect(await judgePost({ store, log }, s, how)).toEqual({ kind: "judged-before" });
      expect((await store.outboxCounts()).pending).toBe(1);
      // The log says so: a soak's logs then show which texts two deliveries raced for.
      expect(log.lines.filter((l) => l.msg === "test: judged already, by another delivery" && l.postId === 40)).toHaveLength(1);
    });
  });

  it("a verdict that applies with blocks refused beside reads the registry first; a settled one records nothing; a state that keeps moving fails the post", async () => {
    await withStore(async (store) => {
      const log = memoryLog();
      let syncs = 0;
      const mixed = seen("[gf-pool]\nd6\n[/gf-pool]\n[gf-pool character=Bruno]\ncliche: Perezoso\n[/gf-pool]");
      expect(await judgePost({ store, log }, mixed, { name: "test", sync: async () => { syncs++; }, enqueued: () => undefined,
        judge: async () => ({ kind: "apply", refusing: true, value: "rolled",
          commit: (outcome) => store.commitRolls({ postId: 40, topicId: 7, version: 1, rolls: [], outbox: [reply("error:40:1"), reply("roll:40:0")], outcome }) }) }))
        .toEqual({ kind: "applied", value: "rolled" });
      expect(syncs).toBe(1);
      const other = seen("no dice here");
      expect(await judgePost({ store, log }, other, { name: "test", sync: async () => { syncs++; }, enqueued: () => undefined,
        judge: async () => ({ kind: "settled", value: "not mine" }) })).toEqual({ kind: "settled", value: "not mine" });
      expect(await store.postOutcome(outcomeKey(other))).toBeNull();
      let commits = 0;
      await expect(judgePost({ store, log }, seen("[gf-pool]\nd8\n[/gf-pool]"), { name: "test", sync: async () => undefined, enqueued: () => undefined,
        judge: async () => ({ kind: "apply", refusing: false, value: "x", commit: async () => { commits++; return false; } }) })).rejects.toThrow(/kept moving/);
      expect(commits).toBe(ROLLING_ATTEMPTS);
      expect(syncs).toBe(1);
    });
  });
});

describe("refusals become replies in one place", () => {
  const SRC = resolve("src");
  function* tsFiles(dir: string): Generator<string> {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) yield* tsFiles(path);
      else if (e.name.endsWith(".ts")) yield path;
    }
  }
  const files = [...tsFiles(SRC)].map((f) => ({ file: relative(SRC, f).replace(/\\/g, "/"), text: readFileSync(f, "utf8") }));

  it("only the judging step reads or records a post's outcome (the stores implement it; the outbox's guard wraps the store and passes the call on)", () => {
    const callers = files.filter((f) => /\.(refusePost|postOutcome)\(/.test(f.text)).map((f) => f.file);
    expect(callers).toEqual(["service/judge-post.ts", "service/outbox-guard.ts"]);
  });

  it("every player that may refuse a post judges it through that step: GenreFuzzion's scenes and free pools, and the topic-flow runner", () => {
    const players = files.filter((f) => /\bjudgePost\(/.test(f.text) && f.file !== "service/judge-post.ts").map((f) => f.file).sort();
    expect(players).toEqual(["games/genrefuzzion/service/game/scene-game.ts", "games/genrefuzzion/service/pool-roll.ts", "service/flows/flow-runner.ts"]);
  });
});
