// The verification badge's verdict, computed in the browser (docs/verifiable-dice.md §8). A proof
// is only worth something if it is the proof of *these* dice for *this* post: so besides the
// signature under the site's public key, the dice the card shows must be the proof's dice, and the
// proof's context must name the pool's post (and this topic and forum, when the page knows them).
// A signature alone only says "the operator signed it": the badge says "verified" only when every
// check of docs/verifiable-dice.md §8 passed (commitment, epoch, beacon, seed chain, faces), which needs the operator's
// document; until the epoch's seed is revealed the roll is "signed", checkable from a given time.
import { fromHex } from "../dice/bytes.js";
import { nobleCrypto } from "../dice/crypto-noble.js";
import { proofVerifier, type VerifyOptions, type VerifyReport } from "../dice/verify.js";
import type { Translate } from "./host.js";

export interface ShownDie { readonly size: number; readonly face: number }

export interface RollCardData {
  readonly proof: string | undefined;
  /** data-gf-post: the post whose pool was rolled. */
  readonly post: number | undefined;
  readonly dice: readonly ShownDie[];
  /** The block's number in its post, when the card names it: then the whole context is checked. */
  readonly block?: number;
  /** The forum's time of the post or of the edit that added the block (ms): the roll may not predate it. */
  readonly forumTime?: number;
}

export interface VerifyContext {
  /** The site's Ed25519 public key, hex (site setting gf_public_key). */
  readonly publicKey: string;
  readonly topicId?: number;
  /** The forum's canonical host, as the service names it in roll contexts. */
  readonly forum?: string;
  /**
   * The operator's published document as verifier options (verifyOptionsFrom, its key already
   * compared with gf_public_key): commitment, schedule, revealed seeds, beacon. Without it only the
   * signature, dice and context can be checked.
   */
  readonly document?: VerifyOptions;
}

export type RollVerdict =
  /** Every check passed, faces re-derived from the revealed seed. */
  | { readonly status: "verified"; readonly post: number }
  /** Signed for these dice and this post; the rest waits (faces from `checkableFrom`, or for the document). */
  | { readonly status: "signed"; readonly post: number; readonly epoch: number; readonly checkableFrom?: number }
  | { readonly status: "failed"; readonly reason: FailReason; readonly params: Readonly<Record<string, string | number>> }
  | { readonly status: "unverifiable"; readonly reason: "no_key" | "no_proof" };

/** Why a proof fails, named as the badge's strings are (roll.verify_<reason> in client.<lang>.yml). */
export type FailReason = "format" | "signature" | "dice" | "post" | "topic" | "forum" | "key"
  | "commitment" | "context" | "pool" | "epoch_time" | "epoch_range" | "time" | "beacon_missing" | "beacon_unexpected"
  | "beacon_encoding" | "beacon_round" | "beacon" | "beacon_chain" | "seed_chain" | "faces";

const CHECK_REASONS: Readonly<Record<string, FailReason>> = {
  "dice.verify.signature": "signature", "dice.verify.commitment": "commitment", "dice.verify.context": "context",
  "dice.verify.pool": "pool", "dice.verify.epoch-time": "epoch_time", "dice.verify.epoch-range": "epoch_range",
  "dice.verify.time": "time", "dice.verify.beacon-missing": "beacon_missing", "dice.verify.beacon-unexpected": "beacon_unexpected",
  "dice.verify.beacon-encoding": "beacon_encoding", "dice.verify.beacon-round": "beacon_round", "dice.verify.beacon": "beacon",
  "dice.verify.beacon-chain": "beacon_chain", "dice.verify.seed-chain": "seed_chain", "dice.verify.faces": "faces",
};

const keyVerifiers = new Map<string, ReturnType<typeof proofVerifier>>();
const documentVerifiers = new WeakMap<VerifyOptions, ReturnType<typeof proofVerifier>>();

function verifierFor(publicKey: string, document: VerifyOptions | undefined): ReturnType<typeof proofVerifier> | undefined {
  const key = fromHex(publicKey.trim().toLowerCase(), 32);
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

export function verifyRollCard(card: RollCardData, context: VerifyContext): RollVerdict {
  if (!context.publicKey.trim()) return { status: "unverifiable", reason: "no_key" };
  if (!card.proof) return { status: "unverifiable", reason: "no_proof" };
  const verify = verifierFor(context.publicKey, context.document);
  if (!verify) return { status: "failed", reason: "key", params: {} };
  // The pool the reader sees is the card's dice: a proof of another pool fails "pool" here, and one
  // of the same pool with other faces fails "dice" below.
  const sizes = card.dice.map((d) => d.size);
  const wholeContext = card.block !== undefined && card.post !== undefined && context.topicId !== undefined && context.forum
    ? { forum: context.forum.toLowerCase(), topic: context.topicId, post: card.post, block: card.block } : undefined;
  const checked = verify(card.proof, {
    sizes, ...(card.forumTime !== undefined ? { forumTime: card.forumTime } : {}), ...(wholeContext ? { context: wholeContext } : {}),
  });
  if (!checked.ok) {
    const code: FailReason = CHECK_REASONS[checked.error.code] ?? "format";
    return { status: "failed", reason: code, params: { detail: String(checked.error.params?.["detail"] ?? checked.error.code) } };
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
  if (report.pending.length === 0) return { status: "verified", post: record.context.post };
  return {
    status: "signed", post: record.context.post, epoch: record.epoch,
    ...(report.checkableFrom !== undefined ? { checkableFrom: report.checkableFrom } : {}),
  };
}

/** HH:MM in the reader's own clock. */
const clock = (ms: number): string => {
  const d = new Date(ms);
  return `${String(d.getHours()).padStart(2, "0")}:${String(d.getMinutes()).padStart(2, "0")}`;
};

/** The badge's headline and detail for a verdict, in the reader's language. */
export function verdictText(verdict: RollVerdict, t: Translate): { title: string; detail: string } {
  switch (verdict.status) {
    case "verified":
      return { title: t("roll.verified"), detail: t("roll.verified_detail", { post: verdict.post }) };
    case "signed":
      return {
        title: verdict.checkableFrom !== undefined ? t("roll.signed_until", { time: clock(verdict.checkableFrom) }) : t("roll.signed"),
        detail: [t("roll.signed_detail", { post: verdict.post }),
          verdict.checkableFrom === undefined ? t("roll.pending_faces", { epoch: verdict.epoch }) : ""].filter(Boolean).join(" "),
      };
    case "failed":
      return { title: t("roll.failed"), detail: t(`roll.verify_${verdict.reason}`, verdict.params) };
    case "unverifiable":
      return { title: t(`roll.${verdict.reason}`), detail: "" };
  }
}
