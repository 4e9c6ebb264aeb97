// The scene card (GF-SCENE-2): title, setting, tone, the two sides, intention, clichés and allies.
import { dieSize, field, int, list, obj, str, type Data } from "../../../plugin-client/card-data.js";
import { h } from "../../../plugin-client/dom.js";
import type { Translate } from "../../../plugin-client/host.js";
import { diceList, fieldRow, header, section } from "../../../plugin-client/cards/parts.js";

export function drawScene(t: Translate, d: Data): HTMLElement[] {
  const number = int(d["number"]);
  const title = field(d["title"]);
  const antagonist = obj(d["antagonist"]);
  const antagonistName = str(antagonist["name"]);
  const description = str(antagonist["description"]);
  const row = (key: "setting" | "tone" | "protagonist" | "intention") => {
    const value = field(d[key]);
    return value ? fieldRow(t(`card.${key}`), key, value) : [];
  };
  const cliches = list(d["cliches"]).map(obj);
  const allies = list(d["allies"]).map(obj).filter((a) => str(a["name"]) !== undefined);
  return [
    header(t, number !== undefined ? t("card.scene_number", { number }) : t("card.scene")),
    title ? h("p", { class: "gf-scene-title" }, title) : null,
    h("dl", { class: "gf-fields" }, row("setting"), row("tone"), row("protagonist"),
      antagonistName ? fieldRow(t("card.antagonist"), "antagonist", antagonistName,
        antagonist["kind"] === "extra" ? h("span", { class: "gf-note" }, ` (${t("card.extra")})`) : null,
        description ? h("span", { class: "gf-description" }, ` — ${description}`) : null) : [],
      row("intention")),
    cliches.length ? section("cliches", t("card.scene_cliches"), h("ul", { class: "gf-entries" }, cliches.map((c) => {
      const size = dieSize(c["die"]);
      return h("li", { class: "gf-entry", "data-gf-kind": "scene" }, h("span", { class: "gf-name" }, str(c["name"]) ?? ""), diceList(t, size ? [size] : []));
    }))) : null,
    allies.length ? section("allies", t("card.allies"), h("ul", { class: "gf-allies" }, allies.map((a) => h("li", { class: "gf-ally" }, str(a["name"])!,
      str(a["runner"]) ? h("span", { class: "gf-note" }, ` (@${str(a["runner"])})`) : null)))) : null,
  ].filter((x): x is HTMLElement => x !== null);
}
