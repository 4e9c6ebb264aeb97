// FA-ROLL-2 FA-LOOT-8: a move names a facet or Trait as the service's table wrote it back (bidi controls
// dropped, a word joiner after a non-user's "@"), and the sheet's name still matches it.
import { describe, expect, it } from "@jest/globals";
import { sameName } from "../../../src/games/facetas/rules/names.js";

describe("facet and Trait names as moves name them", () => {
  it("FA-ROLL-2: the service's defused and bidi-free spelling, in any case, is the sheet's name", () => {
    expect(sameName("<img>\u202e@here “q”", "<img>@\u2060here “q”")).toBe(true);
    expect(sameName("Sin pegar ojo", "SIN PEGAR OJO")).toBe(true);
  });

  it("FA-LOOT-8: other names stay other names", () => {
    expect(sameName("@here", "@there")).toBe(false);
    expect(sameName("Sin pegar ojo", "Sin pegar ojos")).toBe(false);
  });
});
