// Pujas' `gf pujas replay` and `gf pujas eval` (src/lib/game-tools.ts), made commands by src/cli.
import type { GameTools } from "../../../lib/game-tools.js";
import { pujasEval } from "./eval.js";
import { pujasReplay } from "./replay.js";

export const pujasTools: GameTools = { replay: pujasReplay, eval: pujasEval };
