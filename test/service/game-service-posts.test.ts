// The game services (GenreFuzzion's adapter, and any other game whose thread flow is its own code) are
// handed only their own categories' posts, as the topic-flow runner is: a post with blocks in a category
// another game plays, or one the service does not play, never reaches them, nor does the service's own
// reply; each sweeps, and each sees the sheet registry as its game (its lookups give its own sheets).
// GenreFuzzion's adapter is wrapped to record what it is handed; the second game service is a recorder.
import { afterAll, describe, expect, it } from "@jest/globals";
import { GAMES } from "../../src/games/games.js";
import { FLOWS, GAME_SERVICES } from "../../src/games/server-games.js";
import { startSandbox, type Sandbox } from "../../src/sandbox/sandbox.js";
import { apiPost } from "../../src/service/discourse/schemas.js";
import type { GameService } from "../../src/service/game-service.js";
import { memoryLog } from "../../src/service/log.js";
import { startService, type RunningService } from "../../src/service/service.js";
import { NO_SHEET, VIEW_ONLY, type PointsEdit, type SheetModel, type SheetRegistry, type SheetView } from "../../src/service/sheets/index.js";
import { err, gfError, ok } from "../../src/lib/result.js";
import { until } from "../support/until.js";
import { PLUGIN_README_POSTING } from "../../src/sandbox/post-validator.js";
import { newDataDir, SECRET, serviceConfig } from "./harness.js";

let sandbox: Sandbox | undefined;
let service: RunningService | undefined;
afterAll(async () => { await service?.stop(); await sandbox?.close(); });

describe("the game services' posts", () => {
  it("GF-FORUM-3: each game service gets only its categories' posts by players, never another game's category's nor the service's own", async () => {
    sandbox = await startSandbox({ adminApiPerMinute: 10_000, retryUnitMs: 20, editingGracePeriodSec: 0,
      // A forum set up per plugin/README.md: the same pool at two tables within minutes is a move Discourse's default would refuse.
      posting: PLUGIN_README_POSTING });
    const GF = GAME_SERVICES.find((s) => s.game === "genrefuzzion")!;
    const handed: { game: string; category: number | null; username: string }[] = [];
    const swept: string[] = [];
    const homes: { game: string; home: string }[] = [];
    const spy: typeof GF = { ...GF, start: (parts) => {
      gfRegistry = parts.registry;
      homes.push({ game: GF.game, home: `${parts.registry.homeGame} ${parts.registry.model.game}` });
      const player = GF.start(parts);
      return { sweep: async (...args) => { swept.push(GF.game); await player.sweep(...args); }, play: async (ctx) => {
        handed.push({ game: GF.game, category: ctx.payload.post.category_id ?? null, username: ctx.payload.post.username });
        await player.play(ctx);
      } };
    } };
    // A second game played by its own code: Tricube's id, with no topic flow given for it.
    // Its sheets, read with its own model: a [tt-sheet]'s name and player lines.
    const line = (raw: string, key: string) => new RegExp(`^${key}: *(.+)$`, "m").exec(raw)?.[1]?.trim();
    const sheets: SheetModel<SheetView, PointsEdit> = { ...VIEW_ONLY, game: "tricube", tag: "tt-sheet",
      read: (raw) => (raw.includes("[tt-sheet]") ? ok({ lang: "en", name: line(raw, "name"), player: line(raw, "player") }) : err(gfError(NO_SHEET))) };
    let secondRegistry: SheetRegistry<SheetView, PointsEdit> | undefined;
    let gfRegistry: SheetRegistry<SheetView, PointsEdit> | undefined;
    const second: GameService<any, any> = { game: "tricube", sheets, start: (parts) => {
      secondRegistry = parts.registry;
      homes.push({ game: "tricube", home: `${parts.registry.homeGame} ${parts.registry.model.game}` });
      return { sweep: async () => { swept.push("tricube"); }, play: async (ctx) => {
        handed.push({ game: "tricube", category: ctx.payload.post.category_id ?? null, username: ctx.payload.post.username });
      } };
    } };
    const other = sandbox.forum.addCategory("Tricube");
    const third = [...sandbox.forum.categories.values()].find((c) => c.id !== sandbox!.category.id && c.id !== other.id)!;
    const { tricube: _, ...flows } = FLOWS;
    service = await startService(serviceConfig(sandbox, newDataDir(), {
      categories: [sandbox.category.id, other.id], categoryGame: { [String(other.id)]: "tricube" },
    }), { log: memoryLog(), games: GAMES, flows, gameServices: [spy, second] });
    sandbox.webhooks.add({ url: `${service.url}/webhooks/discourse`, secret: SECRET, events: ["post_created", "post_edited"] });
    const post = async (category: number, raw: string) => apiPost.parse(await (await fetch(`${sandbox!.url}/posts.json`, { method: "POST",
      headers: { "Api-Key": sandbox!.apiKey, "Api-Username": "alicia", "Content-Type": "application/json" },
      body: JSON.stringify({ title: `Tirada de prueba ${category} ${raw.length}`, category, raw }) })).json());
    await post(third.id, "[gf-pool]\nd8 d6 d4\n[/gf-pool]");
    await post(other.id, "[tt-challenge]\nwho: Ana\nquality: agile\ndifficulty: 4\n[/tt-challenge]");
    const ours = await post(sandbox.category.id, "[gf-pool]\nd8 d6 d4\n[/gf-pool]");
    // The pool in GenreFuzzion's category is rolled and answered: the reply comes back as a post too.
    await until("the pool's roll is answered", () => sandbox!.forum.topicPosts(ours.topic_id).some((p) => p.userId === sandbox!.forum.userByName("gf-dice")!.id));
    await sandbox.webhooks.idle();
    expect(handed).toEqual(expect.arrayContaining([
      { game: "tricube", category: other.id, username: "alicia" },
      { game: "genrefuzzion", category: sandbox.category.id, username: "alicia" },
    ]));
    expect(handed).toHaveLength(2);
    // Each runs its sweep, and sees the registry as its own game: its lookups and its model are its own.
    await service.sweep();
    expect([...new Set(swept)].sort()).toEqual(["genrefuzzion", "tricube"]);
    expect(homes).toEqual([{ game: "genrefuzzion", home: "genrefuzzion genrefuzzion" }, { game: "tricube", home: "tricube tricube" }]);
    // A wiki sheet of the second game is read with its model, under its game: its service finds it by name, GenreFuzzion's does not.
    const sheet = await post(other.id, "[tt-sheet]\nname: Ana\nplayer: alicia\n[/tt-sheet]");
    const wiki = await fetch(`${sandbox.url}/posts/${sheet.id}/wiki`, { method: "PUT", body: JSON.stringify({ wiki: true }),
      headers: { "Api-Key": sandbox.apiKey, "Api-Username": "moderadora", "Content-Type": "application/json" } });
    expect(wiki.status).toBe(200);
    await until("the second game's sheet is registered", () => secondRegistry!.find("Ana") !== undefined);
    expect(secondRegistry!.find("Ana")).toMatchObject({ game: "tricube", sheet: { name: "Ana", player: "alicia" } });
    expect(gfRegistry!.find("Ana")).toBeUndefined();
    expect(secondRegistry!.entries().map((e) => e.character)).toEqual(["Ana"]);
  }, 60_000);
});
