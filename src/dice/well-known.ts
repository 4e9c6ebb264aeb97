// The operator's public document (docs/verifiable-dice.md §9): everything a verifier needs, served
// by the service and printed by `gf keys show --json`. Runtime-neutral: the plugin reads it too.
import { z } from "zod";
import { err, gfError, ok, type Result } from "../lib/result.js";
import { fromHex } from "./bytes.js";
import type { DiceCrypto } from "./crypto.js";
import type { DrandChain } from "./drand.js";
import type { EpochSchedule } from "./epoch.js";
import { MAGIC } from "./proof.js";
import { openRevealedSeeds } from "./seed-chain.js";
import type { VerifyOptions } from "./verify.js";

/** Lower-case hex of exactly `bytes` bytes, as every gf file and document writes it. */
export const hexString = (bytes: number) => z.string().regex(new RegExp(`^[0-9a-f]{${bytes * 2}}$`));
const hex = hexString;

export const wellKnownSchema = z.object({
  format: z.literal(MAGIC),
  publicKey: hex(32),
  chain: z.object({
    head: hex(32),
    genesis: z.iso.datetime(),
    periodSeconds: z.int().positive(),
    epochs: z.int().positive(),
  }),
  revealed: z.object({ epoch: z.int().positive(), seed: hex(32) }).nullable(),
  beacon: z.object({
    name: z.string(),
    hash: hex(32),
    publicKey: z.string().regex(/^[0-9a-f]+$/),
    periodSeconds: z.int().positive(),
    genesisSeconds: z.int().nonnegative(),
    scheme: z.enum(["bls-unchained-g1-rfc9380", "pedersen-bls-unchained", "bls-unchained-on-g1"]),
    beaconId: z.string(),
  }).nullable(),
});

export type WellKnown = z.infer<typeof wellKnownSchema>;

export function scheduleOf(doc: WellKnown): EpochSchedule {
  return { genesisMs: Date.parse(doc.chain.genesis), periodSeconds: doc.chain.periodSeconds, epochs: doc.chain.epochs };
}

/**
 * Turns a published document (parsed JSON) into verifier options, checking its revealed seed
 * against its head on the way ("seed-chain"). A malformed document fails the "format" check.
 */
export function verifyOptionsFrom(json: unknown, crypto: DiceCrypto): Result<VerifyOptions & { doc: WellKnown }> {
  const parsed = wellKnownSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return err(gfError("dice.verify.format", undefined, { detail: `operator document: ${issue?.path.join(".") ?? ""} ${issue?.message ?? ""}`.trim() }));
  }
  const doc = parsed.data;
  const revealed = openRevealedSeeds(fromHex(doc.chain.head)!, doc.revealed?.epoch ?? 0,
    doc.revealed ? fromHex(doc.revealed.seed) : undefined, crypto);
  if (!revealed.ok) return revealed;
  const drand: DrandChain | undefined = doc.beacon ?? undefined;
  return ok({
    doc,
    publicKey: fromHex(doc.publicKey)!,
    schedule: scheduleOf(doc),
    revealed: revealed.value,
    ...(drand ? { drand } : {}),
  });
}
