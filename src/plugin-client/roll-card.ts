// The roll card: each die becomes a labelled die shape (CSS draws the shape from data-gf-size),
// the two dice of the result are highlighted, the effect die is marked, botches are greyed, and a
// badge says whether the proof checks out under the site's public key.
import type { Lang } from "../lib/i18n.js";
import { h, numberAttr } from "./dom.js";
import type { GfHost } from "./host.js";
import { t } from "./messages.js";
import { verdictText, verifyRollCard, type RollVerdict, type ShownDie } from "./verify-roll.js";

export function decorateRoll(card: HTMLElement, host: GfHost): RollVerdict {
  const lang = host.lang;
  const rolled = [...card.querySelectorAll<HTMLElement>(".gf-rolled .gf-die")];
  const dice: ShownDie[] = [];
  for (const die of rolled) {
    const size = numberAttr(die, "data-gf-size");
    const face = numberAttr(die, "data-gf-face");
    if (size !== undefined && face !== undefined) dice.push({ size, face });
  }
  markEffectDie(card, rolled);
  for (const die of rolled) labelDie(die, lang);
  const list = card.querySelector(".gf-rolled");
  list?.setAttribute("role", "list");
  list?.setAttribute("aria-label", t("rolledDice", lang));
  for (const die of card.querySelectorAll<HTMLElement>(".gf-effect .gf-die")) die.classList.add(`gf-shape-d${die.getAttribute("data-gf-size")}`);

  const verdict = verifyRollCard({ proof: card.getAttribute("data-gf-proof") ?? undefined, post: numberAttr(card, "data-gf-post"), dice },
    { publicKey: host.publicKey, ...(host.topicId !== undefined ? { topicId: host.topicId } : {}), ...(host.forum ? { forum: host.forum } : {}) });
  card.setAttribute("data-gf-verified", verdict.status);
  card.querySelector(".gf-verify")?.remove();
  const { title, detail } = verdictText(verdict, lang);
  const icon = verdict.status === "verified" ? "✓" : verdict.status === "failed" ? "✗" : "?";
  card.appendChild(h("div", { class: `gf-verify gf-verify-${verdict.status}`, role: "status" },
    h("span", { class: "gf-verify-icon", "aria-hidden": "true" }, icon),
    h("span", { class: "gf-verify-title" }, title),
    detail ? h("span", { class: "gf-verify-detail" }, detail) : null));
  return verdict;
}

/**
 * GF-WIN-2: the effect die is a die of the listed size that is neither in the result nor a botch.
 * The card lists only its size, so the first such die of that size is the one marked.
 */
function markEffectDie(card: HTMLElement, rolled: readonly HTMLElement[]): void {
  const sizes = [...card.querySelectorAll(".gf-effect .gf-die")].map((d) => d.getAttribute("data-gf-size"));
  const taken = new Set<HTMLElement>();
  for (const size of sizes) {
    const die = rolled.find((d) => !taken.has(d) && d.getAttribute("data-gf-size") === size
      && !d.classList.contains("gf-die-result") && !d.classList.contains("gf-die-botch"));
    if (!die) continue;
    taken.add(die);
    die.classList.add("gf-die-effect-pick");
  }
}

function labelDie(die: HTMLElement, lang: Lang): void {
  const size = die.getAttribute("data-gf-size") ?? "";
  const notes = [
    die.classList.contains("gf-die-result") ? t("dieResult", lang) : "",
    die.classList.contains("gf-die-botch") ? t("dieBotch", lang) : "",
    die.classList.contains("gf-die-effect-pick") ? t("dieEffect", lang) : "",
  ].filter(Boolean);
  die.classList.add(`gf-shape-d${size}`);
  die.setAttribute("role", "listitem");
  die.setAttribute("aria-label", [t("dieAria", lang, { size, face: die.textContent ?? "" }), ...notes].join(", "));
  die.setAttribute("title", die.getAttribute("aria-label")!);
}
