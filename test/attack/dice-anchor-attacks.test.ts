// The operator's attacks on the anchoring of heads (docs/verifiable-dice.md §V.3) against the real
// service and its sandbox forum over real HTTP, each refused by `gf verify` and `gf audit` with a
// sentence a reader understands. The operator holds its data dir and the service's store; it rolls
// what it likes with its keys, serves it in its log and posts it as the service's reply:
//   2. a post-hoc head: after a player's post it rotates to a fresh chain (`gf keys rotate`, the
//      service posting the new commitment) and rolls that post under it; or it serves a document
//      naming a head the forum never saw, listing the anchored one as retired;
//   3. an uncommitted `retiredAt`: it edits the retired key's retirement time and restarts, so its
//      document lets the retired key sign a post made after the rotation.
// Each forgery first passes a verifier that trusts the document alone: the refusal is the forum's.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { commands } from "../../src/cli/commands/index.js";
import { dispatch } from "../../src/cli/dispatch.js";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { initOperator, loadOperator, type Operator } from "../../src/dice/operator.js";
import { loadRetired, RETIRED_DIR } from "../../src/dice/rotation.js";
import { documentVerifier } from "../../src/dice/verify-document.js";
import { commitmentOf, verifyOptionsFrom, type WellKnown } from "../../src/dice/well-known.js";
import { fakeIo } from "../cli/fake-io.js";
import { servedAndPosted } from "./operator-log.js";
import { harness, restartService, serviceConfig, startService, type Harness } from "../service/harness.js";

type Post = { id: number; topic_id: number; created_at?: string | undefined };
let h: Harness;
let pool: Post;
const dirs: string[] = [];

async function gf(argv: string[]) {
  const io = fakeIo({ env: { GF_LANG: "en" }, now: new Date() });
  const code = await dispatch(argv, io, commands);
  return { code, out: io.stdout.join("\n"), err: io.stderr.join("\n") };
}
const docUrl = () => `${h.service.url}/.well-known/gf-dice.json`;
const wellKnown = async (): Promise<WellKnown> => (await fetch(docUrl())).json() as Promise<WellKnown>;
const contextOf = (p: Post) => ({ forum: new URL(h.sandbox.url).host, topic: p.topic_id, post: p.id, block: 0 });
const verify = (proof: string, p: Post, well = docUrl()) => gf(["verify", proof, "--well-known", well,
  "--at", p.created_at!, "--context", `${new URL(h.sandbox.url).host}/${p.topic_id}/${p.id}/0`, "--pool", "d12 d12 d12"]);
const audit = () => gf(["audit", h.service.url, "--forum-url", h.sandbox.url]);

/** The operator rolls post `p`'s block 0 with `operator` at the forum's time, serves it at its log's next place, and posts it. */
const operatorRolls = (operator: Operator, p: Post): Promise<string> =>
  servedAndPosted(h, p, (link) => operator.roll({ context: contextOf(p), sizes: [12, 12, 12], at: Date.parse(p.created_at!), postVersion: 1 }, link));

/** The operator stops the service, runs `before` on its data dir, and starts it again on the same store and port. */
const restart = (before: () => Promise<void>): Promise<void> => restartService(h, before);

/** What a verifier trusting the operator's document alone says of `proof`. */
async function documentAlone(proof: string, p: Post) {
  const options = verifyOptionsFrom(await wellKnown(), nodeCrypto);
  if (!options.ok) throw new Error(options.error.code);
  return documentVerifier(options.value, nodeCrypto)(proof, { context: contextOf(p), sizes: [12, 12, 12], forumTime: Date.parse(p.created_at!) });
}

