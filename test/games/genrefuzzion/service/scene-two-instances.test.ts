// Two service instances on one PostgreSQL database, each sent the same webhooks (scale-out): a scene
// post is answered once whichever instance judges it, even when one instance's sheet registry has not
// yet read a sheet the other stored (seen in the soak: one instance refused a scene opening, "Bruno has
// never appeared", while the other applied it: two replies with two different keys).
// - An instance about to refuse reads the store's sheets and judges again (the stale-registry case).
// - A post's text (its version and raw) has one outcome in the store: an instance finding it applied or
//   refused by the other answers nothing; the author's fix (a new raw, same version inside the grace
//   period) is a new text and is judged again.
// Deliveries are sent to one instance at a time, and the judging instance is held, by a table lock the
// test takes on the scenes table, at the exact point where a sheet lands in the store.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { apiPost } from "../../../../src/service/discourse/schemas.js";
import { SECRET } from "../../../service/harness.js";
import { startPgCluster, type PgCluster } from "../../../service/pg-cluster.js";
import { lockTable, pair as startPair, postWhileSheetStored, sheet, until, type Pair } from "../../../service/two-instances.js";
import { shortHash } from "../../../../src/service/dice-post.js";
import { BRUNO, LIA, SCENE } from "./support.js";

let cluster: PgCluster | undefined;
const pairs: Pair[] = [];
beforeAll(async () => { cluster = await startPgCluster(); }, 90_000);
afterAll(async () => {
  for (const p of pairs) await p.stop();
  cluster?.stop();
});

async function pair(name: string): Promise<Pair> {
  const p = await startPair(cluster!, name, { players: ["ana", "beto", "caro", "dani"], moderator: "dani" });
  pairs.push(p);
  return p;
}

describe("a scene post on two instances sharing one PostgreSQL database", () => {
  it("GF-SCENE-2: an instance whose registry missed a sheet stored meanwhile reads the store before refusing; the post is applied and answered once", async () => {
    const p = await pair(`gf_scene_two_a_${Date.now()}`);
    p.only(0);
    await sheet(p, "ana", LIA, true);
    // Bruno's post is no sheet yet: not a wiki.
    const bruno = await sheet(p, "beto", BRUNO, false);
    await p.settle();
    // Instance 1 gets the opening; its event handlers read the store's sheets (Lía, not Bruno). It is
    // held where it reads the topic's game, while Bruno's post becomes a sheet through instance 0
    // (its owner too: a sheet without an accepted owner is nobody's character, GF-META-2).
    const opening = await postWhileSheetStored(p, "scenes", { postId: bruno, character: "Bruno", owner: "beto" }, async () =>
      apiPost.parse(await p.api("ana", "POST", "/posts.json", { title: "Duelo en el faro del puerto", raw: SCENE, category: p.sb.category.id })).id);
    expect(opening.lateDelivery).toBe(200);
    const replies = p.repliesTo(opening.id);
    expect(replies).toHaveLength(1);
    expect(replies[0]).not.toMatch(/no apareció nunca|never appeared/);
    expect(replies[0]).toContain("Duelo en el patio");
  }, 120_000);

  it("GF-FORUM-4: a free pool naming a sheet another instance stored a moment ago is rolled once, not refused by the instance that missed it", async () => {
    const p = await pair(`gf_pool_two_${Date.now()}`);
    p.only(0);
    await sheet(p, "ana", LIA, true);
    const bruno = await sheet(p, "beto", BRUNO, false);
    await p.settle();
    // Instance 1 gets Beto's pool and is held where it reads the post's rolls, while Bruno's post becomes a sheet.
    const pool = await postWhileSheetStored(p, "rolls", { postId: bruno, character: "Bruno", owner: "beto" }, async () =>
      apiPost.parse(await p.api("beto", "POST", "/posts.json", { title: "Tirada libre de Bruno", raw: "[gf-pool character=Bruno]\ncliche: Perezoso\n[/gf-pool]", category: p.sb.category.id })).id);
    expect(pool.lateDelivery).toBe(200);
    const replies = p.repliesTo(pool.id);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatch(/gf-reply roll:/);
  }, 120_000);

  it("GF-SCENE-2: a refusal recorded for a post's text is its only answer on the other instance; the author's fix inside the grace period is applied once", async () => {
    const p = await pair(`gf_scene_two_b_${Date.now()}`);
    p.only(0);
    await sheet(p, "ana", LIA, true);
    const bruno = await sheet(p, "beto", BRUNO, false);
    await p.settle();
    // Instance 1 judges the opening while Bruno has no sheet anywhere: refused (GF-SCENE-2).
    p.only(1);
    const opening = apiPost.parse(await p.api("ana", "POST", "/posts.json", { title: "Duelo en la posada vieja", raw: SCENE, category: p.sb.category.id }));
    await p.settle();
    expect(p.repliesTo(opening.id)).toHaveLength(1);
    expect(p.repliesTo(opening.id)[0]).toMatch(/Bruno no apareció nunca/);
    // Bruno's sheet comes in through instance 0, which then gets the opening's event: the same text
    // was refused, so it answers nothing (before: it applied it, a second reply).
    p.only(0);
    await p.api("moderadora", "PUT", `/posts/${bruno}/wiki`, { wiki: true });
    await p.settle();
    expect(await p.deliver(0, opening.id, "post_created")).toBe(200);
    await p.settle();
    expect(p.repliesTo(opening.id)).toHaveLength(1);
    // Ana fixes her post inside the grace period: the version stays, the text is new; both instances
    // get the edit, and it is applied and answered once.
    p.sb.webhooks.add({ url: p.hooks[1], secret: SECRET, events: ["post_created", "post_edited"] });
    await p.api("ana", "PUT", `/posts/${opening.id}.json`, { post: { raw: `${SCENE}\n\nBruno ya está aquí.` } });
    await p.settle();
    expect(p.sb.forum.posts.get(opening.id)!.version).toBe(1);
    const replies = p.repliesTo(opening.id);
    expect(replies).toHaveLength(2);
    expect(replies[1]).toContain("Duelo en el patio");
  }, 120_000);
});

