// A Facetas replay can start in the middle of a conflict: `{"setup": {"state": …}}` states the whole
// conflict as it stands (dice, round, turn, the free roll used, exhausted facets, each role's PH and
// Inspirations, the World's sides), read strictly by faStateSchema, so a group checks a ruling
// without replaying the conflict from its opening. A state the rules could not reach, or a misspelt
// key, is refused at line 1 with where and why.
import { describe, expect, it } from "@jest/globals";
import { readFaState, replay, type FaState } from "../../../src/games/facetas/rules/index.js";
import { logRecords, replayRecords } from "../../support/gf.js";
import { expectResumes } from "../../support/replay-resume.js";

const records = logRecords("test/fixtures/facetas/mark-and-marlene.jsonl");
const whole = replay(records);
const copy = (s: FaState): FaState => JSON.parse(JSON.stringify(s)) as FaState;

const gf = (lines: readonly unknown[], lang: "es" | "en" = "en") => replayRecords("facetas", lines, lang);

describe("a Facetas replay from a stated mid-conflict state", () => {
  it("the book's conflict reaches its loot, and every state it passes through reads back as stated", () => {
    expect(whole.failure).toBeNull();
    expect(whole.steps.length).toBeGreaterThan(20);
    for (const step of whole.steps) expect(readFaState(copy(step.state))).toEqual({ ok: true, value: step.state });
  });

  it("FA-ROLL-5 FA-END-1 FA-LOOT-1: from any turn of it, the rest of the log ends where the whole log does", () => {
    expectResumes(replay, records, [3, Math.floor(whole.steps.length / 2), whole.steps.length - 3]);
  });

  it("FA-COST-1 FA-PH-1: through gf facetas replay, a stated round, turn and used free roll play on from there", async () => {
    const mid = copy(whole.steps[10]!.state);
    const r = await gf([{ setup: { state: { ...mid, round: 3 } } }, { expect: { round: 3, turn: mid.turn, freeRollUsed: mid.protagonist.freeRollUsed } }]);
    expect([r.code, r.err]).toEqual([0, ""]);
    expect(r.out).toContain("✓");
  });

  it("FA-ROLE-1 FA-END-3 FA-LOOT-9: expect also states the conflict, its settings, the roles' holders, the hindering Traits, the PH spent postponing and the loot done", async () => {
    const final = whole.steps.at(-1)!.state;
    const stated = { conflict: final.conflict, settings: final.settings, players: { world: "dario", ally: "carla", adversary: "bruno", protagonist: "ana" },
      hinderTraits: 0, postponed: 0, throughMain: null, lootDone: [], continuing: [] };
    expect(await gf([...records, { expect: stated }])).toMatchObject({ code: 0, err: "" });
    // An Ally whose main character has one Trait exhausted, with no Inspiration boosted yet.
    const head = records[0] as { setup: { ally: Record<string, unknown> } };
    const opening = { setup: { ...head.setup, ally: { ...head.setup.ally, mainTraits: [{ name: "Paraguas", exhausted: true }, { name: "Buena vecina", exhausted: false }] } } };
    expect(await gf([opening, { expect: { allyTraitsExhausted: ["Paraguas"], allyBoosted: [] } }])).toMatchObject({ code: 0, err: "" });
    expect((await gf([opening, { expect: { allyTraitsExhausted: [] } }])).out).toContain('expected allyTraitsExhausted = [], got ["Paraguas"]');
    const wrong = await gf([...records, { expect: { players: { protagonist: "bruno", adversary: "ana" }, postponed: 1 } }]);
    expect(wrong.code).toBe(1);
    expect(wrong.out).toContain("expected postponed = 1, got 0");
    expect(wrong.out).toContain('expected players = {"adversary":"ana","protagonist":"bruno"}');
  });

  it("FA-SHEET-4 FA-ROLE-1: a state the rules cannot hold is refused at line 1, saying where and why", async () => {
    const mid = copy(whole.steps[10]!.state);
    const seven = await gf([{ setup: { state: { ...mid, dice: { ...mid.dice, protagonist: [7, ...mid.dice.protagonist.slice(1)] } } } }]);
    expect(seven.code).toBe(2);
    expect(seven.err).toMatch(/^gf facetas replay: line 1: the conflict's opening is not valid at "state\.dice\.protagonist\.0": /);
    const level = await gf([{ setup: { state: { ...mid, protagonist: { ...mid.protagonist, facets: [{ name: "Matarife", level: 6, start: 3 }] } } } }]);
    expect(level.err).toContain("line 1: the conflict's opening is not valid at \"state.protagonist.facets.0.level\"");
    const { ally: _ally, ...noAlly } = mid.players;
    const orphan = await gf([{ setup: { state: { ...mid, players: noAlly } } }]);
    expect(orphan.err).toContain("not valid at \"state.ally\": an Ally's resources exactly when an Ally plays (FA-ROLE-1)");
    const twice = await gf([{ setup: { state: { ...mid, players: { ...mid.players, adversary: mid.players.protagonist } } } }]);
    expect(twice.err).toContain("holds two roles (FA-ROLE-1)");
  });

  it("FA-ROLE-1: each refusal of a stated state is said in the reader's language", async () => {
    const mid = copy(whole.steps[10]!.state);
    const { ally: _ally, ...noAlly } = mid.players;
    const orphan = await gf([{ setup: { state: { ...mid, players: noAlly } } }], "es");
    expect(orphan.code).toBe(2);
    expect(orphan.err).toBe("gf facetas replay: línea 1: la apertura del conflicto no es válida en «state.ally»: hay recursos de Aliado exactamente cuando juega un Aliado (FA-ROLE-1)");
    const twice = await gf([{ setup: { state: { ...mid, players: { ...mid.players, adversary: mid.players.protagonist } } } }], "es");
    expect(twice.err).toContain(`no es válida en «state.players»: ${mid.players.protagonist} tiene dos funciones (FA-ROLE-1)`);
    const { world: _world, ...noWorld } = mid.players;
    const world = await gf([{ setup: { state: { ...mid, players: noWorld, world: mid.world } } }], "es");
    expect(world.err).toContain("no es válida en «state.world»: hay recursos del Mundo exactamente cuando juega el Mundo (FA-ROLE-1)");
    for (const r of [orphan, twice, world]) expect(r.err).not.toMatch(/\b(holds|roles|resources|plays)\b/);
  });

  it("FA-SHEET-4 FA-INSP-1: a value out of its range is refused in the reader's language, not in the schema library's English", async () => {
    const mid = copy(whole.steps[10]!.state);
    const states = {
      face: { ...mid, dice: { ...mid.dice, protagonist: [7, ...mid.dice.protagonist.slice(1)] } },
      level: { ...mid, protagonist: { ...mid.protagonist, facets: [{ name: "Matarife", level: 6, start: 3 }] } },
      inspiration: { ...mid, adversary: { ...mid.adversary, inspirations: [7] } },
      ph: { ...mid, protagonist: { ...mid.protagonist, ph: -1 } },
      round: { ...mid, round: 0 },
    };
    const es = Object.fromEntries(await Promise.all(Object.entries(states).map(async ([k, state]) => [k, (await gf([{ setup: { state } }], "es")).err] as const)));
    const opening = "gf facetas replay: línea 1: la apertura del conflicto no es válida en";
    expect(es).toEqual({
      face: `${opening} «state.dice.protagonist.0»: 7 no es una cara de d6: van de 1 a 6`,
      level: `${opening} «state.protagonist.facets.0.level»: nivel 6: el nivel de una Faceta va de 1 a 5 (FA-SHEET-4)`,
      inspiration: `${opening} «state.adversary.inspirations.0»: I=7: una Inspiración va de 1 a 6 (FA-INSP-1)`,
      ph: `${opening} «state.protagonist.ph»: -1 no cabe aquí: va de 0 a 999`,
      round: `${opening} «state.round»: 0 no cabe aquí: va de 1 a 999`,
    });
    for (const line of Object.values(es)) expect(line.replace(/«[^»]*»/g, "«…»")).not.toMatch(/\b(the|is|not|too|small|big|expected|number|must|less|greater|than|invalid|input|goes|faces?)\b/i);
    const en = await gf([{ setup: { state: states.face } }]);
    expect([en.code, en.err]).toEqual([2, "gf facetas replay: line 1: the conflict's opening is not valid at \"state.dice.protagonist.0\": 7 is not a face of a d6: faces go from 1 to 6"]);
  });

  it("a key the state does not hold is an error naming it and the accepted keys, deep in the state too", async () => {
    const mid = copy(whole.steps[10]!.state);
    const top = await gf([{ setup: { state: { ...mid, rounds: 2 } } }]);
    expect(top.err).toBe("gf facetas replay: line 1: unknown key \"rounds\" (in setup.state); the accepted keys are: conflict, settings, players, dice, round, turn, phase, protagonist, adversary, ally, world, riskOverflow");
    const deep = await gf([{ setup: { state: { ...mid, protagonist: { ...mid.protagonist, freeRoll: true } } } }]);
    expect(deep.err).toContain("line 1: unknown key \"freeRoll\" (in setup.state.protagonist); the accepted keys are: facets, traits, ph, inspirations, freeRollUsed");
    const both = await gf([{ setup: { state: mid, conflict: "x" } }]);
    expect(both.code).toBe(2);
  });
});
