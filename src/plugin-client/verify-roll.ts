// The verification badge's verdict, computed in the browser (docs/verifiable-dice.md §8). A proof
// is only worth something if it is the proof of *these* dice for *this* post: so besides the
// signature under the site's public key, the dice the card shows must be the proof's dice, and the
// proof's context must name the pool's post (and this topic and forum, when the page knows them).
import { fromHex } from "../dice/bytes.js";
import { nobleCrypto } from "../dice/crypto-noble.js";
import { proofVerifier, type VerifyReport } from "../dice/verify.js";
import type { Translate } from "./host.js";

export interface ShownDie { readonly size: number; readonly face: number }

export interface RollCardData {
  readonly proof: string | undefined;
  /** data-gf-post: the post whose pool was rolled. */
  readonly post: number | undefined;
  readonly dice: readonly ShownDie[];
}

export interface VerifyContext {
  /** The site's Ed25519 public key, hex (site setting gf_public_key). */
  readonly publicKey: string;
  readonly topicId?: number;
  /** The forum's canonical host, as the service names it in roll contexts. */
  readonly forum?: string;
}

export type RollVerdict =
  | { readonly status: "verified"; readonly post: number; readonly pendingEpoch?: number }
  | { readonly status: "failed"; readonly reason: FailReason; readonly params: Readonly<Record<string, string | number>> }
  | { readonly status: "unverifiable"; readonly reason: "no_key" | "no_proof" };

/** Why a proof fails, named as the badge's strings are (roll.verify_<reason> in client.<lang>.yml). */
export type FailReason = "format" | "signature" | "dice" | "post" | "topic" | "forum" | "key";

const verifiers = new Map<string, ReturnType<typeof proofVerifier>>();

function verifierFor(publicKey: string): ReturnType<typeof proofVerifier> | undefined {
  let v = verifiers.get(publicKey);
  if (!v) {
    const key = fromHex(publicKey.trim().toLowerCase(), 32);
    if (!key) return undefined;
    v = proofVerifier({ publicKey: key }, nobleCrypto);
    verifiers.set(publicKey, v);
  }
  return v;
}

const diceText = (dice: readonly ShownDie[]): string =>
  [...dice].sort((a, b) => a.size - b.size || a.face - b.face).map((d) => `d${d.size}:${d.face}`).join(" ");

export function verifyRollCard(card: RollCardData, context: VerifyContext): RollVerdict {
  if (!context.publicKey.trim()) return { status: "unverifiable", reason: "no_key" };
  if (!card.proof) return { status: "unverifiable", reason: "no_proof" };
  const verify = verifierFor(context.publicKey);
  if (!verify) return { status: "failed", reason: "key", params: {} };
  const checked = verify(card.proof);
  if (!checked.ok) {
    const code: FailReason = checked.error.code === "dice.verify.signature" ? "signature" : "format";
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
  return {
    status: "verified", post: record.context.post,
    ...(report.pending.includes("faces") ? { pendingEpoch: record.epoch } : {}),
  };
}

/** The badge's headline and detail for a verdict, in the reader's language. */
export function verdictText(verdict: RollVerdict, t: Translate): { title: string; detail: string } {
  switch (verdict.status) {
    case "verified":
      return {
        title: t("roll.verified"),
        detail: [t("roll.verified_detail", { post: verdict.post }),
          verdict.pendingEpoch !== undefined ? t("roll.pending_faces", { epoch: verdict.pendingEpoch }) : ""].filter(Boolean).join(" "),
      };
    case "failed":
      return { title: t("roll.failed"), detail: t(`roll.verify_${verdict.reason}`, verdict.params) };
    case "unverifiable":
      return { title: t(`roll.${verdict.reason}`), detail: "" };
  }
}
