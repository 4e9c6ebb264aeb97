// A block's stable number (docs/verifiable-dice.md §3): what keeps a rolled pool's roll when an edit
// inserts, removes or reorders blocks around it, or changes its pool.
import { describe, expect, it } from "@jest/globals";
import { identifyBlocks } from "../../src/service/block-identity.js";

const numbers = (digests: string[], rolled: { number: number; digest: string | null }[]) =>
  identifyBlocks(digests, rolled).map((b) => [b.number, b.rolled?.number ?? null]);

describe("stable block numbers", () => {
  it("a new post numbers its blocks from 0 in document order", () => {
    expect(numbers(["a", "b", "c"], [])).toEqual([[0, null], [1, null], [2, null]]);
  });

  it("a block inserted above a rolled one takes a new number; the rolled one keeps its own", () => {
    expect(numbers(["new", "a"], [{ number: 0, digest: "a" }])).toEqual([[1, null], [0, 0]]);
  });

  it("reordered rolled blocks keep their numbers; a removed one frees nothing", () => {
    expect(numbers(["b", "a"], [{ number: 0, digest: "a" }, { number: 1, digest: "b" }])).toEqual([[1, 1], [0, 0]]);
    expect(numbers(["b", "c"], [{ number: 0, digest: "a" }, { number: 1, digest: "b" }])).toEqual([[1, 1], [0, 0]]);
    expect(numbers(["b", "c", "d"], [{ number: 0, digest: "a" }, { number: 1, digest: "b" }])).toEqual([[1, 1], [0, 0], [2, null]]);
  });

  it("a rolled block whose pool was edited keeps its number, and so its roll", () => {
    expect(numbers(["a2"], [{ number: 0, digest: "a" }])).toEqual([[0, 0]]);
    expect(numbers(["x", "b2"], [{ number: 0, digest: "x" }, { number: 1, digest: "b" }])).toEqual([[0, 0], [1, 1]]);
  });

  it("rolls kept before digests existed match by order", () => {
    expect(numbers(["a", "b"], [{ number: 0, digest: null }])).toEqual([[0, 0], [1, null]]);
  });
});
