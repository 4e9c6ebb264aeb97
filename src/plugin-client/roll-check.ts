// What a roll card's drawer calls for its verification badge (the platform's roll card,
// cards/dice-roll.ts, and a game's own roll card). The badge itself, its words and its batching
// (roll-badge.ts, verdict.ts) come with the page's verifier (gf-verify-worker.js, or gf-verify.js where
// no worker can start), which only a page with a roll card loads (GfHost.loadVerifier), so a page
// without one carries none of it: the card says at once
// that it is being checked (data-gf-verified="checking"), and the verifier draws the badge once it
// is on the page. Where the verifier cannot be loaded the badge says so, never "verified".
import { h } from "./dom.js";
import type { GfHost } from "./host.js";
import type { RollCardData, RollVerdict } from "./verdict.js";

export function checkRoll(element: HTMLElement, card: RollCardData, host: GfHost): Promise<RollVerdict> {
  // A card whose badge already shows a verdict keeps it until the verifier has compared this card with
  // the one it was drawn for (roll-badge.ts queueRollCheck): an unchanged card is not redrawn.
  if (!element.hasAttribute("data-gf-verified")) element.setAttribute("data-gf-verified", "checking");
  const token = `l${Math.random()}`;
  element.setAttribute("data-gf-check", token);
  // A verifier that draws no badge throws here (calling undefined), and the badge says so, as without one.
  return (host.loadVerifier?.() ?? Promise.reject(new Error("no verifier"))).then((verifier) => verifier.queueRollCheck!(element, card, host)).catch((): RollVerdict => {
    const verdict: RollVerdict = { status: "unverifiable", reason: "no_verifier" };
    if (element.getAttribute("data-gf-check") !== token) return verdict;
    element.querySelector(":scope > .gf-verify")?.remove();
    element.setAttribute("data-gf-verified", verdict.status);
    element.appendChild(h("div", { class: "gf-verify", "data-gf-status": verdict.status, role: "status" },
      h("span", { class: "gf-verify-title" }, host.t(`roll.${verdict.reason}`))));
    return verdict;
  });
}

/** What a roll card's badge checks, from the post the card names: its forum time and who shows the card. */
export function rollContext(host: GfHost, post: number | undefined): Pick<RollCardData, "forumTime" | "editTime" | "shownBy"> {
  const times = post !== undefined ? host.postTime?.(post) : undefined;
  return {
    ...(times ? { forumTime: times.created, ...(times.edited !== undefined ? { editTime: times.edited } : {}) } : {}),
    // Who wrote the post the card sits in: a card outside the service's reply is a quote (§V.8).
    ...(host.author !== undefined ? { shownBy: host.author } : {}),
  };
}
