// Each game's replay doc has an example of every action type that runs: the actions (and expected
// refusals) of its ```jsonl fences, which test/games/replay-doc-examples.test.ts replays, hold every kind
// of the game's action schema. What is still without an example is listed here, and may only shrink.
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { unionKeys, type SchemaLike } from "../../src/lib/strict-keys.js";
import { actionSchema as tricube } from "../../src/games/tricube/rules/index.js";
import { actionSchema as facetas } from "../../src/games/facetas/rules/index.js";
import { actionSchema as pujas } from "../../src/games/pujas/rules/index.js";
import { action as genrefuzzion } from "../../src/games/genrefuzzion/rules/schemas.js";

/** The action types no example of the doc shows yet. */
const LEFT: Readonly<Record<string, readonly string[]>> = {
  "docs/games/tricube.md": [],
  "docs/games/facetas.md": [],
  "docs/games/pujas.md": [],
  "docs/markup.md": [],
};

/** The `type` of every action and expected refusal in the doc's ```jsonl fences. */
function shown(doc: string): Set<string> {
  const types = new Set<string>();
  for (const fence of doc.matchAll(/^```jsonl\n([\s\S]*?)^```$/gm)) {
    for (const line of fence[1]!.split("\n")) {
      if (!line.trim() || line.startsWith("//")) continue;
      const record = JSON.parse(line) as { type?: unknown; refused?: { type?: unknown } };
      const type = record.refused?.type ?? record.type;
      if (typeof type === "string") types.add(type);
    }
  }
  return types;
}

describe.each([
  ["docs/games/tricube.md", tricube], ["docs/games/facetas.md", facetas], ["docs/games/pujas.md", pujas], ["docs/markup.md", genrefuzzion],
] as const)("%s", (file, schema) => {
  const all = Object.keys(unionKeys(schema as unknown as SchemaLike));
  const seen = shown(readFileSync(file, "utf8"));
  it("shows an example of every action type but those listed as left", () => {
    expect(all.filter((t) => !seen.has(t))).toEqual([...LEFT[file]!].filter((t) => all.includes(t)));
  });
  it("lists as left only action types that exist and have no example (the list only shrinks)", () => {
    expect(LEFT[file]!.filter((t) => !all.includes(t) || seen.has(t))).toEqual([]);
  });
});
