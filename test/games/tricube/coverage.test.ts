// Tricube Tales' rule IDs, split in rule-ids.json into mechanical rules and the rest; coverage itself is
// counted from the rule IDs these tests assert (test/support/rule-coverage-reporter.mjs). This file
// checks the split, that every error code has its message in both languages, and that each of this
// tool's own defaults (TT-TOOL-nn) is cited in the code that applies it.
import { describe, expect, it } from "@jest/globals";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { tricubeMessages } from "../../../src/games/tricube/rules/index.js";
import { tricubeMarkupMessages } from "../../../src/games/tricube/markup/index.js";
import { tricubeFlowMessages } from "../../../src/games/tricube/flow/index.js";
import { tricubeSheetMessages } from "../../../src/games/tricube/sheet/index.js";

const ids = JSON.parse(readFileSync(resolve("test/games/tricube/rule-ids.json"), "utf8")) as
  { mechanical: string[]; notMechanical: Record<string, string>; tool: Record<string, string> };

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith(".ts") ? [readFileSync(join(dir, e.name), "utf8")] : []);
}
const code = sources(resolve("src/games/tricube")).join("\n");

describe("Tricube rule coverage", () => {
  it("the split has no ID twice and no ID on both sides", () => {
    expect(new Set(ids.mechanical).size).toBe(ids.mechanical.length);
    expect(ids.mechanical.filter((id) => Object.hasOwn(ids.notMechanical, id))).toEqual([]);
  });

  // The full rules text lives outside the repository; point TT_RULES_DIGEST at it to check the split.
  const digest = process.env["TT_RULES_DIGEST"];
  (digest && existsSync(digest) ? it : it.skip)("the two lists split the rules text's IDs exactly", () => {
    const text = readFileSync(digest!, "utf8");
    const defined = new Set([...text.matchAll(/\*\*(TT-[A-Z]+-\d+)\.\*\*|^\| (TT-[A-Z]+-\d+) \|/gm)].map((m) => m[1] ?? m[2]));
    const listed = new Set([...ids.mechanical, ...Object.keys(ids.notMechanical)]);
    expect([...defined].filter((id) => !listed.has(id!)).sort()).toEqual([]);
    expect([...listed].filter((id) => !defined.has(id)).sort()).toEqual([]);
  });

  it("every mechanical rule is cited in the rules' code", () => {
    const cited = ids.mechanical.filter((id) => code.includes(id));
    expect(ids.mechanical.filter((id) => !cited.includes(id)).sort()).toEqual([]);
  });

  it("each of this tool's defaults (TT-TOOL-nn) is cited where it applies", () => {
    for (const id of Object.keys(ids.tool)) expect(`${id} ${code.includes(id)}`).toBe(`${id} true`);
  });

  it("every error code the rules, the markup, the sheets and the thread flow can return has its message in Spanish and English", () => {
    const codes = new Set([...code.matchAll(/"(tt\.[a-z-]+(?:\.[a-z-]+)*)"/g)].map((m) => m[1]!));
    const catalogue = { ...tricubeMessages, ...tricubeMarkupMessages, ...tricubeFlowMessages, ...tricubeSheetMessages };
    const missing = [...codes].filter((c) => !Object.hasOwn(catalogue, c));
    expect(missing).toEqual([]);
    for (const [c, m] of Object.entries(catalogue)) {
      expect(`${c}: ${m.es.length > 0 && m.en.length > 0 && m.es !== m.en}`).toBe(`${c}: true`);
    }
  });
});
