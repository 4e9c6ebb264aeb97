// The one table of blocks. A new block is a spec in blocks/ plus one line here (and in card-specs.ts,
// which the game's chunk parses with, unless the block's parser reaches the reader another way).
import type { CompiledSpec } from "./block-spec.js";
import { CARD_SPECS } from "./card-specs.js";
import { SHEET_SPEC } from "./sheet-spec.js";

// The sheet's spec, apart: the reader's browser gets it with the sheet checks (card-specs.ts).
export { SHEET_SPEC };

export const BLOCK_SPECS: readonly CompiledSpec[] = [...CARD_SPECS, SHEET_SPEC];

/** Tag name (lower case, Spanish aliases included) → block. */
export const BLOCKS_BY_TAG: ReadonlyMap<string, CompiledSpec> = new Map(
  BLOCK_SPECS.flatMap((c) => c.spec.tags.map((tag) => [tag, c] as const)),
);
