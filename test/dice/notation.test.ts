import { describe, expect, it } from "@jest/globals";
import { LANGS, localise } from "../../src/lib/i18n.js";
import { STANDARD_SIZES, canonicalSizes, formatPool, formatRolled } from "../../src/dice/die.js";
import { diceMessages } from "../../src/dice/messages.js";
import { parsePool, parseRolled } from "../../src/dice/notation.js";

const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? "ok" : r.error!.code);

describe("dice notation", () => {
  it("GF-DIE-1: reads a pool of the game's dice, in the order written", () => {
    expect(parsePool("d8 d8 d6 d4 d6")).toEqual({ ok: true, value: [8, 8, 6, 4, 6] });
    expect(parsePool("  2d8, d6+D12\td10 ")).toEqual({ ok: true, value: [8, 8, 6, 12, 10] });
  });

  it("GF-DIE-1: refuses sizes outside the game, naming the allowed ones", () => {
    for (const text of ["d7", "d20", "d0", "d2", "d08x"]) expect(parsePool(text).ok).toBe(false);
    const r = parsePool("d8 d7");
    expect(r).toEqual({ ok: false, error: { code: "dice.notation.bad-size", rule: "GF-DIE-1",
      params: { token: "d7", size: "7", sizes: "d4 d6 d8 d10 d12" } } });
    expect(code(parsePool("d0"))).toBe("dice.notation.bad-size");
    expect(!r.ok && localise(diceMessages, r.error, "en"))
      .toBe('"d7": 7-sided dice are not allowed here; use d4 d6 d8 d10 d12 (GF-DIE-1)');
  });

  it("accepts any listed size when the caller widens the allowlist", () => {
    expect(parsePool("d20 d100 d3", { sizes: STANDARD_SIZES })).toEqual({ ok: true, value: [20, 100, 3] });
    expect(parsePool("d7", { sizes: STANDARD_SIZES })).toMatchObject({ ok: false, error: { code: "dice.notation.bad-size" } });
    const wide = parsePool("d7", { sizes: STANDARD_SIZES });
    expect(!wide.ok && wide.error.rule).toBeUndefined();
  });

  it("refuses what is not a die: 2d, d8x, d, 8, words, 0d8", () => {
    for (const text of ["2d", "d8x", "d", "8", "dado", "d-4", "d8:"]) {
      expect([text, code(parsePool(text))]).toEqual([text, "dice.notation.bad-token"]);
    }
    expect(code(parsePool("0d8"))).toBe("dice.notation.bad-count");
  });

  it("refuses an empty pool and more dice than a pool holds", () => {
    expect(code(parsePool(""))).toBe("dice.notation.empty");
    expect(code(parsePool("  , + "))).toBe("dice.notation.empty");
    expect(parsePool("200d6")).toEqual({ ok: false, error: { code: "dice.notation.too-many", params: { count: 200, max: 30 } } });
    expect(code(parsePool(Array(200).fill("d6").join(" ")))).toBe("dice.notation.too-many");
    expect(code(parsePool(Array(30).fill("d6").join(" ")))).toBe("ok");
    expect(code(parsePool("99999999999999999999d6"))).toBe("dice.notation.too-many");
  });

  it("GF-FORUM-3: reads dice a group rolled itself", () => {
    expect(parseRolled("d8:7 d6:1 d4:4 d8:8")).toEqual({ ok: true, value: [
      { size: 8, face: 7 }, { size: 6, face: 1 }, { size: 4, face: 4 }, { size: 8, face: 8 }] });
  });

  it("GF-FORUM-3: refuses a rolled die without a face, with an impossible face, or in count form", () => {
    expect(code(parseRolled("d8:7 d6"))).toBe("dice.notation.missing-face");
    expect(code(parseRolled("d8:9"))).toBe("dice.notation.bad-face");
    expect(code(parseRolled("d8:0"))).toBe("dice.notation.bad-face");
    expect(code(parseRolled("2d8:7"))).toBe("dice.notation.bad-token");
    expect(code(parseRolled("d7:3"))).toBe("dice.notation.bad-size");
    expect(code(parsePool("d8:7"))).toBe("dice.notation.unexpected-face");
  });

  it("formats canonical pools and rolled dice that read back", () => {
    expect(formatPool(canonicalSizes([8, 4, 12, 6]))).toBe("d4 d6 d8 d12");
    const dice = [{ size: 8, face: 7 }, { size: 6, face: 1 }];
    expect(parseRolled(formatRolled(dice))).toEqual({ ok: true, value: dice });
  });

  it("every dice message exists in Spanish and English", () => {
    for (const [key, entry] of Object.entries(diceMessages)) {
      for (const lang of LANGS) expect([key, lang, entry[lang].length > 0]).toEqual([key, lang, true]);
    }
  });
});
