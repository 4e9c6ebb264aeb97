// docs/games/facetas.md is the Facetas grammar; its examples are these tests. A ```fa fence parses
// without errors (or with the error its info string names), and a ```json fence right after it is a
// subset of the node it must produce. Every node is also checked against its zod schema.
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { docExamples } from "../../support/doc-examples.js";
import { facetasMarkup, facetasMarkupMessage, facetasMarkupMessages, facetasNode, zodCheck, type ParsedFacetasBlock } from "../../../src/games/facetas/markup/index.js";
import { parseGamePost } from "../../../src/markup/parse-post.js";

const all = docExamples(readFileSync("docs/games/facetas.md", "utf8"), "fa");
const parse = (raw: string) => parseGamePost(raw, [facetasMarkup(zodCheck)]).map((b) => b.parsed as ParsedFacetasBlock);

describe("docs/games/facetas.md examples", () => {
  it("has examples of every block, valid and invalid", () => {
    expect([...new Set(all.map((e) => parse(e.source)[0]?.block))].sort()).toEqual(["conflict", "loot", "sheet", "table", "turn"]);
    expect(all.filter((e) => e.error).length).toBeGreaterThanOrEqual(9);
  });

  for (const example of all) {
    it(`line ${example.line}: ${example.source.split("\n")[0]}${example.error ? ` → ${example.error}` : ""}`, () => {
      const blocks = parse(example.source);
      expect(blocks).toHaveLength(1);
      const block = blocks[0]!;
      if (example.error) {
        expect(block.errors.map((e) => e.code)).toContain(example.error);
        for (const e of block.errors) {
          expect(Object.hasOwn(facetasMarkupMessages, e.code)).toBe(true);
          for (const lang of ["es", "en"] as const) expect(facetasMarkupMessage(e, lang)).not.toMatch(/\{\w+\}/);
        }
      } else {
        expect(block.errors).toEqual([]);
        expect(facetasNode.safeParse(block.node).success).toBe(true);
        if (example.expected) expect(block.node).toMatchObject(example.expected as object);
      }
    });
  }
});
