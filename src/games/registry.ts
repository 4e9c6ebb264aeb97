// The games the product serves. A game is its folder (src/games/<id>/, with a game.ts exporting its
// GameModule) plus one line here; docs/adding-a-game.md shows how, with Tricube Tales. Only the
// composition roots import this list (the `gf` command, the plugin's bundle entries, the sandbox) and
// hand it to the shared parts, which never import a game themselves.
import type { GameModule } from "../markup/markup-game.js";
import { facetasGame } from "./facetas/game.js";
import { genreFuzzionGame } from "./genrefuzzion/game.js";
import { pujasGame } from "./pujas/game.js";
import { tricubeGame } from "./tricube/game.js";

export const GAMES: readonly GameModule[] = [
  genreFuzzionGame,
  tricubeGame,
  pujasGame,
  facetasGame,
];

/** The game ids, for the service's config and the Discourse site setting's choices. */
export const GAME_IDS: readonly string[] = GAMES.map((g) => g.id);

/** Each game's blocks for the shared markup rule, one list for every locator and renderer. */
export const MARKUP_GAMES = GAMES.map((g) => g.markup);

export function gameById(id: string): GameModule | undefined {
  return GAMES.find((g) => g.id === id);
}
