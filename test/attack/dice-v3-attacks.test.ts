// The operator's attacks of docs/verifiable-dice.md §V against the real service (gf-dice-v3 proofs,
// `dice.proofVersion: 3`) and its sandbox forum over real HTTP, each refused by `gf verify` and
// `gf audit` with a sentence a reader understands. The operator holds its own keys (its data dir)
// and the service's store; it re-signs what the service rolled and serves it in its log:
//   1. the signer picks the roll time: the same block dated 58 s after the forum's time;
//   5. the rolled pool is not the post's: "d4 d4 d4" signed for a "d12 d12 d12" post.
// (The badge refuses attack 1 in Chromium: test/browser/badge-v3.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { DatabaseSync } from "../../src/service/store/sqlite-db.js";
import { join } from "node:path";
import { commands } from "../../src/cli/commands/index.js";
import { dispatch } from "../../src/cli/dispatch.js";
import { fromHex, toHex } from "../../src/dice/bytes.js";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { loadOperator } from "../../src/dice/operator.js";
import { decodeProof } from "../../src/dice/proof.js";
import { fakeIo } from "../cli/fake-io.js";
import { harness, type Harness } from "../service/harness.js";

let h: Harness;
let pool: { id: number; topic_id: number; created_at?: string | undefined };
let genuine = "";

async function gf(argv: string[]) {
  const io = fakeIo({ env: { GF_LANG: "en" } });
  const code = await dispatch(argv, io, commands);
  return { code, out: io.stdout.join("\n"), err: io.stderr.join("\n") };
}
const contextArg = () => `${new URL(h.sandbox.url).host}/${pool.topic_id}/${pool.id}/0`;
const verify = (proof: string, extra: string[] = []) => gf(["verify", proof, "--well-known", `${h.service.url}/.well-known/gf-dice.json`,
  "--at", pool.created_at!, "--context", contextArg(), "--pool", "d12 d12 d12", ...extra]);

/** The operator signs `make`'s roll at its log's next place, serves it in the log, and posts it as the service's reply. */
async function operatorSigns(make: (at: number) => { sizes: number[]; at: number }): Promise<string> {
  const operator = loadOperator(h.dataDir, nodeCrypto);
  if (!operator.ok) throw new Error(operator.error.code);
  const db = new DatabaseSync(join(h.dataDir, "gf.sqlite"));
  try {
    const tip = db.prepare("SELECT seq, record_hash FROM rolls ORDER BY seq DESC LIMIT 1").get() as { seq: number; record_hash: string };
    const { sizes, at } = make(Date.parse(pool.created_at!));
    const made = operator.value.roll({ context: { forum: new URL(h.sandbox.url).host, topic: pool.topic_id, post: pool.id, block: 0 }, sizes, at, postVersion: 1 },
      { seq: tip.seq + 1, prev: fromHex(tip.record_hash)! });
    if (!made.ok) throw new Error(made.error.code);
    db.prepare(`INSERT INTO rolls (post_id, block_index, pool, topic_id, user_id, username, result, proof, reply_key, created_at, seq, record_hash)
      VALUES (?, ?, 'x', ?, 1, 'x', '{}', ?, 'x', 0, ?, ?)`).run(pool.id, 900 + tip.seq, pool.topic_id, made.value.proof, tip.seq + 1, toHex(made.value.hash));
    await h.post("gf-dice", `Roll again: ${made.value.proof}`, pool.topic_id);
    return made.value.proof;
  } finally { db.close(); }
}

beforeAll(async () => {
  h = await harness({ config: { dice: { proofVersion: 3 } } });
  pool = await h.post("alicia", "Ataco con todo.\n\n[gf-pool]\nd12 d12 d12\n[/gf-pool]");
  await h.settle();
  const reply = h.replies(pool.topic_id).find((r) => r.raw.includes("gf3."));
  genuine = /gf3\.[A-Za-z0-9_-]+/.exec(reply?.raw ?? "")?.[0] ?? "";
}, 60_000);
afterAll(async () => { await h?.close(); });

describe("gf-dice-v3 against the real service: the operator chooses nothing", () => {
  it("the service dates its roll at the forum's created_at for the post, and gf verify and gf audit pass it", async () => {
    const decoded = decodeProof(genuine);
    if (!decoded.ok || decoded.value.record.version !== 3) throw new Error(`no v3 proof in the reply: ${genuine}`);
    expect([decoded.value.record.time, decoded.value.record.postVersion]).toEqual([Date.parse(pool.created_at!), 1]);
    const ran = await verify(genuine, ["--json"]);
    expect([ran.code, ran.err]).toEqual([0, ""]);
    expect(JSON.parse(ran.out)).toMatchObject({ version: "v3", passed: expect.arrayContaining(["forum-time", "pool", "context"]) });
    const audited = await gf(["audit", h.service.url, "--forum-url", h.sandbox.url]);
    expect([audited.code, audited.out]).toEqual([0, "audit passed: 1 rolls in 1 topics, each verified, linked and answered in the forum"]);
  });

  it("attack 1: the operator dates the block 58 s after the forum's time: gf verify and gf audit refuse it, saying the signer chose the time", async () => {
    const forged = await operatorSigns((created) => ({ sizes: [12, 12, 12], at: created + 58_000 }));
    const ran = await verify(forged);
    expect(ran.code).toBe(1);
    expect(ran.err).toMatch(/the forum dated the block \(post version 1\) .*: the signer does not choose the time \(check "forum-time"\)/);
    const audited = await gf(["audit", h.service.url, "--forum-url", h.sandbox.url]);
    expect(audited.code).toBe(1);
    expect(audited.out).toMatch(/roll 2 does not verify: the roll says \S+, but the forum dated the block \(post version 1\) \S+: the signer does not choose the time/);
  });

  it("attack 5: the operator signs d4 d4 d4 for a d12 d12 d12 post, at the right time: gf verify and gf audit refuse it as another pool", async () => {
    const forged = await operatorSigns((created) => ({ sizes: [4, 4, 4], at: created }));
    const ran = await verify(forged);
    expect(ran.code).toBe(1);
    expect(ran.err).toMatch(/pool/);
    const audited = await gf(["audit", h.service.url, "--forum-url", h.sandbox.url]);
    expect(audited.code).toBe(1);
    expect(audited.out).toMatch(/roll 3 does not verify: .*d4 d4 d4.*d12 d12 d12/);
  });
});
