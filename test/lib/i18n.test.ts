import { describe, expect, it } from "@jest/globals";
import { fill, localise } from "../../src/lib/i18n.js";
import { gfError } from "../../src/lib/result.js";

const catalogue = { "pool.too-small": { es: "tu pozo tiene {n} dados", en: "your pool has {n} dice" } };

describe("i18n", () => {
  it("fills named placeholders and leaves unknown ones visible", () => {
    expect(fill("{a} y {b}", { a: 1 })).toBe("1 y {b}");
  });
  it("localises an error in both languages and names its rule", () => {
    const e = gfError("pool.too-small", "GF-POOL-1", { n: 5 });
    expect(localise(catalogue, e, "es")).toBe("tu pozo tiene 5 dados (GF-POOL-1)");
    expect(localise(catalogue, e, "en")).toBe("your pool has 5 dice (GF-POOL-1)");
  });
  it("still yields readable text for a code missing from the catalogue", () => {
    expect(localise(catalogue, gfError("nope", undefined, { x: 1 }), "en")).toBe('nope {"x":1}');
  });
});
