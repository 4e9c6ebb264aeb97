// The optional genre rules, each a setting that is off until a group turns it on.
import { describe, expect, it } from "@jest/globals";
import { initialState, MONSTERS, monsterNamed } from "../../../src/games/tricube/rules/index.js";
import { challenge, checksRule, cost, expectMessage, GM, karma, play, refused, roll, setup, start, step } from "./helpers.js";

const maga = { name: "Maga", player: "ana", quality: "cunning" as const, concept: "maga", perks: ["Piromancia"], quirks: ["Arrogante"] };
const elfa = { name: "Elfa", player: "carla", quality: "agile" as const, concept: "montaraz elfa", perks: ["Ojo de halcón"], quirks: ["Impaciente"] };
const enano = { name: "Enano", player: "bruno", quality: "strong" as const, concept: "enano", perks: ["Furia salvaje"], quirks: ["Gruñón"] };

describe("fear", () => {
  it("TT-FEAR-1: fear is a cunning challenge, one die fewer without experience of it; off unless the group plays it", () => {
    refused(start(), challenge("ghost", ["Maga"], { kind: "fear" }), "tt.setting.off", "TT-FEAR-1");
    const s = step(start({ settings: { fear: true } }), challenge("ghost", ["Maga", { character: "Enano", outsideConcept: true }], { kind: "fear", quality: "strong" })).state;
    checksRule(["TT-FEAR-1"], () => expect(s.challenges["ghost"]!.participants.map((p) => p.quality)).toEqual(["cunning", "cunning"]));
    refused(s, roll("bruno", "ghost", "Enano", [3, 4]), "tt.roll.dice-count", "TT-DICE-1"); // strong: 2, inexperienced: 1
    expect(step(s, roll("ana", "ghost", "Maga", [6, 1, 1])).state.challenges["ghost"]!.rolls[0]!.outcome).toBe("success");
  });

  it("TT-FEAR-2: failing against fear costs 1 Resolve, nothing else", () => {
    const s = play(start({ settings: { fear: true } }), challenge("ghost", ["Enano"], { kind: "fear" }), roll("bruno", "ghost", "Enano", [2, 3])).state;
    refused(s, cost("ghost", "Enano", "complication", { complication: "screams" }), "tt.cost.resolve-only", "TT-FEAR-2");
    expect(step(s, cost("ghost", "Enano", "resolve")).entries).toEqual([{ character: "Enano", kind: "resolve", amount: -1, rule: "TT-FEAR-2", reason: "failure", challenge: "ghost" }]);
  });
});

