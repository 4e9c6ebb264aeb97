// The proof record and its byte encoding (docs/verifiable-dice.md §2). One encoding serves three
// uses: the derivation input (the roll's identity: context, epoch, seed-chain head, beacon, pool),
// the signed message (the input, the faces, the roll time and the log link, starting with
// "gf-dice-v2"), and the proof text ("gf2." + base64url(message ‖ signature)). gf-dice-v1 proofs
// are still read (proof-v1.ts) and labelled v1.
import { err, gfError, ok, type Result } from "../lib/result.js";
import { asciiBytes, fromBase64Url, toBase64Url } from "./bytes.js";
import { MAX_BLOCK, canonicalForumOf, type RollContext } from "./context.js";
import type { DiceCrypto } from "./crypto.js";
import { decodeV1, PROOF_PREFIX_V1 } from "./proof-v1.js";
import { Malformed, readFaces, readPool, reader } from "./proof-reader.js";

export const MAGIC = "gf-dice-v2";
export const PROOF_PREFIX = "gf2.";
/**
 * gf-dice-v3 (docs/verifiable-dice.md §V): v2's fields, field 13 the forum's time for the block
 * (never the signer's), and field 13a, the post version whose text first held the block.
 */
export const MAGIC_V3 = "gf-dice-v3";
export const PROOF_PREFIX_V3 = "gf3.";
export const SIGNATURE_BYTES = 64;
export const HASH_BYTES = 32;
/** Only 48-byte (G1) beacon signatures: the scheme of every pinned chain (drand.ts). */
export const BEACON_SIGNATURE_BYTES = 48;
/** No honest proof comes near this; longer text is refused before decoding. */
export const MAX_PROOF_TEXT = 2048;

/** A drand beacon round mixed into the roll (docs/verifiable-dice.md §6). */
export interface BeaconRef {
  /** The drand chain's hash, which names the network (32 bytes). */
  readonly chainHash: Uint8Array;
  readonly round: number;
  /** The beacon's BLS signature; its SHA-256 is drand's randomness. */
  readonly signature: Uint8Array;
}

interface RecordCore {
  readonly context: RollContext;
  readonly epoch: number;
  readonly beacon: BeaconRef | null;
  /** Die sizes in canonical (ascending, repeats allowed) order. */
  readonly sizes: readonly number[];
  /** faces[k] is the face of the die of size sizes[k]. */
  readonly faces: readonly number[];
}

export interface RollRecordV2 extends RecordCore {
  readonly version: 2;
  /** The seed-chain head (seed[0]) this roll derives from: the operator's anchored commitment. */
  readonly chainHead: Uint8Array;
  /** The roll time the service used (ms since 1970, UTC): it fixes the epoch and the beacon round. */
  readonly time: number;
  /** The record's place in the operator's roll log, from 1. */
  readonly seq: number;
  /** SHA-256 of the previous record's proof bytes (zeros for seq 1). */
  readonly prev: Uint8Array;
}

export interface RollRecordV1 extends RecordCore { readonly version: 1 }

/** v3: the same fields as v2, its time the forum's for the block, and the post version that added it. */
export interface RollRecordV3 extends Omit<RollRecordV2, "version"> {
  readonly version: 3;
  /** 1 when the block is in the post as created; n when revision n added it (§V.1). */
  readonly postVersion: number;
}

export type RollRecord = RollRecordV1 | RollRecordV2 | RollRecordV3;

interface ProofCore {
  /** The derivation input (docs/verifiable-dice.md §4): v2 fields 1–11; v1's "head". */
  readonly input: Uint8Array;
  /** The signed bytes. */
  readonly message: Uint8Array;
  readonly signature: Uint8Array;
  readonly text: string;
}
export interface ProofV1 extends ProofCore { readonly version: 1; readonly record: RollRecordV1 }
export interface ProofV2 extends ProofCore { readonly version: 2; readonly record: RollRecordV2 }
export interface ProofV3 extends ProofCore { readonly version: 3; readonly record: RollRecordV3 }
export type Proof = ProofV1 | ProofV2 | ProofV3;

