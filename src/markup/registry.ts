// The one table of blocks. A new block is a spec in blocks/ plus one line here.
import { compileSpec, type CompiledSpec } from "./block-spec.js";
import { poolBlock } from "./blocks/pool.js";

export const BLOCK_SPECS: readonly CompiledSpec[] = [
  compileSpec(poolBlock),
];

/** Tag name (lower case, Spanish aliases included) → block. */
export const BLOCKS_BY_TAG: ReadonlyMap<string, CompiledSpec> = new Map(
  BLOCK_SPECS.flatMap((c) => c.spec.tags.map((tag) => [tag, c] as const)),
);
