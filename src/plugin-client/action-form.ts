// A small form a card opens for an action that needs the player's words or choices (the
// antagonist's intention, the effect die's outcome, a rating, an interval's training): the player
// fills labelled fields and the composer opens with a complete block, so no button ever leaves
// a half-written block that previews as an error card.
import { disclosure } from "./disclosure.js";
import { h, uid } from "./dom.js";
import type { GfHost } from "./host.js";

export interface FormChoice { readonly value: string; readonly label: string }

export type FormField =
  | { readonly key: string; readonly kind: "text"; readonly label: string; readonly hint?: string; readonly optional?: boolean }
  | { readonly key: string; readonly kind: "select"; readonly label: string; readonly choices: readonly FormChoice[] };

export interface ActionFormOptions {
  readonly title: string;
  /** A line under the title: what the action costs, which rule allows it. */
  readonly note?: string;
  readonly fields: readonly FormField[];
  /** Called with every field's value (trimmed) once the required ones are filled. */
  readonly compose: (values: Readonly<Record<string, string>>) => void;
  /** The button that opened the form: focus returns to it on close. */
  readonly opener?: () => HTMLElement | undefined;
}

export function actionForm(host: GfHost, options: ActionFormOptions): { form: HTMLFormElement; open(): void; close(): void } {
  const { t } = host;
  const inputs = new Map<string, { field: FormField; input: HTMLInputElement | HTMLSelectElement }>();
  const rows = options.fields.map((field) => {
    const id = uid("gf-form");
    const input = field.kind === "select"
      ? h("select", { id, class: "gf-picker-select" }, field.choices.map((c) => h("option", { value: c.value }, c.label)))
      : h("input", { id, type: "text", class: "gf-picker-text", ...(field.hint ? { placeholder: field.hint } : {}), ...(field.optional ? {} : { required: true }) });
    inputs.set(field.key, { field, input });
    return h("div", { class: "gf-picker-row" }, h("label", { for: id }, field.label), input);
  });
  const error = h("p", { class: "gf-picker-error", role: "alert", hidden: true });
  const form: HTMLFormElement = h("form", { id: uid("gf-action-form"), class: "gf-picker gf-action-form", hidden: true, "aria-label": options.title, novalidate: true },
    h("p", { class: "gf-picker-title" }, options.title),
    options.note ? h("p", { class: "gf-picker-note", role: "note" }, options.note) : null,
    rows, error,
    h("div", { class: "gf-picker-actions" },
      h("button", { type: "submit", class: "gf-button", "data-gf-primary": "true" }, t("form.open")),
      h("button", { type: "button", class: "gf-button", onclick: () => close() }, t("picker.cancel"))));

  const { open, close } = disclosure(form, options.opener, "input, select");
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const values: Record<string, string> = {};
    for (const [key, { field, input }] of inputs) {
      const value = input.value.trim();
      if (!value && !(field.kind === "text" && field.optional)) {
        error.textContent = t("form.missing", { field: field.label });
        error.hidden = false;
        input.focus();
        return;
      }
      values[key] = value;
    }
    options.compose(values);
    close();
  });
  return { form, open, close };
}
