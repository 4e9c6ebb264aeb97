// The d20 check the composer inserts ("quién: Personaje" / "who: Character") posted before its
// character was named: refused at that line as the template's word to replace, in the table's
// language, not as a character without a sheet; named, it plays (test/service/block-placeholder-check.ts,
// as for the other games).
import { describe, it } from "@jest/globals";
import { checkSkeleton, sheetSkeleton } from "../../../src/games/d20/cards/compose.js";
import { SHEET_PLACEHOLDER } from "../../../src/games/d20/markup/vocabulary.js";
import { checkPlaceholderBlock } from "../../service/block-placeholder-check.js";

describe("a d20 check still naming its character with the template's word", () => {
  for (const lang of ["es", "en"] as const) {
    it(`${lang}: is refused at that line as a word to replace, not as a character without a sheet; named, it plays`,
      () => checkPlaceholderBlock("d20", lang, sheetSkeleton(lang, "ana").replace(`: ${SHEET_PLACEHOLDER[lang]}\n`, ": Ilsa\n"), checkSkeleton(lang)), 60_000);
  }
});
