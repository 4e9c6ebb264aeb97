// What the service and the `gf` command take from this game (src/games/registry.ts): its thread flow,
// played by the service's topic-flow runner, and its `gf tricube replay|eval` tools. Server only.
import type { ServerGame } from "../../service/game-service.js";
import { tricubeTools } from "./cli/index.js";
import { tricubeTopicFlow } from "./flow/service-flow.js";

export const server: ServerGame = { game: "tricube", flow: tricubeTopicFlow, tools: tricubeTools };
