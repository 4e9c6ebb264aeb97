// Challenges, dice and outcomes: the rulebook's own examples as test vectors (TT-CHAL-*, TT-DICE-*, TT-OUT-*).
import { describe, expect, it } from "@jest/globals";
import { diceCount, outcomeOf, qualityApplies } from "../../../src/games/tricube/rules/index.js";
import { challenge, checksRule, cost, GM, karma, play, refused, roll, start, step } from "./helpers.js";

describe("dice and outcomes", () => {
  it("TT-OUT-1: all 1s first, then two or more hits, one hit, none", () => {
    checksRule(["TT-OUT-1"], () => {
      expect(outcomeOf([1, 1, 1], 5).outcome).toBe("critical");
      expect(outcomeOf([6, 6, 2], 5)).toEqual({ outcome: "exceptional", hits: 2 }); // T3
      expect(outcomeOf([5, 3, 2], 5)).toEqual({ outcome: "success", hits: 1 }); // T4
      expect(outcomeOf([4, 3, 2], 5)).toEqual({ outcome: "failure", hits: 0 });
      expect(outcomeOf([1], 4).outcome).toBe("critical");
    });
  });

  it("TT-AMB-03: a die meets the difficulty (≥), as the examples do; T5 [1, 6, 5] at 5 is exceptional", () => {
    checksRule(["TT-AMB-03"], () => {
      expect(outcomeOf([1, 6, 5], 5).outcome).toBe("exceptional");
      expect(outcomeOf([3, 4], 4).outcome).toBe("success"); // T1 after Karma
      expect(outcomeOf([3, 5], 5).outcome).toBe("success"); // T6
      expect(outcomeOf([5, 3, 2], 5, "beat").outcome).toBe("failure"); // the odd sentence's reading, as a setting
    });
  });

  it("TT-AMB-04: no minimum difficulty, yet all 1s is a critical failure even at difficulty 1", () => {
    checksRule(["TT-AMB-04"], () => {
      expect(outcomeOf([1, 1], 1).outcome).toBe("critical");
      expect(outcomeOf([1, 2], 1).outcome).toBe("exceptional");
      expect(outcomeOf([1, 2], 2).outcome).toBe("success");
    });
  });

  it("TT-DICE-1, TT-DICE-3: 3 dice with the quality, 2 without, one fewer outside the concept (the rulebook's table)", () => {
    checksRule(["TT-DICE-1", "TT-DICE-3"], () => {
      const n = (quality: "agile" | "strong" | "cunning", task: "agile" | "strong" | "cunning", outsideConcept = false, combat: "melee" | "ranged" | "mental" | null = null) =>
        diceCount({ quality, style: ({ agile: "ranged", strong: "melee", cunning: "mental" } as const)[quality], challengeQuality: task, combat, outsideConcept, fear: false });
      expect(n("strong", "strong", false, "melee")).toBe(3); // barbarian, sword blow
      expect(n("strong", "agile", false, "ranged")).toBe(2); // barbarian, spear throw
      expect(n("strong", "agile", true)).toBe(1); // barbarian, lock
      expect(n("agile", "agile")).toBe(3); // ranger, move silently
      expect(n("agile", "cunning")).toBe(2); // ranger, spot an enemy
      expect(n("agile", "cunning", true)).toBe(1); // ranger, legal treaty
      expect(n("cunning", "cunning", false, "mental")).toBe(3); // mage, fireball
      expect(n("cunning", "strong")).toBe(2); // mage, climb a rope
      expect(n("cunning", "strong", true, "melee")).toBe(1); // mage, greatsword
      expect(n("cunning", "cunning", true)).toBe(2); // old witch, charm a young man
      expect(n("agile", "cunning", false)).toBe(2); // gallant, court a lady: central to the concept
      expect(n("agile", "cunning", true)).toBe(1); // gallant, persuade a husband
    });
  });

  it("TT-DICE-2: a combat style names its quality, and the GM cannot give it another", () => {
    refused(start(), challenge("x", ["Maga"], { combat: "ranged", quality: "strong" }), "tt.challenge.combat-quality", "TT-DICE-2");
    expect(step(start(), challenge("x", ["Maga"], { combat: "ranged" })).state.challenges["x"]!.participants[0]!.quality).toBe("agile");
  });

  it("TT-DICE-2, TT-AMB-02: in combat the chosen style gives 3d6, and replaces the quality's default style", () => {
    checksRule(["TT-DICE-2", "TT-AMB-02"], () => {
      const thief = { quality: "agile" as const, style: "melee" as const, outsideConcept: false, fear: false };
      expect(diceCount({ ...thief, challengeQuality: "strong", combat: "melee" })).toBe(3);
      expect(diceCount({ ...thief, challengeQuality: "agile", combat: "ranged" })).toBe(2);
      expect(diceCount({ ...thief, challengeQuality: "agile", combat: null })).toBe(3); // stealth is still agile
      expect(qualityApplies({ ...thief, challengeQuality: "agile", combat: "ranged" })).toBe(false);
    });
  });
});

