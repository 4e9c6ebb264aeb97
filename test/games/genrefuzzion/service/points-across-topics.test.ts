// Points are the player's, across topics (GF-PTS-1), and never go below zero (GF-PTS-2): two
// scenes in two topics, both waiting for Lía's pool, get the same pool buying a die with ana's one
// PK at the same moment. One spends it; the other is refused and changes nothing. On a real SQLite
// file and on a real PostgreSQL cluster.
import { afterAll, afterEach, describe, expect, it } from "@jest/globals";
import { harness, type Harness } from "../../../service/harness.js";
import { budget } from "../../../support/budget.js";
import { BRUNO, gameOf, LIA, PRESENT, SCENE, say, sheetPost, storeBackends } from "./support.js";
import { playerBalances } from "../../../../src/games/genrefuzzion/service/balances.js";

let h: Harness | undefined;
const { backends, stop } = storeBackends("gf_points");
afterEach(async () => { await h?.close(); h = undefined; });
afterAll(() => stop());

describe.each(backends)("points across topics (%s)", (_name, database) => {
  it("GF-PTS-1, GF-PTS-2: two scenes in two topics cannot both spend the player's one PK", async () => {
    h = await harness({ sandbox: { players: ["ana", "beto", "caro", "dani"] }, config: { game: { moderator: "dani" }, ...await database() } });
    await sheetPost(h, "ana", LIA.replace("pk: 3", "pk: 1"));
    await sheetPost(h, "beto", BRUNO);
    await h.settle();
    expect((await playerBalances(h.service.store, ["ana"]))["ana"]).toEqual({ pv: 3, pk: 1 });
    const topics: number[] = [];
    for (let i = 0; i < 2; i++) {
      const topic = (await say(h, "ana", SCENE)).post.topic_id;
      await say(h, "beto", PRESENT, topic);
      topics.push(topic);
    }
    const text = "[gf-pool personaje=\"Lía\"]\ncliché: Bruja novata\ncliché: Heredera\npk\n[/gf-pool]";
    await Promise.all(topics.map((topic) => h!.post("ana", text, topic)));
    await h.settle();
    const rolls = await Promise.all(topics.map(async (topic) => (await gameOf(h!, topic)).topic!.game.scene!.rolls.length));
    expect([...rolls].sort()).toEqual([0, 1]);
    expect((await playerBalances(h.service.store, ["ana"]))["ana"]).toEqual({ pv: 3, pk: 0 });
    const refused = topics[rolls.indexOf(0)]!;
    expect(h.replies(refused).map((r) => r.raw).join("\n")).toContain("no tiene puntos suficientes");
  }, budget(30_000)); // the harness starts a PostgreSQL database too: slower on a loaded machine
});
