// Reading gf-dice-v1 proofs (docs/verifiable-dice.md §11): the first encoding, still verified and
// labelled v1. Nothing new is ever written in it. It lacks the roll time, the seed-chain head and the
// log link of v2, so a v1 proof proves less: its epoch needs the post's time from elsewhere.
import { bytesText } from "./bytes.js";
import { MAX_BLOCK, isCanonicalForum } from "./context.js";
import { MAX_DIE_SIZE, MIN_DIE_SIZE } from "./die.js";
import type { BeaconRef, ProofV1 } from "./proof.js";
import { Malformed, reader } from "./proof-reader.js";

export const MAGIC_V1 = "gf-dice-v1";
export const PROOF_PREFIX_V1 = "gf1.";

/** Decodes the bytes after "gf1."; throws Malformed. */
export function decodeV1(bytes: Uint8Array, text: string): ProofV1 {
  const r = reader(bytes);
  if (bytesText(r.bytes(MAGIC_V1.length, "version")) !== MAGIC_V1) throw new Malformed("unknown version");
  const forum = bytesText(r.bytes(r.u8("forum"), "forum"));
  if (!isCanonicalForum(forum)) throw new Malformed("forum");
  const topic = r.u64("topic");
  const post = r.u64("post");
  const block = r.u16("block");
  if (block > MAX_BLOCK) throw new Malformed("block");
  const epoch = r.u32("epoch");
  if (epoch < 1) throw new Malformed("epoch");
  const kind = r.u8("beacon");
  let beacon: BeaconRef | null = null;
  if (kind === 1) {
    const chainHash = r.bytes(32, "beacon").slice();
    const round = r.u64("beacon round");
    const length = r.u8("beacon");
    if (length !== 48 && length !== 96) throw new Malformed("beacon signature length");
    beacon = { chainHash, round, signature: r.bytes(length, "beacon").slice() };
  } else if (kind !== 0) {
    throw new Malformed("beacon kind");
  }
  const n = r.u8("pool");
  if (n < 1) throw new Malformed("empty pool");
  const sizes = Array.from(r.bytes(n, "pool"));
  if (sizes.some((s, i) => s < MIN_DIE_SIZE || s > MAX_DIE_SIZE || (i > 0 && s < sizes[i - 1]!))) throw new Malformed("pool");
  const headEnd = r.at();
  const faces = Array.from(r.bytes(n, "faces"));
  if (faces.some((f, i) => f < 1 || f > sizes[i]!)) throw new Malformed("faces");
  const messageEnd = r.at();
  r.bytes(64, "signature");
  if (r.at() !== bytes.length) throw new Malformed("trailing bytes");
  return {
    version: 1,
    record: { version: 1, context: { forum, topic, post, block }, epoch, beacon, sizes, faces },
    input: bytes.slice(0, headEnd),
    message: bytes.slice(0, messageEnd),
    signature: bytes.slice(messageEnd),
    text,
  };
}
