// Sheet updates exactly once across a crash (docs/decisions.md, "sheet updates after the commit"):
// the rating's sheet writes land on the forum, then the process dies before the jobs are marked
// done. The retry (the service's sweep) finds each write in the sheet's revisions by the marker its
// edit reason carries, and applies no point twice.
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { onceMarker } from "../../../../src/service/sheets/index.js";
import type { Store } from "../../../../src/service/store/store.js";
import { until } from "../../../support/until.js";
import { gameOf, PRESENT, say, SCENE, sheetOf, table, type Table } from "./support.js";

jest.setTimeout(60_000);
let t: Table | undefined;
afterEach(async () => { await t?.h.close(); t = undefined; });

describe("sheet updates and a crash between the write and its done mark", () => {
  it("GF-RATE-6: the sheet writes landed, their jobs stayed pending; the sweep finds them and the points count once", async () => {
    t = await table({ game: { moderator: "dani", reminderSweepMs: 30 } });
    const { h } = t;
    const topic = (await say(h, "ana", SCENE)).post.topic_id;
    await say(h, "beto", PRESENT, topic);
    await say(h, "ana", "[gf-pool personaje=Lía]\ncliché: Bruja novata\ncliché: Heredera\n[/gf-pool]", topic);
    await say(h, "beto", "[gf-action]\nme rindo\n[/gf-action]", topic);
    const before = { lia: sheetOf(h, t.sheets.lia), bruno: sheetOf(h, t.sheets.bruno) };

    // The crash window: while `down`, no removal of written jobs from the topic's row happens, as if
    // the process died each time right after the forum accepted (or was found to hold) the sheet edits.
    const store = h.service.store as { -readonly [K in keyof Store]: Store[K] };
    const putScene = store.putScene.bind(store);
    let crashes = 0;
    let down = true;
    store.putScene = async (scene, expected) => {
      if (down) { crashes++; throw new Error("simulated crash after the sheet writes"); }
      return putScene(scene, expected);
    };
    // A player edits her notes meanwhile: the service's write is no longer the sheet's latest revision.
    const lia = h.sandbox.forum.posts.get(t.sheets.lia)!;
    const rated = await h.post("caro", "[gf-action]\ncalificación: 4 / 2 — bien\n[/gf-action]", topic);
    await until("the crash after the sheet writes", () => crashes > 0);
    expect(crashes).toBeGreaterThanOrEqual(1);
    const written = sheetOf(h, t.sheets.lia);
    expect(written.pv).toBe(before.lia.pv! + 4); // GF-RATE-6: the winner's score in PV, written once
    h.sandbox.forum.revise(h.sandbox.forum.userByName("ana")!, lia, lia.raw.replace("notas: Empieza aquí.", "notas: Empieza aquí. Y sigue."), null);
    expect((await gameOf(h, topic)).topic!.sheetJobs.length).toBeGreaterThan(0);
    down = false;

    // The sweep retries the pending jobs: each is found on the forum, none is written again.
    await until("the sweep to settle the pending sheet jobs", async () => (await gameOf(h, topic)).topic!.sheetJobs.length === 0);
    expect((await gameOf(h, topic)).topic!.sheetJobs).toEqual([]);
    await h.settle();
    const game = (await gameOf(h, topic)).topic!.game;
    expect(sheetOf(h, t.sheets.lia).pv).toBe(before.lia.pv! + 4);
    for (const [post, player] of [[t.sheets.lia, "ana"], [t.sheets.bruno, "beto"]] as const) {
      const sheet = sheetOf(h, post);
      expect({ pv: sheet.pv, pk: sheet.pk }).toEqual(game.balances[player]);
    }
    expect(sheetOf(h, t.sheets.lia).notes).toContain("Y sigue.");
    // The service's edit carries its marker at the end of the reason; the player never sees it in the sheet.
    const markers = lia.revisions.filter((r) => r.modifications.edit_reason?.[1]?.includes(onceMarker(`sheet-job:${topic}:${rated.id}:Lía`)));
    expect(markers).toHaveLength(1);
    expect(lia.raw).not.toContain("[gf ");
  });
});
