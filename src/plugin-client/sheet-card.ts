// The sheet card's "build a pool" picker: the player ticks traits from their sheet and the composer
// opens with a ready [gf-pool] block naming the character and the sheet, so the service can check
// every die against the sheet (GF-POOL-2) and the player only adds the narration.
import { field, type Card } from "./card-data.js";
import { sheetTraits, type TraitSection } from "./cards/sheet.js";
import { h, uid } from "./dom.js";
import type { GfHost } from "./host.js";
import { poolBlock, type PickedTrait } from "./compose-text.js";
import type { Side } from "./scene-turn.js";

const SECTIONS: readonly { section: TraitSection; kind: PickedTrait["kind"] }[] = [
  { section: "cliches", kind: "cliche" },
  { section: "relationships", kind: "relationship" },
  { section: "advantages", kind: "advantage" },
];

interface Option { readonly trait: PickedTrait; readonly input: HTMLInputElement }

export function decorateSheet(sheet: Card, host: GfHost): void {
  const { lang, t } = host;
  const card = sheet.element;
  const character = field(sheet.data["name"]);
  const formId = uid("gf-picker");
  const options: Option[] = [];

  const groups = SECTIONS.map(({ section, kind }) => {
    const items = sheetTraits(sheet.data, section).map(({ name, target, die }) => {
      const trait: PickedTrait = { kind, name, ...(target ? { target } : {}), ...(die ? { die } : {}) };
      const input = h("input", { type: "checkbox", class: "gf-picker-check", value: name });
      options.push({ trait, input });
      return h("label", { class: "gf-picker-option" }, input,
        h("span", { class: "gf-name" }, name), target ? h("span", { class: "gf-note" }, ` (${target})`) : null,
        die ? h("span", { class: "gf-die", "data-gf-size": die, "aria-label": `d${die}` }, `d${die}`) : null);
    });
    return items.length ? h("fieldset", { class: "gf-picker-group" }, h("legend", {}, t(`card.${section}`)), items) : null;
  });

  const bought = h("input", { type: "checkbox", class: "gf-picker-check" });
  const boostPv = h("input", { type: "checkbox", class: "gf-picker-check" });
  const boostPk = h("input", { type: "checkbox", class: "gf-picker-check" });
  const roleId = uid("gf-role");
  const sceneId = uid("gf-scene");
  const role = h("select", { id: roleId, class: "gf-picker-select" },
    h("option", { value: "protagonist" }, t("card.protagonist")), h("option", { value: "antagonist" }, t("card.antagonist")));
  const scene = h("input", { id: sceneId, type: "number", min: 1, inputmode: "numeric", class: "gf-picker-number" });
  const count = h("p", { class: "gf-picker-count", "aria-live": "polite" }, t("picker.count", { n: 0 }));
  const error = h("p", { class: "gf-picker-error", role: "alert", hidden: true }, t("picker.empty"));

  const diceChosen = () => options.filter((o) => o.input.checked).length + (bought.checked ? 1 : 0);
  const update = () => { count.textContent = t("picker.count", { n: diceChosen() }); if (diceChosen()) error.hidden = true; };

  const toggle = h("button", { type: "button", class: "gf-button", "data-gf-button": "build-pool", "aria-expanded": "false", "aria-controls": formId },
    h("span", { class: "gf-button-icon", "aria-hidden": "true" }, "⚄"), t("picker.build_pool"));
  const close = () => { form.hidden = true; toggle.setAttribute("aria-expanded", "false"); toggle.focus(); };
  const form: HTMLFormElement = h("form", { id: formId, class: "gf-picker", hidden: true, "aria-label": t("picker.title") },
    h("p", { class: "gf-picker-title" }, t("picker.title")),
    groups,
    h("fieldset", { class: "gf-picker-group" }, h("legend", {}, t("picker.points")),
      h("label", { class: "gf-picker-option" }, bought, t("picker.bought")),
      h("label", { class: "gf-picker-option" }, boostPv, t("picker.boost_pv")),
      h("label", { class: "gf-picker-option" }, boostPk, t("picker.boost_pk"))),
    h("div", { class: "gf-picker-row" },
      h("label", { for: roleId }, t("picker.role")), role,
      h("label", { for: sceneId }, t("picker.scene")), scene),
    count, error,
    h("div", { class: "gf-picker-actions" },
      h("button", { type: "submit", class: "gf-button", "data-gf-primary": "true" }, t("picker.open")),
      h("button", { type: "button", class: "gf-button", onclick: close }, t("picker.cancel"))));

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
