// The rulebook's worked example, replayed turn by turn to its stated loot: with the default settings
// (the two illegal or unclear plays made legal, as the ambiguity index recommends) and exactly as
// printed (with the settings that let it stand).
import { describe, expect, test } from "@jest/globals";
import { replay } from "../../../src/games/facetas/rules/index.js";
import { fixture } from "./helpers.js";

const rulesIn = (r: ReturnType<typeof replay>) => r.steps.flatMap((s) => s.entries.map((e) => e.rule));

describe("the worked example (Mark against Marlene)", () => {
  test("FA-LOOT-1 FA-LOOT-4 FA-LOOT-5 FA-LOOT-8 with the defaults: Mark I=4, I=4; the Adversary I=2, I=2 and 4 PH; the Ally 4 PH; the World 3 reductions", () => {
    const r = replay(fixture("mark-and-marlene"));
    expect(r.failure).toBeNull();
    expect(r.checks.length).toBeGreaterThan(10);
    expect(r.checks.filter((c) => c.mismatches.length)).toEqual([]);
    const loot = r.steps.flatMap((s) => s.entries).filter((e) => e.rule.startsWith("FA-LOOT"));
    expect(loot).toContainEqual(expect.objectContaining({ rule: "FA-LOOT-4", what: expect.stringContaining("= 4 PH") }));
    expect(loot).toContainEqual(expect.objectContaining({ rule: "FA-LOOT-5", what: expect.stringContaining("4 PH") }));
    expect(loot).toContainEqual(expect.objectContaining({ rule: "FA-LOOT-1", what: expect.stringContaining("gains I=4, I=4; the adversary gains I=2, I=2") }));
    expect(rulesIn(r)).toEqual(expect.arrayContaining(["FA-COST-1", "FA-PH-1", "FA-BREAK-1", "FA-ALLY-1", "FA-WORLD-1", "FA-END-1", "FA-LOOT-8", "FA-CONF-2", "FA-RECAP-1"]));
    const recap = r.steps.at(-1)!.entries.find((e) => e.rule === "FA-RECAP-1")!;
    expect(recap.what).toContain("Buick Invicta del 61, oxidado 1 → 2");
    expect(recap.what).toContain("Sin pegar ojo 4 → 5");
  });

  test("FA-AMB-09 FA-AMB-11 FA-AMB-02 as printed: 'Sin blanca' (1) rerolls the 3 only with the level check waived, and the Adversary's tally is 6 PH", () => {
    const r = replay(fixture("mark-and-marlene-as-printed"));
    expect(r.failure).toBeNull();
    expect(r.checks.filter((c) => c.mismatches.length)).toEqual([]);
    expect(rulesIn(r)).toEqual(expect.arrayContaining(["FA-AMB-09", "FA-AMB-11"]));
    expect(r.steps.flatMap((s) => s.entries)).toContainEqual(expect.objectContaining({ rule: "FA-LOOT-4", what: expect.stringContaining("= 6 PH") }));
  });

  test("FA-AMB-11 FA-ROLL-2 the printed step 2b is refused with the default settings", () => {
    const records = fixture("mark-and-marlene-as-printed");
    const setup = records[0] as { setup: { settings: Record<string, unknown> } };
    const strict = [{ setup: { ...setup.setup, settings: { phRollNeedsFacet: false } } }, ...records.slice(1)];
    const r = replay(strict);
    expect(r.failure?.error).toEqual({ code: "fa.roll.level", rule: "FA-ROLL-2", params: { facet: "Sin blanca", level: 1, value: 3 } });
  });
});
