// The roll badge refuses the operator's attacks on gf-dice-v3 in a real headless Chromium, against
// the real service (`gf serve --sandbox` in a child process, `dice.proofVersion: 3`) and its sandbox
// forum (docs/verifiable-dice.md §V). The operator holds its keys (its data dir) and posts, as the
// service's account, roll cards it signed itself:
//   - attack 1: the player's block dated 58 s after the forum's time (the signer picking the time,
//     and with it the epoch and the round): "Roll NOT verified", the card says the signer chose the time;
//   - attack 5: "d4 d4 d4" signed for the "d12 d12 d12" post: the badge compares the proof with the
//     pool post's own block, not with the roll card that carries it;
//   - attack 7: a signature whose R has a torsion component, which @noble's cofactored verify
//     accepted: NOT verified on Chromium's WebCrypto path, as on node and noble;
// while the service's own roll reads "Signed roll … Dated at the forum's own time for its block".
// (gf verify and gf audit refuse the same attacks: test/attack/dice-v3-attacks.test.ts.)
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { decodeProof, proofText, PROOF_PREFIX_V3 } from "../../src/dice/proof.js";
import { FIRST_LINK, rollPool } from "../../src/dice/roll.js";
import { mixedOrderSignature } from "../dice/vector-operator.js";
import { artifact } from "./support/browser.js";
import { serveSandbox, type ServedSandbox } from "./support/served-sandbox.js";

jest.setTimeout(120_000);
let s: ServedSandbox;
beforeAll(async () => { s = await serveSandbox("badge-v3", [], { dice: { proofVersion: 3 } }); }, 90_000);
afterAll(async () => { await s?.close(); });

const rollRaw = (postId: number, proof: string, dice: string) =>
  `[gf-roll post=${postId} block=0 proof=${proof} v=1]\ndice: ${dice}\nresult: 0\neffect: -\nbotches: 0\n[/gf-roll]`;

async function badges(): Promise<{ status: string; title: string; detail: string }[]> {
  await s.page.waitForFunction(() => {
    const cards = [...document.querySelectorAll(".gf-post [data-gf-block=roll]")];
    return cards.length >= 4 && cards.every((c) => c.querySelector(".gf-verify") && c.getAttribute("data-gf-verified") !== "checking");
  });
  return s.page.locator(".gf-post [data-gf-block=roll]").evaluateAll((els) => els.map((e) => ({
    status: e.getAttribute("data-gf-verified") ?? "",
    title: e.querySelector(".gf-verify-toggle")?.textContent ?? "",
    detail: e.querySelector(".gf-verify-detail")?.textContent ?? "",
  })));
}

describe("the badge refuses the operator's v3 attacks, in Chromium", () => {
  it("the service's roll is dated at the forum's time; a re-dated roll and a mixed-order signature read NOT verified", async () => {
    const site = await (await fetch(`${s.forumUrl}/gf-sandbox/api/site.json`)).json() as { categories: { id: number }[] };
    const pool = await s.post("alicia", { title: "Insignias de la versión 3", category: site.categories[0]!.id, raw: "[gf-pool]\nd12 d12 d12\n[/gf-pool]" });
    const reply = await s.until("the service's roll", async () => {
      const body = await (await fetch(`${s.forumUrl}/gf-sandbox/api/t/${pool.topic_id}.json`)).json() as { posts: { username: string; raw: string }[] };
      return body.posts.find((p) => p.username === "gf-dice" && p.raw.includes("gf3."));
    });
    const genuine = /gf3\.[A-Za-z0-9_-]+/.exec(reply.raw)![0];
    const decoded = decodeProof(genuine);
    if (!decoded.ok || decoded.value.record.version !== 3) throw new Error("no v3 proof");
    expect(decoded.value.record.time).toBe(Date.parse(pool.created_at));

    const { keys, secret } = s.operator();
    const context = { forum: new URL(s.forumUrl).host, topic: pool.topic_id, post: pool.id, block: 0 };
    // Attack 1: the same block, signed 58 s after the forum's time, its faces honestly derived for that time.
    const late = rollPool({ context, sizes: [12, 12, 12], at: Date.parse(pool.created_at) + 58_000, postVersion: 1 }, FIRST_LINK, keys, nodeCrypto);
    if (!late.ok) throw new Error(late.error.code);
    const dice = (d: { size: number; face: number }[]) => d.map((x) => `d${x.size}:${x.face}`).join(" ");
    await s.post("gf-dice", { topic_id: pool.topic_id, raw: rollRaw(pool.id, late.value.proof, dice(late.value.dice)) });
    // Attack 7: the genuine record, signed with a nonce point that carries a torsion component.
    const mixed = proofText(decoded.value.message, mixedOrderSignature(decoded.value.message, 7, secret), PROOF_PREFIX_V3);
    await s.post("gf-dice", { topic_id: pool.topic_id, raw: rollRaw(pool.id, mixed, dice(decoded.value.record.sizes.map((size, k) => ({ size, face: decoded.value.record.faces[k]! })))) });

    // Attack 5: d4 d4 d4 signed for the d12 d12 d12 post, dated right; the card shows what the proof says.
    const small = rollPool({ context, sizes: [4, 4, 4], at: Date.parse(pool.created_at), postVersion: 1 }, FIRST_LINK, keys, nodeCrypto);
    if (!small.ok) throw new Error(small.error.code);
    await s.post("gf-dice", { topic_id: pool.topic_id, raw: rollRaw(pool.id, small.value.proof, dice(small.value.dice)) });

    await s.page.goto(`${s.forumUrl}/t/${pool.topic_id}`);
    const shown = await badges();
    await s.page.screenshot({ path: artifact("badge", "v3-attacks-en.png"), fullPage: true });
    const [honest, redated, mixedOrder, otherPool] = shown;
    expect(honest).toMatchObject({ status: "signed", detail: expect.stringContaining("Dated at the forum's own time for its block.") });
    expect(redated).toMatchObject({ status: "failed", title: "Roll NOT verified",
      detail: "The roll is not dated at the forum's own time for its block: whoever signed it chose the time, and with it the dice." });
    expect(mixedOrder).toMatchObject({ status: "failed", title: "Roll NOT verified", detail: "The signature does not match the forum's public key." });
    expect(otherPool).toMatchObject({ status: "failed", title: "Roll NOT verified", detail: "The proof rolled another pool." });
    expect(s.errors).toEqual([]);
  });
});
