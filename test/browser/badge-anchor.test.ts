// The roll badge reads the forum's commitment topic (docs/verifiable-dice.md §V.3) in a real headless
// Chromium, against the real service and its sandbox forum: the operator, who holds the service's key
// and its forum account, serves browsers a document of its own (gf_service_url pointing at it) and
// posts, as the service's account, roll cards it signed itself:
//   - attack 2: a new seed chain under the same key, its commitment posted in the topic after the
//     player's post, rolling that post: "Roll NOT verified", the chain was committed after the post;
//   - attack 2: a document naming a commitment no post holds, listing the anchored one as retired:
//     every card NOT verified, the document names a commitment nobody else has seen;
//   - attack 3: the retired chain's `retiredAt` moved a year on in the document, the retired head
//     rolling a post made after the rotation's post: NOT verified, the key was retired.
// The service's own roll under the anchored chain stays signed throughout.
// (gf verify and gf audit refuse the same attacks: test/attack/dice-anchor-attacks.test.ts.)
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { fromHex, toHex } from "../../src/dice/bytes.js";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { rollPool, type RollKeys } from "../../src/dice/roll.js";
import { buildSeedChain } from "../../src/dice/seed-chain.js";
import { commitmentId, commitmentOf, commitmentText, scheduleOf, type WellKnown } from "../../src/dice/well-known.js";
import { harness, type Harness } from "../service/harness.js";
import { until } from "../support/until.js";
import { rollBadges, operatorDocuments } from "./support/badge-page.js";
import { artifact, buildPageScript, launch, openAs, testPage } from "./support/browser.js";

jest.setTimeout(120_000);
let h: Harness;
let browser: Awaited<ReturnType<typeof launch>>;
let page: Page;
let errors: string[];
let documents: Awaited<ReturnType<typeof operatorDocuments>>;
let documentsUrl = "";
type Post = { id: number; topic_id: number; created_at?: string | undefined };

const rollRaw = (postId: number, proof: string, dice: string) =>
  `[gf-roll post=${postId} block=0 proof=${proof} v=1]\ndice: ${dice}\nresult: 0\neffect: -\nbotches: 0\n[/gf-roll]`;
const dice = (d: { size: number; face: number }[]) => d.map((x) => `d${x.size}:${x.face}`).join(" ");
const wellKnown = async (): Promise<WellKnown> => (await fetch(`${h.service.url}/.well-known/gf-dice.json`)).json() as Promise<WellKnown>;

/** The operator's own key, read from the service's data dir, and a fresh seed chain under it on the service's schedule. */
function sameKeyNewChain(doc: WellKnown): RollKeys {
  const key = JSON.parse(readFileSync(join(h.dataDir, "operator-key.json"), "utf8")) as { secretKey: string };
  const seeds = buildSeedChain(new Uint8Array(randomBytes(32)), doc.chain.epochs, nodeCrypto);
  return { signer: nodeCrypto.signer(fromHex(key.secretKey)!), schedule: scheduleOf(doc), head: seeds[0]!, revealedEpoch: 0, seedFor: (e) => seeds[e] };
}

/** A document under the same key naming `keys`' head, the anchored commitment listed as retired at `retiredAt`. */
function forgedDocument(anchored: WellKnown, keys: RollKeys, post: string | null, retiredAt: string): WellKnown {
  const doc: WellKnown = { ...anchored, chain: { ...anchored.chain, head: toHex(keys.head) }, revealed: null,
    commitment: { id: "", previous: anchored.commitment.id, post } };
  return { ...doc, commitment: { ...doc.commitment, id: commitmentId(commitmentOf(doc), nodeCrypto) },
    retired: [{ id: anchored.commitment.id, commitment: commitmentOf(anchored), revealed: anchored.revealed, retiredAt }] };
}

const badgesIn = (topic: number) => rollBadges(page, h.sandbox.url, topic);

beforeAll(async () => {
  h = await harness({ sandbox: { pageScript: await buildPageScript() } });
  const doc = await wellKnown();
  h.sandbox.siteSettings["gf_public_key"] = doc.publicKey;
  h.sandbox.siteSettings["gf_categories"] = String(h.sandbox.category.id);
  h.sandbox.siteSettings["gf_service_url"] = h.service.url;
  // What the operator serves to browsers only, with CORS as the service serves its own.
  documents = await operatorDocuments();
  documentsUrl = documents.url;
  ({ browser, page, errors } = await testPage());
  await openAs(page, h.sandbox.url, "alicia", "en");
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await documents?.close();
  await h?.close();
});

