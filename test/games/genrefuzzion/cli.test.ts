import { describe, expect, it } from "@jest/globals";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { commands } from "../../../src/cli/commands/index.js";
import { runReplay as runGameReplay } from "../../../src/cli/commands/game-commands.js";
import { genreFuzzionReplay } from "../../../src/games/genrefuzzion/cli/replay.js";

const runReplay = (text: string, lang: "es" | "en", json: boolean) => runGameReplay(genreFuzzionReplay, text, lang, json);
import { dispatch } from "../../../src/cli/dispatch.js";
import { fakeIo } from "../../cli/fake-io.js";

const DIR = "test/fixtures/scenes";
const fixture = (name: string) => readFileSync(join(DIR, name), "utf8");

describe("gf scene replay", () => {
  it.each(readdirSync(DIR).filter((f) => f.endsWith(".jsonl")))("GF-RATE-6: %s replays end to end with its expected ledger", (name) => {
    const { output, exitCode } = runReplay(fixture(name), "en", false);
    expect(exitCode).toBe(0);
    expect(output).toMatch(/✓ expectations hold/);
    expect(output).not.toMatch(/✗/);
  });

  it("GF-YIELD-2: a character antagonist who yields: the ledger, line by line", () => {
    const { output } = runReplay(fixture("character-yields.jsonl"), "en", false);
    expect(output).toContain("d8:7 d8:2 d6:5 d8:6 d8:1 → 16 [d8:7 + d8:6 + 3]  effect: d8 d6  botches: d8:1");
    expect(output).toContain("ana +2 PV  GF-EPI-2  carry-over");
    expect(output).toContain("ana −1 PV  GF-POOL-3  pool.third-cliche");
    expect(output).toContain("caro +1 PV  GF-YIELD-4  yield.ally");
    expect(output.split("\n").slice(-5)).toEqual(["    ana            7 PV   0 PK", "    beto           0 PV   5 PK", "    caro           2 PV   0 PK", "    dani           0 PV   0 PK", "    eva            0 PV   0 PK"]);
  });

  it("GF-RATE-7: an extra as antagonist halves the rewards, rounded up", () => {
    const json = JSON.parse(runReplay(fixture("extra-halved.jsonl"), "en", true).output);
    expect(json.ok).toBe(true);
    expect(json.steps.at(-1).entries.map((e: { rule: string; amount: number }) => `${e.rule}:${e.amount}`)).toEqual(["GF-RATE-7:3", "GF-RATE-7:2"]);
  });

  it("GF-RES-5: two retries and allies on both sides: pools grow and the protagonist wins", () => {
    const json = JSON.parse(runReplay(fixture("two-retries-allies.jsonl"), "en", true).output);
    const rolls = json.steps.filter((s: { action: { type: string } }) => s.action.type === "roll");
    expect(rolls.map((s: { changed: Record<string, { poolSize: number }[]> }) => s.changed["scene.rolls"]!.at(-1)!.poolSize)).toEqual([2, 2, 3, 3, 5, 4]);
    expect(json.final.characters["Lía"].advantages).toEqual([{ name: "Capitana", die: 8, boundOpponent: "Bruno" }]);
  });

  it("reports a failed expectation with exit 1, and prints what differs", () => {
    const text = fixture("extra-halved.jsonl").replace('"ana": {"pv": 4, "pk": 0}', '"ana": {"pv": 5, "pk": 0}');
    const { output, exitCode } = runReplay(text, "es", false);
    expect(exitCode).toBe(1);
    expect(output).toContain("✗ lo esperado NO se cumple");
    expect(output).toContain("ana: se esperaban 5 PV 0 PK, tiene 4 PV 0 PK");
    const en = runReplay(text, "en", false).output;
    expect(en).toContain("ana: expected 5 PV 0 PK, got 4 PV 0 PK");
  });

  it("stops at an illegal action with its line and the rules' own message, exit 2", async () => {
    const lines = fixture("character-yields.jsonl").split("\n");
    const bad = lines.map((l) => l.replace('"dice": [{"size": 8, "face": 7}', '"dice": [{"size": 12, "face": 7}')).join("\n");
    const io = fakeIo({ env: { GF_LANG: "en" }, stdin: bad });
    expect(await dispatch(["scene", "replay", "-"], io, commands)).toBe(2);
    expect(io.stderr.join("\n")).toMatch(/^gf scene replay: line 7: the dice rolled \(d6 d8 d8 d8 d12\) are not the pool's \(d6 d8 d8 d8 d8\) \(GF-ROLL-1\)$/);
  });

  it("rejects a log with no setup, bad JSON, an empty log and a missing file", async () => {
    expect(() => runReplay('{"type":"open"}', "en", false)).toThrow(/line 1: the log's first line must be the campaign/);
    expect(() => runReplay('{"setup":{}}\n{oops', "es", false)).toThrow(/línea 2: no es JSON válido/);
    expect(() => runReplay("\n// nothing\n", "en", false)).toThrow(/the log is empty/);
    const io = fakeIo({ env: { GF_LANG: "en" } });
    expect(await dispatch(["scene", "replay", "/nonexistent/x.jsonl"], io, commands)).toBe(2);
    expect(io.stderr).toEqual(["gf scene replay: cannot read /nonexistent/x.jsonl"]);
  });

  it("names phases and actions in words, never by their internal names, in both languages", () => {
    const en = runReplay(fixture("character-yields.jsonl"), "en", false).output;
    expect(en).toContain("line 7  ana (Lía) rolls → the antagonist decides: oppose or yield, standing protagonist 16");
    expect(en).toContain("line 9  beto (Bruno) yields → the scene is to be rated, standing protagonist 16, winner protagonist");
    const es = runReplay(fixture("character-yields.jsonl"), "es", false).output;
    expect(es).toContain("línea 7  ana (Lía) tira → el antagonista decide: se opone o se rinde, resultado en pie protagonista 16");
    expect(es).toContain("línea 5  ana (Lía) abre escena → el antagonista se presenta y los llamados responden");
    for (const output of [en, es]) {
      for (const name of ["a_decide", "p_decide", "p_roll", "idle", "calls", "name-rater", "rate-finale"]) expect(output).not.toMatch(new RegExp(`(^|\\s)${name}(\\s|,|$)`, "m"));
    }
    // An expected phase that does not hold is named in words too.
    const wrong = fixture("character-yields.jsonl").replace('{"expect": {"phase": "a_decide"}}', '{"expect": {"phase": "rating"}}');
    expect(wrong).not.toBe(fixture("character-yields.jsonl"));
    expect(runReplay(wrong, "en", false).output).toContain("phase: expected the scene is to be rated, got the antagonist decides: oppose or yield");
    expect(runReplay(wrong, "es", false).output).toContain("fase: se esperaba toca calificar la escena, hay el antagonista decide: se opone o se rinde");
  });

  it("runs from a file through the dispatcher and prints JSON with --json", async () => {
    const io = fakeIo({ env: { GF_LANG: "en" } });
    expect(await dispatch(["scene", "replay", join(DIR, "two-retries-allies.jsonl"), "--json"], io, commands)).toBe(0);
    const json = JSON.parse(io.stdout.join("\n"));
    expect([json.ok, json.failure, json.checks.length]).toEqual([true, null, 4]);
  });
});

// Replay logs: GenreFuzzion's replay gains the same strictness as the other games'.
describe("gf genrefuzzion replay: strict lines, expected refusals", () => {
  const [head, open] = fixture("character-yields.jsonl").split("\n").filter((l) => l.startsWith("{"));
  it("GF-RET-4: an unknown key names the line and the accepted keys; a refused action is a line of its own", async () => {
    const typo = JSON.stringify({ ...JSON.parse(open!), alies: ["Cata"] });
    expect(() => runReplay(`${head}\n${typo}`, "en", false)).toThrow(/^line 2: unknown key "alies" \(in open\); the accepted keys are: type, player, character, title/);
    const refused = JSON.stringify({ refused: { ...JSON.parse(open!), player: "beto" }, code: "scene.no-character", rule: "GF-RET-4" });
    const r = runReplay(`${head}\n${refused}\n${open}\n{"expect": {"phase": "calls", "next": null}}`, "en", false);
    expect(r.output).toContain("line 2  ✓ refused as expected");
    expect(r.exitCode).toBe(0);
  });
});
