// `gf facetas eval` and `gf facetas replay`, called in-process through the dispatcher.
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { actionSchema } from "../../../src/games/facetas/rules/index.js";
import { gf } from "../../support/gf.js";

const FIXTURE = "test/fixtures/facetas/mark-and-marlene.jsonl";

describe("gf facetas eval", () => {
  it("FA-LOOT-1 FA-LOOT-4 FA-LOOT-5: the book's 6-6 against 2-2-2-2: I=4, I=4 to the Protagonist, I=2, I=2 to the Adversary, 4 PH (6 counting the loser's dice), the Ally 4", async () => {
    const r = await gf(["facetas", "eval", "6-6", "--against", "2-2-2-2", "--lang", "en"]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Protagonist's Inspirations +I=4, I=4$/m);
    expect(r.out).toMatch(/^Adversary's Inspirations +I=2, I=2$/m);
    expect(r.out).toMatch(/^the Adversary's PH \(FA-LOOT-4\) +1 \+ 3 \+ 0 = 4$/m);
    expect(r.out).toMatch(/^the Ally's PH \(FA-LOOT-5\) +4$/m);
    expect((await gf(["facetas", "eval", "6 6", "--against", "2 2 2 2", "--adversary-ph", "loser-dice", "--lang", "es"])).out).toMatch(/^PH del Adversario \(FA-LOOT-4\) +3 \+ 3 \+ 0 = 6$/m);
  });

  it("FA-END-1 a tie plays another round; the winner's own pairing; the Adversary winning gets no PH lines", async () => {
    expect((await gf(["facetas", "eval", "5 3", "--against", "2 2 2 2", "--lang", "en"])).out).toContain("a tie: another round at no cost");
    const chosen = JSON.parse((await gf(["facetas", "eval", "6 1", "--against", "2 2", "--pairs", "2 1", "--json"])).out);
    expect(chosen).toMatchObject({ winner: "protagonist", pairs: [2, 1], inspirations: { protagonist: [4], adversary: [1] }, allyPh: 2 });
    const adv = JSON.parse((await gf(["facetas", "eval", "1", "--against", "5 2", "--json"])).out);
    expect(adv).toMatchObject({ winner: "adversary", pairs: [1, "-"], inspirations: { adversary: [4, 2], protagonist: [] }, adversaryPh: null, allyPh: null });
  });

  it("refuses what is not d6 faces, a missing --against and an illegal pairing, in Spanish and English", async () => {
    const bad = await gf(["facetas", "eval", "7 2", "--against", "1", "--lang", "es"]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("no son dados de d6");
    expect((await gf(["facetas", "eval", "1 2", "--lang", "en"])).err).toContain("--against is missing");
    expect((await gf(["facetas", "eval", "6 6", "--against", "2 2", "--pairs", "1 1", "--lang", "en"])).err).toContain("the loser's die 1 is used twice (FA-LOOT-1)");
  });
});

describe("gf facetas replay", () => {
  it("replays the book's conflict turn by turn to its loot, every expectation holding", async () => {
    const r = await gf(["facetas", "replay", FIXTURE, "--lang", "en"]);
    expect(r.code).toBe(0);
    expect(r.out).not.toContain("FAIL");
    expect(r.out).toContain("FA-BREAK-1  protagonist: Vida nocturna empapada en alcohol helps: protagonist die 1 4 breaks into 2 and 2   [2-2 — 1]");
    expect(r.out).toContain("FA-LOOT-5  ally: the Ally gains half of 8: 4 PH");
    expect(r.out).toContain("the conflict is over");
  });

  it("reads standard input and speaks Spanish; --json gives the state at the start and the end, and what each step changed", async () => {
    const text = readFileSync(FIXTURE, "utf8");
    expect((await gf(["facetas", "replay", "-", "--lang", "es"], text)).out).toContain("lo esperado se cumple");
    const json = JSON.parse((await gf(["facetas", "replay", FIXTURE, "--json"])).out);
    expect(json.ok).toBe(true);
    expect(json.final.adversary.ph).toBe(5);
    expect(json.initial.round).toBe(1);
    expect(json.steps.every((s: object) => !("state" in s))).toBe(true);
  });

  it("exit 1 when an expectation fails, 2 when a line is not legal, with the line and the rule", async () => {
    const text = readFileSync(FIXTURE, "utf8");
    const wrong = await gf(["facetas", "replay", "-", "--lang", "en"], text.replace('"adversary": 5', '"adversary": 6'));
    expect(wrong.code).toBe(1);
    expect(wrong.out).toContain("expected ph.adversary = 6, got 5");
    const illegal = await gf(["facetas", "replay", "-", "--lang", "es"], text.replace('"facet": "Los chicos de azul"', '"facet": "Sin blanca"'));
    expect(illegal.code).toBe(2);
    expect(illegal.err).toMatch(/línea \d+: «Sin blanca» tiene nivel 1, menor que el 3 del dado \(FA-ROLL-2\)/);
  });
});

// Replay logs: every line read strictly; a refusal stated and passed; more of the state expected.
describe("gf facetas replay: strict lines, expected refusals, full expect", () => {
  const head = readFileSync(FIXTURE, "utf8").split("\n").filter((l) => l.startsWith("{\"setup\""))[0]!;
  it("FA-SCENE-2: an unknown key names the line and the accepted keys; a refused turn is a line of its own", async () => {
    const typo = await gf(["facetas", "replay", "-", "--lang", "en"], `${head}\n{"type": "pass", "by": "ana", "side": "protagonist"}`);
    expect([typo.code, typo.err]).toEqual([2, "gf facetas replay: line 2: unknown key \"side\" (in pass); the accepted keys are: type, by"]);
    const ok = await gf(["facetas", "replay", "-", "--lang", "en"], `${head}\n{"refused": {"type": "pass", "by": "bruno"}, "code": "fa.not-your-turn", "rule": "FA-SCENE-2"}\n{"expect": {"turn": "protagonist", "world": {"supporting": null}, "freeRollUsed": false, "traits": {"protagonist": ["Vida nocturna empapada en alcohol", "Demonio al volante"]}}}`);
    expect(ok.out).toContain("line 2  ✓ refused as expected");
    expect(ok.code).toBe(0);
    const misspelt = await gf(["facetas", "replay", "-", "--lang", "en"], `${head}\n{"expect": {"wrold": {}}}`);
    expect(misspelt.err).toContain("line 2: unknown key \"wrold\" (in expect)");
  });
});

describe("an unmatched die is written '-' everywhere (FA-LOOT-1)", () => {
  it("FA-LOOT-1: --pairs \"2 -\" is read, 0 is refused saying how to write it; the JSON and a replay's pairing say '-'", async () => {
    const r = JSON.parse((await gf(["facetas", "eval", "6 5", "--against", "2", "--pairs", "1 -", "--json"])).out);
    expect(r).toMatchObject({ winner: "protagonist", pairs: [1, "-"] });
    const zero = await gf(["facetas", "eval", "6 5", "--against", "2", "--pairs", "1 0", "--lang", "en"]);
    expect([zero.code, zero.err]).toEqual([2, "gf facetas eval: --pairs gives, for each of the winner's dice, the loser's die (1 to 1) or - when unmatched, not \"1 0\""]);
    const three = await gf(["facetas", "eval", "6 5 4", "--against", "1 1", "--pairs", "1 2 -", "--lang", "en"]);
    expect(three.code).toBe(0);
    expect(three.out).toMatch(/^pairing +6−1, 5−1, 4 \(the one chosen\)$/m);
    expect(actionSchema.parse({ type: "pairing", by: "ana", pairs: [1, "-"] })).toMatchObject({ pairs: [1, null] });
  });
});

describe("gf facetas eval: the World's loot and the hindering Traits", () => {
  it("FA-LOOT-8: the World backed the loser holding 2-2-2-2: three Risk reductions (the book's L4)", async () => {
    const r = await gf(["facetas", "eval", "6 6", "--against", "2 2 2 2", "--world", "adversary", "--lang", "en"]);
    expect(r.out).toMatch(/^the World lowers Risk \(FA-LOOT-8\) +3$/m);
    expect(JSON.parse((await gf(["facetas", "eval", "6 6", "--against", "2 2 2 2", "--world", "adversary", "--json"])).out).world).toEqual({ rule: "FA-LOOT-8", reductions: 3 });
  });

  it("FA-LOOT-7 FA-LOOT-9: the World backed the winner: a copy of the winner's Inspirations; each hindering Trait pays 1 PH, whoever wins", async () => {
    const json = JSON.parse((await gf(["facetas", "eval", "6 6", "--against", "2 2 2 2", "--world", "protagonist", "--hindered", "2", "--json"])).out);
    expect(json.world).toEqual({ rule: "FA-LOOT-7", copy: json.inspirations.protagonist });
    expect(json.hinderPh).toBe(2);
    const lost = await gf(["facetas", "eval", "1", "--against", "5 2", "--hindered", "1", "--lang", "es"]);
    expect(lost.out).toMatch(/^PH del Protagonista por estorbar \(FA-LOOT-9\) +1$/m);
    expect((await gf(["facetas", "eval", "6 6", "--against", "2 2", "--world", "ally", "--lang", "en"])).err).toContain("--world takes protagonist, adversary, not \"ally\"");
  });
});
