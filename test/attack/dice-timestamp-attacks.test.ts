// The operator's attack with staff's "change timestamp" (docs/verifiable-dice.md §V.3), against the real
// service and its sandbox forum over real HTTP. Discourse lets staff move a topic in time:
// TopicsController#change_timestamps (PUT /t/{id}/change-timestamp, guardian.can_change_post_timestamps?:
// staff) runs TopicTimestampChanger, which sets every post's created_at and updated_at together (so a
// commitment post still reads "unchanged since posting") and leaves ids, versions and revisions as they
// were; only staff's action log says it happened. The operator, staff on its own forum, waits for a
// player's post, rotates to a chain it picked after seeing it (attack 2's post-hoc head), then moves
// the commitment topic back until the rotation's post reads older than the player's post, and rolls
// that post under the new head. The forum's times then say the head came first; its post ids do not:
// the forum numbers posts as it creates them, and no tool renumbers one.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { loadOperator } from "../../src/dice/operator.js";
import { loadRetired } from "../../src/dice/rotation.js";
import { harness, type Harness } from "../service/harness.js";
import { servedAndPosted } from "./operator-log.js";
import { gf } from "./support/gf-cli.js";
import { moveTopic, postThenRotate, rotate } from "./support/rotation.js";
import { until } from "../support/until.js";

type Post = { id: number; topic_id: number; created_at?: string | undefined };
let h: Harness;
let pool: Post;

const docUrl = () => `${h.service.url}/.well-known/gf-dice.json`;
const host = () => new URL(h.sandbox.url).host;
/** The post as the forum serves it now: `/posts/{id}.json`. */
const shown = async (id: number) => (await fetch(`${h.sandbox.url}/posts/${id}.json`)).json() as Promise<{ id: number; topic_id: number; created_at: string; updated_at: string; version: number }>;

beforeAll(async () => {
  h = await harness({ config: { dice: { proofVersion: 3 } } });
  pool = await h.post("alicia", "Ataco con todo.\n\n[gf-pool]\nd12 d12 d12\n[/gf-pool]");
  await h.settle();
}, 60_000);
afterAll(async () => { await h?.close(); });

