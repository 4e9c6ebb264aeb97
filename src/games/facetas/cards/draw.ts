// The drawn Facetas cards, in the reader's language, from a card's data. Anyone can paste card-like
// HTML, so every value is read with the shared readers (absent when not the expected type) and drawn
// as text nodes only. The table card shows the two sides' dice as they stand, the post's changes with
// their rules, and the lines each player could post now as buttons (decorate.ts wires them).
import type { Lang } from "../../../lib/i18n.js";
import { int, list, obj, oneOf, str, type Data } from "../../../plugin-client/card-data.js";
import { h } from "../../../plugin-client/dom.js";
import type { GfHost } from "../../../plugin-client/host.js";
import { fieldRow, header, ruleRef, section } from "../../../plugin-client/cards/parts.js";
import { CARD_BLOCK } from "./read-card.js";
import { label, STEP } from "./labels.js";
import { offerLabel } from "./offer-words.js";

const ROLES = ["protagonist", "adversary", "ally", "world"] as const;
const SIDES = ["protagonist", "adversary"] as const;
const fields = (...rows: HTMLElement[][]): HTMLElement => h("dl", { class: "gf-fields" }, rows);
const title = (text: string): HTMLElement => header((k) => k, text);
const faces = (v: unknown): number[] => list(v).map(int).filter((x): x is number => x !== undefined && x >= 1 && x <= 6);
const dieName = (d: Data) => `${d["side"] === "adversary" ? "A" : "P"}${int(d["die"]) ?? "?"}`;

function diceRow(lang: Lang, side: (typeof SIDES)[number], values: readonly number[]): HTMLElement {
  return h("div", { class: "gf-fa-side", "data-gf-side": side },
    h("span", { class: "gf-fa-side-name" }, label(side, lang)),
    h("span", { class: "gf-dice" }, values.map((f, i) => h("span", { class: "gf-die", "data-gf-size": 6, "data-gf-face": f, title: `${side === "protagonist" ? "P" : "A"}${i + 1}` }, String(f)))),
    h("span", { class: "gf-fa-sum" }, label("sum", lang, { sum: values.reduce((a, b) => a + b, 0) })));
}

/** The table's offers: one button per post a player could make now, grouped by player. */
export interface Offer { readonly n: number; readonly user: string; readonly kind: "turn" | "loot"; readonly lines: readonly string[] }
export function offersOf(d: Data): Offer[] {
  return list(d["offers"]).map(obj).flatMap((o) => {
    const n = int(o["n"]);
    const user = str(o["user"]);
    const kind = oneOf(o["kind"], ["turn", "loot"] as const);
    const lines = list(o["lines"]).map(str).filter((l): l is string => l !== undefined);
    return n !== undefined && user && kind && lines.length ? [{ n, user, kind, lines }] : [];
  });
}

function table(host: GfHost, d: Data): HTMLElement[] {
  const lang = host.lang;
  const winner = oneOf(d["winner"], SIDES);
  const turn = str(d["turn"]);
  const dice = obj(d["dice"]);
  const changes = list(d["changes"]).map(obj).filter((c) => str(c["rule"]) && str(c["text"]));
  const offers = offersOf(d);
  const users = [...new Set(offers.map((o) => o.user))];
  return [
    title(label("table", lang, { round: int(d["round"]) ?? 1 })),
    winner ? h("p", { class: "gf-fa-winner", "data-gf-side": winner }, label("winner", lang, { side: label(winner, lang) })) : null,
    turn ? h("p", { class: "gf-fa-turn" }, label("turnOf", lang, { user: turn })) : null,
    h("div", { class: "gf-fa-table" }, SIDES.map((s) => diceRow(lang, s, faces(dice[s])))),
    changes.length ? section("changes", label("changes", lang), h("ul", { class: "gf-fa-log" },
      changes.map((c) => h("li", { class: "gf-fa-change" }, str(c["text"])!, " (", ruleRef(str(c["rule"])!, host.ruleUrl?.(str(c["rule"])!), str(c["rule"])!), ")")))) : null,
    users.length ? section("offers", label("now", lang), users.map((u) => h("div", { class: "gf-fa-offers", "data-gf-user": u },
      h("span", { class: "gf-name" }, `@${u}`),
      // The move in words; the lines it posts stay readable as its title.
      offers.filter((o) => o.user === u).map((o) => h("span", { class: "gf-fa-offer", "data-gf-fa-offer": `${o.kind} ${o.n}`, title: o.lines.join("\n") },
        offerLabel(o.kind, o.lines, lang, winner ?? "protagonist")))))) : null,
  ].filter((x): x is HTMLElement => x !== null);
}

function conflict(lang: Lang, d: Data): HTMLElement[] {
  const players = obj(d["players"]);
  const sheets = obj(d["sheets"]);
  const settings = Object.entries(obj(d["settings"])).filter(([, v]) => typeof v === "string" || typeof v === "number" || typeof v === "boolean");
  return [
    title(label("conflict", lang)),
    fields(
      ...ROLES.flatMap((r) => (str(players[r]) ? [fieldRow(label(r, lang), r, `@${str(players[r])}`, str(sheets[r]) ? ` · ${label("sheetFrom", lang)}: ${str(sheets[r])}` : "")] : [])),
      settings.length ? fieldRow(label("settings", lang), "settings", settings.map(([k, v]) => `${k}: ${String(v)}`).join("; ")) : [],
    ),
  ];
}

