// The option readers every game's `gf <game> eval` shares (src/lib/game-tools.ts): a value out of its
// range or its set is refused with the same sentence in every game, in the reader's language; one not
// given is undefined, so each tool says its own default.
import { describe, expect, it } from "@jest/globals";
import { choiceOption, CliError, wholeOption } from "../../src/lib/game-tools.js";

const refusal = (run: () => unknown): string => {
  try { run(); } catch (e) { if (e instanceof CliError) return `${e.exitCode} ${e.message}`; throw e; }
  throw new Error("not refused");
};

describe("wholeOption", () => {
  it("reads a whole number in its range, a sign included; none given is undefined", () => {
    expect(wholeOption({ modifier: "-3" }, "modifier", -3, 3, "en")).toBe(-3);
    expect(wholeOption({ cap: "6" }, "cap", 5, 6, "es")).toBe(6);
    expect(wholeOption({}, "cap", 5, 6, "es")).toBeUndefined();
  });
  it.each([["7"], ["-1"], ["2.5"], ["007"], ["five"], [""]])("refuses %p for 0 to 6, naming the range, in either language", (value) => {
    expect(refusal(() => wholeOption({ effort: value }, "effort", 0, 6, "en"))).toBe(`2 --effort must be a whole number from 0 to 6, not "${value}"`);
    expect(refusal(() => wholeOption({ effort: value }, "effort", 0, 6, "es"))).toBe(`2 --effort debe ser un número entero de 0 a 6, no «${value}»`);
  });
});

describe("choiceOption", () => {
  it("reads one of its words; none given is undefined", () => {
    expect(choiceOption({ rounding: "up" }, "rounding", ["down", "up"] as const, "en")).toBe("up");
    expect(choiceOption({}, "rounding", ["down", "up"] as const, "en")).toBeUndefined();
  });
  it("refuses any other word, listing its words, in either language", () => {
    expect(refusal(() => choiceOption({ world: "ally" }, "world", ["protagonist", "adversary"], "en"))).toBe("2 --world takes protagonist, adversary, not \"ally\"");
    expect(refusal(() => choiceOption({ world: "Up" }, "world", ["protagonist", "adversary"], "es"))).toBe("2 --world admite protagonist, adversary, no «Up»");
  });
});