/** What the derivation reads: everything that names the roll, nothing that the log adds. v3 when `version` says so. */
export type RollInput = Pick<RollRecordV2, "context" | "epoch" | "chainHead" | "beacon" | "sizes"> & { readonly version?: 2 | 3 };

const MAGIC_BYTES = asciiBytes(MAGIC);
const MAGIC_V3_BYTES = asciiBytes(MAGIC_V3);

/**
 * Big-endian, written byte by byte: no DataView to allocate on every roll (bench/dice). A u64 (at most
 * 2^53 − 1 here) is split once into two 32-bit halves, so the bytes come from shifts, not divisions.
 */
function writeUint(out: Uint8Array, at: number, n: number, bytes: number): void {
  if (bytes === 8) {
    const hi = Math.floor(n / 0x1_0000_0000), lo = n >>> 0;
    out[at] = hi >>> 24; out[at + 1] = (hi >>> 16) & 0xff; out[at + 2] = (hi >>> 8) & 0xff; out[at + 3] = hi & 0xff;
    out[at + 4] = lo >>> 24; out[at + 5] = (lo >>> 16) & 0xff; out[at + 6] = (lo >>> 8) & 0xff; out[at + 7] = lo & 0xff;
    return;
  }
  for (let k = bytes - 1; k >= 0; k--) {
    out[at + k] = n & 0xff;
    n >>>= 8;
  }
}

/** The length of fields 1–11 for a record. */
export function inputLength(record: RollInput): number {
  const beacon = record.beacon;
  return (record.version === 3 ? MAGIC_V3_BYTES : MAGIC_BYTES).length + 1 + record.context.forum.length + 8 + 8 + 2 + 4 + HASH_BYTES + 1
    + (beacon ? HASH_BYTES + 8 + 1 + beacon.signature.length : 0) + 1 + record.sizes.length;
}

/** Fields 1–11: the derivation input. Inputs must already be canonical (roll.ts checks them). */
export function encodeInput(record: RollInput): Uint8Array {
  const out = new Uint8Array(inputLength(record));
  writeInput(out, record);
  return out;
}

/** Writes fields 1–11 at the start of `out` (at least inputLength long); returns where they end. */
function writeInput(out: Uint8Array, record: RollInput): number {
  // The canonical forum is ASCII (context.ts), so its characters are its bytes.
  const forum = record.context.forum;
  const beacon = record.beacon;
  const magic = record.version === 3 ? MAGIC_V3_BYTES : MAGIC_BYTES;
  let at = 0;
  out.set(magic, at); at += magic.length;
  out[at++] = forum.length;
  for (let k = 0; k < forum.length; k++) out[at++] = forum.charCodeAt(k);
  writeUint(out, at, record.context.topic, 8); at += 8;
  writeUint(out, at, record.context.post, 8); at += 8;
  writeUint(out, at, record.context.block, 2); at += 2;
  writeUint(out, at, record.epoch, 4); at += 4;
  out.set(record.chainHead, at); at += HASH_BYTES;
  out[at++] = beacon ? 1 : 0;
  if (beacon) {
    out.set(beacon.chainHash, at); at += HASH_BYTES;
    writeUint(out, at, beacon.round, 8); at += 8;
    out[at++] = beacon.signature.length;
    out.set(beacon.signature, at); at += beacon.signature.length;
  }
  const sizes = record.sizes;
  out[at++] = sizes.length;
  for (let k = 0; k < sizes.length; k++) out[at++] = sizes[k]!;
  return at;
}

/** Where a record sits in the roll log: fields 13–15 (and v3's 13a, the post version). */
export interface LogPlace {
  readonly time: number;
  /** v3 only: the post version whose text first held the block (field 13a). */
  readonly postVersion?: number;
  readonly seq: number;
  readonly prev: Uint8Array;
}

const tailBytes = (place: LogPlace) => 8 + (place.postVersion !== undefined ? 4 : 0) + 8 + HASH_BYTES;

/** The signed message: input ‖ faces ‖ time ‖ [post version, v3] ‖ seq ‖ prev. */
export function encodeMessage(input: Uint8Array, faces: readonly number[], place: LogPlace): Uint8Array {
  const out = new Uint8Array(input.length + faces.length + tailBytes(place));
  writeMessage(out, input, faces, place);
  return out;
}

