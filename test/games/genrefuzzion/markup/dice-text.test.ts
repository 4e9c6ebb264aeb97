// readDieToken answers the ladder's single dice ("d8", "D10") from a table instead of asking the
// dice part's notation parser each time; these tests hold the table to the parser's own verdicts.
import { describe, expect, it } from "@jest/globals";
import { parsePool } from "../../../../src/dice/notation.js";
import { readDieToken } from "../../../../src/games/genrefuzzion/markup/dice-text.js";

const viaParser = (token: string) => {
  const read = parsePool(token);
  return read.ok ? { ok: true, sizes: read.value } : { ok: false, error: read.error };
};

describe("readDieToken", () => {
  it("GF-DIE-1: the shortcut for d4 … d12 (either case) gives the notation parser's sizes", () => {
    for (const size of [4, 6, 8, 10, 12]) {
      for (const token of [`d${size}`, `D${size}`]) expect(readDieToken(token)).toEqual(viaParser(token));
    }
  });

  it("GF-DIE-1: tokens next to the shortcut still get the notation parser's verdict", () => {
    for (const token of ["d1", "d2", "d3", "d5", "d7", "d9", "d11", "d13", "d16", "d20", "d08", "d100", "D0", "2d8", "10d6", "40d6"]) {
      expect(readDieToken(token)).toEqual(viaParser(token));
    }
  });

  it("words that only start like a die are not dice", () => {
    for (const token of ["de", "dados", "d", "da8", "d1a", "d1:", "del", "Dani"]) expect(readDieToken(token)).toBeUndefined();
  });

  it("the shared answers cannot be changed by a caller", () => {
    const read = readDieToken("d8");
    expect(read?.ok).toBe(true);
    expect(Object.isFrozen(read)).toBe(true);
    expect(read?.ok && Object.isFrozen(read.sizes)).toBe(true);
  });
});
