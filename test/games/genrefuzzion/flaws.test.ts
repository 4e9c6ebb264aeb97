import { describe, expect, it } from "@jest/globals";
import { FLAWS } from "../../../src/games/genrefuzzion/rules/flaws.js";
import { bal, cl, openLiaVsBruno, play, presentBruno, refused, rich, rollOf, startWith } from "./world.js";
import { checksRule } from "./helpers.js";

const ana = (pool: unknown[], dice: string, extra: Record<string, unknown> = {}) => rollOf("ana", "Lía", pool, dice, extra);
const beto = (pool: unknown[], dice: string, extra: Record<string, unknown> = {}) => rollOf("beto", "Bruno", pool, dice, extra);
const flaw = (owner: string, id: string, extra: Record<string, unknown> = {}, by = "eva") => ({ type: "flaw", player: by, character: owner, flaw: id, ...extra });
function scene(lia: Record<string, unknown> = {}, bruno: Record<string, unknown> = {}, open: Record<string, unknown> = {}, present: Record<string, unknown> = {}) {
  return play(startWith({ "Lía": lia, Bruno: bruno }, rich("ana", "beto")), openLiaVsBruno(open), presentBruno(present));
}
const gained = (s: ReturnType<typeof scene>, player: string) => ({ pv: (bal(s, player)?.pv ?? 0) - 10, pk: (bal(s, player)?.pk ?? 0) - 10 });

