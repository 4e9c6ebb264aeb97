// Withdrawing a suspended scene (GF-SUSP-2), end to end: the real service on a real SQLite file,
// the sandbox forum over HTTP. The original, lines 542–551: the Moderator suspends a scene when a protagonist
// or antagonist stalls at a critical moment; once the new scene is over, the original player may ask
// to resume it, "Alternativamente, puede pedir que se retire la escena, como si nunca hubiera
// sucedido". So its points go back and so does every change it made to a sheet, on the sheet as it
// reads then: whatever a player typed since stays, and a change the undo would have to overwrite is
// left on the sheet and told to the thread.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { until } from "../../../support/until.js";
import { BRUNO, DINO, gameOf, LIA, PRESENT, say, SCENE, sheetOf, sheetPost, table, type Table } from "./support.js";
import { PRODUCT_VERSION } from "../../../../src/lib/version.js";

jest.setTimeout(90_000);
let t: Table;
let topicId = 0;
let dino = 0;

const LIA_ADV = LIA.replace("pv: 3", "ventaja: Paraguas blindado d6\npv: 3");
const BRUNO_ADV = BRUNO.replace("pv: 3", "advantage: Capa de murciélago d4\npv: 3");

const raw = (postId: number) => t.h.sandbox.forum.posts.get(postId)!.raw;
/** Waits until the topic's sheet updates (the undo among them) are written. */
async function sheetsWritten(): Promise<void> {
  await until("the topic's sheet updates", async () => (await gameOf(t.h, topicId)).topic!.sheetJobs.length === 0);
  await t.h.settle();
  expect((await gameOf(t.h, topicId)).topic!.sheetJobs).toEqual([]);
}

beforeAll(async () => {
  t = await table();
  // Both sheets get an advantage to sacrifice (GF-ADV-4): an edit by the Moderator, whose edits are the table's.
  await t.h.edit("dani", t.sheets.lia, LIA_ADV);
  await t.h.edit("dani", t.sheets.bruno, BRUNO_ADV);
  dino = await sheetPost(t.h, "dani", DINO);
  await t.h.settle();
});
afterAll(async () => { await t?.h.close(); });

