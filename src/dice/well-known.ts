// The operator's public document (docs/verifiable-dice.md §9): everything a verifier needs, served by
// the service at /.well-known/gf-dice.json and printed by `gf keys show --json`. Runtime-neutral: the
// plugin reads it too. The document names its beacon chain by name only; the chain's key and schedule
// come from drand.ts, never from here. Its seed-chain head is anchored by the commitment (docs/verifiable-dice.md §9.3), which
// the service posts in the forum before any roll, so the document cannot silently change it.
import { z } from "zod";
import { err, gfError, ok, type Result } from "../lib/result.js";
import { fromHex, toHex } from "./bytes.js";
import { isCanonicalForum } from "./context.js";
import type { DiceCrypto } from "./crypto.js";
import { pinnedChainByHash, pinnedChainByName, type DrandChain } from "./drand.js";
import type { EpochSchedule } from "./epoch.js";
import { MAGIC } from "./proof.js";
import { MAGIC_V1 } from "./proof-v1.js";
import { openRevealedSeeds } from "./seed-chain.js";
import type { VerifyOptions } from "./verify.js";
import { beaconChecker } from "./verify-beacon.js";

/** Lower-case hex of exactly `bytes` bytes, as every gf file and document writes it. */
export const hexString = (bytes: number) => z.string().regex(new RegExp(`^[0-9a-f]{${bytes * 2}}$`));
const hex = hexString;

const chainSchema = z.object({
  head: hex(32),
  genesis: z.iso.datetime(),
  periodSeconds: z.int().positive(),
  epochs: z.int().positive(),
});

const commitmentSchema = z.object({
  format: z.literal("gf-dice-commitment-v2"), publicKey: hex(32), head: hex(32), genesis: z.iso.datetime(),
  periodSeconds: z.int().positive(), epochs: z.int().positive(), revealDelaySeconds: z.int().nonnegative(),
  beacon: z.string().nullable(), previous: hex(32).nullable(),
});

/** A retired key and chain (rotation.ts): its commitment, its revealed seed, and when it was retired. */
const retiredSchema = z.object({
  id: hex(32),
  commitment: commitmentSchema,
  revealed: z.object({ epoch: z.int().positive(), seed: hex(32) }).nullable(),
  retiredAt: z.iso.datetime(),
});
export type RetiredEntry = z.infer<typeof retiredSchema>;

export const wellKnownSchema = z.object({
  format: z.literal(MAGIC),
  publicKey: hex(32),
  /** The forum the service rolls for, in its one canonical spelling (docs/verifiable-dice.md §3). */
  forum: z.string().refine(isCanonicalForum, "not a canonical forum").nullable(),
  chain: chainSchema.extend({ revealDelaySeconds: z.int().nonnegative() }),
  revealed: z.object({ epoch: z.int().positive(), seed: hex(32) }).nullable(),
  /** A pinned chain's name (drand.ts), or null: the operator rolls without a beacon. */
  beacon: z.string().refine((name) => pinnedChainByName(name) !== undefined, "not a pinned drand chain").nullable(),
  /** The anchored commitment: its id (SHA-256 of its text), the one it replaces, and where it is posted. */
  commitment: z.object({ id: hex(32), previous: hex(32).nullable(), post: z.url().nullable() }),
  /** The paged roll log (docs/verifiable-dice.md §9.4), relative to the document's URL, or null when the operator keeps none public. */
  log: z.string().nullable(),
  /**
   * After a rotation: the commitments this one replaced, newest first, each the `previous` of the one
   * before it, so proofs made before the rotation keep verifying under the key that signed them.
   */
  retired: z.array(retiredSchema).max(100).optional(),
  /**
   * The cut-off for gf-dice-v1 proofs (docs/verifiable-dice.md §V.6): a v1 proof verifies only for a
   * block whose forum time is before it. Absent or null: no v1 proof verifies under this document.
   */
  v1Until: z.iso.datetime().nullable().optional(),
});

/** The first document format, still read to verify v1 proofs. Its beacon's key is never used. */
const wellKnownV1Schema = z.object({
  format: z.literal(MAGIC_V1),
  publicKey: hex(32),
  chain: chainSchema,
  revealed: z.object({ epoch: z.int().positive(), seed: hex(32) }).nullable(),
  beacon: z.object({ hash: hex(32) }).loose().nullable(),
});

export type WellKnown = z.infer<typeof wellKnownSchema>;

/** What the commitment post holds (docs/verifiable-dice.md §9.3): everything a record's derivation and time depend on. */
export interface Commitment {
  readonly format: "gf-dice-commitment-v2";
  readonly publicKey: string;
  readonly head: string;
  readonly genesis: string;
  readonly periodSeconds: number;
  readonly epochs: number;
  readonly revealDelaySeconds: number;
  readonly beacon: string | null;
  /** The id of the commitment this one replaces (key or chain rotation), or null for the first. */
  readonly previous: string | null;
}

/** The commitment's one spelling: JSON with these keys in this order, no spaces. */
export const commitmentText = (c: Commitment): string => JSON.stringify({
  format: c.format, publicKey: c.publicKey, head: c.head, genesis: c.genesis, periodSeconds: c.periodSeconds,
  epochs: c.epochs, revealDelaySeconds: c.revealDelaySeconds, beacon: c.beacon, previous: c.previous,
});

export const commitmentId = (c: Commitment, crypto: Pick<DiceCrypto, "sha256">): string => {
  const text = commitmentText(c);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i); // ASCII by construction
  return toHex(crypto.sha256(bytes));
};

