// The roll badge against the operator who is staff on its forum (docs/verifiable-dice.md §V.3), in a
// real headless Chromium, against the real service and its sandbox forum. Staff can move a topic in
// time (PUT /t/{id}/change-timestamp: every post's created_at and updated_at move together) and hide a
// post's revision (readers other than staff are then shown version 1). The operator:
//   - rotates to a chain of its own, keeps rolling with the old key, and moves the commitment topic
//     later so that the rotation reads after the posts it still rolls: the forum numbered those posts
//     after the rotation's, and the badge reads the retired key's roll NOT verified;
//   - has a second staff member rewrite its commitment post, hides the revision and resets the topic's
//     times: the post reads as never edited, but its revision 2 answers 403, and every card reads NOT
//     verified.
// Each reason is read in English and in Spanish. (gf verify and gf audit refuse the same attacks:
// test/attack/dice-timestamp-attacks.test.ts.)
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { fromHex, toHex } from "../../src/dice/bytes.js";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { type RollKeys } from "../../src/dice/roll.js";
import { buildSeedChain } from "../../src/dice/seed-chain.js";
import { commitmentId, commitmentOf, commitmentText, scheduleOf, type WellKnown } from "../../src/dice/well-known.js";
import type { Harness } from "../service/harness.js";
import { until } from "../support/until.js";
import { operatorForum, rolledPool } from "./support/badge-page.js";
import { artifact } from "./support/browser.js";

jest.setTimeout(120_000);
let forum: Awaited<ReturnType<typeof operatorForum>>;
let h: Harness;
let page: Page;
let errors: string[];
let documents: Awaited<ReturnType<typeof operatorForum>>["documents"];
type Post = { id: number; topic_id: number; created_at?: string | undefined };

const wellKnown = async (): Promise<WellKnown> => (await fetch(`${h.service.url}/.well-known/gf-dice.json`)).json() as Promise<WellKnown>;

/** A fresh seed chain under the operator's own key, on the service's schedule. */
function sameKeyNewChain(doc: WellKnown): RollKeys {
  const key = JSON.parse(readFileSync(join(h.dataDir, "operator-key.json"), "utf8")) as { secretKey: string };
  const seeds = buildSeedChain(new Uint8Array(randomBytes(32)), doc.chain.epochs, nodeCrypto);
  return { signer: nodeCrypto.signer(fromHex(key.secretKey)!), schedule: scheduleOf(doc), head: seeds[0]!, revealedEpoch: 0, seedFor: (e) => seeds[e] };
}

/** The document after a rotation to `keys`' chain, posted at `post`: the anchored commitment listed as retired. */
function rotatedDocument(anchored: WellKnown, keys: RollKeys, post: string | null): WellKnown {
  const doc: WellKnown = { ...anchored, chain: { ...anchored.chain, head: toHex(keys.head) }, revealed: null,
    commitment: { id: "", previous: anchored.commitment.id, post } };
  return { ...doc, commitment: { ...doc.commitment, id: commitmentId(commitmentOf(doc), nodeCrypto) },
    retired: [{ id: anchored.commitment.id, commitment: commitmentOf(anchored), revealed: anchored.revealed, retiredAt: new Date().toISOString() }] };
}

/** Staff's request on the sandbox forum, as `user` with the API key. */
const asStaff = (user: string, method: string, path: string, body?: unknown) => fetch(`${h.sandbox.url}${path}`, { method,
  headers: { "Api-Key": h.sandbox.apiKey, "Api-Username": user, "Content-Type": "application/json" }, ...(body ? { body: JSON.stringify(body) } : {}) });

beforeAll(async () => {
  forum = await operatorForum();
  ({ h, page, errors, documents } = forum);
}, 90_000);
afterAll(async () => { await forum?.close(); });
const badgesIn = (topic: number, lang: "en" | "es") => forum.badgesIn(topic, lang);

