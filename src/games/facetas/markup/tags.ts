// Facetas' block tags and what its cook emits: all that the markdown feature every page of the forum
// loads needs of the game (its `tags`, which src/games/plugin-data.ts markdownBundle takes by name). The
// forum cooks a block as its lines; the reader's browser reads them with the game's chunk.
import type { Lang } from "../../../lib/i18n.js";
import type { GameTags } from "../../../markup/markup-game.js";
import { ALLOW_LIST } from "../../../markup/allowlist.js";

export const GAME_ID = "facetas";

export type BlockName = "conflict" | "sheet" | "turn" | "loot" | "table";

export const TAGS: Readonly<Record<BlockName, Readonly<Record<Lang, string>>>> = {
  conflict: { en: "fa-conflict", es: "fa-conflicto" },
  sheet: { en: "fa-sheet", es: "fa-ficha" },
  turn: { en: "fa-turn", es: "fa-turno" },
  loot: { en: "fa-loot", es: "fa-botin" },
  table: { en: "fa-table", es: "fa-mesa" },
};

/** Exactly what a cooked block is (src/markup/allowlist.ts): one element with the card's data attribute, its lines split by <br>. */
export const FACETAS_ALLOW_LIST: readonly string[] = ALLOW_LIST;

export const tags: GameTags = {
  game: GAME_ID,
  // The tag itself is the key: a block closes with its own tag ([fa-turno] … [/fa-turno]).
  tags: new Map(Object.values(TAGS).flatMap((t) => [[t.es, t.es], [t.en, t.en]] as const)),
  allowList: FACETAS_ALLOW_LIST,
};
