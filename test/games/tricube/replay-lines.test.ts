// A Tricube replay reads every line strictly, can expect a refusal and go on, can start
// mid-game from a stored state, and can state everything the state holds; its output says the steps
// before a line it stops at. Through the dispatcher, as a group runs `gf tricube replay`.
import { describe, expect, it } from "@jest/globals";
import { play, start, challenge, roll, cost } from "./helpers.js";
import { gf as run, jsonl } from "../../support/gf.js";

const gf = (stdin: string, lang: "es" | "en" = "en") => run(["tricube", "replay", "-", "--lang", lang], stdin);
const log = (...lines: unknown[]) => jsonl(lines);

const SETUP = { setup: { gm: "dj", characters: [
  { name: "Maga", player: "ana", quality: "cunning", concept: "maga", perks: ["Piromancia"], quirks: ["Arrogante"] },
  { name: "Enano", player: "bruno", quality: "strong", concept: "enano", perks: ["Furia salvaje"], quirks: ["Gruñón"] },
] } };
const GATE = { type: "challenge", by: "dj", id: "gate", quality: "strong", difficulty: 5, who: ["Maga"] };
const ROLL = { type: "roll", by: "ana", challenge: "gate", character: "Maga", dice: [3, 4] };

describe("gf tricube replay reads every line strictly", () => {
  it("TT-KAR-5: a misspelt 'paid_by' is an error naming the line and the accepted keys, not Karma charged to the roller", async () => {
    const r = await gf(log(SETUP, GATE, ROLL, { type: "karma", by: "bruno", challenge: "gate", character: "Maga", perk: "Furia salvaje", paid_by: "Enano" }));
    expect(r.code).toBe(2);
    expect(r.err).toBe("gf tricube replay: line 4: unknown key \"paid_by\" (in karma); the accepted keys are: type, by, challenge, character, spender, perk, species, prepared");
    // The steps before it are printed.
    expect(r.out).toContain("line 3  ana: roll (Maga @ gate)");
    const es = await gf(log(SETUP, GATE, { type: "roll", by: "ana", challenge: "gate", character: "Maga", dice: [3, 4], dados: [1] }), "es");
    expect(es.err).toContain("línea 3: clave desconocida «dados» (en roll); las claves aceptadas son: type, by, challenge, character");
  });

  it("TT-DICE-1: a key unknown deep inside a line, in the setup or in an expectation, is refused too", async () => {
    const deep = await gf(log(SETUP, { ...GATE, who: [{ character: "Maga", qualty: "agile" }] }));
    expect(deep.err).toBe("gf tricube replay: line 2: unknown key \"qualty\" (in challenge.who[0]); the accepted keys are: character, quality, outsideConcept");
    const setup = await gf(log({ setup: { ...SETUP.setup, gms: "x" } }));
    expect(setup.err).toContain("line 1: unknown key \"gms\" (in setup); the accepted keys are: gm, settings, characters");
    const wrong = await gf(log(SETUP, GATE, ROLL, { expect: { characters: { Maga: { karm: 2 } } } }));
    expect(wrong.err).toContain("line 4: unknown key \"karm\" (in expect.characters.Maga); the accepted keys are: name, player, kind");
    expect(wrong.out).not.toContain("✓");
  });
});

