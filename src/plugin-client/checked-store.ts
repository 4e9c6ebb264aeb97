// What this browser has already checked of an operator, kept between visits: the newest revealed seed
// it hashed back to a head, and the keys it found torsion-free. A cold page otherwise hashes the seed
// chain back to its head (716 hashes after a month of hourly epochs) and multiplies the key by ℓ
// before its first badge: bench/badge's cold figure. Only what the verifier itself proved is written;
// anything unreadable is ignored, and the verifier checks from scratch.
//
// Kept in IndexedDB, which a dedicated worker can open itself (it has no localStorage): the verifier
// worker (worker-scope.ts) reads and writes it, so the reader's main thread never touches the store
// (localStorage is synchronous, and its first read in a page waits for the browser process to load the
// origin's whole area). The page-side fallback without a worker uses the same database. The entry is
// read once per verifier and written by merging into what is kept (the newest seed per head, every
// key), so two tabs writing at once lose nothing. Whoever can write this origin's storage can already run
// script in its pages: it is no new trust, and a post's content can never reach it.
//
// Beside them, where the operator's commitment post was found (its topic), only as an address to read
// early: a later page starts the post's and its topic's reads with the document's, and uses the topic
// read only if the post, read again on that page, names that topic (page-anchors.ts). No verdict, and
// nothing a later read could overturn, is kept.
import { fromHex, toHex } from "../dice/bytes.js";
import type { CheckedSeed } from "../dice/seed-chain.js";

/** Heads and keys kept: an operator rotates rarely; old entries are dropped first. */
const MAX = 8;

interface Stored {
  heads: [string, number, string][]; // head, epoch, seed (hex)
  keys: string[];
  topics: [string, number, number][]; // where (the document's address and the forum's base), commitment post id, its topic id
}

/** Where the entry lives: IndexedDB (indexedDbBacking) in a browser; tests give their own. */
export interface CheckedBacking {
  /** The kept entry as JSON, or null when none (or unreadable). */
  read(): Promise<string | null>;
  /** Merges `update` into the kept entry (read, merge, write in one transaction where it can). */
  merge(update: (kept: string | null) => string): Promise<void>;
}

/** The database, store and record the entry is kept in. */
export const CHECKED_DB = { name: "gf-dice", store: "checked", key: "checked" } as const;

const request = <T>(r: IDBRequest<T>): Promise<T> => new Promise((resolve, reject) => {
  r.onsuccess = () => resolve(r.result);
  r.onerror = () => reject(r.error ?? new Error("indexedDB request failed"));
});

/** The browser's IndexedDB (a worker's or a page's), or undefined where it is missing or refused. */
export function indexedDbBacking(idb: IDBFactory | undefined = (() => {
  try { return (globalThis as { indexedDB?: IDBFactory }).indexedDB; } catch { return undefined; }
})()): CheckedBacking | undefined {
  if (!idb) return undefined;
  let db: Promise<IDBDatabase> | undefined;
  const open = () => db ??= new Promise<IDBDatabase>((resolve, reject) => {
    const r = idb.open(CHECKED_DB.name, 1);
    r.onupgradeneeded = () => { r.result.createObjectStore(CHECKED_DB.store); };
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error("indexedDB open failed"));
    r.onblocked = () => reject(new Error("indexedDB open blocked"));
  });
  return {
    async read() {
      const tx = (await open()).transaction(CHECKED_DB.store, "readonly");
      const value: unknown = await request(tx.objectStore(CHECKED_DB.store).get(CHECKED_DB.key));
      return typeof value === "string" ? value : null;
    },
    async merge(update) {
      const tx = (await open()).transaction(CHECKED_DB.store, "readwrite");
      const store = tx.objectStore(CHECKED_DB.store);
      const kept: unknown = await request(store.get(CHECKED_DB.key));
      store.put(update(typeof kept === "string" ? kept : null), CHECKED_DB.key);
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = tx.onabort = () => reject(tx.error ?? new Error("indexedDB write failed"));
      });
    },
  };
}

let backing: CheckedBacking | undefined | null = null;
const backingOf = () => (backing === null ? (backing = indexedDbBacking()) : backing);
/** What was read, and what this verifier proved since (written through to the backing). */
let kept: Stored = { heads: [], keys: [], topics: [] };
let loaded: Promise<void> | undefined;

