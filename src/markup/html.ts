// HTML is built only through `el`, which escapes every text child and attribute value, so user text
// can never become markup. Tags and attribute names come from the renderers' code, never from
// input; test/markup checks everything emitted against allowlist.ts.

/** Markup known to be safe: made by `el` or `fragment`, never by concatenating input. */
export class Html {
  readonly #text: string;
  private constructor(text: string) { this.#text = text; }
  /** @internal only this module makes Html. */
  static trusted(text: string): Html { return new Html(text); }
  toString(): string { return this.#text; }
}

const ESCAPES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const NEEDS_ESCAPE = /[&<>"']/g;

export function escapeHtml(text: string): string {
  return text.replace(NEEDS_ESCAPE, (c) => ESCAPES[c]!);
}

export type Child = Html | string | number | false | null | undefined | readonly Child[];
export type Attrs = Readonly<Record<string, string | number | undefined | false>>;

function serialise(children: readonly Child[]): string {
  let out = "";
  for (const c of children) {
    if (c === false || c === null || c === undefined) continue;
    if (c instanceof Html) out += c.toString();
    else if (Array.isArray(c)) out += serialise(c);
    else out += escapeHtml(String(c));
  }
  return out;
}

/** `<tag attrs>children</tag>`; undefined and false attributes are left out. */
export function el(tag: string, attrs: Attrs, ...children: Child[]): Html {
  let open = `<${tag}`;
  for (const name of Object.keys(attrs)) {
    const value = attrs[name];
    if (value === undefined || value === false) continue;
    open += ` ${name}="${escapeHtml(String(value))}"`;
  }
  return Html.trusted(`${open}>${serialise(children)}</${tag}>`);
}

/** Joins safe fragments, escaping plain strings among them. */
export function fragment(...children: Child[]): Html {
  return Html.trusted(serialise(children));
}
