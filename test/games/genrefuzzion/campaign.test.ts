import { describe, expect, it } from "@jest/globals";
import { DONE } from "../../../src/lib/result.js";
import { checkCharacter, initialState } from "../../../src/games/genrefuzzion/rules/creation.js";
import { stepDown, stepUp } from "../../../src/games/genrefuzzion/rules/dice.js";
import { evaluateRoll } from "../../../src/games/genrefuzzion/rules/evaluate.js";
import { character } from "../../../src/games/genrefuzzion/rules/schemas.js";
import { rulesMessage } from "../../../src/games/genrefuzzion/rules/messages.js";
import { fulfilledIntentions } from "../../../src/games/genrefuzzion/rules/scene.js";
import { BRUNO, LIA, bal, cl, openLiaVsBruno, pc, play, presentBruno, refused, rich, rollOf, setup, start, startWith } from "./world.js";
import { checksRule } from "./helpers.js";

const sheetOf = (input: unknown) => character.parse(input);
const scene1 = (o = {}) => play(start(o), openLiaVsBruno(), presentBruno(), rollOf("ana", "Lía", [cl("Bruja novata")], "d8:6"),
  { type: "yield", player: "beto", character: "Bruno" }, { type: "rate", player: "eva", protagonist: 2, antagonist: 2, reason: "bien" });
const interval = (o = {}) => play(scene1(o), { type: "interval", player: "eva" });

