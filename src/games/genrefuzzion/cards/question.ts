// GenreFuzzion's question in the service's posts (its manifest's `questions`): the Moderator's decision
// on points changed by hand (GF-PTS-2, GF-FORUM-4), asked in the service's points-claim reply (../service/replies.ts, pointsClaimReply). The core
// (src/plugin-client/question.ts) draws it only for the Moderator the service names, in the service's
// own post; here are its answers, Accept and Revert, each replying with a sentence in the table's
// language that starts with the word the service reads, "aceptar"/"accept" or "revertir"/"revert"
// (the points guard, ../service/sheets/points-guard.ts): the word alone is too short a post for
// Discourse (min_post_length, 20). The sentences are the client strings question.accept_reply and
// question.revert_reply (src/plugin-client/locales/cards.<lang>.yml), out of this chunk.
import { h } from "../../../plugin-client/dom.js";
import type { GfHost } from "../../../plugin-client/host.js";

/** The kind of the points question, as the service writes it (data-gf-question). */
export const POINTS_QUESTION = "points";

export function drawAnswers(kind: string, host: GfHost, reply: (text: string) => void): HTMLElement[] | undefined {
  if (kind !== POINTS_QUESTION) return undefined;
  const button = (decision: "accept" | "revert") => h("button", { type: "button", class: "gf-button", "data-gf-decision": decision,
    ...(decision === "accept" ? { "data-gf-primary": "true" } : {}), onclick: () => reply(host.t(`question.${decision}_reply`)) }, host.t(`question.${decision}`));
  return [h("div", { class: "gf-question-actions", role: "group", "aria-label": host.t("question.points") }, button("accept"), button("revert"))];
}
