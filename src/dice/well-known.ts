// The operator's public document (docs/verifiable-dice.md §9): everything a verifier needs, served by
// the service at /.well-known/gf-dice.json and printed by `gf keys show --json`. Runtime-neutral: the
// plugin reads it too. The document names its beacon chain by name only; the chain's key and schedule
// come from drand.ts, never from here. Its seed-chain head is anchored by the commitment (docs/verifiable-dice.md §9.3), which
// the service posts in the forum before any roll, so the document cannot silently change it.
import { z } from "zod";
import type { Result } from "../lib/result.js";
import { isCanonicalForum } from "./context.js";
import type { DiceCrypto } from "./crypto.js";
import { badDocument, COMMITMENT_LINE, commitmentText, documentOptions, type Commitment, type DocumentOptions } from "./document.js";
import { pinnedChainByName } from "./drand.js";
import { MAGIC } from "./proof.js";
import { MAGIC_V1 } from "./proof-v1.js";
import { beaconChecker } from "./verify-beacon.js";

export { COMMITMENT_V2, COMMITMENT_V3, commitmentId, commitmentOf, commitmentText, scheduleOf, type Commitment, type DocumentOptions, type RetiredOptions } from "./document.js";

/** Lower-case hex of exactly `bytes` bytes, as every gf file and document writes it. */
export const hexString = (bytes: number) => z.string().regex(new RegExp(`^[0-9a-f]{${bytes * 2}}$`));
const hex = hexString;

const chainSchema = z.object({
  head: hex(32),
  genesis: z.iso.datetime(),
  periodSeconds: z.int().positive(),
  epochs: z.int().positive(),
});

const forumSchema = z.string().refine(isCanonicalForum, "not a canonical forum").meta({ format: "gf-canonical-forum" });
/** A Discourse username as the service's account is written (docs/verifiable-dice.md §V.3). */
const accountSchema = z.string().regex(/^[A-Za-z0-9_.-]{1,60}$/);

const commitmentV2Schema = z.object({
  format: z.literal("gf-dice-commitment-v2"), publicKey: hex(32), head: hex(32), genesis: z.iso.datetime(),
  periodSeconds: z.int().positive(), epochs: z.int().positive(), revealDelaySeconds: z.int().nonnegative(),
  beacon: z.string().nullable(), previous: hex(32).nullable(),
});
/** v3 (docs/verifiable-dice.md §9.3): v2's fields, then the forum, the account and the two cut-offs. */
const commitmentV3Schema = commitmentV2Schema.extend({
  format: z.literal("gf-dice-commitment-v3"), forum: forumSchema, account: accountSchema.nullable(),
  v1Until: z.iso.datetime().nullable(), v2Until: z.iso.datetime().nullable(),
});
const commitmentSchema = z.union([commitmentV2Schema, commitmentV3Schema]);

/** A retired key and chain (rotation.ts): its commitment, its revealed seed, and when it was retired. */
const retiredSchema = z.object({
  id: hex(32),
  commitment: commitmentSchema,
  revealed: z.object({ epoch: z.int().positive(), seed: hex(32) }).nullable(),
  retiredAt: z.iso.datetime(),
});
export type RetiredEntry = z.infer<typeof retiredSchema>;

// The browser checks documents with document-check.ts, generated from these schemas (their JSON
// Schema, with each refinement named by a "format"): a change here is written there by
// `node build.mjs --all`, and test/dice/document-check.test.ts fails until it is.
export const wellKnownSchema = z.object({
  format: z.literal(MAGIC),
  publicKey: hex(32),
  /** The forum the service rolls for, in its one canonical spelling (docs/verifiable-dice.md §3). */
  forum: forumSchema.nullable(),
  chain: chainSchema.extend({ revealDelaySeconds: z.int().nonnegative() }),
  revealed: z.object({ epoch: z.int().positive(), seed: hex(32) }).nullable(),
  /** A pinned chain's name (drand.ts), or null: the operator rolls without a beacon. */
  beacon: z.string().refine((name) => pinnedChainByName(name) !== undefined, "not a pinned drand chain").meta({ format: "gf-drand-chain" }).nullable(),
  /**
   * The anchored commitment: its id (SHA-256 of its text), the one it replaces, and where it is posted;
   * `format` "gf-dice-commitment-v3" when its text is v3's (its forum, account and cut-offs are then this
   * document's `forum`, `account`, `v1Until` and `v2Until`); absent: v2.
   */
  commitment: z.object({ format: z.literal("gf-dice-commitment-v3").optional(), id: hex(32), previous: hex(32).nullable(), post: z.url().nullable() }),
  /** The paged roll log (docs/verifiable-dice.md §9.4), relative to the document's URL, or null when the operator keeps none public. */
  log: z.string().nullable(),
  /**
   * The service's forum account (docs/verifiable-dice.md §V.3): only its posts in the commitment topic
   * are commitments. A reader who knows the account another way (the badge: gf_service_username) uses that.
   */
  account: accountSchema.optional(),
  /** The categories the service plays in: where `gf audit` looks for rolls outside the log (§V.4). */
  categories: z.array(z.int().positive()).max(1000).optional(),
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
  /** The cut-off for gf-dice-v2 proofs (§V.6), stated by a v3 commitment only. Absent or null: none. */
  v2Until: z.iso.datetime().nullable().optional(),
});

/** The first document format, still read to verify v1 proofs. Its beacon's key is never used. */
export const wellKnownV1Schema = z.object({
  format: z.literal(MAGIC_V1),
  publicKey: hex(32),
  chain: chainSchema,
  revealed: z.object({ epoch: z.int().positive(), seed: hex(32) }).nullable(),
  beacon: z.object({ hash: hex(32) }).loose().nullable(),
});

export type WellKnown = z.infer<typeof wellKnownSchema>;
export type WellKnownV1 = z.infer<typeof wellKnownV1Schema>;

/** Reads a commitment (v2 or v3) out of a post's text (the service posts it in a code block). */
export function readCommitment(text: string): Commitment | undefined {
  const m = COMMITMENT_LINE.exec(text);
  if (!m) return undefined;
  try {
    const parsed = commitmentSchema.safeParse(JSON.parse(m[0]));
    return parsed.success && commitmentText(parsed.data) === m[0] ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Turns a published document (parsed JSON) into verifier options (document.ts documentOptions): a
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
  return documentOptions(parsed.data, crypto, { ...(anchored ? { anchored } : {}), checkBeacon: beaconChecker() });
}
