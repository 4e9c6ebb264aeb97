// The one table of blocks. A new block is a spec in blocks/ plus one line here.
import { compileSpec, type CompiledSpec } from "./block-spec.js";
import { actionBlock } from "./blocks/action.js";
import { intervalBlock } from "./blocks/interval.js";
import { poolBlock } from "./blocks/pool.js";
import { rollBlock } from "./blocks/roll.js";
import { sceneBlock } from "./blocks/scene.js";
import { sheetBlock } from "./blocks/sheet.js";

export const BLOCK_SPECS: readonly CompiledSpec[] = [
  compileSpec(poolBlock),
  compileSpec(sceneBlock),
  compileSpec(rollBlock),
  compileSpec(actionBlock),
  compileSpec(intervalBlock),
  compileSpec(sheetBlock),
];

/** Tag name (lower case, Spanish aliases included) → block. */
export const BLOCKS_BY_TAG: ReadonlyMap<string, CompiledSpec> = new Map(
  BLOCK_SPECS.flatMap((c) => c.spec.tags.map((tag) => [tag, c] as const)),
);
