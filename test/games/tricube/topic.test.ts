// A Tricube topic's stored record, read back as a store hands it over: anything else is refused with
// where, never cast. The posts through a topic are the game's TopicFlow's, tested with the service's
// runner (service-flow.test.ts) and its properties (flow-properties.test.ts).
import { describe, expect, it } from "@jest/globals";
import { newTopicRecord, readTopicRecord, tableFromSheets, type TopicRecord } from "../../../src/games/tricube/flow/index.js";

const MAGA = "[tt-ficha]\nnombre: Maga\narquetipo: astuta maga\nventaja: Piromancia\ndefecto: Arrogante\n[/tt-ficha]";
const ENANO = "[tt-sheet]\nname: Enano\narchetype: strong dwarf\nperk: Fury\nquirk: Grumpy\nresolve: 2/3\n[/tt-sheet]";

function start(): TopicRecord {
  const t = tableFromSheets("dj", {}, [{ raw: MAGA, author: "ana" }, { raw: ENANO, author: "bruno" }]);
  if (!t.ok) throw new Error("table");
  return newTopicRecord(t.value.state);
}

describe("a Tricube topic as the service stores it", () => {
  it("a stored record that is not a Tricube topic is refused with where, never cast", () => {
    const bad = readTopicRecord({ ...start(), applied: ["x"] });
    expect(bad.ok || [bad.error.code, bad.error.params?.["path"]]).toEqual(["tt.topic.unreadable", "applied.0"]);
    expect(readTopicRecord({ ...start(), format: 2 }).ok).toBe(false);
  });
});
