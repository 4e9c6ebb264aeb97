// docs/games/tricube.md is the Tricube grammar; its examples are these tests. A ```tt fence parses
// without errors (or with the error its info string names), and a ```json fence right after it is a
// subset of the node it must produce. Every node is also checked against its zod schema.
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { docExamples } from "../../support/doc-examples.js";
import { markupMessage, parseTricubePost, tricubeMarkupMessages, tricubeNode } from "../../../src/games/tricube/markup/index.js";


const all = docExamples(readFileSync("docs/games/tricube.md", "utf8"), "tt");

describe("docs/games/tricube.md examples", () => {
  it("has examples of every block, valid and invalid", () => {
    const blocks = new Set(all.map((e) => parseTricubePost(e.source)[0]?.block));
    expect([...blocks].sort()).toEqual(["answer", "challenge", "gm", "karma", "roll", "sheet", "table"]);
    expect(all.filter((e) => e.error).length).toBeGreaterThanOrEqual(10);
  });

  for (const example of all) {
    it(`line ${example.line}: ${example.source.split("\n")[0]}${example.error ? ` → ${example.error}` : ""}`, () => {
      const blocks = parseTricubePost(example.source);
      expect(blocks).toHaveLength(1);
      const block = blocks[0]!;
      if (example.error) {
        expect(block.errors.map((e) => e.code)).toContain(example.error);
        for (const e of block.errors) {
          expect(Object.hasOwn(tricubeMarkupMessages, e.code)).toBe(true);
          for (const lang of ["es", "en"] as const) expect(markupMessage(e, lang)).not.toMatch(/\{\w+\}/);
        }
      } else {
        expect(block.errors).toEqual([]);
        expect(tricubeNode.safeParse(block.node).success).toBe(true);
        if (example.expected) expect(block.node).toMatchObject(example.expected as object);
      }
    });
  }
});
