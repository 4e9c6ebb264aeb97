// Pieces every drawn card shares: the header, dice, labelled fields and titled sections. One class
// per element; states and kinds are data attributes (the stylesheet selects on both).
import { h, type DomChild } from "../dom.js";
import type { Translate } from "../host.js";

/** `div.gf-card-header`: title, and the side and scene when the card names them. */
export function header(t: Translate, title: string, role?: "protagonist" | "antagonist", scene?: number): HTMLElement {
  return h("div", { class: "gf-card-header" },
    h("span", { class: "gf-card-title" }, title),
    role ? h("span", { class: "gf-role", "data-gf-role": role }, t(`card.${role}`)) : null,
    scene !== undefined ? h("span", { class: "gf-scene-ref" }, t("card.scene_ref", { number: scene })) : null);
}

/** A die in a list: a pill whose icon is the shape of its size (CSS, from data-gf-size). */
export const die = (size: number, attrs: Readonly<Record<string, string | undefined>> = {}): HTMLElement =>
  h("span", { class: "gf-die", "data-gf-size": size, ...attrs }, `d${size}`);

/** `span.gf-dice`; no sizes means the sheet will supply them. */
export function diceList(t: Translate, sizes: readonly number[]): HTMLElement {
  return h("span", { class: "gf-dice" }, sizes.length ? sizes.map((s) => die(s)) : h("span", { class: "gf-die-pending" }, t("card.from_sheet")));
}

/** A `dt`/`dd` pair of `dl.gf-fields`. */
export function fieldRow(label: string, key: string, ...value: DomChild[]): HTMLElement[] {
  return [h("dt", { class: "gf-field-name" }, label), h("dd", { class: "gf-field", "data-gf-field": key }, ...value)];
}

/** `div.gf-section[data-gf-section]` with its title. */
export function section(key: string, title: string, ...body: DomChild[]): HTMLElement {
  return h("div", { class: "gf-section", "data-gf-section": key }, h("p", { class: "gf-section-title" }, title), ...body);
}

/**
 * A message with its rule ID made a link to the players' rules reference (when the site has one):
 * the ID where the message already cites it, else after the message.
 */
export function withRule(message: string, rule: string | undefined, url: string | undefined, label: string): DomChild[] {
  if (!rule) return [message];
  const at = message.lastIndexOf(rule);
  return at >= 0
    ? [message.slice(0, at), ruleRef(rule, url, label), message.slice(at + rule.length)]
    : [message, " (", ruleRef(rule, url, label), ")"];
}

/** A rule ID, as a link to the players' rules reference when the site has one. */
export function ruleRef(rule: string, url: string | undefined, label: string): HTMLElement {
  return url
    ? h("a", { class: "gf-rule", href: url, target: "_blank", rel: "noopener", title: label }, rule)
    : h("span", { class: "gf-rule" }, rule);
}
