// The operator's data dir (docs/verifiable-dice.md §9) and the small API the service uses:
// loadOperator(dir) → operator.roll(request) → { dice, proof }; operator.wellKnown().
//   operator-key.json  0600  the Ed25519 secret key (and its public key, checked on load)
//   seed-chain.json    0600  the secret anchor seed, the public head and the epoch schedule
//   revealed.json      0644  the latest revealed epoch seed (public; gf epoch reveal)
//   roll-log.json      0644  the tip of the local roll log (`gf roll`; the service keeps its log in its store)
//   binding.json       0644  the forum and account a v3 commitment names, written once by the service's first start
// Secret files are created with O_EXCL and mode 0600, and refused on load if others can read them.
import { randomBytes } from "node:crypto";
import { closeSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, writeSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";
import { err, gfError, ok, type GfError, type Result } from "../lib/result.js";
import { equalBytes, fromHex, toHex } from "./bytes.js";
import type { DiceCrypto } from "./crypto.js";
import { DRAND_CHAINS, type DrandChain } from "./drand.js";
import { DEFAULT_REVEAL_DELAY_SECONDS, lastRevealableEpoch, revealTimeMs, type EpochSchedule } from "./epoch.js";
import { fetchRoundAfter, type FetchRoundOptions } from "./beacon-fetch.js";
import { MAGIC } from "./proof.js";
import { FIRST_LINK, rollPool, type LogLink, type RollRequest, type RolledPool } from "./roll.js";
import { buildSeedChain, SEED_BYTES } from "./seed-chain.js";
import { COMMITMENT_V3, commitmentId, commitmentOf, hexString, type WellKnown } from "./well-known.js";

export const KEY_FILE = "operator-key.json";
export const CHAIN_FILE = "seed-chain.json";
export const REVEALED_FILE = "revealed.json";
export const LOG_FILE = "roll-log.json";
export const BINDING_FILE = "binding.json";

/** --data-dir, else $GF_DATA_DIR, else ./.data (gitignored). */
export function resolveDataDir(flag: string | undefined, env: Readonly<Record<string, string | undefined>>, cwd: string): string {
  return resolve(cwd, flag || env.GF_DATA_DIR || ".data");
}

const keyFileSchema = z.object({
  format: z.literal("gf-operator-key-v1"),
  secretKey: hexString(32),
  publicKey: hexString(32),
  createdAt: z.iso.datetime(),
});
const chainFileSchema = z.object({
  format: z.literal("gf-seed-chain-v1"),
  anchor: hexString(SEED_BYTES),
  head: hexString(SEED_BYTES),
  genesis: z.iso.datetime(),
  periodSeconds: z.int().positive(),
  epochs: z.int().positive().max(1_000_000),
  /** Absent in chains made before the reveal delay existed: they get the default. */
  revealDelaySeconds: z.int().nonnegative().optional(),
  beacon: z.string().nullable(),
  /** The commitment this chain replaces (key or chain rotation), or null. */
  previous: hexString(32).nullable().optional(),
  /**
   * "gf-dice-commitment-v3": the chain's commitment is v3 (docs/verifiable-dice.md §9.3), with these
   * cut-offs; absent in chains made before v3, whose commitment stays v2 (and its id with it).
   */
  commitment: z.literal(COMMITMENT_V3).optional(),
  v1Until: z.iso.datetime().nullable().optional(),
  v2Until: z.iso.datetime().nullable().optional(),
});
/** The forum and account a v3 commitment names: fixed by the first service that publishes it, never changed. */
const bindingFileSchema = z.object({ format: z.literal("gf-binding-v1"), forum: z.string(), account: z.string() });
const logFileSchema = z.object({ format: z.literal("gf-roll-log-v1"), seq: z.int().nonnegative(), hash: hexString(32) });
const revealedFileSchema = z.object({
  format: z.literal("gf-revealed-v1"),
  epoch: z.int().positive(),
  seed: hexString(SEED_BYTES),
  revealedAt: z.iso.datetime(),
});

export interface InitOptions {
  readonly now: number;
  /** Start of epoch 1 (ms); default: the start of the current UTC day. */
  readonly genesisMs: number;
  readonly periodSeconds: number;
  readonly epochs: number;
  readonly revealDelaySeconds: number;
  /** A drand chain name from DRAND_CHAINS, or null for no beacon. */
  readonly beacon: string | null;
  /** The id of the commitment this key and chain replace, or null for a first one. */
  readonly previous: string | null;
  /**
   * The cut-offs the v3 commitment states (ms; docs/verifiable-dice.md §V.6): block times before which
   * this operator made v1 and v2 proofs. Absent: null, a new operator's (only v3 proofs exist for it).
   */
  readonly v1Until?: number | null;
  readonly v2Until?: number | null;
  /** Where the forum and account are already known (a rotation keeps its predecessor's): binding.json is written with them. */
  readonly binding?: { readonly forum: string; readonly account: string };
}

/** Where the service publishes, for the document: its forum, its commitment post and its log. */
export interface Publication {
  readonly forum: string | null;
  readonly commitmentPost: string | null;
  readonly log: string | null;
  /** The service's forum account, the author of its commitment posts (docs/verifiable-dice.md §V.3). */
  readonly account?: string;
  /** The categories the service watches (docs/verifiable-dice.md §V.4). */
  readonly categories?: readonly number[];
}

export interface Operator {
  readonly dataDir: string;
  readonly publicKey: Uint8Array;
  readonly head: Uint8Array;
  readonly schedule: EpochSchedule;
  readonly revealDelaySeconds: number;
  readonly drand?: DrandChain;
  /** The latest revealed epoch (0: none). */
  readonly revealedEpoch: number;
  /** Rolls with what the request carries, at `link` in the log; refuses a missing beacon when one is configured. */
  roll(request: RollRequest, link: LogLink): Result<RolledPool>;
  /**
   * Rolls, first fetching and verifying the drand round the request needs when a beacon is
   * configured (waiting up to one period for it); without a beacon it is `roll`.
   */
  rollWithBeacon(request: Omit<RollRequest, "beacon">, link: LogLink, options?: FetchRoundOptions): Promise<Result<RolledPool>>;
  /** The local roll log's next link (roll-log.json), for `gf roll`. */
  localLink(): Result<LogLink>;
  /** Appends a local roll to roll-log.json. */
  appendLocal(rolled: RolledPool): Result<true>;
  /** Reveals the seed of `epoch` (default: the latest revealable), refusing one before its reveal time. */
  reveal(now: number, epoch?: number): Result<{ epoch: number; seed: string }>;
  /** The commitment's id: SHA-256 of its text (well-known.ts). */
  readonly commitmentId: string;
  /** A v3 commitment's cut-offs as the chain file states them (ms), or undefined for a v2 one. */
  readonly cutoffs?: { readonly v1Until: number | null; readonly v2Until: number | null };
  /** The forum and account binding.json holds, once bound. */
  readonly binding?: { readonly forum: string; readonly account: string };
  /**
   * Fixes the forum and account a v3 commitment names (binding.json, written once): the service calls it
   * before it publishes. Another forum or account than the one bound is refused: the posted commitment
   * names those, so this key cannot roll for another forum nor post as another account (docs/verifiable-dice.md §9.3).
   */
  bind(forum: string, account: string): Result<true>;
  wellKnown(publication?: Publication): WellKnown;
}

const ioError = (file: string, e: unknown): GfError =>
  gfError("dice.store.io", undefined, { file, detail: e instanceof Error ? e.message : String(e) });

/**
 * Writes a new file, never replacing one that exists, and never showing it half written: the text goes
 * to a private temporary file first, which is then linked into place (link fails with EEXIST, as
 * O_EXCL does). Two instances starting at once on one data dir each read binding.json while the
 * other may be writing it: created with O_EXCL and then written, it was seen empty ("not JSON").
 */
function createFile(path: string, text: string, mode: number): Result<true> {
  const tmp = `${path}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    const fd = openSync(tmp, "wx", mode);
    try { writeSync(fd, text); fsyncSync(fd); } finally { closeSync(fd); }
    linkSync(tmp, path);
    return ok(true);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "EEXIST") return err(gfError("dice.store.exists", undefined, { file: path }));
    return err(ioError(path, e));
  } finally {
    rmSync(tmp, { force: true });
  }
}

function readJson<T>(path: string, schema: z.ZodType<T>, secret: boolean): Result<T | undefined> {
  let text: string;
  try {
    if (secret) {
      const mode = statSync(path).mode & 0o777;
      if (mode & 0o077) return err(gfError("dice.store.unsafe-mode", undefined, { file: path, mode: mode.toString(8) }));
    }
    text = readFileSync(path, "utf8");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return ok(undefined);
    return err(ioError(path, e));
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return err(gfError("dice.store.corrupt", undefined, { file: path, detail: "not JSON" }));
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return err(gfError("dice.store.corrupt", undefined, { file: path, detail: `${issue?.path.join(".")}: ${issue?.message}` }));
  }
  return ok(parsed.data);
}

/** Replaces a public file atomically (write, fsync, rename). */
function replaceFile(path: string, value: unknown): Result<true> {
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    const fd = openSync(tmp, "w", 0o644);
    try { writeSync(fd, `${JSON.stringify(value, null, 2)}\n`); fsyncSync(fd); } finally { closeSync(fd); }
    renameSync(tmp, path);
    return ok(true);
  } catch (e) {
    return err(ioError(path, e));
  }
}

/**
 * Where a new operator's secret key and seed anchor come from: `length` unpredictable bytes. The
 * operator's tools (gf keys init, gf keys rotate, gf serve --sandbox) never pass one, so theirs is
 * always the crypto's randomness; a test passes a fixed source to get the same dice on every run.
 * Whatever the source, the anchor is chosen before any post and committed by the published head:
 * it cannot pick a roll's faces after the post is seen (docs/decisions.md, "A seed source for tests").
 */
export type SecretSource = (length: number) => Uint8Array;

/** `gf keys init`: a new key and seed chain in `dataDir`. Refuses if either file exists. */
export function initOperator(dataDir: string, options: InitOptions, crypto: DiceCrypto, secrets: SecretSource = (n) => crypto.randomBytes(n)):
  Result<{ publicKey: string; head: string; schedule: EpochSchedule }> {
  if (options.beacon !== null && !DRAND_CHAINS.some((c) => c.name === options.beacon)) {
    throw new RangeError(`unknown drand chain ${options.beacon}`);
  }
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  } catch (e) {
    return err(ioError(dataDir, e));
  }
  const keyPath = join(dataDir, KEY_FILE);
  const chainPath = join(dataDir, CHAIN_FILE);
  for (const path of [keyPath, chainPath]) {
    try {
      statSync(path);
      return err(gfError("dice.store.exists", undefined, { file: path }));
    } catch { /* absent: good */ }
  }
  const secretKey = secrets(32);
  if (secretKey.length !== 32) throw new RangeError(`the secret source gave ${secretKey.length} bytes for the key, not 32`);
  const publicKey = toHex(crypto.signer(secretKey).publicKey);
  const anchor = secrets(SEED_BYTES);
  if (anchor.length !== SEED_BYTES) throw new RangeError(`the secret source gave ${anchor.length} bytes for the anchor, not ${SEED_BYTES}`);
  const head = toHex(buildSeedChain(anchor, options.epochs, crypto)[0]!);
  const createdAt = new Date(options.now).toISOString();
  const genesis = new Date(options.genesisMs).toISOString();
  const wroteKey = createFile(keyPath, `${JSON.stringify({ format: "gf-operator-key-v1", secretKey: toHex(secretKey), publicKey, createdAt }, null, 2)}\n`, 0o600);
  if (!wroteKey.ok) return wroteKey;
  const iso = (ms: number | null | undefined) => (ms === undefined || ms === null ? null : new Date(ms).toISOString());
  const wroteChain = createFile(chainPath, `${JSON.stringify({
    format: "gf-seed-chain-v1", anchor: toHex(anchor), head, genesis, periodSeconds: options.periodSeconds,
    epochs: options.epochs, revealDelaySeconds: options.revealDelaySeconds, beacon: options.beacon, previous: options.previous,
    // Every chain made now commits v3: its forum, account and cut-offs are in the committed text.
    commitment: COMMITMENT_V3, v1Until: iso(options.v1Until), v2Until: iso(options.v2Until),
  }, null, 2)}\n`, 0o600);
  if (!wroteChain.ok) return wroteChain;
  if (options.binding) {
    const wrote = createFile(join(dataDir, BINDING_FILE), bindingText(options.binding.forum, options.binding.account), 0o644);
    if (!wrote.ok) return wrote;
  }
  return ok({ publicKey, head, schedule: { genesisMs: options.genesisMs, periodSeconds: options.periodSeconds, epochs: options.epochs } });
}

const bindingText = (forum: string, account: string) => `${JSON.stringify({ format: "gf-binding-v1", forum, account }, null, 2)}\n`;

/** Loads the operator from `dataDir`, checking every file against the others. */
export function loadOperator(dataDir: string, crypto: DiceCrypto): Result<Operator> {
  const keyPath = join(dataDir, KEY_FILE);
  const chainPath = join(dataDir, CHAIN_FILE);
  const revealedPath = join(dataDir, REVEALED_FILE);
  const keyFile = readJson(keyPath, keyFileSchema, true);
  if (!keyFile.ok) return keyFile;
  const chainFile = readJson(chainPath, chainFileSchema, true);
  if (!chainFile.ok) return chainFile;
  if (!keyFile.value || !chainFile.value) return err(gfError("dice.store.no-key", undefined, { dir: dataDir }));
  const key = keyFile.value;
  const chain = chainFile.value;

  const signer = crypto.signer(fromHex(key.secretKey)!);
  if (toHex(signer.publicKey) !== key.publicKey) {
    return err(gfError("dice.store.corrupt", undefined, { file: keyPath, detail: "the public key does not match the secret key" }));
  }
  const seeds = buildSeedChain(fromHex(chain.anchor)!, chain.epochs, crypto);
  const head = seeds[0]!;
  if (toHex(head) !== chain.head) {
    return err(gfError("dice.store.corrupt", undefined, { file: chainPath, detail: "the head does not match the anchor" }));
  }
  const drand = chain.beacon === null ? undefined : DRAND_CHAINS.find((c) => c.name === chain.beacon);
  if (chain.beacon !== null && !drand) {
    return err(gfError("dice.store.corrupt", undefined, { file: chainPath, detail: `unknown beacon ${chain.beacon}` }));
  }
  const revealedFile = readJson(revealedPath, revealedFileSchema, false);
  if (!revealedFile.ok) return revealedFile;
  let revealed = revealedFile.value;
  if (revealed && (revealed.epoch > chain.epochs || !equalBytes(fromHex(revealed.seed)!, seeds[revealed.epoch]!))) {
    return err(gfError("dice.store.corrupt", undefined, { file: revealedPath, detail: "the seed is not this chain's" }));
  }

  const bindingPath = join(dataDir, BINDING_FILE);
  const bindingFile = readJson(bindingPath, bindingFileSchema, false);
  if (!bindingFile.ok) return bindingFile;
  let binding = bindingFile.value ? { forum: bindingFile.value.forum, account: bindingFile.value.account } : undefined;
  const v3 = chain.commitment === COMMITMENT_V3;

  const schedule: EpochSchedule = { genesisMs: Date.parse(chain.genesis), periodSeconds: chain.periodSeconds, epochs: chain.epochs };
  const revealDelaySeconds = chain.revealDelaySeconds ?? DEFAULT_REVEAL_DELAY_SECONDS;
  const keys = () => ({ signer, schedule, head, revealedEpoch: revealed?.epoch ?? 0,
    seedFor: (e: number) => (e >= 1 && e <= chain.epochs ? seeds[e] : undefined), ...(drand ? { drand } : {}) });
  const logPath = join(dataDir, LOG_FILE);
  const publicDoc = (publication?: Publication): WellKnown => {
    const doc: WellKnown = {
      format: MAGIC,
      publicKey: key.publicKey,
      // A local document names the forum of local rolls (local/0/<time>/0, docs/verifiable-dice.md §3): never null.
      forum: publication?.forum ?? binding?.forum ?? "local",
      chain: { head: chain.head, genesis: chain.genesis, periodSeconds: chain.periodSeconds, epochs: chain.epochs, revealDelaySeconds },
      revealed: revealed ? { epoch: revealed.epoch, seed: revealed.seed } : null,
      beacon: drand ? drand.name : null,
      commitment: { ...(v3 ? { format: COMMITMENT_V3 } : {}), id: "", previous: chain.previous ?? null, post: publication?.commitmentPost ?? null },
      log: publication?.log ?? null,
      ...(publication?.account ?? binding?.account ? { account: publication?.account ?? binding!.account } : {}),
      ...(v3 ? { v1Until: chain.v1Until ?? null, v2Until: chain.v2Until ?? null } : {}),
      ...(publication?.categories ? { categories: [...publication.categories] } : {}),
    };
    return { ...doc, commitment: { ...doc.commitment, id: commitmentId(commitmentOf(doc), crypto) } };
  };

  // A v3 commitment's key signs v3 records only (docs/verifiable-dice.md §V.6): every verifier refuses
  // the v2 ones. A request that names no post version (`gf roll`'s local roll) is a block of version 1.
  const versioned = <R extends RollRequest>(request: R): R => (v3 && request.postVersion === undefined ? { ...request, postVersion: 1 } : request);
  return ok({
    dataDir,
    publicKey: signer.publicKey,
    head,
    schedule,
    revealDelaySeconds,
    ...(drand ? { drand } : {}),
    get revealedEpoch() { return revealed?.epoch ?? 0; },
    roll: (request, link) => rollPool(versioned(request), link, keys(), crypto),
    async rollWithBeacon(request, link, options) {
      if (!drand) return rollPool(versioned(request), link, keys(), crypto);
      const beacon = await fetchRoundAfter(drand, request.at, options);
      return beacon.ok ? rollPool(versioned({ ...request, beacon: beacon.value }), link, keys(), crypto) : beacon;
    },
    localLink() {
      const tip = readJson(logPath, logFileSchema, false);
      if (!tip.ok) return tip;
      return ok(tip.value && tip.value.seq > 0 ? { seq: tip.value.seq + 1, prev: fromHex(tip.value.hash)! } : FIRST_LINK);
    },
    appendLocal(rolled) {
      return replaceFile(logPath, { format: "gf-roll-log-v1", seq: rolled.record.seq, hash: toHex(rolled.hash) });
    },
    reveal(now, epoch) {
      const closed = lastRevealableEpoch(schedule, revealDelaySeconds, now);
      const target = epoch ?? closed;
      if (target < 1) {
        return err(gfError(epoch === undefined ? "dice.epoch.none-closed" : "dice.context.bad-number", undefined,
          { end: new Date(revealTimeMs(schedule, 1, revealDelaySeconds)).toISOString(), field: "epoch", max: chain.epochs, value: target }));
      }
      if (target > closed) {
        return err(gfError("dice.epoch.not-closed", undefined, { epoch: target, end: new Date(revealTimeMs(schedule, target, revealDelaySeconds)).toISOString() }));
      }
      // Revealing seed[n] reveals every earlier seed, so the file only ever moves forward.
      if (!revealed || target > revealed.epoch) {
        const next = { format: "gf-revealed-v1" as const, epoch: target, seed: toHex(seeds[target]!), revealedAt: new Date(now).toISOString() };
        const wrote = replaceFile(revealedPath, next);
        if (!wrote.ok) return wrote;
        revealed = next;
      }
      return ok({ epoch: target, seed: toHex(seeds[target]!) });
    },
    get commitmentId() { return publicDoc().commitment.id; },
    ...(v3 ? { cutoffs: { v1Until: chain.v1Until ? Date.parse(chain.v1Until) : null, v2Until: chain.v2Until ? Date.parse(chain.v2Until) : null } } : {}),
    get binding() { return binding; },
    bind(forum, account) {
      if (!v3) return ok(true);
      if (!binding) {
        const wrote = createFile(bindingPath, bindingText(forum, account), 0o644);
        if (wrote.ok) { binding = { forum, account }; return ok(true); }
        if (wrote.error.code !== "dice.store.exists") return wrote;
        // Another instance on this data dir bound it since this one loaded: its binding stands, and
        // this one starts if it names the same forum and account (else it is refused below).
        const theirs = readJson(bindingPath, bindingFileSchema, false);
        if (!theirs.ok) return theirs;
        if (!theirs.value) return wrote;
        binding = { forum: theirs.value.forum, account: theirs.value.account };
      }
      if (binding.forum === forum && binding.account.toLowerCase() === account.toLowerCase()) return ok(true);
      return err(gfError("dice.store.bound", undefined, { file: bindingPath, forum: binding.forum, account: binding.account, wantForum: forum, wantAccount: account }));
    },
    wellKnown: publicDoc,
  });
}
