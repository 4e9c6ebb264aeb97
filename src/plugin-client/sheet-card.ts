// The sheet card's "build a pool" picker: the player ticks traits from their sheet and the composer
// opens with a ready [gf-pool] block naming the character and the sheet, so the service can check
// every die against the sheet (GF-POOL-2) and the player only adds the narration.
import { h, uid } from "./dom.js";
import type { GfHost } from "./host.js";
import { t } from "./messages.js";
import { poolBlock, type PickedTrait } from "./compose-text.js";
import type { Side } from "./scene-turn.js";

const SECTIONS: readonly { section: string; kind: PickedTrait["kind"] }[] = [
  { section: "cliches", kind: "cliche" },
  { section: "relationships", kind: "relationship" },
  { section: "advantages", kind: "advantage" },
];

interface Option { readonly trait: PickedTrait; readonly input: HTMLInputElement }

export function decorateSheet(card: HTMLElement, host: GfHost): void {
  const lang = host.lang;
  card.querySelector(".gf-picker-bar")?.remove();
  card.querySelector(".gf-picker")?.remove();
  const character = card.getAttribute("data-gf-character") ?? undefined;
  const formId = uid("gf-picker");
  const options: Option[] = [];

  const groups = SECTIONS.map(({ section, kind }) => {
    const block = card.querySelector(`[data-gf-section="${section}"]`);
    if (!block) return null;
    const legend = block.querySelector(".gf-section-title")?.textContent ?? section;
    const items = [...block.querySelectorAll(".gf-entry")].map((li) => {
      const name = li.querySelector(".gf-name")?.textContent?.trim() ?? "";
      const size = li.querySelector(".gf-die[data-gf-size]")?.getAttribute("data-gf-size");
      const target = li.getAttribute("data-gf-target") ?? undefined;
      const trait: PickedTrait = { kind, name, ...(target ? { target } : {}), ...(size ? { die: Number(size) } : {}) };
      const input = h("input", { type: "checkbox", class: "gf-picker-check", value: name });
      options.push({ trait, input });
      return h("label", { class: "gf-picker-option" }, input,
        h("span", { class: "gf-name" }, name), target ? h("span", { class: "gf-note" }, ` (${target})`) : null,
        size ? h("span", { class: `gf-die gf-shape-d${size}`, "data-gf-size": size, "aria-label": `d${size}` }, `d${size}`) : null);
    });
    return items.length ? h("fieldset", { class: "gf-picker-group" }, h("legend", {}, legend), items) : null;
  });

  const bought = h("input", { type: "checkbox", class: "gf-picker-check" });
  const boostPv = h("input", { type: "checkbox", class: "gf-picker-check" });
  const boostPk = h("input", { type: "checkbox", class: "gf-picker-check" });
  const roleId = uid("gf-role");
  const sceneId = uid("gf-scene");
  const role = h("select", { id: roleId, class: "gf-picker-select" },
    h("option", { value: "protagonist" }, t("protagonist", lang)), h("option", { value: "antagonist" }, t("antagonist", lang)));
  const scene = h("input", { id: sceneId, type: "number", min: 1, inputmode: "numeric", class: "gf-picker-number" });
  const count = h("p", { class: "gf-picker-count", "aria-live": "polite" }, t("pickerCount", lang, { n: 0 }));
  const error = h("p", { class: "gf-picker-error", role: "alert", hidden: true }, t("pickerEmpty", lang));

  const diceChosen = () => options.filter((o) => o.input.checked).length + (bought.checked ? 1 : 0);
  const update = () => { count.textContent = t("pickerCount", lang, { n: diceChosen() }); if (diceChosen()) error.hidden = true; };

  const toggle = h("button", { type: "button", class: "gf-button gf-build-pool", "aria-expanded": "false", "aria-controls": formId },
    h("span", { class: "gf-button-icon", "aria-hidden": "true" }, "⚄"), t("buildPool", lang));
  const close = () => { form.hidden = true; toggle.setAttribute("aria-expanded", "false"); toggle.focus(); };
  const form: HTMLFormElement = h("form", { id: formId, class: "gf-picker", hidden: true, "aria-label": t("pickerTitle", lang) },
    h("p", { class: "gf-picker-title" }, t("pickerTitle", lang)),
    groups,
    h("fieldset", { class: "gf-picker-group" }, h("legend", {}, "PV / PK"),
      h("label", { class: "gf-picker-option" }, bought, t("pickerBought", lang)),
      h("label", { class: "gf-picker-option" }, boostPv, t("pickerBoostPv", lang)),
      h("label", { class: "gf-picker-option" }, boostPk, t("pickerBoostPk", lang))),
    h("div", { class: "gf-picker-row" },
      h("label", { for: roleId }, t("pickerRole", lang)), role,
      h("label", { for: sceneId }, t("pickerScene", lang)), scene),
    count, error,
    h("div", { class: "gf-picker-actions" },
      h("button", { type: "submit", class: "gf-button gf-button-primary" }, t("pickerOpen", lang)),
      h("button", { type: "button", class: "gf-button", onclick: close }, t("pickerCancel", lang))));

  form.addEventListener("change", update);
  form.addEventListener("keydown", (e) => { if (e.key === "Escape") close(); });
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    if (diceChosen() === 0) { error.hidden = false; return; }
    const sceneNumber = /^\d+$/.test(scene.value) ? Number(scene.value) : undefined;
    const text = poolBlock({
      ...(character ? { character } : {}), ...(host.postId !== undefined ? { sheet: host.postId } : {}),
      role: role.value as Side, ...(sceneNumber ? { scene: sceneNumber } : {}),
      traits: options.filter((o) => o.input.checked).map((o) => o.trait),
      bought: bought.checked,
      boosts: [...(boostPv.checked ? ["pv" as const] : []), ...(boostPk.checked ? ["pk" as const] : [])],
    }, lang);
    host.composeReply(text);
    close();
  });
  toggle.addEventListener("click", () => {
    form.hidden = !form.hidden;
    toggle.setAttribute("aria-expanded", String(!form.hidden));
    if (!form.hidden) form.querySelector<HTMLInputElement>("input")?.focus();
  });
  card.append(h("div", { class: "gf-picker-bar" }, toggle), form);
}
