import { describe, expect, it } from "@jest/globals";
import { rulesMessage } from "../../../src/games/genrefuzzion/rules/messages.js";
import { parseAction } from "../../../src/games/genrefuzzion/rules/apply.js";
import { bal, cl, openLiaVsBruno, play, presentBruno, refused, rollOf, start } from "./world.js";
import { checksRule } from "./helpers.js";

const ana = (pool: unknown[], dice: string, extra: Record<string, unknown> = {}) => rollOf("ana", "Lía", pool, dice, extra);
const beto = (pool: unknown[], dice: string, extra: Record<string, unknown> = {}) => rollOf("beto", "Bruno", pool, dice, extra);
const ready = (o = {}) => play(start(o), openLiaVsBruno(), presentBruno());
const pYield = { type: "yield", player: "ana", character: "Lía" };
const aYield = { type: "yield", player: "beto", character: "Bruno" };
const rateBy = (player: string, protagonist: number, antagonist: number) => ({ type: "rate", player, protagonist, antagonist, reason: "buena escena" });
const openVsGris = (extra: Record<string, unknown> = {}) => openLiaVsBruno({ antagonist: "Señor Gris", ...extra });
const presentGris = (player = "dani", extra: Record<string, unknown> = {}) => ({ type: "present", player, character: "Señor Gris", intention: "Lía castigada", ...extra });

