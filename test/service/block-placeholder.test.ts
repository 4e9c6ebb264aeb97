// A block the composer inserts that names a character (Tricube's challenge "quién: Personaje" /
// "who: Character", Facetas' conflict "ficha protagonista: Nombre" / "sheet protagonist: Name") posted
// before its character was named: refused at that line, quoted, as the template's word to replace, in
// the table's language (es and en), never as a character the table lacks; named, it plays. On the real
// service and sandbox forum (the d20 check's is in its own folder's tests). GenreFuzzion's composer
// blocks name no character (its pool names none, its scene's antagonist is free text) and Pujas' name
// players, not characters.
import { describe, expect, it } from "@jest/globals";
import { conflictSkeleton, sheetSkeleton as facetasSheet } from "../../src/games/facetas/cards/compose.js";
import { SHEET_PLACEHOLDER as FACETAS_WORD } from "../../src/games/facetas/markup/vocabulary.js";
import { challengeSkeleton, sheetSkeleton as tricubeSheet } from "../../src/games/tricube/cards/compose.js";
import { SHEET_PLACEHOLDER as TRICUBE_WORD } from "../../src/games/tricube/markup/vocabulary.js";
import type { Lang } from "../../src/lib/i18n.js";
import { checkPlaceholderBlock } from "./block-placeholder-check.js";
import { writtenOut } from "../support/written-out.js";

const named = (raw: string, word: string) => writtenOut(raw.replace(`: ${word}\n`, ": Ilsa\n"));
/** Each game's table: ana's sheet, named, and the GM's block as the composer inserts it. */
const TABLES: Readonly<Record<string, { sheet: (lang: Lang) => string; opening: (lang: Lang) => string }>> = {
  tricube: { sheet: (lang) => named(tricubeSheet(lang, "ana"), TRICUBE_WORD[lang]), opening: (lang) => writtenOut(challengeSkeleton(lang)) },
  // The roles' usernames written as a group would (ana plays the Protagonist, dj the Adversary; nobody the others); the sheet line left as inserted.
  facetas: { sheet: (lang) => named(facetasSheet(lang, "ana"), FACETAS_WORD[lang]),
    // The Adversary's inline sheet's example facets written out (they are template words too, refused at their line).
    opening: (lang) => writtenOut(conflictSkeleton(lang, "dj").replace(/^(protagonista|protagonist): (usuario|username)$/m, "$1: ana").replace(/^(aliado|mundo|ally|world): (usuario|username)\n/gm, "")) },
};

describe("a composer block still naming its character with the template's word", () => {
  it("Facetas' conflict and sheet write the same word where a character's name goes, the one its game lists", () => {
    for (const lang of ["es", "en"] as const) {
      expect(conflictSkeleton(lang)).toContain(`: ${FACETAS_WORD[lang]}\n`);
      expect(facetasSheet(lang)).toContain(`: ${FACETAS_WORD[lang]}\n`);
    }
  });

  for (const game of Object.keys(TABLES)) {
    for (const lang of ["es", "en"] as const) {
      it(`${game}, ${lang}: is refused at that line as a word to replace, not as a missing character; named, it plays`,
        () => checkPlaceholderBlock(game, lang, TABLES[game]!.sheet(lang), TABLES[game]!.opening(lang)), 60_000);
    }
  }
});
