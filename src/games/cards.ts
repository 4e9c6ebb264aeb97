// The games' cards for the plugin's browser bundle (gf-client.js), one line per game of the registry
// (src/games/registry.ts). A separate list from the registry's so the browser bundle carries each
// game's drawing code and not its parsers, and the markdown bundle the reverse.
import type { GameCards } from "../plugin-client/game-cards.js";
import { genreFuzzionCards } from "./genrefuzzion/cards/index.js";
import { tricubeCards } from "./tricube/cards/game-cards.js";

export const GAME_CARDS: readonly GameCards[] = [
  genreFuzzionCards,
  tricubeCards,
];