describe("the badge against staff's timestamps and hidden revisions, in Chromium", () => {
  let pool: Post;
  let genuinePost = 0;
  let rotationPost: Post;

  it("the service's roll under the anchored commitment reads signed", async () => {
    ({ pool, roll: genuinePost } = await rolledPool(h));
    expect((await badgesIn(pool.topic_id, "en")).get(genuinePost)).toMatchObject({ status: "signed" });
    expect(errors).toEqual([]);
  });

  it("attack 3 by change timestamp: the commitment topic moved later over a post the old key still rolled; the forum numbered the post after the rotation: NOT verified (en, es)", async () => {
    const anchored = await wellKnown();
    const commitmentPost = [...h.sandbox.forum.posts.values()].find((p) => p.raw.includes("gf-dice-commitment-v"))!;
    const rotated = sameKeyNewChain(anchored);
    const draft = rotatedDocument(anchored, rotated, null);
    rotationPost = await h.post("gf-dice", `Rotation.\n\n\`\`\`\n${commitmentText(commitmentOf(draft))}\n\`\`\``, commitmentPost.topicId);
    documents.serve(rotatedDocument(anchored, rotated, `${h.sandbox.url}/p/${rotationPost.id}`));
    h.sandbox.siteSettings["gf_service_url"] = documents.url;
    // The service goes on rolling with the old key: its roll of a post made after the rotation.
    const later: Post = await h.post("alicia", "Después del cambio.\n\n[gf-pool]\nd12 d12 d12\n[/gf-pool]", pool.topic_id);
    await h.settle();
    const card = (await until("the old key's roll", () => h.replies(pool.topic_id).find((r) => r.raw.includes(`post=${later.id}`) && r.raw.includes("gf3."))))!;
    const laterAt = Date.parse(h.sandbox.forum.posts.get(later.id)!.createdAt);
    const topic = h.sandbox.forum.topics.get(commitmentPost.topicId)!;
    const ahead = laterAt - Date.parse(h.sandbox.forum.posts.get(rotationPost.id)!.createdAt) + 1;
    expect((await asStaff("gf-dice", "PUT", `/t/${topic.id}/change-timestamp`, { timestamp: (Date.parse(topic.createdAt) + ahead) / 1000 })).status).toBe(200);
    expect(Date.parse(h.sandbox.forum.posts.get(rotationPost.id)!.createdAt)).toBeGreaterThan(laterAt);

    const en = await badgesIn(pool.topic_id, "en");
    await page.screenshot({ path: artifact("badge", "staff-moved-later-en.png"), fullPage: true });
    expect(en.get(card.id)).toMatchObject({ status: "failed",
      detail: expect.stringMatching(/^The roll's key was retired \(\d{4}-[^%\s]+, when the forum got the next commitment\) before this post was made\.$/) });
    const es = await badgesIn(pool.topic_id, "es");
    expect(es.get(card.id)).toMatchObject({ status: "failed",
      detail: expect.stringMatching(/^La clave de la tirada se retiró \(\d{4}-[^%\s]+, cuando el foro recibió el compromiso siguiente\) antes de este mensaje\.$/) });
    // The roll of the post made before the rotation, under the same key, still stands.
    expect(en.get(genuinePost)).toMatchObject({ status: "signed" });
    expect(errors).toEqual([]);
  });

  it("a commitment post rewritten by another staff member, its revision hidden and its topic's times reset, reads unchanged; its revision's 403 tells: every card NOT verified (en, es)", async () => {
    const topic = h.sandbox.forum.topics.get(h.sandbox.forum.posts.get(rotationPost.id)!.topicId)!;
    const raw = h.sandbox.forum.posts.get(rotationPost.id)!.raw;
    expect((await asStaff("moderadora", "PUT", `/posts/${rotationPost.id}.json`, { post: { raw: `${raw}\n\n(nota)` } })).status).toBe(200);
    expect((await asStaff("moderadora", "PUT", `/posts/${rotationPost.id}/revisions/2/hide`)).status).toBe(200);
    expect((await asStaff("moderadora", "PUT", `/t/${topic.id}/change-timestamp`, { timestamp: Date.parse(topic.createdAt) / 1000 })).status).toBe(200);
    const shown = await (await fetch(`${h.sandbox.url}/posts/${rotationPost.id}.json`)).json() as { version: number; created_at: string; updated_at: string };
    expect([shown.version, shown.updated_at === shown.created_at]).toEqual([1, true]);

    const en = await badgesIn(pool.topic_id, "en");
    await page.screenshot({ path: artifact("badge", "staff-hidden-revision-en.png"), fullPage: true });
    expect(en.get(genuinePost)).toMatchObject({ status: "failed",
      detail: `The dice service's commitment post ${rotationPost.id} was changed after it was made (revised, its revision hidden from readers (revision 2 answers 403)): a changed commitment anchors nothing.` });
    const es = await badgesIn(pool.topic_id, "es");
    expect(es.get(genuinePost)).toMatchObject({ status: "failed",
      detail: `El mensaje de compromiso ${rotationPost.id} del servicio de dados cambió después de publicarse (revisado, con la revisión oculta a los lectores (la revisión 2 responde 403)): un compromiso cambiado no ancla nada.` });
    expect(errors).toEqual([]);
  });
});
