// Die sizes and steps (GF-DIE-1, GF-DIE-2). Only sizes matter to the rules once a roll is over
// (GF-DIE-3), so this file knows the ladder and nothing about faces.

import type { Die } from "../../dice/die.js";

/** A rolled die as the rules see it: the dice engine's `Die` ({ size, face }). */
export type RolledDie = Die;

/** GF-DIE-1: the ladder, smallest first. */
export const DIE_SIZES = [4, 6, 8, 10, 12] as const;
export type DieSize = (typeof DIE_SIZES)[number];

/** GF-DIE-2: the largest die there is. */
export const MAX_DIE: DieSize = 12;

export function isDieSize(value: unknown): value is DieSize {
  return value === 4 || value === 6 || value === 8 || value === 10 || value === 12;
}

/** GF-DIE-2: a step up from d12 stays d12. */
export function stepUp(size: DieSize): DieSize {
  return DIE_SIZES[Math.min(DIE_SIZES.indexOf(size) + 1, DIE_SIZES.length - 1)] as DieSize;
}

/** GF-DIE-1: one size down; null below d4 (GF-AMB-22: the attribute is gone). */
export function stepDown(size: DieSize): DieSize | null {
  const i = DIE_SIZES.indexOf(size);
  return i > 0 ? (DIE_SIZES[i - 1] as DieSize) : null;
}

/** "d8", the way players and the sheet write a size. */
export const dieName = (size: number): string => `d${size}`;
