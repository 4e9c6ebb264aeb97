// The operator rewrites the posts its account made in the commitment topic, as staff on its own forum
// can (docs/verifiable-dice.md §V.3, §V.4), against the real service and its sandbox forum over real
// HTTP. A log tip is a post of the account, like a commitment: another staff member's edit makes
// revision 2 at once (PostRevisor#should_create_new_version?: edited_by_another_user?, lib/post_revisor.rb
// at discourse/discourse@00fc07242c8da0bb8c78d7798662874f0aa76210), hiding it shows readers version 1
// (PostSerializer#version serves public_version), and "change timestamp" sets updated_at back to
// created_at (TopicTimestampChanger). The revision's own answer still tells: 403, where a post without
// one answers 404 (PostsController#find_post_revision_from_params at discourse/discourse@002becf8).
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import type { ForumPost } from "../../src/sandbox/forum.js";
import { loadRetired } from "../../src/dice/rotation.js";
import { harness, type Harness } from "../service/harness.js";
import { until } from "../support/until.js";
import { servedAndPosted } from "./operator-log.js";
import { gf } from "./support/gf-cli.js";
import { moveTopic, postThenRotate } from "./support/rotation.js";

let h: Harness;

const staff = (user: string, method: string, path: string, body?: unknown) => fetch(`${h.sandbox.url}${path}`, { method,
  headers: { "Api-Key": h.sandbox.apiKey, "Api-Username": user, "Content-Type": "application/json" }, ...(body ? { body: JSON.stringify(body) } : {}) });
/** The post as an anonymous reader is shown it: `/posts/{id}.json`. */
const shown = async (id: number) => (await fetch(`${h.sandbox.url}/posts/${id}.json`)).json() as Promise<{ version: number; created_at: string; updated_at: string; raw: string }>;
const audit = (lang: "en" | "es" = "en") => gf(["audit", h.service.url, "--forum-url", h.sandbox.url], lang);

beforeAll(async () => {
  h = await harness({ config: { dice: { proofVersion: 3 } }, sandbox: { readsPerIp: { per10Seconds: 500, perMinute: 2000 } } });
  await h.post("alicia", "Ataco.\n\n[gf-pool]\nd12 d12 d12\n[/gf-pool]");
  await h.settle();
  await h.service.tip();
}, 60_000);
afterAll(async () => { await h?.close(); });

describe("staff rewriting the service's own posts in the commitment topic", () => {
  it("a tip post rewritten by staff, its revision hidden and its topic's times reset by change timestamp, reads as never edited; its revision's 403 tells: gf audit refuses the log's anchoring (en, es)", async () => {
    expect((await audit()).code).toBe(0);
    const tip = [...h.sandbox.forum.posts.values()].filter((p) => p.raw.includes("gf-dice-tip-v3")).at(-1)!;
    expect((await staff("moderadora", "PUT", `/posts/${tip.id}.json`, { post: { raw: `${tip.raw}\n\n(nota)` } })).status).toBe(200);
    expect((await staff("moderadora", "PUT", `/posts/${tip.id}/revisions/2/hide`)).status).toBe(200);
    const topic = h.sandbox.forum.topics.get(tip.topicId)!;
    expect((await staff("moderadora", "PUT", `/t/${topic.id}/change-timestamp`, { timestamp: Date.parse(topic.createdAt) / 1000 })).status).toBe(200);
    // What every reader is shown: the tip as posted, never edited; only its revision 2 answers otherwise than 404.
    const now = await shown(tip.id);
    expect([now.version, now.updated_at === now.created_at, now.raw.includes("(nota)")]).toEqual([1, true, true]);
    expect((await fetch(`${h.sandbox.url}/posts/${tip.id}/revisions/2.json`)).status).toBe(403);

    const audited = await audit();
    expect(audited.code).toBe(1);
    expect(audited.out).toMatch(new RegExp(`the log tip in post ${tip.id} \\(of \\S+\\) is not as it was posted: revised, its revision hidden from readers \\(revision 2 answers 403\\); a changed tip anchors nothing \\(check "tip-post"\\)`));
    const es = await audit("es");
    expect(es.code).toBe(1);
    expect(es.out).toMatch(new RegExp(`la punta del registro del mensaje ${tip.id} \\(del \\S+\\) no está como se publicó: revisado, con la revisión oculta a los lectores \\(la revisión 2 responde 403\\)`));
  }, 90_000);
});

