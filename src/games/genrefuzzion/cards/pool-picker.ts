// The pool picker both cards share: the player ticks traits (their sheet's, the scene's clichés,
// the opponent's problems, an ally's trait) and points, says where the pool goes, and the
// composer opens with a ready [gf-pool] block. The sheet card opens it from the sheet (asking which
// scene); the scene card opens it for the acting character, in the scene's own topic.
import { disclosure } from "../../../plugin-client/disclosure.js";
import { h, uid } from "../../../plugin-client/dom.js";
import type { GfHost } from "../../../plugin-client/host.js";
import type { PickedTrait } from "./compose-text.js";
import type { Side } from "./scene-turn.js";
import { DEFAULT_SETTINGS } from "../rules/settings.js";

export interface PickerGroup {
  /** The group's title, in the reader's language. */
  readonly title: string;
  readonly traits: readonly PickedTrait[];
}

/** Where the pool is posted: a scene's topic (and number), as the forum lists them. */
export interface PickerScene {
  readonly topicId: number; readonly number?: number; readonly label: string;
  /** The character's side in it, when the scene names the character (GF-SCENE-2): the picker's side follows the scene chosen. */
  readonly side?: Side;
  /** The characters the scene names on each side: the one not on the picker's side is the opponent (GF-POOL-4). */
  readonly sides?: Partial<Record<Side, string>>;
}

export interface PickerChoice {
  readonly traits: readonly PickedTrait[];
  readonly bought: boolean;
  readonly boosts: readonly ("pv" | "pk")[];
  readonly role: Side;
  readonly scene?: PickerScene;
}

export interface PickerOptions {
  readonly groups: readonly PickerGroup[];
  /** The side is fixed when the scene's turn says who acts; otherwise the player picks it. */
  readonly role?: Side;
  /** The scenes to choose from (the sheet card); none when the picker lives in the scene. */
  /** The scenes to post in; `incomplete` when the forum did not let every topic be read. */
  readonly scenes?: () => Promise<readonly PickerScene[] & { readonly incomplete?: boolean }>;
  readonly compose: (choice: PickerChoice) => void;
  /** A line under the title (the scene's picker: the character's sheet was not found). */
  readonly note?: string;
  /** GF-RES-6: the dice a retry needs (one more than the side's last pool), said beside the count. */
  readonly retryNeeds?: number;
  /** The button that opened the picker: focus returns to it on close, and its aria-expanded follows. */
  readonly opener?: () => HTMLElement | undefined;
  /**
   * The character's points as their sheet shows them (GF-PTS-2: everyone starts at 0): the picker says
   * them, and offers no bought d6 (1 PK, GF-POOL-2 S8) or boost (1 PV or 1 PK, GF-ROLL-5) they cannot
   * pay, which the service would refuse.
   */
  readonly points?: { readonly pv: number; readonly pk: number };
  /** The opponent, when the picker lives in a scene whose other side is known (GF-POOL-4). */
  readonly opponent?: string;
}

/** A sheet card's PV and PK (its data's `pv`/`pk` values; 0 when the sheet writes none, GF-PTS-2). */
export function sheetPoints(data: Readonly<Record<string, unknown>>): { pv: number; pk: number } {
  const value = (x: unknown) => { const v = (x as { value?: unknown } | undefined)?.value; return typeof v === "number" && Number.isInteger(v) ? v : 0; };
  return { pv: value(data["pv"]), pk: value(data["pk"]) };
}

interface Option { readonly trait: PickedTrait; readonly input: HTMLInputElement; readonly detail?: HTMLInputElement; readonly why?: HTMLElement }

