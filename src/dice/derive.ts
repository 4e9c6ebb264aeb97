// The derivation (docs/verifiable-dice.md §4): faces as a deterministic function of the epoch
// seed and the roll's head bytes (context, epoch, beacon, pool). A byte stream
//   block j = HMAC-SHA256(key = seed, head ‖ u32be(j)),  j = 0, 1, 2…
// is read one byte at a time; a die of size s takes the next byte b below 256 − (256 mod s) and
// shows (b mod s) + 1. Bytes at or above that limit are skipped (rejection sampling), so every
// face of every die from d2 to d100 is exactly equally likely; a plain modulo would favour the
// low faces of, e.g., a d6 (256 = 42·6 + 4).
import { assertBytes } from "./bytes.js";
import type { DiceCrypto } from "./crypto.js";
import { MAX_DIE_SIZE, MIN_DIE_SIZE } from "./die.js";

/**
 * head ‖ u32be(j), kept between calls: a typed array over 64 bytes lives outside V8's heap and costs
 * about a microsecond to make and collect, which every roll and verification paid (bench/dice). The
 * derivation runs to completion without calling out, so one buffer serves every call.
 */
let scratch = new Uint8Array(256);

export function deriveFaces(seed: Uint8Array, head: Uint8Array, sizes: readonly number[], crypto: DiceCrypto): number[] {
  assertBytes(seed, 32, "seed");
  if (scratch.length < head.length + 4) scratch = new Uint8Array(head.length + 4);
  const input = scratch.subarray(0, head.length + 4);
  input.set(head);
  const c = head.length;
  let block = 0;
  let stream: Uint8Array | undefined;
  let at = 0;
  const faces = new Array<number>(sizes.length);
  for (let k = 0; k < sizes.length; k++) {
    const size = sizes[k]!;
    if (!Number.isInteger(size) || size < MIN_DIE_SIZE || size > MAX_DIE_SIZE) {
      throw new RangeError(`die size must be ${MIN_DIE_SIZE}..${MAX_DIE_SIZE}, got ${size}`);
    }
    const limit = 256 - (256 % size);
    for (;;) {
      if (!stream || at === stream.length) {
        input[c] = block >>> 24; input[c + 1] = (block >>> 16) & 0xff; input[c + 2] = (block >>> 8) & 0xff; input[c + 3] = block & 0xff;
        block++;
        stream = crypto.hmacSha256(seed, input);
        at = 0;
      }
      const b = stream[at++]!;
      if (b < limit) { faces[k] = (b % size) + 1; break; }
    }
  }
  return faces;
}