describe("monsters and dungeons", () => {
  const dungeon = () => start({ settings: { enemyQualities: true, levels: true } });

  it("TT-HS-1: T10, an agile and weak goblin: shooting it is 6, hitting it in melee is 4", () => {
    refused(start(), challenge("g", ["Elfa"], { enemy: { qualities: ["agile"] } }), "tt.setting.off", "TT-HS-1");
    const s = play(start({ settings: { enemyQualities: true } }), challenge("shoot", ["Elfa"], { kind: "attack", combat: "ranged", effort: 1, enemy: { qualities: ["agile", "weak"] } }),
      challenge("hit", ["Enano"], { kind: "attack", combat: "melee", effort: 1, enemy: { qualities: ["agile", "weak"] } }),
      roll("carla", "shoot", "Elfa", [5, 5, 5]), roll("bruno", "hit", "Enano", [4, 1, 1]));
    expect(s.state.challenges["shoot"]!.rolls[0]).toMatchObject({ difficulty: 6, outcome: "failure" });
    expect(s.state.challenges["hit"]!.rolls[0]).toMatchObject({ difficulty: 4, outcome: "success" });
    expect(s.entries).toEqual(expect.arrayContaining([
      { character: "Elfa", kind: "difficulty", amount: 1, rule: "TT-HS-1", reason: "enemy", challenge: "shoot" },
      { character: "Enano", kind: "difficulty", amount: -1, rule: "TT-HS-1", reason: "enemy", challenge: "hit" },
    ]));
  });

  it("TT-LVL-6: the sample monsters, by Spanish or English name, bring their level and qualities", () => {
    checksRule(["TT-LVL-6"], () => {
      expect(MONSTERS).toHaveLength(16);
      expect(monsterNamed("dragon")).toMatchObject({ level: 5, qualities: ["strong", "cunning"] });
      expect(monsterNamed("Trasgo")).toBe(monsterNamed("goblin"));
    });
    refused(dungeon(), challenge("x", ["Enano"], { enemy: { monster: "Balrog" } }), "tt.challenge.no-such-monster", "TT-LVL-6");
  });

  it("TT-LVL-5: a monster takes effort tokens equal to its level, a boss twice that", () => {
    const s = play(dungeon(), challenge("golem", ["Enano"], { kind: "attack", combat: "melee", enemy: { monster: "Gólem" } }),
      challenge("lich", ["Maga"], { kind: "attack", combat: "mental", enemy: { monster: "Lich", boss: true } }));
    expect(s.state.challenges["golem"]!.effort).toEqual({ total: 3, remaining: 3 });
    expect(s.entries).toContainEqual({ character: "", kind: "effort", amount: 8, rule: "TT-LVL-5", reason: "effort tokens set", challenge: "lich" });
  });

  it("TT-LVL-3: against a higher level +1, a lower one −1, whatever the gap below 3", () => {
    const s = play(dungeon(), challenge("bear", ["Enano"], { enemy: { monster: "Oso" } }), roll("bruno", "bear", "Enano", [5, 5, 1]));
    // Bear: level 2, strong (+1 for a strong challenge, TT-HS-1) and a level above (+1).
    expect(s.entries).toContainEqual({ character: "Enano", kind: "difficulty", amount: 1, rule: "TT-LVL-3", reason: "enemy", challenge: "bear" });
    expect(s.state.challenges["bear"]!.rolls[0]!.difficulty).toBe(7);
    const strong = start({ settings: { levels: true }, characters: [{ ...enano, advances: 4, perks: ["A", "B"], quirks: ["C", "D", "E"] }] });
    const low = play(strong, challenge("wolf", ["Enano"], { enemy: { monster: "Lobo" } }), roll("bruno", "wolf", "Enano", [4, 1, 1]));
    expect(low.entries).toContainEqual(expect.objectContaining({ kind: "difficulty", amount: -1, rule: "TT-LVL-3" }));
  });

  it("TT-LVL-4: three or more levels above calls for Power Levels, not +1", () => {
    const s = play(dungeon(), challenge("dragon", ["Enano"], { enemy: { monster: "Dragón" } }), roll("bruno", "dragon", "Enano", [5, 5, 1]));
    expect(s.entries).toContainEqual({ character: "Enano", kind: "difficulty", amount: 0, rule: "TT-LVL-4", reason: "power levels: judge the outcome relatively", challenge: "dragon" });
    expect(s.state.challenges["dragon"]!.rolls[0]!.difficulty).toBe(6); // strong dragon: +1 only
  });

  it("TT-PWR-2, TT-AMB-09: an opponent three or more levels below is no threat (no roll), or −1 if the group prefers", () => {
    const veteran = { ...enano, advances: 12, perks: ["A", "B", "C", "D", "E", "F", "G"], quirks: ["H"] };
    const s = step(start({ settings: { levels: true }, characters: [veteran] }), challenge("kobold", ["Enano"], { enemy: { name: "kobold", level: 1 } })).state;
    refused(s, roll("bruno", "kobold", "Enano", [4, 1, 1]), "tt.roll.no-threat", "TT-PWR-2");
    const mild = play(start({ settings: { levels: true, lowerLevelGap: "minus-one" }, characters: [veteran] }), challenge("kobold", ["Enano"], { enemy: { name: "kobold", level: 1 } }), roll("bruno", "kobold", "Enano", [4, 1, 1]));
    checksRule(["TT-AMB-09"], () => expect(mild.state.challenges["kobold"]!.rolls[0]!.difficulty).toBe(4));
  });
});

