// Key and chain rotation (docs/verifiable-dice.md §9.3): the operator retires its key and seed chain
// and starts new ones whose commitment names the old one (`previous`). The retired files are kept in
// the data dir, under retired/<old commitment id>/, with the time of the rotation, because proofs
// made before it must keep verifying: the service keeps revealing the retired chain's seeds up to the
// last epoch it could have rolled in, and its document lists each retired commitment (newest first,
// each the `previous` of the one before) with its revealed seed and retirement time. A retired key's
// proof stamped at or after its retirement is refused.
import { mkdirSync, readdirSync, renameSync, statSync, writeFileSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { err, gfError, ok, type Result } from "../lib/result.js";
import type { DiceCrypto } from "./crypto.js";
import { epochAt, lastRevealableEpoch } from "./epoch.js";
import { BINDING_FILE, CHAIN_FILE, initOperator, KEY_FILE, loadOperator, REVEALED_FILE, type InitOptions, type Operator } from "./operator.js";
import { commitmentOf, type RetiredEntry } from "./well-known.js";

export const RETIRED_DIR = "retired";
const RETIRED_FILE = "retired-at.json";
const retiredFileSchema = z.object({ format: z.literal("gf-retired-v1"), retiredAt: z.iso.datetime() });

export interface RetiredOperator {
  readonly operator: Operator;
  /** When it was retired (ms): the last time it may have signed. */
  readonly retiredAt: number;
}

/**
 * Retires the operator in `dataDir` (its files move to retired/<commitment id>/) and creates a new
 * key and seed chain whose commitment names the retired one. The service posts the new commitment
 * in the commitment topic at its next start, before it rolls with the new key.
 */
export function rotateOperator(dataDir: string, options: Omit<InitOptions, "previous" | "binding">, crypto: DiceCrypto):
  Result<{ retired: string; operator: Operator }> {
  const current = loadOperator(dataDir, crypto);
  if (!current.ok) return current;
  const id = current.value.commitmentId;
  const dir = join(dataDir, RETIRED_DIR, id);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // The local log's tip (LOG_FILE) stays: the log runs on across a rotation (docs/verifiable-dice.md §9.3).
    // The binding goes with the retired chain: its commitment's id is computed with it.
    for (const file of [KEY_FILE, CHAIN_FILE, REVEALED_FILE, BINDING_FILE]) {
      try { renameSync(join(dataDir, file), join(dir, file)); } catch (e) { if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e; }
    }
    writeFileSync(join(dir, RETIRED_FILE), `${JSON.stringify({ format: "gf-retired-v1", retiredAt: new Date(options.now).toISOString() }, null, 2)}\n`);
  } catch (e) {
    return err(gfError("dice.store.io", undefined, { file: dir, detail: e instanceof Error ? e.message : String(e) }));
  }
  // The new commitment is v3 (docs/verifiable-dice.md §V.6). Its cut-offs are the operator's history:
  // a v3 predecessor's carry over unchanged; moving from v2, v1 ends where the caller says (default:
  // none) and v2 now, at the rotation, unless the caller says it ended earlier (the service rolled v3
  // proofs before). The forum caps both at the commitment posts' times anyway. Forum and account stay.
  const cutoffs = current.value.cutoffs ?? { v1Until: options.v1Until ?? null, v2Until: options.v2Until === undefined ? options.now : options.v2Until };
  const made = initOperator(dataDir, { ...options, previous: id, ...cutoffs, ...(current.value.binding ? { binding: current.value.binding } : {}) }, crypto);
  if (!made.ok) return made;
  const loaded = loadOperator(dataDir, crypto);
  return loaded.ok ? ok({ retired: id, operator: loaded.value }) : loaded;
}

/** The retired operators kept in `dataDir`, newest first (the order of the `previous` links). */
export function loadRetired(dataDir: string, crypto: DiceCrypto): Result<RetiredOperator[]> {
  const root = join(dataDir, RETIRED_DIR);
  let names: string[];
  try {
    names = readdirSync(root).filter((n) => statSync(join(root, n)).isDirectory());
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return ok([]);
    return err(gfError("dice.store.io", undefined, { file: root, detail: e instanceof Error ? e.message : String(e) }));
  }
  const out: RetiredOperator[] = [];
  for (const name of names) {
    const dir = join(root, name);
    const operator = loadOperator(dir, crypto);
    if (!operator.ok) return operator;
    let retiredAt: number;
    try {
      const parsed = retiredFileSchema.safeParse(JSON.parse(readFileSync(join(dir, RETIRED_FILE), "utf8")));
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? "malformed");
      retiredAt = Date.parse(parsed.data.retiredAt);
    } catch (e) {
      return err(gfError("dice.store.corrupt", undefined, { file: join(dir, RETIRED_FILE), detail: e instanceof Error ? e.message : String(e) }));
    }
    out.push({ operator: operator.value, retiredAt });
  }
  return ok(out.sort((a, b) => b.retiredAt - a.retiredAt));
}

/**
 * Reveals each retired chain's seeds as their epochs' reveal times pass, never beyond the epoch
 * of its retirement (no later epoch was ever rolled with it). Returns the epochs newly revealed.
 */
export function revealRetired(retired: readonly RetiredOperator[], now: number): { id: string; epoch: number }[] {
  const done: { id: string; epoch: number }[] = [];
  for (const { operator, retiredAt } of retired) {
    const last = epochAt(operator.schedule, retiredAt) ?? operator.schedule.epochs;
    const target = Math.min(last, lastRevealableEpoch(operator.schedule, operator.revealDelaySeconds, now));
    if (target < 1 || target <= operator.revealedEpoch) continue;
    const r = operator.reveal(now, target);
    if (r.ok) done.push({ id: operator.commitmentId, epoch: r.value.epoch });
  }
  return done;
}

/** The document's list of retired commitments: each with its revealed seed and retirement time. */
export function retiredEntries(retired: readonly RetiredOperator[]): RetiredEntry[] {
  return retired.map(({ operator, retiredAt }) => {
    const doc = operator.wellKnown();
    return { id: doc.commitment.id, commitment: commitmentOf(doc), revealed: doc.revealed, retiredAt: new Date(retiredAt).toISOString() };
  });
}
