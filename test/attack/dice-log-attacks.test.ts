// Attack 4 against the real service and its sandbox forum over real HTTP: the roll log anchored and
// complete both ways (docs/verifiable-dice.md §V.4). The service posts its log's tip in the commitment
// topic; the operator, who holds the service's store and keys, then tampers with the log it serves:
//   - a roll signed and posted in the forum but kept out of the log (forum → log);
//   - a record rewritten at a seq the forum's tip and a previous audit already saw (two logs);
//   - the tail withheld, then the whole log emptied (shorter than the forum's tip).
// `gf audit` refuses each with a sentence that says what was done.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { commands } from "../../src/cli/commands/index.js";
import { dispatch } from "../../src/cli/dispatch.js";
import { fromHex, toHex } from "../../src/dice/bytes.js";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { loadOperator } from "../../src/dice/operator.js";
import { fakeIo } from "../cli/fake-io.js";
import { harness, type Harness } from "../service/harness.js";

type Post = { id: number; topic_id: number; created_at?: string | undefined };
let h: Harness;
let pools: Post[] = [];
const dir = mkdtempSync(join(tmpdir(), "gf-audit-state-"));
const state = join(dir, "audit-state.json");

async function audit() {
  const io = fakeIo({ env: { GF_LANG: "en" } });
  const code = await dispatch(["audit", h.service.url, "--forum-url", h.sandbox.url, "--state", state], io, commands);
  return { code, out: io.stdout.join("\n"), err: io.stderr.join("\n") };
}

/** The operator's roll of post `p`'s block `block`, signed at log place `seq` after `prev` (not stored). */
function operatorRoll(p: Post, block: number, seq: number, prev: string) {
  const operator = loadOperator(h.dataDir, nodeCrypto);
  if (!operator.ok) throw new Error(operator.error.code);
  const made = operator.value.roll({ context: { forum: new URL(h.sandbox.url).host, topic: p.topic_id, post: p.id, block }, sizes: [12, 12, 12],
    at: Date.parse(p.created_at!), postVersion: 1 }, { seq, prev: fromHex(prev)! });
  if (!made.ok) throw new Error(made.error.code);
  return { proof: made.value.proof, hash: toHex(made.value.hash) };
}
const withStore = <T>(use: (db: Database.Database) => T): T => {
  const db = new Database(join(h.dataDir, "gf.sqlite"));
  try { return use(db); } finally { db.close(); }
};

beforeAll(async () => {
  h = await harness();
  const first = await h.post("alicia", "Ataco.\n\n[gf-pool]\nd12 d12 d12\n[/gf-pool]");
  pools = [first, await h.post("alicia", "Otra vez.\n\n[gf-pool]\nd12 d12 d12\n[/gf-pool]", first.topic_id)];
  await h.settle();
  await h.service.tip();
}, 60_000);
afterAll(async () => {
  await h?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("attack 4: the roll log is anchored in the forum and complete both ways", () => {
  it("the service posts its log's tip in the commitment topic, and gf audit checks the log against it and keeps its state", async () => {
    const tips = [...h.sandbox.forum.posts.values()].filter((p) => p.raw.includes('"format":"gf-dice-tip-v3"'));
    // One at start (an empty log), one after the two rolls.
    expect(tips.map((p) => /"seq":(\d+)/.exec(p.raw)![1])).toEqual(["0", "2"]);
    const first = await audit();
    expect([first.code, first.out]).toEqual([0, "audit passed: 2 rolls in 1 topics, each verified, linked and answered in the forum"]);
    expect((await audit()).code).toBe(0);
  });

  it("a roll signed and posted in the forum but kept out of the log: gf audit finds it in the watched category", async () => {
    const tip = withStore((db) => db.prepare("SELECT seq, record_hash FROM rolls ORDER BY seq DESC LIMIT 1").get() as { seq: number; record_hash: string });
    const outside = operatorRoll(pools[0]!, 5, tip.seq + 1, tip.record_hash);
    const reply = await h.post("gf-dice", `Tirada: ${outside.proof}`, pools[0]!.topic_id);
    const ran = await audit();
    expect(ran.code).toBe(1);
    expect(ran.out).toContain(`post ${reply.id} in topic ${pools[0]!.topic_id} holds a roll of the service (${outside.proof.slice(0, 24)}…) that is not in its log: a roll outside the log`);
  });

  it("a record rewritten at a seq the forum's tip and the last audit saw: gf audit says the log forked", async () => {
    const first = withStore((db) => db.prepare("SELECT record_hash FROM rolls WHERE seq = 1").get() as { record_hash: string });
    const other = operatorRoll(pools[1]!, 9, 2, first.record_hash);
    withStore((db) => db.prepare("UPDATE rolls SET proof = ?, record_hash = ?, block_index = 9 WHERE seq = 2").run(other.proof, other.hash));
    const ran = await audit();
    expect(ran.code).toBe(1);
    expect(ran.out).toMatch(/the log tip posted in the forum \(post \d+\) names another roll 2 than the log served: the log was rewritten or forked since/);
    expect(ran.out).toContain(`the log no longer holds the roll 2 the previous audit read (${state}): there are two different logs`);
  });

  it("the tail withheld, then the whole log emptied: gf audit says the forum's tip is longer than the log", async () => {
    withStore((db) => db.prepare("DELETE FROM rolls WHERE seq = 2").run());
    const withheld = await audit();
    expect(withheld.code).toBe(1);
    expect(withheld.out).toMatch(/the forum holds a log tip of 2 rolls \(post \d+\), but the log served ends at 1: its tail is withheld/);
    withStore((db) => db.prepare("DELETE FROM rolls").run());
    const emptied = await audit();
    expect(emptied.code).toBe(1);
    expect(emptied.out).toMatch(/the forum holds a log tip of 2 rolls \(post \d+\), but the log served ends at 0: its tail is withheld/);
  });
});