describe("magic and superpowers", () => {
  const mage = (perk: { name: string; limitations: string[] }, settings: Record<string, unknown>) =>
    start({ settings, characters: [{ ...maga, perks: [perk] as never }, enano] });

  it("TT-MAG-3: Exhausting spends Resolve instead of Karma; Ritualistic refuses Karma until prepared", () => {
    const ex = play(mage({ name: "Magia de sangre", limitations: ["exhausting"] }, { magicLimitations: true }), challenge("gate", ["Maga"]), roll("ana", "gate", "Maga", [3, 4]),
      karma("ana", "gate", "Maga", "Magia de sangre"));
    expect(ex.entries).toContainEqual({ character: "Maga", kind: "resolve", amount: -1, rule: "TT-MAG-3", reason: "exhausting: Magia de sangre", challenge: "gate" });
    expect(ex.state.characters["Maga"]).toMatchObject({ karma: 3, resolve: 2 });
    const rit = play(mage({ name: "Círculo", limitations: ["ritualistic"] }, { magicLimitations: true }), challenge("gate", ["Maga"]), roll("ana", "gate", "Maga", [3, 4])).state;
    refused(rit, karma("ana", "gate", "Maga", "Círculo"), "tt.karma.ritualistic", "TT-MAG-3");
    expect(step(rit, karma("ana", "gate", "Maga", "Círculo", { prepared: true })).state.characters["Maga"]!.karma).toBe(2);
  });

  it("TT-SUP-4, TT-AMB-11: on an Uncontrollable power the GM may swap the Karma use for a complication; the Karma is not spent", () => {
    const s = play(mage({ name: "Telequinesis", limitations: ["uncontrollable"] }, { powerLimitations: true }), challenge("gate", ["Maga"]), roll("ana", "gate", "Maga", [3, 4]),
      karma("ana", "gate", "Maga", "Telequinesis")).state;
    refused(s, { type: "uncontrollable", by: "ana", challenge: "gate", character: "Maga", complication: "x" }, "tt.gm-only", "TT-SUP-4");
    const u = step(s, { type: "uncontrollable", by: GM, challenge: "gate", character: "Maga", complication: "the gate flies at the guards" });
    expect(u.entries).toEqual(expect.arrayContaining([
      { character: "Maga", kind: "karma", amount: 1, rule: "TT-AMB-11", reason: "uncontrollable: not spent", challenge: "gate" },
      { character: "Maga", kind: "complication", amount: 0, rule: "TT-SUP-4", reason: "the gate flies at the guards", challenge: "gate" },
    ]));
    expect(u.state.challenges["gate"]!.rolls[0]!.outcome).toBe("failure");
    refused(u.state, karma("ana", "gate", "Maga", "Telequinesis"), "tt.karma.once", "TT-KAR-3");
    const plain = play(start({ settings: { powerLimitations: true } }), challenge("gate", ["Maga"]), roll("ana", "gate", "Maga", [3, 4]), karma("ana", "gate", "Maga", "Piromancia")).state;
    refused(plain, { type: "uncontrollable", by: GM, challenge: "gate", character: "Maga", complication: "x" }, "tt.uncontrollable.nothing", "TT-SUP-4");
  });

  it("TT-SPELL-1: with spell lists, three spells at creation, each with a limitation", () => {
    const spells = [{ name: "Rayo abrasador", limitations: ["destructive"] }, { name: "Escudo", limitations: ["personal"] }, { name: "Disfraz", limitations: ["ritualistic"] }];
    const bad = (over: Record<string, unknown>, code: string, rule: string) => {
      const r = initialState(setup({ settings: { spellLists: true }, characters: [{ ...maga, ...over } as never] }));
      expect(r.ok ? null : [r.error.code, r.error.rule]).toEqual([code, rule]);
      if (!r.ok) expectMessage(r.error);
    };
    bad({ spells: spells.slice(0, 2) }, "tt.character.spells", "TT-SPELL-1");
    bad({ spells: [...spells.slice(0, 2), { name: "Luz", limitations: [] }] }, "tt.character.spell-limitation", "TT-SPELL-1");
    expect(initialState(setup({ settings: { spellLists: true }, characters: [{ ...maga, spells } as never] })).ok).toBe(true);
    const off = initialState(setup({ characters: [{ ...maga, spells } as never] }));
    expect(off.ok ? null : off.error).toMatchObject({ code: "tt.setting.off", rule: "TT-SPELL-1" });
  });
});

