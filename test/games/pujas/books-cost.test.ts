// What a Pujas table costs the forum: each coin-moving post's books are written with a read of the
// opening post and one PUT, no more; the post's revisions are read only when an earlier try of the same
// write may have landed (a retry). Before, every first write read up to 12 revisions too (rewrite-post.ts
// landed()), ~13 requests a move out of the per-minute budget every game's replies share.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { harness, type Harness } from "../../service/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await harness({ seed: "pujas-books-cost", sandbox: { players: ["ana", "bruno", "carla"] }, config: { categoryGame: { "1": "pujas" }, lang: "en" } });
}, 60_000);
afterAll(async () => { await h.close(); });

describe("the books' writes", () => {
  it("cost a read and a PUT of the opening post per coin-moving post, and no revision reads", async () => {
    const open = await h.post("ana", "[pj-table]\nplayers: ana, bruno, carla\nfirst: ana\n[/pj-table]");
    await h.settle();
    const opening = `/posts/${open.id}`;
    const before = h.sandbox.server.requests.length;
    // The Tenet lap: each Tenet moves a coin, so each rewrites the books.
    for (let i = 0; i < 3; i++) {
      await h.post(["ana", "bruno", "carla"][i % 3]!, `[pj-turn]\nstory element: rule ${i}\n[/pj-turn]`, open.topic_id);
      await h.settle();
    }
    const after = h.sandbox.server.requests.slice(before);
    expect(h.sandbox.forum.posts.get(open.id)!.raw).toMatch(/purse ana: 24\npurse bruno: 24\npurse carla: 24\n/);
    expect(after.filter((r) => r.path.startsWith(`${opening}/revisions`))).toEqual([]);
    const writes = after.filter((r) => r.method === "PUT" && r.path === `${opening}.json`).length;
    const reads = after.filter((r) => r.method === "GET" && r.path === `${opening}.json`).length;
    expect(writes).toBeGreaterThanOrEqual(3);
    expect(reads).toBeLessThanOrEqual(writes + 1);
  });
});
