// Attack 6, the v1 downgrade, refused by the badge in a real headless Chromium (docs/verifiable-dice.md
// §V.6), against the real service (`gf serve --sandbox`, gf-dice-v3) and its sandbox forum. The
// operator holds its keys and posts, as the service's account, a gf-dice-v1 roll card for a player's
// block: v1 names no roll time and no seed-chain head, so it would skip every later check; given the
// faces of the block's creation-time epoch, `gf verify` once passed it "labelled v1" and the badge said
// "Roll fully verified" with no label. The service's document states no v1 cut-off (a new operator's
// null: no v1 proof is accepted), and the block was created after the operator's commitment, so the
// badge reads "Roll NOT verified" and says why; the service's own roll reads as before, and a v2
// roll is labelled with its version.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { asciiBytes, concatBytes } from "../../src/dice/bytes.js";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { deriveFaces } from "../../src/dice/derive.js";
import { epochAt } from "../../src/dice/epoch.js";
import { MAGIC_V1, PROOF_PREFIX_V1 } from "../../src/dice/proof-v1.js";
import { proofText } from "../../src/dice/proof.js";
import { artifact } from "./support/browser.js";
import { serveSandbox, type ServedSandbox } from "./support/served-sandbox.js";

jest.setTimeout(120_000);
let s: ServedSandbox;
beforeAll(async () => { s = await serveSandbox("badge-v1", [], { dice: { proofVersion: 3 } }); }, 90_000);
afterAll(async () => { await s?.close(); });

const u = (n: number, bytes: number) => {
  const out = new Uint8Array(bytes);
  for (let k = bytes - 1; k >= 0; k--) { out[k] = n % 256; n = Math.floor(n / 256); }
  return out;
};

/** A gf-dice-v1 proof (docs/verifiable-dice.md §11) the operator signs for a block, its faces from the epoch's seed. */
function forgeV1(context: { forum: string; topic: number; post: number; block: number }, sizes: number[], at: number): { proof: string; dice: string } {
  const { keys } = s.operator();
  const epoch = epochAt(keys.schedule, at)!;
  const sorted = [...sizes].sort((a, b) => a - b);
  const head = concatBytes(asciiBytes(MAGIC_V1), u(context.forum.length, 1), asciiBytes(context.forum), u(context.topic, 8), u(context.post, 8),
    u(context.block, 2), u(epoch, 4), u(0, 1), u(sorted.length, 1), Uint8Array.from(sorted));
  const faces = deriveFaces(keys.seedFor(epoch)!, head, sorted, nodeCrypto);
  const message = concatBytes(head, Uint8Array.from(faces));
  return { proof: proofText(message, keys.signer.sign(message), PROOF_PREFIX_V1), dice: sorted.map((size, k) => `d${size}:${faces[k]}`).join(" ") };
}

describe("the badge refuses a v1 proof after the operator's cut-off, in Chromium (attack 6)", () => {
  it("a v1 roll card for a block created after the v2+ commitment reads NOT verified, with its reason", async () => {
    const site = await (await fetch(`${s.forumUrl}/gf-sandbox/api/site.json`)).json() as { categories: { id: number }[] };
    const pool = await s.post("alicia", { title: "Una bajada a la versión uno", category: site.categories[0]!.id, raw: "[gf-pool]\nd8 d6 d4\n[/gf-pool]" });
    await s.until("the service's roll", async () => {
      const body = await (await fetch(`${s.forumUrl}/gf-sandbox/api/t/${pool.topic_id}.json`)).json() as { posts: { username: string; raw: string }[] };
      return body.posts.find((p) => p.username === "gf-dice" && p.raw.includes("gf3."));
    });
    const context = { forum: new URL(s.forumUrl).host, topic: pool.topic_id, post: pool.id, block: 0 };
    const v1 = forgeV1(context, [8, 6, 4], Date.parse(pool.created_at));
    await s.post("gf-dice", { topic_id: pool.topic_id, raw: `[gf-roll post=${pool.id} block=0 proof=${v1.proof} v=1]\ndice: ${v1.dice}\nresult: 0\neffect: -\nbotches: 0\n[/gf-roll]` });

    await s.page.goto(`${s.forumUrl}/t/${pool.topic_id}`);
    await s.page.waitForFunction(() => {
      const cards = [...document.querySelectorAll(".gf-post [data-gf-block=roll]")];
      return cards.length >= 2 && cards.every((c) => c.getAttribute("data-gf-verified") && c.getAttribute("data-gf-verified") !== "checking");
    });
    const shown = await s.page.locator(".gf-post [data-gf-block=roll]").evaluateAll((els) => els.map((e) => ({
      status: e.getAttribute("data-gf-verified") ?? "",
      title: e.querySelector(".gf-verify-toggle")?.textContent ?? "",
      detail: e.querySelector(".gf-verify-detail")?.textContent ?? "",
    })));
    await s.page.screenshot({ path: artifact("badge", "v1-downgrade-en.png"), fullPage: true });
    const [service, downgraded] = shown;
    expect(service).toMatchObject({ status: "signed", detail: expect.stringContaining("Dated at the forum's own time for its block.") });
    expect(service!.detail).not.toContain("gf-dice-v");
    expect(downgraded).toEqual({ status: "failed", title: "Roll NOT verified",
      detail: "An old (v1) proof, which this dice service's commitment no longer accepts for a post of this date." });
    expect(s.errors).toEqual([]);
  });
});
