// `gf tricube eval` and `gf tricube replay`, called in-process through the dispatcher.
import { describe, expect, it } from "@jest/globals";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { commands } from "../../../src/cli/commands/index.js";
import { runReplay } from "../../../src/cli/commands/game-commands.js";
import { tricubeReplay } from "../../../src/games/tricube/cli/replay.js";
import { gf } from "../../support/gf.js";

const DIR = "test/fixtures/tricube";

describe("gf tricube eval", () => {
  it("TT-OUT-1: T3, [6, 6, 2] at 5 against two skeletons: two dice meet it, an exceptional success, both tokens gone", async () => {
    const r = await gf(["tricube", "eval", "6 6 2", "--effort", "2", "--lang", "en"]);
    expect(r.code).toBe(0);
    expect(r.out.split("\n")).toEqual([
      "dice             [6, 6, 2]",
      "difficulty       5",
      "dice meeting it  2",
      "outcome          exceptional success",
      "effort tokens    2 removed, 0 left",
    ]);
  });

  it("TT-KAR-3: T1 in Spanish, [3, 4] at 5 with Karma after the roll is a success at 4", async () => {
    const r = await gf(["tricube", "eval", "[3,", "4]", "--karma", "--lang", "es"]);
    expect(r.out).toMatch(/^dificultad +4 = 5 −1$/m);
    expect(r.out).toContain("éxito normal");
  });

  it("TT-OUT-4: all 1s is a critical failure with its complication, whatever the difficulty; the dice core's notation reads too", async () => {
    const r = await gf(["tricube", "eval", "d6:1 d6:1", "--difficulty", "4", "--modifier=-3", "--json"]);
    expect(JSON.parse(r.out)).toEqual({ faces: [1, 1], difficulty: 1, hits: 2, outcome: "critical" });
    expect((await gf(["tricube", "eval", "1", "--lang", "en"])).out).toContain("critical failure (with an especially interesting complication)");
  });

  it("TT-QRK-1, TT-AMB-03: a quirk raises it by 1, and --beat reads the odd sentence's 'greater than'", async () => {
    expect(JSON.parse((await gf(["tricube", "eval", "5 3 2", "--quirk", "--json"])).out)).toMatchObject({ difficulty: 6, outcome: "failure" });
    expect(JSON.parse((await gf(["tricube", "eval", "5 3 2", "--beat", "--json"])).out)).toMatchObject({ difficulty: 5, outcome: "failure" });
  });

  it("TT-SETUP-3, TT-CHAL-1: refuses other dice, more than three, and a difficulty the GM cannot set, in both languages", async () => {
    const seven = await gf(["tricube", "eval", "7 2", "--lang", "en"]);
    expect([seven.code, seven.err]).toEqual([2, "gf tricube eval: Tricube is played with d6: \"7\" will not do (TT-SETUP-3)"]);
    expect((await gf(["tricube", "eval", "d8:3", "--lang", "es"])).err).toMatch(/^gf tricube eval: .*d8/);
    expect((await gf(["tricube", "eval", "1 2 3 4", "--lang", "es"])).err).toBe("gf tricube eval: Tricube tira de 1 a 3 dados, no 4");
    expect((await gf(["tricube", "eval", "3", "--difficulty", "7", "--lang", "en"])).err).toBe("gf tricube eval: --difficulty must be a whole number from 4 to 6, not \"7\"");
  });
});