describe("framing a scene (GF-SCENE, GF-ANT, GF-ALLY)", () => {
  it("GF-SCENE-2: the header needs title, setting, tone, intention and the opener's own active character", () => {
    refused(start(), openLiaVsBruno({ title: " " }), "scene.missing-field", "GF-SCENE-2");
    refused(start(), openLiaVsBruno({ intention: "" }), "scene.missing-field", "GF-SCENE-2");
    refused(start(), openLiaVsBruno({ player: "beto" }), "scene.no-character", "GF-RET-4");
    refused(start(), openLiaVsBruno({ antagonist: "Lía" }), "scene.self-antagonist", "GF-SCENE-1");
    refused(start(), openLiaVsBruno({ antagonist: "Profe Nuevo" }), "scene.extra-description", "GF-SCENE-2");
    const s = play(start(), openLiaVsBruno({ antagonist: "Profe Nuevo", antagonistDescription: "El sustituto de química" }));
    expect(s.scene?.antagonist).toEqual({ character: "Profe Nuevo", player: null, extra: true });
  });

  it("GF-SCENE-2: zero to three scene clichés of d4–d8, as many d8 as d4", () => {
    const c = (...dice: number[]) => dice.map((die, i) => ({ name: `C${i}`, die }));
    refused(start(), openLiaVsBruno({ sceneCliches: c(6, 6, 6, 6) }), "scene.cliche-count", "GF-SCENE-2");
    refused(start(), openLiaVsBruno({ sceneCliches: c(10) }), "scene.cliche-die", "GF-SCENE-2");
    refused(start(), openLiaVsBruno({ sceneCliches: c(8, 6) }), "scene.cliche-balance", "GF-SCENE-2");
    expect(play(start(), openLiaVsBruno({ sceneCliches: c(8, 4, 6) })).phase).toBe("calls");
    expect(play(start(), openLiaVsBruno({ sceneCliches: [] })).phase).toBe("calls");
  });

  it("GF-SCENE-3: a rewrite is asked for and made before the antagonist presents, never after", () => {
    const s = play(start(), openLiaVsBruno(), { type: "ask-rewrite", player: "caro" }, { type: "revise", player: "ana", character: "Lía", intention: "Bruno se disculpa en público" });
    expect(s.scene?.intention).toBe("Bruno se disculpa en público");
    refused(play(s, presentBruno()), { type: "ask-rewrite", player: "caro" }, "scene.rewrite-late", "GF-SCENE-3");
    refused(s, { type: "revise", player: "caro", character: "Lía", intention: "x" }, "scene.not-your-turn");
  });

  it("GF-ANT-1: a character antagonist is presented by its own player, and no one else", () => {
    refused(play(start(), openLiaVsBruno()), presentBruno({ player: "caro" }), "scene.not-your-turn", "GF-ANT-1");
    expect(play(start(), openLiaVsBruno(), presentBruno()).phase).toBe("p_roll");
  });

  it("GF-ANT-2: a player outside the scene runs an extra antagonist and earns its points; GF-AMB-08: the first one", () => {
    refused(play(start(), openVsGris()), presentGris("ana"), "extra.volunteer-in-scene", "GF-ANT-2");
    refused(play(start(), openVsGris({ allies: ["Cata"] })), presentGris("caro"), "extra.volunteer-in-scene", "GF-ANT-2");
    const s = play(start(), openVsGris(), presentGris("dani"));
    expect(s.scene?.antagonist.player).toBe("dani");
    refused(s, presentGris("eva"), "scene.wrong-phase");
    const t = play(s, ana([cl("Bruja novata")], "d8:6"), { type: "yield", player: "dani", character: "Señor Gris" });
    expect(bal(t, "dani")).toEqual({ pv: 0, pk: 1 });
  });

  it("GF-AMB-08: once the first volunteer has presented the extra, a second presentation is refused", () => checksRule(["GF-AMB-08"], () => {
    refused(play(start(), openVsGris(), presentGris("dani")), presentGris("eva"), "scene.wrong-phase");
  }));

  it("GF-ANT-3: a new extra is defined with d10, d6, d6, d6, d4", () => {
    const open = play(start(), openLiaVsBruno({ antagonist: "Profe Nuevo", antagonistDescription: "sustituto" }));
    const present = (define?: unknown) => ({ type: "present", player: "dani", character: "Profe Nuevo", intention: "examen sorpresa", ...(define ? { define } : {}) });
    refused(open, present(), "extra.needs-definition", "GF-ANT-3");
    const five = (...dice: number[]) => dice.map((die, i) => ({ name: `Rasgo ${i}`, die }));
    refused(open, present(five(10, 6, 6, 6, 6)), "extra.definition", "GF-ANT-3");
    refused(open, present(five(10, 6, 6, 4)), "extra.definition", "GF-ANT-3");
    const s = play(open, present(five(6, 10, 4, 6, 6)));
    expect(s.characters["Profe Nuevo"]?.cliches.map((c) => c.die)).toEqual([6, 10, 4, 6, 6]);
  });

  it("GF-ANT-4: PV steps an extra's cliché up (training prices, GF-AMB-09), PK adds d8 clichés; one d4 must stay", () => {
    const rich = play(start({ carryOver: { dani: { pv: 9, pk: 4 } } }), openVsGris());
    const s = play(rich, presentGris("dani", { stepUp: ["Director severo", "Traje gris"], newCliches: ["Tiene llaves"] }));
    expect(s.characters["Señor Gris"]?.cliches.map((c) => `${c.name} d${c.die}`)).toEqual(
      ["Director severo d12", "Traje gris d8", "Voz grave d6", "Reglamento d6", "Miope d4", "Tiene llaves d8"]);
    expect(bal(s, "dani")).toEqual({ pv: 1, pk: 0 });
    expect(s.ledger.filter((e) => e.rule === "GF-ANT-4").map((e) => `${e.currency}${e.amount}`)).toEqual(["pv-5", "pv-3", "pk-4"]);
    refused(rich, presentGris("dani", { stepUp: ["Miope"] }), "extra.needs-d4", "GF-ANT-4");
    refused(rich, presentGris("dani", { stepUp: ["Director severo", "Director severo"] }), "extra.max-die", "GF-DIE-2");
    refused(play(start(), openVsGris()), presentGris("dani", { newCliches: ["Tiene llaves"] }), "points.short", "GF-PTS-2");
    refused(play(start(), openLiaVsBruno()), presentBruno({ stepUp: ["Perezoso"] }), "extra.not-an-extra", "GF-ANT-4");
  });

  it("GF-AMB-09: the price of a new extra cliché is a setting", () => checksRule(["GF-AMB-09"], () => {
    const s = play(start({ carryOver: { dani: { pv: 0, pk: 2 } }, settings: { extraNewClichePk: 2 } }), openVsGris(), presentGris("dani", { newCliches: ["Tiene llaves"] }));
    expect(bal(s, "dani")?.pk).toBe(0);
  }));

  it("GF-ANT-7: an extra keeps its sheet between appearances and is not defined again", () => {
    const five = [{ name: "a", die: 10 }, { name: "b", die: 6 }, { name: "c", die: 6 }, { name: "d", die: 6 }, { name: "e", die: 4 }];
    refused(play(start(), openVsGris()), presentGris("dani", { define: five }), "extra.already-defined", "GF-ANT-7");
  });

  it("GF-ANT-5: the antagonist states an intention", () => {
    refused(play(start(), openLiaVsBruno()), presentBruno({ intention: " " }), "scene.missing-field", "GF-ANT-5");
  });

  it("GF-ANT-6: GF-ALLY-4: the antagonist calls allies after presenting", () => checksRule(["GF-ANT-6"], () => {
    const s = play(start(), openLiaVsBruno({ allies: ["Cata"] }), presentBruno({ allies: ["Dino"] }));
    expect(s.scene?.allies.map((a) => `${a.character}:${a.side}`)).toEqual(["Cata:protagonist", "Dino:antagonist"]);
    refused(play(start(), openLiaVsBruno({ allies: ["Cata"] })), presentBruno({ allies: ["Cata"] }), "scene.already-in", "GF-ALLY-1");
  }));

  it("GF-ALLY-2: a called character may refuse until their side's first pool", () => {
    const s = play(start(), openLiaVsBruno({ allies: ["Cata", "Roco"], runners: { Roco: "eva" } }), presentBruno({ allies: ["Dino"] }));
    refused(s, { type: "refuse", player: "dani", character: "Cata" }, "scene.not-your-ally", "GF-ALLY-2");
    refused(s, { type: "refuse", player: "eva", character: "Roco" }, "scene.not-your-ally", "GF-ALLY-2");
    const r = play(s, { type: "refuse", player: "caro", character: "Cata" });
    expect(r.scene?.allies.find((a) => a.character === "Cata")?.status).toBe("refused");
    refused(r, ana([{ kind: "ally", owner: "Cata", name: "Superfuerte" }], "d8:4"), "pool.not-an-ally");
    const rolled = play(s, ana([cl("Bruja novata")], "d8:5"));
    refused(rolled, { type: "refuse", player: "caro", character: "Cata" }, "scene.ally-late", "GF-ALLY-2");
    // The antagonist's ally may still refuse before the antagonist's first pool (GF-ALLY-4).
    expect(play(rolled, { type: "refuse", player: "dani", character: "Dino" }).scene?.allies.find((a) => a.character === "Dino")?.status).toBe("refused");
    refused(play(rolled, beto([cl("Perezoso")], "d6:6")), { type: "refuse", player: "dani", character: "Dino" }, "scene.ally-late", "GF-ALLY-4");
  });

  it("GF-ALLY-3: any player pays 1 PK to keep a called extra out; characters cannot be blocked", () => {
    const s = play(start({ carryOver: { eva: { pv: 0, pk: 1 } } }), openLiaVsBruno({ allies: ["Cata", "Roco"], runners: { Roco: "dani" } }));
    refused(s, { type: "block", player: "eva", ally: "Cata" }, "scene.block-character", "GF-ALLY-3");
    refused(s, { type: "block", player: "dani", ally: "Roco" }, "points.short", "GF-PTS-2");
    const b = play(s, { type: "block", player: "eva", ally: "Roco" });
    expect(b.scene?.allies.find((a) => a.character === "Roco")?.status).toBe("blocked");
    expect(b.ledger.at(-1)).toMatchObject({ player: "eva", currency: "pk", amount: -1, rule: "GF-ALLY-3" });
  });

  it("GF-ALLY-5: GF-AMB-07: an extra ally is run by a player outside the scene, named when called, who earns its points (the original, lines  59–63, 235)", () => checksRule(["GF-ALLY-5"], () => {
    // Lines 59–63: extras "los maneja otro jugador que no esté formando parte de la escena".
    const s = play(start(), openLiaVsBruno({ allies: ["Cata", "Roco"], runners: { Roco: "eva" } }), presentBruno(), ana([cl("Bruja novata")], "d8:6"), aYield);
    expect(s.scene?.allies.find((a) => a.character === "Roco")?.runner).toBe("eva");
    // Line 235: "ganar puntos por interpretar un extra": eva earns Roco's ally point like caro earns Cata's.
    expect(s.ledger.filter((e) => e.rule === "GF-YIELD-4").map((e) => [e.player, e.currency, e.amount, e.character])).toEqual([["caro", "pv", 1, "Cata"], ["eva", "pv", 1, "Roco"]]);
    const rated = play(s, { type: "rate", player: "dani", protagonist: 3, antagonist: 1, reason: "r" });
    expect(rated.ledger.filter((e) => e.rule === "GF-RATE-8").map((e) => e.player)).toEqual(["caro", "eva"]);
  }));

  it("GF-AMB-07: nobody in the scene runs an extra ally, and one must be named while someone outside is free (the original, lines  59–63)", () => {
    const e = refused(start(), openLiaVsBruno({ allies: ["Roco"] }), "scene.runner-needed", "GF-AMB-07");
    expect(e.params).toMatchObject({ character: "Roco", players: "caro, dani, eva" });
    expect(rulesMessage(e, "en")).toBe('who runs Roco? Name them when calling it, e.g. "Roco (@player)"; they can: caro, dani, eva (GF-AMB-07)');
    refused(start(), openLiaVsBruno({ allies: ["Roco"], runners: { Roco: "ana" } }), "scene.runner-in-scene", "GF-AMB-07");
    refused(start(), openLiaVsBruno({ allies: ["Roco"], runners: { Roco: "beto" } }), "scene.runner-in-scene", "GF-AMB-07");
    refused(start(), openLiaVsBruno({ allies: ["Cata", "Roco"], runners: { Roco: "caro" } }), "scene.runner-in-scene", "GF-AMB-07");
    refused(start(), openLiaVsBruno({ allies: ["Roco"], runners: { Roco: "zoe" } }), "scene.runner-not-player", "GF-AMB-07");
    refused(start(), openLiaVsBruno({ allies: ["Cata"], runners: { Roco: "eva" } }), "scene.runner-not-called", "GF-AMB-07");
    refused(start(), openLiaVsBruno({ allies: ["Cata"], runners: { Cata: "eva" } }), "scene.runner-for-character", "GF-AMB-07");
    // The antagonist's extra allies too; eva already runs Roco, so she cannot run Señor Gris.
    const opened = play(start(), openLiaVsBruno({ allies: ["Roco"], runners: { Roco: "eva" } }));
    refused(opened, presentBruno({ allies: ["Señor Gris"], runners: { "Señor Gris": "eva" } }), "scene.runner-in-scene", "GF-AMB-07");
    expect(play(opened, presentBruno({ allies: ["Señor Gris"], runners: { "Señor Gris": "dani" } })).scene?.allies.map((a) => a.runner)).toEqual(["eva", "dani"]);
  });

  it("GF-AMB-07: the caller runs an extra ally only when the setting allows it and nobody outside the scene is left", () => {
    const crowd = openLiaVsBruno({ allies: ["Cata", "Dino", "Roco", "Señor Gris"], runners: { Roco: "eva" } });
    // Off by default: with everybody in the scene, Señor Gris has nobody to run it.
    refused(start(), crowd, "scene.no-runner", "GF-AMB-07");
    const on = start({ settings: { callerRunsExtraAlly: true } });
    expect(play(on, crowd).scene?.allies.find((a) => a.character === "Señor Gris")?.runner).toBe("ana");
    // Even with the setting, the caller does not take an extra while someone outside is free.
    refused(on, openLiaVsBruno({ allies: ["Roco"] }), "scene.runner-needed", "GF-AMB-07");
    expect(play(on, openLiaVsBruno({ allies: ["Roco"], runners: { Roco: "ana" } })).scene?.allies[0]?.runner).toBe("ana");
  });

  it("GF-AMB-07: an extra ally's runner picks the die it lends; the pool must use that pick", () => {
    const s = play(start(), openLiaVsBruno({ allies: ["Roco"], runners: { Roco: "eva" } }), presentBruno());
    const withRoco = (name: string) => ana([cl("Bruja novata"), { kind: "ally", owner: "Roco", name }], name === "Leal" ? "d8:3 d6:5" : "d8:3 d10:9");
    refused(s, withRoco("Perro enorme"), "pool.ally-die-unpicked", "GF-AMB-07");
    refused(s, { type: "ally-die", player: "ana", character: "Roco", trait: "Perro enorme" }, "scene.ally-die-not-yours", "GF-AMB-07");
    refused(s, { type: "ally-die", player: "eva", character: "Roco", trait: "Vuela" }, "pool.no-such-trait", "GF-POOL-2");
    const picked = play(s, { type: "ally-die", player: "eva", character: "Roco", trait: "Leal" });
    refused(picked, withRoco("Perro enorme"), "pool.ally-die-other", "GF-AMB-07");
    expect(play(picked, withRoco("Leal")).scene?.standing?.result).toBe(8);
    const cata = play(start(), openLiaVsBruno({ allies: ["Cata"] }), presentBruno());
    refused(cata, { type: "ally-die", player: "caro", character: "Cata", trait: "Superfuerte" }, "scene.ally-die-character", "GF-AMB-07");
  });
});

