// The operator's attacks on the v3 commitment's cut-offs (docs/verifiable-dice.md §V.6) against the
// real service and its sandbox forum over real HTTP. The operator holds its data dir and posts, as the
// service's account, what it likes in the commitment topic; its aim is a gf-dice-v1 roll, which names no
// roll time and no head, verified for a block the forum dated after the cut-offs its commitments state.
//   The cut-off poisoning: an operator with v1 and v2 history (cut-offs in the past) posts a v3
//   commitment whose v1Until is "2026-13-01T00:00:00Z": the pattern of an ISO time, but Date.parse reads
//   NaN, and a NaN cut-off compared with any block time says "not after it". It rotates to a commitment
//   naming that one, with cut-offs that look strict, and signs a v1 roll of a new post. The forum's cap
//   of the cut-offs (the earliest any v3 commitment states) took the NaN, so `gf verify` passed it.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asciiBytes, concatBytes, fromHex, toHex } from "../../src/dice/bytes.js";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { deriveFaces } from "../../src/dice/derive.js";
import { commitmentId, commitmentText, type CommitmentV3 } from "../../src/dice/document.js";
import { epochAt } from "../../src/dice/epoch.js";
import { initOperator } from "../../src/dice/operator.js";
import { RETIRED_DIR } from "../../src/dice/rotation.js";
import { MAGIC_V1, PROOF_PREFIX_V1 } from "../../src/dice/proof-v1.js";
import { proofText } from "../../src/dice/proof.js";
import { buildSeedChain } from "../../src/dice/seed-chain.js";
import { commitmentOf, type WellKnown } from "../../src/dice/well-known.js";
import { gf } from "./support/gf-cli.js";
import { harness, restartService, type Harness } from "../service/harness.js";

type Post = { id: number; topic_id: number; created_at?: string | undefined };
let h: Harness;
let dir: string;
const DAY = 86_400_000;

const docUrl = () => `${h.service.url}/.well-known/gf-dice.json`;
const wellKnown = async (): Promise<WellKnown> => (await fetch(docUrl())).json() as Promise<WellKnown>;
const host = (at: Harness = h) => new URL(at.sandbox.url).host;
const verify = (proof: string, p: Post) => gf(["verify", proof, "--well-known", docUrl(),
  "--at", p.created_at!, "--context", `${host()}/${p.topic_id}/${p.id}/0`, "--pool", "d12 d12 d12"]);
const u = (n: number, bytes: number) => {
  const out = new Uint8Array(bytes);
  for (let k = bytes - 1; k >= 0; k--) { out[k] = n % 256; n = Math.floor(n / 256); }
  return out;
};

/** A gf-dice-v1 proof (docs/verifiable-dice.md §11) the operator signs with its current key for post `p`'s block 0, faces from the epoch's seed. */
function forgeV1(p: Post, at: Harness = h): string {
  const key = JSON.parse(readFileSync(join(at.dataDir, "operator-key.json"), "utf8")) as { secretKey: string };
  const chain = JSON.parse(readFileSync(join(at.dataDir, "seed-chain.json"), "utf8")) as { anchor: string; genesis: string; periodSeconds: number; epochs: number };
  const seeds = buildSeedChain(fromHex(chain.anchor)!, chain.epochs, nodeCrypto);
  const epoch = epochAt({ genesisMs: Date.parse(chain.genesis), periodSeconds: chain.periodSeconds, epochs: chain.epochs }, Date.parse(p.created_at!))!;
  const head = concatBytes(asciiBytes(MAGIC_V1), u(host(at).length, 1), asciiBytes(host(at)), u(p.topic_id, 8), u(p.id, 8), u(0, 2), u(epoch, 4),
    u(0, 1), u(3, 1), Uint8Array.of(12, 12, 12));
  const message = concatBytes(head, Uint8Array.from(deriveFaces(seeds[epoch]!, head, [12, 12, 12], nodeCrypto)));
  return proofText(message, nodeCrypto.signer(fromHex(key.secretKey)!).sign(message), PROOF_PREFIX_V1);
}

/** The operator stops the service, runs `before` on its data dir, and starts it again on the same store and port. */
const restart = (before: () => Promise<void>): Promise<void> => restartService(h, before, { dice: { proofVersion: 3 } });

