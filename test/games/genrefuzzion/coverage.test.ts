// The GenreFuzzion rule IDs, split in rule-ids.json into mechanical rules and rules about people,
// fiction or forum etiquette. Coverage itself is counted from the rule IDs the rule tests assert
// (test/support/record-asserted-rules.ts records them, test/support/rule-coverage-reporter.mjs
// fails a run of the rule tests that leaves a mechanical ID unasserted); this file checks the split
// and the recording.
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { ruleIdsIn } from "../../support/rule-ids-in.js";
import { checksRule } from "./helpers.js";

const ruleIds = JSON.parse(readFileSync(resolve("test/games/genrefuzzion/rule-ids.json"), "utf8")) as { mechanical: string[]; notMechanical: Record<string, string> };
const ruleText = JSON.parse(readFileSync(resolve("test/games/genrefuzzion/rule-text.json"), "utf8")) as { rules: Record<string, { line: number; text: string }> };
const MECHANICAL: readonly string[] = ruleIds.mechanical;
const NOT_MECHANICAL: Readonly<Record<string, string>> = ruleIds.notMechanical;

describe("rule coverage", () => {
  it("the split has no ID twice and no ID on both sides", () => {
    expect(new Set(MECHANICAL).size).toBe(MECHANICAL.length);
    expect(MECHANICAL.filter((id) => Object.hasOwn(NOT_MECHANICAL, id))).toEqual([]);
  });

  it("an asserted value's rule IDs are found wherever they sit, and an asserted absence is not one", () => {
    // IDs of no rule (GF-ZZ-…), so that this test's own expected values count for no real rule.
    const found = ruleIdsIn([{ code: "x", rule: "GF-ZZ-1" }, new Map([["a", { nested: ["GF-ZZ-2"] }]]), "GF-ZZ-10", "roll GF-ZZ-3", expect.objectContaining({ rule: "GF-ZZ-4" }),
      expect.not.objectContaining({ rule: "GF-ZZ-5" })], new Set());
    expect([...found].sort()).toEqual(["GF-ZZ-1", "GF-ZZ-10", "GF-ZZ-2", "GF-ZZ-4"]);
  });

  it("checksRule refuses a block that asserts nothing", () => {
    expect(() => checksRule(["GF-ZZ-6"], () => undefined)).toThrow("no assertion ran");
  });

  it("every rule the players' reference explains is on one of the two lists", () => {
    const explained = [...readFileSync(resolve("src/games/genrefuzzion/reference/en.md"), "utf8").matchAll(/^## (GF-[A-Z]+-\d+[a-z]?) ·/gm)].map((m) => m[1]!);
    expect(explained.length).toBeGreaterThan(150);
    const listed = new Set([...MECHANICAL, ...Object.keys(NOT_MECHANICAL)]);
    expect(explained.filter((id) => !listed.has(id.replace(/[a-z]$/, "")))).toEqual([]);
  });

  // The rule IDs the full English rules text defines, as test/games/rule-text.mjs took them from it
  // (the text itself is not in the repository).
  it("the two lists split the full rules text's IDs exactly", () => {
    const defined = new Set(Object.keys(ruleText.rules));
    const listed = new Set([...MECHANICAL, ...Object.keys(NOT_MECHANICAL)]);
    expect([...defined].filter((id) => !listed.has(id!)).sort()).toEqual([]);
    expect([...listed].filter((id) => !defined.has(id)).sort()).toEqual([]);
  });
});
