// An extra as antagonist (GF-ANT-2..7): a volunteer outside the scene defines and runs it, its rating
// points are halved (GF-RATE-7), and it keeps its sheet for the topic's next scene (GF-ANT-7). Then
// the turn reminders (GF-MOD-2, GF-FORUM-1) on a fake clock: one per wait, mentioning the player.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { until } from "../../../support/until.js";
import { DINO, gameOf, say, sheetOf, sheetPost, table, type Table } from "./support.js";
import { PRODUCT_VERSION } from "../../../../src/lib/version.js";

jest.setTimeout(60_000);
let t: Table;
let topicId = 0;
let dino = 0;

beforeAll(async () => {
  t = await table();
  dino = await sheetPost(t.h, "dani", DINO);
  await t.h.settle();
});
afterAll(async () => { await t?.h.close(); });

const SCENE = [
  "[gf-scene]", "título: El despacho", "escenario: El despacho del director", "tono: solemne",
  "extra: Señor Gris — el director, severo y gris", "intención: Lía sale sin castigo", "[/gf-scene]",
].join("\n");
const DEFINE = ["[gf-action]", "presentar: Lía se queda castigada", "cliché: Director severo d10", "cliché: Traje gris d6",
  "cliché: Voz grave d6", "cliché: Reglamento d6", "cliché: Miope d4", "[/gf-action]"].join("\n");

describe("an extra antagonist", () => {
  it("GF-ANT-2, GF-ANT-3: a player in the scene may not run the extra; a volunteer outside it defines it", async () => {
    const opened = await say(t.h, "ana", SCENE);
    topicId = opened.post.topic_id;
    expect(opened.replies[0]!.raw).toContain("Turno del antagonista: quien no esté en la escena presenta a Señor Gris");
    const own = await say(t.h, "ana", DEFINE, topicId);
    expect(own.replies[0]!.raw).toMatch(/GF-ANT-2/);
    const presented = await say(t.h, "caro", DEFINE, topicId);
    expect(presented.replies[0]!.raw).toContain("Señor Gris se presenta");
    const game = (await gameOf(t.h, topicId)).topic!.game;
    expect(game.characters["Señor Gris"]!.cliches.map((c) => c.die)).toEqual([10, 6, 6, 6, 4]);
    expect(game.scene!.antagonist).toEqual({ character: "Señor Gris", player: "caro", extra: true });
  });

  it("GF-YIELD-1, GF-RATE-7: the extra yields after the first roll; rating points are halved", async () => {
    await say(t.h, "ana", "[gf-pool personaje=Lía]\ncliché: Bruja novata\ncliché: Heredera\n[/gf-pool]", topicId);
    const yielded = await say(t.h, "caro", "[gf-action]\nme rindo\n[/gf-action]", topicId);
    expect(yielded.replies[0]!.raw).toContain("Señor Gris se rinde: Lía gana la escena");
    await say(t.h, "dani", "[gf-action]\ncalificación: 5 / 3 — muy bien\n[/gf-action]", topicId);
    const game = (await gameOf(t.h, topicId)).topic!.game;
    const rating = game.ledger.filter((e) => e.reason.startsWith("rate."));
    expect(rating.map((e) => [e.player, e.currency, e.amount, e.rule])).toEqual([["ana", "pv", 3, "GF-RATE-7"], ["caro", "pk", 2, "GF-RATE-7"]]);
    expect(sheetOf(t.h, t.sheets.lia).pv).toBe(game.balances["ana"]!.pv);
    expect(game.next).toBe("dani");
  });

  it("GF-NEXT-1, GF-ANT-7: the rater opens the topic's next scene; the extra keeps its sheet and may not be defined again", async () => {
    const refused = await say(t.h, "ana", SCENE, topicId);
    expect(refused.replies[0]!.raw).toMatch(/GF-NEXT-1/);
    const second = SCENE.replace("intención: Lía sale sin castigo", "intención: Dino encuentra el expediente").replace("— el director, severo y gris", "");
    // Scene numbers run across the campaign's topics: the post says which this is.
    const opened = await say(t.h, "dani", second.replace("[gf-scene]", "[gf-scene número=7]"), topicId);
    expect(opened.replies[0]!.raw).toContain("Escena 7 abierta: Dino contra Señor Gris");
    const again = await say(t.h, "beto", DEFINE, topicId);
    expect(again.replies[0]!.raw).toMatch(/GF-ANT-7/);
    const presented = await say(t.h, "beto", "[gf-action]\npresentar: Dino no encuentra nada\n[/gf-action]", topicId);
    expect(presented.replies[0]!.raw).toContain("Turno de @dani");
  });
});

describe("suspension (GF-SUSP)", () => {
  it("GF-SUSP-1, GF-SUSP-2: only the Moderator suspends; a suspended scene resumes, or is withdrawn, only after the next one (the original, lines 542–551)", async () => {
    const own = await say(t.h, "ana", "[gf-action]\nsuspender\n[/gf-action]", topicId);
    expect(own.replies[0]!.raw).toMatch(/GF-SUSP-1/);
    const suspended = await say(t.h, "dani", "[gf-action]\nsuspender\n[/gf-action]", topicId);
    expect(suspended.replies[0]!.raw).toContain("Escena suspendida.");
    expect(suspended.replies[0]!.raw).toContain("La escena 7 queda suspendida. La siguiente la abre @dani.");
    let game = (await gameOf(t.h, topicId)).topic!.game;
    expect(game.suspended?.scene.number).toBe(7);
    expect(game.scene).toBeNull();
    // GF-SUSP-2: it resumes once the next scene is over, not before.
    const early = await say(t.h, "dani", "[gf-action]\nreanudar\n[/gf-action]", topicId);
    expect(early.replies[0]!.raw).toMatch(/GF-SUSP-2/);
    // The original, lines 548–551: withdrawing it is the alternative to resuming it, once the new scene is over.
    const gone = await say(t.h, "dani", "[gf-action]\nretirar escena\n[/gf-action]", topicId);
    expect(gone.replies[0]!.raw).toContain("la escena suspendida se puede retirar cuando termine la nueva");
    game = (await gameOf(t.h, topicId)).topic!.game;
    expect(game.suspended?.scene.number).toBe(7);
  });
});

