// What a cooked Tricube card carries: the block's name (tt + the block, one word, as the shared
// card reader wants it) and its parsed node as JSON, in the one `data-gf-card` attribute the
// plugin's allow list keeps (src/markup/allowlist.ts); around it, plain fallback text in the
// block's language for readers without JavaScript. A block with errors is Tricube's error card
// (ERROR_CARD): its tag and each error's line, column, code, rule and params, which the reader's page
// says in the reader's language (the shared error card, src/plugin-client/cards/error.ts), above the
// source verbatim; its fallback text lists the messages in the block's language.
import type { Lang } from "../../../lib/i18n.js";
import { el, LINE_BREAK, type Html } from "../../../markup/html.js";
import { errorPlace, listedErrors, MAX_ERRORS_SHOWN } from "../../../markup/markup-error.js";
import { markupMessage } from "../markup/messages.js";
import type { MarkupError, ParsedTricubeBlock, TricubeNode } from "../markup/schemas.js";
import { TAGS } from "../markup/vocabulary.js";
import { COST, KIND, QUALITY, label } from "./labels.js";
import { CARD_BLOCK, ERROR_CARD } from "./manifest.js";

export { CARD_BLOCK, ERROR_CARD };
export type TricubeCardBlock = (typeof CARD_BLOCK)[keyof typeof CARD_BLOCK];
export const TRICUBE_CARD_BLOCKS: readonly string[] = Object.values(CARD_BLOCK);

export { MAX_ERRORS_SHOWN };

export type TricubeCard =
  | { readonly block: TricubeCardBlock; readonly data: TricubeNode }
  | { readonly block: typeof ERROR_CARD; readonly data: { readonly tag: string; readonly errors: readonly MarkupError[]; readonly more: number } };

export function tricubeCard(parsed: ParsedTricubeBlock): TricubeCard {
  if (parsed.node && parsed.errors.length === 0) return { block: CARD_BLOCK[parsed.node.block], data: parsed.node };
  // No words: the server cooks for every reader, so the card carries what each error is (its params
  // quote the keywords the player typed) and the reader's page says it in the reader's language.
  const listed = listedErrors(parsed.errors, (e) => ({ ...errorPlace(e), ...(e.params ? { params: e.params } : {}) }));
  return { block: ERROR_CARD, data: { tag: TAGS[parsed.block][parsed.lang === "es" ? 1 : 0], ...listed } };
}

/**
 * Characters a card's value never holds raw (the shared reader turns every ' back into "): JSON's
 * escapes, both quote marks, the HTML specials and the bidi controls, each written as \uXXXX.
 */
