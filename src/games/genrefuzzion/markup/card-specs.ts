// The blocks the game's chunk parses in the reader's browser (cards/read-card.ts): every block but the
// sheet. The sheet's spec (registry.ts) goes to the reader with the sheet card's creation checks
// (gf-sheet-checks.js, src/games/sheet-checks.ts), which a sheet card waits for anyway, so a page
// without sheets never downloads it and the chunk stays within its budget.
import { compileSpec, type CompiledSpec } from "./block-spec.js";
import { actionBlock } from "./blocks/action.js";
import { intervalBlock } from "./blocks/interval.js";
import { poolBlock } from "./blocks/pool.js";
import { rollBlock } from "./blocks/roll.js";
import { sceneBlock } from "./blocks/scene.js";

export const CARD_SPECS: readonly CompiledSpec[] = [
  compileSpec(poolBlock),
  compileSpec(sceneBlock),
  compileSpec(rollBlock),
  compileSpec(actionBlock),
  compileSpec(intervalBlock),
];
