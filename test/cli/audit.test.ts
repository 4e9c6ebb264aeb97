// `gf audit <service-url>` on a sandbox game, end to end over real HTTP: the service's document, its
// commitment post in the forum, the whole roll log, every proof and link, and every roll's answer in
// the forum. Then the operator's cheats the log exposes: a withheld roll (a gap) and a block rolled a
// second time, never shown in the forum (a duplicate, unanswered).
import { afterEach, describe, expect, it } from "@jest/globals";
import { DatabaseSync } from "../../src/service/store/sqlite-db.js";
import { join } from "node:path";
import { commands } from "../../src/cli/commands/index.js";
import { dispatch } from "../../src/cli/dispatch.js";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { fromHex, toHex } from "../../src/dice/bytes.js";
import { decodeProof } from "../../src/dice/proof.js";
import { loadOperator } from "../../src/dice/operator.js";
import { fakeIo } from "./fake-io.js";
import { harness, newDataDir, type Harness } from "../service/harness.js";
import type { RollContext } from "../../src/dice/context.js";

let h: Harness | undefined;
afterEach(async () => { await h?.close(); h = undefined; });

async function audit(lang: "en" | "es" = "en") {
  const io = fakeIo({ env: { GF_LANG: lang } });
  const code = await dispatch(["audit", h!.service.url, "--forum-url", h!.sandbox.url], io, commands);
  return { code, out: io.stdout.join("\n"), err: io.stderr.join("\n") };
}

async function game(): Promise<Harness> {
  const g = await harness();
  const a = await g.post("alicia", "Entro en la cripta.\n\n[gf-pool]\nd8 d8 d6 d4\n[/gf-pool]");
  await g.post("alicia", "[gf-pool]\nd10 d12\n[/gf-pool]\n\n[gf-pool]\nd6 d6\n[/gf-pool]", a.topic_id);
  await g.post("alicia", "Y otra vez.\n\n[gf-pool]\nd4 d8\n[/gf-pool]");
  await g.settle();
  return g;
}

/**
 * The operator of `dataDir` signs one more record at the log's next place, for the context `pick`
 * makes from roll 1's, and the store serves it in the log: what an operator holding its keys can do.
 */
function signAndLog(g: Harness, dataDir: string, pick: (first: RollContext) => RollContext): void {
  const db = new DatabaseSync(join(g.dataDir, "gf.sqlite"));
  try {
    const first = db.prepare("SELECT * FROM rolls WHERE seq = 1").get() as { proof: string };
    const tip = db.prepare("SELECT seq, record_hash FROM rolls ORDER BY seq DESC LIMIT 1").get() as { seq: number; record_hash: string };
    const record = decodeProof(first.proof);
    if (!record.ok) throw new Error("proof");
    const operator = loadOperator(dataDir, nodeCrypto);
    if (!operator.ok) throw new Error("operator");
    const context = pick(record.value.record.context);
    // At the forum's time of the first roll's block (v3: the signer has no time of its own to choose).
    const at = record.value.record.version === 3 ? record.value.record.time : Date.now();
    const made = operator.value.roll({ context, sizes: record.value.record.sizes, at }, { seq: tip.seq + 1, prev: fromHex(tip.record_hash)! });
    if (!made.ok) throw new Error(made.error.code);
    db.prepare(`INSERT INTO rolls (post_id, block_index, pool, topic_id, user_id, username, result, proof, reply_key, created_at, seq, record_hash)
      VALUES (?, 999, 'x', ?, 1, 'x', '{}', ?, 'x', 0, ?, ?)`).run(context.post, context.topic, made.value.proof, tip.seq + 1, toHex(made.value.hash));
  } finally { db.close(); }
}

describe("gf audit", () => {
  it("checks a sandbox game end to end: commitment, every roll verified, linked and answered in the forum", async () => {
    h = await game();
    const r = await audit();
    expect([r.code, r.err]).toEqual([0, ""]);
    expect(r.out).toBe("audit passed: 4 rolls in 2 topics, each verified, linked and answered in the forum");
    expect((await audit("es")).out).toMatch(/^auditoría correcta: 4 tiradas en 2 temas/);
  });

  it("reports a withheld roll as a gap in the log", async () => {
    h = await game();
    const db = new DatabaseSync(join(h.dataDir, "gf.sqlite"));
    try { db.prepare("DELETE FROM rolls WHERE seq = 2").run(); } finally { db.close(); }
    const r = await audit();
    expect(r.code).toBe(1);
    expect(r.out).toContain("rolls 2–2 are missing from the log (withheld or deleted)");
  });

  it("reports a block rolled a second time, and that this roll never appeared in the forum", async () => {
    h = await game();
    // The operator rolls the same block again, properly signed and linked, hoping for better faces.
    signAndLog(h, h.dataDir, (first) => first);
    const r = await audit();
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^audit found 2 problems in 5 rolls/);
    expect(r.out).toMatch(/roll 5 rolls \S+\/0 again, already rolled by roll 1/);
    expect(r.out).toMatch(/roll 5 \(\S+\/0\) was not answered in the forum/);
  });
});

describe("gf audit: what v2's log let through (verifiable-dice §V.4, §V.10)", () => {
  it("a failed check reads as its sentence with its values, never a literal {got}", async () => {
    h = await game();
    // The log serves a proof made under another chain (another operator's data dir): it fails "commitment".
    signAndLog(h, newDataDir(), (first) => ({ ...first, block: 9 }));
    const r = await audit();
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/roll 5 does not verify: /);
    expect(r.out).not.toMatch(/\{got\}|\{want\}/);
  });

  it("the document and the log answer HEAD and a CORS preflight (OPTIONS), not 404", async () => {
    h = await game();
    for (const path of ["/.well-known/gf-dice.json", "/.well-known/gf-dice/log"]) {
      const head = await fetch(`${h.service.url}${path}`, { method: "HEAD" });
      expect([head.status, head.headers.get("access-control-allow-origin"), Number(head.headers.get("content-length")) > 0]).toEqual([200, "*", true]);
      const pre = await fetch(`${h.service.url}${path}`, { method: "OPTIONS", headers: { Origin: "https://forum.example.org", "Access-Control-Request-Method": "GET" } });
      expect([pre.status, pre.headers.get("access-control-allow-origin"), pre.headers.get("access-control-allow-methods")]).toEqual([204, "*", "GET, HEAD, OPTIONS"]);
    }
  });
});

describe("gf audit: the commitment post (docs/verifiable-dice.md §V.3)", () => {
  it("a commitment post revised after it was made anchors nothing, even when its commitment text is unchanged", async () => {
    h = await game();
    const forum = h.sandbox.forum;
    const post = [...forum.posts.values()].find((p) => p.raw.includes("gf-dice-commitment-v"))!;
    forum.revise(forum.userByName("gf-dice")!, post, `${post.raw}\n\n(edited)`, "tidy");
    const r = await audit();
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/commitment post \d+ \(of [^)]+\) is not as it was posted: revised \(version 2\); a changed commitment anchors nothing \(check "commitment-post"\)/);
  });
});
