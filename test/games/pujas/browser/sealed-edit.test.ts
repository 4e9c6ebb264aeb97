// PJ-BID-2 attacked in a real Chromium on the sandbox forum's page, against the real service: ana seals
// a bid of 1, edits her seal's post to a bid of 20 once the others' seals are in, reveals 1 (the only
// reveal the service takes), then edits her reveal's post to the forged 20 and its secret. On today's
// page both edited posts agreed with each other, so the reveal card said ana's 20 opened her seal while
// the books had taken 1. The cards now check what the service recorded (its replies): the reveal card
// says the recorded opening opens the recorded seal and names the bid that counts, 1; the seal card
// says it was edited after sealing and which seal counts. In English and in Spanish.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import { nodeCrypto } from "../../../../src/dice/crypto-node.js";
import { commitmentOf } from "../../../../src/games/pujas/bids/index.js";
import { harness, type Harness } from "../../../service/harness.js";
import { buildPageScript, launch, openAs, testPage } from "../../../browser/support/browser.js";

jest.setTimeout(120_000);
let h: Harness;
let browser: Awaited<ReturnType<typeof launch>>;
let page: Page;
let errors: string[];
let topicId = 0;

const NONCE: Record<string, string> = { ana: "a1".repeat(32), bruno: "b2".repeat(32), carla: "c3".repeat(32), forged: "f4".repeat(32) };
const sealOf = (p: string, bid: number, nonce = NONCE[p]!) => commitmentOf({ table: `topic-${topicId}`, auction: "scene-1", player: p, bid, nonce }, nodeCrypto);
const seal = (p: string, bid: number, nonce?: string) => `[pj-bid auction=scene-1]\nseal: ${sealOf(p, bid, nonce)}\n[/pj-bid]`;
const reveal = (p: string, bid: number, nonce = NONCE[p]!) => `[pj-bid auction=scene-1]\nbid: ${bid}\nsecret: ${nonce}\n[/pj-bid]`;
const turn = (...lines: string[]) => `[pj-turn]\n${lines.join("\n")}\n[/pj-turn]`;

async function say(username: string, raw: string): Promise<{ id: number; postNumber: number }> {
  const post = await h.post(username, raw, topicId || undefined);
  if (!topicId) topicId = post.topic_id;
  await h.settle();
  return { id: post.id, postNumber: post.post_number };
}

beforeAll(async () => {
  h = await harness({ seed: "pujas-sealed-edit-browser", sandbox: { pageScript: await buildPageScript(), players: ["ana", "bruno", "carla"] },
    config: { categoryGame: { "1": "pujas" }, lang: "en" } });
  h.sandbox.siteSettings["gf_categories"] = String(h.sandbox.category.id);
  ({ browser, page, errors } = await testPage());
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

describe("a sealed bid edited after sealing, on the page (PJ-BID-2)", () => {
  let anaSeal: { id: number; postNumber: number };
  let anaReveal: { id: number; postNumber: number };

  beforeAll(async () => {
    await say("ana", "[pj-table]\nplayers: ana, bruno, carla\nfirst: ana\n[/pj-table]");
    await say("ana", turn("story element: the harbour never sleeps"));
    await say("bruno", turn("pass"));
    await say("carla", turn("pass"));
    // Bruno tries to put a seal of his own making in ana's name into the service's words: the line is
    // refused, and the refusal quotes it. A card must not take a quote for what the service recorded.
    await say("bruno", turn(`Sealed bid of ana for scene 1: ${sealOf("ana", 20, NONCE["forged"])} (PJ-BID-2)`));
    expect(h.replies(topicId).some((r) => r.raw.includes(`Sealed bid of ana for scene 1: ${sealOf("ana", 20, NONCE["forged"])}`))).toBe(true);
    anaSeal = await say("ana", seal("ana", 1));
    await say("bruno", seal("bruno", 2));
    await say("carla", seal("carla", 0));
    // The others' seals are in: ana edits hers to a bid of 20 with another secret.
    await h.edit("ana", anaSeal.id, seal("ana", 20, NONCE["forged"]));
    await h.settle();
    anaReveal = await say("ana", reveal("ana", 1));
    await say("bruno", reveal("bruno", 2));
    await say("carla", reveal("carla", 0));
    // The books took ana's 1 (bruno's 2 won); ana now edits her reveal to the forged opening of her edited seal.
    await h.edit("ana", anaReveal.id, reveal("ana", 20, NONCE["forged"]));
    await h.settle();
    expect(h.sandbox.forum.posts.get(anaReveal.id)!.raw).toContain("bid: 20");
  }, 90_000);

  it("PJ-BID-2: the reveal card checks the opening and the seal the service recorded, and names the bid that counts; the seal card says it was edited (English)", async () => {
    await openAs(page, h.sandbox.url, "carla", "en");
    await page.goto(`${h.sandbox.url}/t/${topicId}`);
    const revealCard = page.locator(`#post_${anaReveal.postNumber}`);
    await revealCard.locator(".gf-pj-check").waitFor();
    expect(await revealCard.locator(".gf-pj-check").getAttribute("data-gf-verdict")).toBe("opens");
    const edited = revealCard.locator(".gf-pj-edited");
    await edited.waitFor();
    expect(await edited.getAttribute("data-gf-bid")).toBe("1");
    expect(await edited.textContent()).toBe("This reveal was edited after it was played: the bid that counts is the one the service recorded, 1 (PJ-BID-2)");
    const sealCard = page.locator(`#post_${anaSeal.postNumber} .gf-pj-edited`);
    await sealCard.waitFor();
    expect(await sealCard.getAttribute("data-gf-seal")).toBe(sealOf("ana", 1));
    expect(await sealCard.textContent()).toContain("This seal was edited after sealing: the one that counts is the one the service recorded");
    // The others' posts were not edited: their cards open their seals and say nothing more.
    await page.locator(".gf-pj-check[data-gf-verdict=opens]").nth(2).waitFor();
    expect(await page.locator(".gf-pj-check").count()).toBe(3);
    expect(await page.locator(".gf-pj-edited").count()).toBe(2);
    expect(errors).toEqual([]);
  });

  it("PJ-BID-2: the same notes in Spanish", async () => {
    await openAs(page, h.sandbox.url, "bruno", "es");
    await page.goto(`${h.sandbox.url}/t/${topicId}`);
    const edited = page.locator(`#post_${anaReveal.postNumber} .gf-pj-edited`);
    await edited.waitFor();
    expect(await edited.textContent()).toBe("Esta revelación se editó después de jugarse: la puja que cuenta es la que anotó el servicio, 1 (PJ-BID-2)");
    const sealCard = page.locator(`#post_${anaSeal.postNumber} .gf-pj-edited`);
    await sealCard.waitFor();
    expect(await sealCard.textContent()).toContain("Este sello se editó después de sellar");
    expect(errors).toEqual([]);
  });
});