describe("flaws (GF-FLAW-01..13)", () => {
  it("GF-AMB-01: the thirteen flaws of the source are the table", () => checksRule(["GF-AMB-01"], () => {
    expect(FLAWS.map((f) => f.name.es)).toEqual(["Dilema del Erizo", "Duda inapropiada", "El Alcohol mata", "Error de principiante", "Fobia", "Inocencia",
      "Lapsus freudiano", "Mala junta", "Opsss", "Orgullo y Caída", "Solo un accidente", "Torpeza crónica", "Yo no quería venir"]);
  }));

  it("GF-TT-5: GF-AMB-04: any player triggers a flaw and its owner's player gains the points", () => checksRule(["GF-AMB-04"], () => {
    const s = play(scene({ flaws: ["inocencia"] }), flaw("Lía", "inocencia", { claim: "Gris le lleva 30 años" }, "dani"));
    expect(gained(s, "ana")).toEqual({ pv: 0, pk: 2 });
    expect(s.ledger.at(-1)).toMatchObject({ player: "ana", rule: "GF-FLAW-06", reason: "flaw.inocencia" });
    expect(s.scene?.claims).toEqual([{ player: "dani", character: "Lía", rule: "GF-FLAW-06", claim: "Gris le lleva 30 años" }]);
    refused(scene(), flaw("Lía", "inocencia"), "flaw.not-theirs", "GF-TT-5");
    refused(scene(), flaw("Cata", "inocencia"), "scene.not-principal");
  }));

  it("GF-TT-6: a flaw, too, is triggered once per scene", () => {
    refused(play(scene({ flaws: ["inocencia"] }), flaw("Lía", "inocencia")), flaw("Lía", "inocencia"), "trick.used", "GF-TT-6");
  });

  it("GF-FLAW-01: Dilema del Erizo: an ally gets the same d8- problem", () => {
    const s = play(scene({}, { flaws: ["dilema-del-erizo"] }, {}, { allies: ["Dino"] }),
      ana([cl("Bruja novata"), cl("Heredera"), { kind: "scene", name: "Todos miran" }], "d8:7 d8:6 d6:2"), beto([cl("Perezoso")], "d6:5"),
      { type: "effect", player: "ana", character: "Lía", outcomes: [{ outcome: "problem", die: 2, name: "Ridículo" }] });
    const r = play(s, flaw("Bruno", "dilema-del-erizo", { target: "Ridículo", ally: "Dino" }, "ana"));
    expect([r.characters["Bruno"]?.problems, r.characters["Dino"]?.problems]).toEqual([[{ name: "Ridículo", die: 6 }], [{ name: "Ridículo", die: 6 }]]);
    expect(gained(r, "beto")).toEqual({ pv: 1, pk: 0 });
    refused(s, flaw("Bruno", "dilema-del-erizo", { target: "Ridículo", ally: "Cata" }), "flaw.condition", "GF-FLAW-01");
  });

  it("GF-FLAW-02: Duda inapropiada: a d8+ relationship with the opponent; one cliché die for the rest of the scene", () => {
    const s = play(scene({}, { flaws: ["duda-inapropiada"] }), ana([cl("Bruja novata")], "d8:3"), flaw("Bruno", "duda-inapropiada"));
    expect(gained(s, "beto")).toEqual({ pv: 2, pk: 0 });
    refused(s, beto([cl("Perezoso"), cl("Mutante")], "d6:5 d6:4"), "pool.too-many", "GF-FLAW-02");
    const weak = { flaws: ["duda-inapropiada"], relationships: [{ name: "Desdeña a Lía", target: "Lía", die: 6 }] };
    refused(scene({}, weak), flaw("Bruno", "duda-inapropiada"), "flaw.condition", "GF-FLAW-02");
  });

  it("GF-FLAW-03: El Alcohol mata: the problem \"borracho\" d6 until the scene ends", () => {
    const s = play(scene({ flaws: ["el-alcohol-mata"] }), flaw("Lía", "el-alcohol-mata"), ana([cl("Bruja novata")], "d8:3"),
      beto([{ kind: "problem", name: "borracho" }, cl("Perezoso")], "d6:6 d6:1"));
    expect(s.scene?.standing?.result).toBe(6);
    const r = play(s, { type: "yield", player: "ana", character: "Lía" }, { type: "rate", player: "caro", protagonist: 1, antagonist: 1, reason: "ok" });
    expect(r.characters["Lía"]?.problems).toEqual([]);
  });

  it("GF-FLAW-04: Error de principiante: a botch in a pool of three or fewer switches a cliché off", () => {
    const s = play(scene({ flaws: ["error-de-principiante"] }), ana([cl("Bruja novata"), cl("Heredera")], "d8:1 d8:6"), flaw("Lía", "error-de-principiante", { cliches: ["Heredera"] }));
    expect(gained(s, "ana")).toEqual({ pv: 0, pk: 1 });
    const r = play(s, beto([cl("Perezoso")], "d6:6"));
    refused(r, ana([cl("Heredera"), cl("Curiosa"), cl("Tímida")], "d8:6 d6:2 d4:3"), "pool.cliche-off", "GF-FLAW-04");
    const big = play(scene({ flaws: ["error-de-principiante"] }), ana([cl("Bruja novata"), cl("Heredera"), cl("Curiosa"), { kind: "scene", name: "Todos miran" }], "d8:1 d8:6 d6:2 d6:2"));
    refused(big, flaw("Lía", "error-de-principiante", { cliches: ["Heredera"] }), "flaw.condition", "GF-FLAW-04");
  });

  it("GF-FLAW-05: Fobia switches off two clichés of the owner's choice", () => {
    const s = play(scene({ flaws: ["fobia"] }), flaw("Lía", "fobia", { cliches: ["Bruja novata", "Heredera"] }));
    expect(gained(s, "ana")).toEqual({ pv: 0, pk: 2 });
    refused(s, ana([cl("Bruja novata")], "d8:3"), "pool.cliche-off", "GF-FLAW-05");
    refused(scene({ flaws: ["fobia"] }), flaw("Lía", "fobia", { cliches: ["Bruja novata"] }), "flaw.condition", "GF-FLAW-05");
  });

  it("GF-FLAW-06: Inocencia: 2s botch in every roll of the owner for the rest of the scene", () => {
    const s = play(scene({ flaws: ["inocencia"] }), flaw("Lía", "inocencia"), ana([cl("Bruja novata"), cl("Heredera")], "d8:2 d8:5"), beto([cl("Perezoso")], "d6:5"),
      ana([cl("Bruja novata"), cl("Heredera"), cl("Curiosa")], "d8:2 d8:2 d6:6"));
    expect([s.scene?.rolls[0]?.evaluation.botches, s.scene?.rolls[2]?.evaluation.botches]).toEqual([[0], [0, 1]]);
  });

  it("GF-FLAW-07: Lapsus freudiano discards one die of the owner's pool, picked by the dice service", () => {
    const s = play(scene({}, { flaws: ["lapsus-freudiano"] }), ana([cl("Bruja novata")], "d8:5"), beto([cl("Perezoso"), cl("Mutante")], "d6:3 d6:4"));
    expect(s.phase).toBe("p_decide");
    const r = play(s, flaw("Bruno", "lapsus-freudiano", { discard: 1 }, "ana"));
    expect([r.scene?.rolls[1]?.evaluation.discarded, r.scene?.standing?.result, r.scene?.outcome?.winner]).toEqual([[1], 5, "protagonist"]);
    refused(s, flaw("Bruno", "lapsus-freudiano", { discard: 7 }, "ana"), "roll.no-such-die", "GF-FLAW-07");
    refused(s, flaw("Bruno", "lapsus-freudiano", {}, "ana"), "flaw.condition", "GF-FLAW-07");
  });

  it("GF-FLAW-08: Mala junta: two or more allies, all extras: one ally die per pool", () => {
    const s = play(scene({ flaws: ["mala-junta"] }, {}, { allies: ["Roco", "Señor Gris"], runners: { Roco: "eva", "Señor Gris": "caro" } }), flaw("Lía", "mala-junta"),
      { type: "ally-die", player: "eva", character: "Roco", trait: "Perro enorme" }, { type: "ally-die", player: "caro", character: "Señor Gris", trait: "Traje gris" });
    expect(gained(s, "ana")).toEqual({ pv: 2, pk: 0 });
    refused(s, ana([{ kind: "ally", owner: "Roco", name: "Perro enorme" }, { kind: "ally", owner: "Señor Gris", name: "Traje gris" }], "d10:3 d6:4"), "pool.ally-dice", "GF-FLAW-08");
    refused(scene({ flaws: ["mala-junta"] }, {}, { allies: ["Roco", "Cata"], runners: { Roco: "eva" } }), flaw("Lía", "mala-junta"), "flaw.condition", "GF-FLAW-08");
  });

  it("GF-FLAW-09: GF-ROLL-6: Opsss: two botches give the opponent +2 on their next result", () => checksRule(["GF-ROLL-6"], () => {
    const s = play(scene({ flaws: ["opsss"] }), ana([cl("Bruja novata"), cl("Heredera"), cl("Curiosa")], "d8:1 d8:1 d6:5"), flaw("Lía", "opsss"), beto([cl("Perezoso")], "d6:3"));
    expect([s.scene?.rolls[1]?.evaluation.result, s.scene?.standing?.side]).toEqual([5, "antagonist"]);
    refused(play(scene({ flaws: ["opsss"] }), ana([cl("Bruja novata")], "d8:1")), flaw("Lía", "opsss"), "flaw.condition", "GF-FLAW-09");
  }));

  it("GF-FLAW-10: Orgullo y Caída: the opponent may use the owner's single d10+ cliché without paying PK", () => {
    const lia = { flaws: ["orgullo-y-caida"], cliches: [{ name: "Bruja novata", die: 10 }, { name: "Heredera", die: 8 }] };
    const s = play(scene(lia), ana([cl("Bruja novata")], "d10:6"), flaw("Lía", "orgullo-y-caida", {}, "beto"), beto([{ kind: "against", name: "Bruja novata" }], "d10:7"));
    expect([gained(s, "ana"), gained(s, "beto")]).toEqual([{ pv: 2, pk: 0 }, { pv: 0, pk: 0 }]);
    refused(play(scene(lia), ana([cl("Heredera")], "d8:6")), flaw("Lía", "orgullo-y-caida"), "flaw.condition", "GF-FLAW-10");
  });

  it("GF-FLAW-11: Solo un accidente: a botch in a pool with an advantage die costs an advantage", () => {
    const lia = { flaws: ["solo-un-accidente"], advantages: [{ name: "Escoba", die: 10 }, { name: "Gafas", die: 4 }] };
    const s = play(scene(lia), ana([{ kind: "advantage", name: "Escoba" }, cl("Heredera")], "d10:1 d8:6"), flaw("Lía", "solo-un-accidente", { target: "Gafas" }));
    expect(s.characters["Lía"]?.advantages.map((a) => a.name)).toEqual(["Escoba"]);
    refused(play(scene(lia), ana([cl("Bruja novata"), cl("Heredera")], "d8:1 d8:6")), flaw("Lía", "solo-un-accidente", { target: "Gafas" }), "flaw.condition", "GF-FLAW-11");
  });

  it("GF-FLAW-12: Torpeza crónica steps up one of the owner's problems", () => {
    const s = play(scene({ flaws: ["torpeza-cronica"], problems: [{ name: "Torpe", die: 6 }] }), flaw("Lía", "torpeza-cronica", { target: "Torpe" }));
    expect(s.characters["Lía"]?.problems).toEqual([{ name: "Torpe", die: 8 }]);
    refused(scene({ flaws: ["torpeza-cronica"] }), flaw("Lía", "torpeza-cronica", { target: "Torpe" }), "flaw.condition", "GF-FLAW-12");
  });

  it("GF-FLAW-13: Yo no quería venir: after an opponent's 20+, a retry needs three more dice", () => {
    const bruno = { cliches: [{ name: "Vampiro pacifista", die: 12 }, { name: "Niño prodigio", die: 12 }] };
    const s = play(scene({ flaws: ["yo-no-queria-venir"] }, bruno), ana([cl("Bruja novata")], "d8:3"), beto([cl("Vampiro pacifista"), cl("Niño prodigio")], "d12:11 d12:10"),
      flaw("Lía", "yo-no-queria-venir"));
    const e = refused(s, ana([cl("Bruja novata"), cl("Heredera"), cl("Curiosa")], "d8:8 d8:8 d6:6"), "pool.retry-size", "GF-FLAW-13");
    expect(e.params).toEqual({ need: 4, has: 3 });
    refused(play(scene({ flaws: ["yo-no-queria-venir"] }), ana([cl("Bruja novata")], "d8:3"), beto([cl("Perezoso")], "d6:5")), flaw("Lía", "yo-no-queria-venir"), "flaw.condition", "GF-FLAW-13");
  });
});
