// A GenreFuzzion replay can start in the middle of a campaign: `{"setup": {"state": …}}` states the
// whole campaign as it stands (sheets, balances and ledger, the phase, the scene in play with its
// allies, rolls and effects, a suspended scene, the interval), read strictly by gfStateSchema, so a
// group checks a ruling without replaying the campaign from its first scene. A state the rules could
// not reach, or a misspelt key, is refused at line 1 with where and why.
import { describe, expect, it } from "@jest/globals";
import { readGfState, replay, type GameState } from "../../../src/games/genrefuzzion/rules/index.js";
import { logRecords, replayRecords } from "../../support/gf.js";

const read = (file: string) => logRecords(`test/fixtures/scenes/${file}`);
const LOGS = ["two-retries-allies.jsonl", "finale-named-rater.jsonl", "extra-halved.jsonl", "character-yields.jsonl"] as const;
const copy = (s: GameState): GameState => JSON.parse(JSON.stringify(s)) as GameState;

const gf = (lines: readonly unknown[], lang: "es" | "en" = "en") => replayRecords("scene", lines, lang);

/** A state from the middle of the retries log: a scene in play, with allies, rolls and a standing result. */
const records = read("two-retries-allies.jsonl");
const whole = replay(records);
const midScene = (): GameState => copy(whole.steps.find((s) => s.state.phase === "p_decide")!.state);

