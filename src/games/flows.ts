// The games' topic flows, for the service only (server-side code: never in the plugin's bundles): each
// game the service plays through its topic-flow runner (src/service/flows), by registry id. GenreFuzzion
// is not here: its thread flow is its own service adapter (src/games/genrefuzzion/service), GAME_SERVICE
// below. `gf serve` and the tests' harness hand both to startService; a category whose config
// `categoryGame` names one of these games is played by its flow, one that names GenreFuzzion (or none:
// config defaultGame) by the adapter. Adding a game's flow is one line here (docs/adding-a-game.md).
import type { TopicFlow } from "../lib/topic-flow.js";
import { genreFuzzionService } from "./genrefuzzion/service/index.js";
import { facetasTopicFlow } from "./facetas/flow/service-flow.js";
import { pujasTopicFlow } from "./pujas/flow/topic.js";
import { tricubeTopicFlow } from "./tricube/flow/service-flow.js";

/** By game id; each flow's record and change types are its own. */
export const FLOWS: Readonly<Record<string, TopicFlow<any, any>>> = {
  [tricubeTopicFlow.game]: tricubeTopicFlow,
  [facetasTopicFlow.game]: facetasTopicFlow,
  [pujasTopicFlow.game]: pujasTopicFlow,
};

/** The game whose thread flow is its own code on the service's parts (src/service/game-service.ts): GenreFuzzion's. */
export const GAME_SERVICE = genreFuzzionService;
