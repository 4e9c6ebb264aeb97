// The roll badge against the v3 commitment's attacks (docs/verifiable-dice.md §9.3, §V.6) in a real
// headless Chromium, against the real service (its keys commit v3: forum, account and cut-offs) and
// its sandbox forum. The operator holds the service's key and its forum account; it serves browsers a
// document of its own (gf_service_url pointing at it) and posts roll cards it signed itself:
//   - downgrade by a document cut-off that differs from the committed one: every card NOT verified,
//     the badge names the cut-off the document says and the one the forum's commitment fixes;
//   - a document naming another account than its commitment: every card NOT verified;
//   - a roll for another forum under the key committed to this one: NOT verified, the forum named;
//   - a v2 roll signed by the v3 commitment's key: NOT verified, an old (v2) proof.
// Each reason is read in English and in Spanish. (gf verify and gf audit refuse the same attacks:
// test/attack/dice-commitment-v3-attacks.test.ts.)
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { rollPool } from "../../src/dice/roll.js";
import { commitmentId, commitmentOf, type WellKnown } from "../../src/dice/well-known.js";
import { operatorKeys } from "../attack/operator-log.js";
import { harness, type Harness } from "../service/harness.js";
import { until } from "../support/until.js";
import { badgePage, operatorDocuments, rollBadges } from "./support/badge-page.js";
import { artifact, buildPageScript, launch, openAs } from "./support/browser.js";

jest.setTimeout(120_000);
let h: Harness;
let browser: Awaited<ReturnType<typeof launch>>;
let page: Page;
let errors: string[];
let documents: Awaited<ReturnType<typeof operatorDocuments>>;
type Post = { id: number; topic_id: number; created_at?: string | undefined };

const rollRaw = (postId: number, proof: string, dice: string) =>
  `[gf-roll post=${postId} block=0 proof=${proof} v=1]\ndice: ${dice}\nresult: 0\neffect: -\nbotches: 0\n[/gf-roll]`;
const dice = (d: { size: number; face: number }[]) => d.map((x) => `d${x.size}:${x.face}`).join(" ");
const wellKnown = async (): Promise<WellKnown> => (await fetch(`${h.service.url}/.well-known/gf-dice.json`)).json() as Promise<WellKnown>;
const host = () => new URL(h.sandbox.url).host;

/** `doc` with fields restated and its commitment id recomputed: a document consistent with itself, which the forum never saw. */
function restated(doc: WellKnown, more: Partial<WellKnown>): WellKnown {
  const d: WellKnown = { ...doc, ...more };
  return { ...d, commitment: { ...d.commitment, id: commitmentId(commitmentOf(d), nodeCrypto) } };
}

/** Each roll card's badge in the topic, read in `lang` (one browser profile: the sandbox keeps the reader and language in the origin's storage). */
async function badgesIn(topic: number, lang: "en" | "es"): Promise<Map<number, { status: string; detail: string }>> {
  await openAs(page, h.sandbox.url, lang === "en" ? "alicia" : "bruno", lang);
  return rollBadges(page, h.sandbox.url, topic);
}

beforeAll(async () => {
  h = await harness({ sandbox: { pageScript: await buildPageScript() } });
  ({ browser, page, errors } = await badgePage(h, (await wellKnown()).publicKey, "alicia", "en"));
  documents = await operatorDocuments();
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await documents?.close();
  await h?.close();
});

