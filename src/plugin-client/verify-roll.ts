// The verification badge's verdict, computed in the browser (docs/verifiable-dice.md §8). A proof
// is only worth something if it is the proof of *these* dice for *this* post: so besides the
// signature under the site's public key, the dice the card shows must be the proof's dice, and the
// proof's context must name the pool's post (and this topic and forum, when the page knows them).
import { fromHex } from "../dice/bytes.js";
import { nobleCrypto } from "../dice/crypto-noble.js";
import { proofVerifier, type VerifyReport } from "../dice/verify.js";
import type { Lang } from "../lib/i18n.js";
import { t, type ClientMessage } from "./messages.js";

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
  | { readonly status: "failed"; readonly reason: ClientMessage; readonly params: Readonly<Record<string, string | number>> }
  | { readonly status: "unverifiable"; readonly reason: "noKey" | "noProof" };

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
  if (!context.publicKey.trim()) return { status: "unverifiable", reason: "noKey" };
  if (!card.proof) return { status: "unverifiable", reason: "noProof" };
  const verify = verifierFor(context.publicKey);
  if (!verify) return { status: "failed", reason: "verify.key", params: {} };
  const checked = verify(card.proof);
  if (!checked.ok) {
    const code = checked.error.code === "dice.verify.signature" ? "verify.signature" : "verify.format";
    return { status: "failed", reason: code, params: { detail: String(checked.error.params?.["detail"] ?? checked.error.code) } };
  }
  const report: VerifyReport = checked.value;
  const { record } = report.proof;
  const proved = diceText(record.sizes.map((size, k) => ({ size, face: record.faces[k]! })));
  const shown = diceText(card.dice);
  if (proved !== shown) return { status: "failed", reason: "verify.dice", params: { shown: shown || "—", proved } };
  if (card.post !== record.context.post) {
    return { status: "failed", reason: "verify.post", params: { shown: card.post ?? "—", proved: record.context.post } };
  }
  if (context.topicId !== undefined && context.topicId !== record.context.topic) {
    return { status: "failed", reason: "verify.topic", params: { shown: context.topicId, proved: record.context.topic } };
  }
  if (context.forum && context.forum.toLowerCase() !== record.context.forum) {
    return { status: "failed", reason: "verify.forum", params: { shown: context.forum, proved: record.context.forum } };
  }
  return {
    status: "verified", post: record.context.post,
    ...(report.pending.includes("faces") ? { pendingEpoch: record.epoch } : {}),
  };
}

/** The badge's headline and detail for a verdict. */
export function verdictText(verdict: RollVerdict, lang: Lang): { title: string; detail: string } {
  switch (verdict.status) {
    case "verified":
      return {
        title: t("verified", lang),
        detail: [t("verifiedDetail", lang, { post: verdict.post }),
          verdict.pendingEpoch !== undefined ? t("pendingFaces", lang, { epoch: verdict.pendingEpoch }) : ""].filter(Boolean).join(" "),
      };
    case "failed":
      return { title: t("failed", lang), detail: t(verdict.reason, lang, verdict.params) };
    case "unverifiable":
      return { title: t(verdict.reason, lang), detail: "" };
  }
}
