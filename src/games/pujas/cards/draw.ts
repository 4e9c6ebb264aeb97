// The drawn Pujas cards, in the reader's language, from a card's data (the block as its reader read
// it). Anyone can paste card-like HTML, so every value is read with the shared readers and drawn as
// text nodes only. A turn card lists each line with its list price (prices.ts); the books card the
// purses, the table, the Bank, the Tenets and the Component registry; a bid card its seal or reveal.
import type { Lang } from "../../../lib/i18n.js";
import { int, list, obj, str, type Data } from "../../../plugin-client/card-data.js";
import { fieldRow, header, section } from "../../../plugin-client/cards/parts.js";
import { h } from "../../../plugin-client/dom.js";
import type { GfHost } from "../../../plugin-client/host.js";
import { booksHere } from "./books.js";
import { ACTION, label, type CardLabel } from "./labels.js";
import { listPrice, listTotal, type ListPrice } from "./prices.js";
import { PJ_BLOCK } from "./read-card.js";

const fields = (...rows: HTMLElement[][]): HTMLElement => h("dl", { class: "gf-fields" }, rows);
const title = (lang: Lang, key: CardLabel, params: Readonly<Record<string, string | number>> = {}) => header((k) => k, label(key, lang, params));
const priceText = (lang: Lang, p: ListPrice): string => p === "each-other" ? label("eachOther", lang) : p === 0 ? label("free", lang) : label("coins", lang, { n: p });

/** What a line names besides its action: the value written after the keyword, as the reader read it. */
function detail(a: Data): string {
  const parts = ["place", "text", "component", "when", "trait", "master", "id", "complication", "challenge", "fine", "against", "accused", "matter", "pool", "for", "option", "alternative", "why"]
    .map((k) => { const v = a[k]; return typeof v === "string" ? v : typeof v === "object" && v !== null ? [str(obj(v)["component"]), str(obj(v)["trait"])].filter(Boolean).join("/") : undefined; })
    .filter((v): v is string => !!v);
  const traits = list(a["traits"]).map(str).filter((t): t is string => !!t);
  return [...new Set(parts)].join(" · ") + (traits.length ? ` (${traits.join(", ")})` : "");
}

function turn(lang: Lang, d: Data): HTMLElement[] {
  const steps = list(d["steps"]).map(obj).map((s) => obj(s["action"]));
  const prices = steps.map(listPrice);
  const total = listTotal(prices);
  return [
    title(lang, "turn"),
    h("ol", { class: "gf-pj-lines" }, steps.map((a, i) => h("li", { class: "gf-pj-line", "data-gf-action": str(a["type"]) ?? "-", "data-gf-price": String(prices[i]) },
      h("span", { class: "gf-pj-action" }, ACTION[lang][str(a["type"]) ?? ""] ?? str(a["type"]) ?? "-"),
      detail(a) ? h("span", { class: "gf-pj-detail" }, ` ${detail(a)}`) : null,
      h("span", { class: "gf-pj-price" }, ` — ${priceText(lang, prices[i]!)}`)))),
    fields(fieldRow(label("total", lang), "total", h("span", { class: "gf-pj-total", "data-gf-value": total.coins },
      [label("coins", lang, { n: total.coins }), total.eachOther ? ` + ${label("eachOther", lang)}` : ""]))),
  ];
}

function bid(lang: Lang, d: Data): HTMLElement[] {
  const auction = str(d["auction"]) ?? "-";
  if (str(d["kind"]) === "seal") {
    const c = str(d["commitment"]) ?? "";
    return [title(lang, "seal", { auction }), fields(fieldRow(label("commitment", lang), "commitment", h("code", { class: "gf-pj-seal", title: c }, `${c.slice(0, 16)}…`)))];
  }
  return [title(lang, "reveal", { auction }), fields(fieldRow(label("bid", lang), "bid", h("span", { class: "gf-pj-bid", "data-gf-value": int(d["bid"]) ?? 0 }, label("coins", lang, { n: int(d["bid"]) ?? 0 }))))];
}