export const commitmentOf = (doc: WellKnown): Commitment => ({
  format: "gf-dice-commitment-v2", publicKey: doc.publicKey, head: doc.chain.head, genesis: doc.chain.genesis,
  periodSeconds: doc.chain.periodSeconds, epochs: doc.chain.epochs, revealDelaySeconds: doc.chain.revealDelaySeconds,
  beacon: doc.beacon, previous: doc.commitment.previous,
});


/** Reads a commitment out of a post's text (the service posts it in a code block). */
export function readCommitment(text: string): Commitment | undefined {
  const m = /\{"format":"gf-dice-commitment-v2"[^\n`]*\}/.exec(text);
  if (!m) return undefined;
  try {
    const parsed = commitmentSchema.safeParse(JSON.parse(m[0]));
    return parsed.success && commitmentText(parsed.data) === m[0] ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function scheduleOf(doc: { chain: z.infer<typeof chainSchema> }): EpochSchedule {
  return { genesisMs: Date.parse(doc.chain.genesis), periodSeconds: doc.chain.periodSeconds, epochs: doc.chain.epochs };
}

/** A retired commitment's verifier options: its proofs must be stamped before `retiredAt`. */
export type RetiredOptions = VerifyOptions & { readonly id: string; readonly retiredAt: number };

export type DocumentOptions = VerifyOptions & { readonly format: string; readonly doc?: WellKnown; readonly retired?: readonly RetiredOptions[] };

const badDocument = (detail: string) => err(gfError("dice.verify.format", undefined, { detail: `operator document: ${detail}` }));

/**
 * Turns a published document (parsed JSON) into verifier options, checking its revealed seed against
 * its head on the way ("seed-chain") and its commitment id against its content ("commitment"). A
 * malformed document fails the "format" check. `anchored`, when given, is the commitment read from
 * the forum: the document must match it.
 */
export function verifyOptionsFrom(json: unknown, crypto: DiceCrypto, anchored?: Commitment): Result<DocumentOptions> {
  const v1 = (json as { format?: unknown } | null)?.format === MAGIC_V1;
  const parsed = v1 ? wellKnownV1Schema.safeParse(json) : wellKnownSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return badDocument(`${issue?.path.join(".") ?? ""} ${issue?.message ?? ""}`.trim());
  }
  const doc = parsed.data;
  const head = fromHex(doc.chain.head)!;
  const revealed = openRevealedSeeds(head, doc.revealed?.epoch ?? 0, doc.revealed ? fromHex(doc.revealed.seed) : undefined, crypto);
  if (!revealed.ok) return revealed;
  let beacon: DrandChain | null;
  if (doc.format === MAGIC_V1) {
    // A v1 document described its chain in full; only the hash is read, the rest is pinned.
    beacon = doc.beacon ? pinnedChainByHash(doc.beacon.hash) ?? null : null;
    if (doc.beacon && !beacon) return badDocument(`beacon ${doc.beacon.hash} is not a pinned drand chain`);
  } else {
    beacon = doc.beacon === null ? null : pinnedChainByName(doc.beacon)!;
    const id = commitmentId(commitmentOf(doc), crypto);
    if (id !== doc.commitment.id) {
      return err(gfError("dice.verify.commitment", undefined, { got: doc.commitment.id, want: id }));
    }
    if (anchored && commitmentId(anchored, crypto) !== id) {
      return err(gfError("dice.verify.commitment", undefined, { got: id, want: commitmentId(anchored, crypto) }));
    }
  }
  // The retired commitments hang off this one by their ids: each must be the `previous` of the one
  // before it and hash to its own id, so the anchored commitment vouches for every key it replaced.
  const retired: RetiredOptions[] = [];
  const retiredList = doc.format === MAGIC_V1 ? undefined : (doc as WellKnown).retired;
  if (retiredList) {
    let previous = (doc as WellKnown).commitment.previous;
    for (const entry of retiredList) {
      const id = commitmentId(entry.commitment, crypto);
      if (entry.id !== previous || id !== entry.id) {
        return err(gfError("dice.verify.commitment", undefined, { got: entry.id, want: previous ?? "-" }));
      }
      const rHead = fromHex(entry.commitment.head)!;
      const rSchedule = { genesisMs: Date.parse(entry.commitment.genesis), periodSeconds: entry.commitment.periodSeconds, epochs: entry.commitment.epochs };
      const rRevealed = openRevealedSeeds(rHead, entry.revealed?.epoch ?? 0, entry.revealed ? fromHex(entry.revealed.seed) : undefined, crypto);
      if (!rRevealed.ok) return rRevealed;
      const rBeacon = entry.commitment.beacon === null ? null : pinnedChainByName(entry.commitment.beacon);
      if (rBeacon === undefined) return badDocument(`retired beacon ${entry.commitment.beacon} is not a pinned drand chain`);
      retired.push({ id, retiredAt: Date.parse(entry.retiredAt), publicKey: fromHex(entry.commitment.publicKey)!, head: rHead,
        schedule: rSchedule, revealed: rRevealed.value, beacon: rBeacon, revealDelaySeconds: entry.commitment.revealDelaySeconds,
        checkBeacon: beaconChecker() });
      previous = entry.commitment.previous;
    }
  }
  return ok({
    format: doc.format,
    ...(retired.length ? { retired } : {}),
    ...(doc.format === MAGIC ? { doc, head, revealDelaySeconds: doc.chain.revealDelaySeconds } : {}),
    publicKey: fromHex(doc.publicKey)!,
    // A v2 document refuses v1 proofs but before its stated cut-off (attack 6, the v1 downgrade).
    ...(doc.format === MAGIC ? { v1Until: (doc as WellKnown).v1Until ? Date.parse((doc as WellKnown).v1Until!) : null } : {}),
    schedule: scheduleOf(doc),
    revealed: revealed.value,
    beacon,
    checkBeacon: beaconChecker(),
  });
}
