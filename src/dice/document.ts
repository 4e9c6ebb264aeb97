// The operator's document once its shape is checked (docs/verifiable-dice.md §9): its commitment text
// and id, and the verifier options it gives. No zod here: the shape is checked by well-known.ts's
// zod schema in Node (verifyOptionsFrom) and by the checker generated from that same schema in the
// reader's browser (document-check.ts), so the page's verifier ships no zod. Runtime-neutral.
import { err, gfError, ok, type Result } from "../lib/result.js";
import { fromHex, toHex } from "./bytes.js";
import type { DiceCrypto } from "./crypto.js";
import { pinnedChainByHash, pinnedChainByName, type DrandChain } from "./drand.js";
import type { EpochSchedule } from "./epoch.js";
import { MAGIC } from "./proof.js";
import { MAGIC_V1 } from "./proof-v1.js";
import { openRevealedSeeds, type CheckedSeed } from "./seed-chain.js";
import type { BeaconRef } from "./proof.js";
import type { VerifyOptions } from "./verify.js";
import type { WellKnown, WellKnownV1 } from "./well-known.js";

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

export function scheduleOf(doc: { chain: { genesis: string; periodSeconds: number; epochs: number } }): EpochSchedule {
  return { genesisMs: Date.parse(doc.chain.genesis), periodSeconds: doc.chain.periodSeconds, epochs: doc.chain.epochs };
}

/** A retired commitment's verifier options: its proofs must be stamped before `retiredAt`. */
export type RetiredOptions = VerifyOptions & { readonly id: string; readonly retiredAt: number };

export type DocumentOptions = VerifyOptions & { readonly format: string; readonly doc?: WellKnown; readonly retired?: readonly RetiredOptions[] };

export const badDocument = (detail: string) => err(gfError("dice.verify.format", undefined, { detail: `operator document: ${detail}` }));

/**
 * Turns a document whose shape is already checked into verifier options, checking its revealed seed
 * against its head on the way ("seed-chain") and its commitment id against its content
 * ("commitment"). `anchored`, when given, is the commitment read from the forum: the document must
 * match it. `checkBeacon` is the BLS check of beacon rounds (verify-beacon.ts beaconChecker), passed
 * in so that a page loads the pairing code only when a card carries a round. `checked` gives a seed
 * the caller already checked under a head, where the walk back to the head may stop (seed-chain.ts).
 */
export function documentOptions(doc: WellKnown | WellKnownV1, crypto: DiceCrypto,
  { anchored, checkBeacon, checked }: { anchored?: Commitment; checkBeacon?: (ref: BeaconRef) => Result<DrandChain>;
    checked?: (head: Uint8Array) => CheckedSeed | undefined } = {}): Result<DocumentOptions> {
  const head = fromHex(doc.chain.head)!;
  const revealed = openRevealedSeeds(head, doc.revealed?.epoch ?? 0, doc.revealed ? fromHex(doc.revealed.seed) : undefined, crypto, checked?.(head));
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
  const retiredList = doc.format === MAGIC_V1 ? undefined : doc.retired;
  if (retiredList) {
    let previous = (doc as WellKnown).commitment.previous;
    for (const entry of retiredList) {
      const id = commitmentId(entry.commitment, crypto);
      if (entry.id !== previous || id !== entry.id) {
        return err(gfError("dice.verify.commitment", undefined, { got: entry.id, want: previous ?? "-" }));
      }
      const rHead = fromHex(entry.commitment.head)!;
      const rSchedule = { genesisMs: Date.parse(entry.commitment.genesis), periodSeconds: entry.commitment.periodSeconds, epochs: entry.commitment.epochs };
      const rRevealed = openRevealedSeeds(rHead, entry.revealed?.epoch ?? 0, entry.revealed ? fromHex(entry.revealed.seed) : undefined, crypto, checked?.(rHead));
      if (!rRevealed.ok) return rRevealed;
      const rBeacon = entry.commitment.beacon === null ? null : pinnedChainByName(entry.commitment.beacon);
      if (rBeacon === undefined) return badDocument(`retired beacon ${entry.commitment.beacon} is not a pinned drand chain`);
      retired.push({ id, retiredAt: Date.parse(entry.retiredAt), publicKey: fromHex(entry.commitment.publicKey)!, head: rHead,
        schedule: rSchedule, revealed: rRevealed.value, beacon: rBeacon, revealDelaySeconds: entry.commitment.revealDelaySeconds,
        ...(checkBeacon ? { checkBeacon } : {}) });
      previous = entry.commitment.previous;
    }
  }
  return ok({
    format: doc.format,
    ...(retired.length ? { retired } : {}),
    ...(doc.format === MAGIC ? { doc, head, revealDelaySeconds: doc.chain.revealDelaySeconds } : {}),
    publicKey: fromHex(doc.publicKey)!,
    // A v2 document refuses v1 proofs but before its stated cut-off (attack 6, the v1 downgrade).
    ...(doc.format === MAGIC ? { v1Until: doc.v1Until ? Date.parse(doc.v1Until) : null } : {}),
    schedule: scheduleOf(doc),
    revealed: revealed.value,
    beacon,
    ...(checkBeacon ? { checkBeacon } : {}),
  });
}
