// A Pujas replay can start in the middle of a campaign: `{"setup": {"state": …}}` states the table as
// it stands (per-player coins, the Narrator and the table, Components, Tenets, past scenes, open
// Complications, Challenges and Fines), read strictly by pjStateSchema, so a group checks a ruling
// without replaying the campaign. A state the rules could not reach (unbalanced books, a stranger's
// purse) or a misspelt key is refused at line 1 with where and why.
import { describe, expect, it } from "@jest/globals";
import { readPjState, replay, type PjState } from "../../../src/games/pujas/rules/index.js";
import { logRecords, replayRecords } from "../../support/gf.js";
import { expectResumes } from "../../support/replay-resume.js";

const records = logRecords("test/fixtures/pujas/two-scenes.jsonl");
const whole = replay(records);
const copy = (s: PjState): PjState => JSON.parse(JSON.stringify(s)) as PjState;

const gf = (lines: readonly unknown[], lang: "es" | "en" = "en") => replayRecords("pujas", lines, lang);

describe("a Pujas replay from a stated mid-game state", () => {
  it("two scenes play to their end, and every state they pass through reads back as stated", () => {
    expect(whole.failure).toBeNull();
    expect(whole.steps.length).toBeGreaterThan(30);
    for (const step of whole.steps) expect(readPjState(copy(step.state))).toEqual({ ok: true, value: step.state });
  });

  it("PJ-COIN-1 PJ-CPX-5 PJ-END-1: from any point of it, the rest of the log ends where the whole log does", () => {
    expectResumes(replay, records, [4, 12, Math.floor(whole.steps.length / 2), whole.steps.length - 4]);
  });

  it("PJ-SETUP-1 PJ-SETUP-2: expect also states the settings, the seats in order, who began the Tenets and the Events told", async () => {
    const final = whole.steps.at(-1)!.state;
    expect(await gf([...records, { expect: { settings: final.settings, players: ["ana", "bruno", "carla"], first: "ana", eventCount: final.eventCount } }]))
      .toMatchObject({ code: 0, err: "" });
    const wrong = await gf([...records, { expect: { players: ["bruno", "ana", "carla"], eventCount: final.eventCount + 1 } }]);
    expect(wrong.code).toBe(1);
    expect(wrong.out).toContain('expected players = ["bruno","ana","carla"], got ["ana","bruno","carla"]');
    expect(wrong.out).toContain(`expected eventCount = ${final.eventCount + 1}, got ${final.eventCount}`);
  });

  it("PJ-BID-5 PJ-AMB-03: through gf pujas replay, a stated campaign (coins, Narrator, table, Tenets, a faded scene) plays on from there", async () => {
    const state = {
      players: ["ana", "bruno", "carla"], first: "ana", purses: { ana: 10, bruno: 30, carla: 22 }, bank: 10,
      phase: { kind: "scene" },
      scene: { number: 3, narrator: "bruno", table: 3, place: null, time: null, framing: true, turn: "bruno", miniScene: false, events: [] },
      pastScenes: [{ number: 1, narrator: "carla", faded: false }, { number: 2, narrator: "ana", faded: true }],
      tenets: [{ id: 1, kind: "story", text: "dragons exist", by: "ana", version: 0 }],
      components: {}, complications: {}, challenges: {}, fines: {}, eventCount: 4,
    };
    // The Narrator's place is paid from the table before the purse (PJ-AMB-03).
    const r = await gf([{ setup: { state } }, { type: "place", by: "bruno", place: "the tower" },
      { expect: { narrator: "bruno", table: 2, place: "the tower", faded: [2], tenets: ["dragons exist"], purses: { ana: 10, bruno: 30 }, balanced: true } }]);
    expect([r.code, r.err]).toEqual([0, ""]);
    expect(r.out).toContain("✓");
    // The settings a group leaves out are the defaults; one it states is played.
    expect(readPjState({ ...state, settings: { startingCoins: 25, recovery: 2 } })).toMatchObject({ ok: true, value: { settings: { recovery: 2, zeroBids: true } } });
  });

  it("PJ-COIN-1 PJ-SETUP-2: a state the rules cannot hold is refused at line 1, saying where and why", async () => {
    const mid = copy(whole.steps[20]!.state);
    const rich = await gf([{ setup: { state: { ...mid, purses: { ...mid.purses, ana: mid.purses["ana"]! + 50 } } } }]);
    expect(rich.code).toBe(2);
    expect(rich.err).toMatch(/^gf pujas replay: line 1: the setup is not valid at "state\.bank": the books do not balance: \d+ held \+ -?\d+ to the Bank, \d+ started \(PJ-COIN-1\)$/);
    const stranger = await gf([{ setup: { state: { ...mid, purses: { ...mid.purses, zoe: 0 } } } }]);
    expect(stranger.err).toContain("not valid at \"state.purses.zoe\": zoe is not a player of the table");
    const twice = await gf([{ setup: { state: { ...mid, players: [...mid.players, "ana"] } } }]);
    expect(twice.err).toContain("a player sits twice (PJ-SETUP-2)");
    const negative = await gf([{ setup: { state: { ...mid, purses: { ...mid.purses, ana: -1 } } } }]);
    expect(negative.err).toContain("not valid at \"state.purses.ana\"");
  });

  it("PJ-COIN-1: a value out of its range is refused in the reader's language, not in the schema library's English", async () => {
    const mid = copy(whole.steps[20]!.state);
    const states = {
      purse: { ...mid, purses: { ...mid.purses, ana: -1 } },
      events: { ...mid, eventCount: -3 },
      scene: { ...mid, pastScenes: [{ number: 0, narrator: mid.players[0]!, faded: false }] },
    };
    const es = Object.fromEntries(await Promise.all(Object.entries(states).map(async ([k, state]) => [k, (await gf([{ setup: { state } }], "es")).err] as const)));
    const opening = "gf pujas replay: línea 1: la configuración no es válida en";
    expect(es).toEqual({
      purse: `${opening} «state.purses.ana»: -1 monedas: un monedero guarda de 0 a 99999 (PJ-COIN-1)`,
      events: `${opening} «state.eventCount»: -3 no cabe aquí: va de 0 a 99999`,
      scene: `${opening} «state.pastScenes.0.number»: 0 no cabe aquí: va de 1 a 99999`,
    });
    for (const line of Object.values(es)) expect(line.replace(/«[^»]*»/g, "«…»")).not.toMatch(/\b(the|is|not|too|small|big|expected|number|must|less|greater|than|invalid|input|goes|coins|holds)\b/i);
    const en = await gf([{ setup: { state: states.purse } }]);
    expect([en.code, en.err]).toEqual([2, "gf pujas replay: line 1: the setup is not valid at \"state.purses.ana\": -1 coins: a purse holds 0 to 99999 (PJ-COIN-1)"]);
  });

  it("PJ-COIN-1 PJ-SETUP-2: each refusal of a stated state is said in the reader's language", async () => {
    const mid = copy(whole.steps[20]!.state);
    const rich = await gf([{ setup: { state: { ...mid, purses: { ...mid.purses, ana: mid.purses["ana"]! + 50 } } } }], "es");
    expect(rich.code).toBe(2);
    expect(rich.err).toMatch(/^gf pujas replay: línea 1: la configuración no es válida en «state\.bank»: las cuentas no cuadran: \d+ en manos de los jugadores \+ -?\d+ pagadas a la Banca, \d+ al empezar \(PJ-COIN-1\)$/);
    const stranger = await gf([{ setup: { state: { ...mid, purses: { ...mid.purses, zoe: 0 } } } }], "es");
    expect(stranger.err).toContain("no es válida en «state.purses.zoe»: zoe no es un jugador de la mesa");
    const twice = await gf([{ setup: { state: { ...mid, players: [...mid.players, "ana"] } } }], "es");
    expect(twice.err).toContain("no es válida en «state.players»: un jugador se sienta dos veces (PJ-SETUP-2)");
    const { ana: _ana, ...noAna } = mid.purses;
    const poor = await gf([{ setup: { state: { ...mid, purses: noAna } } }], "es");
    expect(poor.err).toContain("no es válida en «state.purses»: ana no tiene monedero");
    for (const r of [rich, stranger, twice, poor]) expect(r.err).not.toMatch(/\b(player|purse|books|sits|Bank)\b/);
  });

  it("a key the state does not hold is an error naming it and the accepted keys, deep in the state too", async () => {
    const mid = copy(whole.steps[20]!.state);
    const top = await gf([{ setup: { state: { ...mid, narrator: "ana" } } }]);
    expect(top.err).toBe("gf pujas replay: line 1: unknown key \"narrator\" (in setup.state); the accepted keys are: settings, players, first, purses, bank, phase, scene, pastScenes, tenets, components, complications, challenges, fines, eventCount");
    const scene = mid.scene!;
    const deep = await gf([{ setup: { state: { ...mid, scene: { ...scene, narator: "ana" } } } }]);
    expect(deep.err).toContain("line 1: unknown key \"narator\" (in setup.state.scene); the accepted keys are: number, narrator, table");
  });
});