describe("sheets at creation (GF-CHAR-*)", () => {
  it("GF-CLI-4: exactly two d8, two d6 and two d4 clichés", () => {
    expect(checkCharacter(sheetOf(LIA))).toEqual(DONE);
    const bad = sheetOf({ ...LIA, cliches: LIA.cliches.map((c, i) => (i === 5 ? { ...c, die: 6 } : c)) });
    expect(checkCharacter(bad)).toMatchObject({ ok: false, error: { code: "sheet.cliche-dice", rule: "GF-CLI-4" } });
  });

  it("GF-REL-3: at least two relationships", () => {
    expect(checkCharacter(sheetOf({ ...LIA, relationships: [LIA.relationships![0]] }))).toMatchObject({ ok: false, error: { code: "sheet.relationship-count", rule: "GF-REL-3" } });
  });

  it("GF-REL-6: relationships of d4–d8 with as many d8 as d4", () => {
    const rel = (die: number) => ({ name: `r${die}`, target: "Bruno", die });
    expect(checkCharacter(sheetOf({ ...LIA, relationships: [rel(8), rel(6)] }))).toMatchObject({ ok: false, error: { code: "sheet.relationship-balance", rule: "GF-REL-6" } });
    expect(checkCharacter(sheetOf({ ...LIA, relationships: [rel(10), rel(4)] }))).toMatchObject({ ok: false, error: { code: "sheet.relationship-die", rule: "GF-REL-6" } });
    expect(checkCharacter(sheetOf({ ...LIA, relationships: [rel(6), rel(6)] }))).toEqual(DONE);
  });

  it("GF-TT-1: two tricks and one flaw; GF-AMB-01: entries of the group's own design are allowed", () => {
    expect(checkCharacter(sheetOf({ ...LIA, tricks: ["insistente", "plan-b"], flaws: ["opsss"] }))).toEqual(DONE);
    expect(checkCharacter(sheetOf({ ...LIA, tricks: ["insistente", "plan-b", "savoir-faire"] }))).toMatchObject({ ok: false, error: { code: "sheet.tricks-count", rule: "GF-TT-1" } });
    expect(checkCharacter(sheetOf({ ...LIA, flaws: ["opsss", "fobia"] }))).toMatchObject({ ok: false, error: { code: "sheet.tricks-count", rule: "GF-TT-1" } });
    expect(checkCharacter(sheetOf({ ...LIA, tricks: ["volar"] }))).toEqual(DONE);
  });

  it("GF-OBJ-1: three objectives of difficulty 5–15", () => {
    expect(checkCharacter(sheetOf({ ...LIA, objectives: LIA.objectives!.slice(0, 2) }))).toMatchObject({ ok: false, error: { code: "sheet.objective-count", rule: "GF-OBJ-1" } });
    expect(character.safeParse({ ...LIA, objectives: [{ text: "x", difficulty: 16 }] }).success).toBe(false);
    expect(character.safeParse({ ...LIA, objectives: [{ text: "x", difficulty: 4 }] }).success).toBe(false);
  });

  it("GF-META-2: one active character per player; the setup checks every sheet", () => {
    expect(initialState(setup({ characters: [LIA, { ...BRUNO, player: "ana" }] }))).toMatchObject({ ok: false, error: { code: "setup.second-character", rule: "GF-META-2" } });
    expect(initialState(setup({ characters: [{ ...LIA, relationships: [] }] }))).toMatchObject({ ok: false, error: { code: "sheet.relationship-count" } });
    expect(initialState(setup({ characters: [{ ...LIA, player: "zoe" }] }))).toMatchObject({ ok: false, error: { code: "setup.unknown-player" } });
    expect(initialState({ moderator: "ana" } as never)).toMatchObject({ ok: false, error: { code: "setup.invalid" } });
  });

  it("GF-PTS-2: everyone starts at 0 PV and 0 PK, and no balance ever goes negative", () => {
    const s = start();
    expect(Object.values(s.balances).every((b) => b.pv === 0 && b.pk === 0)).toBe(true);
    refused(play(s, openLiaVsBruno(), presentBruno()), rollOf("ana", "Lía", [cl("Bruja novata")], "d8:3", { boostPk: true }), "points.short", "GF-PTS-2");
  });

  it("GF-EPI-2: a group may carry totals over from an earlier campaign; the ledger says so", () => {
    const s = start({ carryOver: { beto: { pv: 4, pk: 1 } } });
    expect(bal(s, "beto")).toEqual({ pv: 4, pk: 1 });
    expect(s.ledger.map((e) => `${e.player}:${e.currency}${e.amount}:${e.rule}`)).toEqual(["beto:pv4:GF-EPI-2", "beto:pk1:GF-EPI-2"]);
  });

  it("GF-DIE-2: step up stops at d12; GF-DIE-1: step down from d4 leaves nothing", () => {
    expect([stepUp(4), stepUp(10), stepUp(12)]).toEqual([6, 12, 12]);
    expect([stepDown(6), stepDown(4)]).toEqual([4, null]);
  });

  it("GF-DIE-3: only values count for the result; effect candidates keep their sizes", () => checksRule(["GF-DIE-3"], () => {
    const r = evaluateRoll([{ size: 12, face: 2 }, { size: 4, face: 4 }, { size: 6, face: 3 }]);
    expect(r.ok && [r.value.result, r.value.effectCandidates.map((i) => [12, 4, 6][i])]).toEqual([7, [12]]);
  }));

  it("GF-FORUM-3: the rules take dice from any roller, d4 to d12 only", () => checksRule(["GF-FORUM-3"], () => {
    expect(evaluateRoll([{ size: 20, face: 3 }])).toMatchObject({ ok: false, error: { code: "roll.bad-size" } });
    expect(evaluateRoll([{ size: 10, face: 3 }, { size: 12, face: 12 }]).ok).toBe(true);
  }));
});

describe("points belong to players (GF-PTS-*)", () => {
  it("GF-PTS-1: points stay with the player when a character retires, and every entry names its rule", () => checksRule(["GF-PTS-1"], () => {
    const s = play(interval(), { type: "retire", player: "ana", character: "Lía" });
    expect(bal(s, "ana")).toEqual({ pv: 4, pk: 0 });
    expect(s.characters["Lía"]).toMatchObject({ kind: "extra", retiredFrom: "ana" });
    expect(s.ledger.every((e) => /^GF-[A-Z]+-\d+$/.test(e.rule) && e.player)).toBe(true);
  }));
});

