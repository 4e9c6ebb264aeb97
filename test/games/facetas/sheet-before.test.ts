// A Facetas sheet update is written only where the sheet still shows what the update started from
// (its "before"), as Tricube's sheets are. The case it closes: a later update of the sheet landed, then
// a player edited the sheet (so its edit reason no longer carries the later update's marker), and the
// older update, still pending, would write its stale value over both. The field whose value moved on is
// left as the sheet shows it and named in `refused`; the rest of the change is written; a change with
// nothing left to write leaves the text as it is (the runner then writes nothing). FA-ALLY-1, FA-LOOT-5.
import { describe, expect, it } from "@jest/globals";
import { facetasTopicFlow, rewriteSheet, type SheetView } from "../../../src/games/facetas/flow/index.js";
import { harness } from "../../service/harness.js";
import { topicSession, wikiSheet } from "../../service/flows/support.js";

const LOLA = (ph: number, insp: string) => `[fa-sheet role=protagonist]\ncharacter: Lola\nplayer: carla\nfacet Nosy: 3\ntrait: Stubborn\nph: ${ph}\ninspirations: ${insp}\n[/fa-sheet]\n\nMy notes.`;
const view = (ph: number, inspirations: number[], nosy = 3, stubborn = false): SheetView => ({ ph, inspirations, facets: { Nosy: nosy }, traits: { Stubborn: stubborn } });

// The Ally's boost (FA-ALLY-1): 1 PH and her I=4 spent.
const BOOST = { before: view(2, [4, 2, 2]), after: view(1, [2, 2]) };

describe("Facetas sheet writes check each value's before (FA-ALLY-1, FA-LOOT-5)", () => {
  it("an older pending update whose before the sheet no longer shows is not written: a later update landed (PH 1 → 3), then the player edited the sheet", () => {
    // The loot's PH 3 landed after the boost's, then the player added a line of notes: no marker of the loot's update is left.
    const edited = LOLA(3, "I=2, I=2").replace("My notes.", "My notes. Lola keeps the keys.");
    const r = facetasTopicFlow.rewriteSheet!(edited, BOOST, "en");
    expect(r).toEqual({ ok: true, value: expect.objectContaining({ raw: edited, changed: false }) });
    expect(rewriteSheet(edited, BOOST.before, BOOST.after)).toEqual({ ok: true, value: { raw: edited, changed: false, refused: ["ph", "inspirations"] } });
  });

  it("a value the player changed by hand stays as she wrote it; what still shows its before is written", () => {
    const r = rewriteSheet(LOLA(5, "I=4, I=2, I=2"), BOOST.before, BOOST.after);
    expect(r).toEqual({ ok: true, value: { raw: LOLA(5, "I=2, I=2"), changed: true, refused: ["ph"] } });
  });

  it("the sheet showing its before, the update is written whole (the Inspirations in any order)", () => {
    expect(rewriteSheet(LOLA(2, "I=2, I=4, I=2"), BOOST.before, BOOST.after)).toEqual({ ok: true, value: { raw: LOLA(1, "I=2, I=2"), changed: true, refused: [] } });
  });

  it("a facet's level and a Trait's state are checked too", () => {
    const raw = LOLA(2, "2").replace("facet Nosy: 3", "facet Nosy: 4").replace("trait: Stubborn", "exhausted trait: Stubborn");
    // Nosy 3 → 2 and Stubborn exhausted, but the sheet already shows Nosy 4 and Stubborn exhausted by hand.
    const r = rewriteSheet(raw, view(2, [2], 3, false), view(2, [2], 2, true));
    expect(r).toEqual({ ok: true, value: { raw, changed: false, refused: ["facet"] } });
    const renewed = rewriteSheet(raw, view(2, [2], 4, false), view(2, [2], 4, true));
    // The Trait already shows what the update wants: nothing to write, nothing refused.
    expect(renewed).toEqual({ ok: true, value: { raw, changed: false, refused: [] } });
    const back = rewriteSheet(raw, view(2, [2], 4, false), view(2, [2], 4, false));
    expect(back.ok && back.value.changed).toBe(false);
    // Exhausting a Trait the sheet shows ready was the update's before: written.
    const ready = raw.replace("exhausted trait: Stubborn", "trait: Stubborn");
    expect(rewriteSheet(ready, view(2, [2], 4, false), view(2, [2], 3, true))).toEqual({ ok: true, value: { raw: raw.replace("facet Nosy: 4", "facet Nosy: 3"), changed: true, refused: [] } });
  });
});

