// The drawn Tricube cards, in the reader's language, from a cooked card's data. Anyone can paste
// card-like HTML, so every value is read with the shared readers (absent when not the expected type)
// and drawn as text nodes only. One class per element; kinds and states are data attributes.
import type { Lang } from "../../../lib/i18n.js";
import { int, list, obj, oneOf, str, type Data } from "../../../plugin-client/card-data.js";
import { h, type DomChild } from "../../../plugin-client/dom.js";
import type { GfHost } from "../../../plugin-client/host.js";
import { fieldRow, header, section } from "../../../plugin-client/cards/parts.js";
import { COST, KIND, QUALITY, label } from "./labels.js";
import type { TricubeCardBlock } from "./card-data.js";
import { drawTable } from "./table-card.js";

const QUALITIES = ["agile", "strong", "cunning"] as const;
const KINDS = ["normal", "attack", "defence", "fear", "opposed"] as const;

const fields = (...rows: HTMLElement[][]): HTMLElement => h("dl", { class: "gf-fields" }, rows);
const tokens = (v: unknown): string | undefined => {
  const t = obj(v);
  const c = int(t["current"]);
  const q = int(t["quota"]);
  return c !== undefined && q !== undefined ? `${c}/${q}` : undefined;
};
const pill = (kind: string, text: DomChild, attrs: Readonly<Record<string, string | number | undefined>> = {}): HTMLElement =>
  h("span", { class: "gf-tt-pill", "data-gf-kind": kind, ...attrs }, text);

function challenge(lang: Lang, d: Data): HTMLElement[] {
  const who = list(d["who"]).map(obj).filter((w) => str(w["character"]));
  const quality = oneOf(d["quality"], QUALITIES);
  const kind = oneOf(d["kind"], KINDS) ?? "normal";
  const difficulty = int(d["difficulty"]);
  const effort = int(d["effort"]);
  const enemy = obj(d["enemy"]);
  return [
    header((k, p) => label(k as "challenge", lang, p), label("challenge", lang, { id: str(d["id"]) ?? "-" })),
    fields(
      fieldRow(label("who", lang), "who", who.map((w, i) => [i ? ", " : "", h("span", { class: "gf-name", "data-gf-outside": w["outsideConcept"] === true ? "" : undefined },
        str(w["character"])!, w["outsideConcept"] === true ? ` (${label("outside", lang)})` : "")])),
      difficulty !== undefined ? fieldRow(label("difficulty", lang), "difficulty", pill("difficulty", difficulty, { "data-gf-value": difficulty })) : [],
      // The word the GM wrote ("astuta", TT-DICE-2); a card cooked before challenges kept it shows the quality's word.
      quality ? fieldRow(label("quality", lang), "quality", str(d["qualityWord"]) ?? QUALITY[lang][quality]!) : [],
      // The effort tokens the challenge starts with (TT-EFF-1); the service's replies say how many are left.
      effort !== undefined ? fieldRow(label("effort", lang), "effort", h("span", { class: "gf-tt-effort", "data-gf-value": effort },
        Array.from({ length: Math.min(effort, 20) }, () => h("span", { class: "gf-tt-token" }, "●")), effort > 20 ? ` ${effort}` : "")) : [],
      kind !== "normal" ? fieldRow(label("kind", lang), "kind", KIND[lang][kind]!) : [],
      str(enemy["name"]) ? fieldRow(label("enemy", lang), "enemy", str(enemy["name"])!, enemy["boss"] === true ? ` (${label("boss", lang)})` : "") : [],
    ),
    d["deadly"] === true ? h("p", { class: "gf-tt-warning", "data-gf-kind": "deadly" }, label("deadly", lang)) : null,
  ].filter((x): x is HTMLElement => x !== null);
}

function roll(lang: Lang, d: Data): HTMLElement[] {
  const dice = list(d["dice"]).map(int).filter((x): x is number => x !== undefined && x >= 1 && x <= 6);
  const quality = d["quality"] === true ? "qualityApplies" : d["quality"] === false ? "qualityNot" : undefined;
  return [
    header((k) => k, label("roll", lang, { character: str(d["character"]) ?? "-", challenge: str(d["challenge"]) ?? "-" })),
    fields(
      str(d["quirk"]) ? fieldRow(label("quirk", lang), "quirk", str(d["quirk"])!) : [],
      str(d["perk"]) ? fieldRow(label("perk", lang), "perk", str(d["perk"])!) : [],
      quality ? fieldRow(label("quality", lang), "quality", label(quality, lang)) : [],
      d["concept"] === false ? fieldRow(label("conceptNot", lang), "concept", label("yes", lang)) : [],
      fieldRow(label("dice", lang), "dice", dice.length ? h("span", { class: "gf-dice" }, dice.map((f) => h("span", { class: "gf-die", "data-gf-size": 6, "data-gf-face": f }, String(f))))
        : h("span", { class: "gf-die-pending" }, label("rolledBy", lang))),
    ),
  ];
}

