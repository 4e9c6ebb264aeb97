// GenreFuzzion's `gf genrefuzzion replay` (also `gf scene replay`) and `gf genrefuzzion eval` (also
// `gf eval`; src/lib/game-tools.ts), made commands by src/cli.
import type { GameTools } from "../../../lib/game-tools.js";
import { genreFuzzionEval } from "./eval.js";
import { genreFuzzionReplay } from "./replay.js";

export const genreFuzzionTools: GameTools = { replay: genreFuzzionReplay, eval: genreFuzzionEval };
