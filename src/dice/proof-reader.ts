// Reading proof bytes field by field (docs/verifiable-dice.md §2): every read past the end is a
// "truncated" format failure, and no integer is ever rounded.

import { MAX_DIE_SIZE, MIN_DIE_SIZE } from "./die.js";

export class Malformed extends Error {}

/** A cursor over proof bytes; every read past the end is a "truncated" format failure. */
export function reader(bytes: Uint8Array) {
  let at = 0;
  const take = (n: number, field: string): number => {
    if (at + n > bytes.length) throw new Malformed(`truncated at ${field}`);
    const start = at;
    at += n;
    return start;
  };
  const uint = (n: number, field: string): number => {
    const p = take(n, field);
    let v = 0;
    for (let k = 0; k < n; k++) v = v * 256 + bytes[p + k]!;
    // Integers above 2^53 − 1 cannot be held exactly by every verifier: refused, never rounded.
    if (!Number.isSafeInteger(v)) throw new Malformed(`${field} out of range`);
    return v;
  };
  return {
    at: () => at,
    u8: (field: string) => bytes[take(1, field)]!,
    u16: (field: string) => uint(2, field),
    u32: (field: string) => uint(4, field),
    u64: (field: string) => uint(8, field),
    bytes: (n: number, field: string) => { const p = take(n, field); return bytes.subarray(p, p + n); },
  };
}

/** Die sizes from d2 to d100 in canonical (ascending) order, else Malformed. */
export function readPool(bytes: Uint8Array): number[] {
  const sizes = new Array<number>(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    const s = bytes[i]!;
    if (s < MIN_DIE_SIZE || s > MAX_DIE_SIZE || (i > 0 && s < sizes[i - 1]!)) throw new Malformed("pool");
    sizes[i] = s;
  }
  return sizes;
}

/** One face per die, each from 1 to its die's size, else Malformed. */
export function readFaces(bytes: Uint8Array, sizes: readonly number[]): number[] {
  const faces = new Array<number>(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    const f = bytes[i]!;
    if (f < 1 || f > sizes[i]!) throw new Malformed("faces");
    faces[i] = f;
  }
  return faces;
}