// The same through the service (one instance, SQLite): the Ally's boost cannot be written (the forum
// refuses its sheet's PUT), so it stays pending; Lola's player then edits her PH by hand. When the
// forum is back, the pending boost writes what still shows its before (her Inspirations) and leaves her
// PH as she wrote it, and is dropped; Carla is told so in answer to her move, once.
// The table of service-flow.test.ts.
const MARK = "[fa-ficha funcion=protagonista]\npersonaje: Mark\njugador: ana\nfaceta Sin pegar ojo: 4\nfaceta Marlene, mi exmujer: 2\nfaceta Un cadáver en el maletero: 5\nrasgo: Demonio al volante\nph: 3\ninspiraciones: 2 3\n[/fa-ficha]";
const LOLA_SHEET = "[fa-sheet role=protagonist]\ncharacter: Lola\nplayer: carla\nfacet Nosy: 3\nph: 2\ninspirations: I=4, I=2, I=2\n[/fa-sheet]";
const VECINA = "[fa-ficha funcion=protagonista]\npersonaje: Vecina\njugadora: dario\nfaceta Testigo de la tormenta: 5\nph: 3\ninspiraciones: 2 2 2\n[/fa-ficha]";
const OPENING = "[fa-conflicto]\nprotagonista: ana\nadversario: bruno\naliado: carla\nmundo: dario\nficha protagonista: Mark\nficha aliado: Lola\nficha mundo: Vecina\n[/fa-conflicto]\n\n"
  + "[fa-ficha funcion=adversario]\nfaceta Los chicos de azul: 3\nfaceta La pequeña Sara: 5\nph: 1\ninspiraciones: 3\n[/fa-ficha]";

describe("a pending Facetas sheet update on the service, its before edited away", () => {
  it("FA-ALLY-1: the stale PH is not written, the Inspirations are, the update is dropped", async () => {
    const h = await harness({ seed: "facetas-sheets-two-1", sandbox: { players: ["ana", "bruno", "carla", "dario"] }, config: { categoryGame: { "1": "facetas" } } });
    try {
      const session = topicSession(h);
      await wikiSheet(h, "ana", MARK);
      const lola = await wikiSheet(h, "carla", LOLA_SHEET);
      await wikiSheet(h, "dario", VECINA);
      await session.say("bruno", OPENING);
      await session.say("ana", "[fa-turno]\ntirar P1: Marlene, mi exmujer\npaso\n[/fa-turno]");
      await session.say("bruno", "[fa-turno]\npaso\n[/fa-turno]");
      const put = { action: "reset" as const, status: 0, count: 1_000_000, path: new RegExp(`^PUT /posts/${lola}\\.json`) };
      h.sandbox.server.faults.push(put);
      const boost = await session.say("carla", "[fa-turn]\nboost: 4\ninspire P1: 5\npass\n[/fa-turn]");
      expect(boost.replies.join("\n")).not.toMatch(/línea \d+:/);
      expect((await h.service.store.getFlow(session.topicId))?.pendingSheets).toBeGreaterThan(0);
      const post = h.sandbox.forum.posts.get(lola)!;
      expect(post.raw).toBe(LOLA_SHEET);
      const edited = LOLA_SHEET.replace("ph: 2", "ph: 7");
      h.sandbox.forum.revise(h.sandbox.forum.userByName("carla")!, post, edited, null);
      put.count = 0;
      await h.service.sweep();
      await h.settle();
      expect(h.sandbox.forum.posts.get(lola)!.raw).toBe(edited.replace("I=4, I=2, I=2", "I=2, I=2"));
      expect((await h.service.store.getFlow(session.topicId))?.pendingSheets).toBe(0);
      // Carla is told, in the table's language, in answer to the move, that her PH stays as she wrote it.
      const told = session.repliesTo(boost.post.post_number).filter((r) => /ficha de Lola/.test(r));
      expect(told).toEqual([expect.stringMatching(/^@carla, la ficha de Lola \(\[ver la ficha\]\([^)]*\/p\/\d+\)\) no se ha actualizado en: PH\. La jugada los cambiaba \(.*FA-ALLY-1.*\), pero la ficha ya no mostraba el valor del que partía la jugada/)]);
      // Said once, however often the sweep runs again.
      await h.service.sweep();
      await h.settle();
      expect(session.repliesTo(boost.post.post_number).filter((r) => /ficha de Lola/.test(r))).toHaveLength(1);
    } finally {
      await h.close();
    }
  }, 120_000);
});
