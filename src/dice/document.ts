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

/** What a v2 commitment post holds (docs/verifiable-dice.md §9.3): everything a record's derivation and time depend on. */
export interface CommitmentV2 {
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

/**
 * A v3 commitment (docs/verifiable-dice.md §9.3, §V.6): v2's fields, plus what a verifier used to take
 * from the operator's document or the site's settings, now fixed by the forum's post: the forum the
 * key rolls for, the account that posts its commitments, and the cut-offs after which the operator's
 * v1 and v2 proofs are refused. A document never overrides them.
 */
export interface CommitmentV3 extends Omit<CommitmentV2, "format"> {
  readonly format: "gf-dice-commitment-v3";
  /** The forum's canonical host (docs/verifiable-dice.md §3): every roll under this key names it. "local" for `gf roll`'s own. */
  readonly forum: string;
  /** The service's forum account, the author of its commitment and tip posts; null: none (a local operator). */
  readonly account: string | null;
  /** Block times (ISO 8601) before which the operator made gf-dice-v1, gf-dice-v2 proofs; null: never. */
  readonly v1Until: string | null;
  readonly v2Until: string | null;
}

export type Commitment = CommitmentV2 | CommitmentV3;

export const COMMITMENT_V2 = "gf-dice-commitment-v2";
export const COMMITMENT_V3 = "gf-dice-commitment-v3";
/** The forum of local rolls (`local/0/<time>/0`, docs/verifiable-dice.md §3). */
export const LOCAL_FORUM = "local";
/** Where a post's text holds a commitment: its first `{"format":"gf-dice-commitment-v2"…}` or `-v3"…}` on one line. */
export const COMMITMENT_LINE = /\{"format":"gf-dice-commitment-v[23]"[^\n`<]*\}/;

/** The commitment's one spelling: JSON with these keys in this order, no spaces (v3: v2's, then forum, account, v1Until, v2Until). */
export const commitmentText = (c: Commitment): string => JSON.stringify({
  format: c.format, publicKey: c.publicKey, head: c.head, genesis: c.genesis, periodSeconds: c.periodSeconds,
  epochs: c.epochs, revealDelaySeconds: c.revealDelaySeconds, beacon: c.beacon, previous: c.previous,
  ...(c.format === COMMITMENT_V3 ? { forum: c.forum, account: c.account, v1Until: c.v1Until, v2Until: c.v2Until } : {}),
});

export const commitmentId = (c: Commitment, crypto: Pick<DiceCrypto, "sha256">): string => {
  const text = commitmentText(c);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i); // ASCII by construction
  return toHex(crypto.sha256(bytes));
};

/**
 * The commitment a document describes: v3 when its `commitment.format` says so (its forum, account
 * and cut-offs are then the document's, absent meaning null), else v2.
 */
export const commitmentOf = (doc: WellKnown): Commitment => {
  const v2: CommitmentV2 = {
    format: COMMITMENT_V2, publicKey: doc.publicKey, head: doc.chain.head, genesis: doc.chain.genesis,
    periodSeconds: doc.chain.periodSeconds, epochs: doc.chain.epochs, revealDelaySeconds: doc.chain.revealDelaySeconds,
    beacon: doc.beacon, previous: doc.commitment.previous,
  };
  if (doc.commitment.format !== COMMITMENT_V3) return v2;
  return { ...v2, format: COMMITMENT_V3, forum: doc.forum ?? "local", account: doc.account ?? null,
    v1Until: doc.v1Until ?? null, v2Until: doc.v2Until ?? null };
};

/** The cut-offs a commitment states, in ms (null: no proof of that version); undefined for a v2 commitment, which states none. */
export const cutoffsOf = (c: Commitment): { v1Until: number | null; v2Until: number | null } | undefined =>
  c.format === COMMITMENT_V3 ? { v1Until: c.v1Until === null ? null : Date.parse(c.v1Until), v2Until: c.v2Until === null ? null : Date.parse(c.v2Until) } : undefined;

export function scheduleOf(doc: { chain: { genesis: string; periodSeconds: number; epochs: number } }): EpochSchedule {
  return { genesisMs: Date.parse(doc.chain.genesis), periodSeconds: doc.chain.periodSeconds, epochs: doc.chain.epochs };
}

/** A retired commitment's verifier options: its proofs must be stamped before `retiredAt`. */
export type RetiredOptions = VerifyOptions & { readonly id: string; readonly retiredAt: number };

export type DocumentOptions = VerifyOptions & { readonly format: string; readonly doc?: WellKnown; readonly retired?: readonly RetiredOptions[] };

/** What a commitment binds its key to besides the chain (§V.6): the commitment's version and, for v3, the forum. */
export const bindingOf = (c: Commitment): Pick<VerifyOptions, "commitmentVersion" | "forum"> =>
  c.format !== COMMITMENT_V3 ? { commitmentVersion: 2 }
    // A local operator's commitment (forum "local", no account: `gf roll` before any service bound it)
    // binds no forum; no forum anchors it either (§V.3 reads commitments by the service's account).
    : c.forum === LOCAL_FORUM ? { commitmentVersion: 3 } : { commitmentVersion: 3, forum: c.forum };

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
      retired.push({ id, retiredAt: Date.parse(entry.retiredAt), ...bindingOf(entry.commitment), publicKey: fromHex(entry.commitment.publicKey)!, head: rHead,
        schedule: rSchedule, revealed: rRevealed.value, beacon: rBeacon, revealDelaySeconds: entry.commitment.revealDelaySeconds,
        ...(checkBeacon ? { checkBeacon } : {}) });
      previous = entry.commitment.previous;
    }
  }
  // The cut-offs are the operator's: a v3 commitment states them for every key it ever used, so a
  // retired key's v2 proofs meet the same v2Until as the current one's (§V.6).
  const committed = doc.format === MAGIC ? commitmentOf(doc) : undefined;
  const cutoffs = committed ? cutoffsOf(committed) : undefined;
  if (cutoffs) for (let i = 0; i < retired.length; i++) retired[i] = { ...retired[i]!, v1Until: cutoffs.v1Until, v2Until: cutoffs.v2Until };
  return ok({
    format: doc.format,
    ...(retired.length ? { retired } : {}),
    ...(committed ? bindingOf(committed) : {}),
    ...(doc.format === MAGIC ? { doc, head, revealDelaySeconds: doc.chain.revealDelaySeconds } : {}),
    publicKey: fromHex(doc.publicKey)!,
    // A v2 document refuses v1 proofs but before its stated cut-off (attack 6, the v1 downgrade); a v3
    // commitment states both cut-offs itself, and the document's are the committed ones (the id holds them).
    ...(cutoffs ?? (doc.format === MAGIC ? { v1Until: doc.v1Until ? Date.parse(doc.v1Until) : null } : {})),
    schedule: scheduleOf(doc),
    revealed: revealed.value,
    beacon,
    ...(checkBeacon ? { checkBeacon } : {}),
  });
}
