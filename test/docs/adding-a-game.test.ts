// docs/adding-a-game.md shows the real code: each ```ts snippet starts with a comment naming its file
// and must appear in that file as written, and every source path the page names exists. A snippet
// that drifts from the code it documents fails here.
import { describe, expect, it } from "@jest/globals";
import { existsSync, readFileSync } from "node:fs";

const DOC = readFileSync("docs/adding-a-game.md", "utf8");
const snippets = [...DOC.matchAll(/```ts\n\/\/ (\S+)\n([^]*?)```/g)].map((m) => ({ file: m[1]!, code: m[2]! }));

describe("docs/adding-a-game.md", () => {
  it("has snippets of the game interface, Tricube's module and the registries", () => {
    expect(snippets.map((s) => s.file)).toEqual(expect.arrayContaining([
      "src/markup/markup-game.ts", "src/games/tricube/markup/game.ts", "src/games/tricube/game.ts", "src/games/registry.ts",
      "src/games/tricube/cards/game-cards.ts", "src/games/tricube/cards/chunk.ts", "src/games/tricube/cards/manifest.ts",
      "src/games/tricube/server.ts",
    ]));
  });

  for (const { file, code } of snippets) {
    it(`${file}: the snippet is the file's code as written`, () => {
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file, "utf8")).toContain(code);
    });
  }

  it("every source or test path it names exists", () => {
    const paths = [...DOC.matchAll(/`((?:src|test|docs|plugin)\/[^`*<>{}]+?)`/g)].map((m) => m[1]!.replace(/\/$/, ""));
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((p) => !existsSync(p))).toEqual([]);
  });
});
