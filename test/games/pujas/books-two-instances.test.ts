// PJ-TOOL-12 on two service instances sharing one PostgreSQL database: the books in the opening post
// never go backwards. Seen in a 400-post soak (post 112): both instances wrote the same pending books
// updates, each from the row it had read, so one instance's older books landed after the other's newer
// ones; the restore check then found books that were not the service's, wrote them back and told the
// table a hand edit was undone: a second reply to a post nobody edited.
// Deterministic here: instance 1 applies ana's turn and is held at its read of the opening post (the
// sandbox forum holds that one GET), while instance 0 applies bruno's turn and writes both pending
// updates; then instance 1 goes on with the update it read before bruno's turn.
import { describe, expect, it } from "@jest/globals";
import { FLOWS } from "../../../src/games/server-games.js";
import { apiPost } from "../../../src/service/discourse/schemas.js";
import { holdNext, pairsOnOneCluster, until } from "../../service/two-instances.js";

const pairs = pairsOnOneCluster();

describe("the Pujas books on two instances sharing one PostgreSQL database", () => {
  it("PJ-TOOL-12, PJ-COIN-1: an instance's books update read before another post was applied never overwrites the newer books, and nobody is told of a hand edit", async () => {
    const p = await pairs.start(`pj_books_two_${Date.now()}`, { players: ["ana", "bruno", "carla"], moderator: "carla", flows: FLOWS, categoryGame: { "1": "pujas" } });
    p.only(0);
    const open = apiPost.parse(await p.api("ana", "POST", "/posts.json", { title: "The harbour game tonight", category: p.sb.category.id,
      raw: "Harbour game.\n\n[pj-table]\nplayers: ana, bruno, carla\nfirst: ana\n[/pj-table]" }));
    const books = () => p.sb.forum.posts.get(open.id)!.raw;
    await until("the first books are written", async () => books().includes("[pj-libro]"));
    await p.settle();
    expect(books()).toContain("monedero ana: 25\nmonedero bruno: 25\n");
    const notes = () => p.sb.forum.topicPosts(open.topic_id).filter((x) => x.raw.includes("PJ-TOOL-12"));

    // Instance 1 applies ana's turn and is held where it reads the opening post to write the books.
    const held = holdNext(p, new RegExp(`^GET /posts/${open.id}\\.json`));
    try {
      p.only(1);
      await p.api("ana", "POST", "/posts.json", { topic_id: open.topic_id, raw: "[pj-turn]\nstory element: the harbour never sleeps\n[/pj-turn]" });
      let reading = false;
      void held.arrived.then(() => { reading = true; });
      await until("instance 1 reads the opening post to write the books", () => reading);
      // Instance 0 applies bruno's turn and writes the books as they stand after it.
      p.only(0);
      await p.api("bruno", "POST", "/posts.json", { topic_id: open.topic_id, raw: "[pj-turn]\nstory element: the tide comes in at noon\n[/pj-turn]" });
      // (No settle here: the forum is not idle while it holds a request.)
      await until("instance 0 wrote the books after bruno's turn, and dropped the pending updates", async () =>
        books().includes("monedero bruno: 24") && (await p.instances[0].store.getFlow(open.topic_id))?.pendingSheets === 0);
      expect(books()).toContain("monedero ana: 24\nmonedero bruno: 24\n");
    } finally {
      held.release();
    }
    // Instance 1 goes on with what it read before bruno's turn.
    await until("instance 1's books writing is done", async () =>
      ((await p.instances[0].store.getFlow(open.topic_id))?.pendingSheets ?? 1) === 0 && p.sb.server.requests.some((r) => r.method === "GET" && r.path.startsWith(`/posts/${open.id}.json`)));
    await p.settle();
    expect(books()).toContain("monedero ana: 24\nmonedero bruno: 24\n");
    expect(notes().map((x) => x.raw)).toEqual([]);
    // And the books never went back, not even for a moment: every text the opening post had, in order,
    // holds no more coins in the purses than the text before it (these turns only spend).
    const purses = p.sb.forum.posts.get(open.id)!.revisions.flatMap((r) => r.modifications.raw ? [r.modifications.raw[1]] : [])
      .map((raw) => [...raw.matchAll(/^monedero \w+: (\d+)$/gm)].reduce((sum, m) => sum + Number(m[1]), 0));
    expect(purses).toEqual([...purses].sort((a, b) => b - a));
    expect(purses.at(-1)).toBe(73);
  }, 120_000);
});
