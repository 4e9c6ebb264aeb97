// Each game's doc carries a replay log in a ```jsonl fence (docs/adding-a-game.md §7), GenreFuzzion's in docs/markup.md: it replays
// through `gf <game> replay` with every expectation and expected refusal holding.
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { commands } from "../../src/cli/commands/index.js";
import { dispatch } from "../../src/cli/dispatch.js";
import { fakeIo } from "../cli/fake-io.js";

const fences = (doc: string): string[] => [...doc.matchAll(/^```jsonl\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);

describe.each([["tricube", "docs/games/tricube.md"], ["facetas", "docs/games/facetas.md"], ["pujas", "docs/games/pujas.md"],
  ["genrefuzzion", "docs/markup.md"]] as const)("%s: %s's replay examples", (game, doc) => {
  const examples = fences(readFileSync(doc, "utf8"));
  it("has one at least", () => expect(examples.length).toBeGreaterThanOrEqual(1));
  it.each(examples.map((text, i) => [i + 1, text] as const))("example %i replays with every check holding", async (_, text) => {
    const io = fakeIo({ stdin: text });
    const code = await dispatch([game, "replay", "-", "--lang", "en"], io, commands);
    expect([code, io.stderr]).toEqual([0, []]);
    expect(io.stdout.join("\n")).not.toContain("✗");
    expect(io.stdout.join("\n")).toContain("✓");
  });
});
