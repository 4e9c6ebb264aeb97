// An edited post's roll reads true (docs/verifiable-dice.md §V.1, §V.5), in a real headless Chromium
// against the real service (`gf serve --sandbox`, gf-dice-v3) and its sandbox forum, which keeps
// Discourse's versions: an edit with a reason is a revision, an author's edit inside the grace
// period folds into the current version (lib/post_revisor.rb, src/sandbox/forum.ts).
//   - A pool rolled as d8 d6 d4, then edited to four dice: the pool card is marked as rolled, with
//     the pool the service rolled, and says the roll stands; the roll's badge is not moved by the edit.
//   - A block added by edit 3 is rolled at revision 3's time; a later edit of other words (version
//     4) leaves its badge dated at the forum's own time for its block, as the page reads revision 3
//     itself, not the post's last edit.
//   - A block edited in within the grace period (no revision, so no time of its own) is not rolled,
//     and the thread says why.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { decodeProof } from "../../src/dice/proof.js";
import { artifact } from "./support/browser.js";
import { serveSandbox, type ServedSandbox } from "./support/served-sandbox.js";

jest.setTimeout(180_000);
let s: ServedSandbox;
beforeAll(async () => { s = await serveSandbox("badge-edited", [], { dice: { proofVersion: 3 } }); }, 90_000);
afterAll(async () => { await s?.close(); });

interface ApiPost { id: number; username: string; raw: string; version: number; post_number: number }
const topicPosts = async (topicId: number) =>
  ((await (await fetch(`${s.forumUrl}/gf-sandbox/api/t/${topicId}.json`)).json()) as { posts: ApiPost[] }).posts;

async function edit(postId: number, raw: string, editReason?: string): Promise<void> {
  const r = await fetch(`${s.forumUrl}/posts/${postId}.json`, { method: "PUT",
    headers: { "Api-Key": s.apiKey, "Api-Username": "alicia", "Content-Type": "application/json" },
    body: JSON.stringify({ post: { raw, ...(editReason ? { edit_reason: editReason } : {}) } }) });
  if (r.status !== 200) throw new Error(`edit: ${r.status} ${await r.text()}`);
}

/** The service's roll of block `block` of post `postId`, once it is in the thread. */
const rollOf = (topicId: number, postId: number, block: number) => s.until(`the roll of block ${block}`, async () =>
  (await topicPosts(topicId)).find((p) => p.username === "gf-dice" && new RegExp(`post=${postId} (?:block|bloque)=${block} `).test(p.raw) && /gf3\./.test(p.raw)));

const pool = (dice: string) => `[gf-pool]\n${dice}\n[/gf-pool]`;

describe("an edited post's roll reads true, in Chromium", () => {
  it("marks the pool card as rolled, dates each roll at its block's own revision, and refuses a block edited in within the grace period", async () => {
    const site = await (await fetch(`${s.forumUrl}/gf-sandbox/api/site.json`)).json() as { categories: { id: number }[] };
    const posted = await s.post("alicia", { title: "Una reserva editada", category: site.categories[0]!.id, raw: pool("d8 d6 d4") });
    const first = await rollOf(posted.topic_id, posted.id, 0);

    // Edit 2: a fourth die in the rolled pool (with a reason, so a revision): the roll stands.
    await edit(posted.id, pool("d8 d6 d4 d4"), "one more die");
    // Edit 3: a second pool, rolled at revision 3's time.
    await edit(posted.id, `${pool("d8 d6 d4 d4")}\n\n${pool("d10 d10")}`, "a second pool");
    const second = await rollOf(posted.topic_id, posted.id, 1);
    const proof = decodeProof(/gf3\.[A-Za-z0-9_-]+/.exec(second.raw)![0]);
    if (!proof.ok || proof.value.record.version !== 3) throw new Error("no v3 proof");
    expect(proof.value.record.postVersion).toBe(3);
    const revision3 = await (await fetch(`${s.forumUrl}/posts/${posted.id}/revisions/3.json`)).json() as { created_at: string };
    expect(proof.value.record.time).toBe(Date.parse(revision3.created_at));
    // Edit 4: other words only, later.
    await edit(posted.id, `Two pools.\n\n${pool("d8 d6 d4 d4")}\n\n${pool("d10 d10")}`, "words");
    // Inside the grace period, no reason: folded into version 4, so this third pool has no time of its own.
    await edit(posted.id, `Two pools.\n\n${pool("d8 d6 d4 d4")}\n\n${pool("d10 d10")}\n\n${pool("d12")}`);
    const refused = await s.until("the word on the undated block", async () =>
      (await topicPosts(posted.topic_id)).find((p) => p.username === "gf-dice" && p.raw.includes("grace period"))).catch(async (e) => { throw new Error(`${JSON.stringify((await topicPosts(posted.topic_id)).map((p) => [p.username, p.version, p.raw.slice(0, 300)]))}\n${String(e).slice(0, 200)}`); });
    // The table's category plays in Spanish: the service answers in its language.
    // The sandbox started under an English locale plays its tables in English (gf serve --sandbox).
    expect(refused.raw).toContain("@alicia, I did not roll the dice of this post: it was changed (lines added or removed)");
    expect((await topicPosts(posted.topic_id)).find((p) => p.id === posted.id)?.version).toBe(4);
    expect((await topicPosts(posted.topic_id)).some((p) => p.username === "gf-dice" && new RegExp(`post=${posted.id} (?:block|bloque)=2 `).test(p.raw))).toBe(false);

    await s.page.goto(`${s.forumUrl}/t/${posted.topic_id}`);
    await s.page.waitForFunction(() => {
      const rolls = [...document.querySelectorAll(".gf-post [data-gf-block=roll]")];
      return rolls.length >= 2 && rolls.every((c) => c.getAttribute("data-gf-verified") && c.getAttribute("data-gf-verified") !== "checking");
    });
    await s.page.screenshot({ path: artifact("badge", "edited-post-en.png"), fullPage: true });
    const pools = await s.page.locator(`.gf-post[data-post-id="${posted.id}"] [data-gf-block=pool]`).evaluateAll((els) =>
      els.map((e) => ({ rolled: e.getAttribute("data-gf-rolled"), changed: e.hasAttribute("data-gf-pool-changed"), note: e.querySelector(".gf-pool-rolled")?.textContent ?? "" })));
    const firstNumber = (await topicPosts(posted.topic_id)).find((p) => p.id === (first as ApiPost).id)!.post_number;
    expect(pools.slice(0, 3)).toEqual([
      { rolled: "d4 d6 d8", changed: true, note: `Rolled in #${firstNumber}: d4 d6 d8. The post was edited after the roll: the roll stands, with the pool it rolled.` },
      { rolled: "d10 d10", changed: false, note: expect.stringMatching(/^Rolled in #\d+: d10 d10\.$/) },
      { rolled: null, changed: false, note: "" },
    ]);
    const badges = await s.page.locator(".gf-post [data-gf-block=roll]").evaluateAll((els) => els.map((e) => ({
      status: e.getAttribute("data-gf-verified"), detail: e.querySelector(".gf-verify-detail")?.textContent ?? "" })));
    expect(badges).toHaveLength(2);
    for (const b of badges) {
      expect(b.status).toBe("signed");
      expect(b.detail).toContain("Dated at the forum's own time for its block.");
      expect(b.detail).not.toMatch(/before the forum's time|clock skew/);
    }
    expect(s.errors).toEqual([]);
  });
});