describe("intervals (GF-INT-1, GF-TRAIN-*, GF-RET-*)", () => {
  it("GF-INT-1: training and objectives happen in intervals, not during scenes", () => {
    refused(play(start(rich("ana")), openLiaVsBruno()), { type: "train", player: "ana", character: "Lía", trait: "Curiosa" }, "interval.none", "GF-INT-1");
    refused(scene1(), { type: "interval", player: "ana" }, "scene.not-yours-to-open", "GF-NEXT-1");
    expect(interval().phase).toBe("interval");
  });

  it("GF-TRAIN-1: a player trains only their own active character", () => {
    refused(interval(rich("beto")), { type: "train", player: "beto", character: "Lía", trait: "Curiosa" }, "interval.not-yours", "GF-TRAIN-1");
  });

  it("GF-TRAIN-2: a step up costs half the current die's maximum face; d12 cannot go further", () => {
    const s = play(interval(rich("ana")), { type: "train", player: "ana", character: "Lía", trait: "Curiosa" });
    expect(s.characters["Lía"]?.cliches.find((c) => c.name === "Curiosa")?.die).toBe(8);
    expect(s.ledger.at(-1)).toMatchObject({ currency: "pv", amount: -3, rule: "GF-TRAIN-2" });
    const r = play(interval(rich("ana")), { type: "train", player: "ana", character: "Lía", trait: "Teme a Dino" });
    expect(r.characters["Lía"]?.relationships.find((x) => x.name === "Teme a Dino")?.die).toBe(6);
    refused(play(startWith({ "Lía": { cliches: [{ name: "Bruja novata", die: 12 }] } }, rich("ana")), openLiaVsBruno(), presentBruno(), rollOf("ana", "Lía", [cl("Bruja novata")], "d12:6"),
      { type: "yield", player: "beto", character: "Bruno" }, { type: "rate", player: "eva", protagonist: 1, antagonist: 1, reason: "ok" }, { type: "interval", player: "eva" }),
    { type: "train", player: "ana", character: "Lía", trait: "Bruja novata" }, "extra.max-die", "GF-TRAIN-2");
    refused(interval(), { type: "train", player: "beto", character: "Bruno", trait: "Perezoso" }, "points.short", "GF-PTS-2");
  });

  it("GF-REL-8: training may break the creation balance of d8 and d4", () => checksRule(["GF-REL-8"], () => {
    const s = play(interval(rich("ana")), { type: "train", player: "ana", character: "Lía", trait: "Teme a Dino" });
    expect(s.characters["Lía"]?.relationships.map((r) => r.die)).toEqual([8, 6, 6]);
  }));

  it("GF-TRAIN-3: GF-AMB-33: one step-up or new attribute per interval; renames and new tricks are free of the limit", () => checksRule(["GF-AMB-33"], () => {
    const s = play(interval(rich("ana")), { type: "train", player: "ana", character: "Lía", trait: "Curiosa" });
    refused(s, { type: "train", player: "ana", character: "Lía", trait: "Tímida" }, "train.once", "GF-TRAIN-3");
    refused(s, { type: "new-cliche", player: "ana", character: "Lía", name: "Voladora" }, "train.once", "GF-TRAIN-3");
    expect(play(s, { type: "rename", player: "ana", character: "Lía", from: "Miope", to: "Gafas nuevas" }, { type: "new-trick", player: "ana", character: "Lía", id: "insistente" }).phase).toBe("interval");
  }));

  it("GF-AMB-32: advantages and problems are not trained", () => {
    const s = play(startWith({ "Lía": { advantages: [{ name: "Escoba", die: 6 }] } }, rich("ana")), openLiaVsBruno(), presentBruno(), rollOf("ana", "Lía", [cl("Bruja novata")], "d8:6"),
      { type: "yield", player: "beto", character: "Bruno" }, { type: "rate", player: "eva", protagonist: 1, antagonist: 1, reason: "ok" }, { type: "interval", player: "eva" });
    refused(s, { type: "train", player: "ana", character: "Lía", trait: "Escoba" }, "train.not-trainable", "GF-AMB-32");
  });

  it("GF-TRAIN-4: 3 PK renames a trait, keeping its die; a relationship may change target", () => {
    const s = play(interval(rich("ana")), { type: "rename", player: "ana", character: "Lía", from: "Teme a Dino", to: "Vigila a Cata", target: "Cata" });
    expect(s.characters["Lía"]?.relationships.at(-1)).toEqual({ name: "Vigila a Cata", target: "Cata", die: 4 });
    expect(s.ledger.at(-1)).toMatchObject({ currency: "pk", amount: -3, rule: "GF-TRAIN-4" });
    refused(interval(rich("ana")), { type: "rename", player: "ana", character: "Lía", from: "Curiosa", to: "x", target: "Cata" }, "train.target-not-relationship", "GF-TRAIN-4");
  });

  it("GF-OBJ-10: GF-AMB-30: changing an objective costs 3 PK, or its difficulty under the setting", () => checksRule(["GF-AMB-30"], () => {
    const s = play(interval(rich("ana")), { type: "rename", player: "ana", character: "Lía", objective: 3, to: "Ganar el torneo" });
    expect(s.characters["Lía"]?.objectives[2]).toMatchObject({ text: "Ganar el torneo", difficulty: 12 });
    expect(bal(s, "ana")?.pk).toBe(7);
    expect(s.ledger.at(-1)).toMatchObject({ player: "ana", currency: "pk", amount: -3, rule: "GF-TRAIN-4", reason: "objective.change" });
    const t = play(interval({ ...rich("ana"), settings: { objectiveChange: "difficulty" } }), { type: "rename", player: "ana", character: "Lía", objective: 2, to: "x" });
    expect(bal(t, "ana")?.pk).toBe(2);
    expect(t.ledger.at(-1)).toMatchObject({ player: "ana", currency: "pk", amount: -8, rule: "GF-OBJ-10", reason: "objective.change" });
  }));

  it("GF-TRAIN-5: GF-TT-7: a new trick costs 4 PV, a new flaw 4 PK", () => checksRule(["GF-TT-7"], () => {
    const s = play(interval(rich("ana")), { type: "new-trick", player: "ana", character: "Lía", id: "insistente" }, { type: "new-flaw", player: "ana", character: "Lía", id: "opsss" });
    expect([s.characters["Lía"]?.tricks, s.characters["Lía"]?.flaws, bal(s, "ana")]).toEqual([["insistente"], ["opsss"], { pv: 10, pk: 6 }]);
    refused(s, { type: "new-trick", player: "ana", character: "Lía", id: "insistente" }, "train.already-has", "GF-TRAIN-5");
    refused(s, { type: "new-trick", player: "ana", character: "Lía", id: "volar" }, "trick.unknown", "GF-TRAIN-5");
  }));

  it("GF-TRAIN-6: GF-AMB-34: a new cliché or relationship starts at d8 for 4 PK", () => checksRule(["GF-AMB-34"], () => {
    const s = play(interval(rich("ana")), { type: "new-relationship", player: "ana", character: "Lía", name: "Admira a Roco", target: "Roco" });
    expect(s.characters["Lía"]?.relationships.at(-1)).toEqual({ name: "Admira a Roco", target: "Roco", die: 8 });
    expect(bal(s, "ana")?.pk).toBe(6);
    expect(s.ledger.at(-1)).toMatchObject({ player: "ana", currency: "pk", amount: -4, rule: "GF-TRAIN-6" });
    const t = play(interval({ ...rich("ana"), settings: { newAttributePk: 2 } }), { type: "new-cliche", player: "ana", character: "Lía", name: "Voladora" });
    expect([t.characters["Lía"]?.cliches.at(-1), bal(t, "ana")?.pk]).toEqual([{ name: "Voladora", die: 8 }, 8]);
  }));

  it("GF-OBJ-6: another player endorses a fulfilled objective for 1 PV or 1 PK", () => {
    refused(interval(rich("ana")), { type: "endorse", player: "ana", character: "Lía", objective: 1, currency: "pv", scene: 1 }, "objective.self-endorse", "GF-OBJ-6");
    refused(interval(), { type: "endorse", player: "caro", character: "Lía", objective: 1, currency: "pv", scene: 1 }, "points.short", "GF-PTS-2");
    const s = play(interval(rich("caro")), { type: "endorse", player: "caro", character: "Lía", objective: 1, currency: "pk", scene: 1 });
    expect(s.characters["Lía"]?.objectives[0]?.state).toBe("achieved");
    refused(s, { type: "endorse", player: "caro", character: "Lía", objective: 1, currency: "pv", scene: 1 }, "objective.state", "GF-OBJ-6");
  });

  it("GF-OBJ-5: the fulfilling scene must have been played; a late request only under the setting", () => {
    refused(interval(rich("caro")), { type: "endorse", player: "caro", character: "Lía", objective: 1, currency: "pv", scene: 2 }, "objective.future-scene", "GF-OBJ-5");
    expect(play(interval({ ...rich("caro") }), { type: "endorse", player: "caro", character: "Lía", objective: 1, currency: "pv", scene: 1 }).phase).toBe("interval");
    const secondInterval = (o = {}) => play(interval({ ...rich("caro"), ...o }), { type: "hand-over", player: "eva", to: "caro" },
      { type: "open", player: "caro", character: "Cata", title: "2", setting: "s", tone: "t", antagonist: "Dino", intention: "i" }, { type: "present", player: "dani", character: "Dino", intention: "j" },
      rollOf("caro", "Cata", [cl("Superfuerte")], "d8:5"), { type: "yield", player: "dani", character: "Dino" }, { type: "rate", player: "eva", protagonist: 1, antagonist: 1, reason: "ok" },
      { type: "interval", player: "eva" });
    const late = { type: "endorse", player: "caro", character: "Lía", objective: 1, currency: "pv", scene: 1 };
    expect(play(secondInterval(), late).characters["Lía"]?.objectives[0]?.state).toBe("achieved");
    refused(secondInterval({ settings: { lateObjectiveAnalysis: false } }), late, "objective.late", "GF-OBJ-5");
  });

  it("GF-OBJ-7: the owner pays the difficulty in PV to satisfy an achieved objective", () => {
    const s = play(interval(rich("ana", "caro")), { type: "endorse", player: "caro", character: "Lía", objective: 2, currency: "pv", scene: 1 });
    refused(s, { type: "satisfy", player: "ana", character: "Lía", objective: 1 }, "objective.state", "GF-OBJ-7");
    const t = play(s, { type: "satisfy", player: "ana", character: "Lía", objective: 2 });
    expect([t.characters["Lía"]?.objectives[1]?.state, bal(t, "ana")?.pv]).toEqual(["satisfied", 14 - 8]);
  });

  it("GF-AMB-31: outside the Epilogue, PK does not pay for satisfaction", () => {
    const s = play(interval(rich("ana", "caro")), { type: "endorse", player: "caro", character: "Lía", objective: 2, currency: "pv", scene: 1 });
    refused(s, { type: "satisfy", player: "ana", character: "Lía", objective: 2, pk: 3 }, "objective.pv-only", "GF-AMB-31");
  });

  it("GF-OBJ-9: a character with every objective satisfied retires at once", () => checksRule(["GF-OBJ-9"], () => {
    let s = interval({ carryOver: { ana: { pv: 30, pk: 0 }, caro: { pv: 3, pk: 0 } } });
    for (const n of [1, 2, 3]) s = play(s, { type: "endorse", player: "caro", character: "Lía", objective: n, currency: "pv", scene: 1 }, { type: "satisfy", player: "ana", character: "Lía", objective: n });
    expect(s.characters["Lía"]).toMatchObject({ kind: "extra", retiredFrom: "ana" });
    expect(bal(s, "ana")?.pv).toBe(30 + 2 + 2 - 25);
  }));

  it("GF-RET-1: a player (or the Moderator) retires a character; it stays as an extra", () => {
    refused(interval(), { type: "retire", player: "caro", character: "Bruno" }, "interval.not-yours", "GF-RET-1");
    const s = play(interval(), { type: "retire", player: "ana", character: "Bruno" });
    expect(s.characters["Bruno"]).toMatchObject({ kind: "extra", retiredFrom: "beto" });
    expect(s.characters["Bruno"]?.player).toBeUndefined();
  });

  it("GF-RET-2: a relationship with a retired character may point at an extra or at someone new", () => {
    const s = play(interval(), { type: "retire", player: "beto", character: "Bruno" });
    refused(s, { type: "redirect", player: "ana", character: "Lía", relationship: "Amiga de Cata", target: "Roco" }, "relationship.target-active", "GF-RET-2");
    refused(s, { type: "redirect", player: "ana", character: "Lía", relationship: "Rival de Bruno", target: "Cata" }, "relationship.exists", "GF-RET-2");
    const t = play(s, { type: "redirect", player: "ana", character: "Lía", relationship: "Rival de Bruno", target: "Roco" });
    expect(t.characters["Lía"]?.relationships[0]).toEqual({ name: "Rival de Bruno", target: "Roco", die: 8 });
  });

  it("GF-RET-3: or be dropped for points equal to its die, split as the owner likes", () => {
    const s = play(interval(), { type: "retire", player: "beto", character: "Bruno" });
    refused(s, { type: "drop-relationship", player: "ana", character: "Lía", relationship: "Rival de Bruno", pv: 5, pk: 2 }, "relationship.split", "GF-RET-3");
    const t = play(s, { type: "drop-relationship", player: "ana", character: "Lía", relationship: "Rival de Bruno", pv: 5, pk: 3 });
    expect([bal(t, "ana"), t.characters["Lía"]?.relationships.length]).toEqual([{ pv: 4 + 5, pk: 3 }, 2]);
  });

  it("GF-RET-4: a player without a character may rate and call intervals, but not open scenes", () => {
    const s = play(interval(), { type: "retire", player: "ana", character: "Lía" }, { type: "hand-over", player: "eva", to: "ana" });
    refused(s, openLiaVsBruno(), "scene.no-character", "GF-RET-4");
    expect(s.next).toBe("ana");
  });

  it("GF-NEW-1: GF-AMB-35: a character joins in an interval with two relationships and two objectives; newcomers may be sponsored", () => checksRule(["GF-AMB-35"], () => {
    const newbie = pc("Fede", "fede", ["a", "b", "c", "d", "e", "f"], [["Amigo de Lía", "Lía", 6], ["Rival de Cata", "Cata", 6]], { objectives: [{ text: "x", difficulty: 5 }, { text: "y", difficulty: 6 }] });
    refused(scene1(), { type: "join", player: "fede", sheet: newbie, newcomer: true }, "interval.none", "GF-NEW-1");
    refused(interval(), { type: "join", player: "fede", sheet: { ...newbie, objectives: [...newbie.objectives!, { text: "z", difficulty: 7 }] }, newcomer: true }, "sheet.objective-count", "GF-NEW-1");
    const s = play(interval(rich("caro")), { type: "join", player: "fede", sheet: newbie, newcomer: true }, { type: "sponsor", player: "caro", to: "fede", pv: 3, pk: 1 });
    expect([bal(s, "fede"), bal(s, "caro")]).toEqual([{ pv: 3, pk: 1 }, { pv: 7, pk: 9 }]);
    refused(s, { type: "sponsor", player: "caro", to: "dani", pv: 1, pk: 0 }, "sponsor.not-newcomer", "GF-NEW-1");
    expect(play(s, { type: "train", player: "fede", character: "Fede", trait: "c" }).characters["Fede"]?.cliches[2]?.die).toBe(8);
    refused(play(interval(), { type: "join", player: "fede", sheet: newbie }), { type: "sponsor", player: "caro", to: "fede", pv: 1, pk: 0 }, "sponsor.not-newcomer", "GF-NEW-1");
  }));

  it("GF-AMB-35: a two-objective character retires once both are satisfied", () => checksRule(["GF-AMB-35"], () => {
    const newbie = pc("Fede", "fede", ["a", "b", "c", "d", "e", "f"], [["Amigo de Lía", "Lía", 6], ["Rival de Cata", "Cata", 6]], { objectives: [{ text: "x", difficulty: 5 }, { text: "y", difficulty: 5 }] });
    let s = play(interval({ carryOver: { caro: { pv: 2, pk: 0 }, eva: { pv: 10, pk: 0 } } }), { type: "join", player: "fede", sheet: newbie, newcomer: true },
      { type: "sponsor", player: "eva", to: "fede", pv: 10, pk: 0 });
    for (const n of [1, 2]) s = play(s, { type: "endorse", player: "caro", character: "Fede", objective: n, currency: "pv", scene: 1 }, { type: "satisfy", player: "fede", character: "Fede", objective: n });
    expect(s.characters["Fede"]?.kind).toBe("extra");
  }));
});