describe("an extra ally (GF-AMB-07)", () => {
  it("GF-AMB-07: a player outside the scene, named when the extra is called, picks its die and earns its point (the original, lines  59–63, 235)", async () => {
    // Señor Gris has a sheet since he was defined (GF-ANT-7); dani opens the topic's next scene (GF-SUSP-1 named her).
    const scene = ["[gf-scene número=8]", "título: El archivo", "escenario: El archivo del colegio", "tono: tenso",
      "antagonista: Lía", "intención: Dino se lleva el expediente", "aliados: Señor Gris (@ana)", "[/gf-scene]"].join("\n");
    const inScene = await say(t.h, "dani", scene, topicId);
    // ana runs the antagonist, so she is in the scene.
    expect(inScene.replies[0]!.raw).toContain("ana ya forma parte de la escena");
    expect(inScene.replies[0]!.raw).toContain(`[GF-AMB-07](/plugins/genrefuzzion/rules/es.html?v=${PRODUCT_VERSION}#gf-amb-07)`);
    const opened = await say(t.h, "dani", scene.replace("(@ana)", "(@caro)"), topicId);
    expect(opened.replies[0]!.raw).toContain("Escena 8 abierta");
    expect((await gameOf(t.h, topicId)).topic!.game.scene!.allies).toEqual([{ character: "Señor Gris", side: "protagonist", runner: "caro", extra: true, status: "called" }]);
    await say(t.h, "ana", "[gf-action]\npresentar: Dino se va con las manos vacías\n[/gf-action]", topicId);
    const pool = "[gf-pool personaje=Dino]\ncliché: Ninja\naliado Señor Gris: Director severo\n[/gf-pool]";
    const unpicked = await say(t.h, "dani", pool, topicId);
    expect(unpicked.replies[0]!.raw).toContain("el dado de Señor Gris lo elige quien lo lleva (caro)");
    const notHis = await say(t.h, "beto", "[gf-action personaje=\"Señor Gris\"]\ndado de aliado: Director severo\n[/gf-action]", topicId);
    expect(notHis.replies[0]!.raw).toMatch(/GF-AMB-07/);
    await say(t.h, "caro", "[gf-action personaje=\"Señor Gris\"]\ndado de aliado: Director severo\n[/gf-action]", topicId);
    const rolled = await say(t.h, "dani", pool, topicId);
    expect(rolled.replies[0]!.raw).toContain("[gf-roll");
    await say(t.h, "ana", "[gf-action]\nme rindo\n[/gf-action]", topicId);
    const game = (await gameOf(t.h, topicId)).topic!.game;
    expect(game.ledger.filter((e) => e.rule === "GF-YIELD-4").map((e) => [e.player, e.currency, e.amount, e.character])).toEqual([["caro", "pv", 1, "Señor Gris"]]);
  });
});

describe("turn reminders", () => {
  it("GF-MOD-2, GF-FORUM-1: one reminder per wait, mentioning the player, on the service's clock", async () => {
    // The service's own clock, moved forward by hand; its sweep runs every 20 ms, and when the test asks.
    let offset = 0;
    const clock = { now: () => Date.now() + offset, sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, ms)) };
    const r = await table({ game: { moderator: "dani", maxWaitHours: 2, reminderSweepMs: 20 } }, clock);
    try {
      const h = r.h;
      const topic = (await say(h, "ana", SCENE.replace("extra: Señor Gris — el director, severo y gris", "antagonista: Bruno"))).post.topic_id;
      // Two whole sweeps of the service, run now on the moved clock (besides the timer's).
      const sweeps = async () => { await h.service.sweep(); await h.service.sweep(); };
      offset = 3_600_000; // an hour: under the group's maximum
      await sweeps();
      await h.settle();
      expect(h.replies(topic)).toHaveLength(1);
      offset = 3 * 3_600_000 + 60_000; // past it: one reminder, however many sweeps run
      // A sweep's reminder goes through the store and the outbox: wait for it, not for a number of sweeps.
      await until("the reminder", async () => { await h.settle(); return h.replies(topic).length >= 2; });
      await sweeps();
      await h.settle();
      const replies = h.replies(topic);
      expect(replies).toHaveLength(2);
      expect(replies[1]!.raw).toContain("@beto, la escena te espera desde hace 3 h (el máximo acordado es 2 h). Turno de @beto: presentar a Bruno");
      expect(replies[1]!.raw).toContain("Aviso también a @dani, que modera la partida.");
      // The turn moves on: a new wait, and later a new reminder for whoever is due then.
      await say(h, "beto", "[gf-action]\npresentar: Lía se moja\n[/gf-action]", topic);
      expect((await gameOf(h, topic)).topic!.waiting!.reminded).toBe(false);
      offset += 3 * 3_600_000;
      await until("the next reminder", async () => { await h.settle(); return h.replies(topic).length >= 4; });
      expect(h.replies(topic)).toHaveLength(4);
      expect(h.replies(topic)[3]!.raw).toContain("@ana, la escena te espera");
    } finally {
      await r.h.close();
    }
  });
});
