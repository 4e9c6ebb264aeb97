// Pujas' block tags and what its cook emits: all that the markdown feature every page of the forum loads
// needs of the game (its `tags`, which src/games/plugin-data.ts markdownBundle takes by name). The forum
// cooks a block as its lines; the reader's browser reads them with the game's chunk.
import type { GameTags } from "../../../markup/markup-game.js";
import { ALLOW_LIST } from "../../../markup/allowlist.js";

export const GAME_ID = "pujas";

export type BlockName = "turn" | "bid" | "ledger" | "table";

/** Each block's tags: the English one first, then the Spanish. */
export const TAGS: Readonly<Record<BlockName, readonly [string, string]>> = {
  turn: ["pj-turn", "pj-turno"],
  bid: ["pj-bid", "pj-puja"],
  ledger: ["pj-ledger", "pj-libro"],
  table: ["pj-table", "pj-mesa"],
};

/** Exactly what a cooked block is (src/markup/allowlist.ts): one element with the card's data attribute, its lines split by <br>. */
export const PUJAS_ALLOW_LIST: readonly string[] = ALLOW_LIST;

export const tags: GameTags = {
  game: GAME_ID,
  // The tag itself is the key: a block closes with its own tag ([pj-turno] … [/pj-turno]).
  tags: new Map(Object.values(TAGS).flatMap((tags) => tags.map((tag) => [tag, tag] as const))),
  allowList: PUJAS_ALLOW_LIST,
};
