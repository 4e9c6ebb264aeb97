// The remaining errors a player can hit, each with its message in both languages (world.refused).
import { describe, expect, it } from "@jest/globals";
import { parseAction } from "../../../src/games/genrefuzzion/rules/apply.js";
import { initialState } from "../../../src/games/genrefuzzion/rules/creation.js";
import { replay } from "../../../src/games/genrefuzzion/rules/replay.js";
import { LIA, cl, openLiaVsBruno, pc, play, presentBruno, refused, rich, rollOf, setup, start, startWith } from "./world.js";

const won = (o = {}) => play(start(o), openLiaVsBruno(), presentBruno(), rollOf("ana", "Lía", [cl("Bruja novata"), cl("Heredera"), { kind: "scene", name: "Todos miran" }], "d8:7 d8:6 d6:2"),
  rollOf("beto", "Bruno", [cl("Perezoso")], "d6:5"));
const effect = (outcomes: unknown[]) => ({ type: "effect", player: "ana", character: "Lía", outcomes });
const afterScene = (o = {}) => play(start(o), openLiaVsBruno(), presentBruno(), rollOf("ana", "Lía", [cl("Bruja novata")], "d8:6"),
  { type: "yield", player: "beto", character: "Bruno" }, { type: "rate", player: "eva", protagonist: 1, antagonist: 1, reason: "ok" });

