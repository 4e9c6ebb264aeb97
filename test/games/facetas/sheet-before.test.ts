// A Facetas sheet update is written only where the sheet still shows what the update started from
// (its "before"), as Tricube's sheets are. The case it closes: a later update of the sheet landed, then
// a player edited the sheet (so its edit reason no longer carries the later update's marker), and the
// older update, still pending, would write its stale value over both. The field whose value moved on is
// left as the sheet shows it and named in `refused`; the rest of the change is written; a change with
// nothing left to write leaves the text as it is (the runner then writes nothing). FA-ALLY-1, FA-LOOT-5.
import { describe, expect, it } from "@jest/globals";
import { facetasTopicFlow, rewriteSheet, type SheetView } from "../../../src/games/facetas/flow/index.js";

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
