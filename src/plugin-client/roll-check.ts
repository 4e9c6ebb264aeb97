// What a roll card's drawer calls for its verification badge (the platform's roll card,
// cards/dice-roll.ts, and a game's own roll card). The badge itself, its words and its batching
// (roll-badge.ts, verdict.ts) come with the page's side of the verifier (gf-verify-worker.js), which only a page with a roll card loads (GfHost.loadVerifier), so a page
// without one carries none of it: the card says at once
// that it is being checked (data-gf-verified="checking"), and the verifier draws the badge once it
// is on the page. Where the verifier cannot be loaded the badge says so, never "verified".
import { h } from "./dom.js";
import type { GfHost } from "./host.js";
import type { RollCardData, RollVerdict } from "./verdict.js";

/**
 * The card's status line (verdict.ts's words for a status), drawn here while the verifier loads, or where
 * it cannot: one element holding its words, as roll-badge.ts draws it too; the stylesheet draws the
 * status's icon (data-gf-status), which costs a 200-card page no element and no script.
 */
function statusLine(element: HTMLElement, status: RollVerdict["status"] | "checking", title: string): void {
  element.querySelector(":scope > .gf-verify")?.remove();
  element.setAttribute("data-gf-verified", status);
  element.appendChild(h("div", { class: "gf-verify", "data-gf-status": status, role: "status" }, title));
}

export function checkRoll(element: HTMLElement, card: RollCardData, host: GfHost): Promise<RollVerdict> {
  // The card is "checking" at once, in the same task as it is drawn (data-gf-verified; the stylesheet
  // keeps room for its badge line); roll-badge.ts says so in words only if the verdict is not in within
  // a second (CHECKING_LINE_MS). A card whose badge already shows a verdict keeps it until the verifier has
  // compared this card with the one it was drawn for (roll-badge.ts queueRollCheck): an unchanged card is not redrawn.
  if (!element.hasAttribute("data-gf-verified")) element.setAttribute("data-gf-verified", "checking");
  const token = `l${Math.random()}`;
  element.setAttribute("data-gf-check", token);
  // A verifier that draws no badge throws here (calling undefined), and the badge says so, as without one.
  // Without a verifier (none given, or its script not loaded) likewise; the reason is not shown, only that it is missing.
  return (host.loadVerifier?.() ?? Promise.reject()).then((verifier) => verifier.queueRollCheck!(element, card, host)).catch((): RollVerdict => {
    if (element.getAttribute("data-gf-check") === token) statusLine(element, "unverifiable", host.t("roll.no_verifier"));
    return { status: "unverifiable", reason: "no_verifier" };
  });
}

/**
 * What a roll card's badge checks, from the post the card names: its forum time, and who wrote the post
 * the card sits in (a card outside the service's reply is a quote, §V.8).
 */
export function rollContext(host: GfHost, post: number | undefined): Pick<RollCardData, "forumTime" | "editTime" | "shownBy"> {
  const times = post !== undefined ? host.postTime?.(post) : undefined;
  return {
    ...(times ? { forumTime: times.created, ...(times.edited !== undefined ? { editTime: times.edited } : {}) } : {}),
    ...(host.author !== undefined ? { shownBy: host.author } : {}),
  };
}
