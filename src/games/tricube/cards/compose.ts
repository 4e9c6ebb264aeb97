// What Tricube Tales' composer entries insert, in the writer's language: the GM's challenge, which
// opens a table (docs/games/tricube.md, the challenge block: who faces it, the quality, the
// difficulty and the effort to overcome it), and a character's sheet (the sheet block: name, player,
// archetype, one perk and one quirk, TT-CHAR-2). Each reads back with Tricube's own block reader, with
// no error (test/games/tricube/cards.test.ts).
import type { Lang } from "../../../lib/i18n.js";
import { SHEET_PLACEHOLDER } from "../markup/vocabulary.js";

const CHALLENGE: Readonly<Record<Lang, string>> = {
  es: "[tt-desafio id=reto]\nquién: Personaje\ncualidad: fuerte\ndificultad: 5\nesfuerzo: 3\n[/tt-desafio]",
  en: "[tt-challenge id=challenge]\nwho: Character\nquality: strong\ndifficulty: 5\neffort: 3\n[/tt-challenge]",
};

const SHEET: Readonly<Record<Lang, (player: string) => string>> = {
  es: (player) => `[tt-ficha]\nnombre: ${SHEET_PLACEHOLDER.es}\njugador: ${player}\narquetipo: ágil montaraz elfa\nventaja: Una ventaja\ndefecto: Un defecto\n[/tt-ficha]`,
  en: (player) => `[tt-sheet]\nname: ${SHEET_PLACEHOLDER.en}\nplayer: ${player}\narchetype: agile elven ranger\nperk: A perk\nquirk: A quirk\n[/tt-sheet]`,
};
/** Where the forum does not say who is writing, the player line shows what goes there. */
const SOMEONE: Readonly<Record<Lang, string>> = { es: "usuario", en: "username" };

export const challengeSkeleton = (lang: Lang): string => CHALLENGE[lang];
/** The sheet, its player the writer when known (TT-SETUP-2: only the sheet's player rolls for it). */
export const sheetSkeleton = (lang: Lang, writer?: string): string => SHEET[lang](writer ?? SOMEONE[lang]);
