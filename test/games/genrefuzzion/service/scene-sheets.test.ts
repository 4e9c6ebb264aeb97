// Sheet updates outlive a forum outage (docs/markup.md §7.3, through the outbox): the rating commits with its
// sheet updates as pending jobs; while the forum answers 503 they wait, and the service's sweep
// writes each of them exactly once when it is back.
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { until } from "../../../support/until.js";
import { gameOf, PRESENT, say, SCENE, sheetOf, table, type Table } from "./support.js";

jest.setTimeout(60_000);
let t: Table | undefined;
afterEach(async () => { await t?.h.close(); t = undefined; });

describe("sheet updates and a forum outage", () => {
  it("GF-RATE-6, GF-FORUM-4: a 503 on the sheet leaves its update pending; the sweep writes it once, later", async () => {
    t = await table({ game: { moderator: "dani", reminderSweepMs: 30 } });
    const { h } = t;
    const topic = (await say(h, "ana", SCENE)).post.topic_id;
    await say(h, "beto", PRESENT, topic);
    await say(h, "ana", "[gf-pool personaje=Lía]\ncliché: Bruja novata\ncliché: Heredera\n[/gf-pool]", topic);
    await say(h, "beto", "[gf-action]\nme rindo\n[/gf-action]", topic);
    const lia = sheetOf(h, t.sheets.lia);
    // The yield's points are on the sheet already (GF-YIELD-2).
    expect(lia.pv).toBe((await gameOf(h, topic)).topic!.game.balances["ana"]!.pv);
    // Lía's sheet cannot be read for a while: the rating's update of it waits.
    h.sandbox.server.faults.push({ status: 503, count: 6, path: new RegExp(`^GET /posts/${t.sheets.lia}\\.json$`), username: "gf-dice" });
    const rated = await say(h, "caro", "[gf-action]\ncalificación: 4 / 2 — bien\n[/gf-action]", topic);
    expect(rated.replies[0]!.raw).toContain("Escena calificada: 4 / 2");
    const game = (await gameOf(h, topic)).topic!.game;
    // Once the faults are spent, the sweep writes what is pending, and nothing twice.
    await until("the sweep to write the pending sheets", async () => (await gameOf(h, topic)).topic!.sheetJobs.length === 0);
    expect((await gameOf(h, topic)).topic!.sheetJobs).toEqual([]);
    expect(h.sandbox.server.faults[0]!.count).toBe(0);
    expect(h.log.lines.filter((l) => l["msg"] === "scene: sheet update will be retried").length).toBeGreaterThanOrEqual(6);
    // Two more whole sweeps (the service's, run now): still nothing to write.
    await h.service.sweep();
    await h.service.sweep();
    await h.settle();
    for (const [post, player] of [[t.sheets.lia, "ana"], [t.sheets.bruno, "beto"]] as const) {
      const sheet = sheetOf(h, post);
      expect({ pv: sheet.pv, pk: sheet.pk }).toEqual(game.balances[player]);
    }
    expect(sheetOf(h, t.sheets.lia).pv).toBe(lia.pv! + 4); // GF-RATE-6: the winner's score in PV
  });
});
