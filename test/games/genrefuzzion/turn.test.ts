// The scene's turn order as the rules state it: who may make which move in each phase, where
// a roll leads, and whose turn a game's state gives. The reducer moves by these, so each case below
// is checked both on the small functions and on states the reducer reached.
import { describe, expect, it } from "@jest/globals";
import { afterRoll, mayMove, mayRoll, turnOf, TURNS } from "../../../src/games/genrefuzzion/rules/turn.js";
import type { Phase } from "../../../src/games/genrefuzzion/rules/state.js";
import { checksRule } from "./helpers.js";
import { cl, openLiaVsBruno, play, presentBruno, refused, rollOf, start } from "./world.js";

const ana = (pool: unknown[], dice: string) => rollOf("ana", "Lía", pool, dice);
const beto = (pool: unknown[], dice: string) => rollOf("beto", "Bruno", pool, dice);
const PHASES = Object.keys(TURNS) as Phase[];

describe("the turn order of a scene", () => {
  it("GF-POOL-1, GF-RES-1, GF-RES-4: only the protagonist opens the loop; the side to decide answers it", () => {
    checksRule(["GF-POOL-1", "GF-RES-1", "GF-RES-4"], () => {
      expect(PHASES.filter((p) => mayRoll(p, "protagonist"))).toEqual(["p_roll", "p_decide"]);
      expect(PHASES.filter((p) => mayRoll(p, "antagonist"))).toEqual(["a_decide"]);
      expect(PHASES.filter((p) => mayMove(p, "yield", "antagonist"))).toEqual(["a_decide"]);
      expect(PHASES.filter((p) => mayMove(p, "yield", "protagonist"))).toEqual(["p_decide"]);
    });
    // The reducer asks the same question: the antagonist cannot roll before the protagonist.
    const ready = play(start(), openLiaVsBruno(), presentBruno());
    refused(ready, beto([cl("Perezoso")], "d6:5"), "scene.wrong-phase");
    refused(ready, { type: "yield", player: "ana", character: "Lía" }, "scene.wrong-phase");
  });

  it("GF-ANT-1, GF-ANT-2: the antagonist presents; while an extra waits, anyone but the protagonist may volunteer", () => {
    expect(mayMove("calls", "present", "antagonist")).toBe(true);
    expect(mayMove("calls", "present", undefined)).toBe(true);
    expect(mayMove("calls", "present", "protagonist")).toBe(false);
    expect(turnOf(play(start(), openLiaVsBruno()))).toMatchObject({ actor: "antagonist", player: "beto", moves: ["present"], rule: "GF-ANT-1" });
    const extra = play(start(), openLiaVsBruno({ antagonist: "Señor Gris" }));
    expect(turnOf(extra)).toMatchObject({ actor: "antagonist", player: null, rule: "GF-ANT-2" });
  });

  it("GF-RES-7, GF-WIN-1: an answer that ties holds and hands the decision over; one below loses the scene", () => {
    checksRule(["GF-RES-7", "GF-WIN-1"], () => {
      expect(afterRoll("protagonist", 9, null)).toEqual({ phase: "a_decide", standing: { side: "protagonist", result: 9 }, winner: null });
      expect(afterRoll("antagonist", 9, 9)).toEqual({ phase: "p_decide", standing: { side: "antagonist", result: 9 }, winner: null });
      expect(afterRoll("protagonist", 12, 9)).toEqual({ phase: "a_decide", standing: { side: "protagonist", result: 12 }, winner: null });
      expect(afterRoll("antagonist", 8, 9)).toEqual({ phase: "won", standing: { side: "protagonist", result: 9 }, winner: "protagonist" });
    });
    const s = play(start(), openLiaVsBruno(), presentBruno(), ana([cl("Bruja novata")], "d8:7"), beto([cl("Perezoso")], "d6:5"));
    expect([s.phase, s.scene?.outcome]).toEqual(["won", { how: "won", winner: "protagonist" }]);
    expect(turnOf(s)).toMatchObject({ actor: "protagonist", player: "ana", moves: ["effect"], rule: "GF-WIN-3" });
  });

  it("GF-RATE-4, GF-AMB-28: a rating is anyone else's until the Moderator names the rater", () => {
    const s = play(start(), openLiaVsBruno(), presentBruno(), ana([cl("Bruja novata")], "d8:7"), { type: "yield", player: "beto", character: "Bruno" });
    expect(turnOf(s)).toMatchObject({ phase: "rating", actor: "others", player: null, moves: ["rate"], rule: "GF-RATE-4" });
    expect(mayMove("rating", "rate", undefined)).toBe(true);
    expect(mayMove("rating", "rate", "protagonist")).toBe(false);
    const named = play(s, { type: "name-rater", player: "ana", rater: "caro" });
    expect(turnOf(named)).toMatchObject({ actor: "others", player: "caro", rule: "GF-AMB-28" });
  });

  it("GF-NEXT-1, GF-SUSP-1: between scenes the named player opens the next; a suspension names them", () => {
    const s = play(start(), openLiaVsBruno(), presentBruno(), ana([cl("Bruja novata")], "d8:7"), { type: "yield", player: "beto", character: "Bruno" },
      { type: "rate", player: "caro", protagonist: 3, antagonist: 2, reason: "bien" });
    expect(turnOf(s)).toMatchObject({ phase: "idle", actor: "next", player: "caro", moves: [], rule: "GF-NEXT-1" });
    const suspended = play(start(), openLiaVsBruno(), presentBruno(), { type: "suspend", player: "ana", next: "dani" });
    expect(turnOf(suspended)).toMatchObject({ phase: "idle", actor: "next", player: "dani", rule: "GF-SUSP-1" });
    expect(turnOf(start())).toMatchObject({ phase: "idle", player: null, rule: "GF-NEXT-1" });
  });
});
