// docs/markup.md is the grammar; its examples are these tests. A ```gf fence parses without
// errors (or with the error its info string names), and a ```json fence right after it is a subset
// of the node it must produce. Every node is also checked against its zod schema.
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { blockNode, parsePost } from "../../src/markup/index.js";

interface Example { line: number; source: string; error?: string; expected?: unknown }

function examples(doc: string): Example[] {
  const lines = doc.split("\n");
  const found: Example[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = /^```gf(?:\s+error=(\S+))?\s*$/.exec(lines[i]!);
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

const doc = readFileSync("docs/markup.md", "utf8");
const all = examples(doc);

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
