// What Discourse's sanitizer (pretty-text's allow-lister) does to cooked HTML, for the sandbox page:
// markdown is cooked with raw HTML on, as Discourse cooks it, then everything not on the allowlist
// goes: tags are unwrapped (their text stays), attributes and classes are dropped, comments and
// scripts removed. The list is Discourse's basic markdown tags plus what the plugin's feature
// registered through helper.allowList, in the same "tag.class" / "tag[attr]" format.

const BASE: Readonly<Record<string, readonly string[]>> = {
  a: ["href", "title"], img: ["src", "alt", "title", "width", "height"], ol: ["start"], code: [], pre: [],
  p: [], br: [], hr: [], em: [], strong: [], b: [], i: [], s: [], del: [], ins: [], sub: [], sup: [], kbd: [],
  blockquote: [], ul: [], li: [], h1: [], h2: [], h3: [], h4: [], h5: [], h6: [],
  table: [], thead: [], tbody: [], tr: [], th: [], td: [], div: [], span: [],
};
const DROP_WITH_CONTENT = new Set(["script", "style", "iframe", "object", "embed", "template", "noscript", "textarea", "select"]);
const SAFE_URL = /^(?:https?:|mailto:|\/(?!\/)|#|[^:/?#]*(?:[/?#]|$))/i;

export interface AllowList { readonly attrs: Map<string, Set<string>>; readonly classes: Map<string, Set<string>> }

export function allowListFrom(entries: readonly string[]): AllowList {
  const attrs = new Map(Object.entries(BASE).map(([tag, list]) => [tag, new Set(list)]));
  const classes = new Map<string, Set<string>>();
  for (const entry of entries) {
    const m = /^([a-z0-9]+)(?:\.([\w-]+)|\[([\w-]+)\])?$/.exec(entry);
    if (!m) continue;
    const tag = m[1]!;
    if (!attrs.has(tag)) attrs.set(tag, new Set());
    if (m[2]) { if (!classes.has(tag)) classes.set(tag, new Set()); classes.get(tag)!.add(m[2]); }
    if (m[3]) attrs.get(tag)!.add(m[3]);
  }
  return { attrs, classes };
}

export function sanitize(html: string, allow: AllowList): string {
  const template = document.createElement("template");
  template.innerHTML = html;
  clean(template.content, allow);
  return template.innerHTML;
}

function clean(parent: Node, allow: AllowList): void {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === Node.COMMENT_NODE) { node.remove(); continue; }
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const el = node as Element;
    const tag = el.tagName.toLowerCase();
    if (DROP_WITH_CONTENT.has(tag)) { el.remove(); continue; }
    clean(el, allow);
    const attrs = allow.attrs.get(tag);
    if (!attrs) { el.replaceWith(...el.childNodes); continue; }
    for (const attr of [...el.attributes]) {
      const name = attr.name.toLowerCase();
      if (name === "class") {
        const keep = [...el.classList].filter((c) => allow.classes.get(tag)?.has(c) || (tag === "code" && /^lang(uage)?-[\w-]+$/.test(c)));
        if (keep.length) el.setAttribute("class", keep.join(" ")); else el.removeAttribute("class");
      } else if (!attrs.has(name) || ((name === "href" || name === "src") && !SAFE_URL.test(attr.value.trim()))) {
        el.removeAttribute(attr.name);
      }
    }
  }
}