beforeAll(async () => {
  // An operator that made v1 proofs until a month ago and v2 proofs until yesterday: its v3 commitment states both cut-offs.
  dir = mkdtempSync(join(tmpdir(), "gf-cutoff-"));
  const now = Date.now();
  const made = initOperator(dir, { now, genesisMs: Math.floor(now / DAY) * DAY, periodSeconds: 86_400, epochs: 30, revealDelaySeconds: 3 * 3600,
    beacon: null, previous: null, v1Until: now - 30 * DAY, v2Until: now - DAY }, nodeCrypto);
  if (!made.ok) throw new Error(made.error.code);
  h = await harness({ dataDir: dir, config: { dice: { proofVersion: 3 } } });
}, 60_000);
afterAll(async () => {
  await h?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the committed cut-offs, against the real service", () => {
  it("the cut-off poisoning: a v3 commitment posted with v1Until 2026-13-01 and a rotation naming it; a v1 roll of a later post is refused, naming the malformed cut-off", async () => {
    const first = await wellKnown();
    expect(first.commitment.format).toBe("gf-dice-commitment-v3");
    const topic = [...h.sandbox.forum.posts.values()].find((p) => p.raw.includes("gf-dice-commitment-v3"))!.topicId;
    // The poisoned commitment, posted by the service's account: a fresh head, the same forum and account.
    const poisoned: CommitmentV3 = { ...(commitmentOf(first) as CommitmentV3), head: toHex(nodeCrypto.sha256(asciiBytes("poison"))),
      previous: first.commitment.id, v1Until: "2026-13-01T00:00:00Z", v2Until: "2026-13-01T00:00:00Z" };
    await h.post("gf-dice", `Dice commitment\n\n\`\`\`\n${commitmentText(poisoned)}\n\`\`\``, topic);
    // The rotation names it; its own cut-offs are the operator's real ones (a month ago, yesterday).
    await restart(async () => {
      expect((await gf(["keys", "rotate", "--data-dir", h.dataDir])).code).toBe(0);
      const file = join(h.dataDir, "seed-chain.json");
      writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, "utf8")), previous: commitmentId(poisoned, nodeCrypto) }));
      // Its document lists no retired chain: the first one's would have to be the poisoned commitment.
      rmSync(join(h.dataDir, RETIRED_DIR), { recursive: true, force: true });
    });
    const served = await wellKnown();
    expect([served.commitment.previous, served.v1Until?.slice(0, 10)]).toEqual([commitmentId(poisoned, nodeCrypto), new Date(Date.now() - 30 * DAY).toISOString().slice(0, 10)]);

    const pool = await h.post("alicia", "Ataco con todo.\n\n[gf-pool]\nd12 d12 d12\n[/gf-pool]");
    await h.settle();
    const forged = forgeV1(pool);
    await h.post("gf-dice", `Roll: ${forged}`, pool.topic_id);
    const ran = await verify(forged, pool);
    expect(ran.code).toBe(1);
    expect(ran.err).toMatch(/commitment post \d+ \(of \S+\) is not as it was posted: its commitment text's v1Until \("2026-13-01T00:00:00Z"\) is not well-formed; a changed commitment anchors nothing \(check "commitment-post"\)/);
    const audited = await gf(["audit", h.service.url, "--forum-url", h.sandbox.url]);
    expect(audited.code).not.toBe(0);
    expect(`${audited.out}\n${audited.err}`).toMatch(/v1Until \("2026-13-01T00:00:00Z"\) is not well-formed/);
  }, 90_000);
});

describe("an old roll card outside the log, against the real service", () => {
  let fresh: Harness;
  beforeAll(async () => { fresh = await harness({ config: { dice: { proofVersion: 3 } } }); }, 60_000);
  afterAll(async () => { await fresh?.close(); });

  it("a v1 card the service's account posts for a new post (a new operator: no v1 proofs at all): gf audit, which read only gf3 proofs, names it; gf verify refuses it (version)", async () => {
    const pool: Post = await fresh.post("alicia", "Ataco con todo.\n\n[gf-pool]\nd12 d12 d12\n[/gf-pool]");
    await fresh.settle();
    const forged = forgeV1(pool, fresh);
    await fresh.post("gf-dice", `Roll: ${forged}`, pool.topic_id);
    const audited = await gf(["audit", fresh.service.url, "--forum-url", fresh.sandbox.url]);
    expect(audited.code).toBe(1);
    expect(audited.out).toMatch(new RegExp(`post \\d+ in topic ${pool.topic_id} holds an old roll of the service \\(gf1\\.\\S+…\\) that does not stand: a gf-dice-v1 proof, which this operator accepts only for blocks before —`));
    const ran = await gf(["verify", forged, "--well-known", `${fresh.service.url}/.well-known/gf-dice.json`, "--at", pool.created_at!,
      "--context", `${host(fresh)}/${pool.topic_id}/${pool.id}/0`, "--pool", "d12 d12 d12"]);
    expect([ran.code, ran.err]).toEqual([1, expect.stringContaining('(check "version")')]);
  }, 60_000);
});