describe("resolution loop (GF-RES)", () => {
  it("GF-RES-1: after the protagonist's roll the antagonist yields or opposes; nobody else moves", () => checksRule(["GF-RES-1"], () => {
    const s = play(ready(), ana([cl("Bruja novata")], "d8:5"));
    expect(s.phase).toBe("a_decide");
    refused(s, ana([cl("Bruja novata"), cl("Heredera")], "d8:5 d8:3"), "scene.wrong-phase");
    refused(s, pYield, "scene.wrong-phase");
    refused(s, rollOf("caro", "Bruno", [cl("Perezoso")], "d6:5"), "scene.not-your-turn");
    expect(play(s, beto([cl("Perezoso")], "d6:5")).phase).toBe("p_decide");
  }));

  it("GF-RES-2: the standing result is the latest result of the side that rolled last", () => checksRule(["GF-RES-2"], () => {
    const s = play(ready(), ana([cl("Bruja novata"), cl("Heredera")], "d8:3 d8:4"));
    expect(s.scene?.standing).toEqual({ side: "protagonist", result: 7 });
    const t = play(s, beto([cl("Perezoso"), cl("Mutante")], "d6:4 d6:5"));
    expect(t.scene?.standing).toEqual({ side: "antagonist", result: 9 });
  }));

  it("GF-RES-3: ties favour the antagonist; a lower result loses the roll", () => checksRule(["GF-RES-3"], () => {
    const s = play(ready(), ana([cl("Bruja novata"), cl("Heredera")], "d8:3 d8:4"));
    expect(play(s, beto([cl("Perezoso"), cl("Mutante")], "d6:3 d6:4")).phase).toBe("p_decide");
    const lost = play(s, beto([cl("Perezoso"), cl("Mutante")], "d6:3 d6:3"));
    expect(lost.phase).toBe("won");
    expect(lost.scene?.outcome).toEqual({ how: "won", winner: "protagonist" });
  }));

  it("GF-RES-4: GF-RES-5: no roll settles the scene, pays or charges anything until the other side answers or yields (the original, lines 424–457)", () => {
    // Lines 424–426: after the protagonist's roll the antagonist chooses to yield or oppose; line 446: a
    // result equal or higher "la escena continúa"; lines 454–457: a retry equal or higher lets the antagonist
    // choose again, "hasta que alguien pierde o se rinde". Until then: no outcome, no points moved.
    const unsettled = (s: ReturnType<typeof ready>, phase: string) => {
      expect([s.phase, s.scene?.outcome, s.scene?.effectDone]).toEqual([phase, null, false]);
      expect(s.ledger.filter((e) => /^GF-(YIELD|RATE|WIN)/.test(e.rule))).toEqual([]);
      expect([bal(s, "ana"), bal(s, "beto")]).toEqual([{ pv: 0, pk: 0 }, { pv: 0, pk: 0 }]);
    };
    const opened = play(ready(), ana([cl("Bruja novata")], "d8:5"));
    unsettled(opened, "a_decide");
    const opposed = play(opened, beto([cl("Perezoso")], "d6:6"));
    unsettled(opposed, "p_decide");
    const retried = play(opposed, ana([cl("Bruja novata"), cl("Heredera")], "d8:4 d8:2"));
    unsettled(retried, "a_decide");
    const yielded = play(retried, aYield);
    expect(yielded.scene?.outcome).toEqual({ how: "yielded", winner: "protagonist" });
    expect([bal(yielded, "ana"), bal(yielded, "beto")]).toEqual([{ pv: 2, pk: 0 }, { pv: 0, pk: 2 }]);
  });

  it("GF-RES-4: after being matched the protagonist retries or yields, and nothing else", () => checksRule(["GF-RES-4"], () => {
    const s = play(ready(), ana([cl("Bruja novata")], "d8:3"), beto([cl("Perezoso")], "d6:3"));
    refused(s, beto([cl("Perezoso"), cl("Mutante")], "d6:3 d6:4"), "scene.wrong-phase");
    expect(play(s, pYield).scene?.outcome).toEqual({ how: "yielded", winner: "antagonist" });
  }));

  it("GF-RES-5: a retry that ties continues the loop; a lower one loses and the antagonist wins", () => checksRule(["GF-RES-5"], () => {
    const s = play(ready(), ana([cl("Bruja novata")], "d8:3"), beto([cl("Perezoso")], "d6:5"));
    expect(play(s, ana([cl("Bruja novata"), cl("Heredera")], "d8:2 d8:3")).phase).toBe("a_decide");
    const lost = play(s, ana([cl("Bruja novata"), cl("Heredera")], "d8:2 d8:2"));
    expect(lost.scene?.outcome).toEqual({ how: "won", winner: "antagonist" });
  }));

  it("GF-RES-6: the refusal names the pool size required and the size posted, in both languages", () => {
    const s = play(ready({ carryOver: { ana: { pv: 0, pk: 1 } } }), ana([cl("Bruja novata"), cl("Heredera"), { kind: "scene", name: "Todos miran" }, { kind: "relationship", name: "Rival de Bruno" }, { kind: "bought" }], "d8:1 d8:2 d6:3 d8:2 d6:2"),
      beto([cl("Perezoso")], "d6:6"));
    const e = refused(s, ana([cl("Bruja novata"), cl("Heredera"), { kind: "scene", name: "Todos miran" }, { kind: "relationship", name: "Rival de Bruno" }, cl("Curiosa")], "d8:1 d8:2 d6:3 d8:2 d6:2"), "pool.retry-size", "GF-RES-6");
    expect(e.params).toEqual({ need: 6, has: 5 });
    expect(rulesMessage(e, "en")).toBe("you can't retry: your new pool must have 6 dice and has 5 (GF-RES-6)");
    expect(rulesMessage(e, "es")).toBe("no puedes reintentar: tu nuevo pozo debe tener 6 dados y tiene 5 (GF-RES-6)");
  });

  it("GF-RES-7: GF-AMB-17: the antagonist re-opposes with any pool by default; growth only under the symmetric setting (the original, lines  455–458)", () => checksRule(["GF-RES-7"], () => {
    // Line 458 ("un dado mas en cantidad") speaks of the protagonist's retry; of the antagonist,
    // lines 455–457 say only "oponerse o rendirse … hasta que alguien pierde o se rinde".
    const flow = (o = {}) => play(ready(o), ana([cl("Bruja novata")], "d8:3"), beto([cl("Perezoso")], "d6:5"), ana([cl("Bruja novata"), cl("Heredera")], "d8:5 d8:6"));
    expect(play(flow(), beto([cl("Mutante")], "d6:6")).phase).toBe("won");
    expect(play(flow(), beto([cl("Mutante")], "d6:6")).scene?.outcome?.winner).toBe("protagonist");
    expect(play(flow(), beto([cl("Mutante"), cl("Perezoso")], "d6:6 d6:5")).phase).toBe("p_decide");
    refused(flow({ settings: { antagonistGrowth: true } }), beto([cl("Mutante")], "d6:6"), "pool.oppose-size", "GF-AMB-17");
    expect(play(flow({ settings: { antagonistGrowth: true } }), beto([cl("Mutante"), cl("Perezoso")], "d6:6 d6:5")).phase).toBe("p_decide");
  }));

  it("GF-YIELD-1: a yield ends the scene with no more rolls", () => checksRule(["GF-YIELD-1"], () => {
    const s = play(ready(), ana([cl("Bruja novata")], "d8:6"), aYield);
    refused(s, beto([cl("Perezoso")], "d6:6"), "scene.wrong-phase");
    refused(ready(), aYield, "scene.wrong-phase");
  }));

  it("GF-YIELD-3: GF-AMB-18: the protagonist yields: 2 PK / 2 PV, or 1 / 1 against an extra (the original, lines 437–439 and 460)", () => checksRule(["GF-AMB-18"], () => {
    const s = play(ready(), ana([cl("Bruja novata")], "d8:3"), beto([cl("Perezoso")], "d6:5"), pYield);
    expect([bal(s, "ana"), bal(s, "beto")]).toEqual([{ pv: 0, pk: 2 }, { pv: 2, pk: 0 }]);
    expect(s.ledger).toContainEqual(expect.objectContaining({ player: "ana", currency: "pk", amount: 2, rule: "GF-YIELD-3" }));
    const x = play(start(), openVsGris(), presentGris(), ana([cl("Bruja novata")], "d8:3"), rollOf("dani", "Señor Gris", [cl("Traje gris")], "d6:5"), pYield);
    expect([bal(x, "ana"), bal(x, "dani")]).toEqual([{ pv: 0, pk: 1 }, { pv: 1, pk: 0 }]);
    const y = play(start({ settings: { halveProtagonistYieldToExtra: false } }), openVsGris(), presentGris(), ana([cl("Bruja novata")], "d8:3"), rollOf("dani", "Señor Gris", [cl("Traje gris")], "d6:5"), pYield);
    expect([bal(y, "ana"), bal(y, "dani")]).toEqual([{ pv: 0, pk: 2 }, { pv: 2, pk: 0 }]);
  }));

  it("GF-YIELD-2: against an extra the antagonist's yield pays 1 PV / 1 PK", () => {
    const s = play(start(), openVsGris(), presentGris(), ana([cl("Bruja novata")], "d8:6"), { type: "yield", player: "dani", character: "Señor Gris" });
    expect([bal(s, "ana"), bal(s, "dani")]).toEqual([{ pv: 1, pk: 0 }, { pv: 0, pk: 1 }]);
    expect(s.ledger).toContainEqual(expect.objectContaining({ player: "ana", currency: "pv", amount: 1, rule: "GF-YIELD-2" }));
  });

  it("GF-YIELD-4: each ally earns 1 point by side, even against an extra", () => {
    const s = play(start(), openVsGris({ allies: ["Cata"] }), presentGris("dani", { allies: ["Bruno"] }), ana([cl("Bruja novata")], "d8:6"), { type: "yield", player: "dani", character: "Señor Gris" });
    expect([bal(s, "caro"), bal(s, "beto")]).toEqual([{ pv: 1, pk: 0 }, { pv: 0, pk: 1 }]);
    expect(s.ledger.filter((e) => e.reason === "yield.ally")).toEqual([
      expect.objectContaining({ player: "caro", currency: "pv", amount: 1, rule: "GF-YIELD-4" }),
      expect.objectContaining({ player: "beto", currency: "pk", amount: 1, rule: "GF-YIELD-4" }),
    ]);
  });

  it("GF-YIELD-5: GF-AMB-19: the yielder loses for the rating, both rewards add up, and no effect die follows", () => checksRule(["GF-YIELD-5", "GF-AMB-19"], () => {
    const s = play(ready(), ana([cl("Bruja novata")], "d8:6"), aYield);
    expect(s.phase).toBe("rating");
    refused(s, { type: "effect", player: "ana", character: "Lía", outcomes: [] }, "scene.wrong-phase");
    const r = play(s, rateBy("caro", 4, 3));
    expect([bal(r, "ana"), bal(r, "beto")]).toEqual([{ pv: 6, pk: 0 }, { pv: 0, pk: 5 }]);
  }));

  it("GF-YIELD-6: GF-FIN-2: nobody yields in the Grand Finale", () => checksRule(["GF-FIN-2"], () => {
    const s = play(start(), openLiaVsBruno({ finale: true }), presentBruno(), ana([cl("Bruja novata")], "d8:6"));
    refused(s, aYield, "scene.no-yield-finale", "GF-YIELD-6");
  }));

  it("GF-AMB-36: in the Grand Finale a side that cannot build a pool concedes and loses the roll", () => {
    const s = play(start(), openLiaVsBruno({ finale: true }), presentBruno(), ana([cl("Bruja novata")], "d8:6"),
      { type: "concede", player: "beto", character: "Bruno" });
    expect(s.scene?.outcome).toEqual({ how: "won", winner: "protagonist" });
    expect(s.ledger).toEqual([]);
    refused(play(ready(), ana([cl("Bruja novata")], "d8:6")), { type: "concede", player: "beto", character: "Bruno" }, "scene.concede-not-finale", "GF-AMB-36");
  });
});