describe("Grand Finale and Epilogue (GF-FIN-*, GF-EPI-*)", () => {
  const finale = (o = {}) => play(start(o), openLiaVsBruno({ finale: true, allies: ["Cata"] }), presentBruno(),
    rollOf("ana", "Lía", [cl("Bruja novata"), { kind: "ally", owner: "Cata", name: "Superfuerte" }, { kind: "ally", owner: "Cata", name: "Porrista" }, { kind: "ally", owner: "Cata", name: "Quejosa" }], "d8:6 d8:5 d8:2 d6:6"),
    rollOf("beto", "Bruno", [cl("Perezoso")], "d6:3"), { type: "effect", player: "ana", character: "Lía", outcomes: [] });
  const ratings = (p: number[], a: number[]) => ["ana", "beto", "caro", "dani", "eva"].map((player, i) => ({ player, protagonist: p[i], antagonist: a[i] }));

  it("GF-FIN-4: GF-AMB-37: Grand Finale allies add up to three dice each (or three in all, as a setting)", () => checksRule(["GF-AMB-37"], () => {
    expect(finale().phase).toBe("rating");
    const s = play(start(), openLiaVsBruno({ finale: true, allies: ["Cata"] }), presentBruno());
    const four = [1, 2, 3, 4].map((i) => ({ kind: "ally", owner: "Cata", name: ["Superfuerte", "Porrista", "Quejosa", "Fantasma"][i - 1] }));
    refused(s, rollOf("ana", "Lía", four, "d8:1 d8:2 d6:3 d6:4"), "pool.ally-dice", "GF-FIN-4");
    const t = play(start({ settings: { finaleAllyDice: "total" } }), openLiaVsBruno({ finale: true, allies: ["Cata", "Dino"] }), presentBruno());
    refused(t, rollOf("ana", "Lía", [...four.slice(0, 2), { kind: "ally", owner: "Dino", name: "Ninja" }, { kind: "ally", owner: "Dino", name: "Telépata" }], "d8:1 d8:2 d8:3 d8:4"), "pool.ally-dice", "GF-FIN-4");
  }));

  it("GF-FIN-3: any Grand Finale ally, on either side, states an intention that comes true if its side wins", () => {
    const cata = { type: "ally-intention", player: "caro", character: "Cata", intention: "Cata recupera su trofeo" };
    const dino = { type: "ally-intention", player: "dani", character: "Dino", intention: "Dino se queda con el club" };
    const s = play(start(), openLiaVsBruno({ finale: true, allies: ["Cata"] }), cata, presentBruno({ allies: ["Dino"] }), dino);
    expect(s.scene?.allyIntentions).toEqual([{ character: "Cata", side: "protagonist", intention: "Cata recupera su trofeo" }, { character: "Dino", side: "antagonist", intention: "Dino se queda con el club" }]);
    // Nothing in pools or points: the balances stand, and the protagonist still rolls as ever.
    expect(s.ledger).toEqual([]);
    const won = play(s, rollOf("ana", "Lía", [cl("Bruja novata")], "d8:6"), rollOf("beto", "Bruno", [cl("Perezoso")], "d6:3"));
    expect(won.phase).toBe("won");
    expect(fulfilledIntentions(won.scene!)).toEqual([{ character: "Lía", intention: "Bruno me pide perdón" }, { character: "Cata", intention: "Cata recupera su trofeo" }]);
    expect(fulfilledIntentions(s.scene!)).toEqual([]);
    // A restatement before the side's first pool replaces the first one.
    const again = play(s, { ...cata, intention: "Cata humilla a Bruno" });
    expect(again.scene?.allyIntentions?.map((x) => x.intention)).toEqual(["Dino se queda con el club", "Cata humilla a Bruno"]);
  });

  it("GF-FIN-3: only in the Grand Finale, only by the ally's runner, only before its side's first pool", () => {
    const cata = { type: "ally-intention", player: "caro", character: "Cata", intention: "Cata recupera su trofeo" };
    refused(play(start(), openLiaVsBruno({ allies: ["Cata"] })), cata, "scene.ally-intention-not-finale", "GF-FIN-3");
    const s = play(start(), openLiaVsBruno({ finale: true, allies: ["Cata"] }));
    refused(s, { ...cata, player: "dani" }, "scene.ally-intention-not-yours", "GF-FIN-3");
    refused(s, { ...cata, character: "Dino", player: "dani" }, "scene.not-called", "GF-FIN-3");
    refused(s, { ...cata, intention: " " }, "scene.missing-field", "GF-FIN-3");
    refused(play(s, presentBruno(), rollOf("ana", "Lía", [cl("Bruja novata")], "d8:6")), cata, "scene.ally-intention-late", "GF-FIN-3");
    refused(start(), cata, "scene.none");
    const late = refused(play(s, presentBruno(), rollOf("ana", "Lía", [cl("Bruja novata")], "d8:6")), cata, "scene.ally-intention-late");
    expect(rulesMessage(late, "es")).toContain("Cata ya no puede declarar su intención");
  });

  it("GF-FIN-5: everyone rates the Grand Finale, principals included; single ratings are refused", () => {
    const s = play(start(), openLiaVsBruno({ finale: true }), presentBruno(), rollOf("ana", "Lía", [cl("Bruja novata")], "d8:6"), rollOf("beto", "Bruno", [cl("Perezoso")], "d6:3"),
      { type: "effect", player: "ana", character: "Lía", outcomes: [] });
    refused(s, { type: "rate", player: "eva", protagonist: 3, antagonist: 3, reason: "x" }, "rate.finale-is-collective", "GF-FIN-5");
    refused(s, { type: "rate-finale", player: "ana", ratings: ratings([1, 2, 3, 4], [1, 2, 3, 4]).slice(0, 4) }, "rate.finale-raters", "GF-FIN-5");
    refused(s, { type: "rate-finale", player: "beto", ratings: ratings([1, 2, 3, 4, 5], [1, 2, 3, 4, 5]) }, "moderator.only", "GF-FIN-6");
  });

  it("GF-FIN-6: GF-AMB-38: the Moderator's average, rounded half up, pays as a normal rating", () => checksRule(["GF-AMB-38"], () => {
    const s = play(start(), openLiaVsBruno({ finale: true }), presentBruno(), rollOf("ana", "Lía", [cl("Bruja novata")], "d8:6"), rollOf("beto", "Bruno", [cl("Perezoso")], "d6:3"),
      { type: "effect", player: "ana", character: "Lía", outcomes: [] }, { type: "rate-finale", player: "ana", ratings: ratings([3, 4, 3, 4, 3], [1, 1, 2, 2, 2]) });
    expect([bal(s, "ana"), bal(s, "beto")]).toEqual([{ pv: 3, pk: 0 }, { pv: 0, pk: 2 }]);
    const down = play(start({ settings: { finaleRounding: "down" } }), openLiaVsBruno({ finale: true }), presentBruno(), rollOf("ana", "Lía", [cl("Bruja novata")], "d8:6"), rollOf("beto", "Bruno", [cl("Perezoso")], "d6:3"),
      { type: "effect", player: "ana", character: "Lía", outcomes: [] }, { type: "rate-finale", player: "ana", ratings: ratings([4, 4, 5, 5, 5], [1, 1, 2, 2, 2]) });
    expect(bal(down, "ana")?.pv).toBe(4);
  }));

  it("GF-FIN-1: after the Grand Finale only the Epilogue remains", () => {
    const s = play(finale(), { type: "rate-finale", player: "ana", ratings: ratings([3, 3, 3, 3, 3], [3, 3, 3, 3, 3]) });
    expect(s.phase).toBe("epilogue");
    refused(s, { type: "open", player: "eva", character: "Lía", title: "x", setting: "x", tone: "x", antagonist: "Bruno", intention: "x" }, "game.over", "GF-FIN-1");
  });

  it("GF-FIN-2: the Grand Finale forbids yielding and Hacerse humo", () => checksRule(["GF-FIN-2"], () => {
    const s = play(startWith({ Bruno: { tricks: ["hacerse-humo"] } }, rich("beto")), openLiaVsBruno({ finale: true }), presentBruno(), rollOf("ana", "Lía", [cl("Bruja novata")], "d8:6"));
    refused(s, { type: "yield", player: "beto", character: "Bruno", tricks: [{ id: "hacerse-humo" }] }, "scene.no-yield-finale", "GF-YIELD-6");
  }));

  it("GF-EPI-1: in the Epilogue an achieved objective may be paid with PV and PK", () => {
    const s = play(finale({ carryOver: { caro: { pv: 1, pk: 0 }, ana: { pv: 2, pk: 5 } } }), { type: "rate-finale", player: "ana", ratings: ratings([0, 0, 0, 0, 0], [0, 0, 0, 0, 0]) },
      { type: "endorse", player: "caro", character: "Lía", objective: 1, currency: "pv", scene: 1 }, { type: "satisfy", player: "ana", character: "Lía", objective: 1, pk: 3 });
    expect([s.characters["Lía"]?.objectives[0]?.state, bal(s, "ana")]).toEqual(["satisfied", { pv: 0, pk: 2 }]);
    refused(play(finale({ carryOver: { ana: { pv: 9, pk: 9 } } }), { type: "rate-finale", player: "ana", ratings: ratings([0, 0, 0, 0, 0], [0, 0, 0, 0, 0]) }),
      { type: "satisfy", player: "ana", character: "Lía", objective: 1, pk: 3 }, "objective.state", "GF-OBJ-7");
  });
});
