// The roll picker the challenge card opens for the reader's own challenged character: a quirk to
// declare now (TT-QRK-1), a perk to describe, "outside my concept", the dice it will roll and
// against what, and a button that opens the composer with the [tt-roll] ready. The sheet comes
// from the game's topics (the reader's [tt-sheet]); without one, no picker is offered.
import { h, uid } from "../../../plugin-client/dom.js";
import { disclosure } from "../../../plugin-client/disclosure.js";
import type { GfHost } from "../../../plugin-client/host.js";
import { label } from "./labels.js";
import { rollDeclaration, type RollOptions } from "./roll-declaration.js";

/** What the table says holds for the character now: the difficulty before a quirk declared now, and whether the challenge's one quirk is taken. */
export interface InForce {
  readonly difficulty: number | undefined;
  /** TT-QRK-3: one quirk per challenge; an affliction the GM applied takes its place (TT-AMB-06). */
  readonly quirkTaken: boolean;
  /** The challenge takes no more rolls: the GM closed it, or its effort tokens are gone (TT-EFF-2). */
  readonly ended?: "closed" | "overcome";
  /** The table waits for others, not the reader (the GM's cost of a failure, TT-OUT-3): a roll now is refused. */
  readonly waitingOn?: readonly string[];
  /** The service's table of this card's challenge does not wait on the reader (or the service never took it): no roll is offered. */
  readonly closedToMe?: boolean;
}

/**
 * The picker, and `refresh` to redraw what it says; `inForce` is asked each time it redraws, so an
 * open picker follows the table.
 */
export function rollPicker(host: Pick<GfHost, "lang" | "composeReply">, o: RollOptions,
  inForce: () => InForce = () => ({ difficulty: o.difficulty, quirkTaken: false })): { element: HTMLElement; refresh: () => void } {
  const lang = host.lang;
  const quirkId = uid("gf-tt-quirk");
  const perkId = uid("gf-tt-perk");
  const choose = (id: string, items: readonly string[]) => h("select", { id, class: "gf-picker-select" },
    h("option", { value: "" }, label("pickerNone", lang)), items.map((x) => h("option", { value: x }, x)));
  const quirk = choose(quirkId, o.quirks);
  const perk = choose(perkId, o.perks);
  const outside = h("input", { type: "checkbox", class: "gf-picker-check" });
  const summary = h("p", { class: "gf-picker-count", "aria-live": "polite" });
  const takenId = uid("gf-tt-taken");
  const endedId = uid("gf-tt-ended");
  const taken = h("p", { id: takenId, class: "gf-picker-note", "data-gf-kind": "quirk-taken", hidden: true }, label("pickerQuirkTaken", lang));
  const update = () => {
    const dice = Math.max(1, o.dice - (outside.checked && !o.outsideConcept ? 1 : 0));
    const now = inForce();
    // The service would refuse a second quirk (TT-QRK-3): none is offered, and one chosen before is dropped.
    quirk.disabled = now.quirkTaken;
    taken.hidden = !now.quirkTaken;
    // A screen reader says why the control does nothing.
    if (now.quirkTaken) quirk.setAttribute("aria-describedby", takenId); else quirk.removeAttribute("aria-describedby");
    if (now.quirkTaken) quirk.value = "";
    summary.textContent = now.difficulty === undefined && o.opponent !== undefined
      ? label("pickerDiceOpposed", lang, { dice, opponent: o.opponent })
      : label("pickerDice", lang, { dice, difficulty: now.difficulty === undefined ? "?" : now.difficulty + (quirk.value ? 1 : 0) });
    // The service would refuse a roll now: the button retires (hidden, not greyed: a control shows only
    // while its action is open), the note says why, and an open form goes.
    if (!button) return;
    const waiting = !now.ended && now.waitingOn?.length ? now.waitingOn : undefined;
    const retired = !!now.ended || !!waiting;
    button.hidden = retired || !!now.closedToMe;
    ended.hidden = !retired;
    ended.textContent = now.ended ? label(now.ended === "closed" ? "pickerClosed" : "pickerOvercome", lang)
      : waiting ? label("pickerWaiting", lang, { who: waiting.join(", ") }) : "";
    if (button.hidden && !form.hidden) { form.hidden = true; button.setAttribute("aria-expanded", "false"); }
  };
  let button: HTMLButtonElement | undefined;
  const ended = h("p", { id: endedId, class: "gf-picker-note", "data-gf-kind": "ended", hidden: true });
  const form: HTMLFormElement = h("form", { class: "gf-picker", hidden: true, "aria-label": label("pickerTitle", lang, { character: o.character }) },
    h("p", { class: "gf-picker-title" }, label("pickerTitle", lang, { character: o.character })),
    h("div", { class: "gf-picker-row" }, h("label", { for: quirkId }, label("quirk", lang)), quirk),
    taken,
    h("div", { class: "gf-picker-row" }, h("label", { for: perkId }, label("perk", lang)), perk),
    o.outsideConcept ? null : h("label", { class: "gf-picker-option" }, outside, label("pickerConcept", lang)),
    summary,
    h("div", { class: "gf-picker-actions" },
      h("button", { type: "submit", class: "gf-button", "data-gf-primary": "true" }, label("pickerCompose", lang)),
      h("button", { type: "button", class: "gf-button", onclick: () => shown.close() }, label("pickerCancel", lang))));
  const shown = disclosure(form, () => button, "select");
  form.addEventListener("change", update);
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    host.composeReply(rollDeclaration(o, { ...(quirk.value ? { quirk: quirk.value } : {}), ...(perk.value ? { perk: perk.value } : {}), outsideConcept: outside.checked }, lang));
    shown.close();
  });
  button = h("button", { type: "button", class: "gf-button", "aria-expanded": "false", "data-gf-action": "tt-roll", onclick: () => shown.open() }, label("rollButton", lang));
  update();
  return { element: h("div", { class: "gf-tt-picker" }, button, ended, form), refresh: update };
}
