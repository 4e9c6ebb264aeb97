// How GenreFuzzion's chunk gets its forms script, plugin/public/javascripts/gf-genrefuzzion-forms.js
// (./forms.ts: the pickers, the turn's and the interval's forms, the composer's texts, the messages
// of a block's mistakes): through the
// page's loadGame, as the core gets the chunk (window.GfGames["genrefuzzion-forms"].chunk), the first
// time a reader opens a picker or a form, or the composer in a GenreFuzzion category, or a block with
// mistakes is on the page. A reader who
// only reads cards never downloads it. Asked once per page; asked again after a failure.
import { h } from "../../../plugin-client/dom.js";
import type { GfHost } from "../../../plugin-client/host.js";
import type { GfForms } from "./forms.js";
import { loadSheets } from "./load-sheets.js";
import { readGfCard, useErrorMessages } from "./read-card.js";

/** Its name for loadGame: the script gf-<name>.js. */
export const FORMS_SCRIPT = "genrefuzzion-forms";

let loading: Promise<GfForms> | undefined;

export function loadForms(load: GfHost["loadGame"]): Promise<GfForms> {
  if (loading) return loading;
  const asked = load ? (load(FORMS_SCRIPT) as unknown as Promise<GfForms>) : Promise.reject(new Error("this page cannot load scripts"));
  loading = asked.then((forms) => {
    // A script anyone with the server's files could replace: check it is the forms before using it.
    if (typeof forms?.openTurnForm !== "function" || typeof forms.useReader !== "function") throw new Error(`gf-${FORMS_SCRIPT}.js is not GenreFuzzion's forms`);
    // The forms read sheets and scenes with this chunk's reader (no second copy of the parsers).
    forms.useReader(readGfCard);
    useErrorMessages(forms.errorMessage);
    return forms;
  });
  loading.catch(() => { loading = undefined; });
  return loading;
}

/**
 * The forms and what they read the forum's sheets with (the sheet block's parser comes with the sheet
 * checks' script, ./load-sheets.ts; without it the forms find no sheet, as on a forum with none).
 */
export const loadFormsAndSheets = (host: GfHost): Promise<GfForms> =>
  Promise.all([loadForms(host.loadGame), loadSheets(host)]).then(([forms]) => forms);

/**
 * Runs `use` with the forms once they are on the page; `button`, what the reader clicked, is busy
 * meanwhile and says so if they cannot be loaded.
 */
export function withForms(host: GfHost, button: HTMLElement | undefined, use: (forms: GfForms) => void): void {
  button?.setAttribute("aria-busy", "true");
  void loadFormsAndSheets(host).then((forms) => {
    button?.removeAttribute("aria-busy");
    use(forms);
  }, () => {
    button?.removeAttribute("aria-busy");
    if (button && !button.nextElementSibling?.hasAttribute("data-gf-unavailable")) {
      button.after(h("span", { class: "gf-note", role: "alert", "data-gf-unavailable": "forms" }, host.t("composer.unavailable", { game: host.t("games.genrefuzzion") })));
    }
  });
}

/**
 * Starts loading the forms when the reader points at or tabs into `element` (a picker's button, the
 * turn's buttons), so the click that follows usually finds them on the page.
 */
export function warmForms(host: GfHost, element: HTMLElement): void {
  const warm = () => { void loadForms(host.loadGame).catch(() => undefined); };
  element.addEventListener("pointerenter", warm, { once: true });
  element.addEventListener("focusin", warm, { once: true });
}