/** The books card; `books` false: a copy of books outside the table's opening post (PJ-TOOL-12), drawn as a quote. */
function ledger(lang: Lang, d: Data, books: boolean, t: GfHost["t"]): HTMLElement[] {
  const waiting = str(obj(d["waiting"])["what"]);
  const purses = obj(d["purses"]);
  const tenets = list(d["tenets"]).map(obj);
  const components = list(d["components"]).map(obj);
  const bank = int(d["bank"]) ?? 0;
  const scene = int(d["scene"]) ?? 0;
  const bids = !str(d["narrator"]) && !!str(d["auction"]);
  return [
    title(lang, books ? "ledger" : "ledgerQuote"),
    books ? null : h("p", { class: "gf-pj-quote", "data-gf-quote": "books" }, t("pujas.quote_why")),
    fields(
      // The scene the books are at: between scenes, the one bid for (the books write the last played).
      // Its step (data-gf-step) tells the composer's turn entry what to offer (step.ts).
      fieldRow(label("scene", lang), "scene", h("span", { "data-gf-step": str(d["narrator"]) ? "scene" : bids ? "bids" : scene ? "end" : "tenets" },
        bids ? label("sceneBids", lang, { n: scene + 1 }) : String(scene))),
      str(d["narrator"]) ? fieldRow(label("narrator", lang), "narrator", str(d["narrator"])!) : [],
      str(d["turn"]) ? fieldRow(label("turnOf", lang), "turn", str(d["turn"])!) : [],
      // Whom the game waits for, and for what, in every phase (the Tenet lap, the bids, a turn, a vote…).
      waiting ? fieldRow(t("pujas.waiting"), "waiting", h("span", { "data-gf-waiting": waiting }, t(`pujas_waiting.${waiting}`, { users: list(obj(d["waiting"])["users"]).join(", ") }))) : [],
      // While the table bids: when the seals (PJ-TOOL-09) or the reveals (PJ-TOOL-08) are due.
      str(d["auction"]) && str(d["deadline"]) ? fieldRow(label("deadline", lang), "deadline", str(d["deadline"])!) : [],
      fieldRow(label("onTable", lang), "table", label("coins", lang, { n: int(d["table"]) ?? 0 })),
      fieldRow(label("bank", lang), "bank", h("span", { "data-gf-value": bank }, label("bankNet", lang, { out: +(bank < 0), n: label("coins", lang, { n: Math.abs(bank) }) })))),
    section("purses", label("purse", lang), h("ul", { class: "gf-pj-purses" }, Object.entries(purses).map(([p, n]) =>
      h("li", { class: "gf-pj-purse", "data-gf-player": p, "data-gf-value": int(n) ?? 0 }, `${p}: ${label("coins", lang, { n: int(n) ?? 0 })}`)))),
    tenets.length ? section("tenets", label("tenets", lang), h("ol", { class: "gf-pj-tenets" }, tenets.map((t) => h("li", { class: "gf-pj-tenet" }, str(t["text"]) ?? "")))) : null,
    components.length ? section("components", label("components", lang), h("ul", { class: "gf-pj-components" }, components.map((c) =>
      h("li", { class: "gf-pj-component", "data-gf-component": str(c["id"]) ?? "" },
        h("span", { class: "gf-name" }, str(c["id"]) ?? "-"),
        ` — ${str(c["controller"]) ? label("controller", lang, { user: str(c["controller"])! }) : label("uncontrolled", lang)}; ${list(c["traits"]).map(str).filter(Boolean).join(", ") || label("noTraits", lang)}; ${label("importance", lang, { n: int(c["importance"]) ?? 0 })}`,
        str(c["master"]) ? ` ⊂ ${str(c["master"])}` : "")))) : null,
  ].filter((x): x is HTMLElement => x !== null);
}

function table(lang: Lang, d: Data): HTMLElement[] {
  const settings = obj(d["settings"]);
  return [
    title(lang, "table"),
    fields(
      fieldRow(label("players", lang), "players", list(d["players"]).map(str).filter(Boolean).join(", ")),
      str(d["first"]) ? fieldRow(label("first", lang), "first", str(d["first"])!) : [],
      fieldRow(label("startingCoins", lang), "coins", label("coins", lang, { n: int(d["coins"]) ?? 25 })),
      fieldRow(label("recovery", lang), "recovery", label("coins", lang, { n: int(d["recovery"]) ?? 5 })),
      fieldRow(label("revealHours", lang), "reveal", label("hours", lang, { n: int(d["revealHours"]) ?? 48 })),
      int(d["sealHours"]) !== undefined ? fieldRow(label("sealHours", lang), "seal", label("hours", lang, { n: int(d["sealHours"])! })) : [],
      Object.keys(settings).length ? fieldRow(label("settings", lang), "settings", Object.entries(settings).map(([k, v]) => `${k}: ${String(v)}`).join("; ")) : []),
  ];
}

export function drawPujasCard(host: GfHost, block: string, d: Data, element?: HTMLElement): HTMLElement[] | undefined {
  const lang = host.lang;
  switch (block) {
    case PJ_BLOCK.turn: return turn(lang, d);
    case PJ_BLOCK.bid: return bid(lang, d);
    case PJ_BLOCK.ledger: return ledger(lang, d, element === undefined || booksHere(element, host), host.t);
    case PJ_BLOCK.table: return table(lang, d);
    default: return undefined;
  }
}
