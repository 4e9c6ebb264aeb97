// docs/markup.md is the grammar; its examples are these tests. A ```gf fence parses without
// errors (or with the error its info string names), and a ```json fence right after it is a subset
// of the node it must produce. Every node is also checked against its zod schema.
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { docExamples } from "../../../support/doc-examples.js";
import { blockNode, parsePost } from "../../../../src/games/genrefuzzion/markup/index.js";


const doc = readFileSync("docs/markup.md", "utf8");
const all = docExamples(doc, "gf");

describe("docs/markup.md examples", () => {
  it("has examples of every block, valid and invalid", () => {
    const blocks = new Set(all.map((e) => /^\[gf-(\w+)/.exec(e.source)?.[1]));
    for (const b of ["pool", "scene", "roll", "action", "interval", "sheet"]) {
      expect([...blocks].some((x) => x === b || (b === "sheet" && x === "ficha"))).toBe(true);
    }
    expect(all.filter((e) => e.error).length).toBeGreaterThanOrEqual(8);
  });

  for (const example of all) {
    const title = `line ${example.line}: ${example.source.split("\n")[0]}${example.error ? ` → ${example.error}` : ""}`;
    it(title, () => {
      const blocks = parsePost(example.source);
      expect(blocks).toHaveLength(1);
      const block = blocks[0]!;
      expect(blocknodeOk(block.node)).toBe(true);
      if (example.error) {
        expect(block.errors.map((e) => e.code)).toContain(example.error);
      } else {
        expect(block.errors).toEqual([]);
        if (example.expected) expect(block.node).toMatchObject(example.expected as object);
      }
    });
  }
});

function blocknodeOk(node: unknown): boolean {
  const r = blockNode.safeParse(node);
  if (!r.success) console.error(JSON.stringify(r.error.issues, null, 1));
  return r.success;
}