describe("withdrawing a suspended scene (GF-SUSP-2)", () => {
  it("GF-ADV-4, GF-POOL-8: the scene to be suspended changes both sheets (two sacrifices) and moves points", async () => {
    topicId = (await say(t.h, "ana", SCENE)).post.topic_id;
    await say(t.h, "beto", PRESENT, topicId);
    await say(t.h, "ana", "[gf-pool personaje=Lía]\ncliché: Bruja novata\nsacrificio: Paraguas blindado\ncontra: Perezoso\n[/gf-pool]", topicId);
    await say(t.h, "beto", "[gf-action]\nme opongo\n[/gf-action]\n\n[gf-pool character=Bruno]\ncliche: Vampiro pacifista\nsacrifice: Capa de murciélago\n[/gf-pool]", topicId);
    await sheetsWritten();
    expect(sheetOf(t.h, t.sheets.lia).advantages).toEqual([]);
    expect(sheetOf(t.h, t.sheets.bruno).advantages).toEqual([]);
    // GF-POOL-8: the opponent's own trait in Lía's pool cost ana 1 PK and paid beto 1.
    expect([sheetOf(t.h, t.sheets.lia).pk, sheetOf(t.h, t.sheets.bruno).pk]).toEqual([2, 4]);
    const game = (await gameOf(t.h, topicId)).topic!.game;
    expect(["a_decide", "p_decide", "won"]).toContain(game.phase);
  });

  it("GF-SUSP-1, GF-SUSP-2: a player may not withdraw a scene to undo a loss, nor suspend one; only the Moderator does (the original, lines 546–550)", async () => {
    const byPlayer = await say(t.h, "ana", "[gf-action]\nsuspender\n[/gf-action]", topicId);
    expect(byPlayer.replies[0]!.raw).toMatch(/GF-SUSP-1/);
    const suspended = await say(t.h, "dani", "[gf-action]\nsuspender\n[/gf-action]", topicId);
    expect(suspended.replies[0]!.raw).toContain("Escena suspendida.");
    // The player who sacrificed asks the service directly: refused, it is the Moderator's authorisation (line 549).
    for (const player of ["ana", "beto"]) {
      const asked = await say(t.h, player, "[gf-action]\nretirar escena\n[/gf-action]", topicId);
      expect(asked.replies[0]!.raw).toContain(`solo el Moderador puede hacerlo (${player} no lo es)`);
    }
    // Not before the new scene is over (line 548), not even by the Moderator.
    const early = await say(t.h, "dani", "[gf-action]\nretirar escena\n[/gf-action]", topicId);
    expect(early.replies[0]!.raw).toContain("la escena suspendida se puede retirar cuando termine la nueva");
    expect((await gameOf(t.h, topicId)).topic!.game.suspended?.scene.number).toBe(1);
  });

  it("GF-SUSP-1: the new scene is played to its end while players edit their sheets", async () => {
    await say(t.h, "dani", "[gf-scene]\ntítulo: El pasillo\nescenario: El pasillo, de noche\ntono: raro\nantagonista: Lía\nintención: Dino asusta a Lía\n[/gf-scene]", topicId);
    // Meanwhile ana writes her own umbrella back, as a d8: the very line the undo would restore.
    await t.h.edit("ana", t.sheets.lia, raw(t.sheets.lia).replace("pv: ", "ventaja: Paraguas blindado d8\npv: ").replace("Empieza aquí.", "Empieza aquí. Y sigue."));
    // beto edits only his notes.
    await t.h.edit("beto", t.sheets.bruno, raw(t.sheets.bruno).replace("[/gf-sheet]", "notes: Odia los pasillos.\n[/gf-sheet]"));
    await say(t.h, "ana", "[gf-action]\npresentar: Lía no se asusta\n[/gf-action]", topicId);
    await say(t.h, "dani", "[gf-pool personaje=Dino]\ncliché: Ninja\n[/gf-pool]", topicId);
    await say(t.h, "ana", "[gf-action]\nme rindo\n[/gf-action]", topicId);
    const rated = await say(t.h, "caro", "[gf-action]\ncalificación: 3 / 2 — bien\n[/gf-action]", topicId);
    expect(rated.replies[0]!.raw).toContain("Escena calificada: 3 / 2");
    await sheetsWritten();
  });

  it("GF-SUSP-2: withdrawn, its points and its sheet changes go back; a line the player rewrote since stays and the thread is told (the original, lines 549–551)", async () => {
    const liaBefore = raw(t.sheets.lia);
    const brunoBefore = raw(t.sheets.bruno);
    const pkBefore = sheetOf(t.h, t.sheets.bruno).pk!;
    const anaPk = sheetOf(t.h, t.sheets.lia).pk!;
    const gone = await say(t.h, "dani", "[gf-action]\nretirar escena\n[/gf-action]", topicId);
    expect(gone.replies[0]!.raw).toContain("La escena suspendida se retira");
    await sheetsWritten();
    const game = (await gameOf(t.h, topicId)).topic!.game;
    expect(game.suspended).toBeNull();
    // The points: the GF-POOL-8 PK goes back from beto to ana, on the ledger and on both sheets.
    expect(game.ledger.filter((e) => e.rule === "GF-SUSP-2").map((e) => [e.player, e.currency, e.amount])).toEqual([["ana", "pk", 1], ["beto", "pk", -1]]);
    expect(sheetOf(t.h, t.sheets.lia).pk).toBe(anaPk + 1);
    expect(sheetOf(t.h, t.sheets.bruno).pk).toBe(pkBefore - 1);
    // Bruno's sacrificed cape is back; beto's note, and every other byte he typed, stay.
    expect(sheetOf(t.h, t.sheets.bruno).advantages).toEqual([{ name: "Capa de murciélago", die: 4 }]);
    expect(raw(t.sheets.bruno)).toBe(brunoBefore.replace(`pk: ${pkBefore}`, `pk: ${pkBefore - 1}`).replace("pv: ", "advantage: Capa de murciélago d4\npv: "));
    expect(raw(t.sheets.bruno)).toContain("notes: Odia los pasillos.");
    // Lía's umbrella: ana typed it back as a d8; the undo would overwrite her line, so it is left as she wrote it.
    expect(raw(t.sheets.lia)).toBe(liaBefore.replace(`pk: ${anaPk}`, `pk: ${anaPk + 1}`));
    expect(sheetOf(t.h, t.sheets.lia).advantages).toEqual([{ name: "Paraguas blindado", die: 8 }]);
    // The thread is told, in reply to the withdrawal, naming the change kept and why.
    const told = t.h.replies(topicId).filter((r) => r.raw.includes("no deshago estos cambios"));
    expect(told).toHaveLength(1);
    expect(told[0]!.raw).toContain("«Lía» (@ana)");
    expect(told[0]!.raw).toContain("ventaja «Paraguas blindado» d6: la ficha ya tiene ventaja «Paraguas blindado»");
    expect(told[0]!.raw).toContain(`[GF-SUSP-2](/plugins/genrefuzzion/rules/es.html?v=${PRODUCT_VERSION}#gf-susp-2)`);
    expect(told[0]!.replyTo).toBe(gone.post.post_number);
    // The sheet's history says why it moved: the withdrawn scene and its rule, in the table's language
    // (Spanish), though Bruno's sheet is written in English.
    expect(t.h.sandbox.forum.posts.get(t.sheets.bruno)!.editReason).toContain("Escena 1 (GF-SUSP-2)");
  });

  it("GF-SUSP-2: nothing is left to withdraw, and the record of the scene's changes is gone", async () => {
    const again = await say(t.h, "dani", "[gf-action]\nretirar escena\n[/gf-action]", topicId);
    expect(again.replies[0]!.raw).toContain("no hay ninguna escena suspendida");
    expect((await gameOf(t.h, topicId)).topic!.sceneSheets).toBeUndefined();
  });
});
