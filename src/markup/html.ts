// HTML is built only through `el`, which escapes every text child and attribute value, so user text
// can never become markup. Tags and attribute names come from the renderers' code, never from
// input; test/markup checks everything emitted against allowlist.ts.

/** Markup known to be safe: made by `el` or `fragment`, never by concatenating input. */
export class Html {
  /** Only this module makes Html (a plain field: private #fields cost WeakMaps once bundled for es2020). */
  private constructor(readonly text: string) {}
  /** @internal */
  static trusted(text: string): Html { return new Html(text); }
  toString(): string { return this.text; }
}

const ESCAPES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const NEEDS_ESCAPE = /[&<>"'\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const ESCAPE_ALL = /[&<>"'\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * &, <, >, " and ' escaped, and bidi controls written as character references, so none stands raw
 * in the HTML (a data attribute still reads back the exact name). Most text needs nothing: one
 * regex test (measured fastest), no copy.
 */
export function escapeHtml(text: string): string {
  return NEEDS_ESCAPE.test(text) ? text.replace(ESCAPE_ALL, (c) => ESCAPES[c] ?? `&#x${c.charCodeAt(0).toString(16).toUpperCase()};`) : text;
}

const NEEDS_ESCAPE_TEXT = /[&<>\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const ESCAPE_TEXT = /[&<>\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text between tags: only &, < and > (and the bidi controls) need escaping there. Quotes are left
 * raw: each entity costs Discourse's sanitizer a look at its `&`, on every card post it cooks.
 */
export function escapeText(text: string): string {
  return NEEDS_ESCAPE_TEXT.test(text) ? text.replace(ESCAPE_TEXT, (c) => ESCAPES[c] ?? `&#x${c.charCodeAt(0).toString(16).toUpperCase()};`) : text;
}

export type Child = Html | string | number | false | null | undefined | readonly Child[];
export type Attrs = Readonly<Record<string, string | number | undefined | false>>;

function serialise(children: readonly Child[]): string {
  let out = "";
  for (let i = 0; i < children.length; i++) {
    const c = children[i];
    if (c === false || c === null || c === undefined || c === "") continue;
    if (c instanceof Html) out += c.text;
    else if (typeof c === "string") out += escapeHtml(c);
    else if (typeof c === "number") out += String(c);
    else out += serialise(c as readonly Child[]);
  }
  return out;
}

const NEEDS_ESCAPE_ATTR = /[&<>"\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const ESCAPE_ATTR = /[&<>"\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * An attribute value between double quotes. A `'` needs no escaping there, and a card's value
 * (card-data.ts) is full of them: written as `&#39;`, each cost Discourse's sanitizer a look at
 * its `&` and a replace back. A card's value holds none of the escaped characters, so it costs
 * one regex test.
 */
function quoted(value: string): string {
  return '"' + (NEEDS_ESCAPE_ATTR.test(value)
    ? value.replace(ESCAPE_ATTR, (c) => ESCAPES[c] ?? `&#x${c.charCodeAt(0).toString(16).toUpperCase()};`) : value) + '"';
}

/**
 * `<tag attrs>children</tag>`; undefined and false attributes are left out. Every value is escaped
 * except `class`, whose values are string literals of the renderers, never input (the tests check
 * each emitted class against the allowlist, so an input-made class could not pass unnoticed).
 */
export function el(tag: string, attrs: Attrs, ...children: Child[]): Html {
  let open = "<" + tag;
  for (const name in attrs) {
    const value = attrs[name];
    if (value === undefined || value === false) continue;
    open += " " + name + "=" + (typeof value === "number" || name === "class" ? '"' + value + '"' : quoted(value));
  }
  return Html.trusted(open + ">" + serialise(children) + "</" + tag + ">");
}

/** A line break inside a card's fallback text. */
export const LINE_BREAK: Html = Html.trusted("<br>\n");

/** Joins safe fragments, escaping plain strings among them. */
export function fragment(...children: Child[]): Html {
  return Html.trusted(serialise(children));
}
