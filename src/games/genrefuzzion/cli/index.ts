// GenreFuzzion's `gf genrefuzzion replay` (also `gf scene replay`; src/lib/game-tools.ts), made a command by src/cli.
import type { GameTools } from "../../../lib/game-tools.js";
import { genreFuzzionReplay } from "./replay.js";

export const genreFuzzionTools: GameTools = { replay: genreFuzzionReplay };