function karma(lang: Lang, d: Data): HTMLElement[] {
  return [
    header((k) => k, label("karma", lang, { character: str(d["character"]) ?? "-", challenge: str(d["challenge"]) ?? "-" })),
    fields(
      fieldRow(label("perk", lang), "perk", str(d["perk"]) ?? "-", d["prepared"] === true ? ` (${label("prepared", lang)})` : ""),
      str(d["spender"]) ? fieldRow(label("paidBy", lang), "spender", str(d["spender"])!) : [],
    ),
  ];
}

function sheet(lang: Lang, d: Data): HTMLElement[] {
  const quality = oneOf(d["quality"], QUALITIES);
  const named = (key: "perks" | "spells") => list(d[key]).map(obj).map((p) => str(p["name"])).filter((x): x is string => !!x);
  const quirks = list(d["quirks"]).map(str).filter((x): x is string => !!x);
  const afflictions = list(d["afflictions"]).map(obj).filter((a) => str(a["name"]));
  const entries = (kind: string, items: readonly DomChild[]) => h("ul", { class: "gf-entries" }, items.map((x) => h("li", { class: "gf-entry", "data-gf-kind": kind }, x)));
  return [
    header((k) => k, str(d["name"]) ?? label("sheet", lang)),
    fields(
      str(d["player"]) ? fieldRow(label("player", lang), "player", str(d["player"])!) : [],
      // What the player wrote ("astuta maga", TT-CHAR-2); a card cooked before sheets kept it shows the quality's word and the concept.
      fieldRow(label("archetype", lang), "archetype", str(d["archetype"]) ?? [quality ? QUALITY[lang][quality]! : "", str(d["concept"]) ?? ""].filter(Boolean).join(" ")),
      tokens(d["karma"]) ? fieldRow(label("karmaTokens", lang), "karma", pill("karma", tokens(d["karma"])!)) : [],
      tokens(d["resolve"]) ? fieldRow(label("resolve", lang), "resolve", pill("resolve", tokens(d["resolve"])!)) : [],
      int(d["advances"]) ? fieldRow(label("advances", lang), "advances", String(int(d["advances"]))) : [],
    ),
    section("perks", label("perks", lang), entries("perk", named("perks"))),
    section("quirks", label("quirks", lang), entries("quirk", quirks)),
    ...(afflictions.length ? [section("afflictions", label("afflictions", lang), h("ul", { class: "gf-entries" }, afflictions.map((a) =>
      h("li", { class: "gf-entry", "data-gf-kind": "affliction", "data-gf-permanent": a["permanent"] === true ? "" : undefined },
        str(a["name"])!, a["permanent"] === true ? ` (${label("permanent", lang)})` : "", a["untilSceneEnd"] === true ? ` (${label("scene", lang)})` : "",
        a["fatal"] === true ? ` (${label("fatal", lang)})` : ""))))] : []),
  ];
}

function answer(lang: Lang, d: Data): HTMLElement[] {
  const cost = oneOf(d["cost"], ["resolve", "complication", "consequence"] as const);
  const reward = oneOf(d["reward"], ["karma", "resolve"] as const);
  const advance = obj(d["advance"]);
  const affliction = obj(d["affliction"]);
  return [
    header((k) => k, label("answer", lang, { character: str(d["character"]) ?? "-" })),
    fields(
      cost ? fieldRow(label("cost", lang), "cost", COST[lang][cost]!) : [],
      str(d["complication"]) ? fieldRow(label("complication", lang), "complication", str(d["complication"])!) : [],
      reward ? fieldRow(label("reward", lang), "reward", COST[lang][reward]!) : [],
      str(affliction["name"]) ? fieldRow(label("affliction", lang), "affliction", str(affliction["name"])!, affliction["permanent"] === true ? ` (${label("permanent", lang)})` : "") : [],
      typeof d["accept"] === "boolean" ? fieldRow(label("accept", lang), "accept", label(d["accept"] ? "yes" : "no", lang)) : [],
      str(advance["take"]) ? fieldRow(label("advance", lang), "advance", str(advance["name"]) ?? str(advance["take"])!) : [],
    ),
  ];
}

function gm(lang: Lang, d: Data): HTMLElement[] {
  const steps = list(d["steps"]).map(obj);
  const DOS = ["close", "scene-end", "session", "grant-advance", "offer"] as const;
  return [
    header((k) => k, label("gm", lang)),
    h("ul", { class: "gf-entries" }, steps.map((s) => {
      const what = oneOf(s["do"], DOS);
      return what ? h("li", { class: "gf-entry", "data-gf-kind": what }, label(what, lang, { challenge: str(s["challenge"]) ?? "-", character: str(s["character"]) ?? "-" })) : null;
    })),
  ];
}

const DRAW: Readonly<Record<TricubeCardBlock, (lang: Lang, d: Data) => HTMLElement[]>> = {
  ttchallenge: challenge, ttroll: roll, ttkarma: karma, ttsheet: sheet, ttanswer: answer, ttgm: gm, tttable: drawTable,
};

/** The card's contents in the reader's language; undefined for a block that is not Tricube's. */
export function drawTricubeCard(host: Pick<GfHost, "lang">, block: string, data: Data): HTMLElement[] | undefined {
  const draw = (DRAW as Readonly<Record<string, (lang: Lang, d: Data) => HTMLElement[]>>)[block];
  return draw ? draw(host.lang, data) : undefined;
}