describe("the badge holds the document to the forum's v3 commitment, in Chromium", () => {
  let pool: Post;
  let genuinePost = 0;
  let anchored: WellKnown;

  it("the service's keys commit v3 (its forum, its account, no older proofs); its own roll reads signed", async () => {
    anchored = await wellKnown();
    expect(anchored.commitment.format).toBe("gf-dice-commitment-v3");
    expect(commitmentOf(anchored)).toMatchObject({ forum: host(), account: "gf-dice", v1Until: null, v2Until: null });
    pool = await h.post("alicia", "Ataco con todo.\n\n[gf-pool]\nd12 d12 d12\n[/gf-pool]");
    await h.settle();
    genuinePost = (await until("the roll", () => h.replies(pool.topic_id).find((r) => r.raw.includes("gf3."))))!.id;
    expect((await badgesIn(pool.topic_id, "en")).get(genuinePost)).toMatchObject({ status: "signed" });
    expect(errors).toEqual([]);
  });

  it("a v2 roll signed by the v3 commitment's key reads NOT verified: an old (v2) proof", async () => {
    const forged = rollPool({ context: { forum: host(), topic: pool.topic_id, post: pool.id, block: 0 }, sizes: [12, 12, 12],
      at: Date.parse(pool.created_at!) + 1000 }, { seq: 60, prev: new Uint8Array(32).fill(2) }, operatorKeys(h.dataDir), nodeCrypto);
    if (!forged.ok) throw new Error(forged.error.code);
    const card = await h.post("gf-dice", rollRaw(pool.id, forged.value.proof, dice(forged.value.dice)), pool.topic_id);
    expect((await badgesIn(pool.topic_id, "en")).get(card.id)).toEqual({ status: "failed",
      detail: "An old (v2) proof, which this dice service's commitment no longer accepts for a post of this date." });
    expect((await badgesIn(pool.topic_id, "es")).get(card.id)).toEqual({ status: "failed",
      detail: "Una prueba antigua (v2), que el compromiso de este servicio de dados ya no acepta para un mensaje de esta fecha." });
  });

  it("a roll for another forum under the key committed to this one reads NOT verified, naming both forums", async () => {
    const forged = rollPool({ context: { forum: "other.example.org", topic: pool.topic_id, post: pool.id, block: 0 }, sizes: [12, 12, 12],
      at: Date.parse(pool.created_at!), postVersion: 1 }, { seq: 61, prev: new Uint8Array(32).fill(3) }, operatorKeys(h.dataDir), nodeCrypto);
    if (!forged.ok) throw new Error(forged.error.code);
    const card = await h.post("gf-dice", rollRaw(pool.id, forged.value.proof, dice(forged.value.dice)), pool.topic_id);
    expect((await badgesIn(pool.topic_id, "en")).get(card.id)).toEqual({ status: "failed",
      detail: `The roll is for forum other.example.org, but its key is committed to forum ${host()}.` });
    expect((await badgesIn(pool.topic_id, "es")).get(card.id)).toEqual({ status: "failed",
      detail: `La tirada es del foro other.example.org, pero su clave está comprometida con el foro ${host()}.` });
  });

  it("downgrade by a document cut-off that differs from the committed one: every card NOT verified, both cut-offs named", async () => {
    const later = new Date(Date.now() + 365 * 86_400_000).toISOString();
    documents.serve(restated(anchored, { v2Until: later }));
    h.sandbox.siteSettings["gf_service_url"] = documents.url;
    const en = await badgesIn(pool.topic_id, "en");
    await page.screenshot({ path: artifact("badge", "commitment-v3-cutoff-en.png"), fullPage: true });
    expect(en.get(genuinePost)).toEqual({ status: "failed",
      detail: expect.stringMatching(new RegExp(`^The dice service's document says v2Until is ${later}, but its commitment in the forum \\(post \\d+\\) fixes —: a document cannot change what was committed\\.$`)) });
    expect((await badgesIn(pool.topic_id, "es")).get(genuinePost)).toEqual({ status: "failed",
      detail: expect.stringMatching(new RegExp(`^El documento del servicio de dados dice que v2Until es ${later}, pero su compromiso en el foro \\(mensaje \\d+\\) fija —: un documento no puede cambiar lo comprometido\\.$`)) });
  });

  it("a document naming another account than its commitment: every card NOT verified", async () => {
    documents.serve(restated(anchored, { account: "mallory" }));
    expect((await badgesIn(pool.topic_id, "en")).get(genuinePost)).toEqual({ status: "failed",
      detail: expect.stringMatching(/^The dice service's document says account is mallory, but its commitment in the forum \(post \d+\) fixes gf-dice: a document cannot change what was committed\.$/) });
    expect((await badgesIn(pool.topic_id, "es")).get(genuinePost)).toMatchObject({ status: "failed",
      detail: expect.stringContaining("dice que account es mallory") });
    // The service's own document again: its roll stands.
    h.sandbox.siteSettings["gf_service_url"] = h.service.url;
    expect((await badgesIn(pool.topic_id, "en")).get(genuinePost)).toMatchObject({ status: "signed" });
  });
});
