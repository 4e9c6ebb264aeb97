// Pujas' rule IDs, split in rule-ids.json; coverage itself is counted from the rule IDs these tests
// assert (test/support/rule-coverage-reporter.mjs), not from citations in the code, which a comment
// satisfies; the tool's own choices (PJ-TOOL-nn) must be asserted too. This file checks the split
// against the rules text's IDs (rule-text.json) and that every error code has its message in both
// languages.
import { describe, expect, it } from "@jest/globals";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pujasMessages } from "../../../src/games/pujas/rules/index.js";
import { sealedBidMessages } from "../../../src/games/pujas/bids/index.js";
import { pujasMarkupMessages } from "../../../src/games/pujas/markup/index.js";
import { flowMessages } from "../../../src/games/pujas/flow/index.js";

const ruleText = JSON.parse(readFileSync(resolve("test/games/pujas/rule-text.json"), "utf8")) as { rules: Record<string, { line: number; text: string }> };
const ids = JSON.parse(readFileSync(resolve("test/games/pujas/rule-ids.json"), "utf8")) as
  { mechanical: string[]; notMechanical: Record<string, string>; tool: Record<string, string> };

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith(".ts") ? [readFileSync(join(dir, e.name), "utf8")] : []);
}
const code = sources(resolve("src/games/pujas")).join("\n");

describe("Pujas rule coverage", () => {
  it("the split has no ID twice and no ID on both sides", () => {
    expect(new Set(ids.mechanical).size).toBe(ids.mechanical.length);
    expect(ids.mechanical.filter((id) => Object.hasOwn(ids.notMechanical, id))).toEqual([]);
  });

  // The rule IDs the English digest defines, as test/games/rule-text.mjs took them from it (the rules text
  // itself is not in the repository).
  it("the two lists hold the rules text's IDs exactly", () => {
    const defined = new Set(Object.keys(ruleText.rules));
    const listed = new Set([...ids.mechanical, ...Object.keys(ids.notMechanical)]);
    expect([...defined].filter((id) => !listed.has(id)).sort()).toEqual([]);
    expect([...listed].filter((id) => !defined.has(id)).sort()).toEqual([]);
  });


  it("every error code the rules, the sealed bids, the markup and the thread flow can return has its message in Spanish and English", () => {
    const codes = new Set([...code.matchAll(/"(pj\.[a-z0-9-]+(?:\.[a-z0-9-]+)*)"/g)].map((m) => m[1]!));
    const catalogue: Record<string, { es: string; en: string }> = { ...pujasMessages, ...sealedBidMessages, ...pujasMarkupMessages, ...flowMessages };
    expect([...codes].filter((c) => !Object.hasOwn(catalogue, c))).toEqual([]);
    for (const [c, m] of Object.entries(catalogue)) expect(`${c}: ${m.es.length > 0 && m.en.length > 0 && m.es !== m.en}`).toBe(`${c}: true`);
  });
});
