import { describe, expect, it } from "@jest/globals";
import { TRICKS, trickById } from "../../../src/games/genrefuzzion/rules/tricks.js";
import { bal, cl, openLiaVsBruno, play, presentBruno, refused, rich, rollOf, startWith } from "./world.js";
import { checksRule } from "./helpers.js";

const ana = (pool: unknown[], dice: string, extra: Record<string, unknown> = {}) => rollOf("ana", "Lía", pool, dice, extra);
const beto = (pool: unknown[], dice: string, extra: Record<string, unknown> = {}) => rollOf("beto", "Bruno", pool, dice, extra);
const t = (id: string, extra: Record<string, unknown> = {}) => ({ id, ...extra });
const trick = (player: string, character: string, id: string, extra: Record<string, unknown> = {}) => ({ type: "trick", player, character, trick: t(id, extra) });
/** Lía (ana) and Bruno (beto) with tricks, 10 PV and 10 PK each, scene open and presented. */
function scene(lia: Record<string, unknown> = {}, bruno: Record<string, unknown> = {}, open: Record<string, unknown> = {}, present: Record<string, unknown> = {}) {
  return play(startWith({ "Lía": lia, Bruno: bruno }, rich("ana", "beto", "caro", "dani")), openLiaVsBruno(open), presentBruno(present));
}
const spent = (s: ReturnType<typeof scene>, player: string) => ({ pv: 10 - (bal(s, player)?.pv ?? 0), pk: 10 - (bal(s, player)?.pk ?? 0) });

describe("tricks in general (GF-TT)", () => {
  it("GF-TT-3: every placeholder in an activation is named, so the player can fill it in", () => checksRule(["GF-TT-3"], () => {
    for (const x of TRICKS) {
      const slots = x.activation.es.match(/<[^>]+>/g) ?? [];
      if (slots.length) expect(slots.map((s) => s.slice(1, -1))).toContain(x.placeholder);
    }
    expect(trickById("arma-predilecta")?.placeholder).toBe("ARMA PREDILECTA");
  }));

  it("GF-TT-4: only a trick on the character's sheet, played by its own player, paying its cost", () => {
    refused(scene(), ana([cl("Bruja novata")], "d8:5 d8:6", { tricks: [t("arma-predilecta")] }), "trick.not-yours", "GF-TT-4");
    const s = scene({ tricks: ["arma-predilecta"] });
    refused(s, rollOf("caro", "Lía", [cl("Bruja novata")], "d8:5 d8:6", { tricks: [t("arma-predilecta")] }), "scene.not-your-turn");
    const r = play(s, ana([cl("Bruja novata")], "d8:5 d8:6", { tricks: [t("arma-predilecta")] }));
    expect(r.ledger.at(-1)).toMatchObject({ player: "ana", currency: "pv", amount: -1, rule: "GF-TRICK-01", reason: "trick.arma-predilecta" });
    refused(play(startWith({ "Lía": { tricks: ["arma-predilecta"] } }), openLiaVsBruno(), presentBruno()),
      ana([cl("Bruja novata")], "d8:5 d8:6", { tricks: [t("arma-predilecta")] }), "points.short", "GF-PTS-2");
  });

  it("GF-TT-2: a trick of the group's own design sits on the sheet but the engine cannot play it", () => {
    refused(scene({ tricks: ["volar"] }), trick("ana", "Lía", "volar"), "trick.unknown", "GF-TT-1");
  });

  it("GF-TT-4: a narrative activation is taken on the player's word and recorded for dispute; a mechanical one is checked", () => {
    const s = play(scene({ tricks: ["arma-predilecta", "camara-lenta"] }), ana([cl("Curiosa")], "d6:2 d8:7", { tricks: [t("arma-predilecta", { claim: "el bate firmado" })] }));
    expect(s.scene?.claims).toEqual([{ player: "ana", character: "Lía", rule: "GF-TRICK-01", claim: "el bate firmado" }]);
    refused(scene({ tricks: ["camara-lenta"] }), ana([cl("Curiosa")], "d6:2", { tricks: [t("camara-lenta", { claim: "they outnumber me" })], secondDice: [{ size: 6, face: 6 }] }), "trick.condition", "GF-TRICK-03");
  });

  it("GF-TT-6: a trick works once per scene, and again in the next scene", () => {
    const s = play(scene({ tricks: ["arma-predilecta"] }), ana([cl("Bruja novata")], "d8:5 d8:6", { tricks: [t("arma-predilecta")] }), beto([cl("Vampiro pacifista"), cl("Niño prodigio")], "d8:8 d8:8"));
    refused(s, ana([cl("Bruja novata"), cl("Heredera")], "d8:5 d8:6 d8:2", { tricks: [t("arma-predilecta")] }), "trick.used", "GF-TT-6");
  });

  it("GF-TT-4: a trick is played at its own moment and by the side it names", () => {
    refused(scene({ tricks: ["hacerse-humo"] }), ana([cl("Bruja novata")], "d8:5", { tricks: [t("hacerse-humo")] }), "trick.not-now", "GF-TRICK-11");
    refused(play(scene({}, { tricks: ["en-las-sombras"] }), ana([cl("Bruja novata")], "d8:5")), trick("beto", "Bruno", "en-las-sombras"), "trick.only-protagonist", "GF-TRICK-05");
  });
});

