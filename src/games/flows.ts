// What the service and the `gf` command take from each game, for the server only (never in the
// plugin's bundles), by registry id: one line per game. A game's thread flow is a TopicFlow the
// service plays through its topic-flow runner (src/service/flows), or its own service adapter
// (src/games/<id>/service, GenreFuzzion's); its tools are `gf <id> replay|eval` (src/lib/game-tools.ts).
// `gf serve` and the tests' harness hand the flows and the adapter to startService; a category whose
// config `categoryGame` names a game with a flow is played by its flow, one that names GenreFuzzion
// (or none: config defaultGame) by the adapter. docs/adding-a-game.md shows the line.
import type { GameTools } from "../lib/game-tools.js";
import type { TopicFlow } from "../lib/topic-flow.js";
import { facetasTools } from "./facetas/cli/index.js";
import { facetasTopicFlow } from "./facetas/flow/service-flow.js";
import { genreFuzzionTools } from "./genrefuzzion/cli/index.js";
import { genreFuzzionService } from "./genrefuzzion/service/index.js";
import { pujasTools } from "./pujas/cli/index.js";
import { pujasTopicFlow } from "./pujas/flow/topic.js";
import { tricubeTools } from "./tricube/cli/index.js";
import { tricubeTopicFlow } from "./tricube/flow/service-flow.js";

/** A game's server-side parts: its thread flow (a TopicFlow) and its `gf` tools. */
export interface ServerGame {
  readonly flow?: TopicFlow<any, any>;
  readonly tools?: GameTools;
}

/** By game id, every game of the registry (src/games/registry.ts). */
export const SERVER_GAMES: Readonly<Record<string, ServerGame>> = {
  genrefuzzion: { tools: genreFuzzionTools },
  tricube: { flow: tricubeTopicFlow, tools: tricubeTools },
  pujas: { flow: pujasTopicFlow, tools: pujasTools },
  facetas: { flow: facetasTopicFlow, tools: facetasTools },
};

/** By game id; each flow's record and change types are its own. */
export const FLOWS: Readonly<Record<string, TopicFlow<any, any>>> = Object.fromEntries(
  Object.entries(SERVER_GAMES).flatMap(([id, g]) => (g.flow ? [[id, g.flow]] : [])));

/** The game whose thread flow is its own code on the service's parts (src/service/game-service.ts): GenreFuzzion's. */
export const GAME_SERVICE = genreFuzzionService;