describe("the badge reads the commitment topic, in Chromium", () => {
  let pool: Post;
  let genuinePost = 0;
  let anchored: WellKnown;
  let rotated: RollKeys;
  let rotationPost: Post;

  it("the service's roll under the anchored commitment reads signed, the topic read", async () => {
    pool = await h.post("alicia", "Ataco con todo.\n\n[gf-pool]\nd12 d12 d12\n[/gf-pool]");
    await h.settle();
    genuinePost = (await until("the roll", () => h.replies(pool.topic_id).find((r) => r.raw.includes("gf3."))))!.id;
    anchored = await wellKnown();
    const shown = await badgesIn(pool.topic_id);
    expect(shown.get(genuinePost)).toMatchObject({ status: "signed" });
    expect(errors).toEqual([]);
  });

  it("attack 2: a chain committed in the topic after the player's post rolls it: NOT verified, the chain came after the post", async () => {
    rotated = sameKeyNewChain(anchored);
    const commitmentPost = [...h.sandbox.forum.posts.values()].find((p) => p.raw.includes("gf-dice-commitment-v"))!;
    const draft = forgedDocument(anchored, rotated, null, new Date().toISOString());
    rotationPost = await h.post("gf-dice", `Rotation.\n\n\`\`\`\n${commitmentText(commitmentOf(draft))}\n\`\`\``, commitmentPost.topicId);
    documents.serve(forgedDocument(anchored, rotated, `${h.sandbox.url}/p/${rotationPost.id}`, new Date(Date.parse(rotationPost.created_at!)).toISOString()));
    const forged = rollPool({ context: { forum: new URL(h.sandbox.url).host, topic: pool.topic_id, post: pool.id, block: 0 }, sizes: [12, 12, 12],
      at: Date.parse(pool.created_at!), postVersion: 1 }, { seq: 50, prev: new Uint8Array(32).fill(1) }, rotated, nodeCrypto);
    if (!forged.ok) throw new Error(forged.error.code);
    const card = await h.post("gf-dice", rollRaw(pool.id, forged.value.proof, dice(forged.value.dice)), pool.topic_id);
    h.sandbox.siteSettings["gf_service_url"] = documentsUrl;
    const shown = await badgesIn(pool.topic_id);
    await page.screenshot({ path: artifact("badge", "anchor-post-hoc-en.png"), fullPage: true });
    expect(shown.get(card.id)).toMatchObject({ status: "failed",
      detail: expect.stringMatching(/^The roll's seed chain was committed in the forum after this post \(\d{4}-[^%\s]+, post \d+\): a chain chosen after seeing the post counts for nothing\.$/) });
    // The service's roll, under the chain anchored before the post, still stands.
    expect(shown.get(genuinePost)).toMatchObject({ status: "signed" });
  });

  it("attack 2: a document served to browsers only, naming a commitment no post holds: every card NOT verified", async () => {
    documents.serve(forgedDocument(anchored, sameKeyNewChain(anchored), `${h.sandbox.url}/p/${rotationPost.id}`, new Date().toISOString()));
    const shown = await badgesIn(pool.topic_id);
    expect(shown.get(genuinePost)).toMatchObject({ status: "failed",
      detail: "The dice service's document names a commitment that is not the last one posted in the forum's commitment topic: nobody else has seen it." });
  });

  it("attack 3: the retired chain's retiredAt moved a year on; its roll of a post made after the rotation reads NOT verified", async () => {
    documents.serve(forgedDocument(anchored, rotated, `${h.sandbox.url}/p/${rotationPost.id}`, new Date(Date.now() + 365 * 86_400_000).toISOString()));
    const later: Post = await h.post("alicia", "Otra vez.\n\n[gf-pool]\nd12 d12 d12\n[/gf-pool]", pool.topic_id);
    await h.settle();
    const key = JSON.parse(readFileSync(join(h.dataDir, "operator-key.json"), "utf8")) as { secretKey: string };
    const seeds = JSON.parse(readFileSync(join(h.dataDir, "seed-chain.json"), "utf8")) as { anchor: string };
    const chain = buildSeedChain(fromHex(seeds.anchor)!, anchored.chain.epochs, nodeCrypto);
    const retiredKeys: RollKeys = { signer: nodeCrypto.signer(fromHex(key.secretKey)!), schedule: scheduleOf(anchored), head: chain[0]!, revealedEpoch: 0, seedFor: (e) => chain[e] };
    const forged = rollPool({ context: { forum: new URL(h.sandbox.url).host, topic: later.topic_id, post: later.id, block: 0 }, sizes: [12, 12, 12],
      at: Date.parse(later.created_at!), postVersion: 1 }, { seq: 60, prev: new Uint8Array(32).fill(2) }, retiredKeys, nodeCrypto);
    if (!forged.ok) throw new Error(forged.error.code);
    const card = await h.post("gf-dice", rollRaw(later.id, forged.value.proof, dice(forged.value.dice)), later.topic_id);
    const shown = await badgesIn(later.topic_id);
    expect(shown.get(card.id)).toMatchObject({ status: "failed",
      detail: expect.stringMatching(/^The roll's key was retired \(\d{4}-[^%\s]+, when the forum got the next commitment\) before this post was made\.$/) });
    expect(errors).toEqual([]);
  });
});
