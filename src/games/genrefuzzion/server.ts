// What the service and the `gf` command take from GenreFuzzion (src/games/registry.ts): its thread flow
// is its own service adapter (./service), not a TopicFlow; its `gf genrefuzzion replay|eval|export` tools and `gf audit`'s typed dice. Server only.
import type { ServerGame } from "../../service/game-service.js";
import { genreFuzzionTools } from "./cli/index.js";
import { genreFuzzionService } from "./service/index.js";
import { genreFuzzionRecord } from "./service/record-tool.js";
import { typedDice } from "./service/pool-blocks.js";

// `gf audit` reads a post's typed pool with the service's own parser; `gf genrefuzzion export` its stored game and records.
export const server: ServerGame = { game: "genrefuzzion", service: genreFuzzionService, tools: { ...genreFuzzionTools, typedDice, record: genreFuzzionRecord } };
