// The anchored commitment and the published roll log (docs/verifiable-dice.md §9.3, §9.4), over real
// HTTP against the sandbox forum: the commitment is posted before any roll, the document names it,
// both public documents answer any origin, and the log links every roll to the one before.
import { afterEach, describe, expect, it } from "@jest/globals";
import { toHex } from "../../src/dice/bytes.js";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { decodeProof, recordHash } from "../../src/dice/proof.js";
import { commitmentId, readCommitment, verifyOptionsFrom } from "../../src/dice/well-known.js";
import { until } from "../support/until.js";
import { harness, serviceConfig, startService } from "./harness.js";
import type { Harness } from "./harness.js";

let h: Harness | undefined;
afterEach(async () => { await h?.close(); h = undefined; });

describe("the dice commitment and the roll log", () => {
  it("posts the commitment in the forum before any roll, and the document points to it", async () => {
    h = await harness();
    const res = await fetch(`${h.service.url}/.well-known/gf-dice.json`);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const doc = await res.json() as { commitment: { id: string; post: string }; chain: { head: string }; log: string };
    const postId = Number(/\/p\/(\d+)$/.exec(doc.commitment.post)?.[1]);
    const post = h.sandbox.forum.posts.get(postId)!;
    expect(post.userId).toBe(h.sandbox.forum.userByName("gf-dice")!.id);
    expect(h.sandbox.forum.topics.get(post.topicId)!.title).toMatch(/Compromiso de dados/);
    const anchored = readCommitment(post.raw)!;
    expect(anchored.head).toBe(doc.chain.head);
    expect(commitmentId(anchored, nodeCrypto)).toBe(doc.commitment.id);
    expect(verifyOptionsFrom(doc, nodeCrypto, anchored).ok).toBe(true);
    // A document whose head differs from the forum's post is refused.
    const swapped = { ...doc, chain: { ...doc.chain, head: "ab".repeat(32) } };
    expect(verifyOptionsFrom(swapped, nodeCrypto, anchored)).toMatchObject({ ok: false, error: { code: "dice.verify.commitment" } });
    expect(doc.log).toBe("gf-dice/log");
  });

  it("a commitment the forum failed to take at start is tried again within seconds, not half a minute", async () => {
    h = await harness();
    const hh = h;
    const port = Number(new URL(hh.service.url).port);
    await hh.service.stop();
    // The service's first two requests at start fail, as a forum under faults answers them.
    let failures = 0;
    hh.sandbox.server.chaos = (r) => (r.username === "gf-dice" && failures < 2 ? (failures++, { status: 500, count: 0 }) : undefined);
    const before = hh.log.lines.filter((l) => l["msg"] === "dice: commitment posted").length;
    const started = Date.now();
    hh.service = await startService(serviceConfig(hh.sandbox, hh.dataDir, { listen: { host: "127.0.0.1", port } }), { log: hh.log });
    expect(hh.log.lines.some((l) => l["msg"] === "dice: the commitment could not be posted; no roll until it is")).toBe(true);
    await until("the commitment posted again", () => hh.log.lines.filter((l) => l["msg"] === "dice: commitment posted").length > before, { ms: 15_000 });
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it("the commitment post reads the same in English, and names the commitment it replaces", async () => {
    const { defaultTemplatesDir } = await import("../../src/service/service.js");
    const { loadTemplates } = await import("../../src/service/templates.js");
    const raw = loadTemplates(defaultTemplatesDir()).render("dice-commitment", "en", { version: "gf-dice-v2", id: "ab".repeat(32),
      previous: "cd".repeat(32), text: '{"format":"gf-dice-commitment-v2"}' });
    expect(raw).toMatch(/^\*\*Dice commitment\*\*/);
    expect(raw).toContain(`It replaces commitment \`${"cd".repeat(32)}\``);
    expect(raw).toContain('```\n{"format":"gf-dice-commitment-v2"}\n```');
  });

  it("publishes every roll in the log, in order, each linked to the one before", async () => {
    h = await harness();
    const p = await h.post("alicia", "[gf-pool]\nd8 d6\n[/gf-pool]\n\n[gf-pool]\nd4 d4\n[/gf-pool]");
    const q = await h.post("alicia", "[gf-pool]\nd12\n[/gf-pool]");
    await h.settle();
    const res = await fetch(`${h.service.url}/.well-known/gf-dice/log?from=1`);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const page = await res.json() as { entries: { seq: number; proof: string; topic: number; post: number }[]; next: number | null };
    expect(page.entries.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(page.next).toBeNull();
    expect(page.entries.map((e) => e.post).sort()).toEqual([p.id, p.id, q.id].sort());
    let prev = "00".repeat(32);
    for (const e of page.entries) {
      const d = decodeProof(e.proof);
      if (!d.ok || d.value.version !== 3) throw new Error("proof");
      expect([d.value.record.seq, toHex(d.value.record.prev)]).toEqual([e.seq, prev]);
      prev = toHex(recordHash(d.value, nodeCrypto));
    }
    expect((await (await fetch(`${h.service.url}/.well-known/gf-dice/log?from=3`)).json() as { entries: unknown[] }).entries).toHaveLength(1);
    expect((await fetch(`${h.service.url}/.well-known/gf-dice/log?from=x`)).status).toBe(400);
  });
});

describe("the v3 commitment names the forum and account the service runs for (docs/verifiable-dice.md §9.3)", () => {
  it("a service for another forum or account than its keys are bound to refuses to start, and says why; one rolling v2 proofs under them too", async () => {
    h = await harness();
    const doc = await (await fetch(`${h.service.url}/.well-known/gf-dice.json`)).json() as { forum: string; account: string; commitment: { format?: string } };
    expect([doc.commitment.format, doc.forum, doc.account]).toEqual(["gf-dice-commitment-v3", new URL(h.sandbox.url).host, "gf-dice"]);
    await h.service.stop();
    const elsewhere = serviceConfig(h.sandbox, h.dataDir, { discourse: { apiUsername: "other-bot" } });
    await expect(startService(elsewhere)).rejects.toThrow(`estas claves están comprometidas con el foro ${doc.forum} y la cuenta gf-dice (${h.dataDir}/binding.json); este servicio es del foro ${doc.forum} con la cuenta other-bot: un compromiso v3 nombra su foro y su cuenta, así que hacen falta claves nuevas («gf keys rotate»)`);
    await expect(startService({ ...elsewhere, lang: "en" })).rejects.toThrow(`these keys are committed to forum ${doc.forum} and account gf-dice (${h.dataDir}/binding.json); this service is for forum ${doc.forum} as other-bot: a v3 commitment names its forum and account, so new keys are needed ("gf keys rotate")`);
    await expect(startService(serviceConfig(h.sandbox, h.dataDir, { dice: { proofVersion: 2 } }))).rejects.toThrow(/dice.proofVersion 2 makes gf-dice-v2 proofs, which this operator's v3 commitment refuses/);
    // Its own forum and account: it starts.
    h.service = await startService(serviceConfig(h.sandbox, h.dataDir));
  }, 60_000);
});