describe("species, supernatural afflictions, sieges and vehicles", () => {
  it("TT-SPEC-1: a species chosen apart works as a perk (for Karma) or as a quirk (+1)", () => {
    const s = start({ settings: { speciesChoice: true }, characters: [{ ...elfa, species: "elfa" }] });
    const q = play(s, challenge("c", ["Elfa"], { quality: "agile" }), { type: "quirk", by: "carla", challenge: "c", character: "Elfa", quirk: "-", species: true });
    expect(q.entries).toContainEqual({ character: "Elfa", kind: "difficulty", amount: 1, rule: "TT-SPEC-1", reason: "quirk: elfa", challenge: "c" });
    const k = play(s, challenge("c", ["Elfa"], { quality: "agile" }), roll("carla", "c", "Elfa", [4, 2, 1]), karma("carla", "c", "Elfa", "elfa", { species: true }));
    expect(k.state.challenges["c"]!.rolls[0]!.outcome).toBe("success");
    const off = initialState(setup({ characters: [{ ...elfa, species: "elfa" }] }));
    expect(off.ok ? null : off.error).toMatchObject({ code: "tt.setting.off", rule: "TT-SPEC-1" });
  });

  it("TT-SN-5, TT-SN-3: an advance may turn a supernatural affliction into a perk", () => {
    const wolf = { ...enano, afflictions: [{ name: "Licantropía", permanent: true }] };
    const off = step(start({ characters: [wolf] }), { type: "grant-advance", by: GM, character: "Enano" }).state;
    refused(off, { type: "advance", by: "bruno", character: "Enano", choice: { take: "affliction-to-perk", affliction: "Licantropía", perk: "Hombre-lobo" } }, "tt.setting.off", "TT-SN-5");
    const on = play(start({ settings: { supernaturalAfflictions: true }, characters: [wolf] }), { type: "grant-advance", by: GM, character: "Enano" },
      { type: "advance", by: "bruno", character: "Enano", choice: { take: "affliction-to-perk", affliction: "Licantropía", perk: "Hombre-lobo", limitations: ["costumed"] } });
    expect(on.entries).toContainEqual({ character: "Enano", kind: "perk", amount: 1, rule: "TT-SN-5", reason: "Hombre-lobo" });
    checksRule(["TT-SN-3"], () => expect(on.state.characters["Enano"]).toMatchObject({ afflictions: [], karmaQuota: 3 }));
  });

  it("TT-SIEGE-1, TT-AMB-10: each army has its pool; the commander's hits remove enemy tokens", () => {
    refused(start(), { type: "battle", by: GM, id: "walls", ours: 4, theirs: 6 }, "tt.setting.off", "TT-SIEGE-1");
    const s = play(start({ settings: { sieges: true } }), { type: "battle", by: GM, id: "walls", ours: 4, theirs: 6 },
      challenge("assault", ["Maga"], { kind: "attack", quality: "cunning", battle: "walls" }), roll("ana", "assault", "Maga", [5, 6, 2]));
    expect(s.entries).toEqual(expect.arrayContaining([
      { character: "", kind: "forces", amount: 6, rule: "TT-SIEGE-1", reason: "enemy army's pool" },
      { character: "Maga", kind: "forces", amount: -2, rule: "TT-AMB-10", reason: "enemy army tokens", challenge: "assault" },
    ]));
    expect(s.state.battles["walls"]!.theirs.remaining).toBe(4);
    refused(s.state, challenge("x", ["Enano"], { battle: "walls" }), "tt.battle.kind", "TT-SIEGE-1");
  });

  it("TT-SIEGE-2: a PC failing a defence in a battle loses their own Resolve (and our army a token)", () => {
    const s = play(start({ settings: { sieges: true } }), { type: "battle", by: GM, id: "walls", ours: 4, theirs: 6 },
      challenge("hold", ["Enano"], { kind: "defence", battle: "walls" }), roll("bruno", "hold", "Enano", [2, 3, 4]));
    expect(s.entries).toContainEqual({ character: "Enano", kind: "forces", amount: -1, rule: "TT-TOOL-06", reason: "our army tokens", challenge: "hold" });
    refused(s.state, cost("hold", "Enano", "consequence"), "tt.cost.resolve-only", "TT-SIEGE-2");
    expect(step(s.state, cost("hold", "Enano", "resolve")).entries).toEqual([{ character: "Enano", kind: "resolve", amount: -1, rule: "TT-SIEGE-2", reason: "failure", challenge: "hold" }]);
  });

  it("TT-VEH-2: a vehicle has a concept, no quality, a perk, a quirk, no Karma and 3 Resolve", () => {
    const ship = { name: "Halcón", player: "bruno", kind: "vehicle" as const, concept: "carguero", perks: ["Rápido"], quirks: ["Averiado"] };
    const off = initialState(setup({ characters: [ship] }));
    expect(off.ok ? null : off.error).toMatchObject({ code: "tt.setting.off", rule: "TT-VEH-2" });
    const s = start({ settings: { vehicles: true }, characters: [ship, elfa] });
    expect(s.characters["Halcón"]).toMatchObject({ quality: null, karma: 0, karmaQuota: 0, resolve: 3 });
    const bad = initialState(setup({ settings: { vehicles: true }, characters: [{ ...ship, karmaQuota: 1 }] }));
    expect(bad.ok ? null : bad.error).toMatchObject({ code: "tt.vehicle.karma", rule: "TT-VEH-2" });
    refused(s, challenge("race", ["Halcón"]), "tt.challenge.vehicle", "TT-VEH-3");
  });

  it("TT-VEH-3: the driver rolls with their own quality and may spend their own Karma through the vehicle's perks", () => {
    const ship = { name: "Halcón", player: "carla", kind: "vehicle" as const, concept: "carguero", perks: ["Rápido"], quirks: ["Averiado"] };
    const s = play(start({ settings: { vehicles: true }, characters: [ship, elfa] }), challenge("race", ["Elfa"], { quality: "agile" }),
      roll("carla", "race", "Elfa", [4, 2, 1], { vehicle: "Halcón" }), karma("carla", "race", "Elfa", "Rápido"));
    expect(s.state.challenges["race"]!.rolls[0]).toMatchObject({ vehicle: "Halcón", outcome: "success" });
    expect(s.state.characters["Elfa"]!.karma).toBe(2);
    const hurt = play(start({ settings: { vehicles: true }, characters: [ship, elfa] }), challenge("race", ["Elfa"], { quality: "agile" }),
      roll("carla", "race", "Elfa", [2, 2, 1], { vehicle: "Halcón" }), cost("race", "Elfa", "resolve", { target: "Halcón" }));
    expect(hurt.entries.at(-1)).toEqual({ character: "Halcón", kind: "resolve", amount: -1, rule: "TT-OUT-3", reason: "failure", challenge: "race" });
    checksRule(["TT-VEH-3"], () => expect(hurt.state.characters["Elfa"]!.resolve).toBe(3));
  });
});
