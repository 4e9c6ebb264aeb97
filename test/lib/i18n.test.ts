import { describe, expect, it } from "@jest/globals";
import { fill, localise } from "../../src/lib/i18n.js";
import { gfError } from "../../src/lib/result.js";

const catalogue = { "pool.too-small": { es: "tu pozo tiene {n} dados", en: "your pool has {n} dice" } };

describe("i18n", () => {
  it("fills named placeholders and leaves unknown ones visible", () => {
    expect(fill("{a} y {b}", { a: 1 })).toBe("1 y {b}");
  });
  it("agrees a count with its words, 0, 1 and 2, in Spanish and English ({n|one|other})", () => {
    const es = "{left|queda|quedan} {left} de {total} {total|ficha|fichas} de esfuerzo";
    const en = "{left} of {total} effort {total|token|tokens} left";
    expect([0, 1, 2].map((n) => fill(es, { left: n, total: n }))).toEqual(["quedan 0 de 0 fichas de esfuerzo", "queda 1 de 1 ficha de esfuerzo", "quedan 2 de 2 fichas de esfuerzo"]);
    expect([0, 1, 2].map((n) => fill(en, { left: n, total: n }))).toEqual(["0 of 0 effort tokens left", "1 of 1 effort token left", "2 of 2 effort tokens left"]);
    expect(fill("{n} {n|coin|coins}", { n: "1" })).toBe("1 coin");
    // A count not given stays visible, words and all, as any unknown placeholder does.
    expect(fill("{n} {n|coin|coins}", {})).toBe("{n} {n|coin|coins}");
  });
  it("localises an error in both languages and names its rule", () => {
    const e = gfError("pool.too-small", "GF-POOL-1", { n: 5 });
    expect(localise(catalogue, e, "es")).toBe("tu pozo tiene 5 dados (GF-POOL-1)");
    expect(localise(catalogue, e, "en")).toBe("your pool has 5 dice (GF-POOL-1)");
  });
  it("fills a param given in each language with the reader's (name.es, name.en), and the plain one otherwise", () => {
    const c = { "x.invalid": { es: "no vale en {path}: {detail}", en: "not valid at {path}: {detail}" } };
    const e = gfError("x.invalid", undefined, { path: "a.b", detail: "expected a number", "detail.es": "se esperaba un número", "detail.en": "expected a number" });
    expect(localise(c, e, "es")).toBe("no vale en a.b: se esperaba un número");
    expect(localise(c, e, "en")).toBe("not valid at a.b: expected a number");
    expect(localise(c, gfError("x.invalid", undefined, { path: "a", detail: "plain" }), "es")).toBe("no vale en a: plain");
  });
  it("still yields readable text for a code missing from the catalogue", () => {
    expect(localise(catalogue, gfError("nope", undefined, { x: 1 }), "en")).toBe('nope {"x":1}');
  });
});
