// Each game's replay doc plays every action type of its schema in an example that runs (its ```jsonl
// fences, which test/games/replay-doc-examples.test.ts replays), with an `expect` line after it in its
// log: an action shown only as an expected refusal does not count, nor one no `expect` follows. The games
// come from the registry (test/games/replay-docs.ts), so a new game's doc is held to it too.
import { describe, expect, it } from "@jest/globals";
import { unionKeys } from "../../src/lib/strict-keys.js";
import { fences, records, REPLAY_DOCS } from "./replay-docs.js";

/** The action types the doc plays (not only as refusals) with an `expect` after them in their log. */
function playedAndChecked(doc: string): Set<string> {
  const types = new Set<string>();
  for (const fence of fences(doc)) {
    const pending = new Set<string>();
    for (const record of records(fence)) {
      if ("expect" in record) {
        for (const t of pending) types.add(t);
        pending.clear();
      } else if (typeof record["type"] === "string") pending.add(record["type"]);
    }
  }
  return types;
}

describe.each(REPLAY_DOCS.map((d) => [d.doc, d] as const))("%s", (_, { text, tool }) => {
  const all = Object.keys(unionKeys(tool.actions));
  const seen = playedAndChecked(text);
  it("plays every action type and checks what it did with an `expect`", () => {
    expect(all.filter((t) => !seen.has(t))).toEqual([]);
  });
});
