// What the service and the `gf` command take from this game (src/games/registry.ts): its thread flow,
// played by the service's topic-flow runner, and its `gf facetas replay|eval` tools. Server only.
import type { ServerGame } from "../../service/game-service.js";
import { facetasTools } from "./cli/index.js";
import { facetasTopicFlow } from "./flow/service-flow.js";

export const server: ServerGame = { game: "facetas", flow: facetasTopicFlow, tools: facetasTools };
