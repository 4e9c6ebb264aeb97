// docs/games/tricube.md is the Tricube grammar; its examples are these tests. A ```tt fence parses
// without errors (or with the error its info string names), and a ```json fence right after it is a
// subset of the node it must produce. Every node is also checked against its zod schema.
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { markupMessage, parseTricubePost, tricubeMarkupMessages, tricubeNode } from "../../../src/games/tricube/markup/index.js";

interface Example { line: number; source: string; error?: string; expected?: unknown }

function examples(doc: string): Example[] {
  const lines = doc.split("\n");
  const found: Example[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = /^```tt(?:\s+error=(\S+))?\s*$/.exec(lines[i]!);
    if (!m) continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && lines[end] !== "```") end++;
    const example: Example = { line: start, source: lines.slice(start, end).join("\n"), ...(m[1] ? { error: m[1] } : {}) };
    let next = end + 1;
    while (next < lines.length && lines[next]!.trim() === "") next++;
    if (lines[next] === "```json") {
      let close = next + 1;
      while (close < lines.length && lines[close] !== "```") close++;
      example.expected = JSON.parse(lines.slice(next + 1, close).join("\n"));
      i = close;
    } else {
      i = end;
    }
    found.push(example);
  }
  return found;
}

const all = examples(readFileSync("docs/games/tricube.md", "utf8"));

describe("docs/games/tricube.md examples", () => {
  it("has examples of every block, valid and invalid", () => {
    const blocks = new Set(all.map((e) => parseTricubePost(e.source)[0]?.block));
    expect([...blocks].sort()).toEqual(["challenge", "karma", "roll", "sheet"]);
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
