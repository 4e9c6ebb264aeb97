// GenreFuzzion's block tags and what its cook emits: all that the markdown feature every page of the
// forum loads needs of the game (its `tags`, which src/games/plugin-data.ts markdownBundle takes by
// name). Its parsers stay out of that file: the forum cooks each block as its lines and the reader's
// browser parses them (cards/read-card.ts).
import { ALLOW_LIST } from "../../../markup/allowlist.js";
import type { GameTags } from "../../../markup/markup-game.js";

export const GAME_ID = "genrefuzzion";

/** Block tags: the English tag first (what the product writes in both languages), then the Spanish one. */
export const TAGS = {
  pool: ["gf-pool", "gf-pozo"],
  scene: ["gf-scene", "gf-escena"],
  roll: ["gf-roll", "gf-tirada"],
  action: ["gf-action", "gf-accion"],
  interval: ["gf-interval", "gf-intervalo"],
  sheet: ["gf-sheet", "gf-ficha"],
} as const;

export const tags: GameTags = {
  game: GAME_ID,
  // Tag (every alias, lower case) → block name, the key the block specs are found by.
  tags: new Map(Object.entries(TAGS).flatMap(([block, tags]) => tags.map((tag) => [tag, block] as const))),
  allowList: ALLOW_LIST,
};