const UNSAFE = /[\u0000-\u001f\u007f"'\\&<>\u061c\u200e\u200f\u202a-\u202e\u2028\u2029\u2066-\u2069]/g;
const escape = (s: string): string => s.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

function json(v: unknown): string {
  if (typeof v === "string") return `'${escape(v)}'`;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (Array.isArray(v)) return `[${v.map(json).join(",")}]`;
  if (v && typeof v === "object") {
    // Every value is kept, false and empty lists too: in a roll, `quality: false` is a claim, not an absence.
    const parts = Object.entries(v).filter(([, x]) => x !== undefined).map(([k, x]) => `'${escape(k)}':${json(x)}`);
    return `{${parts.join(",")}}`;
  }
  return "null";
}

/** The attribute's value: "ttchallenge {'id':'gate',…}", read back by the shared readCardValue. */
export function tricubeCardValue(card: TricubeCard): string {
  return `${card.block} ${json(card.data)}`;
}

/** The fallback lines of a card, in `lang`. */
export function fallbackLines(node: TricubeNode, lang: Lang): string[] {
  const yes = (b: boolean | undefined) => (b === undefined ? undefined : label(b ? "yes" : "no", lang));
  switch (node.block) {
    case "challenge": return [
      label("challenge", lang, { id: node.id }),
      `${label("who", lang)}: ${node.who.map((w) => w.character + (w.outsideConcept ? ` (${label("outside", lang)})` : "")).join(", ")}`,
      ...(node.difficulty ? [`${label("difficulty", lang)}: ${node.difficulty}`] : []),
      ...(node.quality ? [`${label("quality", lang)}: ${node.qualityWord ?? QUALITY[lang][node.quality]}`] : []),
      ...(node.effort ? [`${label("effort", lang)}: ${node.effort}`] : []),
      ...(node.kind !== "normal" ? [`${label("kind", lang)}: ${KIND[lang][node.kind]}`] : []),
      ...(node.enemy ? [`${label("enemy", lang)}: ${node.enemy.name ?? "-"}${node.enemy.boss ? ` (${label("boss", lang)})` : ""}`] : []),
      ...(node.deadly ? [label("deadly", lang)] : []),
    ];
    case "roll": return [
      label("roll", lang, { character: node.character, challenge: node.challenge }),
      ...(node.quirk ? [`${label("quirk", lang)}: ${node.quirk}`] : []),
      ...(node.perk ? [`${label("perk", lang)}: ${node.perk}`] : []),
      ...(node.quality !== undefined ? [label(node.quality ? "qualityApplies" : "qualityNot", lang)] : []),
      ...(node.concept === false ? [label("conceptNot", lang)] : []),
      `${label("dice", lang)}: ${node.dice ? node.dice.join(" ") : label("rolledBy", lang)}`,
    ];
    case "karma": return [
      label("karma", lang, { character: node.character, challenge: node.challenge }),
      `${label("perk", lang)}: ${node.perk}`,
      ...(node.spender ? [`${label("paidBy", lang)}: ${node.spender}`] : []),
    ];
    case "sheet": return [
      node.name ?? label("sheet", lang),
      `${label("archetype", lang)}: ${node.archetype ?? [node.quality ? QUALITY[lang][node.quality] : "", node.concept ?? ""].filter(Boolean).join(" ")}`,
      `${label("perks", lang)}: ${node.perks.map((p) => p.name).join(", ")}`,
      `${label("quirks", lang)}: ${node.quirks.join(", ")}`,
      ...(node.karma ? [`${label("karmaTokens", lang)}: ${node.karma.current}/${node.karma.quota}`] : []),
      ...(node.resolve ? [`${label("resolve", lang)}: ${node.resolve.current}/${node.resolve.quota}`] : []),
      ...(node.afflictions.length ? [`${label("afflictions", lang)}: ${node.afflictions.map((a) => a.name + (a.permanent ? ` (${label("permanent", lang)})` : "")).join(", ")}`] : []),
    ];
    case "answer": return [
      label("answer", lang, { character: node.character }),
      ...(node.cost ? [`${label("cost", lang)}: ${COST[lang][node.cost]}`] : []),
      ...(node.complication ? [`${label("complication", lang)}: ${node.complication}`] : []),
      ...(node.reward ? [`${label("reward", lang)}: ${COST[lang][node.reward]}`] : []),
      ...(node.affliction ? [`${label("affliction", lang)}: ${node.affliction.name}`] : []),
      ...(node.accept !== undefined ? [`${label("accept", lang)}: ${yes(node.accept)}`] : []),
      ...(node.advance ? [`${label("advance", lang)}: ${"name" in node.advance ? node.advance.name : node.advance.take}`] : []),
    ];
    case "table": return [
      label("table", lang, { challenge: node.challenge }),
      ...(node.effort ? [`${label("effortLeft", lang)}: ${node.effort.left}/${node.effort.total}`] : []),
      ...node.characters.map((c) => [c.name, c.difficulty ? `${label("difficulty", lang)} ${c.difficulty.value}` : "",
        c.karma ? `${label("karmaTokens", lang)} ${c.karma.current}/${c.karma.quota}` : "", c.resolve ? `${label("resolve", lang)} ${c.resolve.current}/${c.resolve.quota}` : ""].filter(Boolean).join(" · ")),
      ...(node.waiting.length ? [`${label("waiting", lang)}: ${node.waiting.join(", ")}`] : []),
      ...(node.closed ? [label("closed", lang)] : []),
    ];
    case "gm": return [label("gm", lang), ...node.steps.map((s) => label(s.do, lang, { ...("challenge" in s ? { challenge: s.challenge } : {}), ...("character" in s ? { character: s.character } : {}) }))];
  }
}

/** The cooked card: its data in the attribute, fallback text inside; an error card keeps the source verbatim. */
export function tricubeCardHtml(parsed: ParsedTricubeBlock, source: string): Html {
  const card = tricubeCard(parsed);
  const value = tricubeCardValue(card);
  if (card.block === ERROR_CARD) {
    const lines = parsed.errors.slice(0, MAX_ERRORS_SHOWN).map((e) => markupMessage(e, parsed.lang));
    return el("div", { "data-gf-card": value }, card.data.tag, LINE_BREAK, lines.map((l) => [l, LINE_BREAK]), el("pre", {}, el("code", {}, source)));
  }
  return el("div", { "data-gf-card": value }, fallbackLines(card.data, parsed.lang).map((l, i) => (i ? [LINE_BREAK, l] : l)));
}