describe("gf tricube replay", () => {
  it.each(readdirSync(DIR).filter((f) => f.endsWith(".jsonl")))("TT-EFF-2: %s replays with every expectation holding", (name) => {
    const { output, exitCode } = runReplay(tricubeReplay, readFileSync(join(DIR, name), "utf8"), "en", false);
    expect(output).not.toMatch(/✗/);
    expect(output).toMatch(/✓ expectations hold/);
    expect(exitCode).toBe(0);
  });

  it("TT-KAR-3: the opening example, line by line, with each change's rule", async () => {
    const r = await gf(["tricube", "replay", join(DIR, "gate-and-skeletons.jsonl"), "--lang", "en"]);
    expect(r.code).toBe(0);
    const lines = r.out.split("\n");
    expect(lines).toContain("    [3, 4] vs 5");
    expect(lines).toContain("    Maga −1 karma  TT-KAR-2  perk: Piromancia");
    expect(lines).toContain("    Maga −1 difficulty  TT-KAR-3  after the roll: Piromancia");
    expect(lines).toContain("    Maga −2 effort  TT-EFF-2  2 of 2 tokens removed");
    expect(lines.slice(-2)).toEqual(["at the end (session 1):", "    Maga           Karma 2/3  Resolve 3/3"]);
  });

  it("TT-OPP-1: an opposed roll prints no 'vs 5' before the opponent rolls, then each side against the other's top die; an outcome's matching dice are no gain", async () => {
    const r = await gf(["tricube", "replay", join(DIR, "opposed.jsonl"), "--lang", "en"]);
    expect(r.code).toBe(0);
    const lines = r.out.split("\n");
    expect(lines).toContain("    [4, 4, 4] (no difficulty until the opponent rolls: their top die, TT-OPP-1)");
    expect(lines.filter((l) => l.includes("vs 5"))).toEqual(["    Enano: [4, 4, 4] vs 5"]); // Elfa's top die, not the GM's base
    expect(lines).toContain("    [5, 2, 1] vs 4");
    expect(lines).toContain("    Enano: [4, 4, 4] vs 5");
    expect(lines).toContain("    Elfa outcome  TT-OPP-1  success (1 die meets the difficulty)");
    expect(lines).toContain("    Enano outcome  TT-OPP-1  failure");
  });

  it("TT-DEF-1: a defeat through a critical failure, from stdin, as JSON", async () => {
    const r = await gf(["tricube", "replay", "-", "--json"], readFileSync(join(DIR, "defeat.jsonl"), "utf8"));
    const json = JSON.parse(r.out);
    expect(json.ok).toBe(true);
    const costed = json.steps.find((s: { action: { type: string } }) => s.action.type === "cost");
    expect(costed.entries.map((e: { rule: string }) => e.rule)).toEqual(["TT-OUT-4", "TT-OUT-4", "TT-DEF-1", "TT-DEF-2"]);
  });

  it("TT-SETUP-2: an illegal line stops the replay with its message and line (exit 2); a failed expectation exits 1", async () => {
    const log = readFileSync(join(DIR, "gate-and-skeletons.jsonl"), "utf8").split("\n");
    const bad = log.map((l) => l.replace('"by": "ana", "challenge": "gate"', '"by": "bruno", "challenge": "gate"')).join("\n");
    const r = await gf(["tricube", "replay", "-", "--lang", "es"], bad);
    expect([r.code, r.err]).toEqual([2, "gf tricube replay: línea 4: bruno no lleva a Maga (TT-SETUP-2)"]);
    const wrong = log.map((l) => l.replace('{"karma": 2}', '{"karma": 3}')).join("\n");
    const w = await gf(["tricube", "replay", "-", "--lang", "en"], wrong);
    expect(w.code).toBe(1);
    expect(w.out).toContain("expected Maga.karma = 3, got 2");
    expect((await gf(["tricube", "replay", "-", "--lang", "en"], '{"type": "session", "by": "dj"}')).err).toBe("gf tricube replay: line 1: the log's first line is the setup: {\"setup\": …}");
    expect((await gf(["tricube", "replay", "nowhere.jsonl", "--lang", "en"])).err).toBe("gf tricube replay: cannot read nowhere.jsonl");
  });

  it("the commands sit beside GenreFuzzion's, which are unchanged", async () => {
    const help = (await gf(["--help", "--lang", "en"])).out;
    expect(help).toMatch(/ {2}tricube eval +Tricube Tales: read dice/);
    expect(help).toMatch(/ {2}tricube replay +Tricube Tales: replay a session log/);
    expect(help).toMatch(/ {2}eval +evaluate dice already rolled/);
    expect((await gf(["tricube", "--lang", "en"])).err).toContain("gf tricube eval, gf tricube replay");
  });
});
