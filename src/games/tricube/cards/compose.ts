// What Tricube Tales' composer entries insert, in the writer's language: the GM's challenge, which
// opens a table (docs/games/tricube.md, the challenge block: who faces it, the quality, the
// difficulty and the effort to overcome it), and a character's sheet (the sheet block: name, player,
// archetype, one perk and one quirk, TT-CHAR-2). Each reads back with Tricube's own block reader, the
// challenge with one error only, at its tag: its example name (CHALLENGE_EXAMPLE_ID), for the GM to
// replace (test/games/tricube/cards.test.ts).
import type { Lang } from "../../../lib/i18n.js";
import { CHALLENGE_EXAMPLE_ID, SHEET_PLACEHOLDER } from "../markup/vocabulary.js";

const CHALLENGE: Readonly<Record<Lang, string>> = {
  es: `[tt-desafio id=${CHALLENGE_EXAMPLE_ID.es}]\nquién: Personaje\ncualidad: fuerte\ndificultad: 5\nesfuerzo: 3\n[/tt-desafio]`,
  en: `[tt-challenge id=${CHALLENGE_EXAMPLE_ID.en}]\nwho: Character\nquality: strong\ndifficulty: 5\neffort: 3\n[/tt-challenge]`,
};

/**
 * The sheet's words a player must replace (the archetype is a real example, TT-CHAR-2, and may stay):
 * a sheet still holding one is kept out of play, its author told the line (flow/template-words.ts).
 */
export const SHEET_EXAMPLE = {
  perk: { es: "Una ventaja", en: "A perk" },
  quirk: { es: "Un defecto", en: "A quirk" },
  /** Where the forum does not say who is writing, the player line shows what goes there. */
  player: { es: "usuario", en: "username" },
} as const;

const SHEET: Readonly<Record<Lang, (player: string) => string>> = {
  es: (player) => `[tt-ficha]\nnombre: ${SHEET_PLACEHOLDER.es}\njugador: ${player}\narquetipo: ágil montaraz elfa\nventaja: ${SHEET_EXAMPLE.perk.es}\ndefecto: ${SHEET_EXAMPLE.quirk.es}\n[/tt-ficha]`,
  en: (player) => `[tt-sheet]\nname: ${SHEET_PLACEHOLDER.en}\nplayer: ${player}\narchetype: agile elven ranger\nperk: ${SHEET_EXAMPLE.perk.en}\nquirk: ${SHEET_EXAMPLE.quirk.en}\n[/tt-sheet]`,
};

export const challengeSkeleton = (lang: Lang): string => CHALLENGE[lang];
/** The sheet, its player the writer when known (TT-SETUP-2: only the sheet's player rolls for it). */
export const sheetSkeleton = (lang: Lang, writer?: string): string => SHEET[lang](writer ?? SHEET_EXAMPLE.player[lang]);
