// Dice as players write them in blocks: "d8", "D8", "2d6". Only the sizes of the game's ladder
// exist (GF-DIE-1). The reading itself is the dice part's notation parser; this file only decides
// which words of a line are dice. Faces appear only in the roll block (roll.ts).
import type { GfError } from "../../../lib/result.js";
import { DIE_SIZES, type DieSize } from "../../../dice/die.js";
import { parsePool } from "../../../dice/notation.js";

export type DieToken =
  | { readonly ok: true; readonly sizes: readonly DieSize[] }
  | { readonly ok: false; readonly error: GfError }
  | undefined;

/**
 * Reads one whitespace-free token: undefined when it is not die-shaped at all (a word of the
 * trait's name), else what the dice part's notation parser (src/dice/notation.ts) makes of it, so
 * "d7" or "40d6" get the same verdict and message everywhere dice are typed.
 */
export function readDieToken(token: string): DieToken {
  // Most tokens are words; only die-shaped ones (\d{0,3}[dD]\d+) go to the notation parser.
  const c = token.charCodeAt(0) | 0x20;
  if (c !== 0x64 && (c < 0x30 || c > 0x39)) return undefined;
  // A single die of the ladder ("d8", "D10") is nearly every token: its verdict is known, and
  // asking the notation parser (split, regex, Result objects) for it again was most of a line's cost.
  if (c === 0x64) {
    const n = token.length === 2 ? token.charCodeAt(1) - 0x30
      : token.length === 3 && token.charCodeAt(1) === 0x31 ? 10 + token.charCodeAt(2) - 0x30 : -1;
    const single = n >= 4 && n <= 12 ? SINGLE_DIE[n] : undefined;
    if (single) return single;
  }
  if (!DIE_SHAPE.test(token)) return undefined;
  const read = parsePool(token);
  return read.ok ? { ok: true, sizes: read.value as DieSize[] } : { ok: false, error: read.error };
}

/**
 * parsePool's verdict on "d4" … "d12", written out (test/games/genrefuzzion/markup/dice-text.test.ts
 * holds it to the parser's): asking the parser for them when the chunk loaded cost a page's first
 * screen 0.7 ms of main thread unthrottled, for tokens most cards never need it for.
 */
const SINGLE_DIE: DieToken[] = [];
for (const size of DIE_SIZES) SINGLE_DIE[size] = Object.freeze({ ok: true, sizes: Object.freeze([size]) });

/** Die-shaped, valid or not, so "d7" is reported instead of read as part of a name. */
export const DIE_SHAPE = /^\d{0,3}[dD]\d{1,4}$/;
