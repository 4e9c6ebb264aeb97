// Effort tokens, enemies in combat, and opposed challenges between two player characters.
import { describe, expect, it } from "@jest/globals";
import { opposed } from "../../../src/games/tricube/rules/index.js";
import { challenge, checksRule, cost, GM, karma, play, refused, roll, start, step } from "./helpers.js";

describe("effort tokens", () => {
  it("TT-EFF-1, TT-EFF-2: T3, a fireball removes one token per die meeting the difficulty, and the challenge is overcome", () => {
    const s = play(start(), challenge("skeletons", ["Maga"], { quality: "cunning", effort: 2 }), roll("ana", "skeletons", "Maga", [6, 6, 2]));
    expect(s.entries).toEqual(expect.arrayContaining([
      { character: "", kind: "effort", amount: 2, rule: "TT-EFF-1", reason: "effort tokens set", challenge: "skeletons" },
      { character: "Maga", kind: "effort", amount: -2, rule: "TT-EFF-2", reason: "2 of 2 tokens removed", challenge: "skeletons" },
      { character: "Maga", kind: "outcome", amount: 0, rule: "TT-EFF-2", reason: "overcome: no effort tokens left", challenge: "skeletons" },
    ]));
    refused(s.state, roll("ana", "skeletons", "Maga", [6, 6, 6]), "tt.challenge.overcome", "TT-EFF-2");
  });

  it("TT-EFF-2: successes beyond the tokens left are wasted; the combat example's archers fall 1, then 3 (T4, T8)", () => {
    const s = play(start(), challenge("archers", ["Elfa", "Enano"], { kind: "attack", combat: "ranged", effort: 4 }),
      roll("carla", "archers", "Elfa", [5, 3, 2]));
    expect(s.state.challenges["archers"]!.effort).toEqual({ total: 4, remaining: 3 });
    // T8: [5, 4, 4] with Karma ("Ojo de halcón") to 4: three dice meet it, the last three archers fall.
    const t8 = play(s.state, roll("carla", "archers", "Elfa", [5, 4, 4]), karma("carla", "archers", "Elfa", "Ojo de halcón"));
    expect(t8.state.challenges["archers"]!.effort).toEqual({ total: 4, remaining: 0 });
    const big = play(start(), challenge("x", ["Maga"], { quality: "cunning", effort: 1 }), roll("ana", "x", "Maga", [6, 6, 6]));
    expect(big.entries).toContainEqual(expect.objectContaining({ kind: "effort", amount: -1, reason: "1 of 1 tokens removed", rule: "TT-EFF-2" }));
  });

  it("TT-EFF-3: characters cooperate over several rolls, and any failed roll is costed before the next", () => {
    const s = play(start(), challenge("wall", ["Enano", "Maga"], { effort: 3 }), roll("bruno", "wall", "Enano", [2, 3, 4])).state;
    refused(s, roll("ana", "wall", "Maga", [5, 6]), "tt.roll.cost-pending", "TT-EFF-3");
    const next = play(s, cost("wall", "Enano", "consequence"), roll("ana", "wall", "Maga", [5, 6]), roll("bruno", "wall", "Enano", [5, 1, 1])).state;
    expect(next.challenges["wall"]!.effort!.remaining).toBe(0);
  });

  it("TT-AMB-05: an effort challenge is one challenge: one Karma and one quirk over all its rolls, and the −1 holds for later rolls", () => {
    const s = play(start(), challenge("wall", ["Enano", "Maga"], { effort: 5 }),
      { type: "quirk", by: "bruno", challenge: "wall", character: "Enano", quirk: "Gruñón" },
      roll("bruno", "wall", "Enano", [6, 5, 4]), karma("bruno", "wall", "Enano", "Furia salvaje")).state;
    refused(s, { type: "quirk", by: "ana", challenge: "wall", character: "Maga", quirk: "Arrogante" }, "tt.quirk.once", "TT-QRK-3");
    const later = play(s, roll("ana", "wall", "Maga", [5, 2])).state;
    refused(later, karma("ana", "wall", "Maga", "Piromancia"), "tt.karma.once", "TT-KAR-5");
    checksRule(["TT-AMB-05"], () => {
      // quirk +1, Karma −1: the mage's later roll is still at 5.
      expect(later.challenges["wall"]!.rolls.map((r) => r.difficulty)).toEqual([5, 5]);
      expect(later.challenges["wall"]!.effort!.remaining).toBe(2);
    });
    // The quirk pays once, when the challenge ends; Resolve only if the last token fell.
    refused(later, { type: "reward", by: "bruno", challenge: "wall", character: "Enano", take: "karma" }, "tt.reward.too-early", "TT-QRK-2");
    const done = step(later, roll("ana", "wall", "Maga", [6, 5])).state;
    expect(step(done, { type: "reward", by: "bruno", challenge: "wall", character: "Enano", take: "resolve" }).entries)
      .toEqual([expect.objectContaining({ kind: "resolve", rule: "TT-QRK-2" }), expect.objectContaining({ rule: "TT-TOK-3" })]);
  });

  it("TT-QRK-2: a reward nobody chose is Karma when the GM closes the challenge", () => {
    const s = play(start({ characters: [{ name: "Maga", player: "ana", quality: "cunning", concept: "maga", perks: ["Piromancia"], quirks: ["Arrogante"], karma: 1 }] }),
      challenge("talk", ["Maga"], { quality: "cunning" }), { type: "quirk", by: "ana", challenge: "talk", character: "Maga", quirk: "Arrogante" },
      roll("ana", "talk", "Maga", [6, 6, 1]), { type: "close", by: GM, challenge: "talk" });
    expect(s.entries.at(-1)).toEqual({ character: "Maga", kind: "karma", amount: 1, rule: "TT-QRK-2", reason: "quirk: Arrogante", challenge: "talk" });
  });
});

