// Each game's replay doc plays every action type of its schema in an example that runs (its ```jsonl
// fences, which test/games/replay-doc-examples.test.ts replays), with an `expect` line after it in its
// log: an action shown only as an expected refusal does not count, nor one no `expect` follows. The games
// come from the registry (test/games/replay-docs.ts). What a doc does not play yet is listed below, by
// doc, and may only shrink.
import { describe, expect, it } from "@jest/globals";
import { unionKeys } from "../../src/lib/strict-keys.js";
import { fences, records, REPLAY_DOCS } from "./replay-docs.js";

/** The action types a doc shows only refused, or not at all, still. */
const LEFT: Readonly<Record<string, readonly string[]>> = {
  "docs/markup.md": ["ally-intention", "concede", "rate-finale", "suspend", "resume", "withdraw"],
};

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

describe.each(REPLAY_DOCS.map((d) => [d.doc, d] as const))("%s", (doc, { text, tool }) => {
  const all = Object.keys(unionKeys(tool.actions));
  const seen = playedAndChecked(text);
  const left = LEFT[doc] ?? [];
  it("plays every action type but those left, and checks what it did with an `expect`", () => {
    expect(all.filter((t) => !seen.has(t) && !left.includes(t))).toEqual([]);
  });
  it("lists as left only action types that exist and are not played yet (the list only shrinks)", () => {
    expect(left.filter((t) => !all.includes(t) || seen.has(t))).toEqual([]);
  });
});
