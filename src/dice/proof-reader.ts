// Reading proof bytes field by field (docs/verifiable-dice.md §2): every read past the end is a
// "truncated" format failure, and no integer is ever rounded.

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
