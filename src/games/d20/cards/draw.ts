// The drawn d20 cards, in the table's language (GfHost.lang: the category's language, else the
// reader's), whatever language the block was written in, from a card's (untrusted) data: every value
// read with the shared readers and drawn as text nodes only.
import type { Lang } from "../../../lib/i18n.js";
import { int, list, obj, str, type Data } from "../../../plugin-client/card-data.js";
import { fieldRow, header } from "../../../plugin-client/cards/parts.js";
import { h } from "../../../plugin-client/dom.js";
import { label } from "./labels.js";
import { D20_CARD } from "./read-card.js";

const title = (text: string) => header((k) => k, text);
const fields = (...rows: HTMLElement[][]): HTMLElement => h("dl", { class: "gf-fields" }, rows);

function table(lang: Lang, d: Data): HTMLElement[] {
  const dc = int(d["dc"]) ?? 0;
  const rows = list(d["rows"]).map(obj);
  const open = rows.some((r) => r["roll"] === undefined);
  return [
    title(label("table", lang, { dc })),
    h("ul", { class: "gf-d20-rows" }, rows.map((r) => {
      const roll = obj(r["roll"]);
      const total = int(roll["total"]);
      const outcome = total === undefined ? label("waiting", lang) : `${int(roll["die"]) ?? "?"} → ${total}: ${label(total >= dc ? "success" : "failure", lang)}`;
      return h("li", { class: "gf-d20-row", "data-gf-player": str(r["player"]) ?? "", "data-gf-rolled": String(total !== undefined) },
        `${str(r["character"]) ?? "?"} (${str(r["player"]) ?? "?"}): ${outcome}`);
    })),
    open ? null : h("p", { class: "gf-d20-over" }, label("over", lang)),
  ].filter((e): e is HTMLElement => e !== null);
}

export function drawD20Card(block: string, d: Data, lang: Lang): HTMLElement[] | undefined {
  switch (block) {
    case D20_CARD.check:
      return [title(label("check", lang, { dc: int(d["dc"]) ?? 0 })), fields(fieldRow(label("who", lang), "who", list(d["who"]).map(str).filter(Boolean).join(", ")))];
    case D20_CARD.roll:
      return [title(label("roll", lang))];
    case D20_CARD.sheet:
      return [title(label("sheet", lang, { name: str(d["name"]) ?? "?" })), fields(
        fieldRow(label("player", lang), "player", str(d["player"]) ?? "-"),
        fieldRow(label("bonus", lang), "bonus", String(int(d["bonus"]) ?? 0)))];
    case D20_CARD.table:
      return table(lang, d);
    default:
      return undefined;
  }
}