function sheet(lang: Lang, d: Data): HTMLElement[] {
  const role = oneOf(d["role"], ROLES);
  const character = str(d["character"]);
  const facets = list(d["facets"]).map(obj).filter((f) => str(f["name"]) && int(f["level"]) !== undefined);
  const traits = list(d["traits"]).map(obj).filter((t) => str(t["name"]));
  const insp = list(d["inspirations"]).map(int).filter((x): x is number => x !== undefined);
  return [
    // The kind of sheet (a main character's, or an Adversary's conflict sheet); the opening says who plays which role.
    title(`${character ? label("sheetOf", lang, { character }) : label("sheet", lang)}${role ? ` · ${label(role, lang)}` : ""}`),
    fields(
      str(d["player"]) ? fieldRow(label("player", lang), "player", `@${str(d["player"])}`) : [],
      facets.length ? fieldRow(label("facets", lang), "facets", h("ul", { class: "gf-fa-facets" }, facets.map((f) => h("li", { class: "gf-fa-facet", "data-gf-level": int(f["level"])! }, `${str(f["name"])}: ${int(f["level"])}`)))) : [],
      traits.length ? fieldRow(label("traits", lang), "traits", h("ul", { class: "gf-fa-traits" }, traits.map((t) => h("li", { class: "gf-fa-trait", "data-gf-exhausted": t["exhausted"] === true ? "" : undefined },
        str(t["name"])!, t["exhausted"] === true ? ` (${label("exhausted", lang)})` : "")))) : [],
      fieldRow(label("ph", lang), "ph", String(int(d["ph"]) ?? 0)),
      fieldRow(label("inspirations", lang), "inspirations", insp.map((v) => `I=${v}`).join(", ") || "—"),
      str(d["threat"]) ? fieldRow(label("threat", lang), "threat", str(d["threat"])!) : [],
    ),
  ];
}

function stepText(lang: Lang, s: Data): string {
  const w = STEP[lang];
  const fill = (t: string | undefined, p: Record<string, string>) => (t ?? "").replace(/\{(\w+)\}/g, (_m, k: string) => p[k] ?? "");
  const target = obj(s["target"]);
  switch (str(s["type"])) {
    case "roll": {
      const facet = str(s["facet"]);
      const ph = s["pay"] === "ph";
      return fill(w[facet ? (ph ? "rollPh" : "roll") : ph ? "rollBarePh" : "rollBare"], { die: dieName(target), facet: facet ?? "" });
    }
    case "inspire": return fill(w["inspire"], { value: String(int(s["value"]) ?? "?"), die: dieName(target) });
    case "boost": return fill(w["boost"], { value: String(int(s["value"]) ?? "?") });
    case "trait": {
      const text = fill(w[s["use"] === "hinder" ? "hinder" : "help"], { trait: str(s["trait"]) ?? "", die: `${s["use"] === "hinder" ? "A" : "P"}${int(s["die"]) ?? "?"}` });
      return str(s["lower"]) ? `${text}; ${fill(w["lower"], { facet: str(s["lower"])! })}` : text;
    }
    case "support": return fill(w["support"], { side: label(oneOf(s["side"], SIDES) ?? "protagonist", lang) });
    case "break": return fill(w["break"], { die: dieName(target) });
    default: return w[str(s["type"]) ?? ""] ?? "";
  }
}

function turn(lang: Lang, d: Data): HTMLElement[] {
  const steps = list(d["steps"]).map(obj).map((s) => obj(s["step"]));
  return [title(label("turn", lang)), h("ol", { class: "gf-fa-steps" }, steps.map((s) => h("li", { class: "gf-fa-step", "data-gf-step": str(s["type"]) ?? "" }, stepText(lang, s))))];
}

function loot(lang: Lang, d: Data): HTMLElement[] {
  const pairs = list(d["pairs"]);
  const reduce = Object.entries(obj(d["reduce"])).filter(([, v]) => int(v) !== undefined);
  const rows: HTMLElement[][] = [
    fieldRow(label("pairing", lang), "pairs", pairs.length ? pairs.map((p) => (int(p) !== undefined ? String(int(p)) : label("unmatched", lang))).join(", ") : label("suggested", lang)),
    str(d["lower"]) ? fieldRow(label("lower", lang), "lower", str(d["lower"])!) : [],
    ...reduce.map(([k, v]) => fieldRow(label("reduce", lang), "reduce", `${k}: −${int(v)}`)),
    typeof d["throughMain"] === "boolean" ? fieldRow(label("through", lang), "through", label(d["throughMain"] ? "main" : "other", lang)) : [],
    str(d["renew"]) ? fieldRow(label("renew", lang), "renew", str(d["renew"])!) : [],
  ];
  return [title(label("loot", lang)), fields(...rows)];
}

export function drawFacetasCard(host: GfHost, block: string, d: Data): HTMLElement[] | undefined {
  const lang = host.lang;
  switch (block) {
    case CARD_BLOCK.table: return table(host, d);
    case CARD_BLOCK.conflict: return conflict(lang, d);
    case CARD_BLOCK.sheet: return sheet(lang, d);
    case CARD_BLOCK.turn: return turn(lang, d);
    case CARD_BLOCK.loot: return loot(lang, d);
    default: return undefined;
  }
}

