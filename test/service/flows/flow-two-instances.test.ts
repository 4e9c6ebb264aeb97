// The topic-flow runner (Tricube here; Facetas and Pujas go through the same runner) on two instances
// sharing one PostgreSQL database: a post is answered once even when one instance's sheet registry has
// not read a sheet the other stored. As for GenreFuzzion's scenes (game/scene-two-instances.test.ts):
// an instance about to refuse reads the store's sheets and steps the post again, and a post's text
// (version and raw) has one outcome in the store, so the other instance finding it judged answers nothing.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { FLOWS } from "../../../src/games/server-games.js";
import { apiPost } from "../../../src/service/discourse/schemas.js";
import { SECRET } from "../harness.js";
import { startPgCluster, type PgCluster } from "../pg-cluster.js";
import { pair as startPair, postWhileSheetStored, sheet, type Pair } from "../two-instances.js";
import { ENANO, MAGA } from "../../games/tricube/service-table.js";

let cluster: PgCluster | undefined;
const pairs: Pair[] = [];
beforeAll(async () => { cluster = await startPgCluster(); }, 90_000);
afterAll(async () => {
  for (const p of pairs) await p.stop();
  cluster?.stop();
});

async function pair(name: string): Promise<Pair> {
  const p = await startPair(cluster!, name, { players: ["ana", "bruno", "dj"], moderator: "dj", flows: FLOWS, categoryGame: { "1": "tricube" } });
  pairs.push(p);
  return p;
}

const CHALLENGE = "[tt-desafio id=puerta]\nquién: Maga, Enano\ncualidad: fuerte\ndificultad: 5\nesfuerzo: 3\n[/tt-desafio]";
const REFUSED = /no puedo aplicar/;

describe("a topic flow's post on two instances sharing one PostgreSQL database", () => {
  it("TT-SETUP-2: an instance whose registry missed a sheet stored meanwhile reads the store before refusing; the post is applied and answered once", async () => {
    const p = await pair(`gf_flow_two_a_${Date.now()}`);
    p.only(0);
    await sheet(p, "bruno", ENANO, true);
    const maga = await sheet(p, "ana", MAGA, false);
    await p.settle();
    // Instance 1 gets the challenge and is held where it reads the topic's flow row, while Maga's post
    // becomes a sheet through instance 0.
    const challenge = await postWhileSheetStored(p, "topic_flows", { postId: maga, character: "Maga", owner: "ana" }, async () =>
      apiPost.parse(await p.api("dj", "POST", "/posts.json", { title: "La puerta del sótano", raw: CHALLENGE, category: p.sb.category.id })).id);
    expect(challenge.lateDelivery).toBe(200);
    const replies = p.repliesTo(challenge.id);
    expect(replies).toHaveLength(1);
    expect(replies[0]).not.toMatch(REFUSED);
  }, 120_000);

  it("TT-SETUP-2: a refusal recorded for a post's text is its only answer on the other instance; the author's fix inside the grace period is applied once", async () => {
    const p = await pair(`gf_flow_two_b_${Date.now()}`);
    p.only(0);
    await sheet(p, "bruno", ENANO, true);
    const maga = await sheet(p, "ana", MAGA, false);
    await p.settle();
    p.only(1);
    const challenge = apiPost.parse(await p.api("dj", "POST", "/posts.json", { title: "La puerta del desván", raw: CHALLENGE, category: p.sb.category.id }));
    await p.settle();
    expect(p.repliesTo(challenge.id)).toHaveLength(1);
    expect(p.repliesTo(challenge.id)[0]).toMatch(REFUSED);
    p.only(0);
    await p.api("moderadora", "PUT", `/posts/${maga}/wiki`, { wiki: true });
    await p.settle();
    expect(await p.deliver(0, challenge.id, "post_created")).toBe(200);
    await p.settle();
    expect(p.repliesTo(challenge.id)).toHaveLength(1);
    // The GM's fix inside the grace period: same version, new text; both instances get it, one answer.
    p.sb.webhooks.add({ url: p.hooks[1], secret: SECRET, events: ["post_created", "post_edited"] });
    await p.api("dj", "PUT", `/posts/${challenge.id}.json`, { post: { raw: `${CHALLENGE}\n\nAhora sí.` } });
    await p.settle();
    expect(p.sb.forum.posts.get(challenge.id)!.version).toBe(1);
    const replies = p.repliesTo(challenge.id);
    expect(replies).toHaveLength(2);
    expect(replies[1]).not.toMatch(REFUSED);
  }, 120_000);
});