/** Writes input ‖ faces ‖ place into `out`; `inPlace` when the input already sits at its start. */
function writeMessage(out: Uint8Array, input: Uint8Array, faces: readonly number[], place: LogPlace, inPlace = false): number {
  if (!inPlace) out.set(input);
  let at = input.length;
  for (let k = 0; k < faces.length; k++) out[at++] = faces[k]!;
  writeUint(out, at, place.time, 8); at += 8;
  if (place.postVersion !== undefined) { writeUint(out, at, place.postVersion, 4); at += 4; }
  writeUint(out, at, place.seq, 8); at += 8;
  out.set(place.prev, at); at += HASH_BYTES;
  return at;
}

/**
 * A roll's one buffer (the roll's hot path, bench/dice): the derivation input written at its start,
 * room after it for the faces, the log place and the signature. The input, the message and the
 * proof bytes are views of it.
 */
export interface RollBuffer {
  readonly all: Uint8Array;
  /** Fields 1–11, a view of `all`. */
  readonly input: Uint8Array;
}

/**
 * The buffer for a record, in `reuse` when it is long enough: typed arrays over 64 bytes live
 * outside V8's heap and cost about a microsecond each to make and collect, a fiftieth of a roll.
 */
export function rollBuffer(record: RollInput, place: LogPlace, reuse?: Uint8Array): RollBuffer {
  const length = inputLength(record);
  const total = length + record.sizes.length + tailBytes(place) + SIGNATURE_BYTES;
  const all = reuse && reuse.length >= total ? reuse.subarray(0, total) : new Uint8Array(total);
  writeInput(all, record);
  return { all, input: all.subarray(0, length) };
}

/**
 * Writes the faces and the log place after the buffer's input, signs the message and spells the
 * proof. Returns the proof text and its bytes (whose SHA-256 the next record links to). Same bytes
 * as encodeMessage + proofText.
 */
export function sealProof({ all, input }: RollBuffer, faces: readonly number[], place: LogPlace,
  sign: (message: Uint8Array) => Uint8Array, base64Url: (bytes: Uint8Array) => string = toBase64Url): { text: string; bytes: Uint8Array } {
  const messageLength = writeMessage(all, input, faces, place, true);
  if (messageLength + SIGNATURE_BYTES !== all.length) throw new RangeError("the roll buffer does not fit its record");
  const signature = sign(all.subarray(0, messageLength));
  if (signature.length !== SIGNATURE_BYTES) throw new RangeError(`signature must be ${SIGNATURE_BYTES} bytes`);
  all.set(signature, messageLength);
  return { text: (place.postVersion !== undefined ? PROOF_PREFIX_V3 : PROOF_PREFIX) + base64Url(all), bytes: all };
}

export function proofText(message: Uint8Array, signature: Uint8Array, prefix = PROOF_PREFIX): string {
  const all = new Uint8Array(message.length + signature.length);
  all.set(message);
  all.set(signature, message.length);
  return prefix + toBase64Url(all);
}

/** The log link to a record: SHA-256 of its proof bytes (message ‖ signature). */
export const recordHash = (proof: Pick<Proof, "message" | "signature">, crypto: Pick<DiceCrypto, "sha256">): Uint8Array => {
  const all = new Uint8Array(proof.message.length + proof.signature.length);
  all.set(proof.message);
  all.set(proof.signature, proof.message.length);
  return crypto.sha256(all);
};

