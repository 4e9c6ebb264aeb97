// The action card (scene actions: GF-SCENE-*, GF-RES-*, GF-WIN-*) and the interval card (GF-TRAIN-*, GF-OBJ-*):
// one line per action, labelled by its type, then its particulars as the player typed them.
import { dieSize, int, list, obj, oneOf, str, type Data } from "../../../plugin-client/card-data.js";
import { h, type DomChild } from "../../../plugin-client/dom.js";
import type { Translate } from "../../../plugin-client/host.js";
import { diceList, header } from "../../../plugin-client/cards/parts.js";

export const SCENE_ACTIONS = ["present", "extra-cliche", "upgrade", "call", "ally-die", "refuse", "block", "yield", "concede", "oppose", "retry", "effect",
  "trick", "flaw", "rate", "name-rater", "ally-intention", "suspend", "resume", "withdraw"] as const;
export const INTERVAL_ACTIONS = ["train", "rename", "new-trick", "new-flaw", "new-cliche", "new-relationship", "endorse", "satisfy", "retire", "call"] as const;

const s = (a: Data, key: string): string => str(a[key]) ?? "";
const named = (name: string, detail: string): string => (detail ? `${name}: ${detail}` : name);

function sceneDetail(t: Translate, type: (typeof SCENE_ACTIONS)[number], a: Data): DomChild {
  switch (type) {
    case "present": case "ally-intention": return s(a, "intention");
    case "extra-cliche": {
      const size = dieSize(a["die"]);
      return h("span", { class: "gf-detail" }, h("span", { class: "gf-name" }, s(a, "name")), diceList(t, size ? [size] : []));
    }
    case "upgrade": return s(a, "name");
    case "call": {
      // GF-AMB-07: "Roco (@eva)", who runs an extra ally.
      const runners = obj(a["runners"]);
      return list(a["allies"]).map(str).filter((n): n is string => Boolean(n))
        .map((n) => (str(runners[n]) ? `${n} (@${str(runners[n])})` : n)).join(", ");
    }
    case "ally-die": return s(a, "trait");
    case "refuse": return s(a, "reason");
    case "block": return s(a, "ally");
    case "effect": {
      const outcome = oneOf(a["outcome"], ["advantage", "problem", "annul"] as const);
      const size = dieSize(a["die"]);
      return h("span", { class: "gf-detail" }, outcome ? `${t(`outcome.${outcome}`)}: ` : "", h("span", { class: "gf-name" }, s(a, "target")),
        a["owner"] ? ` (${s(a, "owner")})` : "", size ? diceList(t, [size]) : null);
    }
    case "trick": return named(s(a, "name"), s(a, "detail"));
    case "flaw": return a["owner"] ? `${s(a, "name")} (${s(a, "owner")})` : s(a, "name");
    case "name-rater": return s(a, "rater");
    case "rate": {
      const side = (key: "protagonist" | "antagonist") =>
        h("span", { class: "gf-rating", "data-gf-side": key, "data-gf-value": int(a[key]) ?? 0 }, `${t(`card.${key}`)} ${int(a[key]) ?? 0}`);
      return h("span", { class: "gf-detail" }, side("protagonist"), " · ", side("antagonist"), a["reason"] ? ` — ${s(a, "reason")}` : "");
    }
    default: return "";
  }
}

function intervalDetail(type: (typeof INTERVAL_ACTIONS)[number], a: Data): string {
  switch (type) {
    case "train": return s(a, "trait");
    case "rename": return `${s(a, "from")} → ${s(a, "to")}`;
    case "new-trick": case "new-flaw": return named(s(a, "name"), s(a, "detail"));
    case "new-cliche": return s(a, "name");
    case "new-relationship": return a["target"] ? `${s(a, "name")} (${s(a, "target")})` : s(a, "name");
    case "endorse": {
      const currency = oneOf(a["currency"], ["pv", "pk"] as const);
      return `${s(a, "character")} #${int(a["objective"]) ?? ""}${currency ? ` (1 ${currency.toUpperCase()})` : ""}`;
    }
    case "satisfy": return `#${int(a["objective"]) ?? ""}`;
    case "retire": case "call": return "";
  }
}

export function drawAction(t: Translate, d: Data): HTMLElement[] {
  const character = str(d["character"]);
  return [
    header(t, character ? t("card.with", { title: t("card.action"), name: character }) : t("card.action"), undefined, int(d["scene"])),
    h("ul", { class: "gf-actions" }, list(d["actions"]).map(obj).flatMap((a) => {
      const type = oneOf(a["type"], SCENE_ACTIONS);
      if (!type) return [];
      return [h("li", { class: "gf-action-item", "data-gf-action": type, "data-gf-outcome": type === "effect" ? str(a["outcome"]) : undefined },
        h("span", { class: "gf-kind" }, t(`scene_action.${type}`)), " ", sceneDetail(t, type, a))];
    })),
  ];
}

export function drawInterval(t: Translate, d: Data): HTMLElement[] {
  const character = str(d["character"]);
  return [
    header(t, character ? t("card.with", { title: t("card.interval"), name: character }) : t("card.interval")),
    h("ul", { class: "gf-actions" }, list(d["actions"]).map(obj).flatMap((a) => {
      const type = oneOf(a["type"], INTERVAL_ACTIONS);
      return type ? [h("li", { class: "gf-action-item", "data-gf-action": type }, h("span", { class: "gf-kind" }, t(`interval_action.${type}`)), " ", intervalDetail(type, a))] : [];
    })),
  ];
}
