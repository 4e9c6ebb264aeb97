// The proof record and its byte encoding (docs/verifiable-dice.md §2). One encoding serves three
// uses: the derivation input (the head, everything but the faces), the signed message (head and
// faces, starting with "gf-dice-v1"), and the proof text ("gf1." + base64url(message ‖ signature)).
import { err, gfError, ok, type Result } from "../lib/result.js";
import { asciiBytes, bytesText, fromBase64Url, toBase64Url } from "./bytes.js";
import { MAX_BLOCK, isCanonicalForum, type RollContext } from "./context.js";
import { MAX_DIE_SIZE, MIN_DIE_SIZE } from "./die.js";

export const MAGIC = "gf-dice-v1";
export const PROOF_PREFIX = "gf1.";
export const SIGNATURE_BYTES = 64;
/** No honest proof comes near this; longer text is refused before decoding. */
export const MAX_PROOF_TEXT = 2048;
/** drand signatures: 48 bytes on G1 (quicknet), 96 on G2 (the default chained network). */
const BEACON_SIGNATURE_LENGTHS = [48, 96];

/** A drand beacon round mixed into the roll (docs/verifiable-dice.md §6). */
export interface BeaconRef {
  /** The drand chain's hash, which names the network (32 bytes). */
  readonly chainHash: Uint8Array;
  readonly round: number;
  /** The beacon's BLS signature; its SHA-256 is drand's randomness. */
  readonly signature: Uint8Array;
}

export interface RollRecord {
  readonly context: RollContext;
  readonly epoch: number;
  readonly beacon: BeaconRef | null;
  /** Die sizes in canonical (ascending) order. */
  readonly sizes: readonly number[];
  /** faces[k] is the face of the die of size sizes[k]. */
  readonly faces: readonly number[];
}

export interface Proof {
  readonly record: RollRecord;
  /** The derivation input: the message without its faces. */
  readonly head: Uint8Array;
  /** The signed bytes. */
  readonly message: Uint8Array;
  readonly signature: Uint8Array;
  readonly text: string;
}

const MAGIC_BYTES = asciiBytes(MAGIC);

/** Big-endian, written byte by byte: no DataView to allocate on every roll (bench/dice). */
function writeUint(out: Uint8Array, at: number, n: number, bytes: number): void {
  for (let k = bytes - 1; k >= 0; k--) {
    out[at + k] = n % 256;
    n = Math.floor(n / 256);
  }
}

/** The head: every field but the faces. Inputs must already be canonical (roll.ts checks them). */
export function encodeHead(record: Omit<RollRecord, "faces">): Uint8Array {
  // The canonical forum is ASCII (context.ts), so its characters are its bytes.
  const forum = record.context.forum;
  const beacon = record.beacon;
  const n = record.sizes.length;
  const size = MAGIC_BYTES.length + 1 + forum.length + 8 + 8 + 2 + 4 + 1
    + (beacon ? 32 + 8 + 1 + beacon.signature.length : 0) + 1 + n;
  const out = new Uint8Array(size);
  let at = 0;
  out.set(MAGIC_BYTES, at); at += MAGIC_BYTES.length;
  out[at++] = forum.length;
  for (let k = 0; k < forum.length; k++) out[at++] = forum.charCodeAt(k);
  writeUint(out, at, record.context.topic, 8); at += 8;
  writeUint(out, at, record.context.post, 8); at += 8;
  writeUint(out, at, record.context.block, 2); at += 2;
  writeUint(out, at, record.epoch, 4); at += 4;
  out[at++] = beacon ? 1 : 0;
  if (beacon) {
    out.set(beacon.chainHash, at); at += 32;
    writeUint(out, at, beacon.round, 8); at += 8;
    out[at++] = beacon.signature.length;
    out.set(beacon.signature, at); at += beacon.signature.length;
  }
  out[at++] = n;
  for (const s of record.sizes) out[at++] = s;
  return out;
}

/** The signed message: head ‖ faces. */
export function encodeMessage(head: Uint8Array, faces: readonly number[]): Uint8Array {
  const out = new Uint8Array(head.length + faces.length);
  out.set(head);
  out.set(faces, head.length);
  return out;
}

/**
 * Appends the faces to the head, signs the message and spells the proof, in one buffer for message
 * and signature: the roll's hot path (bench/dice). Same bytes as encodeMessage + proofText.
 */