describe("enemies and combat", () => {
  it("TT-CMB-2: an enemy attacked turn by turn has one or more effort tokens; TT-EFF-4: they are its resolve", () => {
    refused(start(), challenge("orc", ["Enano"], { kind: "attack", combat: "melee", enemy: { name: "orc" } }), "tt.challenge.attack-effort", "TT-CMB-2");
    checksRule(["TT-EFF-4", "TT-CMB-3"], () => {
      // T7: two big goblins, one token each; [4, 2, 4] with Karma down to 4 kills both.
      const s = play(start(), challenge("goblins", ["Enano"], { kind: "attack", combat: "melee", effort: 2, enemy: { name: "big goblins" } }),
        roll("bruno", "goblins", "Enano", [4, 2, 4]), karma("bruno", "goblins", "Enano", "Furia salvaje")).state;
      expect(s.challenges["goblins"]!.effort!.remaining).toBe(0);
      // On the enemy's turn the player rolls to defend, and a failure costs Resolve.
      const d = play(start(), challenge("arrows", ["Maga"], { kind: "defence", quality: "agile" }), roll("ana", "arrows", "Maga", [2, 3]), cost("arrows", "Maga", "resolve")).state;
      expect(d.characters["Maga"]!.resolve).toBe(2);
    });
  });

  it("TT-CMB-4: a defence is one roll per character and carries no effort", () => {
    refused(start(), challenge("arrows", ["Maga"], { kind: "defence", quality: "agile", effort: 2 }), "tt.challenge.defence-effort", "TT-CMB-4");
    const s = play(start(), challenge("arrows", ["Maga"], { kind: "defence", quality: "agile" }), roll("ana", "arrows", "Maga", [5, 3])).state;
    refused(s, roll("ana", "arrows", "Maga", [5, 3]), "tt.roll.once", "TT-CMB-4");
  });
});

