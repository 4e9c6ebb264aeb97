// Reading gf-dice-v1 proofs (docs/verifiable-dice.md §11): the first encoding, still verified and
// labelled v1. Nothing new is ever written in it. It lacks the roll time, the seed-chain head and the
// log link of v2, so a v1 proof proves less: its epoch needs the post's time from elsewhere.
import { bytesText } from "./bytes.js";
import { MAX_BLOCK, canonicalForumOf } from "./context.js";
import type { BeaconRef, ProofV1 } from "./proof.js";
import { Malformed, readFaces, readPool, reader } from "./proof-reader.js";

export const MAGIC_V1 = "gf-dice-v1";
export const PROOF_PREFIX_V1 = "gf1.";

/** Decodes the bytes after "gf1."; throws Malformed. */
export function decodeV1(bytes: Uint8Array, text: string): ProofV1 {
  const r = reader(bytes);
  if (bytesText(r.bytes(MAGIC_V1.length, "version")) !== MAGIC_V1) throw new Malformed("unknown version");
  const forum = canonicalForumOf(r.bytes(r.u8("forum"), "forum"));
  if (forum === undefined) throw new Malformed("forum");
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
  const sizes = readPool(r.bytes(n, "pool"));
  const headEnd = r.at();
  const faces = readFaces(r.bytes(n, "faces"), sizes);
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