/** Keeps the entry in `store` instead of IndexedDB (tests), and forgets what was read. */
export function useCheckedBacking(store: CheckedBacking | undefined): void {
  backing = store;
  kept = { heads: [], keys: [], topics: [] };
  loaded = undefined;
}

function parse(raw: string | null): Stored {
  try {
    const v = JSON.parse(raw ?? "null") as Partial<Stored> | null;
    const heads = Array.isArray(v?.heads) ? v!.heads.filter((h) => Array.isArray(h) && typeof h[0] === "string"
      && Number.isSafeInteger(h[1]) && typeof h[2] === "string") : [];
    const keys = Array.isArray(v?.keys) ? v!.keys.filter((k) => typeof k === "string") : [];
    const topics = Array.isArray(v?.topics) ? v!.topics.filter((t) => Array.isArray(t) && typeof t[0] === "string"
      && Number.isSafeInteger(t[1]) && Number.isSafeInteger(t[2])) : [];
    return { heads, keys, topics };
  } catch {
    return { heads: [], keys: [], topics: [] };
  }
}

/** `a` with what `b` adds: per head the newer seed, and every key; the newest entries last. */
function merged(a: Stored, b: Stored): Stored {
  const heads = [...a.heads];
  for (const h of b.heads) {
    const at = heads.findIndex((x) => x[0] === h[0]);
    if (at < 0) heads.push(h);
    else if (heads[at]![1] < h[1]) { heads.splice(at, 1); heads.push(h); }
  }
  const keys = [...a.keys, ...b.keys.filter((k) => !a.keys.includes(k))];
  // Per place, the newest address.
  const topics = [...a.topics.filter((t) => !b.topics.some((n) => n[0] === t[0])), ...b.topics];
  return { heads: heads.slice(-MAX), keys: keys.slice(-MAX), topics: topics.slice(-MAX) };
}

/** Reads the kept entry once per verifier (a worker, or a page without one); nothing kept where it cannot be read. */
export function loadChecked(): Promise<void> {
  return loaded ??= (async () => {
    try {
      const raw = await backingOf()?.read();
      kept = merged(parse(raw ?? null), kept);
    } catch {
      // disabled, private mode or blocked: this visit checks from scratch
    }
  })();
}

function keep(update: Stored): void {
  kept = merged(kept, update);
  const store = backingOf();
  if (!store) return;
  store.merge((raw) => JSON.stringify(merged(parse(raw), update))).catch(() => {
    // full or disabled: the next visit checks from scratch
  });
}

/** The newest seed this browser checked under `head`, if any (after loadChecked). */
export function checkedSeed(head: Uint8Array): CheckedSeed | undefined {
  const hex = toHex(head);
  const found = kept.heads.find((h) => h[0] === hex);
  const seed = found ? fromHex(found[2], 32) : undefined;
  return found && seed ? { epoch: found[1], seed } : undefined;
}

/** Keeps `seed`, checked under `head` at `epoch`, unless a newer one is kept. */
export function keepCheckedSeed(head: Uint8Array, epoch: number, seed: Uint8Array): void {
  const hex = toHex(head);
  const old = kept.heads.find((h) => h[0] === hex);
  if (old && old[1] >= epoch) return;
  keep({ heads: [[hex, epoch, toHex(seed)]], keys: [], topics: [] });
}

/** The operator keys this browser found torsion-free (ed25519-strict.ts), after loadChecked. */
export const checkedKeys = (): readonly string[] => kept.keys;

export function keepCheckedKey(keyHex: string): void {
  if (kept.keys.includes(keyHex)) return;
  keep({ heads: [], keys: [keyHex], topics: [] });
}

/** Where this browser last found the commitment post named at `where` (after loadChecked): an address to read early, never a verdict. */
export function commitmentTopicHint(where: string): { post: number; topic: number } | undefined {
  const found = kept.topics.find((t) => t[0] === where);
  return found ? { post: found[1], topic: found[2] } : undefined;
}

/** Keeps the topic the commitment post named at `where` was read in on this page, unless already kept. */
export function keepCommitmentTopic(where: string, post: number, topic: number): void {
  const old = commitmentTopicHint(where);
  if (old?.post === post && old.topic === topic) return;
  keep({ heads: [], keys: [], topics: [[where, post, topic]] });
}
