// The roll card (GF-ROLL-2, GF-ROLL-3, GF-WIN-2): each die drawn as its shape with its face, the
// dice of the result highlighted, botches greyed, the effect die marked; then result, effect die
// and botches. Whether the proof holds is roll-card.ts's badge.
import { dice, dieSize, int, list, obj, oneOf, SIDES, str, type Data } from "../../../plugin-client/card-data.js";
import { h } from "../../../plugin-client/dom.js";
import type { Translate } from "../../../plugin-client/host.js";
import { die, fieldRow, header } from "../../../plugin-client/cards/parts.js";

export interface RolledDie { readonly size: number; readonly face: number; readonly result: boolean; readonly botch: boolean }

/** The rolled dice the data shows, leaving out any that are not a die (size 4–12, face 1–size). */
export function rolledDice(d: Data): RolledDie[] {
  return list(d["dice"]).map(obj).flatMap((x) => {
    const size = dieSize(x["size"]);
    const face = int(x["face"]);
    return size !== undefined && face !== undefined && face >= 1 && face <= size
      ? [{ size, face, result: x["result"] === true, botch: x["botch"] === true }] : [];
  });
}

/**
 * GF-WIN-2: the effect die is a die of the listed size that is neither in the result nor a botch.
 * The card lists only its size, so the first such die of that size is the one marked.
 */
function effectPicks(rolled: readonly RolledDie[], sizes: readonly number[]): Set<number> {
  const taken = new Set<number>();
  for (const size of sizes) {
    const i = rolled.findIndex((r, k) => !taken.has(k) && r.size === size && !r.result && !r.botch);
    if (i >= 0) taken.add(i);
  }
  return taken;
}

export function drawRoll(t: Translate, d: Data): HTMLElement[] {
  const character = str(d["character"]);
  const rolled = rolledDice(d);
  const effect = dice(d["effect"]);
  const picks = effectPicks(rolled, effect);
  return [
    header(t, character ? t("card.roll_of", { name: character }) : t("card.roll"), oneOf(d["role"], SIDES), int(d["scene"])),
    h("div", { class: "gf-rolled", role: "list", "aria-label": t("roll.rolled_dice") }, rolled.map((r, k) => {
      const label = [t("roll.die_aria", { size: r.size, face: r.face }),
        r.result ? t("roll.die_result") : "", r.botch ? t("roll.die_botch") : "", picks.has(k) ? t("roll.die_effect") : ""].filter(Boolean).join(", ");
      return h("span", {
        class: "gf-die", role: "listitem", "data-gf-size": r.size, "data-gf-face": r.face,
        "data-gf-used": r.result ? "result" : undefined, "data-gf-botch": r.botch ? "true" : undefined,
        "data-gf-effect": picks.has(k) ? "true" : undefined, "aria-label": label, title: label,
      }, String(r.face));
    })),
    h("dl", { class: "gf-fields" },
      fieldRow(t("card.result"), "result", String(int(d["result"]) ?? 0)),
      fieldRow(t("card.effect"), "effect", effect.length ? effect.map((s) => die(s, { "data-gf-effect": "true" })) : t("card.no_effect")),
      fieldRow(t("card.botches"), "botches", String(int(d["botches"]) ?? 0))),
  ];
}