beforeAll(async () => {
  h = await harness();
  pool = await h.post("alicia", "Ataco con todo.\n\n[gf-pool]\nd12 d12 d12\n[/gf-pool]");
  await h.settle();
}, 60_000);
afterAll(async () => {
  await h?.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe("heads anchored before they are used, against the real service", () => {
  it("the service's own roll passes gf verify and gf audit, which read the commitment topic", async () => {
    const reply = h.replies(pool.topic_id).find((r) => r.raw.includes("gf3."));
    const genuine = /gf3\.[A-Za-z0-9_-]+/.exec(reply?.raw ?? "")![0];
    const ran = await verify(genuine, pool);
    expect([ran.code, ran.err]).toEqual([0, ""]);
    expect(ran.out).toMatch(/checked: format, signature, commitment, anchor,/);
    expect(await audit()).toMatchObject({ code: 0 });
  });

  it("attack 2: a rotation posted after the player's post; its head rolls that post: gf verify and gf audit refuse it as a head chosen after the post", async () => {
    await restart(async () => { expect((await gf(["keys", "rotate", "--data-dir", h.dataDir])).code).toBe(0); });
    const rotated = loadOperator(h.dataDir, nodeCrypto);
    if (!rotated.ok) throw new Error(rotated.error.code);
    const forged = await operatorRolls(rotated.value, pool);
    // The operator's document alone vouches for the new head: the attack works against it.
    expect(await documentAlone(forged, pool)).toMatchObject({ ok: true });
    const ran = await verify(forged, pool);
    expect(ran.code).toBe(1);
    expect(ran.err).toMatch(/the roll is for a block dated \S+, but its chain's commitment was posted later, \S+ \(post \d+\): a head chosen after seeing the post counts for nothing \(check "commitment-late"\)/);
    const audited = await audit();
    expect(audited.code).toBe(1);
    expect(audited.out).toMatch(/roll \d+ does not verify: the roll is for a block dated .* a head chosen after seeing the post counts for nothing/);
  }, 60_000);

  it("attack 2: a document served only to browsers names a head the forum never saw, listing the anchored one as retired: gf verify refuses the document", async () => {
    const served = await wellKnown();
    const dir = mkdtempSync(join(tmpdir(), "gf-unanchored-"));
    dirs.push(dir);
    const made = initOperator(dir, { now: Date.now(), genesisMs: Date.parse(served.chain.genesis), periodSeconds: served.chain.periodSeconds,
      epochs: served.chain.epochs, revealDelaySeconds: served.chain.revealDelaySeconds, beacon: null, previous: served.commitment.id }, nodeCrypto);
    if (!made.ok) throw new Error(made.error.code);
    const hidden = loadOperator(dir, nodeCrypto);
    if (!hidden.ok) throw new Error(hidden.error.code);
    const doc = { ...hidden.value.wellKnown({ forum: served.forum, commitmentPost: served.commitment.post, log: served.log, account: "gf-dice" }),
      retired: [{ id: served.commitment.id, commitment: commitmentOf(served), revealed: served.revealed, retiredAt: new Date(Date.parse(pool.created_at!) - 1000).toISOString() },
        ...(served.retired ?? [])] };
    const file = join(dir, "browsers-only.json");
    writeFileSync(file, JSON.stringify(doc));
    const forged = hidden.value.roll({ context: contextOf(pool), sizes: [12, 12, 12], at: Date.parse(pool.created_at!), postVersion: 1 }, { seq: 99, prev: new Uint8Array(32).fill(7) });
    if (!forged.ok) throw new Error(forged.error.code);
    const options = verifyOptionsFrom(doc, nodeCrypto);
    expect(options.ok && documentVerifier(options.value, nodeCrypto)(forged.value.proof, { forumTime: Date.parse(pool.created_at!) }).ok).toBe(true);
    const ran = await verify(forged.value.proof, pool, file);
    expect(ran.code).toBe(1);
    expect(ran.err).toMatch(/the operator's document names commitment [0-9a-f]{64}, which is not the last one posted in the forum's commitment topic \([0-9a-f]{64}\): nobody else has seen it \(check "commitment-unanchored"\)/);
  });

  it("attack 3: the retired key's retiredAt edited a year on and the service restarted: its roll of a later post is refused at the forum's rotation time", async () => {
    const [retired] = (() => { const r = loadRetired(h.dataDir, nodeCrypto); if (!r.ok) throw new Error(r.error.code); return r.value; })();
    const file = join(h.dataDir, RETIRED_DIR, retired!.operator.commitmentId, "retired-at.json");
    await restart(async () => {
      const kept = JSON.parse(readFileSync(file, "utf8")) as { retiredAt: string };
      writeFileSync(file, JSON.stringify({ ...kept, retiredAt: new Date(Date.now() + 365 * 86_400_000).toISOString() }));
    });
    expect((await wellKnown()).retired?.[0]?.retiredAt.slice(0, 4)).toBe(String(new Date().getUTCFullYear() + 1));
    const later = await h.post("alicia", "Otra vez.\n\n[gf-pool]\nd12 d12 d12\n[/gf-pool]", pool.topic_id);
    await h.settle();
    const forged = await operatorRolls(retired!.operator, later);
    expect(await documentAlone(forged, later)).toMatchObject({ ok: true });
    const ran = await verify(forged, later);
    expect(ran.code).toBe(1);
    expect(ran.err).toMatch(/the roll is for a block dated \S+, but its key was retired \S+, when the forum got the next commitment \(the retired one: post \d+\) \(check "commitment-retired"\)/);
    const audited = await audit();
    expect(audited.code).toBe(1);
    expect(audited.out).toMatch(/roll \d+ does not verify: .*its key was retired .*commitment-retired/);
  }, 60_000);

  it("a commitment post edited after it was made anchors nothing: gf verify refuses every roll under it", async () => {
    const reply = h.replies(pool.topic_id).find((r) => r.raw.includes("gf3."));
    const genuine = /gf3\.[A-Za-z0-9_-]+/.exec(reply?.raw ?? "")![0];
    const commitmentPost = [...h.sandbox.forum.posts.values()].find((p) => p.raw.includes("gf-dice-commitment-v"))!;
    await h.edit("gf-dice", commitmentPost.id, `${commitmentPost.raw}\n\n(edited)`);
    const ran = await verify(genuine, pool);
    expect(ran.code).toBe(1);
    expect(ran.err).toMatch(new RegExp(`commitment post ${commitmentPost.id} \\(of \\S+\\) is not as it was posted: revised \\(version 2\\); a changed commitment anchors nothing`));
  });
});

describe("the service never rolls a block its current commitment does not cover", () => {
  /**
   * A service of its own, stopped while alicia posts `raw`, its keys rotated, started again: the new
   * commitment post comes after the pool. `between` runs once it is posted, before the reconciler finds
   * the pool (its delivery failed while the service was down); then the thread's one reply is checked.
   */
  async function poolDuringRotation(raw: string, between: (own: Harness, pool: Post, commitment: { id: number; createdAt: string }) => void, reply: (pool: Post, commitment: { id: number }) => RegExp) {
    const own = await harness();
    try {
      const port = Number(new URL(own.service.url).port);
      await own.service.stop();
      const pool = await own.post("alicia", raw);
      expect((await gf(["keys", "rotate", "--data-dir", own.dataDir])).code).toBe(0);
      own.service = await startService(serviceConfig(own.sandbox, own.dataDir, { listen: { host: "127.0.0.1", port } }), { log: own.log });
      const commitment = [...own.sandbox.forum.posts.values()].filter((p) => p.raw.includes("gf-dice-commitment-v")).at(-1)!;
      expect(commitment.id).toBeGreaterThan(pool.id);
      between(own, pool, commitment);
      await own.service.reconcile();
      await own.settle();
      const replies = own.replies(pool.topic_id);
      expect(replies).toHaveLength(1);
      expect(replies[0]!.raw).toMatch(reply(pool, commitment));
      expect(replies[0]!.raw).not.toMatch(/gf\d\./);
      expect(await own.service.store.rolledBlocks(pool.id)).toEqual([]);
    } finally {
      await own.close();
    }
  }

  it("a pool posted while the service was down for a key rotation is answered, not rolled: its block predates the new commitment", async () => {
    await poolDuringRotation("Mientras tanto.\n\n[gf-pool]\nd8 d6\n[/gf-pool]", () => {},
      () => /^@alicia, no he tirado los dados de este mensaje: el foro lo fechó a las \S+, antes del compromiso de dados del que salen mis tiradas/);
  }, 60_000);

  it("a pool the forum numbered before the commitment post but dates after it is answered, not rolled: every verifier orders a first version by id, so the service does too", async () => {
    await poolDuringRotation("Justo a la vez.\n\n[gf-pool]\nd10 d4\n[/gf-pool]", (own, pool, commitment) => {
      // Its created_at after the commitment's, as a post made a millisecond after it but numbered first
      // would show (here by staff's change timestamp): the forum's times alone would cover it.
      expect(own.sandbox.forum.changeTopicTimestamp(own.sandbox.forum.topics.get(pool.topic_id)!, Date.parse(commitment.createdAt) + 5)).toBe(true);
      expect(Date.parse(own.sandbox.forum.posts.get(pool.id)!.createdAt)).toBeGreaterThan(Date.parse(commitment.createdAt));
    }, (pool, commitment) => new RegExp(`^@alicia, no he tirado los dados de este mensaje: el foro lo numeró \\(mensaje ${pool.id}\\) antes del compromiso de dados del que salen mis tiradas \\(mensaje ${commitment.id}, publicado a las \\S+ tras un cambio de clave\\), aunque lo fechó a las \\S+\\.`));
  }, 60_000);
});