describe("a free pool on two instances sharing one PostgreSQL database", () => {
  it("GF-FORUM-4: a free pool post whose blocks one instance rolled and refused is answered by that judgement only; the other instance, with the sheet stored since, adds nothing; the author's fix inside the grace period is answered once, unrolled", async () => {
    const p = await pair(`gf_pool_two_b_${Date.now()}`);
    p.only(0);
    await sheet(p, "ana", LIA, true);
    // Bruno's post is no sheet yet: not a wiki.
    const bruno = await sheet(p, "beto", BRUNO, false);
    await p.settle();
    // Instance 1 judges Beto's post while Bruno has no sheet anywhere: the first pool (typed dice) is
    // rolled, the second (Bruno's traits) refused (GF-FORUM-4: no sheet by that name).
    p.only(1);
    const raw = "[gf-pool]\nd6 d8\n[/gf-pool]\n\n[gf-pool character=Bruno]\ncliche: Perezoso\n[/gf-pool]";
    const pool = apiPost.parse(await p.api("beto", "POST", "/posts.json", { title: "Tiradas libres de Bruno", raw, category: p.sb.category.id }));
    await p.settle();
    const first = p.repliesTo(pool.id);
    expect(first).toHaveLength(2);
    expect(first.filter((r) => /gf-reply roll:/.test(r))).toHaveLength(1);
    expect(first.filter((r) => /no se encuentra la ficha de «Bruno»/.test(r))).toHaveLength(1);
    // Bruno's sheet comes in through instance 0, which then gets the post's event: the same text was
    // judged (block 1 rolled, block 2 refused), so it answers nothing (before: it rolled block 2, a
    // third reply).
    p.only(0);
    await p.api("moderadora", "PUT", `/posts/${bruno}/wiki`, { wiki: true });
    await until("instance 0 stored Bruno's sheet and its owner", async () =>
      (await p.instances[0].store.sheetsChangedSince(0)).some((s) => s.postId === bruno && s.character === "Bruno" && s.owner === "beto"));
    await p.settle();
    expect(await p.deliver(0, pool.id, "post_created")).toBe(200);
    await p.settle();
    expect(p.repliesTo(pool.id)).toEqual(first);
    // Beto fixes his post inside the grace period (the version stays, the text is new); both instances
    // get the edit: the refused block is answered once, and not rolled: the forum keeps no revision for
    // an edit inside its grace period, so the block has no time of its own a reader could check
    // (docs/verifiable-dice.md §V.1); the rolled one stands as it was.
    p.sb.webhooks.add({ url: p.hooks[1], secret: SECRET, events: ["post_created", "post_edited"] });
    await p.api("beto", "PUT", `/posts/${pool.id}.json`, { post: { raw: `${raw}\n\nYa tengo ficha.` } });
    await p.settle();
    expect(p.sb.forum.posts.get(pool.id)!.version).toBe(1);
    const replies = p.repliesTo(pool.id);
    expect(replies).toHaveLength(3);
    expect(replies[2]).toMatch(/dentro del margen de gracia del foro/);
    expect(replies.filter((r) => /gf-reply roll:/.test(r))).toHaveLength(1);
  }, 120_000);

  it("GF-POOL-1: a pool posted in a scene's topic, read as a free pool by one instance before the opening was applied and judged in the scene by the other, is answered once", async () => {
    // The soak's free pools go to its scene topics too. One instance reads the topic's game before the
    // opening is committed (no scene: a free pool, to be rolled); the other, after it, claims the pool
    // for the scene and refuses it (Caro plays no character, GF-POOL-1) and records that outcome before
    // the first commits its roll. Before free pools had outcomes: two replies, `scene-error:…` and
    // `roll:…`. (The other order, a free roll committed first, the scene never replays: a rolled pool.)
    const p = await pair(`gf_pool_scene_two_${Date.now()}`);
    p.only(0);
    await sheet(p, "ana", LIA, true);
    await sheet(p, "beto", BRUNO, true);
    await p.settle();
    // The forum's webhooks are held: each event goes where and when the test sends it.
    p.sb.webhooks.hooks.splice(0);
    const opening = apiPost.parse(await p.api("ana", "POST", "/posts.json", { title: "Duelo bajo la lluvia fría", raw: SCENE, category: p.sb.category.id }));
    const pool = apiPost.parse(await p.api("caro", "POST", "/posts.json", { topic_id: opening.topic_id, raw: "[gf-pool]\nd8 d6 d4\n[/gf-pool]" }));
    expect(pool.post_number).toBeGreaterThan(opening.post_number);
    // Each lock is let go however the test ends: an instance left waiting on one would never stop.
    const held: { release(): Promise<void> }[] = [];
    const hold = async (table: "rolls" | "processed_posts") => { const l = await lockTable(p, table); held.push(l); return l; };
    const release = async (l: { release(): Promise<void> }) => { held.splice(held.indexOf(l), 1); await l.release(); };
    try {
      // Instance 1 reads the topic (no game yet) and is held where it reads the post's rolls.
      const rolls = await hold("rolls");
      const free = p.deliver(1, pool.id, "post_created");
      await rolls.waitedOn("instance 1");
      // Instance 0 applies the opening.
      expect(await p.deliver(0, opening.id, "post_created")).toBe(200);
      // Instance 1 goes on to its commit, and is held there (its roll's row is written, not committed).
      const seen = await hold("processed_posts");
      await release(rolls);
      await seen.waitedOn("instance 1's commit");
      // Instance 0 gets the pool: the scene in play claims it, and refuses it.
      const inScene = p.deliver(0, pool.id, "post_created");
      const key = { postId: pool.id, topicId: pool.topic_id, version: 1, digest: shortHash("[gf-pool]\nd8 d6 d4\n[/gf-pool]") };
      await until("instance 0 recorded its judgement of the pool", async () => (await p.instances[0].store.postOutcome(key)) !== null);
      await release(seen);
      expect(await free).toBe(200);
      expect(await inScene).toBe(200);
    } finally {
      for (const l of [...held]) await l.release().catch(() => undefined);
    }
    await p.settle();
    const replies = p.repliesTo(pool.id);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatch(/gf-reply scene-error:/);
    expect(p.repliesTo(opening.id)).toHaveLength(1);
  }, 120_000);
});
