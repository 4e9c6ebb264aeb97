// What the service and the `gf` command take from the d20 check (src/games/registry.ts): its thread
// flow, played by the service's topic-flow runner, and `gf d20 replay`. Server only.
import type { ServerGame } from "../../service/game-service.js";
import { d20Tools } from "./cli/index.js";
import { d20TopicFlow } from "./flow/topic-flow.js";

export const server: ServerGame = { game: "d20", flow: d20TopicFlow, tools: d20Tools };
