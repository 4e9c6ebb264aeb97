// The appendix tables against the original Spanish text, when it is at hand: GF_ORIGINAL_TEXT names
// the original GenreFuzzion book as plain text (the original wins over any gloss of ours). Skipped
// without it: the repository holds only the data taken from it.
import { describe, expect, it } from "@jest/globals";
import { existsSync, readFileSync } from "node:fs";
import { CLICHE_TABLE, RELATIONSHIP_TABLE } from "../../../src/games/genrefuzzion/rules/tables.js";
import { FLAWS } from "../../../src/games/genrefuzzion/rules/flaws.js";
import { TRICKS } from "../../../src/games/genrefuzzion/rules/tricks.js";

const original = process.env["GF_ORIGINAL_TEXT"];
const text = original && existsSync(original) ? readFileSync(original, "utf8") : "";

/** "1 Vampiro pacifista 34 Cazadora de vampiros 67 Ayuda a relajarme" → {1: …, 34: …, 67: …} */
function numbered(block: string): Map<number, string> {
  const out = new Map<number, string>();
  for (const line of block.split("\n")) {
    for (const m of ` ${line.trim()}`.matchAll(/ (\d{1,3}) (.+?)(?= \d{1,3} |$)/g)) out.set(Number(m[1]), m[2]!.replace(/\s+/g, " ").trim());
  }
  return out;
}

(text ? describe : describe.skip)("tables against the original text", () => {
  it("the 100 clichés are the source's, word for word", () => {
    const block = text.slice(text.indexOf("Tabla de Cliches"), text.indexOf("1 Tímidamente"));
    const rows = numbered(block);
    expect(CLICHE_TABLE.map(([es], i) => [i + 1, es])).toEqual(CLICHE_TABLE.map((_, i) => [i + 1, rows.get(i + 1)]));
  });

  it("the 100 relationships are the source's, word for word", () => {
    const block = text.slice(text.indexOf("1 Tímidamente"), text.indexOf("Tabla de Relaciones"));
    const rows = numbered(block);
    expect(RELATIONSHIP_TABLE.map(([es], i) => [i + 1, es])).toEqual(RELATIONSHIP_TABLE.map((_, i) => [i + 1, rows.get(i + 1)]));
  });

  it("GF-TT-1: each trick and flaw of the source is in the tables with the source's cost", () => {
    const flat = text.replace(/-\s*\n\s*/g, "").replace(/\s+/g, " ").normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
    for (const x of [...TRICKS.map((t) => ({ name: t.name.es, cost: t.cost })), ...FLAWS.map((f) => ({ name: f.name.es, cost: f.gain }))]) {
      const name = x.name.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
      expect([x.name, flat.includes(`${name} ${x.cost.amount} ${x.cost.currency}`)]).toEqual([x.name, true]);
    }
  });
});
