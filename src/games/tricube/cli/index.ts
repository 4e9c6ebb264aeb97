// Tricube Tales' `gf tricube replay` and `gf tricube eval` (src/lib/game-tools.ts), made commands by src/cli.
import type { GameTools } from "../../../lib/game-tools.js";
import { tricubeEval } from "./eval.js";
import { tricubeReplay } from "./replay.js";

export const tricubeTools: GameTools = { replay: tricubeReplay, eval: tricubeEval };
