// The verification badge's verdict, computed in the browser (docs/verifiable-dice.md §8). A proof
// is only worth something if it is the proof of *these* dice for *this* post: so besides the
// signature under the site's public key, the dice the card shows must be the proof's dice, and the
// proof's context must name the pool's post (and this topic and forum, when the page knows them).
// A signature alone only says "the operator signed it": the badge says "verified" only when every
// check of docs/verifiable-dice.md §8 passed (commitment, epoch, beacon, seed chain, faces), which needs the operator's
// document; until the epoch's seed is revealed the roll is "signed", checkable from a given time.
import type { Result } from "../lib/result.js";
import { fromHex, toHex } from "../dice/bytes.js";
import { pinnedChainByHash } from "../dice/drand.js";
import { nobleCrypto } from "../dice/crypto-noble.js";
import { proofVerifier, type Expected, type VerifyOptions, type VerifyReport } from "../dice/verify.js";
import { asQuote, type FailReason, type MissingDocument, type RollCardData, type RollVerdict, type ShownDie } from "./verdict.js";

export type { FailReason, RollCardData, RollVerdict, ShownDie } from "./verdict.js";
export { verdictText } from "./verdict.js";

export interface VerifyContext {
  /** The site's Ed25519 public key, hex (site setting gf_public_key). */
  readonly publicKey: string;
  readonly topicId?: number;
  /** The forum's canonical host, as the service names it in roll contexts. */
  readonly forum?: string;
  /**
   * The operator's published document as verifier options (verifyOptionsFrom, its key already
   * compared with gf_public_key): commitment, schedule, revealed seeds, beacon. Without it only the
   * signature, dice, context and time can be checked.
   */
  readonly document?: VerifyOptions;
  /** Why there is no document, to say so on the badge. */
  readonly missing?: MissingDocument;
  /** Site setting gf_service_username: a card outside this account's posts is a quote (quotedVerdict). */
  readonly serviceUsername?: string;
}

const CHECK_REASONS: Readonly<Record<string, FailReason>> = {
  "dice.verify.signature": "signature", "dice.verify.commitment": "commitment", "dice.verify.context": "context",
  "dice.verify.pool": "pool", "dice.verify.epoch-time": "epoch_time", "dice.verify.epoch-range": "epoch_range",
  "dice.verify.time": "time", "dice.verify.forum-time": "forum_time", "dice.verify.version": "version", "dice.verify.beacon-missing": "beacon_missing", "dice.verify.beacon-unexpected": "beacon_unexpected",
  "dice.verify.beacon-encoding": "beacon_encoding", "dice.verify.beacon-round": "beacon_round", "dice.verify.beacon": "beacon",
  "dice.verify.beacon-chain": "beacon_chain", "dice.verify.seed-chain": "seed_chain", "dice.verify.faces": "faces",
  "dice.verify.commitment-late": "commitment_late", "dice.verify.commitment-after-post": "commitment_late", "dice.verify.commitment-retired": "commitment_retired", "dice.verify.commitment-retired-post": "commitment_retired",
  "dice.verify.commitment-retired-reply": "commitment_retired_reply",
  "dice.verify.commitment-forum": "commitment_forum",
  "dice.verify.clock-round": "clock_round", "dice.verify.clock-stamp": "clock_stamp", "dice.verify.clock-post": "clock_post",
  "dice.verify.clock-hidden": "clock_hidden", "dice.verify.clock-stale": "clock_stale",
};

const keyVerifiers = new Map<string, ReturnType<typeof proofVerifier>>();
const documentVerifiers = new WeakMap<VerifyOptions, ReturnType<typeof proofVerifier>>();

function verifierFor(publicKey: string, document: VerifyOptions | undefined): ReturnType<typeof proofVerifier> | undefined {
  const key = siteKey(publicKey);
  if (!key) return undefined;
  if (document) {
    // The document must be the configured operator's: a page never trusts a key it fetched.
    if (document.publicKey.length !== 32 || !document.publicKey.every((b, i) => b === key[i])) return undefined;
    let v = documentVerifiers.get(document);
    if (!v) documentVerifiers.set(document, v = proofVerifier(document, nobleCrypto));
    return v;
  }
  let v = keyVerifiers.get(publicKey);
  if (!v) keyVerifiers.set(publicKey, v = proofVerifier({ publicKey: key }, nobleCrypto));
  return v;
}

const diceText = (dice: readonly ShownDie[]): string =>
  [...dice].sort((a, b) => a.size - b.size || a.face - b.face).map((d) => `d${d.size}:${d.face}`).join(" ");

/** The operator's key from the site setting, or undefined when it is not 32 bytes of hex. */
export function siteKey(publicKey: string): Uint8Array | undefined {
  return fromHex(publicKey.trim().toLowerCase(), 32);
}

