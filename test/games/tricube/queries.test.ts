// What the service asks between posts: the dice to roll for a declaration, and who is awaited.
import { describe, expect, it } from "@jest/globals";
import fc from "../../support/fast-check.js";
import { apply, awaited, parseAction, planRoll } from "../../../src/games/tricube/rules/index.js";
import { challenge, cost, GM, play, roll, start } from "./helpers.js";

describe("planRoll", () => {
  it("TT-DICE-1: the dice a declaration needs, with the roll's own checks", () => {
    const s = play(start(), challenge("gate", ["Maga", "Enano"])).state;
    expect(planRoll(s, { by: "ana", challenge: "gate", character: "Maga" })).toEqual({ ok: true, value: { dice: 2, difficulty: 5 } });
    expect(planRoll(s, { by: "ana", challenge: "gate", character: "Maga", concept: false })).toEqual({ ok: true, value: { dice: 1, difficulty: 5 } });
    expect(planRoll(s, { by: "bruno", challenge: "gate", character: "Enano" })).toEqual({ ok: true, value: { dice: 3, difficulty: 5 } });
    const no = planRoll(s, { by: "bruno", challenge: "gate", character: "Maga" });
    expect(no.ok ? null : no.error).toMatchObject({ code: "tt.not-your-character", rule: "TT-SETUP-2" });
    const rolled = play(s, roll("ana", "gate", "Maga", [2, 2])).state;
    const again = planRoll(rolled, { by: "ana", challenge: "gate", character: "Maga" });
    expect(again.ok ? null : again.error).toMatchObject({ code: "tt.roll.once", rule: "TT-TOOL-01" });
  });

  it("TT-DICE-1: agrees with the reducer: a roll of the planned size is never refused for its count", () => {
    fc.assert(fc.property(fc.constantFrom("Maga", "Enano", "Elfa"), fc.constantFrom("agile", "strong", "cunning"), fc.boolean(), fc.boolean(),
      (who, quality, outside, concept) => {
        const s = play(start(), challenge("c", [{ character: who, outsideConcept: outside }], { quality })).state;
        const player = { Maga: "ana", Enano: "bruno", Elfa: "carla" }[who]!;
        const plan = planRoll(s, { by: player, challenge: "c", character: who, concept });
        if (!plan.ok) throw new Error(plan.error.code);
        const a = parseAction({ type: "roll", by: player, challenge: "c", character: who, concept, dice: Array(plan.value.dice).fill(4) });
        expect(a.ok && apply(s, a.value).ok).toBe(true);
      }));
  });
});

describe("awaited", () => {
  it("TT-OUT-3, TT-DEF-1: the GM owes a cost, the winner an affliction, players their rolls", () => {
    const s = play(start({ characters: [
      { name: "Maga", player: "ana", quality: "cunning", concept: "maga", perks: ["Piromancia"], quirks: ["Arrogante"], resolve: 1 },
      { name: "Enano", player: "bruno", quality: "strong", concept: "enano", perks: ["Furia"], quirks: ["Gruñón"] },
    ] }), challenge("c", ["Maga", "Enano"]));
    expect(awaited(s.state)).toEqual([
      { user: "ana", what: "roll", character: "Maga", challenge: "c", rule: "TT-SETUP-2" },
      { user: "bruno", what: "roll", character: "Enano", challenge: "c", rule: "TT-SETUP-2" },
    ]);
    const failed = play(s.state, roll("ana", "c", "Maga", [2, 2])).state;
    expect(awaited(failed)[0]).toEqual({ user: GM, what: "cost", character: "Maga", challenge: "c", rule: "TT-OUT-3" });
    const beaten = play(failed, cost("c", "Maga", "resolve")).state;
    expect(awaited(beaten)).toEqual([
      { user: GM, what: "affliction", character: "Maga", challenge: "c", rule: "TT-DEF-1" },
      { user: "bruno", what: "roll", character: "Enano", challenge: "c", rule: "TT-SETUP-2" },
    ]);
    const offered = play(beaten, { type: "offer", by: GM, character: "Enano", kind: "karma-for-complication" }).state;
    expect(awaited(offered)).toContainEqual({ user: "bruno", what: "answer", character: "Enano", rule: "TT-CPX-1" });
  });
});
