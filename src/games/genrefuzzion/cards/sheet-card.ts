// The sheet card's "build a pool" button (its picker, GF-POOL-1..4, is GenreFuzzion's forms script,
// ./sheet-forms.ts, loaded on the first click: a reader who only reads the sheet never downloads it),
// for the sheet's own player only: a pool naming someone else's character is refused (GF-FORUM-4),
// so no one else is offered one. And, where the card says a relationship names no one (GF-REL-1) and
// the reader may edit the post, the form that fills it in.
import { field, type Card } from "../../../plugin-client/card-data.js";
import { h } from "../../../plugin-client/dom.js";
import type { GfHost } from "../../../plugin-client/host.js";
import type { warmForms, withForms } from "./load-forms.js";

/** The chunk's way to its forms (./load-forms.ts), given: this card is drawn by the sheet checks' script (./sheet-parts.ts). */
export interface FormsLoader { readonly withForms: typeof withForms; readonly warmForms: typeof warmForms }

/** The sheet's player: its player line (without the "@"), else whoever posted it (the service's registry reads it so). */
const playerOf = (sheet: Card, host: GfHost): string | undefined => field(sheet.data["player"])?.trim().replace(/^@/, "") || host.author;

export function decorateSheet(sheet: Card, host: GfHost, loader: FormsLoader): void {
  const player = playerOf(sheet, host);
  if (host.username && player && host.username.toLowerCase() === player.toLowerCase()) poolButton(sheet, host, loader);
  if (host.editPost && host.gameTopics && sheet.element.querySelector(".gf-warning[data-gf-rule='GF-REL-1']")) {
    loader.withForms(host, undefined, (forms) => void forms.relationshipForms(sheet, host));
  }
}

function poolButton(sheet: Card, host: GfHost, { withForms, warmForms }: FormsLoader): void {
  const card = sheet.element;
  let picker: { form: HTMLFormElement; open(): void; close(): void } | undefined;
  const toggle: HTMLElement = h("button", { type: "button", class: "gf-button", "data-gf-button": "build-pool", "aria-expanded": "false" },
    h("span", { class: "gf-button-icon", "aria-hidden": "true" }, "⚄"), host.t("picker.build_pool"));
  const bar = h("div", { class: "gf-picker-bar" }, toggle);
  toggle.addEventListener("click", () => withForms(host, toggle, (forms) => {
    if (!picker) {
      picker = forms.sheetPicker(sheet, host, toggle);
      toggle.setAttribute("aria-controls", picker.form.id);
      bar.after(picker.form);
    }
    if (picker.form.hidden) picker.open(); else picker.close();
  }));
  warmForms(host, bar);
  card.append(bar);
}
