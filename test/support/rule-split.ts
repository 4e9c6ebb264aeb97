// A game's rule IDs, split in test/games/<id>/rule-ids.json into mechanical rules and the rest (and, for
// some games, the tool's own choices <PREFIX>-TOOL-nn, which must be asserted too); coverage itself is
// counted from the rule IDs the game's tests assert (test/support/rule-coverage-reporter.mjs), not from
// citations in the code, which a comment satisfies. These checks hold the split to the rules text's
// IDs (rule-text.json, taken by test/games/rule-text.mjs from the English digest, the rules text itself
// not being in the repository) and every error code the game's code names to its words in both
// languages. Each game's coverage.test.ts calls them with its own catalogue, and adds its own checks.
import { describe, expect, it } from "@jest/globals";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

export interface RuleSplit {
  /** The game's folder under src/games and test/games. */
  readonly id: string;
  /** As the suite's title names it ("Tricube rule coverage"). */
  readonly name: string;
  /** Its error codes' first word ("tt" for "tt.roll.once"). */
  readonly codePrefix: string;
  /** Every message catalogue of the game: rules, markup, sheets, thread flow… */
  readonly catalogue: Readonly<Record<string, { readonly es: string; readonly en: string }>>;
  /** Codes the game builds from parts rather than writes whole ("fa.role-cannot." + role). */
  readonly builtCodes?: readonly string[];
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith(".ts") ? [readFileSync(join(dir, e.name), "utf8")] : []);
}

export function ruleSplitTests(game: RuleSplit): void {
  const ruleText = JSON.parse(readFileSync(resolve(`test/games/${game.id}/rule-text.json`), "utf8")) as { rules: Record<string, { line: number; text: string }> };
  const ids = JSON.parse(readFileSync(resolve(`test/games/${game.id}/rule-ids.json`), "utf8")) as { mechanical: string[]; notMechanical: Record<string, string> };

  describe(`${game.name} rule coverage`, () => {
    it("the split has no ID twice and no ID on both sides", () => {
      expect(new Set(ids.mechanical).size).toBe(ids.mechanical.length);
      expect(ids.mechanical.filter((id) => Object.hasOwn(ids.notMechanical, id))).toEqual([]);
    });

    it("the two lists hold the rules text's IDs exactly", () => {
      const defined = new Set(Object.keys(ruleText.rules));
      const listed = new Set([...ids.mechanical, ...Object.keys(ids.notMechanical)]);
      expect([...defined].filter((id) => !listed.has(id)).sort()).toEqual([]);
      expect([...listed].filter((id) => !defined.has(id)).sort()).toEqual([]);
    });

    it("every error code the game's code can return has its message in Spanish and English", () => {
      const code = sources(resolve(`src/games/${game.id}`)).join("\n");
      const pattern = new RegExp(`"(${game.codePrefix}\\.[a-z0-9-]+(?:\\.[a-z0-9-]+)*)"`, "g");
      const codes = new Set([...[...code.matchAll(pattern)].map((m) => m[1]!), ...(game.builtCodes ?? [])]);
      expect([...codes].filter((c) => !Object.hasOwn(game.catalogue, c))).toEqual([]);
      for (const [c, m] of Object.entries(game.catalogue)) expect(`${c}: ${m.es.length > 0 && m.en.length > 0 && m.es !== m.en}`).toBe(`${c}: true`);
    });
  });
}
