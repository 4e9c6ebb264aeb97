// A sheet inserted from the composer and posted before its character was named keeps the template's
// word ("Name", "Nombre", "Character", "Personaje", "Your character's name"…) where the name goes. No
// character is called that: the service registers nothing, so no reply ever names it, and tells the
// author, once, in the table's language, to write the character's name; named, the sheet plays.
// GenreFuzzion, Tricube and Facetas, each with its own composer's sheet, at an English and a Spanish
// table, on the real service and sandbox forum (the d20 check's is in its own folder's tests).
import { describe, expect, it } from "@jest/globals";
import { sheetSkeleton as facetasSheet } from "../../src/games/facetas/cards/compose.js";
import { sheetSkeleton as gfSheet } from "../../src/games/genrefuzzion/cards/compose-text.js";
import { sheetSkeleton as tricubeSheet } from "../../src/games/tricube/cards/compose.js";
import type { Lang } from "../../src/lib/i18n.js";
import { checkPlaceholderSheet, placeholderOf } from "./sheet-placeholder-check.js";

const SHEETS: Readonly<Record<string, (lang: Lang) => string>> = {
  genrefuzzion: (lang) => gfSheet(lang),
  tricube: (lang) => tricubeSheet(lang, "ana"),
  facetas: (lang) => facetasSheet(lang, "ana"),
};

describe("a sheet still named as the composer's template names it", () => {
  it("each game's composer sheet names its character with a word its game lists, in both languages", () => {
    for (const [game, sheet] of Object.entries(SHEETS)) {
      for (const lang of ["es", "en"] as const) expect({ game, lang, named: placeholderOf(game, sheet(lang)).used !== undefined }).toEqual({ game, lang, named: true });
    }
  });

  for (const game of Object.keys(SHEETS)) {
    for (const lang of ["es", "en"] as const) {
      it(`${game}, ${lang}: is not registered, no reply names the template's word, its author is told once, and the named sheet plays`,
        () => checkPlaceholderSheet(game, lang, SHEETS[game]!(lang)), 60_000);
    }
  }
});
