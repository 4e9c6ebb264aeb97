// The roll badge against a retired key's roll of a block added by an edit (docs/verifiable-dice.md §V.3),
// in a real headless Chromium, against the real service and its sandbox forum. The operator rotates to a
// chain of its own (a new commitment post), keeps rolling with the old head, and a player adds a pool to
// a post made before the rotation by an edit, which the old head rolls. By times the edit's revision is
// after the rotation; staff then moves the commitment topic later until the rotation reads after the
// edit, so the old key's window covers it. No id orders a revision against the rotation's post, but the
// reply holding the roll was numbered after the rotation's post: the badge reads it NOT verified, in
// English and in Spanish. (gf verify and gf audit refuse the same attack: test/attack/dice-staff-rewrites.test.ts.)
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

/** The document after a rotation to a fresh chain under the operator's key, posted at `post`: the anchored commitment listed as retired. */
function rotatedDocument(anchored: WellKnown, post: string | null, head: Uint8Array): WellKnown {
  const doc: WellKnown = { ...anchored, chain: { ...anchored.chain, head: toHex(head) }, revealed: null, commitment: { id: "", previous: anchored.commitment.id, post } };
  return { ...doc, commitment: { ...doc.commitment, id: commitmentId(commitmentOf(doc), nodeCrypto) },
    retired: [{ id: anchored.commitment.id, commitment: commitmentOf(anchored), revealed: anchored.revealed, retiredAt: new Date().toISOString() }] };
}

beforeAll(async () => {
  forum = await operatorForum();
  ({ h, page, errors } = forum);
}, 90_000);
afterAll(async () => { await forum?.close(); });

describe("the badge against a retired key's roll of an edit's block, in Chromium", () => {
  it("attack 3 by an edit: the old key rolls a block added after the rotation, the commitment topic moved later to read after the edit; its reply was numbered after the rotation: NOT verified (en, es)", async () => {
    const { pool, roll: genuine } = await rolledPool(h);
    const anchored = await (await fetch(`${h.service.url}/.well-known/gf-dice.json`)).json() as WellKnown;
    const commitmentPost = [...h.sandbox.forum.posts.values()].find((p) => p.raw.includes("gf-dice-commitment-v"))!;
    const key = JSON.parse(readFileSync(join(h.dataDir, "operator-key.json"), "utf8")) as { secretKey: string };
    const seeds = buildSeedChain(new Uint8Array(randomBytes(32)), anchored.chain.epochs, nodeCrypto);
    const rotated: RollKeys = { signer: nodeCrypto.signer(fromHex(key.secretKey)!), schedule: scheduleOf(anchored), head: seeds[0]!, revealedEpoch: 0, seedFor: (e) => seeds[e] };
    const rotation = await h.post("gf-dice", `Rotation.\n\n\`\`\`\n${commitmentText(commitmentOf(rotatedDocument(anchored, null, rotated.head)))}\n\`\`\``, commitmentPost.topicId);
    forum.documents.serve(rotatedDocument(anchored, `${h.sandbox.url}/p/${rotation.id}`, rotated.head));
    h.sandbox.siteSettings["gf_service_url"] = forum.documents.url;

    // The player adds a pool to the post made before the rotation; the service goes on rolling with the old head.
    const raw = h.sandbox.forum.posts.get(pool.id)!.raw;
    await h.edit("alicia", pool.id, `${raw}\n\nY ahora esto.\n\n[gf-pool]\nd10\n[/gf-pool]`);
    await h.settle();
    const card = (await until("the old head's roll of the edit's block", () => h.replies(pool.topic_id).find((r) => r.id !== genuine && r.raw.includes("gf3."))))!;
    expect(card.id).toBeGreaterThan(rotation.id);
    const revisionAt = Date.parse(h.sandbox.forum.posts.get(pool.id)!.revisions.at(-1)!.createdAt);
    const topic = h.sandbox.forum.topics.get(commitmentPost.topicId)!;
    const ahead = revisionAt - Date.parse(h.sandbox.forum.posts.get(rotation.id)!.createdAt) + 1;
    const moved = await fetch(`${h.sandbox.url}/t/${topic.id}/change-timestamp`, { method: "PUT",
      headers: { "Api-Key": h.sandbox.apiKey, "Api-Username": "gf-dice", "Content-Type": "application/json" },
      body: JSON.stringify({ timestamp: (Date.parse(topic.createdAt) + ahead) / 1000 }) });
    expect(moved.status).toBe(200);
    expect(Date.parse(h.sandbox.forum.posts.get(rotation.id)!.createdAt)).toBeGreaterThan(revisionAt);

    const en = await forum.badgesIn(pool.topic_id, "en");
    await page.screenshot({ path: artifact("badge", "retired-edit-en.png"), fullPage: true });
    expect(en.get(card.id)).toMatchObject({ status: "failed",
      detail: `The roll's key was retired (post ${rotation.id}, the next commitment) before the dice service posted this roll (post ${card.id}): the block added by edit 2 was rolled with an old key after the change of key.` });
    const es = await forum.badgesIn(pool.topic_id, "es");
    expect(es.get(card.id)).toMatchObject({ status: "failed",
      detail: `La clave de la tirada se retiró (mensaje ${rotation.id}, el compromiso siguiente) antes de que el servicio de dados publicara esta tirada (mensaje ${card.id}): el bloque que añadió la edición 2 se tiró con una clave vieja tras el cambio de clave.` });
    // The roll of the post's first version, under the same key and made before the rotation, still stands.
    expect(en.get(genuine)).toMatchObject({ status: "signed" });
    expect(errors).toEqual([]);
  });
});
