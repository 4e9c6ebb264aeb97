// The appendix tables against the original Spanish book (the original wins over any gloss of ours):
// its tables and prices as test/games/rule-text.mjs took them from the book's text, which is not in
// the repository (test/games/genrefuzzion/original-tables.json).
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { CLICHE_TABLE, RELATIONSHIP_TABLE } from "../../../src/games/genrefuzzion/rules/tables.js";
import { FLAWS } from "../../../src/games/genrefuzzion/rules/flaws.js";
import { TRICKS } from "../../../src/games/genrefuzzion/rules/tricks.js";

const original = JSON.parse(readFileSync(resolve("test/games/genrefuzzion/original-tables.json"), "utf8")) as
  { cliches: Record<string, string>; relationships: Record<string, string>; prices: string[] };

describe("tables against the original text", () => {
  it("the 100 clichés are the source's, word for word", () => {
    expect(CLICHE_TABLE).toHaveLength(100);
    expect(CLICHE_TABLE.map(([es], i) => [i + 1, es])).toEqual(CLICHE_TABLE.map((_, i) => [i + 1, original.cliches[i + 1]]));
  });

  it("the 100 relationships are the source's, word for word", () => {
    expect(RELATIONSHIP_TABLE).toHaveLength(100);
    expect(RELATIONSHIP_TABLE.map(([es], i) => [i + 1, es])).toEqual(RELATIONSHIP_TABLE.map((_, i) => [i + 1, original.relationships[i + 1]]));
  });

  it("GF-TT-1: each trick and flaw of the source is in the tables with the source's cost", () => {
    // Each price the book prints, with the words before it (lower case, without accents).
    for (const x of [...TRICKS.map((t) => ({ name: t.name.es, cost: t.cost })), ...FLAWS.map((f) => ({ name: f.name.es, cost: f.gain }))]) {
      const name = x.name.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
      const price = `${name} ${x.cost.amount} ${x.cost.currency}`;
      expect([x.name, original.prices.some((p) => p.endsWith(price))]).toEqual([x.name, true]);
    }
  });
});
