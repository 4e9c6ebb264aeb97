// Replaying a text's revisions while leaving some out: what a sheet keeps when another player's
// edits are undone among its owner's (GF-FORUM-4).
import { describe, expect, it } from "@jest/globals";
import { lineHunks, mergeLines, replayRevisions } from "../../src/lib/line-merge.js";

const lines = (...l: string[]) => l.join("\n");

describe("line merge", () => {
  it("finds one-line changes, insertions and removals", () => {
    expect(lineHunks(["a", "b", "c"], ["a", "B", "c"])).toEqual([{ start: 1, end: 2, lines: ["B"] }]);
    // Two neighbouring one-line changes stay two changes.
    expect(lineHunks(["a", "b", "c"], ["A", "B", "c"])).toEqual([{ start: 0, end: 1, lines: ["A"] }, { start: 1, end: 2, lines: ["B"] }]);
    expect(lineHunks(["a", "c"], ["a", "b", "c"])).toEqual([{ start: 1, end: 1, lines: ["b"] }]);
    expect(lineHunks(["a", "b", "c"], ["a", "c"])).toEqual([{ start: 1, end: 2, lines: [] }]);
  });

  it("applies their change to ours; where both changed the same line, theirs stays", () => {
    const base = lines("a", "b", "c", "d");
    expect(mergeLines(base, lines("a", "X", "c", "d"), lines("a", "b", "c", "D"))).toBe(lines("a", "X", "c", "D"));
    expect(mergeLines(base, lines("a", "X", "c", "d"), lines("a", "Y", "c", "d"))).toBe(lines("a", "Y", "c", "d"));
    expect(mergeLines(base, lines("a", "X", "c", "d"), lines("a", "b", "C", "d"))).toBe(lines("a", "X", "C", "d"));
    expect(mergeLines(base, lines("a", "b", "c", "d", "z"), lines("new", "a", "b", "c", "d"))).toBe(lines("new", "a", "b", "c", "d", "z"));
    expect(mergeLines(base, base, lines("a", "c", "d"))).toBe(lines("a", "c", "d"));
  });

  it("GF-FORUM-4: a refused revision is left out, the kept ones before and after it stay, and a later kept rewrite of its line wins", () => {
    const start = lines("nombre: Lía", "concepto: con prisa", "cliché: Miope d4", "cliché: Tímida d4", "notas: hola");
    const v2 = start.replace("con prisa", "sin prisa");
    const v3 = v2.replace("Miope", "Torpe").replace("Tímida", "Cobarde");
    const v4 = v3.replace("Cobarde", "Valiente").replace("hola", "adiós");
    const out = replayRevisions(start, [{ text: v2, keep: v2 }, { text: v3 }, { text: v4, keep: v4 }]);
    expect(out).toBe(lines("nombre: Lía", "concepto: sin prisa", "cliché: Miope d4", "cliché: Valiente d4", "notas: adiós"));
    // Only refused revisions: the start again.
    expect(replayRevisions(start, [{ text: v3 }])).toBe(start);
    // A kept revision whose kept text differs from the one it made (a line put back): the put-back line stays as it was.
    expect(replayRevisions(start, [{ text: v2.replace("Lía", "Otra"), keep: v2 }])).toBe(v2);
  });
});