/** What the page knows about a card independently of its proof: pool, context (block included), forum time. */
export function expectedOf(card: RollCardData, context: VerifyContext): Expected {
  const wholeContext = card.block !== undefined && card.post !== undefined && context.topicId !== undefined && context.forum
    ? { forum: context.forum.toLowerCase(), topic: context.topicId, post: card.post, block: card.block } : undefined;
  return {
    // The pool the reader sees: the pool post's own block when the page can read it (attack 5: a
    // signed "d4 d4 d4" for a "d12 d12 d12" post), else the card's dice. A proof of another pool
    // fails "pool", and one of the same pool with other faces fails "dice" in verdictOf.
    sizes: card.postPool ?? card.dice.map((d) => d.size),
    ...(card.forumTime !== undefined ? { forumTime: card.forumTime } : {}), ...(wholeContext ? { context: wholeContext } : {}),
    // A v3 roll is dated at the forum's time for its post version (§V.1): created_at for the first,
    // revision n's created_at for a block added by edit n, never the post's last edit (a later edit,
    // of other words, would move it), which the page reads from the revision itself.
    ...(card.forumTime !== undefined ? { forumTimeOf: (v: number) => (v === 1 ? card.forumTime : card.revisionTimes?.[v]) } : {}),
    ...(card.shownIn !== undefined ? { replyPost: card.shownIn } : {}),
  };
}

/** The badge's verdict on one card from its verifier result (proofVerifier's or verifyRolls'). */
export function verdictOf(card: RollCardData, context: VerifyContext, checked: Result<VerifyReport>): RollVerdict {
  if (!checked.ok) {
    const code: FailReason = CHECK_REASONS[checked.error.code] ?? "format";
    // The check's own values ({posted}, {until}, {post}…) fill its sentence, as gf verify's do.
    return { status: "failed", reason: code, params: { ...checked.error.params, detail: String(checked.error.params?.["detail"] ?? checked.error.code) } };
  }
  const report: VerifyReport = checked.value;
  const { record } = report.proof;
  const proved = diceText(record.sizes.map((size, k) => ({ size, face: record.faces[k]! })));
  const shown = diceText(card.dice);
  if (proved !== shown) return { status: "failed", reason: "dice", params: { shown: shown || "—", proved } };
  if (card.post !== record.context.post) {
    return { status: "failed", reason: "post", params: { shown: card.post ?? "—", proved: record.context.post } };
  }
  if (context.topicId !== undefined && context.topicId !== record.context.topic) {
    return { status: "failed", reason: "topic", params: { shown: context.topicId, proved: record.context.topic } };
  }
  if (context.forum && context.forum.toLowerCase() !== record.context.forum) {
    return { status: "failed", reason: "forum", params: { shown: context.forum, proved: record.context.forum } };
  }
  // A v2 roll is shown against the post's last edit only when it came after that edit (a block added by
  // the edit is rolled then); an edit after the roll, of the block's words or any other, leaves it
  // against the post's own time: it never reads as rolled "before" an edit it predates.
  const afterEdit = record.version === 2 && card.editTime !== undefined && record.time >= card.editTime;
  // A v3 roll bears the forum's own time for its block (checked to the millisecond): no lag to show.
  const lag = record.version === 3 ? (report.passed.includes("forum-time") ? { dated: true } : {})
    : afterEdit ? { lagMs: record.time - card.editTime!, edited: true }
    : report.lagMs !== undefined ? { lagMs: report.lagMs } : {};
  // What the badge says besides: an older proof's version (§V.6), a v3 roll's beacon round (§V.2).
  const chain = record.version === 3 && record.beacon ? pinnedChainByHash(toHex(record.beacon.chainHash)) : undefined;
  const facts = { ...(record.version !== 3 ? { proofVersion: record.version } : {}),
    ...(chain && record.beacon ? { beacon: { chain: chain.name, round: record.beacon.round } } : {}) };
  // A beacon roll no clock fixed (§V.11): every check held, but staff could have chosen its round by re-dating the post.
  if (report.pending.length === 0 && !report.roundUnfixed) return { status: "verified", post: record.context.post, ...lag, ...facts };
  if (report.pending.length === 0) return { status: "signed", post: record.context.post, epoch: record.epoch, ...lag, ...facts, unfixed: true };
  return {
    status: "signed", post: record.context.post, epoch: record.epoch, ...lag, ...facts,
    ...(report.checkableFrom !== undefined ? { checkableFrom: report.checkableFrom } : {}),
    ...(context.missing && !context.document ? { missing: context.missing } : {}),
    // Faces checked, yet the card names no block or the page has not loaded the pool's post: say so
    // rather than promise faces that were already re-derived.
    ...(report.passed.includes("faces") ? { partly: true } : {}),
  };
}

/** One card verified on its own, synchronously (@noble Ed25519); a page verifies its cards together (verify-page.ts). */
export function verifyRollCard(card: RollCardData, context: VerifyContext): RollVerdict {
  if (!context.publicKey.trim()) return { status: "unverifiable", reason: "no_key" };
  if (!card.proof) return { status: "unverifiable", reason: "no_proof" };
  const verify = verifierFor(context.publicKey, context.document);
  if (!verify) return { status: "failed", reason: "key", params: {} };
  return asQuote(card, context.serviceUsername, verdictOf(card, context, verify(card.proof, expectedOf(card, context))));
}