describe("winning and the effect die (GF-WIN, GF-ADV, GF-PROB, GF-ANNUL)", () => {
  // Lía rolls d8:7 d8:6 d6:2 d4:3 → result 13, effect candidates: the d4 (index 3), the d6 (index 2).
  const won = (o = {}) => play(ready(o), ana([cl("Bruja novata"), cl("Heredera"), { kind: "scene", name: "Todos miran" }, { kind: "relationship", name: "Rival de Bruno" }], "d8:7 d6:2 d8:3 d8:6"),
    beto([cl("Perezoso"), cl("Mutante")], "d6:5 d6:4"));
  const effect = (outcomes: unknown[], player = "ana", character = "Lía") => ({ type: "effect", player, character, outcomes });

  it("GF-WIN-1: the side that did not lose the roll wins, and only its player picks the effect", () => {
    const s = won();
    expect(s.scene?.outcome).toEqual({ how: "won", winner: "protagonist" });
    refused(s, effect([], "beto", "Bruno"), "effect.not-winner", "GF-WIN-1");
    expect(play(s, effect([])).phase).toBe("rating");
  });

  it("GF-WIN-2: the effect die is an unused, non-botch die of the winner's last pool", () => {
    const s = won();
    expect(s.scene?.rolls[0]?.evaluation.resultDice).toEqual([0, 3]);
    refused(s, effect([{ outcome: "advantage", die: 0, name: "Impulso" }]), "effect.bad-die", "GF-WIN-2");
    refused(s, effect([{ outcome: "advantage", die: 9, name: "Impulso" }]), "effect.bad-die", "GF-WIN-2");
    refused(s, effect([{ outcome: "advantage", die: "d4", name: "Impulso" }]), "effect.bad-die", "GF-AMB-20");
  });

  it("GF-WIN-2: an effect die may be named by its size, as a post does", () => {
    const s = play(won({ carryOver: { ana: { pv: 0, pk: 1 } } }), effect([{ outcome: "advantage", die: "d8", name: "A" }, { outcome: "problem", die: "d6", name: "B" }]));
    expect([s.characters["Lía"]?.advantages, s.characters["Bruno"]?.problems]).toEqual([[{ name: "A", die: 8 }], [{ name: "B", die: 6 }]]);
    refused(won({ carryOver: { ana: { pv: 1, pk: 0 } } }), effect([{ outcome: "advantage", die: "d8", name: "A" }, { outcome: "advantage", die: "d8", name: "B" }]), "effect.bad-die", "GF-WIN-2");
    refused(won(), effect([{ outcome: "advantage", die: "d12", name: "A" }]), "effect.bad-die", "GF-WIN-2");
  });

  it("GF-AMB-20: with no eligible die the winner gets nothing, or a d4 under the setting", () => {
    const flow = (o = {}) => play(ready(o), ana([cl("Bruja novata"), cl("Heredera")], "d8:7 d8:6"), beto([cl("Perezoso")], "d6:5"));
    refused(flow(), effect([{ outcome: "advantage", die: "d4", name: "Impulso" }]), "effect.bad-die", "GF-AMB-20");
    const s = play(flow({ settings: { noEffectDie: "d4" } }), effect([{ outcome: "advantage", die: "d4", name: "Impulso" }]));
    expect(s.characters["Lía"]?.advantages).toEqual([{ name: "Impulso", die: 4 }]);
  });

  it("GF-WIN-3: GF-ADV-1: an advantage takes the effect die's size", () => {
    const s = play(won(), effect([{ outcome: "advantage", die: 2, name: "Admiración del patio", boundOpponent: "Bruno" }]));
    expect(s.characters["Lía"]?.advantages).toEqual([{ name: "Admiración del patio", die: 8, boundOpponent: "Bruno" }]);
  });

  it("GF-WIN-4: one more advantage for 1 PV with another die; one more problem for 1 PK (GF-AMB-21); each needs its own die", () => {
    const rich = won({ carryOver: { ana: { pv: 1, pk: 1 } } });
    const s = play(rich, effect([{ outcome: "advantage", die: 2, name: "A" }, { outcome: "problem", die: 1, name: "Avergonzado" }]));
    expect(bal(s, "ana")).toEqual({ pv: 1, pk: 0 });
    expect(s.characters["Bruno"]?.problems).toEqual([{ name: "Avergonzado", die: 6 }]);
    refused(rich, effect([{ outcome: "advantage", die: 2, name: "A" }, { outcome: "advantage", die: 2, name: "B" }]), "effect.die-twice", "GF-WIN-4");
    refused(rich, effect([{ outcome: "advantage", die: 2, name: "A" }, { outcome: "annul", die: 1, name: "Perezoso" }]), "effect.extra-annul", "GF-WIN-4");
    refused(won(), effect([{ outcome: "advantage", die: 2, name: "A" }, { outcome: "advantage", die: 1, name: "B" }]), "points.short", "GF-PTS-2");
  });

  it("GF-AMB-21: the extra complication's price is a setting", () => {
    const s = play(won({ carryOver: { ana: { pv: 0, pk: 2 } }, settings: { extraComplicationPk: 2 } }),
      effect([{ outcome: "problem", die: 2, name: "A" }, { outcome: "problem", die: 1, name: "B" }]));
    expect(bal(s, "ana")?.pk).toBe(0);
    expect(s.ledger).toContainEqual(expect.objectContaining({ player: "ana", currency: "pk", amount: -2, rule: "GF-AMB-21" }));
  });

  it("GF-PROB-2: a new problem on the loser, sized by the effect die", () => {
    const s = play(won(), effect([{ outcome: "problem", die: 2, name: "Ridículo" }]));
    expect(s.characters["Bruno"]?.problems).toEqual([{ name: "Ridículo", die: 8 }]);
    // A second new problem of the same name in one effect is refused: it would be the same problem.
    refused(won({ carryOver: { ana: { pv: 0, pk: 1 } } }), effect([{ outcome: "problem", die: 2, name: "Ridículo" }, { outcome: "problem", die: 1, name: "Ridículo" }]), "effect.name-taken", "GF-PROB-2");
  });

  it("GF-PROB-3: stepping an existing problem: a larger effect die sets it, otherwise one step, d12 at most", () => {
    const base = start();
    const withProblems = (die: number) => start({ inPlay: true, characters: [...Object.values(base.characters).filter((c) => c.name !== "Bruno"), { ...base.characters["Bruno"]!, problems: [{ name: "Ridículo", die }] }] as never });
    const flow = (die: number) => play(withProblems(die), openLiaVsBruno(), presentBruno(), ana([cl("Bruja novata"), cl("Heredera"), { kind: "relationship", name: "Rival de Bruno" }], "d8:7 d8:6 d8:2"), beto([cl("Perezoso")], "d6:5"),
      effect([{ outcome: "problem", die: 2, name: "Ridículo", existing: true }]));
    expect(flow(4).characters["Bruno"]?.problems).toEqual([{ name: "Ridículo", die: 8 }]);
    expect(flow(8).characters["Bruno"]?.problems).toEqual([{ name: "Ridículo", die: 10 }]);
    expect(flow(12).characters["Bruno"]?.problems).toEqual([{ name: "Ridículo", die: 12 }]);
  });

  it("GF-ANNUL-1: a larger effect die annuls; otherwise one step down; one's own attributes too", () => {
    const annul = (name: string, owner?: string) => play(won(), effect([{ outcome: "annul", die: 2, name, ...(owner ? { owner } : {}) }]));
    expect(annul("Perezoso").characters["Bruno"]?.cliches.map((c) => c.name)).not.toContain("Perezoso");
    expect(annul("Vampiro pacifista").characters["Bruno"]?.cliches[0]).toEqual({ name: "Vampiro pacifista", die: 6 });
    expect(annul("Tímida", "Lía").characters["Lía"]?.cliches.map((c) => c.name)).not.toContain("Tímida");
    refused(won(), effect([{ outcome: "annul", die: 2, name: "Superfuerte", owner: "Cata" }]), "effect.annul-owner", "GF-ANNUL-1");
  });

  it("GF-AMB-22: stepping down a d4 removes the attribute", () => checksRule(["GF-AMB-22"], () => {
    const s = play(won(), effect([{ outcome: "annul", die: 1, name: "Huérfano" }]));
    expect(s.characters["Bruno"]?.cliches.map((c) => c.name)).not.toContain("Huérfano");
    expect(s.characters["Bruno"]?.cliches).toHaveLength(5);
  }));

  it("GF-RET-5: GF-DIE-2: problems pile up to d12 and no further", () => checksRule(["GF-RET-5"], () => {
    const base = start();
    const s = start({ inPlay: true, characters: [...Object.values(base.characters).filter((c) => c.name !== "Bruno"), { ...base.characters["Bruno"]!, problems: [{ name: "Ridículo", die: 12 }] }] as never });
    const t = play(s, openLiaVsBruno(), presentBruno(), ana([cl("Bruja novata"), cl("Heredera"), { kind: "relationship", name: "Rival de Bruno" }], "d8:7 d8:6 d8:2"), beto([cl("Perezoso")], "d6:5"),
      effect([{ outcome: "problem", die: 2, name: "Ridículo", existing: true }]));
    expect(t.characters["Bruno"]?.problems[0]?.die).toBe(12);
  }));
});

