import { describe, expect, it } from "@jest/globals";
import { planRoll } from "../../../src/games/genrefuzzion/rules/index.js";
import { bal, cl, openLiaVsBruno, play, presentBruno, refused, rollOf, start } from "./world.js";
import { checksRule } from "./helpers.js";

const ready = (setupOverrides = {}) => play(start(setupOverrides), openLiaVsBruno(), presentBruno());
const ana = (pool: unknown[], dice: string, extra: Record<string, unknown> = {}) => rollOf("ana", "Lía", pool, dice, extra);

describe("pool legality (GF-POOL-2 slots)", () => {
  it("GF-POOL-1: a pool needs dice, and the dice rolled must be the pool's", () => {
    refused(ready(), ana([], ""), "pool.empty", "GF-POOL-1");
    refused(ready(), ana([cl("Bruja novata")], "d6:3"), "roll.dice-mismatch", "GF-ROLL-1");
    refused(ready(), ana([cl("Bruja novata")], "d8:3 d6:2"), "roll.dice-mismatch", "GF-ROLL-1");
  });

  it("GF-POOL-2: sizes come from the sheet; a typed size that differs is an error", () => {
    const e = refused(ready(), ana([cl("Curiosa", 12)], "d12:12"), "pool.size-mismatch", "GF-POOL-2");
    expect(e.params).toMatchObject({ sheet: "d6", typed: "d12" });
    // The same cliché typed right, or not typed at all, is fine.
    expect(play(ready(), ana([cl("Curiosa", 6), cl("Heredera")], "d6:4 d8:5")).scene?.standing?.result).toBe(9);
  });

  it("GF-POOL-2: rejects unknown traits, a cliché twice, a second scene cliché and a second bought d6", () => {
    refused(ready(), ana([cl("Pirata")], "d8:3"), "pool.no-such-trait", "GF-POOL-2");
    refused(ready(), ana([cl("Curiosa"), cl("Curiosa")], "d6:3 d6:4"), "pool.trait-twice", "GF-POOL-2");
    refused(ready(), ana([{ kind: "bought" }, { kind: "bought" }], "d6:3 d6:4"), "pool.too-many", "GF-POOL-2");
    refused(ready(), ana([{ kind: "bought", size: 8 }], "d8:3"), "pool.bought-d6", "GF-POOL-2");
    refused(ready(), ana([{ kind: "scene", name: "Nadie mira" }], "d6:3"), "pool.no-such-trait", "GF-POOL-2");
  });

  it("GF-POOL-3: a third cliché costs 1 PV (GF-AMB-10); a fourth is refused", () => {
    const pool3 = [cl("Bruja novata"), cl("Heredera"), cl("Curiosa")];
    refused(ready(), ana(pool3, "d8:3 d8:4 d6:5"), "points.short", "GF-PTS-2");
    const rich = ready({ carryOver: { ana: { pv: 3, pk: 0 } } });
    const s = play(rich, ana(pool3, "d8:3 d8:4 d6:5"));
    expect(bal(s, "ana")).toEqual({ pv: 2, pk: 0 });
    expect(s.ledger.at(-1)).toMatchObject({ player: "ana", currency: "pv", amount: -1, rule: "GF-POOL-3" });
    refused(rich, ana([...pool3, cl("Deportista")], "d8:3 d8:4 d6:5 d6:1"), "pool.too-many", "GF-POOL-3");
  });

  it("GF-AMB-10: the third cliché's price is a setting", () => checksRule(["GF-AMB-10"], () => {
    const s = play(ready({ carryOver: { ana: { pv: 3, pk: 0 } }, settings: { thirdClichePv: 2 } }),
      ana([cl("Bruja novata"), cl("Heredera"), cl("Curiosa")], "d8:3 d8:4 d6:5"));
    expect(bal(s, "ana")?.pv).toBe(1);
  }));

  it("GF-POOL-4: the relationship must point at the opponent; only the opponent's problems", () => {
    refused(ready(), ana([{ kind: "relationship", name: "Amiga de Cata" }], "d6:3"), "pool.relationship-target", "GF-POOL-4");
    const s = play(ready(), ana([{ kind: "relationship", name: "Rival de Bruno" }], "d8:6"));
    expect(s.scene?.rolls[0]?.pool).toEqual([{ size: 8, kind: "relationship", name: "Rival de Bruno" }]);
    refused(ready(), ana([{ kind: "problem", name: "Resaca" }], "d6:3"), "pool.no-such-trait", "GF-POOL-4");
  });

  it("GF-PROB-1: a character's own problems never go in its own pool", () => {
    const withProblem = start({ characters: [{ ...start().characters["Lía"]!, problems: [{ name: "Resaca", die: 6 }] }, ...Object.values(start().characters).filter((c) => c.name !== "Lía")], inPlay: true });
    const s = play(withProblem, openLiaVsBruno(), presentBruno());
    refused(s, ana([{ kind: "problem", name: "Resaca" }], "d6:3"), "pool.own-problem", "GF-PROB-1");
    // …but the opponent may use it, for free (GF-POOL-10).
    const t = play(s, ana([cl("Bruja novata")], "d8:3"), rollOf("beto", "Bruno", [{ kind: "problem", name: "Resaca" }, cl("Perezoso")], "d6:5 d6:4"));
    expect(t.scene?.standing).toEqual({ side: "antagonist", result: 9 });
    expect(bal(t, "beto")).toEqual({ pv: 0, pk: 0 });
  });

  it("GF-POOL-10: GF-AMB-13: using the opponent's problem moves no points at all", () => checksRule(["GF-POOL-10", "GF-AMB-13"], () => {
    const base = start();
    const withProblem = start({ characters: [{ ...base.characters["Lía"]!, problems: [{ name: "Resaca", die: 6 }] }, ...Object.values(base.characters).filter((c) => c.name !== "Lía")], inPlay: true });
    const s = play(withProblem, openLiaVsBruno(), presentBruno(), ana([cl("Bruja novata")], "d8:3"),
      rollOf("beto", "Bruno", [{ kind: "problem", name: "Resaca" }], "d6:5"));
    expect(s.ledger).toEqual([]);
  }));

  it("GF-POOL-5: the antagonist builds from the same sources, roles swapped", () => checksRule(["GF-POOL-5"], () => {
    const s = play(ready(), ana([cl("Bruja novata")], "d8:3"),
      rollOf("beto", "Bruno", [cl("Vampiro pacifista"), { kind: "relationship", name: "Desdeña a Lía" }, { kind: "scene", name: "Todos miran" }], "d8:2 d8:5 d6:6"));
    expect(s.scene?.standing).toEqual({ side: "antagonist", result: 11 });
    refused(play(ready(), ana([cl("Bruja novata")], "d8:3")), rollOf("beto", "Bruno", [{ kind: "relationship", name: "Primo de Cata" }], "d4:2"), "pool.relationship-target", "GF-POOL-4");
  }));

  it("GF-POOL-7: botches are fixed by the roll; a retry counts every die rolled, botches included", () => checksRule(["GF-POOL-7"], () => {
    const s = play(ready(), ana([cl("Bruja novata"), cl("Heredera")], "d8:1 d8:1"),
      rollOf("beto", "Bruno", [cl("Perezoso")], "d6:2"));
    expect(s.scene?.rolls[0]?.evaluation.botches).toEqual([0, 1]);
    expect(s.scene?.rolls[0]?.poolSize).toBe(2);
    refused(s, ana([cl("Bruja novata"), cl("Heredera")], "d8:4 d8:4"), "pool.retry-size", "GF-RES-6");
  }));

  it("GF-POOL-8: an opponent's attribute costs 1 PK, paid to them; once per pool (GF-AMB-11)", () => {
    refused(ready(), ana([{ kind: "against", name: "Perezoso" }], "d6:4"), "points.short", "GF-PTS-2");
    const rich = ready({ carryOver: { ana: { pv: 0, pk: 2 } } });
    const s = play(rich, ana([{ kind: "against", name: "Perezoso" }], "d6:4"));
    expect(bal(s, "ana")).toEqual({ pv: 0, pk: 1 });
    expect(bal(s, "beto")).toEqual({ pv: 0, pk: 1 });
    expect(s.ledger.map((e) => e.rule)).toEqual(["GF-EPI-2", "GF-POOL-8", "GF-POOL-8"]);
    refused(rich, ana([{ kind: "against", name: "Perezoso" }, { kind: "against", name: "Mutante" }], "d6:4 d6:2"), "pool.too-many", "GF-AMB-11");
  });

  it("GF-AMB-11: with no PK in hand the opponent's attribute cannot be used", () => {
    const e = refused(ready(), ana([{ kind: "against", name: "Perezoso" }], "d6:4"), "points.short");
    expect(e.params).toMatchObject({ player: "ana", currency: "PK", need: 1, has: 0 });
  });

  it("GF-POOL-9: giving an attribute earns 2 PV and adds no die; the opponent may use it (GF-AMB-12)", () => {
    const s = play(ready(), ana([cl("Bruja novata"), { kind: "give", name: "Tímida" }], "d8:6"));
    expect(bal(s, "ana")).toEqual({ pv: 2, pk: 0 });
    expect(s.scene?.rolls[0]?.poolSize).toBe(1);
    const t = play(s, rollOf("beto", "Bruno", [{ kind: "gift", name: "Tímida" }, cl("Perezoso")], "d4:4 d6:3"));
    expect(t.scene?.standing).toEqual({ side: "antagonist", result: 7 });
    refused(ready(), ana([{ kind: "give", name: "Tímida" }, { kind: "give", name: "Miope" }, cl("Curiosa")], "d6:3"), "pool.too-many", "GF-POOL-9");
  });

  it("GF-AMB-12: the gift lasts the scene by default, or one pool under the setting", () => checksRule(["GF-AMB-12"], () => {
    const flow = (settings: object) => play(ready({ settings }), ana([cl("Bruja novata"), { kind: "give", name: "Tímida" }], "d8:6"),
      rollOf("beto", "Bruno", [{ kind: "gift", name: "Tímida" }, cl("Perezoso")], "d4:4 d6:3"),
      ana([cl("Bruja novata"), cl("Heredera")], "d8:5 d8:4"));
    const again = rollOf("beto", "Bruno", [{ kind: "gift", name: "Tímida" }, cl("Perezoso"), cl("Mutante")], "d4:4 d6:3 d6:6");
    expect(play(flow({}), again).scene?.standing?.result).toBe(10);
    refused(flow({ giftDuration: "next_pool" }), again, "pool.no-gift", "GF-POOL-9");
  }));

  it("GF-ADV-3: one advantage die per pool, and it is not used up", () => {
    const base = start();
    const rich = start({ characters: [{ ...base.characters["Lía"]!, advantages: [{ name: "Escoba", die: 10 }, { name: "Sorpresa", die: 6 }] }, ...Object.values(base.characters).filter((c) => c.name !== "Lía")], inPlay: true });
    const s = play(rich, openLiaVsBruno(), presentBruno());
    refused(s, ana([{ kind: "advantage", name: "Escoba" }, { kind: "advantage", name: "Sorpresa" }], "d10:3 d6:3"), "pool.too-many", "GF-ADV-3");
    const t = play(s, ana([{ kind: "advantage", name: "Escoba" }], "d10:9"));
    expect(t.characters["Lía"]?.advantages.map((a) => a.name)).toEqual(["Escoba", "Sorpresa"]);
  });

  it("GF-ADV-4: a sacrificed advantage gives three dice and leaves the sheet", () => checksRule(["GF-ADV-4"], () => {
    const base = start();
    const rich = start({ characters: [{ ...base.characters["Lía"]!, advantages: [{ name: "Escoba", die: 10 }] }, ...Object.values(base.characters).filter((c) => c.name !== "Lía")], inPlay: true });
    const s = play(rich, openLiaVsBruno(), presentBruno(), ana([{ kind: "advantage", name: "Escoba", sacrifice: true }], "d10:9 d10:2 d10:7"));
    expect(s.scene?.rolls[0]?.poolSize).toBe(3);
    expect(s.characters["Lía"]?.advantages).toEqual([]);
  }));

  it("GF-ADV-2: an advantage bound to one opponent only works against them", () => {
    const base = start();
    const rich = start({ characters: [{ ...base.characters["Lía"]!, advantages: [{ name: "Conoce su secreto", die: 8, boundOpponent: "Dino" }] }, ...Object.values(base.characters).filter((c) => c.name !== "Lía")], inPlay: true });
    refused(play(rich, openLiaVsBruno(), presentBruno()), ana([{ kind: "advantage", name: "Conoce su secreto" }], "d8:3"), "pool.advantage-bound", "GF-ADV-2");
  });

  it("GF-ALLY-1: allies add one die each, from their clichés or relationships", () => {
    const s = play(start(), openLiaVsBruno({ allies: ["Cata", "Roco"], runners: { Roco: "eva" } }), presentBruno(),
      { type: "ally-die", player: "eva", character: "Roco", trait: "Perro enorme" },
      ana([cl("Bruja novata"), { kind: "ally", owner: "Cata", name: "Superfuerte" }, { kind: "ally", owner: "Roco", name: "Perro enorme" }], "d8:3 d8:7 d10:9"));
    expect(s.scene?.standing?.result).toBe(16);
    refused(play(start(), openLiaVsBruno({ allies: ["Cata"] }), presentBruno()),
      ana([{ kind: "ally", owner: "Cata", name: "Superfuerte" }, { kind: "ally", owner: "Cata", name: "Porrista" }], "d8:3 d8:7"), "pool.ally-dice", "GF-POOL-2");
    refused(ready(), ana([{ kind: "ally", owner: "Cata", name: "Superfuerte" }], "d8:3"), "pool.not-an-ally", "GF-POOL-2");
  });

  it("GF-POOL-2: planRoll tells the service which dice to roll, with the same checks as the roll", () => {
    const plan = planRoll(ready(), { player: "ana", character: "Lía", pool: [cl("Curiosa"), { kind: "relationship", name: "Rival de Bruno" }, { kind: "bought" }], tricks: [] });
    expect(plan.ok && plan.value.sizes).toEqual([6, 8, 6]);
    expect(planRoll(ready(), { player: "ana", character: "Lía", pool: [cl("Curiosa", 8)], tricks: [] })).toMatchObject({ ok: false, error: { code: "pool.size-mismatch" } });
    expect(planRoll(ready(), { player: "beto", character: "Bruno", pool: [cl("Perezoso")], tricks: [] })).toMatchObject({ ok: false, error: { code: "scene.wrong-phase" } });
    const matched = play(ready(), ana([cl("Bruja novata"), cl("Heredera")], "d8:3 d8:2"), rollOf("beto", "Bruno", [cl("Perezoso"), cl("Mutante")], "d6:5 d6:4"));
    expect(planRoll(matched, { player: "ana", character: "Lía", pool: [cl("Bruja novata"), cl("Heredera")], tricks: [] })).toMatchObject({ ok: false, error: { code: "pool.retry-size", params: { need: 3, has: 2 } } });
    // Planning moves no points and changes nothing.
    expect(matched.ledger).toEqual([]);
  });
});
