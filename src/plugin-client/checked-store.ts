// What this browser has already checked of an operator, kept between visits (localStorage): the
// newest revealed seed it hashed back to a head, and the keys it found torsion-free. A cold page
// otherwise hashes the seed chain back to its head (716 hashes after a month of hourly epochs) and
// multiplies the key by ℓ before its first badge: bench/badge's cold figure. Only what the verifier
// itself proved is written; anything unreadable is ignored, and the page checks from scratch.
// Whoever can write this origin's localStorage can already run script in the page: it is no new trust.
import { fromHex, toHex } from "../dice/bytes.js";
import type { CheckedSeed } from "../dice/seed-chain.js";
import { CHECKED_KEY } from "./verifier-protocol.js";

const KEY = CHECKED_KEY;
/** Heads and keys kept: an operator rotates rarely; old entries are dropped first. */
const MAX = 8;

interface Stored {
  heads: [string, number, string][]; // head, epoch, seed (hex)
  keys: string[];
}

type Backing = Pick<Storage, "getItem" | "setItem">;
let backing: Backing | undefined;

/**
 * Where the entry is kept when this global has no localStorage: a verifier worker (worker-scope.ts)
 * holds the page's copy and sends what it keeps to the page.
 */
export function useCheckedStorage(store: Backing): void {
  backing = store;
}

function storage(): Backing | undefined {
  if (backing) return backing;
  try {
    return (globalThis as { localStorage?: Storage }).localStorage;
  } catch {
    return undefined; // a sandboxed frame or disabled storage throws on access
  }
}

function read(): Stored {
  try {
    const raw = JSON.parse(storage()?.getItem(KEY) ?? "null") as Partial<Stored> | null;
    const heads = Array.isArray(raw?.heads) ? raw!.heads.filter((h) => Array.isArray(h) && typeof h[0] === "string"
      && Number.isSafeInteger(h[1]) && typeof h[2] === "string") : [];
    const keys = Array.isArray(raw?.keys) ? raw!.keys.filter((k) => typeof k === "string") : [];
    return { heads, keys };
  } catch {
    return { heads: [], keys: [] };
  }
}

function write(stored: Stored): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ heads: stored.heads.slice(-MAX), keys: stored.keys.slice(-MAX) }));
  } catch {
    // full or disabled: the next visit checks from scratch
  }
}

/** The newest seed this browser checked under `head`, if any. */
export function checkedSeed(head: Uint8Array): CheckedSeed | undefined {
  const hex = toHex(head);
  const found = read().heads.find((h) => h[0] === hex);
  const seed = found ? fromHex(found[2], 32) : undefined;
  return found && seed ? { epoch: found[1], seed } : undefined;
}

/** Keeps `seed`, checked under `head` at `epoch`, unless a newer one is kept. */
export function keepCheckedSeed(head: Uint8Array, epoch: number, seed: Uint8Array): void {
  const stored = read();
  const hex = toHex(head);
  const old = stored.heads.find((h) => h[0] === hex);
  if (old && old[1] >= epoch) return;
  write({ ...stored, heads: [...stored.heads.filter((h) => h[0] !== hex), [hex, epoch, toHex(seed)]] });
}

/** The operator keys this browser found torsion-free (ed25519-strict.ts). */
export const checkedKeys = (): readonly string[] => read().keys;

export function keepCheckedKey(keyHex: string): void {
  const stored = read();
  if (stored.keys.includes(keyHex)) return;
  write({ ...stored, keys: [...stored.keys, keyHex] });
}
