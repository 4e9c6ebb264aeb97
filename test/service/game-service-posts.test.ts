// The game service (GenreFuzzion's adapter) is handed only its categories' posts, as the topic-flow
// runner is: a post with its blocks in a category the service does not play never reaches it, nor
// does the service's own reply. The adapter is wrapped to record what it is handed.
import { afterAll, describe, expect, it } from "@jest/globals";
import { GAMES } from "../../src/games/registry.js";
import { FLOWS, GAME_SERVICE } from "../../src/games/flows.js";
import { startSandbox, type Sandbox } from "../../src/sandbox/sandbox.js";
import { apiPost } from "../../src/service/discourse/schemas.js";
import { memoryLog } from "../../src/service/log.js";
import { startService, type RunningService } from "../../src/service/service.js";
import { until } from "../support/until.js";
import { newDataDir, SECRET, serviceConfig } from "./harness.js";

let sandbox: Sandbox | undefined;
let service: RunningService | undefined;
afterAll(async () => { await service?.stop(); await sandbox?.close(); });

describe("the game service's posts", () => {
  it("GF-FORUM-3: only its categories' posts by players reach it, never another category's nor the service's own", async () => {
    sandbox = await startSandbox({ adminApiPerMinute: 10_000, retryUnitMs: 20, editingGracePeriodSec: 0 });
    const handed: { category: number | null; username: string }[] = [];
    const spy: typeof GAME_SERVICE = { ...GAME_SERVICE, start: (parts) => {
      const player = GAME_SERVICE.start(parts);
      return { sweep: player.sweep, play: async (ctx) => {
        handed.push({ category: ctx.payload.post.category_id ?? null, username: ctx.payload.post.username });
        await player.play(ctx);
      } };
    } };
    service = await startService(serviceConfig(sandbox, newDataDir()), { log: memoryLog(), games: GAMES, flows: FLOWS, gameService: spy });
    sandbox.webhooks.add({ url: `${service.url}/webhooks/discourse`, secret: SECRET, events: ["post_created", "post_edited"] });
    const general = [...sandbox.forum.categories.values()].find((c) => c.id !== sandbox!.category.id)!;
    const post = async (category: number) => apiPost.parse(await (await fetch(`${sandbox!.url}/posts.json`, { method: "POST",
      headers: { "Api-Key": sandbox!.apiKey, "Api-Username": "alicia", "Content-Type": "application/json" },
      body: JSON.stringify({ title: `Tirada ${category}`, category, raw: "[gf-pool]\nd8 d6 d4\n[/gf-pool]" }) })).json());
    await post(general.id);
    const ours = await post(sandbox.category.id);
    // The pool in the game's category is rolled and answered: the reply comes back as a post too.
    await until("the pool's roll is answered", () => sandbox!.forum.topicPosts(ours.topic_id).some((p) => p.userId === sandbox!.forum.userByName("gf-dice")!.id));
    await sandbox.webhooks.idle();
    expect(handed).toEqual([{ category: sandbox.category.id, username: "alicia" }]);
  }, 60_000);
});
