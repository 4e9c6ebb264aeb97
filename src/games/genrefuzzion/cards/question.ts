// GenreFuzzion's question in the service's posts (its manifest's `questions`): the Moderator's decision
// on points changed by hand (GF-PTS-2, GF-FORUM-4), asked in the service's points-claim reply (../service/replies.ts, pointsClaimReply). The core
// (src/plugin-client/question.ts) draws it only for the Moderator the service names, in the service's
// own post; here are its answers, Accept and Revert, each replying with the word the service reads,
// "aceptar"/"accept" or "revertir"/"revert".
import { h } from "../../../plugin-client/dom.js";
import type { GfHost } from "../../../plugin-client/host.js";

/** The kind of the points question, as the service writes it (data-gf-question). */
export const POINTS_QUESTION = "points";

/** The word the service reads as each decision, in the reader's language (the game's points guard, ACCEPT and REVERT). */
const WORDS = { es: { accept: "aceptar", revert: "revertir" }, en: { accept: "accept", revert: "revert" } } as const;

export function drawAnswers(kind: string, host: GfHost, reply: (text: string) => void): HTMLElement[] | undefined {
  if (kind !== POINTS_QUESTION) return undefined;
  const words = WORDS[host.lang];
  const button = (decision: "accept" | "revert") => h("button", { type: "button", class: "gf-button", "data-gf-decision": decision,
    ...(decision === "accept" ? { "data-gf-primary": "true" } : {}), onclick: () => reply(words[decision]) }, host.t(`question.${decision}`));
  return [h("div", { class: "gf-question-actions", role: "group", "aria-label": host.t("question.points") }, button("accept"), button("revert"))];
}
