// The pool card (GF-POOL-1, GF-POOL-2): one line per source of dice, labelled by its kind.
import { dice, int, list, obj, oneOf, SIDES, str, type Data } from "../../../plugin-client/card-data.js";
import { h } from "../../../plugin-client/dom.js";
import type { Translate } from "../../../plugin-client/host.js";
import { diceList, header } from "../../../plugin-client/cards/parts.js";

const KINDS = ["cliche", "relationship", "advantage", "problem", "scene", "ally", "against", "bought", "trick", "gift", "give", "free"] as const;

export function drawPool(t: Translate, d: Data): HTMLElement[] {
  const character = str(d["character"]);
  const entries = list(d["entries"]).map(obj);
  const boosts = list(d["boosts"]).map((b) => oneOf(obj(b)["currency"], ["pv", "pk"] as const)).filter((b) => b !== undefined);
  return [
    header(t, character ? t("card.pool_of", { name: character }) : t("card.pool"), oneOf(d["role"], SIDES), int(d["scene"])),
    h("ul", { class: "gf-entries" }, entries.map((e) => {
      const kind = oneOf(e["kind"], KINDS) ?? "free";
      const owner = str(e["owner"]);
      const name = str(e["name"]);
      return h("li", { class: "gf-entry", "data-gf-kind": kind },
        h("span", { class: "gf-kind" }, t(`pool_kind.${kind}`), kind === "ally" && owner ? ` ${owner}` : ""),
        name ? h("span", { class: "gf-name" }, name) : null,
        kind === "relationship" && owner ? h("span", { class: "gf-note" }, ` (${owner})`) : null,
        e["sacrifice"] === true ? h("span", { class: "gf-note" }, ` (${t("card.sacrificed")})`) : null,
        diceList(t, dice(e["dice"])));
    })),
    boosts.length ? h("ul", { class: "gf-boosts" }, boosts.map((b) => h("li", { class: "gf-boost", "data-gf-boost": b }, t(`card.boost_${b}`)))) : null,
  ].filter((x): x is HTMLElement => x !== null);
}