describe("opposed challenges", () => {
  const duel = (extra = {}) => challenge("duel", ["Enano", { character: "Elfa", quality: "agile" }], { kind: "opposed", ...extra });

  it("TT-OPP-1: each side's difficulty is the other's top die, so the higher top die wins", () => {
    refused(start(), challenge("duel", ["Enano"], { kind: "opposed" }), "tt.challenge.opposed-two", "TT-OPP-1");
    refused(start(), duel({ effort: 2 }), "tt.challenge.opposed-plain", "TT-OPP-1");
    const s = play(start(), duel(), roll("bruno", "duel", "Enano", [5, 2, 1]), roll("carla", "duel", "Elfa", [4, 4, 3]));
    expect(s.state.challenges["duel"]!.rolls.map((r) => [r.difficulty, r.outcome])).toEqual([[4, "success"], [5, "failure"]]);
    expect(s.entries).toContainEqual(expect.objectContaining({ character: "Enano", kind: "outcome", rule: "TT-OPP-1", reason: "success" }));
  });

  it("TT-OPP-2: T9, on equal top dice more matching dice win, with a normal success: 4-4-4 beats 4-4-3 and 4-3-3", () => {
    for (const other of [[4, 4, 3], [4, 3, 3]]) {
      const r = opposed({ faces: [4, 4, 4], modifier: 0 }, { faces: other, modifier: 0 });
      expect(r).toMatchObject({ a: { outcome: "success", hits: 3 }, b: { outcome: "failure" }, draw: false, rule: "TT-OPP-2" });
    }
  });

  it("TT-OPP-3: as many matching dice is a draw, favouring both sides equally", () => {
    const s = play(start(), duel(), roll("bruno", "duel", "Enano", [4, 4, 1]), roll("carla", "duel", "Elfa", [4, 4, 2]));
    expect(s.entries).toContainEqual(expect.objectContaining({ kind: "outcome", rule: "TT-OPP-3" }));
    expect(s.state.challenges["duel"]!.rolls.every((r) => r.settled)).toBe(true);
  });

  it("TT-OPP-4: two critical failures each suffer", () => {
    const r = opposed({ faces: [1, 1, 1], modifier: 0 }, { faces: [1], modifier: 0 });
    expect(r).toMatchObject({ a: { outcome: "critical" }, b: { outcome: "critical" }, rule: "TT-OPP-4" });
  });

  it("TT-AMB-08: each side's own quirk and Karma move its own difficulty; an unopposed success keeps its level", () => {
    checksRule(["TT-AMB-08"], () => {
      expect(opposed({ faces: [5, 5, 2], modifier: 0 }, { faces: [4, 3, 1], modifier: 0 }).a.outcome).toBe("exceptional");
      // Bruno's quirk (+1) turns his 5-5 against a 5 into a failure; Carla's 5 against his 5 wins.
      expect(opposed({ faces: [5, 5, 2], modifier: +1 }, { faces: [5, 3, 1], modifier: 0 })).toMatchObject({ a: { outcome: "failure", difficulty: 6 }, b: { outcome: "success" } });
      expect(opposed({ faces: [4, 2], modifier: +1 }, { faces: [4, 1], modifier: +1 })).toMatchObject({ a: { outcome: "failure" }, b: { outcome: "failure" }, rule: "TT-TOOL-05" });
    });
    const s = play(start(), duel(), roll("bruno", "duel", "Enano", [4, 2, 1]));
    refused(s.state, karma("bruno", "duel", "Enano", "Furia salvaje"), "tt.karma.wait-opponent", "TT-OPP-1");
    const lost = play(s.state, roll("carla", "duel", "Elfa", [5, 3, 1])).state;
    expect(lost.challenges["duel"]!.rolls.map((r) => r.outcome)).toEqual(["failure", "success"]);
    // Bruno's Karma lowers his own difficulty to 4: his 4 now matches, one die each, a draw.
    const both = step(lost, karma("bruno", "duel", "Enano", "Furia salvaje"));
    expect(both.state.challenges["duel"]!.rolls.map((r) => [r.difficulty, r.outcome])).toEqual([[4, "draw"], [4, "draw"]]);
    expect(both.entries).toContainEqual(expect.objectContaining({ kind: "outcome", rule: "TT-OPP-3" }));
  });
});