describe("tricks (GF-TRICK-01..34)", () => {
  it("GF-TRICK-01: Arma predilecta adds a d8 for 1 PV", () => {
    const s = play(scene({ tricks: ["arma-predilecta"] }), ana([cl("Curiosa")], "d6:2 d8:7", { tricks: [t("arma-predilecta")] }));
    expect(s.scene?.rolls[0]?.pool.map((p) => `${p.kind} d${p.size}`)).toEqual(["cliche d6", "trick d8"]);
    expect(s.scene?.standing?.result).toBe(9);
  });

  it("GF-TRICK-02: As bajo la manga makes a sacrifice four dice, and needs a sacrifice", () => {
    const lia = { tricks: ["as-bajo-la-manga"], advantages: [{ name: "Escoba", die: 10 }] };
    const s = play(scene(lia), ana([{ kind: "advantage", name: "Escoba", sacrifice: true }], "d10:1 d10:2 d10:3 d10:4", { tricks: [t("as-bajo-la-manga")] }));
    expect(s.scene?.rolls[0]?.poolSize).toBe(4);
    refused(scene(lia), ana([{ kind: "advantage", name: "Escoba" }], "d10:1", { tricks: [t("as-bajo-la-manga")] }), "trick.condition", "GF-TRICK-02");
  });

  it("GF-TRICK-03: Cámara lenta rolls twice and keeps the better, when the opponent has more allies", () => {
    const s = scene({ tricks: ["camara-lenta"] }, {}, {}, { allies: ["Dino"] });
    const r = play(s, ana([cl("Bruja novata"), cl("Heredera")], "d8:2 d8:3", { tricks: [t("camara-lenta")], secondDice: [{ size: 8, face: 8 }, { size: 8, face: 6 }] }));
    expect(r.scene?.standing?.result).toBe(14);
    expect(r.scene?.rolls[0]?.dice.map((x) => x.face)).toEqual([8, 6]);
    refused(scene({ tricks: ["camara-lenta"] }), ana([cl("Bruja novata")], "d8:2", { tricks: [t("camara-lenta")], secondDice: [{ size: 8, face: 8 }] }), "trick.condition", "GF-TRICK-03");
    refused(s, ana([cl("Bruja novata")], "d8:2", { tricks: [t("camara-lenta")] }), "trick.second-roll", "GF-TRICK-03");
    refused(s, ana([cl("Bruja novata")], "d8:2", { secondDice: [{ size: 8, face: 8 }] }), "trick.second-roll-unasked", "GF-TRICK-03");
  });

  it("GF-TRICK-04: Defensa impasable steps up the named cliché in this pool", () => {
    const s = play(scene({ tricks: ["defensa-impasable"] }), ana([cl("Curiosa")], "d8:8", { tricks: [t("defensa-impasable", { cliche: "Curiosa" })] }));
    expect(s.scene?.rolls[0]?.pool[0]).toEqual({ size: 8, kind: "cliche", name: "Curiosa" });
    refused(scene({ tricks: ["defensa-impasable"] }), ana([cl("Curiosa")], "d6:6", { tricks: [t("defensa-impasable", { cliche: "Heredera" })] }), "trick.condition", "GF-TRICK-04");
  });

  it("GF-TRICK-05: En las sombras leaves the antagonist one cliché in their next pool", () => {
    const s = play(scene({ tricks: ["en-las-sombras"] }), ana([cl("Bruja novata")], "d8:6"), trick("ana", "Lía", "en-las-sombras", { claim: "salto desde el tejado" }));
    refused(s, beto([cl("Perezoso"), cl("Mutante")], "d6:6 d6:5"), "pool.too-many", "GF-TRICK-05");
    expect(play(s, beto([cl("Perezoso"), { kind: "scene", name: "Todos miran" }], "d6:6 d6:5")).phase).toBe("p_decide");
  });

  it("GF-TRICK-06: GF-AMB-23: Excelencia doubles the single d10+ cliché and discards the lowest rolled die", () => checksRule(["GF-AMB-23"], () => {
    const lia = { tricks: ["excelencia"], cliches: [{ name: "Bruja novata", die: 10 }, { name: "Heredera", die: 8 }, { name: "Curiosa", die: 6 }] };
    const s = play(scene(lia), ana([cl("Bruja novata"), cl("Curiosa")], "d10:9 d6:2 d10:4", { tricks: [t("excelencia")] }));
    const roll = s.scene?.rolls[0];
    expect(roll?.evaluation.discarded).toEqual([1]);
    expect(roll?.evaluation.result).toBe(13);
    const bySize = play(startWith({ "Lía": lia }, { ...rich("ana"), settings: { excelenciaDiscards: "smallest-size" } }), openLiaVsBruno(), presentBruno(),
      ana([cl("Bruja novata"), cl("Curiosa")], "d10:1 d6:6 d10:4", { tricks: [t("excelencia")] }));
    expect(bySize.scene?.rolls[0]?.evaluation.discarded).toEqual([1]);
    const two = { ...lia, cliches: [{ name: "Bruja novata", die: 10 }, { name: "Heredera", die: 10 }] };
    refused(scene(two), ana([cl("Bruja novata")], "d10:9 d10:2", { tricks: [t("excelencia")] }), "trick.condition", "GF-TRICK-06");
  }));

  it("GF-TRICK-07: Fuera de control adds a d12 to a three-die pool; its botches become problems when the scene ends", () => {
    const s = play(scene({ tricks: ["fuera-de-control"] }), ana([cl("Bruja novata"), cl("Curiosa"), cl("Tímida")], "d8:1 d6:5 d4:1 d12:11", { tricks: [t("fuera-de-control")] }),
      { type: "yield", player: "beto", character: "Bruno" });
    expect(s.characters["Lía"]?.problems).toEqual([]);
    const r = play(s, { type: "rate", player: "caro", protagonist: 3, antagonist: 3, reason: "ok" });
    expect(r.characters["Lía"]?.problems).toEqual([{ name: "Fuera de control d8", die: 8 }, { name: "Fuera de control d4", die: 4 }]);
    refused(scene({ tricks: ["fuera-de-control"] }), ana([cl("Bruja novata")], "d8:3 d12:4", { tricks: [t("fuera-de-control")] }), "trick.condition", "GF-TRICK-07");
  });

  it("GF-TRICK-08: Gajes de oficio keeps the opponent off your problems in their next roll", () => {
    const lia = { tricks: ["gajes-de-oficio"], problems: [{ name: "Resaca", die: 6 }] };
    const s = play(scene(lia), ana([cl("Bruja novata")], "d8:6", { tricks: [t("gajes-de-oficio")] }));
    refused(s, beto([{ kind: "problem", name: "Resaca" }], "d6:6"), "pool.problems-blocked", "GF-TRICK-08");
    const later = play(s, beto([cl("Perezoso")], "d6:6"), ana([cl("Bruja novata"), cl("Heredera")], "d8:6 d8:1"));
    expect(play(later, beto([{ kind: "problem", name: "Resaca" }, cl("Mutante")], "d6:6 d6:3")).phase).toBe("p_decide");
  });

  it("GF-TRICK-09: Genre Savvy bars the opponent's d10+ cliché from their next pool", () => {
    const bruno = { cliches: [{ name: "Vampiro pacifista", die: 10 }, { name: "Perezoso", die: 6 }, { name: "Mutante", die: 6 }] };
    const s = play(scene({ tricks: ["genre-savvy"] }, bruno), ana([cl("Bruja novata")], "d8:3"), beto([cl("Vampiro pacifista")], "d10:7"),
      trick("ana", "Lía", "genre-savvy", { cliche: "Vampiro pacifista" }), ana([cl("Bruja novata"), cl("Heredera")], "d8:4 d8:5"));
    refused(s, beto([cl("Vampiro pacifista"), cl("Perezoso")], "d10:7 d6:3"), "pool.cliche-off", "GF-TRICK-09");
    refused(play(scene({ tricks: ["genre-savvy"] }, bruno), ana([cl("Bruja novata")], "d8:3"), beto([cl("Perezoso")], "d6:3")),
      trick("ana", "Lía", "genre-savvy", { cliche: "Perezoso" }), "trick.condition", "GF-TRICK-09");
  });

  it("GF-TRICK-10: Grandes expectativas lets the protagonist put up to five clichés in, with no third-cliché charge", () => {
    const five = [cl("Bruja novata"), cl("Heredera"), cl("Curiosa"), cl("Deportista"), cl("Tímida")];
    const s = play(scene({ tricks: ["grandes-expectativas"] }), ana(five, "d8:1 d8:2 d6:3 d6:4 d4:4", { tricks: [t("grandes-expectativas")] }));
    expect(spent(s, "ana")).toEqual({ pv: 2, pk: 0 });
    refused(scene({ tricks: ["grandes-expectativas"] }), ana([...five, cl("Miope")], "d8:1 d8:2 d6:3 d6:4 d4:4 d4:1", { tricks: [t("grandes-expectativas")] }), "pool.too-many", "GF-TRICK-10");
    refused(play(scene({}, { tricks: ["grandes-expectativas"] }), ana([cl("Bruja novata")], "d8:3")),
      beto([cl("Perezoso")], "d6:3", { tricks: [t("grandes-expectativas")] }), "trick.only-protagonist", "GF-TRICK-10");
  });

  it("GF-TRICK-11: GF-AMB-24: Hacerse humo: the opponent and their allies get no yield PV; ratings still pay", () => checksRule(["GF-AMB-24"], () => {
    const s = play(scene({}, { tricks: ["hacerse-humo"] }, { allies: ["Cata"] }), ana([cl("Bruja novata")], "d8:6"),
      { type: "yield", player: "beto", character: "Bruno", tricks: [t("hacerse-humo")] });
    expect([spent(s, "ana"), spent(s, "caro"), spent(s, "beto")]).toEqual([{ pv: 0, pk: 0 }, { pv: 0, pk: 0 }, { pv: 0, pk: -2 + 1 }]);
    const r = play(s, { type: "rate", player: "dani", protagonist: 4, antagonist: 1, reason: "ok" });
    expect(bal(r, "ana")?.pv).toBe(14);
  }));

  it("GF-TRICK-12: Huyan cobardes sends one of two or more opposing allies away", () => {
    const s = scene({ tricks: ["huyan-cobardes"] }, {}, {}, { allies: ["Dino", "Roco"], runners: { Roco: "eva" } });
    const r = play(s, trick("ana", "Lía", "huyan-cobardes", { ally: "Roco" }));
    expect(r.scene?.allies.find((a) => a.character === "Roco")?.status).toBe("left");
    refused(scene({ tricks: ["huyan-cobardes"] }, {}, {}, { allies: ["Dino"] }), trick("ana", "Lía", "huyan-cobardes", { ally: "Dino" }), "trick.condition", "GF-TRICK-12");
  });

  it("GF-TRICK-13: Imitación rolls the protagonist's pool after a result of 15 or more", () => {
    const s = play(scene({}, { tricks: ["imitacion"] }), ana([cl("Bruja novata"), cl("Heredera"), { kind: "scene", name: "Todos miran" }], "d8:8 d8:7 d6:2"));
    const r = play(s, beto([], "d8:8 d8:8 d6:1", { tricks: [t("imitacion")] }));
    expect(r.scene?.standing).toEqual({ side: "antagonist", result: 16 });
    refused(s, beto([cl("Perezoso")], "d8:8 d8:8 d6:1 d6:2", { tricks: [t("imitacion")] }), "pool.imitation-only", "GF-TRICK-13");
    const low = play(scene({}, { tricks: ["imitacion"] }), ana([cl("Bruja novata")], "d8:8"));
    refused(low, beto([], "d8:8", { tricks: [t("imitacion")] }), "trick.condition", "GF-TRICK-13");
  });

  it("GF-TRICK-14: Improvisador serial doubles the antagonist's scene-cliché die", () => {
    const s = play(scene({}, { tricks: ["improvisador-serial"] }), ana([cl("Bruja novata")], "d8:3"), beto([{ kind: "scene", name: "Todos miran" }], "d6:2 d6:5", { tricks: [t("improvisador-serial")] }));
    expect(s.scene?.standing?.result).toBe(7);
    refused(scene({ tricks: ["improvisador-serial"] }), ana([{ kind: "scene", name: "Todos miran" }], "d6:2 d6:5", { tricks: [t("improvisador-serial")] }), "trick.only-antagonist", "GF-TRICK-14");
  });

  it("GF-TRICK-15: Insistente: the retry needs no extra die", () => {
    const s = play(scene({ tricks: ["insistente"] }), ana([cl("Bruja novata")], "d8:3"), beto([cl("Perezoso")], "d6:5"));
    expect(play(s, ana([cl("Heredera")], "d8:6", { tricks: [t("insistente")] })).phase).toBe("a_decide");
    refused(scene({ tricks: ["insistente"] }), ana([cl("Heredera")], "d8:6", { tricks: [t("insistente")] }), "trick.no-retry", "GF-TRICK-15");
  });

  it("GF-TRICK-16: Mi tesoro: the opponent may not spend PV until the scene ends", () => {
    const s = play(scene({ tricks: ["mi-tesoro"] }), trick("ana", "Lía", "mi-tesoro"), ana([cl("Bruja novata")], "d8:3"));
    refused(s, beto([cl("Perezoso"), cl("Mutante"), cl("Huérfano")], "d6:5 d6:4 d4:2", { boostPv: true }), "points.no-pv", "GF-TRICK-16");
    expect(play(s, beto([cl("Perezoso"), cl("Mutante")], "d6:5 d6:4", { boostPk: true })).scene?.standing?.result).toBe(12);
  });

  it("GF-TRICK-17: Movido por la pasión lets the effect die come from the result dice", () => {
    const s = play(scene({ tricks: ["movido-por-la-pasion"] }), ana([cl("Bruja novata"), cl("Heredera")], "d8:7 d8:6", { tricks: [t("movido-por-la-pasion")] }),
      beto([cl("Perezoso")], "d6:5"), { type: "effect", player: "ana", character: "Lía", outcomes: [{ outcome: "advantage", die: 0, name: "Pasión" }] });
    expect(s.characters["Lía"]?.advantages).toEqual([{ name: "Pasión", die: 8 }]);
  });

  it("GF-TRICK-18: Naciste listo needs two advantages and the PV boost, which then adds two dice", () => {
    const lia = { tricks: ["naciste-listo"], advantages: [{ name: "A", die: 6 }, { name: "B", die: 4 }] };
    const s = play(scene(lia), ana([cl("Bruja novata"), cl("Heredera"), cl("Curiosa"), { kind: "advantage", name: "A" }], "d8:7 d8:6 d6:5 d6:4", { tricks: [t("naciste-listo")], boostPv: true }));
    expect(s.scene?.standing?.result).toBe(22);
    expect(spent(s, "ana")).toEqual({ pv: 2, pk: 1 });
    refused(scene(lia), ana([cl("Bruja novata")], "d8:7", { tricks: [t("naciste-listo")] }), "trick.needs-boost", "GF-TRICK-18");
    refused(scene({ tricks: ["naciste-listo"] }), ana([cl("Bruja novata"), cl("Heredera"), cl("Curiosa")], "d8:7 d8:6 d6:5", { tricks: [t("naciste-listo")], boostPv: true }), "trick.condition", "GF-TRICK-18");
  });

  it("GF-TRICK-19: GF-AMB-26: Nada mal pero: beaten by 5 or more, your next pool's largest die steps up", () => checksRule(["GF-AMB-26"], () => {
    const s = play(scene({ tricks: ["nada-mal-pero"] }), ana([cl("Curiosa")], "d6:2"), beto([cl("Vampiro pacifista"), cl("Niño prodigio")], "d8:4 d8:3"));
    const r = play(s, trick("ana", "Lía", "nada-mal-pero"), ana([cl("Bruja novata"), cl("Curiosa")], "d10:9 d6:2"));
    expect(r.scene?.rolls[2]?.pool.map((p) => p.size)).toEqual([10, 6]);
    const close = play(scene({ tricks: ["nada-mal-pero"] }), ana([cl("Curiosa")], "d6:4"), beto([cl("Vampiro pacifista"), cl("Niño prodigio")], "d8:4 d8:3"));
    refused(close, trick("ana", "Lía", "nada-mal-pero"), "trick.condition", "GF-TRICK-19");
  }));

  it("GF-TRICK-20: No me esperaba esto de ti doubles a d8+ relationship with the opponent", () => {
    const s = play(scene({ tricks: ["no-me-esperaba-esto-de-ti"] }), ana([{ kind: "relationship", name: "Rival de Bruno" }], "d8:3 d8:5", { tricks: [t("no-me-esperaba-esto-de-ti")] }));
    expect(s.scene?.standing?.result).toBe(8);
    const weak = { tricks: ["no-me-esperaba-esto-de-ti"], relationships: [{ name: "Rival de Bruno", target: "Bruno", die: 6 }] };
    refused(scene(weak), ana([{ kind: "relationship", name: "Rival de Bruno" }], "d6:3 d6:5", { tricks: [t("no-me-esperaba-esto-de-ti")] }), "trick.condition", "GF-TRICK-20");
  });

  it("GF-TRICK-21: No tan rápido: the loser drops a die, rerolls the rest and is compared again", () => {
    const s = play(scene({}, { tricks: ["no-tan-rapido"] }), ana([cl("Bruja novata"), cl("Heredera")], "d8:5 d8:5"), beto([cl("Perezoso"), cl("Mutante"), cl("Huérfano")], "d6:2 d6:3 d4:1"));
    expect(s.scene?.outcome?.winner).toBe("protagonist");
    const r = play(s, trick("beto", "Bruno", "no-tan-rapido", { drop: [2], dice: [{ size: 6, face: 6 }, { size: 6, face: 5 }] }));
    expect([r.phase, r.scene?.standing?.result, r.scene?.outcome]).toEqual(["p_decide", 11, null]);
    refused(s, trick("beto", "Bruno", "no-tan-rapido", { drop: [2], dice: [{ size: 6, face: 6 }] }), "roll.dice-mismatch");
    refused(play(scene({ tricks: ["no-tan-rapido"] }), ana([cl("Bruja novata")], "d8:5")), trick("ana", "Lía", "no-tan-rapido", { drop: [0], dice: [] }), "trick.condition", "GF-TRICK-21");
  });

  it("GF-TRICK-22: Otro morderá el polvo steps a received d8- problem down and passes it to an ally", () => {
    const s = play(scene({}, { tricks: ["otro-mordera-el-polvo"] }, {}, { allies: ["Dino"] }),
      ana([cl("Bruja novata"), cl("Heredera"), { kind: "relationship", name: "Rival de Bruno" }], "d8:7 d8:6 d8:2"), beto([cl("Perezoso")], "d6:5"),
      { type: "effect", player: "ana", character: "Lía", outcomes: [{ outcome: "problem", die: 2, name: "Ridículo" }] });
    const r = play(s, trick("beto", "Bruno", "otro-mordera-el-polvo", { problem: "Ridículo", ally: "Dino" }));
    expect([r.characters["Bruno"]?.problems, r.characters["Dino"]?.problems]).toEqual([[], [{ name: "Ridículo", die: 6 }]]);
    refused(s, trick("beto", "Bruno", "otro-mordera-el-polvo", { problem: "Ridículo", ally: "Cata" }), "trick.condition", "GF-TRICK-22");
    // An extra ally (it has a sheet) may take it too.
    const toExtra = play(scene({}, { tricks: ["otro-mordera-el-polvo"] }, {}, { allies: ["Roco"], runners: { Roco: "eva" } }),
      ana([cl("Bruja novata"), cl("Heredera"), { kind: "relationship", name: "Rival de Bruno" }], "d8:7 d8:6 d8:2"), beto([cl("Perezoso")], "d6:5"),
      { type: "effect", player: "ana", character: "Lía", outcomes: [{ outcome: "problem", die: 2, name: "Ridículo" }] },
      trick("beto", "Bruno", "otro-mordera-el-polvo", { problem: "Ridículo", ally: "Roco" }));
    expect(toExtra.characters["Roco"]?.problems).toEqual([{ name: "Ridículo", die: 6 }]);
  });

  it("GF-TRICK-23: Plan B steps up two clichés new to this scene, on a retry", () => {
    const s = play(scene({ tricks: ["plan-b"] }), ana([cl("Bruja novata")], "d8:3"), beto([cl("Perezoso")], "d6:5"));
    const r = play(s, ana([cl("Curiosa"), cl("Tímida")], "d8:4 d6:2", { tricks: [t("plan-b", { cliches: ["Curiosa", "Tímida"] })] }));
    expect(r.scene?.rolls[2]?.pool.map((p) => p.size)).toEqual([8, 6]);
    refused(s, ana([cl("Bruja novata"), cl("Tímida")], "d10:4 d6:2", { tricks: [t("plan-b", { cliches: ["Bruja novata", "Tímida"] })] }), "trick.condition", "GF-TRICK-23");
    refused(scene({ tricks: ["plan-b"] }), ana([cl("Curiosa"), cl("Tímida")], "d8:4 d6:2", { tricks: [t("plan-b", { cliches: ["Curiosa", "Tímida"] })] }), "trick.condition", "GF-TRICK-23");
  });

  it("GF-TRICK-24: Provócame turns an anger problem into an advantage until the scene ends", () => {
    const lia = { tricks: ["provocame"], problems: [{ name: "Furia", die: 8 }] };
    const s = play(scene(lia), trick("ana", "Lía", "provocame", { problem: "Furia" }));
    expect([s.characters["Lía"]?.problems, s.characters["Lía"]?.advantages]).toEqual([[], [{ name: "Furia", die: 8, temporary: true }]]);
    const after = play(s, ana([{ kind: "advantage", name: "Furia" }], "d8:6"), { type: "yield", player: "beto", character: "Bruno" }, { type: "rate", player: "caro", protagonist: 1, antagonist: 1, reason: "ok" });
    expect([after.characters["Lía"]?.problems, after.characters["Lía"]?.advantages]).toEqual([[{ name: "Furia", die: 8 }], []]);
  });

  it("GF-TRICK-25: GF-ADV-5: Regalo del cielo gives a d8 advantage that ends with the scene", () => checksRule(["GF-ADV-5"], () => {
    const s = play(scene({ tricks: ["regalo-del-cielo"] }), trick("ana", "Lía", "regalo-del-cielo", { name: "Suerte" }));
    expect(s.characters["Lía"]?.advantages).toEqual([{ name: "Suerte", die: 8, temporary: true }]);
    const after = play(s, ana([{ kind: "advantage", name: "Suerte" }], "d8:6"), { type: "yield", player: "beto", character: "Bruno" }, { type: "rate", player: "caro", protagonist: 1, antagonist: 1, reason: "ok" });
    expect(after.characters["Lía"]?.advantages).toEqual([]);
    refused(scene({ tricks: ["regalo-del-cielo"], advantages: [{ name: "A", die: 4 }] }), trick("ana", "Lía", "regalo-del-cielo"), "trick.condition", "GF-TRICK-25");
  }));

  it("GF-TRICK-26: Rompecorazones sacrifices a d8+ relationship for three dice", () => {
    const s = play(scene({ tricks: ["rompecorazones"] }), ana([{ kind: "relationship", name: "Rival de Bruno" }], "d8:3 d8:5 d8:2", { tricks: [t("rompecorazones")] }));
    expect(s.characters["Lía"]?.relationships.map((r) => r.name)).toEqual(["Amiga de Cata", "Teme a Dino"]);
    refused(scene({ tricks: ["rompecorazones", "no-me-esperaba-esto-de-ti"] }), ana([{ kind: "relationship", name: "Rival de Bruno" }], "d8:3 d8:5 d8:2",
      { tricks: [t("rompecorazones"), t("no-me-esperaba-esto-de-ti")] }), "trick.not-together", "GF-TRICK-26");
  });

  it("GF-TRICK-27: Savoir Faire: 1s are not botches in that roll", () => {
    const s = play(scene({ tricks: ["savoir-faire"] }), ana([cl("Bruja novata"), cl("Heredera")], "d8:1 d8:1", { tricks: [t("savoir-faire")] }));
    expect(s.scene?.rolls[0]?.evaluation.botches).toEqual([]);
    expect(s.scene?.standing?.result).toBe(2);
  });

  it("GF-TRICK-28: Secretos y mentiras: 2s botch in the opponent's next roll only", () => {
    const s = play(scene({ tricks: ["secretos-y-mentiras"] }), ana([cl("Bruja novata")], "d8:3"), trick("ana", "Lía", "secretos-y-mentiras"), beto([cl("Perezoso"), cl("Mutante")], "d6:2 d6:4"));
    expect(s.scene?.rolls[1]?.evaluation.botches).toEqual([0]);
    expect(s.scene?.standing).toEqual({ side: "antagonist", result: 4 });
    // Only that roll: Bruno's next one counts its 2s again.
    const next = play(s, ana([cl("Bruja novata"), cl("Heredera")], "d8:3 d8:2"), beto([cl("Perezoso"), cl("Mutante"), cl("Huérfano")], "d6:2 d6:4 d4:1"));
    expect(next.scene?.rolls[3]?.evaluation.botches).toEqual([2]);
  });

  it("GF-TRICK-29: Siempre alerta: the protagonist rerolls without the surprise dice", () => {
    const s = play(scene({}, { tricks: ["siempre-alerta"] }), ana([cl("Bruja novata"), cl("Heredera"), cl("Curiosa")], "d8:8 d8:7 d6:2"),
      trick("beto", "Bruno", "siempre-alerta", { drop: [0], dice: [{ size: 8, face: 1 }, { size: 6, face: 3 }] }));
    expect([s.phase, s.scene?.standing?.result, s.scene?.rolls[0]?.poolSize]).toEqual(["a_decide", 3, 3]);
    refused(play(scene({ tricks: ["siempre-alerta"] }), ana([cl("Bruja novata")], "d8:3"), beto([cl("Perezoso")], "d6:5")),
      trick("ana", "Lía", "siempre-alerta", { drop: [0], dice: [] }), "trick.only-antagonist", "GF-TRICK-29");
  });

  it("GF-TRICK-30: Suerte inmerecida: three or more botches and the opponent rerolls without them", () => {
    const s = play(scene({}, { tricks: ["suerte-inmerecida"] }), ana([cl("Bruja novata"), cl("Heredera"), { kind: "scene", name: "Todos miran" }, { kind: "relationship", name: "Rival de Bruno" }], "d8:1 d8:1 d6:1 d8:3"));
    const r = play(s, trick("beto", "Bruno", "suerte-inmerecida", { dice: [{ size: 8, face: 7 }] }));
    expect([r.scene?.standing?.result, r.scene?.rolls[0]?.dice]).toEqual([7, [{ size: 8, face: 7 }]]);
    const two = play(scene({}, { tricks: ["suerte-inmerecida"] }), ana([cl("Bruja novata"), cl("Heredera"), cl("Curiosa")], "d8:1 d8:1 d6:3"));
    refused(two, trick("beto", "Bruno", "suerte-inmerecida", { dice: [{ size: 6, face: 4 }] }), "trick.condition", "GF-TRICK-30");
  });

  it("GF-TRICK-31: GF-AMB-27: Trabajo en equipo: with four allies each ally may add a second die", () => checksRule(["GF-AMB-27"], () => {
    const four = { allies: ["Cata", "Dino", "Roco", "Señor Gris"], runners: { Roco: "eva" } };
    const s = play(startWith({ "Lía": { tricks: ["trabajo-en-equipo"] } }, { ...rich("ana"), settings: { callerRunsExtraAlly: true } }), openLiaVsBruno(four), presentBruno());
    const pool = [{ kind: "ally", owner: "Cata", name: "Superfuerte" }, { kind: "ally", owner: "Cata", name: "Porrista" }, { kind: "ally", owner: "Dino", name: "Ninja" }];
    expect(play(s, ana(pool, "d8:2 d8:3 d8:4", { tricks: [t("trabajo-en-equipo")] })).scene?.standing?.result).toBe(7);
    refused(s, ana(pool, "d8:2 d8:3 d8:4"), "pool.ally-dice", "GF-POOL-2");
    refused(play(startWith({ "Lía": { tricks: ["trabajo-en-equipo"] } }, rich("ana")), openLiaVsBruno({ allies: ["Cata", "Dino", "Roco"], runners: { Roco: "eva" } }), presentBruno()),
      ana(pool, "d8:2 d8:3 d8:4", { tricks: [t("trabajo-en-equipo")] }), "trick.condition", "GF-TRICK-31");
  }));

  it("GF-TRICK-32: Truco mental steps up the problem the winner creates", () => {
    const s = play(scene({ tricks: ["truco-mental"] }), ana([cl("Bruja novata"), cl("Heredera"), { kind: "relationship", name: "Rival de Bruno" }], "d8:7 d8:6 d8:2"), beto([cl("Perezoso")], "d6:5"),
      { type: "effect", player: "ana", character: "Lía", outcomes: [{ outcome: "problem", die: 2, name: "Celos", mindTrick: true }] });
    expect(s.characters["Bruno"]?.problems).toEqual([{ name: "Celos", die: 10 }]);
    expect(s.ledger.at(-1)).toMatchObject({ rule: "GF-TRICK-32", amount: -1, currency: "pv" });
  });

  it("GF-TRICK-33: Truco sucio uses an opponent's attribute without the PK transfer", () => {
    const s = play(scene({ tricks: ["truco-sucio"] }), ana([{ kind: "against", name: "Perezoso" }], "d6:4", { tricks: [t("truco-sucio")] }));
    expect([spent(s, "ana"), spent(s, "beto")]).toEqual([{ pv: 0, pk: 1 }, { pv: 0, pk: 0 }]);
    refused(scene({ tricks: ["truco-sucio"] }), ana([cl("Curiosa")], "d6:4", { tricks: [t("truco-sucio")] }), "trick.condition", "GF-TRICK-33");
  });

  it("GF-TRICK-34: Ver cada detalle allows two scene clichés", () => {
    const open = { sceneCliches: [{ name: "Todos miran", die: 6 }, { name: "Lluvia", die: 6 }] };
    const two = [{ kind: "scene", name: "Todos miran" }, { kind: "scene", name: "Lluvia" }];
    expect(play(scene({ tricks: ["ver-cada-detalle"] }, {}, open), ana(two, "d6:4 d6:5", { tricks: [t("ver-cada-detalle")] })).scene?.standing?.result).toBe(9);
    refused(scene({}, {}, open), ana(two, "d6:4 d6:5"), "pool.too-many", "GF-POOL-2");
  });
});
