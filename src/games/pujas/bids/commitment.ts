// A sealed scene bid as a hash commitment (docs/decisions.md, "Sealed bids in Pujas"): a player posts
// only SHA-256 of the bid with a secret nonce, bound to the table, the auction and their own name;
// once everyone has committed, each posts the bid and the nonce, and anyone recomputes the hash.
// Hiding: the nonce is 32 random bytes, so no one, the operator included, can test the few possible
// bids against the hash. Binding: SHA-256 has no known second preimage, so no one can open it to
// another bid. Pure: the hash function is passed in (the dice core's crypto interface), so the
// service, the CLI and the browser compute the same thing.
import type { DiceCrypto } from "../../../dice/crypto.js";
import { toHex } from "../../../dice/bytes.js";

/** The format's name; a different protocol version can never open this one's commitments. */
export const COMMITMENT_DOMAIN = "pujas-bid/v1";
/** Bytes of secret nonce: 256 bits, far beyond any search. */
export const NONCE_BYTES = 32;
export const COMMITMENT = /^[0-9a-f]{64}$/;
export const NONCE = /^[0-9a-f]{64}$/;
/** A name that cannot smuggle a line break into the preimage (one field per line). */
const FIELD = /^[^\n\r]{1,80}$/;

export interface BidOpening {
  /** The game's table, e.g. the forum topic's id: a commitment for one table never opens at another. */
  readonly table: string;
  /** The auction within the table, e.g. "scene-3": an old commitment cannot be replayed in a new auction. */
  readonly auction: string;
  readonly player: string;
  readonly bid: number;
  /** 64 lowercase hex digits, chosen at random by the player and kept secret until the reveal. */
  readonly nonce: string;
}

/** Why an opening cannot be hashed at all (a malformed field), or null. */
export function malformed(o: BidOpening): "field" | "bid" | "nonce" | null {
  if (![o.table, o.auction, o.player].every((f) => FIELD.test(f))) return "field";
  if (!Number.isSafeInteger(o.bid) || o.bid < 0) return "bid";
  if (!NONCE.test(o.nonce)) return "nonce";
  return null;
}

/**
 * The commitment: lowercase hex SHA-256 of the domain, table, auction, player, bid (decimal, no
 * leading zeros) and nonce, one per line. Throws on a malformed opening (a programming error: check
 * with `malformed` first).
 */
export function commitmentOf(o: BidOpening, crypto: Pick<DiceCrypto, "sha256">): string {
  return toHex(crypto.sha256(preimageOf(o)));
}

/**
 * The bytes the commitment hashes (UTF-8 of the six lines), for a caller with its own SHA-256 (the
 * browser's bid composer uses the platform's). Throws on a malformed opening, as commitmentOf does.
 */
export function preimageOf(o: BidOpening): Uint8Array {
  const bad = malformed(o);
  if (bad) throw new RangeError(`malformed bid opening: ${bad}`);
  return new TextEncoder().encode([COMMITMENT_DOMAIN, o.table, o.auction, o.player, String(o.bid), o.nonce].join("\n"));
}

/** A fresh nonce from the platform's random source. */
export function newNonce(crypto: Pick<DiceCrypto, "randomBytes">): string {
  return toHex(crypto.randomBytes(NONCE_BYTES));
}

/** True when the opening is well formed and hashes to the commitment. */
export function opens(commitment: string, o: BidOpening, crypto: Pick<DiceCrypto, "sha256">): boolean {
  return COMMITMENT.test(commitment) && malformed(o) === null && commitmentOf(o, crypto) === commitment;
}
