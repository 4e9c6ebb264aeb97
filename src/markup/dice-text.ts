// Dice as players write them in blocks: "d8", "D8", "2d6". Only the sizes of the game's ladder
// exist (GF-DIE-1). This reads die *sizes*; faces appear only in the roll block (roll.ts).
// TODO(dice): switch to src/dice/notation.ts when the dice part publishes its notation parser.
import { gfError, type GfError } from "../lib/result.js";

export const DIE_SIZES = [4, 6, 8, 10, 12] as const;
export type DieSize = (typeof DIE_SIZES)[number];

/** The most dice one token may stand for ("12d6"); more is a typo, not a pool. */
export const MAX_DICE_PER_TOKEN = 12;

export function isDieSize(value: number): value is DieSize {
  return value === 4 || value === 6 || value === 8 || value === 10 || value === 12;
}

/** Die-shaped tokens (`\d{0,3}[dD]\d{1,4}`), valid or not, so "d7" is reported instead of read as text. */
export type DieToken =
  | { readonly ok: true; readonly sizes: readonly DieSize[] }
  | { readonly ok: false; readonly error: GfError }
  | undefined;

/** Reads one whitespace-free token: undefined when it is not die-shaped at all. */
export function readDieToken(token: string): DieToken {
  // By hand, not by regex: this runs on the last words of every body line.
  const n = token.length;
  let i = 0;
  let count = 0;
  while (i < n && i < 3) {
    const c = token.charCodeAt(i);
    if (c < 0x30 || c > 0x39) break;
    count = count * 10 + (c - 0x30);
    i++;
  }
  const digits = i;
  if (i >= n || (token.charCodeAt(i) | 0x20) !== 0x64) return undefined; // d or D
  i++;
  if (i === n || n - i > 4) return undefined;
  let size = 0;
  for (; i < n; i++) {
    const c = token.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return undefined;
    size = size * 10 + (c - 0x30);
  }
  if (digits === 0) count = 1;
  // GF-DIE-1: d4 < d6 < d8 < d10 < d12 and nothing else.
  if (!isDieSize(size)) return { ok: false, error: gfError("markup.bad_die", "GF-DIE-1", { token }) };
  if (count < 1 || count > MAX_DICE_PER_TOKEN) {
    return { ok: false, error: gfError("markup.bad_die_count", undefined, { token, max: MAX_DICE_PER_TOKEN }) };
  }
  if (count === 1) return { ok: true, sizes: [size] };
  const sizes: DieSize[] = [];
  for (let k = 0; k < count; k++) sizes.push(size);
  return { ok: true, sizes };
}

export const dieName = (size: number): string => `d${size}`;
