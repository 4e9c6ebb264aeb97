// What the service and the `gf` command take from this game (src/games/registry.ts): its thread flow,
// played by the service's topic-flow runner, and its `gf pujas replay|eval` tools. Server only.
import type { ServerGame } from "../../service/game-service.js";
import { pujasTools } from "./cli/index.js";
import { pujasTopicFlow } from "./flow/topic.js";

export const server: ServerGame = { game: "pujas", flow: pujasTopicFlow, tools: pujasTools };
