// Tricks in a pool (GF-TT-4, GF-TRICK-*): the markup's `truco:` lines are the rules' tricks, checked against
// the sheet and paid for; a trick nobody has heard of, or one not on the sheet, changes nothing.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { apiPost } from "../../../../src/service/discourse/schemas.js";
import { gameOf, LIA, PRESENT, say, SCENE, table, type Table } from "./support.js";
import { playerBalances } from "../../../../src/games/genrefuzzion/service/balances.js";

jest.setTimeout(60_000);
let t: Table;
let topic = 0;

beforeAll(async () => {
  t = await table();
  // Lía learns a trick: her player adds it to the wiki sheet (GF-TT-3: its placeholder filled in).
  const raw = LIA.replace("objetivo 5 abierto", "truco Arma predilecta: su escoba\nobjetivo 5 abierto");
  const r = await fetch(`${t.h.sandbox.url}/posts/${t.sheets.lia}.json`, { method: "PUT", body: JSON.stringify({ post: { raw } }),
    headers: { "Api-Key": t.h.sandbox.apiKey, "Api-Username": "ana", "Content-Type": "application/json" } });
  expect(apiPost.safeParse((await r.json() as { post: unknown }).post).success).toBe(true);
  await t.h.settle();
  topic = (await say(t.h, "ana", SCENE)).post.topic_id;
  await say(t.h, "beto", PRESENT, topic);
});
afterAll(async () => { await t?.h.close(); });

describe("tricks in a scene pool", () => {
  it("GF-TT-4: a trick nobody has heard of, or one not on the sheet, is refused and changes nothing", async () => {
    const before = await gameOf(t.h, topic);
    const unknown = await say(t.h, "ana", "[gf-pool personaje=Lía]\ncliché: Bruja novata\ntruco: Rayo láser\n[/gf-pool]", topic);
    expect(unknown.replies[0]!.raw).toContain("> `truco: Rayo láser`");
    expect(unknown.replies[0]!.raw).toContain("no hay ningún truco llamado «Rayo láser»");
    const notHers = await say(t.h, "ana", "[gf-pool personaje=Lía]\ncliché: Bruja novata\ntruco: Cámara lenta\n[/gf-pool]", topic);
    expect(notHers.replies[0]!.raw).toMatch(/no puedo aplicar[\s\S]*GF-TT-4/);
    expect(await gameOf(t.h, topic)).toEqual(before);
  });

  it("GF-TRICK-01: Arma predilecta adds a d8 for 1 PV", async () => {
    const { replies } = await say(t.h, "ana", "Lía blande su escoba.\n\n[gf-pool personaje=Lía]\ncliché: Bruja novata\ncliché: Curiosa\ntruco: Arma predilecta\n[/gf-pool]", topic);
    expect(replies[0]!.raw).toMatch(/(dados|dice): d\d+:\d+r?b? d\d+:\d+r?b? d\d+:\d+r?b?\n/);
    const game = (await gameOf(t.h, topic)).topic!.game;
    const roll = game.scene!.rolls[0]!;
    expect(roll.pool.map((d) => [d.kind, d.size])).toEqual([["cliche", 8], ["cliche", 6], ["trick", 8]]);
    expect(game.ledger.filter((e) => e.player === "ana" && e.currency === "pv" && e.amount === -1)).toHaveLength(1);
    // GF-PTS-1: from the 3 PV Lía's sheet opened ana's ledger with.
    expect(await t.h.service.store.pointsBalance("Lía", "PV")).toBe(2);
    expect((await playerBalances(t.h.service.store, ["ana"]))["ana"]!.pv).toBe(2);
  });
});
