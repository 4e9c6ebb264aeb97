// The d20 check's composer sheet, still named as its template names it ("Character", "Personaje"): not
// registered, its author told once in the table's language, no reply says the word, and once named it
// plays (test/service/sheet-placeholder-check.ts, as for the other games).
import { describe, expect, it } from "@jest/globals";
import { sheetSkeleton } from "../../../src/games/d20/cards/compose.js";
import { checkPlaceholderSheet, placeholderOf } from "../../service/sheet-placeholder-check.js";

describe("a d20 sheet still named as the composer's template names it", () => {
  for (const lang of ["es", "en"] as const) {
    it(`${lang}: is not registered, no reply names the template's word, its author is told once, and the named sheet plays`, async () => {
      expect(placeholderOf("d20", sheetSkeleton(lang, "ana")).used).toBeDefined();
      await checkPlaceholderSheet("d20", lang, sheetSkeleton(lang, "ana"));
    }, 60_000);
  }
});
