// Each game's replay doc lists every action a replay log may hold, with all its fields: the table under
// "Every action of a replay log" names exactly the kinds and keys of the game's action schema. The
// games come from the registry (test/games/replay-docs.ts).
import { describe, expect, it } from "@jest/globals";
import { unionKeys } from "../../src/lib/strict-keys.js";
import { REPLAY_DOCS } from "./replay-docs.js";

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

describe.each(REPLAY_DOCS.map((d) => [d.doc, d] as const))("%s", (_, { text, tool }) => {
  it("lists every action type with all its fields, as the schema reads them", () => {
    expect(table(text)).toEqual(unionKeys(tool.actions));
  });
});