function decodeV2(bytes: Uint8Array, text: string, version: 2 | 3 = 2): ProofV2 | ProofV3 {
  const r = reader(bytes);
  const magic = version === 3 ? MAGIC_V3_BYTES : MAGIC_BYTES;
  const read = r.bytes(magic.length, "version");
  for (let k = 0; k < magic.length; k++) if (read[k] !== magic[k]) throw new Malformed("unknown version");
  const forum = canonicalForumOf(r.bytes(r.u8("forum"), "forum"));
  if (forum === undefined) throw new Malformed("forum");
  const topic = r.u64("topic");
  const post = r.u64("post");
  const block = r.u16("block");
  if (block > MAX_BLOCK) throw new Malformed("block");
  const epoch = r.u32("epoch");
  if (epoch < 1) throw new Malformed("epoch");
  const chainHead = r.bytes(HASH_BYTES, "chain head");
  const kind = r.u8("beacon");
  let beacon: BeaconRef | null = null;
  if (kind === 1) {
    const chainHash = r.bytes(HASH_BYTES, "beacon").slice();
    const round = r.u64("beacon round");
    if (round < 1) throw new Malformed("beacon round");
    if (r.u8("beacon") !== BEACON_SIGNATURE_BYTES) throw new Malformed("beacon signature length");
    beacon = { chainHash, round, signature: r.bytes(BEACON_SIGNATURE_BYTES, "beacon").slice() };
  } else if (kind !== 0) {
    throw new Malformed("beacon kind");
  }
  const n = r.u8("pool");
  if (n < 1) throw new Malformed("empty pool");
  const sizes = readPool(r.bytes(n, "pool"));
  const inputEnd = r.at();
  const faces = readFaces(r.bytes(n, "faces"), sizes);
  const time = r.u64("time");
  const postVersion = version === 3 ? r.u32("post version") : 0;
  if (version === 3 && postVersion < 1) throw new Malformed("post version");
  const seq = r.u64("seq");
  const prev = r.bytes(HASH_BYTES, "prev");
  // The first record links to nothing; every later one to a real record.
  let zeros = true;
  for (let k = 0; k < HASH_BYTES; k++) if (prev[k] !== 0) { zeros = false; break; }
  if (seq < 1 || (seq === 1) !== zeros) throw new Malformed("log link");
  const messageEnd = r.at();
  r.bytes(SIGNATURE_BYTES, "signature");
  if (r.at() !== bytes.length) throw new Malformed("trailing bytes");
  // Views of the decoded bytes (the chain head and prev too), which nothing else holds: no copies on the verifier's hot path (bench/dice).
  const parts = { input: bytes.subarray(0, inputEnd), message: bytes.subarray(0, messageEnd), signature: bytes.subarray(messageEnd), text };
  const common = { context: { forum, topic, post, block }, epoch, chainHead, beacon, sizes, faces, time, seq, prev };
  return version === 3
    ? { version: 3, record: { version: 3, ...common, postVersion }, ...parts }
    : { version: 2, record: { version: 2, ...common }, ...parts };
}

const AROUND = new Set([0x20, 0x09, 0x0d, 0x0a]);
/** No space, tab, CR or LF at either end: the proof as a card carries it, read without a regex. */
const isTrimmed = (s: string): boolean => s.length === 0 || (!AROUND.has(s.charCodeAt(0)) && !AROUND.has(s.charCodeAt(s.length - 1)));

/**
 * Reads a proof's text back into its record, refusing anything not byte-for-byte canonical. Spaces
 * and line breaks around the proof are ignored; inside it, none is allowed.
 */
export function decodeProof(input: string, decodeBase64Url: (text: string) => Uint8Array | undefined = fromBase64Url): Result<Proof> {
  // Only spaces, tabs, CR and LF around the proof are dropped (§V.10); the limit is the trimmed text's.
  const text = isTrimmed(input) ? input : input.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, "");
  const bad = (detail: string) => err(gfError("dice.verify.format", undefined, { detail }));
  if (text.length > MAX_PROOF_TEXT) return bad("too long");
  const prefix = [PROOF_PREFIX_V3, PROOF_PREFIX, PROOF_PREFIX_V1].find((p) => text.startsWith(p));
  if (!prefix) return bad(`missing the "${PROOF_PREFIX_V3}" prefix`);
  const bytes = decodeBase64Url(text.slice(prefix.length));
  if (!bytes) return bad("not base64url");
  try {
    return ok(prefix === PROOF_PREFIX_V3 ? decodeV2(bytes, text, 3) : prefix === PROOF_PREFIX ? decodeV2(bytes, text) : decodeV1(bytes, text));
  } catch (e) {
    if (e instanceof Malformed) return bad(e.message);
    throw e;
  }
}
