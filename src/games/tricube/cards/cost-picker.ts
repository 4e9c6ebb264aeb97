// The GM's button for a failure's cost (TT-OUT-3): the GM decides what each failed roll costs, as
// the service's reply asks, and this form on the GM's challenge card writes the [tt-answer] that says
// it, as the roll picker writes a player's [tt-roll]. Shown only to the user the service's latest
// table names for the cost, for each failure it lists: Resolve (two on a critical failure, TT-OUT-4),
// a complication, or another consequence; a critical failure always brings a complication too
// (TT-OUT-4), and fear and a battle's defence cost Resolve only (TT-FEAR-2, TT-SIEGE-2).
import type { Lang } from "../../../lib/i18n.js";
import { h, uid } from "../../../plugin-client/dom.js";
import { disclosure } from "../../../plugin-client/disclosure.js";
import type { GfHost } from "../../../plugin-client/host.js";
import type { ChallengeNode } from "../markup/schemas.js";
import { TAGS } from "../markup/vocabulary.js";
import { label } from "./labels.js";
import { attr, plain } from "./roll-declaration.js";
import type { TableView } from "./table-card.js";

type Cost = "resolve" | "complication" | "consequence";

const WORDS = {
  es: { challenge: "desafio", character: "personaje", cost: "coste", complication: "complicación", resolve: "resolución", consequence: "consecuencia" },
  en: { challenge: "challenge", character: "character", cost: "cost", complication: "complication", resolve: "resolve", consequence: "consequence" },
} as const;

/** The [tt-answer] that costs `character`'s failure in `challenge`, in the table's language. */
export function costAnswer(lang: Lang, challenge: string, character: string, cost: Cost, complication: string): string {
  const w = WORDS[lang];
  const tag = TAGS.answer[lang === "es" ? 1 : 0];
  const text = plain(complication);
  return [`[${tag} ${w.challenge}=${attr(challenge)} ${w.character}=${attr(character)}]`, `${w.cost}: ${w[cost]}`,
    ...(text ? [`${w.complication}: ${text}`] : []), `[/${tag}]`].join("\n");
}

/** One failure's form: a button that opens it, the choices, and the answer written into the composer. */
function costForm(host: Pick<GfHost, "lang" | "composeReply">, challenge: ChallengeNode, cost: NonNullable<TableView["costs"]>[number]): HTMLElement {
  const lang = host.lang;
  const name = uid("gf-tt-cost");
  const textId = uid("gf-tt-complication");
  // TT-FEAR-2, TT-SIEGE-2: the service refuses any other cost there.
  const resolveOnly = challenge.kind === "fear" || (!!challenge.battle && challenge.kind === "defence");
  const choices: Cost[] = resolveOnly ? ["resolve"] : ["resolve", "complication", "consequence"];
  const radios = choices.map((c, i) => h("input", { type: "radio", name, value: c, checked: i === 0, class: "gf-picker-check" }));
  const text = h("input", { type: "text", id: textId, class: "gf-picker-text", maxlength: 200, autocomplete: "off" });
  const note = h("p", { class: "gf-picker-note", "data-gf-kind": "cost-note", role: "status" });
  const chosen = (): Cost => (radios.find((r) => r.checked)?.value as Cost | undefined) ?? "resolve";
  const form: HTMLFormElement = h("form", { class: "gf-picker", hidden: true, "aria-label": label("costTitle", lang, { character: cost.character }) },
    h("p", { class: "gf-picker-title" }, label("costTitle", lang, { character: cost.character })),
    cost.critical ? h("p", { class: "gf-picker-note", "data-gf-kind": "critical" }, label("costCritical", lang)) : null,
    choices.map((c, i) => h("label", { class: "gf-picker-option" }, radios[i]!,
      c === "resolve" ? label(cost.critical ? "costResolveTwo" : "costResolveOne", lang) : label(c === "complication" ? "costComplication" : "costConsequence", lang))),
    h("div", { class: "gf-picker-row" }, h("label", { for: textId }, label("complication", lang)), text),
    note,
    h("div", { class: "gf-picker-actions" },
      h("button", { type: "submit", class: "gf-button", "data-gf-primary": "true" }, label("costCompose", lang)),
      h("button", { type: "button", class: "gf-button", onclick: () => shown.close() }, label("pickerCancel", lang))));
  const button = h("button", { type: "button", class: "gf-button", "aria-expanded": "false", "data-gf-action": "tt-cost", "data-gf-character": cost.character,
    onclick: () => shown.open() }, label("costButton", lang, { character: cost.character }));
  const shown = disclosure(form, () => button, "input");
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    // TT-OUT-4: a critical failure always brings a complication; a complication is words (TT-OUT-3).
    const needsText = cost.critical || chosen() === "complication";
    if (needsText && !plain(text.value)) { note.textContent = label("costNeedsComplication", lang); text.focus(); return; }
    host.composeReply(costAnswer(lang, challenge.id, cost.character, chosen(), text.value));
    shown.close();
  });
  return h("div", { class: "gf-tt-cost", "data-gf-character": cost.character }, button, form);
}

/**
 * The GM's cost buttons on a challenge card, as the table applied to it stands: one per failure whose
 * cost the table waits for from the reader; none for anyone else. Redrawn on each table.
 */
export function costButtons(host: Pick<GfHost, "lang" | "composeReply" | "username">, challenge: ChallengeNode, table: TableView | undefined): HTMLElement | null {
  const me = host.username?.toLowerCase();
  const mine = (table?.costs ?? []).filter((c) => me !== undefined && c.user.toLowerCase() === me);
  if (!mine.length || table?.closed) return null;
  return h("div", { class: "gf-tt-costs" }, mine.map((c) => costForm(host, challenge, c)));
}
