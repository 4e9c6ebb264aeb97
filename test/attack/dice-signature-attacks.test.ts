// Attack 7 against the real service and its sandbox forum over real HTTP (docs/verifiable-dice.md §V.7): the
// operator signs a genuine roll record with a nonce point that carries a small-torsion component (a
// mixed-order R), which @noble's cofactored verify accepts and node:crypto and WebCrypto refuse, serves it in
// its log and posts it as its reply. v3's one rule (cofactorless, torsion-free points) refuses it on every
// path: gf verify and gf audit here (node:crypto), the badge in Chromium (WebCrypto, test/browser/badge-v3.test.ts),
// the vectors on node and @noble (test/dice/ed25519-rule.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fromHex } from "../../src/dice/bytes.js";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { KEY_FILE, loadOperator } from "../../src/dice/operator.js";
import { decodeProof, proofText, PROOF_PREFIX_V3 } from "../../src/dice/proof.js";
import { harness, type Harness } from "../service/harness.js";
import { mixedOrderSignature } from "../dice/vector-operator.js";
import { servedAndPosted } from "./operator-log.js";
import { gf } from "./support/gf-cli.js";

let h: Harness;
beforeAll(async () => { h = await harness({ config: { dice: { proofVersion: 3 } } }); }, 60_000);
afterAll(async () => { await h?.close(); });

describe("attack 7: a mixed-order signature", () => {
  it("a genuine record signed with a mixed-order R, in the log and in the forum: gf verify and gf audit refuse its signature (en, es)", async () => {
    const pool = await h.post("alicia", "Ataco.\n\n[gf-pool]\nd12 d12 d12\n[/gf-pool]");
    await h.settle();
    const createdAt = h.sandbox.forum.posts.get(pool.id)!.createdAt;
    const operator = loadOperator(h.dataDir, nodeCrypto);
    if (!operator.ok) throw new Error(operator.error.code);
    const secret = fromHex((JSON.parse(readFileSync(join(h.dataDir, KEY_FILE), "utf8")) as { secretKey: string }).secretKey)!;
    const host = new URL(h.sandbox.url).host;
    // A block the service did not roll (block 7), so that only the signature is wrong.
    const mixed = await servedAndPosted(h, pool, (link) => {
      const made = operator.value.roll({ context: { forum: host, topic: pool.topic_id, post: pool.id, block: 7 }, sizes: [12, 12, 12],
        at: Date.parse(createdAt), postVersion: 1 }, link);
      if (!made.ok) return made;
      const decoded = decodeProof(made.value.proof);
      if (!decoded.ok) return decoded;
      return { ok: true, value: { ...made.value, proof: proofText(decoded.value.message, mixedOrderSignature(decoded.value.message, 7, secret), PROOF_PREFIX_V3) } };
    });
    const args = ["verify", mixed, "--well-known", `${h.service.url}/.well-known/gf-dice.json`, "--at", createdAt, "--context", `${host}/${pool.topic_id}/${pool.id}/7`];
    const ran = await gf(args);
    expect(ran.code).toBe(1);
    expect(ran.err).toMatch(/check "signature"/);
    expect((await gf(args, "es")).err).toMatch(/comprobación «firma»/);
    const audited = await gf(["audit", h.service.url, "--forum-url", h.sandbox.url]);
    expect(audited.code).toBe(1);
    expect(audited.out).toMatch(/roll \d+ does not verify: .*\(dice\.verify\.signature\)/);
  }, 60_000);
});