describe("errors a player can hit", () => {
  it("an action that does not parse, or names no known action, is refused as invalid", () => {
    const r = parseAction({ type: "roll", player: "ana" });
    expect(r).toMatchObject({ ok: false, error: { code: "action.invalid" } });
    expect(parseAction({ type: "dance", player: "ana" })).toMatchObject({ ok: false, error: { code: "action.invalid" } });
  });

  it("GF-WIN-3: an effect outcome needs a fresh name", () => {
    refused(won(), effect([{ outcome: "advantage", die: 2, name: " " }]), "effect.needs-name", "GF-WIN-3");
    const base = startWith({ "Lía": { advantages: [{ name: "Escoba", die: 4 }] } });
    const s = play(base, openLiaVsBruno(), presentBruno(), rollOf("ana", "Lía", [cl("Bruja novata"), cl("Heredera"), { kind: "scene", name: "Todos miran" }], "d8:7 d8:6 d6:2"), rollOf("beto", "Bruno", [cl("Perezoso")], "d6:5"));
    refused(s, effect([{ outcome: "advantage", die: 2, name: "Escoba" }]), "effect.name-taken", "GF-ADV-1");
    refused(won(), effect([{ outcome: "problem", die: 2, name: "Ridículo", existing: true }]), "pool.no-such-trait", "GF-PROB-3");
  });

  it("GF-ANT-4: a new extra cliché needs a name not already there", () => {
    refused(play(start(rich("dani")), openLiaVsBruno({ antagonist: "Señor Gris" })),
      { type: "present", player: "dani", character: "Señor Gris", intention: "x", newCliches: ["Traje gris"] }, "extra.bad-cliche", "GF-ANT-4");
  });

  it("GF-TT-1: a flaw that is not in the flaw table is refused", () => {
    refused(play(start(), openLiaVsBruno(), presentBruno()), { type: "flaw", player: "eva", character: "Lía", flaw: "miedo" }, "flaw.unknown", "GF-TT-1");
  });

  it("GF-NEXT-1: an interval is called between scenes, not during one", () => {
    refused(play(start(), openLiaVsBruno()), { type: "interval", player: "ana" }, "interval.not-now", "GF-NEXT-1");
    refused(play(start(), openLiaVsBruno()), { type: "hand-over", player: "ana", to: "beto" }, "interval.not-now", "GF-NEXT-2");
  });

  it("GF-OBJ-7: objectives are numbered from 1; the Epilogue does not take more than the difficulty", () => {
    const s = play(afterScene(rich("caro")), { type: "interval", player: "eva" });
    refused(s, { type: "endorse", player: "caro", character: "Lía", objective: 4, currency: "pv", scene: 1 }, "objective.none", "GF-OBJ-6");
    refused(s, { type: "satisfy", player: "ana", character: "Lía", objective: 9 }, "objective.none", "GF-OBJ-7");
    const finale = play(start({ carryOver: { ana: { pv: 20, pk: 20 }, caro: { pv: 1, pk: 0 } } }), openLiaVsBruno({ finale: true }), presentBruno(), rollOf("ana", "Lía", [cl("Bruja novata")], "d8:6"),
      rollOf("beto", "Bruno", [cl("Perezoso")], "d6:2"), effect([]),
      { type: "rate-finale", player: "ana", ratings: ["ana", "beto", "caro", "dani", "eva"].map((player) => ({ player, protagonist: 1, antagonist: 1 })) },
      { type: "endorse", player: "caro", character: "Lía", objective: 1, currency: "pv", scene: 1 });
    refused(finale, { type: "satisfy", player: "ana", character: "Lía", objective: 1, pk: 6 }, "objective.overpaid", "GF-EPI-1");
  });

  it("GF-POOL-2: at most three allies add dice", () => {
    // eva, the only player outside the scene, runs Roco; the caller runs Señor Gris (GF-AMB-07 setting).
    const four = openLiaVsBruno({ allies: ["Cata", "Dino", "Roco", "Señor Gris"], runners: { Roco: "eva" } });
    const s = play(start({ settings: { callerRunsExtraAlly: true } }), four, presentBruno(), { type: "ally-die", player: "eva", character: "Roco", trait: "Perro enorme" });
    const pool = [["Cata", "Superfuerte"], ["Dino", "Ninja"], ["Roco", "Perro enorme"], ["Señor Gris", "Traje gris"]].map(([owner, name]) => ({ kind: "ally", owner, name }));
    refused(s, rollOf("ana", "Lía", pool, "d8:1 d8:2 d10:3 d6:4"), "pool.too-many-allies", "GF-POOL-2");
    expect(play(startWith({}, { settings: { teamwork: "lift-cap", callerRunsExtraAlly: true } }), four, presentBruno()).phase).toBe("p_roll");
  });

  it("GF-FIN-5: a collective rating is only for the Grand Finale", () => {
    const s = play(start(), openLiaVsBruno(), presentBruno(), rollOf("ana", "Lía", [cl("Bruja novata")], "d8:6"), { type: "yield", player: "beto", character: "Bruno" });
    refused(s, { type: "rate-finale", player: "ana", ratings: [] }, "rate.not-finale", "GF-FIN-5");
    refused(s, { type: "rate", player: "zoe", protagonist: 1, antagonist: 1, reason: "x" }, "player.unknown", "GF-RATE-4");
  });

  it("GF-SUSP-1: one suspended scene at a time", () => {
    const s = play(start(), openLiaVsBruno(), { type: "suspend", player: "ana", next: "caro" },
      { type: "open", player: "caro", character: "Cata", title: "2", setting: "s", tone: "t", antagonist: "Dino", intention: "i" });
    refused(s, { type: "suspend", player: "ana", next: "dani" }, "scene.already-suspended", "GF-SUSP-1");
    refused(s, { type: "resume", player: "ana" }, "scene.in-progress", "GF-SUSP-2");
  });

  it("GF-ALLY-2: refusing or blocking someone who was not called is refused", () => {
    const s = play(start(), openLiaVsBruno({ allies: ["Cata"] }));
    refused(s, { type: "refuse", player: "dani", character: "Dino" }, "scene.not-called", "GF-ALLY-2");
    refused(s, { type: "block", player: "eva", ally: "Roco" }, "scene.not-called", "GF-ALLY-2");
    refused(start(), openLiaVsBruno({ allies: ["Nadie"] }), "scene.unknown-character", "GF-ALLY-1");
  });

  it("GF-RET-2: redirecting to nobody is refused", () => {
    const s = play(afterScene(), { type: "interval", player: "eva" }, { type: "retire", player: "beto", character: "Bruno" });
    refused(s, { type: "redirect", player: "ana", character: "Lía", relationship: "Rival de Bruno", target: "Nadie" }, "scene.unknown-character", "GF-RET-2");
  });

  it("GF-NEW-1: sponsoring gives at least a point, to someone else", () => {
    const newbie = pc("Fede", "fede", ["a", "b", "c", "d", "e", "f"], [["x", "Lía", 6], ["y", "Cata", 6]], { objectives: [{ text: "x", difficulty: 5 }, { text: "y", difficulty: 6 }] });
    const s = play(afterScene(rich("caro")), { type: "interval", player: "eva" }, { type: "join", player: "fede", sheet: newbie, newcomer: true });
    refused(s, { type: "sponsor", player: "caro", to: "fede", pv: 0, pk: 0 }, "sponsor.nothing", "GF-NEW-1");
    refused(s, { type: "sponsor", player: "fede", to: "fede", pv: 1, pk: 0 }, "sponsor.self", "GF-NEW-1");
    refused(s, { type: "join", player: "fede", sheet: newbie }, "setup.duplicate", "GF-NEW-1");
  });

  it("a campaign's characters have distinct names", () => {
    expect(initialState(setup({ characters: [LIA, LIA] }))).toMatchObject({ ok: false, error: { code: "setup.duplicate" } });
  });

  it("a log must start with its campaign", () => {
    expect(replay([{ type: "open" }]).failure).toMatchObject({ line: 1, error: { code: "replay.no-setup" } });
    expect(replay([]).failure).toMatchObject({ line: 1, error: { code: "replay.no-setup" } });
  });
});
