// The d20 check's words: its block tags and each block's keywords, in Spanish and English. A block's
// language is its tag's; keywords of either language are read in any block (a player's keywords in
// the other language are understood), and the service answers in the table's language.
import type { Lang } from "../../../lib/i18n.js";
import { KeywordTable } from "../../../markup/keywords.js";

import { GAME_ID, TAGS, type D20Block } from "./tags.js";

// The game's id and its tags live in tags.ts, which the forum's markdown feature takes alone.
export { GAME_ID, TAGS, type D20Block };

/** Tag (lower case) → its block and language. */
export const BLOCK_BY_TAG: ReadonlyMap<string, { readonly block: D20Block; readonly lang: Lang }> = new Map(
  (Object.keys(TAGS) as D20Block[]).flatMap((block) => (["es", "en"] as const).map((lang) => [TAGS[block][lang], { block, lang }] as const)));

/** Each block's keyword lines, by field (the table's character lines are read apart: `Name: player [die+bonus=total]`). */
export const FIELDS = {
  check: { who: { es: ["quién", "quien", "quiénes"], en: ["who"] }, dc: { es: ["dificultad", "cd"], en: ["dc", "difficulty"] } },
  roll: { note: { es: ["nota"], en: ["note"] } },
  sheet: { name: { es: ["nombre"], en: ["name"] }, player: { es: ["jugador", "jugadora"], en: ["player"] }, bonus: { es: ["bono", "bonificador"], en: ["bonus"] } },
  table: { dc: { es: ["dificultad", "cd"], en: ["dc", "difficulty"] } },
} as const;

export const KEYWORDS = {
  check: new KeywordTable(FIELDS.check), roll: new KeywordTable(FIELDS.roll), sheet: new KeywordTable(FIELDS.sheet), table: new KeywordTable(FIELDS.table),
} as const;

/** A field's keyword as a message shows it, in `lang`. */
export function keywordOf(block: D20Block, field: string, lang: Lang): string {
  return (FIELDS[block] as Readonly<Record<string, Readonly<Record<Lang, readonly string[]>>>>)[field]?.[lang][0] ?? field;
}

/** The limits of a check's numbers (DC-CHK-2, DC-SHEET-1). */
export const DC_MIN = 2;
export const DC_MAX = 30;
export const BONUS_MIN = -5;
export const BONUS_MAX = 10;

/**
 * The character's name the composer's sheet template writes, in each language (cards/compose.ts): no
 * character is called that, so a sheet still named so is not registered and no reply names it
 * (GameModule.sheetPlaceholders).
 */
export const SHEET_PLACEHOLDER: Readonly<Record<Lang, string>> = { es: "Personaje", en: "Character" };