const same = (a: string | undefined, b: string | undefined) => a !== undefined && b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The picker form (hidden until opened) and the function that opens it. */
export function poolPicker(host: GfHost, options: PickerOptions): { form: HTMLFormElement; open(): void; close(): void } {
  const { t } = host;
  const formId = uid("gf-picker");
  const picked: Option[] = [];
  const groups = options.groups.map((group) => {
    const items = group.traits.map((trait) => {
      const input = h("input", { type: "checkbox", class: "gf-picker-check", value: trait.name });
      // GF-POOL-2 S6: an ally lends one die from one of their traits, which the player names.
      const detailId = uid("gf-ally-trait");
      const detail = trait.kind === "ally" ? h("input", { id: detailId, type: "text", class: "gf-picker-text", "aria-label": t("picker.ally_trait", { name: trait.target ?? "" }), placeholder: t("picker.ally_trait_hint") }) : undefined;
      // GF-POOL-4: a relationship goes in the pool only against the character it points at; the
      // reason it is not offered is said beside it (shown once the scene's opponent is known).
      const whyId = uid("gf-why");
      const why = trait.kind === "relationship" ? h("span", { id: whyId, class: "gf-picker-why", "data-gf-refused": "GF-POOL-4", hidden: true }) : undefined;
      if (why) input.setAttribute("aria-describedby", whyId);
      picked.push({ trait, input, ...(detail ? { detail } : {}), ...(why ? { why } : {}) });
      return h("label", { class: "gf-picker-option", "data-gf-kind": trait.kind }, input,
        h("span", { class: "gf-name" }, trait.kind === "ally" ? trait.target ?? "" : trait.name),
        trait.target && trait.kind !== "ally" ? h("span", { class: "gf-note" }, ` (${trait.target})`) : null,
        trait.die ? h("span", { class: "gf-die", "data-gf-size": trait.die, "aria-label": `d${trait.die}` }, `d${trait.die}`) : null,
        detail ?? null, why ?? null);
    });
    return items.length ? h("fieldset", { class: "gf-picker-group" }, h("legend", {}, group.title), items) : null;
  });

  const bought = h("input", { type: "checkbox", class: "gf-picker-check" });
  // GF-ROLL-5, GF-AMB-16: one boost per roll, +1 die for 1 PV "o bien" +3 for 1 PK; so a choice
  // of one (radio buttons sharing a name), none chosen by default.
  const boostName = uid("gf-boost");
  const boostChoice = (value: "" | "pv" | "pk") =>
    h("input", { type: "radio", class: "gf-picker-check", name: boostName, value, checked: value === "" });
  const boostNone = boostChoice("");
  const boostPv = boostChoice("pv");
  const boostPk = boostChoice("pk");
  const held = options.points;
  if (held) { bought.disabled = held.pk < 1; boostPk.disabled = held.pk < 1; boostPv.disabled = held.pv < 1; }
  const roleId = uid("gf-role");
  const sceneId = uid("gf-scene");
  const role = h("select", { id: roleId, class: "gf-picker-select" },
    h("option", { value: "protagonist" }, t("card.protagonist")), h("option", { value: "antagonist" }, t("card.antagonist")));
  const scene = h("select", { id: sceneId, class: "gf-picker-select", required: true });
  let scenes: readonly PickerScene[] = [];
  /** The scene list is on its way (the forum's topics are read when the picker opens). */
  let loading = false;
  const count = h("p", { class: "gf-picker-count", "aria-live": "polite" }, t("picker.count", { n: 0 }));
  // What the pool will cost or need, said before a trait is ticked, not only when the service refuses it:
  // GF-POOL-3's price of a third own cliché (shown while the sheet offers three), and a retry's size (GF-RES-6).
  // With fewer PV than that price on the sheet (GF-PTS-2: 0 at the start), two ticked clichés disable the
  // others, and the line says why.
  const pv = DEFAULT_SETTINGS.thirdClichePv;
  const own = picked.filter((o) => o.trait.kind === "cliche");
  const poor = held && held.pv < pv;
  const priceId = uid("gf-price");
  const price = own.length > 2 ? h("p", { id: priceId, class: "gf-picker-hint", "data-gf-price": "third-cliche" }, poor ? t("picker.third_cliche_poor", { pv, held: held.pv }) : t("picker.third_cliche", { pv })) : null;
  if (price) for (const o of own) o.input.setAttribute("aria-describedby", priceId);
  const needs = options.retryNeeds ? h("p", { class: "gf-picker-hint", "data-gf-need": "retry" }, t("picker.retry_need", { n: options.retryNeeds })) : null;
  const error = h("p", { class: "gf-picker-error", role: "alert", hidden: true });
  const incomplete = options.scenes ? h("p", { class: "gf-picker-hint", role: "status", "data-gf-incomplete": "scenes", hidden: true }, t("picker.scenes_incomplete")) : null;

  // GF-POOL-4: only the relationship that points at the current opponent (the scene's other side).
  const opponent = (): string | undefined => {
    if (options.opponent !== undefined) return options.opponent;
    const sides = scenes[Number(scene.value)]?.sides;
    return sides?.[role.value === "antagonist" ? "protagonist" : "antagonist"];
  };
  const gate = () => {
    const against = opponent();
    for (const o of picked) {
      if (!o.why) continue;
      const refused = against !== undefined && !same(o.trait.target, against);
      o.input.disabled = refused;
      if (refused) o.input.checked = false;
      o.why.hidden = !refused;
      o.why.textContent = !refused ? "" : o.trait.target
        ? t("picker.relationship_elsewhere", { target: o.trait.target, opponent: against })
        : t("picker.relationship_no_one", { opponent: against });
    }
  };

  const chosen = () => picked.filter((o) => o.input.checked);
  const diceChosen = () => chosen().length + (bought.checked ? 1 : 0);
  const update = () => {
    count.textContent = t("picker.count", { n: diceChosen() });
    const two = own.filter((o) => o.input.checked).length > 1;
    if (poor) for (const o of own) o.input.disabled = two && !o.input.checked;
    if (diceChosen()) error.hidden = true;
  };
  const fail = (message: string) => { error.textContent = message; error.hidden = false; };

  // novalidate: the checks below speak the reader's language; the browser's own would also stop a
  // submit silently while the scene list (a required select) is still loading.
  const form: HTMLFormElement = h("form", { id: formId, class: "gf-picker", hidden: true, "aria-label": t("picker.title"), novalidate: true },
    h("p", { class: "gf-picker-title" }, t("picker.title")),
    options.note ? h("p", { class: "gf-picker-note", role: "note" }, options.note) : null,
    groups,
    h("fieldset", { class: "gf-picker-group" }, h("legend", {}, held ? t("picker.points_held", held) : t("picker.points")),
      h("label", { class: "gf-picker-option" }, bought, t("picker.bought"))),
    h("fieldset", { class: "gf-picker-group", "data-gf-choice": "boost" }, h("legend", {}, t("picker.boost")),
      h("label", { class: "gf-picker-option" }, boostNone, t("picker.boost_none")),
      h("label", { class: "gf-picker-option" }, boostPv, t("picker.boost_pv")),
      h("label", { class: "gf-picker-option" }, boostPk, t("picker.boost_pk"))),
    h("div", { class: "gf-picker-row" },
      options.role ? null : [h("label", { for: roleId }, t("picker.role")), role],
      options.scenes ? [h("label", { for: sceneId }, t("picker.post_in")), scene] : null),
    incomplete,
    count, price, needs, error,
    h("div", { class: "gf-picker-actions" },
      h("button", { type: "submit", class: "gf-button", "data-gf-primary": "true" }, t("picker.open")),
      h("button", { type: "button", class: "gf-button", onclick: () => close() }, t("picker.cancel"))));

  const shown = disclosure(form, options.opener, "input");
  const close = shown.close;
  const open = () => {
    shown.open();
    if (!options.scenes) return;
    loading = true;
    const settled = (list: readonly PickerScene[] & { readonly incomplete?: boolean }) => {
      loading = false;
      // The forum's rate limit (or an error) kept some topics unread: the list may lack a scene.
      if (incomplete) incomplete.hidden = !list.incomplete;
      scenes = list;
      scene.replaceChildren(...list.map((s, i) => h("option", { value: String(i) }, s.label)));
      followScene();
      // A submit that came first was told the list was loading; now the list says what to do.
      if (!list.length) fail(t("picker.no_scene"));
      else if (error.textContent === t("picker.scenes_loading")) error.hidden = true;
    };
    void options.scenes().then(settled, () => settled([]));
  };

  // The side defaults to the character's in the scene chosen: a pool built for the antagonist's scene
  // as the protagonist would roll on the wrong side, and its card would not say what the roll says.
  const followScene = () => { const side = scenes[Number(scene.value)]?.side; if (side) role.value = side; gate(); update(); };
  scene.addEventListener("change", followScene);
  role.addEventListener("change", () => { gate(); update(); });
  gate();
  form.addEventListener("change", update);
  // While a trait is typed, not only when the field loses focus: a change fired by the click on
  // "Open the composer" hid the error above the button, the button moved up under the pointer, and
  // the click was lost.
  form.addEventListener("input", update);
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    if (diceChosen() === 0) { fail(t("picker.empty")); return; }
    const allyWithout = chosen().find((o) => o.detail && !o.detail.value.trim());
    if (allyWithout) { fail(t("picker.ally_missing", { name: allyWithout.trait.target ?? "" })); allyWithout.detail!.focus(); return; }
    const target = options.scenes ? scenes[Number(scene.value)] : undefined;
    // On a slow forum the list can come after the click: "no open scene" would be untrue then.
    if (options.scenes && !target) { fail(t(loading ? "picker.scenes_loading" : "picker.no_scene")); return; }
    options.compose({
      traits: chosen().map((o) => (o.detail ? { ...o.trait, name: o.detail.value.trim() } : o.trait)),
      bought: bought.checked,
      boosts: boostPv.checked ? ["pv"] : boostPk.checked ? ["pk"] : [],
      role: options.role ?? (role.value as Side),
      ...(target ? { scene: target } : {}),
    });
    close();
  });
  return { form, open, close };
}
