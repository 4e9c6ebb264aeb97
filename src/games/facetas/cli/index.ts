// Facetas' `gf facetas replay` and `gf facetas eval` (src/lib/game-tools.ts), made commands by src/cli.
import type { GameTools } from "../../../lib/game-tools.js";
import { facetasEval } from "./eval.js";
import { facetasReplay } from "./replay.js";

export const facetasTools: GameTools = { replay: facetasReplay, eval: facetasEval };
