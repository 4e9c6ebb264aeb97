// docs/games/pujas.md is the Pujas grammar; its examples are these tests. A ```pj fence parses
// without errors (or with the error its info string names), and a ```json fence right after it is a
// subset of the node it must produce. Every node is also checked against its zod schema.
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { docExamples } from "../../support/doc-examples.js";
import { markupMessage, parsePujasPost, pujasMarkupMessages, pujasNode } from "../../../src/games/pujas/markup/index.js";

const all = docExamples(readFileSync("docs/games/pujas.md", "utf8"), "pj");

describe("docs/games/pujas.md examples", () => {
  it("has examples of every block, valid and invalid", () => {
    expect([...new Set(all.map((e) => parsePujasPost(e.source)[0]?.block))].sort()).toEqual(["bid", "ledger", "table", "turn"]);
    expect(all.filter((e) => e.error).length).toBeGreaterThanOrEqual(10);
  });

  for (const example of all) {
    it(`line ${example.line}: ${example.source.split("\n")[0]}${example.error ? ` → ${example.error}` : ""}`, () => {
      const blocks = parsePujasPost(example.source);
      expect(blocks).toHaveLength(1);
      const block = blocks[0]!;
      if (example.error) {
        expect(block.errors.map((e) => e.code)).toContain(example.error);
        for (const e of block.errors) {
          expect(Object.hasOwn(pujasMarkupMessages, e.code)).toBe(true);
          for (const lang of ["es", "en"] as const) expect(markupMessage(e, lang)).not.toMatch(/\{\w+\}/);
        }
      } else {
        expect(block.errors).toEqual([]);
        expect(pujasNode.safeParse(block.node).success).toBe(true);
        if (example.expected) expect(block.node).toMatchObject(example.expected as object);
      }
    });
  }
});