// From the Spanish original (seed 001): "el resultado más alto de la tirada de su oponente
// se convierte en la dificultad de su propio desafío" (l. 201), so nothing is judged, costed or offered
// until both have rolled; a 1 on every die is a critical failure (l. 165), costing two Resolve (l. 179);
// only failing has a price (l. 177); both critical, "cada uno … sufre una consecuencia terrible" (l. 205).
describe("an opposed challenge waits for both rolls (TT-OPP-1, seed l. 201)", () => {
  const duel = () => challenge("duel", ["Enano", { character: "Elfa", quality: "agile" }], { kind: "opposed" });

  it("TT-OPP-1: the first roll has no difficulty, no outcome and nothing to cost until the opponent rolls (l. 201, l. 177)", () => {
    const first = play(start(), duel(), roll("bruno", "duel", "Enano", [4, 4, 4]));
    expect(first.state.challenges["duel"]!.rolls[0]).toMatchObject({ difficulty: null, outcome: "pending", hits: 0, settled: true });
    expect(first.entries.filter((e) => e.kind === "outcome")).toEqual([]);
    refused(first.state, cost("duel", "Enano", "resolve"), "tt.opposed.wait", "TT-OPP-1");
    refused(first.state, karma("bruno", "duel", "Enano", "Furia salvaje"), "tt.karma.wait-opponent", "TT-OPP-1");
    // The second roll makes Enano the winner: nothing was, or can now be, charged to him.
    const both = step(first.state, roll("carla", "duel", "Elfa", [3, 2, 1]));
    expect(both.state.challenges["duel"]!.rolls.map((r) => [r.character, r.difficulty, r.outcome, r.settled])).toEqual([["Enano", 3, "exceptional", true], ["Elfa", 4, "failure", false]]);
    expect(both.state.characters["Enano"]!.resolve).toBe(first.state.characters["Enano"]!.resolve);
    refused(both.state, cost("duel", "Enano", "resolve"), "tt.cost.nothing", "TT-OUT-3");
    const paid = step(both.state, cost("duel", "Elfa", "resolve"));
    expect(paid.state.characters["Elfa"]!.resolve).toBe(both.state.characters["Elfa"]!.resolve - 1);
  });

  it("TT-OUT-4: a first roll of all 1s is judged critical with the pair, costing 2 Resolve and a complication (l. 165, l. 179)", () => {
    const first = play(start(), duel(), roll("bruno", "duel", "Enano", [1, 1, 1]));
    expect(first.state.challenges["duel"]!.rolls[0]!.outcome).toBe("pending");
    refused(first.state, cost("duel", "Enano", "resolve", { complication: "el escudo se parte" }), "tt.opposed.wait", "TT-OPP-1");
    const both = step(first.state, roll("carla", "duel", "Elfa", [2, 1, 1]));
    expect(both.state.challenges["duel"]!.rolls.map((r) => r.outcome)).toEqual(["critical", "exceptional"]);
    refused(both.state, cost("duel", "Enano", "resolve"), "tt.cost.critical-complication", "TT-OUT-4");
    const paid = step(both.state, cost("duel", "Enano", "resolve", { complication: "el escudo se parte" }));
    expect(paid.entries).toContainEqual(expect.objectContaining({ character: "Enano", kind: "resolve", amount: -2, rule: "TT-OUT-4" }));
  });

  it("TT-OPP-3: a draw is neither side's success nor failure: both 'draw', nothing to cost (l. 203)", () => {
    const s = play(start(), duel(), roll("bruno", "duel", "Enano", [5, 3, 1]), roll("carla", "duel", "Elfa", [5, 2, 2]));
    expect(s.state.challenges["duel"]!.rolls.map((r) => [r.difficulty, r.outcome, r.hits])).toEqual([[5, "draw", 1], [5, "draw", 1]]);
    refused(s.state, cost("duel", "Elfa", "resolve"), "tt.cost.nothing", "TT-OUT-3");
  });

  it("TT-OPP-4: two critical failures each owe a cost with its complication (l. 205)", () => {
    const s = play(start(), duel(), roll("bruno", "duel", "Enano", [1, 1, 1]), roll("carla", "duel", "Elfa", [1, 1, 1]));
    expect(s.state.challenges["duel"]!.rolls.map((r) => [r.outcome, r.settled])).toEqual([["critical", false], ["critical", false]]);
    expect(s.entries.filter((e) => e.kind === "outcome").map((e) => e.rule)).toEqual(["TT-OPP-4", "TT-OPP-4"]);
    for (const who of ["Enano", "Elfa"]) refused(s.state, cost("duel", who, "resolve"), "tt.cost.critical-complication", "TT-OUT-4");
  });
});

describe("attacks on an effort challenge", () => {
  it("TT-QRK-1: a quirk declared mid-effort raises only the rolls after it, and none once the tokens are gone (no free reward)", () => {
    const s = play(start(), challenge("wall", ["Enano", "Maga"], { effort: 3 }), roll("bruno", "wall", "Enano", [5, 2, 1]),
      { type: "quirk", by: "ana", challenge: "wall", character: "Maga", quirk: "Arrogante" }, karma("bruno", "wall", "Enano", "Furia salvaje")).state;
    // Bruno's roll came before the quirk: Karma takes it from 5 to 4, the quirk does not reach back.
    expect(s.challenges["wall"]!.rolls[0]).toMatchObject({ difficulty: 4, hits: 1 });
    const next = step(s, roll("ana", "wall", "Maga", [5, 5])).state;
    expect(next.challenges["wall"]!.rolls[1]).toMatchObject({ difficulty: 5, hits: 2 }); // +1 quirk −1 Karma
    const done = play(start(), challenge("gap", ["Maga"], { effort: 1, quality: "cunning" }), roll("ana", "gap", "Maga", [6, 6, 6])).state;
    refused(done, { type: "quirk", by: "ana", challenge: "gap", character: "Maga", quirk: "Arrogante" }, "tt.challenge.overcome", "TT-QRK-1");
  });

  it("TT-DEF-2: a defeated ally cannot pay Karma for someone else's roll", () => {
    const s = play(start({ characters: [
      { name: "Maga", player: "ana", quality: "cunning", concept: "maga", perks: ["Piromancia"], quirks: ["Arrogante"] },
      { name: "Enano", player: "bruno", quality: "strong", concept: "enano", perks: ["Furia salvaje"], quirks: ["Gruñón"], resolve: 1 },
    ] }), challenge("hit", ["Enano"]), roll("bruno", "hit", "Enano", [2, 2, 2]), cost("hit", "Enano", "resolve"),
    challenge("gate", ["Maga"]), roll("ana", "gate", "Maga", [3, 4])).state;
    refused(s, karma("bruno", "gate", "Maga", "Furia salvaje", { spender: "Enano" }), "tt.character.out-of-scene", "TT-DEF-2");
  });
});
