// The roll card's badge: whether the proof checks out under the site's public key, for these dice
// and this post (verify-roll.ts), drawn below the card in the reader's language.
import { int, str, type Card } from "./card-data.js";
import { rolledDice } from "./cards/roll.js";
import { h } from "./dom.js";
import type { GfHost } from "./host.js";
import { verdictText, verifyRollCard, type RollVerdict } from "./verify-roll.js";

export function decorateRoll(card: Card, host: GfHost): RollVerdict {
  const dice = rolledDice(card.data).map(({ size, face }) => ({ size, face }));
  const verdict = verifyRollCard({ proof: str(card.data["proof"]), post: int(card.data["post"]), dice },
    { publicKey: host.publicKey, ...(host.topicId !== undefined ? { topicId: host.topicId } : {}), ...(host.forum ? { forum: host.forum } : {}) });
  card.element.setAttribute("data-gf-verified", verdict.status);
  const { title, detail } = verdictText(verdict, host.t);
  const icon = verdict.status === "verified" ? "✓" : verdict.status === "signed" ? "✎" : verdict.status === "failed" ? "✗" : "?";
  card.element.appendChild(h("div", { class: "gf-verify", "data-gf-status": verdict.status, role: "status" },
    h("span", { class: "gf-verify-icon", "aria-hidden": "true" }, icon),
    h("span", { class: "gf-verify-title" }, title),
    detail ? h("span", { class: "gf-verify-detail" }, detail) : null));
  return verdict;
}
