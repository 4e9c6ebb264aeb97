// Byte helpers for the proof encoding (docs/verifiable-dice.md §2). Pure and runtime-neutral:
// the verifier runs in browsers and in Discourse's bare V8, so no Buffer and no node:*.

/** Programmer error: a byte string of the wrong length reached an internal function. */
export function assertBytes(value: unknown, length: number | undefined, name: string): asserts value is Uint8Array {
  if (!(value instanceof Uint8Array)) throw new TypeError(`${name} must be a Uint8Array`);
  if (length !== undefined && value.length !== length) {
    throw new RangeError(`${name} must be ${length} bytes, got ${value.length}`);
  }
}

export function concatBytes(...parts: readonly Uint8Array[]): Uint8Array {
  let total = 0;
  for (const p of parts) total += p.length;
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
}

/** Compares in time independent of where the first difference is (the lengths are public). */
export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

export function toHex(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += HEX[b];
  return s;
}

/** Lower- or upper-case hex of an exact byte length, else undefined. */
export function fromHex(hex: string, length?: number): Uint8Array | undefined {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) return undefined;
  if (length !== undefined && hex.length !== length * 2) return undefined;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const B64_INDEX = new Int16Array(128).fill(-1);
for (let i = 0; i < B64.length; i++) B64_INDEX[B64.charCodeAt(i)] = i;

const B64_CODES: number[] = Array.from(B64, (c) => c.charCodeAt(0));

/** Text from character codes, in chunks small enough for any engine's argument limit. */
function fromCodes(codes: number[]): string {
  if (codes.length <= 8192) return String.fromCharCode.apply(null, codes);
  let s = "";
  for (let i = 0; i < codes.length; i += 8192) s += String.fromCharCode.apply(null, codes.slice(i, i + 8192));
  return s;
}

/** RFC 4648 §5 base64url without padding. */
const codes: number[] = []; // reused: encoding runs once per roll, and always runs to completion

export function toBase64Url(bytes: Uint8Array): string {
  const out = codes;
  out.length = 0;
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out.push(B64_CODES[n >> 18]!, B64_CODES[(n >> 12) & 63]!, B64_CODES[(n >> 6) & 63]!, B64_CODES[n & 63]!);
  }
  const rest = bytes.length - i;
  if (rest > 0) {
    const n = (bytes[i]! << 16) | (rest === 2 ? bytes[i + 1]! << 8 : 0);
    out.push(B64_CODES[n >> 18]!, B64_CODES[(n >> 12) & 63]!);
    if (rest === 2) out.push(B64_CODES[(n >> 6) & 63]!);
  }
  return fromCodes(out);
}

/**
 * Strict base64url without padding: any other character, a length of 1 mod 4, or non-zero
 * leftover bits give undefined, so one proof has exactly one spelling.
 */
export function fromBase64Url(text: string): Uint8Array | undefined {
  if (text.length % 4 === 1) return undefined;
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let acc = 0, bits = 0, at = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const v = c < 128 ? B64_INDEX[c]! : -1;
    if (v < 0) return undefined;
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[at++] = (acc >> bits) & 0xff;
    }
  }
  if ((acc & ((1 << bits) - 1)) !== 0) return undefined;
  return out;
}

/**
 * ASCII text as bytes, and back. The encoded fields are ASCII by construction (the magic, a
 * canonical forum), and Discourse's bare V8 has no TextEncoder, so neither uses one.
 */
export function asciiBytes(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 0x7f) throw new RangeError(`not ASCII: ${JSON.stringify(text)}`);
    out[i] = c;
  }
  return out;
}

/** Bytes as text, one character per byte (Latin-1); callers check the result is what they expect. */
export const bytesText = (bytes: Uint8Array): string => fromCodes(Array.from(bytes));