describe("rating and what follows (GF-RATE, GF-NEXT, GF-SUSP)", () => {
  const yielded = (o = {}) => play(ready(o), ana([cl("Bruja novata")], "d8:6"), aYield);

  it("GF-RATE-1: a rating comes once the scene has ended, not before", () => checksRule(["GF-RATE-1"], () => {
    refused(play(ready(), ana([cl("Bruja novata")], "d8:6")), rateBy("caro", 3, 3), "rate.not-now", "GF-RATE-3");
  }));

  it("GF-RATE-2: each score is an integer 0–5 with a justification", () => {
    refused(yielded(), rateBy("caro", 6, 3), "rate.range", "GF-RATE-2");
    expect(parseAction(rateBy("caro", 2.5, 3)).ok).toBe(false);
    refused(yielded(), { ...rateBy("caro", 3, 3), reason: " " }, "rate.reason", "GF-RATE-2");
  });

  it("GF-RATE-3: the first rating counts; later ones are refused", () => {
    const s = play(yielded(), rateBy("caro", 3, 3));
    refused(s, rateBy("dani", 5, 5), "rate.not-now", "GF-RATE-3");
  });

  it("GF-RATE-4: principals may not rate their own scene; an ally may", () => {
    refused(yielded(), rateBy("ana", 5, 0), "rate.own-scene", "GF-RATE-4");
    refused(yielded(), rateBy("beto", 0, 5), "rate.own-scene", "GF-RATE-4");
    const s = play(start(), openLiaVsBruno({ allies: ["Cata"] }), presentBruno(), ana([cl("Bruja novata")], "d8:6"), aYield, rateBy("caro", 2, 2));
    expect(s.phase).toBe("idle");
  });

  it("GF-RATE-5: GF-AMB-28: until someone rates, no rating points and no next scene", () => checksRule(["GF-RATE-5"], () => {
    const s = yielded();
    refused(s, openLiaVsBruno(), "scene.in-progress", "GF-SCENE-1");
    expect(s.ledger.some((e) => e.rule.startsWith("GF-RATE"))).toBe(false);
  }));

  it("GF-AMB-28: first rating wins until the Moderator names a rater; then only that rater's counts", () => {
    // Before any naming, GF-RATE-3 as it stands: whoever rates first.
    expect(play(yielded(), rateBy("dani", 1, 1)).next).toBe("dani");
    const named = play(yielded(), { type: "name-rater", player: "ana", rater: "caro" });
    expect(named.scene?.rater).toBe("caro");
    const other = refused(named, rateBy("dani", 4, 4), "rate.not-named", "GF-AMB-28");
    expect(rulesMessage(other, "en")).toContain("the Moderator named caro");
    expect(rulesMessage(other, "es")).toContain("el Moderador nombró a caro");
    const s = play(named, rateBy("caro", 3, 2));
    expect([s.phase, s.next]).toEqual(["idle", "caro"]);
    expect([bal(s, "ana"), bal(s, "beto")]).toEqual([{ pv: 2 + 3, pk: 0 }, { pv: 0, pk: 2 + 2 }]);
    // The Moderator may name someone else if the first one stays silent.
    expect(play(named, { type: "name-rater", player: "ana", rater: "eva" }, rateBy("eva", 0, 0)).next).toBe("eva");
  });

  it("GF-AMB-28: only the Moderator names, only while the scene waits for a rating, only an eligible rater", () => {
    refused(yielded(), { type: "name-rater", player: "caro", rater: "dani" }, "moderator.only", "GF-AMB-28");
    refused(ready(), { type: "name-rater", player: "ana", rater: "caro" }, "rate.not-now", "GF-AMB-28");
    refused(start(), { type: "name-rater", player: "ana", rater: "caro" }, "rate.not-now", "GF-AMB-28");
    refused(yielded(), { type: "name-rater", player: "ana", rater: "beto" }, "rate.own-scene", "GF-RATE-4");
    refused(yielded(), { type: "name-rater", player: "ana", rater: "ana" }, "rate.own-scene", "GF-RATE-4");
    refused(yielded(), { type: "name-rater", player: "ana", rater: "zoe" }, "player.unknown", "GF-RATE-4");
    expect(parseAction({ type: "name-rater", player: "ana" }).ok).toBe(false);
  });

  it("GF-RATE-6: the winner gains the rating in PV, the loser in PK; a 0 pays nothing", () => {
    const s = play(yielded(), rateBy("caro", 0, 5));
    expect([bal(s, "ana"), bal(s, "beto")]).toEqual([{ pv: 2, pk: 0 }, { pv: 0, pk: 7 }]);
    expect(s.ledger.filter((e) => e.reason.startsWith("rate."))).toEqual([
      expect.objectContaining({ player: "beto", currency: "pk", amount: 5, rule: "GF-RATE-6" }),
    ]);
  });

  it("GF-RATE-7: against an extra both halves round up (5 → 3, 1 → 1, 0 → 0)", () => {
    const s = play(start(), openVsGris(), presentGris(), ana([cl("Bruja novata")], "d8:6"), { type: "yield", player: "dani", character: "Señor Gris" }, rateBy("caro", 5, 1));
    expect([bal(s, "ana"), bal(s, "dani")]).toEqual([{ pv: 1 + 3, pk: 0 }, { pv: 0, pk: 1 + 1 }]);
    expect(s.ledger.filter((e) => e.reason.startsWith("rate."))).toEqual([
      expect.objectContaining({ player: "ana", currency: "pv", amount: 3, rule: "GF-RATE-7" }),
      expect.objectContaining({ player: "dani", currency: "pk", amount: 1, rule: "GF-RATE-7" }),
    ]);
  });

  it("GF-RATE-8: each participating ally gains 1 point by side, whatever the rating", () => {
    const s = play(start(), openLiaVsBruno({ allies: ["Cata"] }), presentBruno({ allies: ["Dino"] }), ana([cl("Bruja novata")], "d8:6"), aYield, rateBy("eva", 0, 0));
    expect(s.ledger.filter((e) => e.reason === "rate.ally")).toEqual([
      expect.objectContaining({ player: "caro", currency: "pv", amount: 1, rule: "GF-RATE-8" }),
      expect.objectContaining({ player: "dani", currency: "pk", amount: 1, rule: "GF-RATE-8" }),
    ]);
  });

  it("GF-NEXT-1: the rater opens the next scene or calls an interval; nobody else", () => {
    const s = play(yielded(), rateBy("caro", 3, 3));
    expect(s.next).toBe("caro");
    refused(s, openLiaVsBruno(), "scene.not-yours-to-open", "GF-NEXT-1");
    refused(s, { type: "interval", player: "ana" }, "scene.not-yours-to-open", "GF-NEXT-1");
    const t = play(s, { type: "open", player: "caro", character: "Cata", title: "2", setting: "s", tone: "t", antagonist: "Dino", intention: "i" });
    expect(t.scene?.number).toBe(2);
  });

  it("GF-NEXT-2: GF-AMB-29: the interval's caller hands the next scene over; the Moderator may too", () => checksRule(["GF-AMB-29"], () => {
    const s = play(yielded(), rateBy("eva", 3, 3), { type: "interval", player: "eva" });
    refused(s, { type: "hand-over", player: "dani", to: "dani" }, "scene.not-yours-to-open", "GF-NEXT-2");
    refused(s, { type: "hand-over", player: "eva", to: "zoe" }, "player.unknown", "GF-NEXT-2");
    const t = play(s, { type: "hand-over", player: "eva", to: "dani" });
    expect(play(t, { type: "open", player: "dani", character: "Dino", title: "2", setting: "s", tone: "t", antagonist: "Lía", intention: "i" }).phase).toBe("calls");
    expect(play(s, { type: "hand-over", player: "ana", to: "beto" }).next).toBe("beto");
  }));

  it("GF-AMB-06: before the first scene any player with a character may open it", () => checksRule(["GF-AMB-06"], () => {
    expect(play(start(), { type: "open", player: "dani", character: "Dino", title: "1", setting: "s", tone: "t", antagonist: "Lía", intention: "i" }).phase).toBe("calls");
    refused(start(), { type: "open", player: "eva", character: "Dino", title: "1", setting: "s", tone: "t", antagonist: "Lía", intention: "i" }, "scene.no-character", "GF-RET-4");
  }));

  it("GF-SUSP-1: the Moderator freezes a scene and names who opens the next one", () => {
    const s = play(ready(), ana([cl("Bruja novata")], "d8:6"));
    refused(s, { type: "suspend", player: "caro", next: "caro" }, "moderator.only", "GF-SUSP-1");
    const t = play(s, { type: "suspend", player: "ana", next: "caro" });
    expect([t.phase, t.scene, t.suspended?.phase, t.next]).toEqual(["idle", null, "a_decide", "caro"]);
    refused(t, { type: "suspend", player: "ana", next: "caro" }, "scene.none");
  });

  it("GF-SUSP-2: after the new scene it resumes where it stopped, or is withdrawn with its points (the original, lines 548–551)", () => {
    const s = play(start({ carryOver: { ana: { pv: 0, pk: 1 } } }), openLiaVsBruno(), presentBruno(), ana([{ kind: "against", name: "Perezoso" }], "d6:6"), { type: "suspend", player: "ana", next: "caro" });
    refused(s, { type: "resume", player: "ana" }, "scene.resume-early", "GF-SUSP-2");
    // The original, lines 548–551: withdrawing is the alternative to resuming, once the new scene is over.
    refused(s, { type: "withdraw", player: "ana" }, "scene.withdraw-early", "GF-SUSP-2");
    const other = play(s, { type: "open", player: "caro", character: "Cata", title: "2", setting: "s", tone: "t", antagonist: "Dino", intention: "i" }, { type: "present", player: "dani", character: "Dino", intention: "j" },
      rollOf("caro", "Cata", [cl("Superfuerte")], "d8:5"), { type: "yield", player: "dani", character: "Dino" }, rateBy("eva", 1, 1));
    const resumed = play(other, { type: "resume", player: "ana" });
    expect([resumed.phase, resumed.scene?.number, resumed.scene?.standing?.result]).toEqual(["a_decide", 1, 6]);
    // The original, line 549: the original player asks, the Moderator authorises: nobody else withdraws it.
    refused(other, { type: "withdraw", player: "caro" }, "moderator.only", "GF-SUSP-2");
    const withdrawn = play(other, { type: "withdraw", player: "ana" });
    expect([bal(withdrawn, "ana")?.pk, bal(withdrawn, "beto")?.pk]).toEqual([1, 0]);
    expect(withdrawn.ledger.filter((e) => e.rule === "GF-SUSP-2")).toHaveLength(2);
    refused(withdrawn, { type: "resume", player: "ana" }, "scene.none-suspended", "GF-SUSP-2");
  });

  it("GF-SUSP-2, GF-PTS-2: a withdrawal that would take back points already spent elsewhere is refused whole; the scene can still resume", () => {
    const s = play(start({ carryOver: { ana: { pv: 0, pk: 1 } } }), openLiaVsBruno(), presentBruno(), ana([{ kind: "against", name: "Perezoso" }], "d6:6"), { type: "suspend", player: "ana", next: "caro" });
    const other = play(s, { type: "open", player: "caro", character: "Cata", title: "2", setting: "s", tone: "t", antagonist: "Dino", intention: "i" }, { type: "present", player: "dani", character: "Dino", intention: "j" },
      rollOf("caro", "Cata", [cl("Superfuerte")], "d8:5"), { type: "yield", player: "dani", character: "Dino" }, rateBy("eva", 1, 1));
    // beto spent the PK Lía's pool paid him (GF-POOL-8) in another topic: his balance is the player's, across topics (GF-PTS-1).
    const spent = { ...other, balances: { ...other.balances, beto: { ...bal(other, "beto")!, pk: 0 } } };
    const e = refused(spent, { type: "withdraw", player: "ana" }, "points.short", "GF-PTS-2");
    expect(e.params).toEqual(expect.objectContaining({ player: "beto", currency: "PK" }));
    expect(play(spent, { type: "resume", player: "ana" }).scene?.number).toBe(1);
  });
});
