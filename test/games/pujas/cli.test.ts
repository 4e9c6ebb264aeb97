// `gf pujas eval` and `gf pujas replay`, called in-process through the dispatcher.
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { gf } from "../../support/gf.js";

const FIXTURE = "test/fixtures/pujas/two-scenes.jsonl";

describe("gf pujas eval", () => {
  it("PJ-CPX-5, PJ-CPX-7: [1, 5, 6] against [2, 9, 9, 10]: 2 successes to 1, the Complication wins 6 coins, the opposition 4", async () => {
    const r = await gf(["pujas", "eval", "1 5 6", "--against", "2 9 9 10", "--lang", "en"]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^successes \(1–5\) +2 – 1$/m);
    expect(r.out).toMatch(/^winner +Complication$/m);
    expect(r.out).toMatch(/^prize coins +Complication 6, opposition 4$/m);
  });

  it("PJ-CPX-6: a tie gives the side with the higher successful faces an Advantage die; equal sums reroll as they are", async () => {
    expect(JSON.parse((await gf(["pujas", "eval", "[2, 7, 9]", "--against", "4 8 10", "--json"])).out))
      .toMatchObject({ winner: null, advantage: "opposing", successes: { complication: 1, opposing: 1 }, prize: null });
    expect((await gf(["pujas", "eval", "3 7", "--against", "3 8", "--lang", "es"])).out).toContain("sin dado de Ventaja");
  });

  it("refuses what is not a d10 roll, and a missing opposition, in Spanish and English", async () => {
    const bad = await gf(["pujas", "eval", "1 11", "--against", "2", "--lang", "es"]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("no es una tirada de d10");
    expect((await gf(["pujas", "eval", "1 2", "--lang", "en"])).err).toContain("--against is missing");
  });
});

describe("gf pujas replay", () => {
  it("replays two scenes: every coin moved with its rule, every expectation holds, the books balance", async () => {
    const r = await gf(["pujas", "replay", FIXTURE, "--lang", "en"]);
    expect(r.code).toBe(0);
    expect(r.out).not.toContain("FAIL");
    expect(r.out).toContain("PJ-BID-4  carla: tie at 3 between carla, ana: carla sits nearest the left of ana");
    expect(r.out).toContain("6 bank → ana (prize)  PJ-CPX-7");
    expect(r.out).toContain("5 bank → bruno  PJ-END-2  Recovery");
    expect(r.out).toContain("the books balance: 86 held + -11 to the Bank = 75 to start");
  });

  it("reads standard input and speaks Spanish; --json gives the state at the start and the end, and what each step changed", async () => {
    const text = readFileSync(FIXTURE, "utf8");
    const es = await gf(["pujas", "replay", "-", "--lang", "es"], text);
    expect(es.out).toContain("las cuentas cuadran");
    const json = JSON.parse((await gf(["pujas", "replay", FIXTURE, "--json"])).out);
    expect(json.ok).toBe(true);
    expect(json.final.purses).toEqual({ ana: 25, bruno: 32, carla: 29 });
    expect(json.initial.purses).toEqual({ ana: 25, bruno: 25, carla: 25 });
    // Each step says only what it changed: ana's Tenet is paid to the Bank, added, and the lap passes on.
    expect(Object.keys(json.steps[0].changed).sort()).toEqual(["bank", "phase.taken", "phase.turn", "purses.ana", "tenets"]);
  });

  it("exit 1 when an expectation fails, 2 when a line is not legal, with the line and the rule", async () => {
    const text = readFileSync(FIXTURE, "utf8");
    const wrong = await gf(["pujas", "replay", "-", "--lang", "en"], text.replace('"bank": -11', '"bank": -12'));
    expect(wrong.code).toBe(1);
    expect(wrong.out).toContain("expected bank = -12, got -11");
    const illegal = await gf(["pujas", "replay", "-", "--lang", "es"], text.replace('{"type": "end-turn", "by": "bruno"}', '{"type": "end-turn", "by": "carla"}'));
    expect(illegal.code).toBe(2);
    expect(illegal.err).toMatch(/línea 19: no es el turno de carla: le toca a bruno \(PJ-TURN-4\)$/);
  });
});

// Replay logs: every line read strictly; a refusal stated and passed; more of the state expected.
describe("gf pujas replay: strict lines, expected refusals, full expect", () => {
  const head = readFileSync(FIXTURE, "utf8").split("\n").filter((l) => l.startsWith("{\"setup\""))[0]!;
  it("PJ-TENET-1: an unknown key names the line and the accepted keys; a refused turn is a line of its own", async () => {
    const typo = await gf(["pujas", "replay", "-", "--lang", "en"], `${head}\n{"type": "tenet", "by": "ana", "kind": "social", "text": "x", "cost": 1}`);
    expect([typo.code, typo.err]).toEqual([2, "gf pujas replay: line 2: unknown key \"cost\" (in tenet); the accepted keys are: type, by, kind, text, modifies"]);
    const log = [head, '{"refused": {"type": "pass", "by": "carla"}, "code": "pj.not-your-turn", "rule": "PJ-TENET-1"}',
      '{"type": "tenet", "by": "ana", "kind": "social", "text": "lines and veils"}', '{"type": "tenet", "by": "bruno", "kind": "story", "text": "no dragons"}',
      '{"expect": {"phase": "tenets", "tenets": ["no dragons", "lines and veils"], "scene": null, "faded": [], "rules": ["PJ-TENET-1"], "purses": {"ana": 24, "bruno": 24, "carla": 25}}}'].join("\n");
    const ok = await gf(["pujas", "replay", "-", "--lang", "en"], log);
    expect(ok.out).toContain("line 2  ✓ refused as expected");
    expect([ok.code, ok.err]).toEqual([0, ""]);
  });
});

describe("gf pujas eval with several pools", () => {
  it("PJ-CPX-6: on a tie the Advantage die goes to one pool, the highest sum of its own successes on the higher side", async () => {
    const r = await gf(["pujas", "eval", "ana: 1 5 6", "--against", "bruno: 3 9", "--against", "carla: 4 10", "--lang", "en"]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^winner +tie: carla gains the Advantage die and everyone rolls again$/m);
    const json = JSON.parse((await gf(["pujas", "eval", "1 5 6", "--against", "3 9", "--against", "4 10", "--json"])).out);
    expect(json).toMatchObject({ successes: { complication: 2, opposing: 2 }, sums: { complication: 6, opposing: 7 }, winner: null, advantage: "opposition 2", prize: null });
  });

  it("PJ-CPX-7: with a winner, a prize per pool: a winning pool's successful faces, a losing one 1 coin per die", async () => {
    const json = JSON.parse((await gf(["pujas", "eval", "ana: 1 5 6", "--with", "dani: 2", "--against", "bruno: 9", "--against", "carla: 3 10", "--json"])).out);
    expect(json).toMatchObject({ winner: "complication", prize: { ana: 6, dani: 2, bruno: 1, carla: 2 } });
    const es = await gf(["pujas", "eval", "ana: 1 5 6", "--against", "bruno: 9", "--against", "carla: 3 10", "--lang", "es"]);
    expect(es.out).toMatch(/^monedas de premio +ana 6, bruno 1, carla 2$/m);
  });
});