describe("a retired key's roll of a block added by an edit, judged by the forum's ids", () => {
  it("attack 3 by an edit: the retired key rolls a block added after the rotation to an older post, the commitment topic moved later so the rotation reads after the edit; its reply was numbered after the rotation: gf verify and gf audit refuse it (en, es)", async () => {
    const own = await harness({ config: { dice: { proofVersion: 3 } } });
    try {
      const raw = "Primero esto.\n\n[gf-pool]\nd8 d8\n[/gf-pool]";
      const { first, rotation } = await postThenRotate(own, raw);
      const retired = loadRetired(own.dataDir, nodeCrypto);
      if (!retired.ok) throw new Error(retired.error.code);
      // The player adds a pool by an edit after the rotation: the service answers it, not rolls it (no key it holds covers it).
      await own.edit("alicia", first.id, `${raw}\n\nY ahora esto.\n\n[gf-pool]\nd10\n[/gf-pool]`);
      await own.settle();
      await until("the answer to the edit", () => own.replies(first.topic_id).find((r) => r.raw.includes("el foro lo numeró")));
      const revisionAt = Date.parse(own.sandbox.forum.posts.get(first.id)!.revisions.at(-1)!.createdAt);
      expect(revisionAt).toBeGreaterThan(Date.parse(rotation.createdAt));
      // Staff moves the commitment topic later until the rotation reads a millisecond after the edit's revision.
      expect((await moveTopic(own, rotation.topicId, revisionAt - Date.parse(rotation.createdAt) + 1)).status).toBe(200);
      expect(Date.parse(own.sandbox.forum.posts.get(rotation.id)!.createdAt)).toBeGreaterThan(revisionAt);

      // The retired key rolls the edit's block at the revision's time, and the operator posts it.
      const host = new URL(own.sandbox.url).host;
      const forged = await servedAndPosted(own, first, (link) => retired.value[0]!.operator.roll({ context: { forum: host, topic: first.topic_id, post: first.id, block: 1 },
        sizes: [10], at: revisionAt, postVersion: 2 }, link));
      const reply = [...own.sandbox.forum.posts.values()].find((p) => p.id !== first.id && p.raw.includes(forged))!;
      expect(reply.id).toBeGreaterThan(rotation.id);
      const args = ["verify", forged, "--well-known", `${own.service.url}/.well-known/gf-dice.json`, "--at", new Date(revisionAt).toISOString(),
        "--context", `${host}/${first.topic_id}/${first.id}/1`, "--pool", "d10"];
      const ran = await gf([...args, "--reply", String(reply.id)]);
      expect(ran.code).toBe(1);
      expect(ran.err).toMatch(new RegExp(`the forum numbered post ${reply.id}, the service's reply holding this roll, after post ${rotation.id}, the commitment that retired this key: the block added by revision 2 of post ${first.id} was rolled with a retired key after the change of key, whatever time that commitment shows now \\(\\S+\\) \\(check "commitment-retired"\\)`));
      expect((await gf([...args, "--reply", String(reply.id)], "es")).err).toMatch(new RegExp(`el foro numeró el mensaje ${reply.id}, la respuesta del servicio con esta tirada, después del mensaje ${rotation.id}, el compromiso que retiró esta clave`));
      // Without the reply gf verify cannot order the roll against the rotation: the anchor is pending, never passed, and it says what to give.
      const unplaced = await gf(args);
      expect(unplaced.out).toMatch(/pending: .*anchor/);
      expect(unplaced.out).toMatch(/give with --reply the id of the service's post that shows it/);
      const audited = await gf(["audit", own.service.url, "--forum-url", own.sandbox.url]);
      expect(audited.code).toBe(1);
      expect(audited.out).toMatch(new RegExp(`does not verify: the forum numbered post ${reply.id}, the service's reply holding this roll, after post ${rotation.id}`));
    } finally {
      await own.close();
    }
  }, 120_000);
});

/**
 * Another well-formed commitment in place of `raw`'s: the same fields with another head, in the canonical
 * spelling, as an operator that prepared a second chain would put it.
 */
function otherCommitment(raw: string): string {
  const line = /\{"format":"gf-dice-commitment-v[23]"[^\n`<]*\}/.exec(raw)![0];
  const c = JSON.parse(line) as Record<string, unknown>;
  return raw.replace(line, JSON.stringify({ ...c, head: "ab".repeat(32) }));
}

describe("what the forum no longer shows: a grace-period edit by the service's account, revisions deleted, then a change timestamp", () => {
  let own: Harness;
  const dir = mkdtempSync(join(tmpdir(), "gf-audit-anchors-"));
  const state = join(dir, "state.json");
  const auditOwn = (withState: boolean, lang: "en" | "es" = "en") =>
    gf(["audit", own.service.url, "--forum-url", own.sandbox.url, ...(withState ? ["--state", state] : [])], lang);
  const put = (user: string, method: string, path: string, body?: unknown) => fetch(`${own.sandbox.url}${path}`, { method,
    headers: { "Api-Key": own.sandbox.apiKey, "Api-Username": user, "Content-Type": "application/json" }, ...(body ? { body: JSON.stringify(body) } : {}) });
  const reader = async (id: number) => {
    const p = await (await fetch(`${own.sandbox.url}/posts/${id}.json`)).json() as { version: number; created_at: string; updated_at: string };
    return [p.version, p.updated_at === p.created_at, (await fetch(`${own.sandbox.url}/posts/${id}/revisions/2.json`)).status];
  };
  const resetTimes = async (topicId: number) => {
    const topic = own.sandbox.forum.topics.get(topicId)!;
    expect((await put("gf-dice", "PUT", `/t/${topic.id}/change-timestamp`, { timestamp: Date.parse(topic.createdAt) / 1000 })).status).toBe(200);
  };
  /**
   * The commitment post just rewritten, with no revision a reader can read: its edit time still shows, and every
   * verifier refuses it by that; once staff resets the topic's times it reads as posted (version 1, no edit,
   * revision 2 404), and gf audit refuses it by the text an earlier audit read (--state). That refusal, for more checks.
   */
  const expectRewriteRemembered = async (commitment: ForumPost) => {
    expect(await reader(commitment.id)).toEqual([1, false, 404]);
    expect((await auditOwn(false)).out).toMatch(new RegExp(`commitment post ${commitment.id} \\(of \\S+\\) is not as it was posted: edited at \\S+`));
    await resetTimes(commitment.topicId);
    expect(await reader(commitment.id)).toEqual([1, true, 404]);
    const remembered = await auditOwn(true);
    expect(remembered.code).toBe(1);
    expect(remembered.out).toMatch(new RegExp(`post ${commitment.id} of the commitment topic held text [0-9a-f]{16}… when an earlier read saw it`));
    return remembered;
  };

  beforeAll(async () => {
    // Discourse's default grace period (300 s): the account's own edits within it make no revision.
    own = await harness({ config: { dice: { proofVersion: 3 } }, sandbox: { editingGracePeriodSec: 300, readsPerIp: { per10Seconds: 500, perMinute: 2000 } } });
    await own.post("alicia", "Ataco.\n\n[gf-pool]\nd12 d12 d12\n[/gf-pool]");
    await own.settle();
    await own.service.tip();
  }, 60_000);
  afterAll(async () => { await own?.close(); rmSync(dir, { recursive: true, force: true }); });

  it("the roll reply: the account takes the proof out of its reply within the grace period and the topic's times are reset; it reads never edited, and gf audit finds the roll unanswered (log → forum)", async () => {
    const pool = [...own.sandbox.forum.posts.values()].find((p) => p.raw.includes("[gf-pool]"))!;
    const reply = own.replies(pool.topicId).find((r) => r.raw.includes("gf3."))!;
    const replyRaw = reply.raw;
    expect((await auditOwn(false)).code).toBe(0);
    // Its proof taken out: within the 400 characters an edit by staff may change and still fold into the
    // version (PostRevisor#grace_period_edit?, src/sandbox/grace-diff.ts); emptying the whole reply
    // changes more, and Discourse keeps a revision of that.
    const proof = /gf3\.[A-Za-z0-9_-]+/.exec(replyRaw)![0];
    expect(proof.length).toBeLessThanOrEqual(400);
    expect((await put("gf-dice", "PUT", `/posts/${reply.id}.json`, { post: { raw: replyRaw.replace(proof, "") } })).status).toBe(200);
    expect(await reader(reply.id)).toEqual([1, false, 404]);
    await resetTimes(pool.topicId);
    // No revision, no edit time: what every reader is shown is a reply that never held a roll.
    expect(await reader(reply.id)).toEqual([1, true, 404]);
    const audited = await auditOwn(false);
    expect(audited.code).toBe(1);
    expect(audited.out).toMatch(/roll 1 \(\S+\) was not answered in the forum/);
    // Put back, so the cases below see only their own change.
    expect((await put("gf-dice", "PUT", `/posts/${reply.id}.json`, { post: { raw: replyRaw } })).status).toBe(200);
  }, 60_000);

  it("the commitment post: the account rewrites it within the grace period and staff resets the topic's times; it reads as posted (version 1, no edit, revision 2 404); gf audit refuses it by what an earlier audit read (--state), and without it by the document it no longer matches (en, es)", async () => {
    const commitment = [...own.sandbox.forum.posts.values()].find((p) => p.raw.includes("gf-dice-commitment-v"))!;
    const posted = commitment.raw;
    expect((await auditOwn(true)).code).toBe(0);
    expect((await put("gf-dice", "PUT", `/posts/${commitment.id}.json`, { post: { raw: otherCommitment(posted) } })).status).toBe(200);
    // Within the grace period: no revision, only the edit time, which the change timestamp then resets.
    const remembered = await expectRewriteRemembered(commitment);
    expect(remembered.out).toMatch(new RegExp(`when an earlier read saw it, and holds [0-9a-f]{16} now: the service's post was rewritten with no trace the forum shows \\(an edit within Discourse's grace period, or its revisions deleted, then a change timestamp\\)`));
    expect((await auditOwn(true, "es")).out).toMatch(new RegExp(`el mensaje ${commitment.id} del tema de compromisos tenía el texto [0-9a-f]{16}… cuando una lectura anterior lo leyó`));
    // A verifier that kept nothing sees a pristine post: it refuses only because the document names the commitment it replaced.
    const fresh = await auditOwn(false);
    expect(fresh.code).toBe(1);
    expect(fresh.out).toMatch(/which is not the last one posted in the forum's commitment topic/);
    expect(fresh.out).not.toMatch(/not as it was posted/);
    // Put back (still within the grace period: no revision), for the case below.
    expect((await put("gf-dice", "PUT", `/posts/${commitment.id}.json`, { post: { raw: posted } })).status).toBe(200);
  }, 60_000);

  it("revisions deleted: staff rewrites the commitment post (revision 2), an admin deletes every revision and staff resets the topic's times; it reads as posted; gf audit refuses it by what an earlier audit read, and before the reset by its edit time", async () => {
    const commitment = [...own.sandbox.forum.posts.values()].find((p) => p.raw.includes("gf-dice-commitment-v"))!;
    await resetTimes(commitment.topicId);
    rmSync(state, { force: true });
    expect((await auditOwn(true)).code).toBe(0);
    expect((await put("moderadora", "PUT", `/posts/${commitment.id}.json`, { post: { raw: otherCommitment(commitment.raw) } })).status).toBe(200);
    expect(await reader(commitment.id)).toEqual([2, false, 200]);
    // PostRevisionGuardian: staff and SiteSetting.can_permanently_delete (off by default, hidden: an admin turns it on).
    expect((await put("moderadora", "DELETE", `/posts/${commitment.id}/revisions/permanently_delete`)).status).toBe(403);
    own.sandbox.forum.canPermanentlyDelete = true;
    expect((await put("alicia", "DELETE", `/posts/${commitment.id}/revisions/permanently_delete`)).status).toBe(403);
    expect((await put("moderadora", "DELETE", `/posts/${commitment.id}/revisions/permanently_delete`)).status).toBe(200);
    // version and public_version 1, no revision 2; `post.update` moved updated_at, which every verifier reads.
    await expectRewriteRemembered(commitment);
  }, 60_000);
});
