// The character sheet card (GF-CHAR-4): fields, points, traits by section, objectives with their
// state, notes, and the creation checks' warnings (in the sheet's own language, like its errors).
import { dieSize, field, int, list, obj, oneOf, str, type Data } from "../../../plugin-client/card-data.js";
import { h } from "../../../plugin-client/dom.js";
import type { GfHost } from "../../../plugin-client/host.js";
import { diceList, fieldRow, header, section, withRule } from "../../../plugin-client/cards/parts.js";

export interface SheetTraitData { readonly name: string; readonly target?: string; readonly die?: number }

export const TRAIT_SECTIONS = ["cliches", "relationships", "advantages", "problems"] as const;
export type TraitSection = (typeof TRAIT_SECTIONS)[number];

/** A section's traits as the data lists them. */
export function sheetTraits(d: Data, key: TraitSection): SheetTraitData[] {
  return list(d[key]).map(obj).flatMap((x) => {
    const name = str(x["name"]);
    if (name === undefined) return [];
    const target = str(x["target"]);
    const die = dieSize(x["die"]);
    return [{ name, ...(target ? { target } : {}), ...(die ? { die } : {}) }];
  });
}

export function drawSheet(host: GfHost, d: Data): HTMLElement[] {
  const t = host.t;
  const traits = (key: TraitSection) => {
    const items = sheetTraits(d, key);
    return items.length ? section(key, t(`card.${key}`), h("ul", { class: "gf-entries" }, items.map((x) =>
      h("li", { class: "gf-entry", "data-gf-kind": key, "data-gf-target": x.target },
        h("span", { class: "gf-name" }, x.name), x.target ? h("span", { class: "gf-note" }, ` (${x.target})`) : null,
        // GF-CHAR-4: on the sheet a trait without a die is a gap to fill, not "from the sheet".
        x.die ? diceList(t, [x.die]) : h("span", { class: "gf-dice" }, h("span", { class: "gf-die-missing", "data-gf-missing": "die" }, t("card.no_die"))))))) : null;
  };
  const named = (key: "tricks" | "flaws") => {
    const items = list(d[key]).map(obj).filter((x) => str(x["name"]) !== undefined);
    return items.length ? section(key, t(`card.${key}`), h("ul", { class: "gf-entries" }, items.map((x) => {
      const fills = list(x["fills"]).map(str).filter((f): f is string => Boolean(f));
      return h("li", { class: "gf-entry", "data-gf-kind": key }, h("span", { class: "gf-name" }, str(x["name"])!),
        fills.length ? h("span", { class: "gf-note" }, `: ${fills.join("; ")}`) : null);
    }))) : null;
  };
  const objectives = list(d["objectives"]).map(obj).filter((o) => str(o["text"]) !== undefined);
  const warnings = list(d["warnings"]).map(obj).filter((w) => str(w["message"]) !== undefined);
  const pv = int(d["pv"] === undefined ? 0 : obj(d["pv"])["value"]) ?? 0;
  const pk = int(d["pk"] === undefined ? 0 : obj(d["pk"])["value"]) ?? 0;
  const player = field(d["player"]);
  const concept = field(d["concept"]);
  const notes = field(d["notes"])?.trim();
  return [
    header(t, field(d["name"]) || t("card.sheet")),
    h("dl", { class: "gf-fields" },
      player ? fieldRow(t("card.player"), "player", player) : [],
      concept ? fieldRow(t("card.concept"), "concept", concept) : [],
      fieldRow(t("card.points"), "points",
        h("span", { class: "gf-pv", "data-gf-value": pv }, `${pv} PV`), " · ", h("span", { class: "gf-pk", "data-gf-value": pk }, `${pk} PK`))),
    traits("cliches"), traits("relationships"), named("tricks"), named("flaws"),
    objectives.length ? section("objectives", t("card.objectives"), h("ol", { class: "gf-objectives" }, objectives.map((o) => {
      const state = oneOf(o["state"], ["open", "achieved", "satisfied"] as const) ?? "open";
      const difficulty = int(o["difficulty"]);
      return h("li", { class: "gf-objective", "data-gf-state": state, "data-gf-difficulty": difficulty },
        h("span", { class: "gf-name" }, str(o["text"])!),
        difficulty !== undefined ? h("span", { class: "gf-note" }, ` · ${t("card.difficulty", { n: difficulty })}`) : null,
        h("span", { class: "gf-state" }, ` · ${t(`objective_state.${state}`)}`));
    }))) : null,
    traits("advantages"), traits("problems"),
    notes ? section("notes", t("card.notes"), h("p", { class: "gf-notes" }, notes)) : null,
    warnings.length ? h("ul", { class: "gf-warnings", "aria-label": t("card.warnings") }, warnings.map((w) => {
      const rule = str(w["rule"]);
      return h("li", { class: "gf-warning", "data-gf-code": str(w["code"]), "data-gf-rule": rule },
        withRule(str(w["message"])!, rule, rule ? host.ruleUrl?.(rule) : undefined, t("error.rule", { rule: rule ?? "" })));
    })) : null,
  ].filter((x): x is HTMLElement => x !== null);
}