describe("staff's change timestamp against the anchoring of heads", () => {
  it("attack 2 by change timestamp: a rotation after the player's post, its topic moved back to before the post: gf verify and gf audit refuse the roll, the forum having numbered the commitment after the post", async () => {
    const rotation = await rotate(h);
    const rotated = loadOperator(h.dataDir, nodeCrypto);
    if (!rotated.ok) throw new Error(rotated.error.code);
    const created = Date.parse((await shown(pool.id)).created_at);
    expect(Date.parse((await shown(rotation.id)).created_at)).toBeGreaterThan(created);
    // Staff moves the commitment topic back: its first post by as much as the rotation must go to read a second older than the pool.
    const moved = await moveTopic(h, rotation.topicId, -(Date.parse((await shown(rotation.id)).created_at) - created + 1000));
    expect([moved.status, await moved.json()]).toEqual([200, { success: "OK" }]);
    const after = await shown(rotation.id);
    // What every reader is shown: a commitment posted before the pool, never edited.
    expect([Date.parse(after.created_at) < created, after.updated_at === after.created_at, after.version, after.id > pool.id]).toEqual([true, true, 1, true]);

    const forged = await servedAndPosted(h, pool, (link) => rotated.value.roll({ context: { forum: host(), topic: pool.topic_id, post: pool.id, block: 0 },
      sizes: [12, 12, 12], at: Date.parse(pool.created_at!), postVersion: 1 }, link));
    const ran = await gf(["verify", forged, "--well-known", docUrl(), "--at", pool.created_at!, "--context", `${host()}/${pool.topic_id}/${pool.id}/0`, "--pool", "d12 d12 d12"]);
    expect(ran.code).toBe(1);
    expect(ran.err).toMatch(new RegExp(`the forum numbered commitment post ${rotation.id} after post ${pool.id}, the block's: it was made after the post, whatever time it shows now \\(\\S+\\); a head chosen after seeing the post counts for nothing \\(check "commitment-late"\\)`));
    const audited = await gf(["audit", h.service.url, "--forum-url", h.sandbox.url]);
    expect(audited.code).toBe(1);
    expect(audited.out).toMatch(new RegExp(`does not verify: the forum numbered commitment post ${rotation.id} after post ${pool.id}`));
  }, 90_000);

  it("a commitment post rewritten by staff, its revision hidden and its topic's times reset by change timestamp, reads as never edited; its revision's 403 tells: gf verify and gf audit refuse every roll under it", async () => {
    const own = await harness({ config: { dice: { proofVersion: 3 } } });
    try {
      const mine = await own.post("alicia", "Otra vez.\n\n[gf-pool]\nd6 d6\n[/gf-pool]");
      await own.settle();
      const genuine = own.replies(mine.topic_id).map((r) => /gf3\.[A-Za-z0-9_-]+/.exec(r.raw)?.[0]).find(Boolean)!;
      const commitment = [...own.sandbox.forum.posts.values()].find((p) => p.raw.includes("gf-dice-commitment-v"))!;
      const staff = (user: string, method: string, path: string, body?: unknown) => fetch(`${own.sandbox.url}${path}`, { method,
        headers: { "Api-Key": own.sandbox.apiKey, "Api-Username": user, "Content-Type": "application/json" }, ...(body ? { body: JSON.stringify(body) } : {}) });
      // Another staff member's edit makes revision 2 at once (no grace period for another editor); hidden, readers are shown version 1.
      expect((await staff("moderadora", "PUT", `/posts/${commitment.id}.json`, { post: { raw: `${commitment.raw}\n\n(nota)` } })).status).toBe(200);
      expect((await staff("moderadora", "PUT", `/posts/${commitment.id}/revisions/2/hide`)).status).toBe(200);
      const topic = own.sandbox.forum.topics.get(commitment.topicId)!;
      expect((await staff("moderadora", "PUT", `/t/${topic.id}/change-timestamp`, { timestamp: Date.parse(topic.createdAt) / 1000 })).status).toBe(200);
      const shownNow = await (await fetch(`${own.sandbox.url}/posts/${commitment.id}.json`)).json() as { version: number; created_at: string; updated_at: string };
      expect([shownNow.version, shownNow.updated_at === shownNow.created_at]).toEqual([1, true]);
      expect((await fetch(`${own.sandbox.url}/posts/${commitment.id}/revisions/2.json`)).status).toBe(403);

      const host = new URL(own.sandbox.url).host;
      const args = ["verify", genuine, "--well-known", `${own.service.url}/.well-known/gf-dice.json`, "--at", own.sandbox.forum.posts.get(mine.id)!.createdAt,
        "--context", `${host}/${mine.topic_id}/${mine.id}/0`, "--pool", "d6 d6"];
      const ran = await gf(args);
      expect(ran.code).toBe(1);
      expect(ran.err).toMatch(new RegExp(`commitment post ${commitment.id} \\(of \\S+\\) is not as it was posted: revised, its revision hidden from readers \\(revision 2 answers 403\\); a changed commitment anchors nothing`));
      const audited = await gf(["audit", own.service.url, "--forum-url", own.sandbox.url]);
      expect(audited.code).toBe(1);
      expect(audited.out + audited.err).toMatch(/revised, its revision hidden from readers \(revision 2 answers 403\)/);
      expect((await gf(args, "es")).err).toMatch(new RegExp(`el mensaje de compromiso ${commitment.id} \\(del \\S+\\) no está como se publicó: revisado, con la revisión oculta a los lectores \\(la revisión 2 responde 403\\)`));
      // A forum that fails the probe (a 5xx, a rate limit outlasting its waits) says nothing of the post: the read failed, not the commitment.
      own.sandbox.server.faults.push({ status: 502, count: 1, path: new RegExp(`^GET /posts/${commitment.id}/revisions/2\\.json$`) });
      const unread = await gf(args);
      expect(unread.code).not.toBe(0);
      expect(unread.err).toMatch(new RegExp(`/posts/${commitment.id}/revisions/2\\.json.*HTTP 502`));
      expect(unread.err).not.toMatch(/revised/);
    } finally {
      await own.close();
    }
  }, 90_000);

  it("attack 3 by change timestamp: the commitment topic moved later stretches the retired key over a post made after the rotation; the forum numbered that post after the rotation's: gf verify and gf audit refuse the retired key's roll (en, es)", async () => {
    const own = await harness({ config: { dice: { proofVersion: 3 } } });
    try {
      const rotation = await rotate(own);
      const retired = loadRetired(own.dataDir, nodeCrypto);
      if (!retired.ok) throw new Error(retired.error.code);
      const later = await own.post("alicia", "Después del cambio.\n\n[gf-pool]\nd12 d12 d12\n[/gf-pool]");
      await own.settle();
      const laterAt = Date.parse(own.sandbox.forum.posts.get(later.id)!.createdAt);
      expect([rotation.id < later.id, Date.parse(rotation.createdAt) < laterAt]).toEqual([true, true]);
      // Staff moves the commitment topic later, until the rotation reads a millisecond after the post.
      expect((await moveTopic(own, rotation.topicId, laterAt - Date.parse(rotation.createdAt) + 1)).status).toBe(200);
      expect(Date.parse(own.sandbox.forum.posts.get(rotation.id)!.createdAt)).toBeGreaterThan(laterAt);

      const forged = await servedAndPosted(own, later, (link) => retired.value[0]!.operator.roll({ context: { forum: new URL(own.sandbox.url).host, topic: later.topic_id, post: later.id, block: 0 },
        sizes: [12, 12, 12], at: laterAt, postVersion: 1 }, link));
      const args = ["verify", forged, "--well-known", `${own.service.url}/.well-known/gf-dice.json`, "--at", new Date(laterAt).toISOString(),
        "--context", `${new URL(own.sandbox.url).host}/${later.topic_id}/${later.id}/0`, "--pool", "d12 d12 d12"];
      const ran = await gf(args);
      expect(ran.code).toBe(1);
      expect(ran.err).toMatch(new RegExp(`the forum numbered post ${later.id}, the block's, after post ${rotation.id}, the commitment that retired this key: the post was made after the change of key, whatever time that commitment shows now \\(\\S+\\) \\(check "commitment-retired"\\)`));
      const enEs = await gf(args, "es");
      expect(enEs.err).toMatch(new RegExp(`el foro numeró el mensaje ${later.id}, el del bloque, después del mensaje ${rotation.id}, el compromiso que retiró esta clave`));
      const audited = await gf(["audit", own.service.url, "--forum-url", own.sandbox.url]);
      expect(audited.code).toBe(1);
      expect(audited.out).toMatch(new RegExp(`does not verify: the forum numbered post ${later.id}, the block's, after post ${rotation.id}`));
    } finally {
      await own.close();
    }
  }, 90_000);

  it("attack 2 by an edit: a block added by an edit to a post the forum numbered before the current commitment is answered, not rolled, and a roll of it is refused: no time a reader sees orders the edit against a commitment it can move", async () => {
    const own = await harness({ config: { dice: { proofVersion: 3 } } });
    try {
      const raw = "Primero esto.\n\n[gf-pool]\nd8 d8\n[/gf-pool]";
      const { first, rotation } = await postThenRotate(own, raw);
      expect(rotation.id).toBeGreaterThan(first.id);
      // The player adds a pool by an edit (a revision of its own: the edit reason is new), after the rotation.
      await own.edit("alicia", first.id, `${raw}\n\nY ahora esto.\n\n[gf-pool]\nd10\n[/gf-pool]`);
      await own.settle();
      const reply = await until("the answer to the edit", () => own.replies(first.topic_id).find((r) => r.raw.includes("el foro lo numeró")));
      expect(reply!.raw).toMatch(new RegExp(`^@alicia, no he tirado los dados de este mensaje: el foro lo numeró \\(mensaje ${first.id}\\) antes del compromiso de dados del que salen mis tiradas \\(mensaje ${rotation.id},`));
      expect((await own.service.store.rolledBlocks(first.id)).map((b) => b.blockIndex)).toEqual([0]);

      // The operator rolls the edit's block under its new head anyway, at the revision's time: every verifier refuses it.
      const rotated = loadOperator(own.dataDir, nodeCrypto);
      if (!rotated.ok) throw new Error(rotated.error.code);
      const revisionAt = Date.parse(own.sandbox.forum.posts.get(first.id)!.revisions.at(-1)!.createdAt);
      const forged = await servedAndPosted(own, first, (link) => rotated.value.roll({ context: { forum: new URL(own.sandbox.url).host, topic: first.topic_id, post: first.id, block: 1 },
        sizes: [10], at: revisionAt, postVersion: 2 }, link));
      const ran = await gf(["verify", forged, "--well-known", `${own.service.url}/.well-known/gf-dice.json`, "--at", new Date(revisionAt).toISOString(),
        "--context", `${new URL(own.sandbox.url).host}/${first.topic_id}/${first.id}/1`, "--pool", "d10"]);
      expect(ran.code).toBe(1);
      expect(ran.err).toMatch(new RegExp(`the forum numbered commitment post ${rotation.id} after post ${first.id}, the block's`));
    } finally {
      await own.close();
    }
  }, 90_000);

  it("the sandbox's change timestamp is staff's, and never moves a topic into the future", async () => {
    const put = (user: string, timestamp: number) => fetch(`${h.sandbox.url}/t/${pool.topic_id}/change-timestamp`, { method: "PUT",
      headers: { "Api-Key": h.sandbox.apiKey, "Api-Username": user, "Content-Type": "application/json" }, body: JSON.stringify({ timestamp }) });
    expect((await put("alicia", Date.now() / 1000 - 60)).status).toBe(403);
    const future = await put("gf-dice", Date.now() / 1000 + 3600);
    expect([future.status, await future.json()]).toEqual([422, { failed: "FAILED" }]);
    expect((await shown(pool.id)).created_at).toBe(pool.created_at);
  });
});
