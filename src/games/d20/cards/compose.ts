// What the d20 check's composer entries insert, in the writer's language: the GM's check (who rolls
// and the difficulty, DC-CHK-1, DC-CHK-2) and a character's sheet (name, player, bonus, DC-SHEET-1),
// each read back by the game's own block reader with no error (test/games/d20/rules.test.ts).
import type { Lang } from "../../../lib/i18n.js";
import { SHEET_PLACEHOLDER, TAGS } from "../markup/vocabulary.js";

const CHECK: Readonly<Record<Lang, string>> = { es: "quién: Personaje\ndificultad: 12", en: "who: Character\ndc: 12" };
const SHEET: Readonly<Record<Lang, (player: string) => string>> = {
  es: (player) => `nombre: ${SHEET_PLACEHOLDER.es}\njugador: ${player}\nbono: 0`,
  en: (player) => `name: ${SHEET_PLACEHOLDER.en}\nplayer: ${player}\nbonus: 0`,
};
/** Where the forum does not say who is writing, the player line shows what goes there. */
const SOMEONE: Readonly<Record<Lang, string>> = { es: "usuario", en: "username" };

const wrap = (tag: string, body: string) => `[${tag}]\n${body}\n[/${tag}]`;
export const checkSkeleton = (lang: Lang): string => wrap(TAGS.check[lang], CHECK[lang]);
export const sheetSkeleton = (lang: Lang, writer?: string): string => wrap(TAGS.sheet[lang], SHEET[lang](writer ?? SOMEONE[lang]));
