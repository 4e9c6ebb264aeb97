// Two instances on one PostgreSQL database, twelve pools posted at once in one topic and every webhook
// delivered to both at once (24 deliveries): each delivery is answered 200 and each pool once, by the
// webhooks alone (no reconciler). An instance plays one topic's posts one at a time, and a commit that
// finds the topic moved by the other instance looks again after a jittered pause. Before, 23 of 24
// deliveries failed 500 ("kept moving under concurrent commits") and the reconciler answered the pools
// a minute later.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { startPgCluster, type PgCluster } from "./pg-cluster.js";
import { pair, type Pair } from "./two-instances.js";

let cluster: PgCluster | undefined;
let p: Pair | undefined;
beforeAll(async () => { cluster = await startPgCluster(); }, 90_000);
afterAll(async () => { await p?.stop(); cluster?.stop(); });

describe("one topic's posts under two instances", () => {
  it("twelve simultaneous pools in one topic, each delivered to both instances at once: 24 answers 200, one reply per pool", async () => {
    p = await pair(cluster!, "gf_topic_contention", { players: ["alicia", "bruno", "carla"], moderator: "moderadora" });
    const pp = p;
    pp.sb.webhooks.hooks.splice(0); // the test delivers each event itself, to both at once
    const topic = pp.sb.forum.createTopic(pp.sb.forum.userByName("moderadora")!, "Escena", "Empieza", pp.sb.category.id);
    const posts: number[] = [];
    for (let i = 0; i < 12; i++) {
      posts.push(pp.sb.forum.createReply(pp.sb.forum.userByName(["alicia", "bruno", "carla"][i % 3]!)!, topic.topicId, `[gf-pool]\nd8 d6 d${4 + 2 * (i % 5)}\n[/gf-pool]`, null)!.id);
    }
    const statuses = await Promise.all(posts.flatMap((id) => [pp.deliver(0, id, "post_created"), pp.deliver(1, id, "post_created")]));
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    await pp.settle();
    expect(posts.map((id) => pp.repliesTo(id).length)).toEqual(posts.map(() => 1));
  }, 120_000);
});
