// Each game's grammar page as tests (grammarDocTests): every grammar page is read (./doc-examples.ts)
// and checked the same way.
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { docExamples } from "./doc-examples.js";

/** What a grammar page's examples are checked with: the game's post parser, node schema and markup words. */
export interface GrammarDoc<B extends { readonly block: string; readonly node?: unknown; readonly errors: readonly MarkupMistake[] }> {
  /** The page, from the repository's root ("docs/games/pujas.md"), and its fences' language ("pj"). */
  readonly doc: string;
  readonly fence: string;
  parse(raw: string): readonly B[];
  readonly node: { safeParse(value: unknown): { readonly success: boolean } };
  readonly messages: Readonly<Record<string, unknown>>;
  message(error: B["errors"][number], lang: "es" | "en"): string;
  /** Every block the page must show, sorted, and how many examples of a mistake at least. */
  readonly blocks: readonly string[];
  readonly minErrors: number;
}

interface MarkupMistake { readonly code: string }

/**
 * The page's examples as tests: a fence parses to one block without errors (or with the error its info
 * string names, every error's words in es and en with each placeholder filled), and a ```json fence
 * right after it is a subset of the node it must produce, which its zod schema also accepts.
 */
export function grammarDocTests<B extends { readonly block: string; readonly node?: unknown; readonly errors: readonly MarkupMistake[] }>(g: GrammarDoc<B>): void {
  const all = docExamples(readFileSync(g.doc, "utf8"), g.fence);
  describe(`${g.doc} examples`, () => {
    it("has examples of every block, valid and invalid", () => {
      expect([...new Set(all.map((e) => g.parse(e.source)[0]?.block))].sort()).toEqual([...g.blocks]);
      expect(all.filter((e) => e.error).length).toBeGreaterThanOrEqual(g.minErrors);
    });

    for (const example of all) {
      it(`line ${example.line}: ${example.source.split("\n")[0]}${example.error ? ` → ${example.error}` : ""}`, () => {
        const blocks = g.parse(example.source);
        expect(blocks).toHaveLength(1);
        const block = blocks[0]!;
        if (example.error) {
          expect(block.errors.map((e) => e.code)).toContain(example.error);
          for (const e of block.errors) {
            expect(Object.hasOwn(g.messages, e.code)).toBe(true);
            for (const lang of ["es", "en"] as const) expect(g.message(e, lang)).not.toMatch(/\{\w+\}/);
          }
        } else {
          expect(block.errors).toEqual([]);
          expect(g.node.safeParse(block.node).success).toBe(true);
          if (example.expected) expect(block.node).toMatchObject(example.expected as object);
        }
      });
    }
  });
}
