// A tiny DOM builder. Text goes in through text nodes only, never innerHTML, so nothing a player
// typed (trait names, character names) can become markup in the decorations, and without bidi
// controls, so nothing typed can reorder the text drawn around it.
import { withoutBidi } from "../markup/attr-values.js";

export type DomChild = Node | string | number | false | null | undefined | readonly DomChild[];
export type DomAttrs = Readonly<Record<string, string | number | boolean | undefined | EventListener>>;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: DomAttrs = {}, ...children: DomChild[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    if (typeof value === "function") node.addEventListener(name.replace(/^on/, ""), value);
    else node.setAttribute(name, value === true ? "" : String(value));
  }
  append(node, children);
  return node;
}

function append(parent: Node, children: readonly DomChild[]): void {
  for (const c of children) {
    if (c === false || c === null || c === undefined) continue;
    if (Array.isArray(c)) append(parent, c);
    else parent.appendChild(typeof c === "object" ? (c as Node) : document.createTextNode(withoutBidi(String(c))));
  }
}

let counter = 0;
/** A document-unique id for aria-controls / label pairs. */
export const uid = (prefix: string): string => `${prefix}-${++counter}-${Math.random().toString(36).slice(2, 7)}`;

export const numberAttr = (el: Element, name: string): number | undefined => {
  const v = el.getAttribute(name);
  return v !== null && /^\d+$/.test(v) ? Number(v) : undefined;
};
