// Attack 4 against the real service and its sandbox forum over real HTTP: the roll log anchored and
// complete both ways (docs/verifiable-dice.md §V.4). The service posts its log's tip in the commitment
// topic; the operator, who holds the service's store and keys, then tampers with the log it serves:
//   - a roll signed and posted in the forum but kept out of the log (forum → log);
//   - a record rewritten at a seq the forum's tip and a previous audit already saw (two logs);
//   - the tail withheld, then the whole log emptied (shorter than the forum's tip);
//   - a log served one way to a fetch and another way to the next (a proxy in front of the service).
// `gf audit` refuses each with a sentence that says what was done.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { DatabaseSync, type Db } from "../../src/service/store/sqlite-db.js";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
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

async function audit(url = h.service.url, keep = true) {
  const io = fakeIo({ env: { GF_LANG: "en" } });
  const code = await dispatch(["audit", url, "--forum-url", h.sandbox.url, ...(keep ? ["--state", state] : [])], io, commands);
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
const withStore = <T>(use: (db: Db) => T): T => {
  const db = new DatabaseSync(join(h.dataDir, "gf.sqlite"));
  try { return use(db); } finally { db.close(); }
};

beforeAll(async () => {
  // Seven audits in a few seconds from one address, each reading the forum a dozen times, go past
  // Discourse's 50 keyless reads per 10 s; gf audit then paces itself and waits (test/cli/audit-rate-limit.test.ts),
  // which this file need not spend time on: its forum allows more.
  h = await harness({ sandbox: { readsPerIp: { per10Seconds: 500, perMinute: 2000 } } });
  const first = await h.post("alicia", "Ataco.\n\n[gf-pool]\nd12 d12 d12\n[/gf-pool]");
  pools = [first, await h.post("alicia", "Otra vez.\n\n[gf-pool]\nd12 d12 d12\n[/gf-pool]", first.topic_id)];
  await h.settle();
  await h.service.tip();
}, 60_000);
/**
 * A proxy in front of the service: every request passes through, except that once `forkFrom` reads of
 * the log's first page have gone by, each later one gets the log with its record at `seq` swapped for
 * `entry` (the same log to one fetch, another to the next).
 */
let proxy: Server;
const served = { logReads: 0, forkFrom: Infinity, entry: undefined as undefined | { seq: number; proof: string; topic: number; post: number } };
async function startProxy(): Promise<string> {
  proxy = createServer((req, res) => {
    void (async () => {
      const upstream = await fetch(`${h.service.url}${req.url ?? "/"}`, { headers: { Accept: "application/json" } });
      let body = await upstream.text();
      if (req.url?.startsWith("/.well-known/gf-dice/log?from=1") && ++served.logReads > served.forkFrom && served.entry) {
        const page = JSON.parse(body) as { entries: { seq: number }[] };
        page.entries = page.entries.map((e) => (e.seq === served.entry!.seq ? served.entry! : e));
        body = JSON.stringify(page);
      }
      res.writeHead(upstream.status, { "Content-Type": upstream.headers.get("content-type") ?? "application/json" });
      res.end(body);
    })().catch(() => { res.writeHead(502); res.end(); });
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}

afterAll(async () => {
  await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
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

  it("a log served differently to two fetches of one audit: gf audit says so, and the same log twice passes", async () => {
    const url = await startProxy();
    const same = await audit(url, false);
    expect([same.code, same.out]).toEqual([0, "audit passed: 2 rolls in 1 topics, each verified, linked and answered in the forum"]);
    expect(served.logReads).toBe(2); // the audit read the log twice
    // From the next read on, the proxy serves a log whose roll 2 is another record the operator signed after roll 1.
    const first = withStore((db) => db.prepare("SELECT record_hash FROM rolls WHERE seq = 1").get() as { record_hash: string });
    const other = operatorRoll(pools[1]!, 9, 2, first.record_hash);
    served.entry = { seq: 2, proof: other.proof, topic: pools[1]!.topic_id, post: pools[1]!.id };
    served.forkFrom = served.logReads + 1;
    const forked = await audit(url, false);
    expect(forked.code).toBe(1);
    expect(forked.out.split("\n")).toEqual(["audit found 1 problems in 2 rolls (1 topics):",
      "  the log read twice in this audit does not hold the same roll 2: the service serves different logs to different fetches"]);
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
