// The games as the plugin's core browser bundle (gf-client.js) knows them, one line per game of the
// registry (src/games/registry.ts): each game's id, the keys of its cooked cards and its composer
// entries (src/games/<game>/cards/manifest.ts). The games' code is not here: each game's cards are
// its own chunk, plugin/public/javascripts/gf-<game>.js (src/games/<game>/cards/chunk.ts), which the
// core loads only when a card of that game is on the page. A separate list from the registry's so
// the core carries no game's parsers or cards; docs/adding-a-game.md shows how to add a line.
import type { ClientGame } from "../plugin-client/game-cards.js";
import { facetasClient } from "./facetas/cards/manifest.js";
import { genreFuzzionClient } from "./genrefuzzion/cards/manifest.js";
import { pujasClient } from "./pujas/cards/manifest.js";
import { tricubeClient } from "./tricube/cards/manifest.js";

export const CLIENT_GAMES: readonly ClientGame[] = [
  genreFuzzionClient,
  tricubeClient,
  pujasClient,
  facetasClient,
];
