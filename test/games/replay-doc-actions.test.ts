// Each game's doc lists every action a replay log may hold, with all its fields: the table under
// "Every action of a replay log" names exactly the kinds and keys of the game's action schema.
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { unionKeys, type SchemaLike } from "../../src/lib/strict-keys.js";
import { actionSchema as tricube } from "../../src/games/tricube/rules/index.js";
import { actionSchema as facetas } from "../../src/games/facetas/rules/index.js";
import { actionSchema as pujas } from "../../src/games/pujas/rules/index.js";
import { action as genrefuzzion } from "../../src/games/genrefuzzion/rules/schemas.js";

/** The rows of the table after the heading: action → its fields. */
function table(doc: string): Record<string, string[]> {
  const at = doc.indexOf("### Every action of a replay log");
  expect(at).toBeGreaterThan(0);
  const rows: Record<string, string[]> = {};
  for (const line of doc.slice(at).split("\n").slice(1)) {
    if (line.startsWith("#")) break;
    const m = /^\| `([\w-]+)` \| (.*) \|$/.exec(line);
    if (m) rows[m[1]!] = [...m[2]!.matchAll(/`([\w-]+)`/g)].map((x) => x[1]!);
  }
  return rows;
}

describe.each([
  ["docs/games/tricube.md", tricube], ["docs/games/facetas.md", facetas], ["docs/games/pujas.md", pujas], ["docs/markup.md", genrefuzzion],
] as const)("%s", (file, schema) => {
  it("lists every action type with all its fields, as the schema reads them", () => {
    expect(table(readFileSync(file, "utf8"))).toEqual(unionKeys(schema as unknown as SchemaLike));
  });
});
