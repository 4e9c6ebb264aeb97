// Die sizes and steps (GF-DIE-1, GF-DIE-2). Only sizes matter to the rules once a roll is over
// (GF-DIE-3), so this file knows the ladder and nothing about faces.

import { DIE_SIZES, type Die, type DieSize } from "../../../dice/die.js";

// The ladder itself is the dice part's (one list for notation, markup and rules).
export { DIE_SIZES, isDieSize, dieName, type DieSize } from "../../../dice/die.js";

/** A rolled die as the rules see it: the dice engine's `Die` ({ size, face }). */
export type RolledDie = Die;

/** GF-DIE-2: the largest die there is. */
export const MAX_DIE: DieSize = 12;

/** GF-DIE-2: a step up from d12 stays d12. */
export function stepUp(size: DieSize): DieSize {
  return DIE_SIZES[Math.min(DIE_SIZES.indexOf(size) + 1, DIE_SIZES.length - 1)] as DieSize;
}

/** GF-DIE-1: one size down; null below d4 (GF-AMB-22: the attribute is gone). */
export function stepDown(size: DieSize): DieSize | null {
  const i = DIE_SIZES.indexOf(size);
  return i > 0 ? (DIE_SIZES[i - 1] as DieSize) : null;
}
