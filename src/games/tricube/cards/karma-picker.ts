// The player's button for a Karma spend (TT-KAR-3): after a failed roll the service's reply offers the
// character's player 1 Karma to lower the challenge's difficulty by 1, once per challenge, narrated
// through a perk (TT-KAR-2); its table names the offer ("karma offer Maga: ana"), and this button on
// the challenge card, shown only to that player, asks for the perk and writes the [tt-karma] into the
// composer, as the cost buttons write the GM's answer. The player posts it; the service judges it.
import type { Lang } from "../../../lib/i18n.js";
import { h, uid } from "../../../plugin-client/dom.js";
import { disclosure } from "../../../plugin-client/disclosure.js";
import type { GfHost } from "../../../plugin-client/host.js";
import type { ChallengeNode } from "../markup/schemas.js";
import { TAGS } from "../markup/vocabulary.js";
import { label } from "./labels.js";
import { attr, plain } from "./roll-declaration.js";
import type { TableView } from "./table-card.js";

/** The [tt-karma] that spends `character`'s Karma in `challenge` through `perk`, in the table's language. */
export function karmaSpend(lang: Lang, challenge: string, character: string, perk: string): string {
  const es = lang === "es";
  const tag = TAGS.karma[0];
  return [`[${tag} ${es ? "desafio" : "challenge"}=${attr(challenge)} ${es ? "personaje" : "character"}=${attr(character)}]`,
    `${es ? "ventaja" : "perk"}: ${plain(perk)}`, `[/${tag}]`].join("\n");
}

function karmaForm(host: Pick<GfHost, "lang" | "composeReply">, challenge: ChallengeNode, character: string): HTMLElement {
  const lang = host.lang;
  const id = uid("gf-tt-perk");
  const perk = h("input", { type: "text", id, class: "gf-picker-text", maxlength: 200, autocomplete: "off" });
  const note = h("p", { class: "gf-picker-note", "data-gf-kind": "karma-note", role: "status" });
  const title = label("karmaButton", lang, { character });
  const form: HTMLFormElement = h("form", { class: "gf-picker", hidden: true, "aria-label": title },
    h("p", { class: "gf-picker-title" }, title),
    h("div", { class: "gf-picker-row" }, h("label", { for: id }, label("karmaPerk", lang)), perk),
    note,
    h("div", { class: "gf-picker-actions" },
      h("button", { type: "submit", class: "gf-button", "data-gf-primary": "true" }, label("costCompose", lang)),
      h("button", { type: "button", class: "gf-button", onclick: () => shown.close() }, label("pickerCancel", lang))));
  const button = h("button", { type: "button", class: "gf-button", "aria-expanded": "false", "data-gf-action": "tt-karma", "data-gf-character": character,
    onclick: () => shown.open() }, title);
  const shown = disclosure(form, () => button, "input");
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    // TT-KAR-2: every Karma spend is justified by a perk, which the player narrates.
    if (!plain(perk.value)) { note.textContent = label("karmaNeedsPerk", lang); perk.focus(); return; }
    host.composeReply(karmaSpend(lang, challenge.id, character, perk.value));
    shown.close();
  });
  return h("div", { class: "gf-tt-karma-offer", "data-gf-character": character }, button, form);
}

/** The reader's Karma buttons on a challenge card, one per offer the table makes them; none for anyone else. Redrawn on each table. */
export function karmaButtons(host: Pick<GfHost, "lang" | "composeReply" | "username">, challenge: ChallengeNode, table: TableView | undefined): HTMLElement | null {
  const me = host.username?.toLowerCase();
  const mine = (table?.karmaOffers ?? []).filter((o) => me !== undefined && o.user.toLowerCase() === me);
  if (!mine.length || table?.closed) return null;
  return h("div", { class: "gf-tt-karma-offers" }, mine.map((o) => karmaForm(host, challenge, o.character)));
}