describe("an expected refusal is a line of its own, and the replay goes on", () => {
  it("TT-OUT-3 TT-OPP-1: a refused line states its code and rule; another refusal or an accepted action fails it (exit 1)", async () => {
    const duel = { type: "challenge", by: "dj", id: "duel", kind: "opposed", quality: "strong", difficulty: 5, who: ["Maga", "Enano"] };
    const first = { type: "roll", by: "bruno", challenge: "duel", character: "Enano", dice: [4, 4, 4] };
    const early = { type: "cost", by: "dj", challenge: "duel", character: "Enano", cost: "resolve" };
    const ok = await gf(log(SETUP, duel, first, { refused: early, code: "tt.opposed.wait", rule: "TT-OPP-1" },
      { type: "roll", by: "ana", challenge: "duel", character: "Maga", dice: [5, 2] }, early, { expect: { characters: { Enano: { resolve: 2 } } } }));
    expect([ok.code, ok.err]).toEqual([0, ""]);
    expect(ok.out).toContain("line 4  ✓ refused as expected");
    const other = await gf(log(SETUP, duel, first, { refused: early, code: "tt.cost.nothing", rule: "TT-OUT-3" }));
    expect(other.code).toBe(1);
    expect(other.out).toContain("line 4  ✗ the expected refusal does NOT happen\n    expected the refusal tt.cost.nothing (TT-OUT-3), got tt.opposed.wait (TT-OPP-1)");
    const accepted = await gf(log(SETUP, GATE, { refused: ROLL, code: "tt.roll.once" }));
    expect(accepted.out).toContain("expected the refusal tt.roll.once, and the rules accept it");
    expect((await gf(log(SETUP, { refused: GATE }))).err).toContain("line 2: a \"refused\" line names the refusal it expects");
  });
});

describe("expect states everything the state holds; setup starts mid-game", () => {
  it("TT-DICE-1 TT-KAR-3: difficulties, matching dice, dice count, faces, settled and the rules the last line posted", async () => {
    const r = await gf(log(SETUP, GATE, ROLL, { type: "karma", by: "ana", challenge: "gate", character: "Maga", perk: "Piromancia" },
      { expect: { rules: ["TT-OUT-1", "TT-KAR-2", "TT-KAR-3"], challenges: { gate: { difficulties: [4], hits: [1], dice: [2], faces: [[3, 4]], settled: [true], characters: ["Maga"] } },
        characters: { Maga: { perks: ["Piromancia"], quirks: ["Arrogante"], karma: 2 } }, session: 1 } }));
    expect([r.code, r.err]).toEqual([0, ""]);
    const wrong = await gf(log(SETUP, GATE, ROLL, { expect: { challenges: { gate: { difficulties: [4] } }, rules: ["TT-OUT-1"] } }));
    expect(wrong.out).toContain("expected gate.difficulties = [4], got [5]");
  });

  it("TT-MAG-3: a perk is stated by its name, or whole with its limitations", async () => {
    const mage = { ...SETUP.setup.characters[0]!, perks: [{ name: "Piromancia", limitations: ["ritualistic"] }] };
    const setup = { setup: { gm: "dj", characters: [mage, SETUP.setup.characters[1]!] } };
    const stated = (perks: unknown[]) => gf(log(setup, { expect: { characters: { Maga: { perks } } } }));
    expect(await stated([{ name: "Piromancia", limitations: ["ritualistic"] }])).toMatchObject({ code: 0, err: "" });
    expect(await stated(["Piromancia"])).toMatchObject({ code: 0, err: "" });
    const wrong = await stated([{ name: "Piromancia", limitations: [] }]);
    expect(wrong.code).toBe(1);
    expect(wrong.out).toContain('expected Maga.perks = [{"name":"Piromancia","limitations":[]}], got [{"name":"Piromancia","limitations":["ritualistic"]}]');
  });

  it("TT-OUT-3: a replay may start from a state as the store keeps it, checked by the store's schema", async () => {
    const mid = play(start(), challenge("arrows", ["Enano"]), roll("bruno", "arrows", "Enano", [2, 2, 3])).state;
    const r = await gf(log({ setup: { state: mid } }, cost("arrows", "Enano", "resolve"), { expect: { characters: { Enano: { resolve: 2 } }, challenges: { arrows: { settled: [true] } } } }));
    expect([r.code, r.err]).toEqual([0, ""]);
    const bad = await gf(log({ setup: { state: { ...mid, session: -1 } } }));
    expect(bad.err).toMatch(/^gf tricube replay: line 1: the setup is not valid at "state\.session"/);
  });
});
