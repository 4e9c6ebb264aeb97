// PJ-TOOL-12: only the service's books are the books. The table's opener edits her opening post and
// writes purses of her own into the [pj-ledger] (99 for her, 0 for bruno), or deletes the block: the
// service writes the books back as they stand and says so, once per edit. Her edit of the post's own
// words stands, and so do the service's own writes of the books. Before, the hand-written purses stood
// until the next coin-moving post (ledgerMatches existed, nothing called it).
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { harness, type Harness } from "../../service/harness.js";

let h: Harness;
let opening = { id: 0, topic: 0, number: 0 };
const raw = () => h.sandbox.forum.posts.get(opening.id)!.raw;
const notes = () => h.replies(opening.topic).filter((r) => r.replyTo === opening.number && r.raw.includes("PJ-TOOL-12")).map((r) => r.raw);

beforeAll(async () => {
  h = await harness({ seed: "pujas-books-restored", sandbox: { players: ["ana", "bruno", "carla"] }, config: { categoryGame: { "1": "pujas" }, lang: "en" } });
  const p = await h.post("ana", "Harbour game.\n\n[pj-table]\nplayers: ana, bruno, carla\nfirst: ana\n[/pj-table]");
  opening = { id: p.id, topic: p.topic_id, number: p.post_number };
  await h.settle();
}, 60_000);
afterAll(async () => { await h.close(); });

describe("the books in the opening post (PJ-TOOL-12)", () => {
  it("a hand edit of the purses is written back as the books stand, and the table is told", async () => {
    const books = raw();
    expect(books).toContain("purse ana: 25\npurse bruno: 25\n");
    await h.edit("ana", opening.id, books.replace("purse ana: 25", "purse ana: 99").replace("purse bruno: 25", "purse bruno: 0"));
    await h.settle();
    expect(raw()).toBe(books);
    expect(notes()).toEqual([expect.stringContaining("the hand edit of [pj-ledger] was undone")]);
  });

  it("so is the block deleted; an edit of the post's own words stands, with no note", async () => {
    const books = raw();
    await h.edit("ana", opening.id, books.replace(/\n\n\[pj-ledger\][\s\S]*\[\/pj-ledger\]/, ""));
    await h.settle();
    expect(raw()).toBe(books);
    expect(notes()).toHaveLength(2);
    await h.edit("ana", opening.id, books.replace("Harbour game.", "Harbour game, take two."));
    await h.settle();
    expect(raw()).toBe(books.replace("Harbour game.", "Harbour game, take two."));
    expect(notes()).toHaveLength(2);
  });

  it("the service's own writes of the books are no hand edits: a coin-moving post rewrites them and nobody is told", async () => {
    const p = await h.post("ana", "[pj-turn]\nstory element: the harbour never sleeps\n[/pj-turn]", opening.topic);
    await h.settle();
    expect(h.replies(opening.topic).filter((r) => r.replyTo === p.post_number)).toHaveLength(1);
    expect(raw()).toContain("purse ana: 24");
    expect(notes()).toHaveLength(2);
  });
});