describe("a GenreFuzzion replay from a stated mid-campaign state", () => {
  it.each(LOGS)("%s plays to its end, and every state it passes through reads back as stated", (file) => {
    const r = replay(read(file));
    expect(r.failure).toBeNull();
    expect(r.steps.length).toBeGreaterThanOrEqual(5);
    for (const step of r.steps) expect([step.line, readGfState(copy(step.state))]).toEqual([step.line, { ok: true, value: step.state }]);
  });

  it.each(LOGS)("GF-RES-7 GF-RATE-6 GF-NEXT-1: %s from several of its steps ends where the whole log does", (file) => {
    const log = read(file);
    const all = replay(log);
    const end = all.steps.at(-1)!.state;
    const n = all.steps.length;
    for (const k of [1, Math.floor(n / 3), Math.floor((2 * n) / 3), n - 2]) {
      // The records after step k's action (the lines are 1-based; the setup is record 0).
      const rest = log.slice(all.steps[k]!.line);
      const r = replay([{ setup: { state: copy(all.steps[k]!.state) } }, ...rest]);
      expect([k, r.failure]).toEqual([k, null]);
      expect(r.initial).toEqual(all.steps[k]!.state);
      expect(r.steps.at(-1)!.state).toEqual(end);
      expect(r.checks.every((c) => c.mismatches.length === 0)).toBe(true);
    }
  });

  it("GF-RES-6: through gf scene replay, a stated scene in play goes on from its standing result", async () => {
    const mid = midScene();
    const r = await gf([{ setup: { state: mid } }, { expect: { phase: "p_decide", scene: mid.scene, balances: mid.balances } }]);
    expect([r.code, r.err]).toEqual([0, ""]);
    expect(r.out).toContain("✓");
  });

  it("GF-SUSP-1 GF-SUSP-2: a suspended scene reads back as stated, and its phase must be a scene's", async () => {
    const mid = midScene();
    const suspended = replay([{ setup: { state: mid } }, { type: "suspend", player: mid.moderator, next: mid.players.find((p) => p !== mid.moderator)! }]);
    expect(suspended.failure).toBeNull();
    const frozen = copy(suspended.steps.at(-1)!.state);
    expect([frozen.phase, frozen.scene, frozen.suspended?.phase]).toEqual(["idle", null, "p_decide"]);
    expect(readGfState(copy(frozen))).toEqual({ ok: true, value: frozen });
    const r = await gf([{ setup: { state: frozen } }, { refused: { type: "resume", player: mid.moderator }, code: "scene.resume-early", rule: "GF-SUSP-2" }]);
    expect([r.code, r.err]).toEqual([0, ""]);
    const idle = await gf([{ setup: { state: { ...frozen, suspended: { ...frozen.suspended!, phase: "interval" } } } }]);
    expect(idle.err).toContain("not valid at \"state.suspended.phase\": a suspended scene resumes in a scene's phase, not this one: this is an interval (GF-SUSP-1)");
  });

  it("GF-PTS-2 GF-DIE-1: negative points, a die off the ladder and a face above its die are refused at line 1, saying where", async () => {
    const mid = midScene();
    const poor = await gf([{ setup: { state: { ...mid, balances: { ...mid.balances, ana: { pv: -1, pk: 0 } } } } }]);
    expect(poor.code).toBe(2);
    expect(poor.err).toBe("gf scene replay: line 1: the campaign's state is not valid at \"state.balances.ana.pv\": points below 0 (GF-PTS-2)");
    const lia = mid.characters["Lía"]!;
    const d7 = await gf([{ setup: { state: { ...mid, characters: { ...mid.characters, "Lía": { ...lia, cliches: [{ ...lia.cliches[0]!, die: 7 }, ...lia.cliches.slice(1)] } } } } }]);
    expect(d7.err).toBe("gf scene replay: line 1: the campaign's state is not valid at \"state.characters.Lía.cliches.0.die\": not a die of the ladder d4, d6, d8, d10, d12 (GF-DIE-1)");
    const scene = mid.scene!;
    const roll = scene.rolls[0]!;
    const nine = await gf([{ setup: { state: { ...mid, scene: { ...scene, rolls: [{ ...roll, dice: [{ size: 8, face: 9 }, ...roll.dice.slice(1)] }, ...scene.rolls.slice(1)] } } } }]);
    const d3 = await gf([{ setup: { state: { ...mid, scene: { ...scene, rolls: [{ ...roll, dice: [{ size: 3, face: 2 }, ...roll.dice.slice(1)] }, ...scene.rolls.slice(1)] } } } }]);
    expect(d3.err).toContain("not valid at \"state.scene.rolls.0.dice.0.size\": not a die of the ladder d4, d6, d8, d10, d12 (GF-DIE-1)");
    expect(nine.err).toContain("not valid at \"state.scene.rolls.0.dice.0.face\": a face of 9 on a d8 (GF-DIE-1)");
  });

  it("GF-SCENE-2 GF-ALLY-1 GF-META-2: a scene naming characters the state does not hold, or a player with two characters, is refused", async () => {
    const mid = midScene();
    const scene = mid.scene!;
    const stranger = await gf([{ setup: { state: { ...mid, scene: { ...scene, protagonist: { ...scene.protagonist, character: "Zoe" } } } } }]);
    expect(stranger.err).toBe("gf scene replay: line 1: the campaign's state is not valid at \"state.scene.protagonist.character\": Zoe is not a character of the state (GF-SCENE-2)");
    const ally = await gf([{ setup: { state: { ...mid, scene: { ...scene, allies: [{ ...scene.allies[0]!, character: "Nadie" }, ...scene.allies.slice(1)] } } } }]);
    expect(ally.err).toContain("not valid at \"state.scene.allies.0.character\": Nadie is not a character of the state (GF-ALLY-1)");
    const lia = mid.characters["Lía"]!;
    const twin = await gf([{ setup: { state: { ...mid, characters: { ...mid.characters, "Lía bis": { ...lia, name: "Lía bis" } } } } }]);
    expect(twin.err).toContain("not valid at \"state.characters.Lía bis.player\": ana already runs Lía (GF-META-2)");
    const noScene = await gf([{ setup: { state: { ...mid, scene: null } } }]);
    expect(noScene.err).toContain("not valid at \"state.scene\": the phase needs a scene in play, and none is stated: the protagonist decides whether to retry or yield (GF-SCENE-1)");
  });

  it("GF-PTS-2 GF-ANT-3 GF-DIE-1: each refusal of a stated state is said in the reader's language", async () => {
    const mid = midScene();
    const scene = mid.scene!;
    const poor = await gf([{ setup: { state: { ...mid, balances: { ...mid.balances, ana: { pv: 0, pk: -2 } } } } }], "es");
    expect(poor.err).toBe("gf scene replay: línea 1: el estado de la campaña no es válido en \"state.balances.ana.pk\": puntos por debajo de 0 (GF-PTS-2)");
    const stranger = await gf([{ setup: { state: { ...mid, scene: { ...scene, antagonist: { ...scene.antagonist, character: "Brunoo" } } } } }], "es");
    expect(stranger.err).toBe("gf scene replay: línea 1: el estado de la campaña no es válido en \"state.scene.antagonist.character\": Brunoo no es un personaje del estado (GF-ANT-3)");
    const idle = await gf([{ setup: { state: { ...mid, phase: "idle" } } }], "es");
    expect(idle.err).toContain("\"state.scene\": hay una escena en juego, y la fase no la admite: ");
    expect(idle.err).toMatch(/\(GF-SCENE-1\)$/);
    const lia = mid.characters["Lía"]!;
    const d5 = await gf([{ setup: { state: { ...mid, characters: { ...mid.characters, "Lía": { ...lia, relationships: [{ ...lia.relationships[0]!, die: 5 }] } } } } }], "es");
    expect(d5.err).toContain("\"state.characters.Lía.relationships.0.die\": no es un dado de la escala d4, d6, d8, d10, d12 (GF-DIE-1)");
  });

  it("a key the state does not hold is an error naming it and the accepted keys, deep in the state too, in es and en", async () => {
    const mid = midScene();
    const top = await gf([{ setup: { state: { ...mid, round: 2 } } }]);
    expect(top.code).toBe(2);
    expect(top.err).toBe("gf scene replay: line 1: unknown key \"round\" (in setup.state); the accepted keys are: settings, moderator, players, newcomers, characters, balances, ledger, phase, scene, suspended, scenesPlayed, next, interval");
    const scene = mid.scene!;
    const deep = await gf([{ setup: { state: { ...mid, scene: { ...scene, standing: { ...scene.standing!, margin: 1 } } } } }]);
    expect(deep.err).toBe("gf scene replay: line 1: unknown key \"margin\" (in setup.state.scene.standing); the accepted keys are: side, result");
    const es = await gf([{ setup: { state: { ...mid, balances: { ...mid.balances, ana: { pv: 1, pk: 0, px: 2 } } } } }], "es");
    expect(es.err).toBe("gf scene replay: línea 1: clave desconocida «px» (en setup.state.balances.ana); las claves aceptadas son: pv, pk");
    const both = await gf([{ setup: { state: mid, moderator: "ana" } }]);
    expect(both.code).toBe(2);
  });
});