describe("a challenge at the table", () => {
  it("TT-SETUP-1: only the GM sets challenges, and the GM never rolls", () => {
    const s = start();
    refused(s, { ...challenge("gate", ["Maga"]), by: "ana" }, "tt.gm-only", "TT-SETUP-1");
    const open = step(s, challenge("gate", ["Maga"])).state;
    refused(open, roll(GM, "gate", "Maga", [3, 4]), "tt.gm-never-rolls", "TT-SETUP-1");
  });

  it("TT-SETUP-2: only a character's player rolls for it", () => {
    const s = step(start(), challenge("gate", ["Maga"])).state;
    refused(s, roll("bruno", "gate", "Maga", [3, 4]), "tt.not-your-character", "TT-SETUP-2");
    refused(s, roll("bruno", "gate", "Enano", [3, 4, 5]), "tt.not-challenged", "TT-SETUP-1");
  });

  it("TT-SETUP-3: Tricube rolls d6 only, whether faces or the dice core's { size, face }", () => {
    const s = step(start(), challenge("gate", ["Maga"])).state;
    refused(s, roll("ana", "gate", "Maga", [3, 7]), "tt.roll.not-d6", "TT-SETUP-3");
    refused(s, { type: "roll", by: "ana", challenge: "gate", character: "Maga", dice: [{ size: 8, face: 3 }, { size: 6, face: 4 }] }, "tt.roll.not-d6", "TT-SETUP-3");
    expect(step(s, { type: "roll", by: "ana", challenge: "gate", character: "Maga", dice: [{ size: 6, face: 3 }, { size: 6, face: 5 }] }).entries)
      .toContainEqual(expect.objectContaining({ kind: "outcome", reason: "success", rule: "TT-OUT-1" }));
  });

  it("TT-CHAL-1: the GM's difficulty is 4, 5 or 6; modifiers may take it above 6", () => {
    refused(start(), challenge("x", ["Maga"], { difficulty: 7 }), "tt.challenge.difficulty", "TT-CHAL-1");
    refused(start(), challenge("x", ["Maga"], { difficulty: 3 }), "tt.challenge.difficulty", "TT-CHAL-1");
    const s = play(start(), challenge("x", ["Maga"], { difficulty: 6 }), { type: "quirk", by: "ana", challenge: "x", character: "Maga", quirk: "Arrogante" },
      roll("ana", "x", "Maga", [6, 6])).state;
    expect(s.challenges["x"]!.rolls[0]).toMatchObject({ difficulty: 7, outcome: "failure" });
    expect(s.challenges["x"]!.base).toBe(6);
    checksRule(["TT-CHAL-1"], () => expect(s.challenges["x"]!.rolls[0]!.difficulty).toBeGreaterThan(6));
  });

  it("TT-DICE-1: the number of dice rolled must be the character's, and the player's quality claim must hold", () => {
    const s = step(start(), challenge("gate", ["Maga"])).state; // strong: the mage rolls 2
    const e = refused(s, roll("ana", "gate", "Maga", [3, 4, 5]), "tt.roll.dice-count", "TT-DICE-1");
    expect(e.params).toMatchObject({ need: 2, got: 3 });
    refused(s, roll("ana", "gate", "Maga", [3, 4], { quality: true }), "tt.roll.quality-claim", "TT-DICE-1");
    // The player's own "outside my concept" takes a die, as the GM's flag does.
    expect(step(s, roll("ana", "gate", "Maga", [4], { concept: false })).state.challenges["gate"]!.rolls[0]!.faces).toEqual([4]);
    const flagged = step(start(), challenge("lock", [{ character: "Maga", quality: "agile", outsideConcept: true }], { difficulty: 4 })).state;
    refused(flagged, roll("ana", "lock", "Maga", [3, 4]), "tt.roll.dice-count", "TT-DICE-1"); // T2
  });

  it("TT-KAR-3: T1, the mage's fire spirit: [3, 4] at 5, then 1 Karma lowers it to 4 after the roll, a success", () => {
    const s = play(start(), challenge("gate", ["Maga"]), roll("ana", "gate", "Maga", [3, 4]));
    expect(s.state.challenges["gate"]!.rolls[0]!.outcome).toBe("failure");
    const k = step(s.state, karma("ana", "gate", "Maga", "Piromancia"));
    expect(k.entries).toContainEqual({ character: "Maga", kind: "karma", amount: -1, rule: "TT-KAR-2", reason: "perk: Piromancia", challenge: "gate" });
    expect(k.entries).toContainEqual(expect.objectContaining({ kind: "difficulty", amount: -1, rule: "TT-KAR-3" }));
    expect(k.state.challenges["gate"]!.rolls[0]).toMatchObject({ difficulty: 4, outcome: "success", settled: true });
    expect(k.state.characters["Maga"]!.karma).toBe(2);
  });

  it("TT-KAR-3: Karma comes after the roll, once per challenge; a second perk or an ally's is refused (TT-KAR-4, TT-KAR-5)", () => {
    const s = step(start({ characters: [
      { name: "Maga", player: "ana", quality: "cunning", concept: "maga", perks: ["Piromancia", "Académica"], quirks: ["Arrogante"], advances: 1 },
      { name: "Enano", player: "bruno", quality: "strong", concept: "enano", perks: ["Furia salvaje"], quirks: ["Gruñón"] },
    ] }), challenge("gate", ["Maga"])).state;
    refused(s, karma("ana", "gate", "Maga", "Piromancia"), "tt.karma.before-roll", "TT-KAR-3");
    const spent = play(s, roll("ana", "gate", "Maga", [2, 3]), karma("ana", "gate", "Maga", "Piromancia")).state;
    refused(spent, karma("ana", "gate", "Maga", "Piromancia"), "tt.karma.once", "TT-KAR-3");
    refused(spent, karma("ana", "gate", "Maga", "Académica"), "tt.karma.once", "TT-KAR-4");
    refused(spent, karma("bruno", "gate", "Maga", "Furia salvaje", { spender: "Enano" }), "tt.karma.once", "TT-KAR-5");
  });

  it("TT-KAR-5: an ally may pay the Karma for someone else's roll, and it uses that challenge's one Karma", () => {
    const s = play(start(), challenge("gate", ["Maga"]), roll("ana", "gate", "Maga", [3, 4]));
    refused(s.state, karma("ana", "gate", "Maga", "Furia salvaje", { spender: "Enano" }), "tt.not-your-character", "TT-SETUP-2");
    const k = step(s.state, karma("bruno", "gate", "Maga", "Furia salvaje", { spender: "Enano" }));
    expect(k.entries).toContainEqual(expect.objectContaining({ character: "Maga", kind: "difficulty", amount: -1, rule: "TT-KAR-5" }));
    expect(k.state.characters["Enano"]!.karma).toBe(2);
    expect(k.state.characters["Maga"]!.karma).toBe(3);
    refused(k.state, karma("ana", "gate", "Maga", "Piromancia"), "tt.karma.once", "TT-KAR-5");
  });

  it("TT-KAR-2: every Karma spend names one of the spender's perks; TT-AMB-12: a perk lowers nothing for free", () => {
    const s = play(start(), challenge("gate", ["Maga"]), roll("ana", "gate", "Maga", [3, 4]));
    refused(s.state, karma("ana", "gate", "Maga", "Encantador"), "tt.karma.no-perk", "TT-KAR-2");
    // The roll stands at its base difficulty until Karma is paid.
    checksRule(["TT-AMB-12"], () => expect(s.state.challenges["gate"]!.rolls[0]!.difficulty).toBe(5));
  });

  it("TT-TOK-4: no Karma, no spend; tokens never go below 0", () => {
    const s = play(start({ characters: [{ name: "Maga", player: "ana", quality: "cunning", concept: "maga", perks: ["Piromancia"], quirks: ["Arrogante"], karma: 0 }] }),
      challenge("gate", ["Maga"]), roll("ana", "gate", "Maga", [3, 4]));
    refused(s.state, karma("ana", "gate", "Maga", "Piromancia"), "tt.karma.none", "TT-TOK-4");
  });

  it("TT-QRK-1: a quirk is declared before the roll and raises the difficulty by 1; TT-QRK-3: one per challenge", () => {
    const s = step(start(), challenge("talk", ["Maga"], { quality: "cunning" })).state;
    const q = step(s, { type: "quirk", by: "ana", challenge: "talk", character: "Maga", quirk: "Arrogante" });
    expect(q.entries).toContainEqual({ character: "Maga", kind: "difficulty", amount: 1, rule: "TT-QRK-1", reason: "quirk: Arrogante", challenge: "talk" });
    refused(q.state, { type: "quirk", by: "ana", challenge: "talk", character: "Maga", quirk: "Arrogante" }, "tt.quirk.once", "TT-QRK-3");
    refused(s, { type: "quirk", by: "ana", challenge: "talk", character: "Maga", quirk: "Miope" }, "tt.quirk.unknown", "TT-QRK-1");
    const rolled = step(s, roll("ana", "talk", "Maga", [5, 5, 2])).state;
    refused(rolled, { type: "quirk", by: "ana", challenge: "talk", character: "Maga", quirk: "Arrogante" }, "tt.quirk.after-roll", "TT-QRK-1");
    expect(step(q.state, roll("ana", "talk", "Maga", [5, 5, 2])).state.challenges["talk"]!.rolls[0]).toMatchObject({ difficulty: 6, outcome: "failure" });
  });

  it("TT-QRK-2: a quirk pays 1 Karma back, or 1 Resolve when the challenge succeeds, capped at the quota (TT-TOK-3)", () => {
    const s = play(start({ characters: [{ name: "Maga", player: "ana", quality: "cunning", concept: "maga", perks: ["Piromancia"], quirks: ["Arrogante"], karma: 1, resolve: 3 }] }),
      challenge("talk", ["Maga"], { quality: "cunning" }), { type: "quirk", by: "ana", challenge: "talk", character: "Maga", quirk: "Arrogante" });
    refused(s.state, { type: "reward", by: "ana", challenge: "talk", character: "Maga", take: "karma" }, "tt.reward.too-early", "TT-QRK-2");
    const ok = step(s.state, roll("ana", "talk", "Maga", [6, 2, 2])).state; // 6 ≥ 6: success
    const capped = step(ok, { type: "reward", by: "ana", challenge: "talk", character: "Maga", take: "resolve" });
    expect(capped.entries).toEqual([
      { character: "Maga", kind: "resolve", amount: 0, rule: "TT-QRK-2", reason: "quirk: Arrogante", challenge: "talk" },
      { character: "Maga", kind: "resolve", amount: 0, rule: "TT-TOK-3", reason: "1 lost over the quota of 3", challenge: "talk" },
    ]);
    const karmaBack = step(ok, { type: "reward", by: "ana", challenge: "talk", character: "Maga", take: "karma" });
    expect(karmaBack.entries).toEqual([{ character: "Maga", kind: "karma", amount: 1, rule: "TT-QRK-2", reason: "quirk: Arrogante", challenge: "talk" }]);
    refused(karmaBack.state, { type: "reward", by: "ana", challenge: "talk", character: "Maga", take: "karma" }, "tt.reward.taken", "TT-QRK-2");
    const miss = step(s.state, roll("ana", "talk", "Maga", [5, 2, 2])).state;
    refused(miss, { type: "reward", by: "ana", challenge: "talk", character: "Maga", take: "resolve" }, "tt.reward.resolve-needs-success", "TT-QRK-2");
  });

  it("TT-OUT-3: a failure costs what the GM chooses, and must be costed before the challenge closes", () => {
    const s = play(start(), challenge("climb", ["Maga"]), roll("ana", "climb", "Maga", [2, 3])).state;
    refused(s, { type: "close", by: GM, challenge: "climb" }, "tt.close.cost-pending", "TT-OUT-3");
    refused(s, { ...cost("climb", "Maga", "resolve"), by: "ana" }, "tt.gm-only", "TT-OUT-3");
    refused(s, cost("climb", "Maga", "complication"), "tt.cost.complication-text", "TT-OUT-3");
    const paid = step(s, cost("climb", "Maga", "resolve"));
    expect(paid.entries).toEqual([{ character: "Maga", kind: "resolve", amount: -1, rule: "TT-OUT-3", reason: "failure", challenge: "climb" }]);
    refused(paid.state, cost("climb", "Maga", "resolve"), "tt.cost.nothing", "TT-OUT-3");
    refused(paid.state, karma("ana", "climb", "Maga", "Piromancia"), "tt.karma.too-late", "TT-KAR-3");
    expect(step(paid.state, { type: "close", by: GM, challenge: "climb" }).state.challenges["climb"]!.open).toBe(false);
  });

  it("TT-OUT-4: a critical failure always brings a complication, and costs 2 Resolve where a failure costs 1", () => {
    const s = play(start(), challenge("climb", ["Maga"]), roll("ana", "climb", "Maga", [1, 1]));
    expect(s.entries).toContainEqual(expect.objectContaining({ kind: "outcome", reason: "critical", rule: "TT-OUT-4" }));
    refused(s.state, cost("climb", "Maga", "resolve"), "tt.cost.critical-complication", "TT-OUT-4");
    const paid = step(s.state, cost("climb", "Maga", "resolve", { complication: "the rope snaps and the torch falls" }));
    expect(paid.entries).toEqual([
      { character: "Maga", kind: "complication", amount: 0, rule: "TT-OUT-4", reason: "the rope snaps and the torch falls", challenge: "climb" },
      { character: "Maga", kind: "resolve", amount: -2, rule: "TT-OUT-4", reason: "failure", challenge: "climb" },
    ]);
  });

  it("TT-TOOL-01: without effort tokens each challenged character rolls once", () => {
    const s = play(start(), challenge("dodge", ["Elfa", "Enano"], { quality: "agile" }), roll("carla", "dodge", "Elfa", [1, 6, 5])).state; // T5
    expect(s.challenges["dodge"]!.rolls[0]!.outcome).toBe("exceptional");
    refused(s, roll("carla", "dodge", "Elfa", [4, 4, 4]), "tt.roll.once", "TT-TOOL-01");
    expect(step(s, roll("bruno", "dodge", "Enano", [3, 5])).state.challenges["dodge"]!.rolls[1]!.outcome).toBe("success"); // T6
  });
});
