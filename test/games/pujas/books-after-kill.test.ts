// The books in the opening post after a crash between their write and its record (kill -9 on one
// SQLite instance): the restarted service finds the books updates still pending, though the forum has
// them all. It writes the newest books the store holds or nothing, never an older update again,
// however many revisions stand between (before, it looked for each update's marker in the post's last
// 12 revisions, and wrote the older books back when the opener had edited her post's words more
// often than that: the books went back to ana's turn before bruno's was written again) (PJ-TOOL-12).
import { afterAll, describe, expect, it } from "@jest/globals";
import { GAMES } from "../../../src/games/games.js";
import { FLOWS } from "../../../src/games/server-games.js";
import { memoryLog } from "../../../src/service/log.js";
import { harness, serviceConfig, startService, type Harness } from "../../service/harness.js";
import { until } from "../../support/until.js";

let h: Harness | undefined;
afterAll(async () => { await h?.close(); });

const config = { categoryGame: { "1": "pujas" }, lang: "en" };

describe("the Pujas books after a crash between their write and its record", () => {
  it("PJ-TOOL-12, PJ-COIN-1: the restarted service writes no older books over newer ones, however many edits stand between", async () => {
    h = await harness({ sandbox: { players: ["ana", "bruno", "carla"] }, config });
    const open = await h.post("ana", "Harbour game.\n\n[pj-table]\nplayers: ana, bruno, carla\nfirst: ana\n[/pj-table]");
    const raw = () => h!.sandbox.forum.posts.get(open.id)!.raw;
    await until("the first books are written", () => raw().includes("purse ana: 25"));
    await h.settle();
    await until("the first books' update is recorded", async () => (await h!.service.store.getFlow(open.topic_id))?.pendingSheets === 0);
    // From now on every write of the books is done and never recorded: the process dies in between.
    const store = h.service.store;
    store.putFlow = async () => false;
    await h.post("ana", "[pj-turn]\nstory element: the harbour never sleeps\n[/pj-turn]", open.topic_id);
    await h.settle();
    await h.post("bruno", "[pj-turn]\nstory element: the tide comes in at noon\n[/pj-turn]", open.topic_id);
    await h.settle();
    await until("the books after bruno's turn are written", () => raw().includes("purse ana: 24\npurse bruno: 24\n"));
    expect((await store.getFlow(open.topic_id))?.pendingSheets).toBe(2);
    // The opener and the Moderator edit the post's own words, more often than a look back reaches.
    for (let i = 1; i <= 13; i++) {
      await h.edit(i % 2 ? "ana" : "moderadora", open.id, raw().replace(/^Harbour game[^\n]*/, `Harbour game, take ${i}.`));
    }
    await h.settle();
    const books = raw();
    const revisions = h.sandbox.forum.posts.get(open.id)!.revisions.length;
    // kill -9 and a restart on the same SQLite file: the new process's sweep finds both updates pending.
    await h.service.stop();
    h.service = await startService(serviceConfig(h.sandbox, h.dataDir, config), { log: memoryLog(), games: GAMES, flows: FLOWS });
    await h.service.sweep();
    expect((await h.service.store.getFlow(open.topic_id))?.pendingSheets).toBe(0);
    expect(raw()).toBe(books);
    expect(h.sandbox.forum.posts.get(open.id)!.revisions.length).toBe(revisions);
  }, 60_000);
});