export function sealProof(head: Uint8Array, faces: readonly number[], sign: (message: Uint8Array) => Uint8Array): string {
  const messageLength = head.length + faces.length;
  const all = new Uint8Array(messageLength + SIGNATURE_BYTES);
  all.set(head);
  all.set(faces, head.length);
  const signature = sign(all.subarray(0, messageLength));
  if (signature.length !== SIGNATURE_BYTES) throw new RangeError(`signature must be ${SIGNATURE_BYTES} bytes`);
  all.set(signature, messageLength);
  return PROOF_PREFIX + toBase64Url(all);
}

export function proofText(message: Uint8Array, signature: Uint8Array): string {
  const all = new Uint8Array(message.length + signature.length);
  all.set(message);
  all.set(signature, message.length);
  return PROOF_PREFIX + toBase64Url(all);
}

class Malformed extends Error {}

/** Reads a proof's text back into its record, refusing anything not byte-for-byte canonical. */
export function decodeProof(input: string): Result<Proof> {
  const text = input.trim();
  const bad = (detail: string) => err(gfError("dice.verify.format", undefined, { detail }));
  if (text.length > MAX_PROOF_TEXT) return bad("too long");
  if (!text.startsWith(PROOF_PREFIX)) return bad(`missing the "${PROOF_PREFIX}" prefix`);
  const bytes = fromBase64Url(text.slice(PROOF_PREFIX.length));
  if (!bytes) return bad("not base64url");

  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  let at = 0;
  const take = (n: number, field: string): number => {
    if (at + n > bytes.length) throw new Malformed(`truncated at ${field}`);
    const start = at;
    at += n;
    return start;
  };
  const u8 = (field: string) => bytes[take(1, field)]!;
  const u64 = (field: string) => {
    const p = take(8, field);
    const n = view.getUint32(p) * 0x1_0000_0000 + view.getUint32(p + 4);
    if (!Number.isSafeInteger(n)) throw new Malformed(`${field} out of range`);
    return n;
  };
  try {
    const magic = bytes.subarray(take(MAGIC_BYTES.length, "version"), at);
    if (!magic.every((b, i) => b === MAGIC_BYTES[i])) throw new Malformed("unknown version");
    const forumLength = u8("forum");
    const forum = bytesText(bytes.subarray(take(forumLength, "forum"), at));
    if (!isCanonicalForum(forum)) throw new Malformed("forum");
    const topic = u64("topic");
    const post = u64("post");
    const block = view.getUint16(take(2, "block"));
    if (block > MAX_BLOCK) throw new Malformed("block");
    const epoch = view.getUint32(take(4, "epoch"));
    if (epoch < 1) throw new Malformed("epoch");
    const kind = u8("beacon");
    let beacon: BeaconRef | null = null;
    if (kind === 1) {
      const chainHash = bytes.slice(take(32, "beacon"), at);
      const round = u64("beacon round");
      const length = u8("beacon");
      if (!BEACON_SIGNATURE_LENGTHS.includes(length)) throw new Malformed("beacon signature length");
      beacon = { chainHash, round, signature: bytes.slice(take(length, "beacon"), at) };
    } else if (kind !== 0) {
      throw new Malformed("beacon kind");
    }
    const n = u8("pool");
    if (n < 1) throw new Malformed("empty pool");
    const sizes = Array.from(bytes.subarray(take(n, "pool"), at));
    if (sizes.some((s, i) => s < MIN_DIE_SIZE || s > MAX_DIE_SIZE || (i > 0 && s < sizes[i - 1]!))) {
      throw new Malformed("pool");
    }
    const headEnd = at;
    const faces = Array.from(bytes.subarray(take(n, "faces"), at));
    if (faces.some((f, i) => f < 1 || f > sizes[i]!)) throw new Malformed("faces");
    const messageEnd = at;
    take(SIGNATURE_BYTES, "signature");
    if (at !== bytes.length) throw new Malformed("trailing bytes");
    return ok({
      record: { context: { forum, topic, post, block }, epoch, beacon, sizes, faces },
      head: bytes.slice(0, headEnd),
      message: bytes.slice(0, messageEnd),
      signature: bytes.slice(messageEnd),
      text,
    });
  } catch (e) {
    if (e instanceof Malformed) return bad(e.message);
    throw e;
  }
}
