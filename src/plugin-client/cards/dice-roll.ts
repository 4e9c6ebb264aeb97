// The platform's roll card (src/markup/dice-roll.ts), drawn by the core bundle for every game: a
// title in the table's language, each die as its shape with its face, and the verification badge
// (../roll-check.ts, drawn by the page's verifier), which checks the proof against these dice, the post and the block the card
// names. A game tells the roll's meaning in its reply's words above the card; the card proves it.
import { int, list, obj, str, type Card, type Data } from "../card-data.js";
import { h } from "../dom.js";
import type { GfHost } from "../host.js";
import { header } from "./parts.js";
import { checkRoll, rollContext } from "../roll-check.js";
import type { RollVerdict } from "../verdict.js";

interface Die { readonly size: number; readonly face: number }

/** The card's dice, leaving out anything that is not a die (size 2–100, face 1–size): the data is untrusted. */
function diceOf(d: Data): Die[] {
  return list(d["dice"]).map(obj).flatMap((x) => {
    const size = int(x["size"]);
    const face = int(x["face"]);
    return size !== undefined && face !== undefined && size >= 2 && size <= 100 && face >= 1 && face <= size ? [{ size, face }] : [];
  });
}

export function drawDiceRoll(host: GfHost, d: Data): HTMLElement[] {
  const t = host.t;
  return [
    header(t, t("card.roll")),
    h("div", { class: "gf-rolled", role: "list", "aria-label": t("roll.rolled_dice") }, diceOf(d).map((r) => {
      const label = t("roll.die_aria", { size: r.size, face: r.face });
      return h("span", { class: "gf-die", role: "listitem", "data-gf-size": r.size, "data-gf-face": r.face, "aria-label": label, title: label }, String(r.face));
    })),
  ];
}

/** The badge: the whole context is checked, the post and the roll's number in it being on the card. */
export function decorateDiceRoll(card: Card, host: GfHost): Promise<RollVerdict> {
  const post = int(card.data["post"]);
  const block = int(card.data["block"]);
  return checkRoll(card.element, {
    proof: str(card.data["proof"]), post, dice: diceOf(card.data),
    ...(block !== undefined && block >= 0 ? { block } : {}), ...rollContext(host, post),
  }, host);
}
