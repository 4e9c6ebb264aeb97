// PJ-BID-2: the seal committed first is what counts. A player who edits their sealed-bid post after the
// service took it changes neither their bid nor what the thread says was sealed: the service's reply to
// the seal states the seal it recorded, the author is told their move stands as first posted, a reveal
// of the first seal is the one the books take, and a reveal of the edited seal is refused.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { nodeCrypto } from "../../../src/dice/crypto-node.js";
import { commitmentOf } from "../../../src/games/pujas/bids/index.js";
import { pujasTableOf, readPujasTopic } from "../../../src/games/pujas/flow/index.js";
import { readFlowRow } from "../../../src/service/flows/index.js";
import { harness, type Harness } from "../../service/harness.js";
import { ruleLink } from "../../support/rule-link.js";

const NONCE: Record<string, string> = { ana: "a1".repeat(32), bruno: "b2".repeat(32), carla: "c3".repeat(32), forged: "f4".repeat(32) };
let h: Harness;
let topicId = 0;

async function say(username: string, raw: string): Promise<{ id: number; postNumber: number; replies: string[] }> {
  const post = await h.post(username, raw, topicId || undefined);
  if (!topicId) topicId = post.topic_id;
  await h.settle();
  return { id: post.id, postNumber: post.post_number, replies: h.replies(topicId).filter((r) => r.replyTo === post.post_number).map((r) => r.raw) };
}
const repliesTo = (postNumber: number) => h.replies(topicId).filter((r) => r.replyTo === postNumber).map((r) => r.raw);

const turn = (...lines: string[]) => `[pj-turn]\n${lines.join("\n")}\n[/pj-turn]`;
const sealOf = (p: string, bid: number, nonce = NONCE[p]!) => commitmentOf({ table: `topic-${topicId}`, auction: "scene-1", player: p, bid, nonce }, nodeCrypto);
const seal = (p: string, bid: number, nonce?: string) => `[pj-bid auction=scene-1]\nseal: ${sealOf(p, bid, nonce)}\n[/pj-bid]`;
const reveal = (p: string, bid: number, nonce = NONCE[p]!) => `[pj-bid auction=scene-1]\nbid: ${bid}\nsecret: ${nonce}\n[/pj-bid]`;

async function game() {
  const row = readFlowRow((await h.service.store.getFlow(topicId))!.state);
  if (!row.ok) throw new Error(row.error.code);
  const r = readPujasTopic(row.value.record);
  if (!r.ok) throw new Error(r.error.code);
  return { record: r.value, table: pujasTableOf(r.value) };
}

beforeAll(async () => {
  h = await harness({ seed: "pujas-sealed-edit", sandbox: { players: ["ana", "bruno", "carla"] }, config: { categoryGame: { "1": "pujas" }, lang: "en" } });
}, 60_000);
afterAll(async () => { await h.close(); });

describe("a sealed bid edited after sealing (PJ-BID-2)", () => {
  it("PJ-BID-2: the seal's reply states the seal recorded; an edit of the seal is told the move stands and changes nothing", async () => {
    await say("ana", "[pj-table]\nplayers: ana, bruno, carla\nfirst: ana\n[/pj-table]");
    await say("ana", turn("story element: the harbour never sleeps"));
    await say("bruno", turn("pass"));
    await say("carla", turn("pass"));
    const sealed = await say("ana", seal("ana", 1));
    expect(sealed.replies).toHaveLength(1);
    expect(sealed.replies[0]).toContain(`- Sealed bid of ana for scene 1: \`${sealOf("ana", 1)}\` (${ruleLink("PJ-BID-2", "en")})`);
    // ana sees the others' posts, thinks better of her bid and edits her seal to a bid of 20.
    await h.edit("ana", sealed.id, seal("ana", 20, NONCE["forged"]));
    await h.settle();
    const after = repliesTo(sealed.postNumber);
    expect(after).toHaveLength(2);
    expect(after[1]).toMatch(/^@ana, you edited your post after it was applied\. Your move stands as you first posted it/);
    expect((await game()).record.auction!.commitments["ana"]).toBe(sealOf("ana", 1));
  });

  it("PJ-BID-2: the reveal of the edited seal is refused; the reveal of the first seal is the bid the books take, and its reply states it", async () => {
    await say("bruno", seal("bruno", 2));
    await say("carla", seal("carla", 0));
    const forged = await say("ana", reveal("ana", 20, NONCE["forged"]));
    expect(forged.replies).toHaveLength(1);
    expect(forged.replies[0]).toContain("ana&#39;s bid and secret do not match their sealed bid");
    const honest = await say("ana", reveal("ana", 1));
    expect(honest.replies[0]).toContain(`- Revealed bid of ana for scene 1: 1 · secret \`${NONCE["ana"]}\` (${ruleLink("PJ-BID-2", "en")})`);
    await say("bruno", reveal("bruno", 2));
    await say("carla", reveal("carla", 0));
    // bruno's 2 beats ana's 1: the edit to 20 changed nothing.
    const { table } = await game();
    expect(table.game.scene).toMatchObject({ narrator: "bruno", table: 2 });
    expect(table.game.purses).toMatchObject({ ana: 24, bruno: 23, carla: 25 });
  });
});
