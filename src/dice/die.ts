// Dice as plain data. The game uses d4–d12 (GF-DIE-1, GF-FORUM-3); the derivation itself supports
// any die from d2 to d100 (docs/verifiable-dice.md §4), which the notation can opt into.

/** A rolled die: its number of sides and the face it shows (1..size). */
export interface Die {
  readonly size: number;
  readonly face: number;
}

/** GF-DIE-1: the game's die sizes (the ladder), smallest first. The one list the notation, the markup and the rules use. */
export const DIE_SIZES = [4, 6, 8, 10, 12] as const;
export type DieSize = (typeof DIE_SIZES)[number];

/** GF-DIE-1: whether a value is one of the ladder's sizes. */
export function isDieSize(value: unknown): value is DieSize {
  return value === 4 || value === 6 || value === 8 || value === 10 || value === 12;
}

/** "d8", the way players and the sheet write a size. */
export const dieName = (size: number): string => `d${size}`;

/** The standard polyhedra: every size a group might own as a physical die. */
export const STANDARD_SIZES: readonly number[] = [2, 3, 4, 6, 8, 10, 12, 20, 100];

/** The derivation's range (docs/verifiable-dice.md §4). */
export const MIN_DIE_SIZE = 2;
export const MAX_DIE_SIZE = 100;

/**
 * The most dice one pool may hold. GF-POOL-2's slots add up to about two dozen even with every
 * trick stacked (S1 5, S2 3, S3 4, S5 2, S6 3, others 1 each), so 30 leaves room and keeps a
 * proof short; "200 dice" is a typo or an attack, not a pool.
 */
export const MAX_POOL_DICE = 30;

export function isDerivableSize(size: number): boolean {
  return Number.isInteger(size) && size >= MIN_DIE_SIZE && size <= MAX_DIE_SIZE;
}

/** The canonical order of a pool: ascending size, so reordering the dice never re-rolls them. */
export function canonicalSizes(sizes: readonly number[]): number[] {
  // Insertion sort: pools are tiny, and this runs on every roll (bench/dice).
  const out = sizes.slice();
  for (let i = 1; i < out.length; i++) {
    const v = out[i]!;
    let j = i - 1;
    for (; j >= 0 && out[j]! > v; j--) out[j + 1] = out[j]!;
    out[j + 1] = v;
  }
  return out;
}

/** "d4 d6 d8": the canonical pool text. */
export function formatPool(sizes: readonly number[]): string {
  return sizes.map((s) => `d${s}`).join(" ");
}

/** "d4:3 d6:1": rolled notation, which parseRolled reads back. */
export function formatRolled(dice: readonly Die[]): string {
  return dice.map((d) => `d${d.size}:${d.face}`).join(" ");
}
