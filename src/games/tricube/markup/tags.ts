// Tricube Tales' block tags and what its cook emits: all that the markdown feature every page of the
// forum loads needs of the game (its `tags`, which src/games/plugin-data.ts markdownBundle takes by
// name). Its parser and cards stay out of that file: the forum's server cooks Tricube's cards with the
// whole game (gf-cook.js, src/markup/card-cooks.ts), and a reader's browser reads a block cooked as its
// lines with the game's chunk (cards/read-lines.ts).
import type { GameTags } from "../../../markup/markup-game.js";
import { ALLOW_LIST } from "../../../markup/allowlist.js";

export const GAME_ID = "tricube";

export const BLOCKS = ["challenge", "roll", "karma", "sheet", "answer", "gm", "table"] as const;
export type BlockName = (typeof BLOCKS)[number];

/** Tag names: the English one first (what the product writes), then the Spanish one. */
export const TAGS: Readonly<Record<BlockName, readonly [string, string]>> = {
  challenge: ["tt-challenge", "tt-desafio"],
  roll: ["tt-roll", "tt-tirada"],
  karma: ["tt-karma", "tt-karma"],
  sheet: ["tt-sheet", "tt-ficha"],
  answer: ["tt-answer", "tt-respuesta"],
  gm: ["tt-gm", "tt-dj"],
  table: ["tt-table", "tt-mesa"],
};

/**
 * Exactly what tricubeCardHtml emits: the card's one data attribute around plain fallback text, and
 * an error card's source in pre/code (the format of Discourse's helper.allowList). A block cooked as
 * its lines needs only the shared cooked card's (src/markup/allowlist.ts).
 */
export const TRICUBE_ALLOW_LIST: readonly string[] = [...ALLOW_LIST, "pre", "code"];

export const tags: GameTags = {
  game: GAME_ID,
  // The tag itself is the key: a block closes with its own tag ([tt-desafio] … [/tt-desafio]).
  tags: new Map(BLOCKS.flatMap((b) => TAGS[b].map((tag) => [tag, tag] as const))),
  allowList: TRICUBE_ALLOW_LIST,
  cooksCards: true,
};
