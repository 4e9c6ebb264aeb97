// The d20 check's block tags and what its cook emits: all that the markdown feature every page of the
// forum loads needs of the game (its `tags`, which src/games/plugin-data.ts markdownBundle takes by
// name). The forum cooks a block as its lines; the reader's browser reads them with the game's chunk.
import type { Lang } from "../../../lib/i18n.js";
import type { GameTags } from "../../../markup/markup-game.js";
import { ALLOW_LIST } from "../../../markup/allowlist.js";

export const GAME_ID = "d20";

/** The blocks: the GM's check, a player's roll, a character sheet, and the table the service keeps. */
export type D20Block = "check" | "roll" | "sheet" | "table";

export const TAGS: Readonly<Record<D20Block, Readonly<Record<Lang, string>>>> = {
  check: { es: "d20-prueba", en: "d20-check" },
  roll: { es: "d20-tirada", en: "d20-roll" },
  sheet: { es: "d20-ficha", en: "d20-sheet" },
  table: { es: "d20-mesa", en: "d20-table" },
};

/** Exactly what a cooked block is (src/markup/allowlist.ts): one element with the card's data attribute, its lines split by <br>. */
export const D20_ALLOW_LIST: readonly string[] = ALLOW_LIST;

export const tags: GameTags = {
  game: GAME_ID,
  // The tag itself is the key: a block closes with its own tag ([d20-prueba] … [/d20-prueba]).
  tags: new Map((Object.keys(TAGS) as D20Block[]).flatMap((block) => (["es", "en"] as const).map((lang) => [TAGS[block][lang], TAGS[block][lang]] as const))),
  allowList: D20_ALLOW_LIST,
};
