// Checks HTML against a Discourse-style allowlist ("tag.class", "tag[attr]", "tag[attr=value]").
// Everything inside a gf card is checked, and so is any element outside one that carries a gf-
// class or data-gf- attribute. Raw "<" that is not a well-formed tag inside a card is a violation.
// Like Discourse's sanitizer (pretty-text/sanitizer.js, onIgnoreTagAttr), a class attribute is
// compared whole with the listed classes: "gf-card gf-pool" passes only if that exact value is
// listed, which the allowlist format cannot even express, so a multi-class value always fails.
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[a-zA-Z_:][-a-zA-Z0-9_:.]*(?:="[^"<>]*"|='[^'<>]*')?)*)\s*(\/?)>/y;
const ATTR = /\s+([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:="([^"]*)"|='([^']*)')?/g;

/** Elements with no closing tag: they open nothing. */
const VOID = new Set(["br", "hr", "img", "input", "wbr"]);

interface Rules { tags: Set<string>; classes: Map<string, Set<string>>; attrs: Map<string, Map<string, Set<string> | "*">> }

export function compileAllowList(list: readonly string[]): Rules {
  const rules: Rules = { tags: new Set(), classes: new Map(), attrs: new Map() };
  for (const entry of list) {
    const [tagWithAttr, ...classes] = entry.split(".");
    const m = /^([^\[]+)(?:\[([^=\]]+)(?:=(.*))?\])?$/.exec(tagWithAttr!);
    if (!m) throw new TypeError(`bad allowlist entry ${entry}`);
    const tag = m[1]!;
    rules.tags.add(tag);
    if (classes.length) {
      const set = rules.classes.get(tag) ?? new Set();
      classes.forEach((c) => set.add(c));
      rules.classes.set(tag, set);
    }
    if (m[2]) {
      const attrs = rules.attrs.get(tag) ?? new Map();
      if (m[3] === undefined) attrs.set(m[2], "*");
      else if (attrs.get(m[2]) !== "*") attrs.set(m[2], new Set([...(attrs.get(m[2]) as Set<string> | undefined) ?? [], m[3]]));
      rules.attrs.set(tag, attrs);
    }
  }
  return rules;
}

export function allowListViolations(html: string, rules: Rules): string[] {
  const out: string[] = [];
  let depth = 0; // > 0 inside a gf card: counts open elements since the card opened
  for (let i = 0; i < html.length; i++) {
    if (html[i] !== "<") continue;
    TAG.lastIndex = i;
    const m = TAG.exec(html);
    if (!m) {
      if (depth > 0) out.push(`raw "<" inside a card at ${i}: ${html.slice(i, i + 40)}`);
      continue;
    }
    const [, closing, tag, attrText] = m;
    const attrs = [...attrText!.matchAll(ATTR)].map((a) => ({ name: a[1]!, value: a[2] ?? a[3] ?? "" }));
    const marked = attrs.some((a) => a.name.startsWith("data-gf") || (a.name === "class" && /\bgf-/.test(a.value)));
    if (closing) {
      if (depth > 0) depth--;
      i = TAG.lastIndex - 1;
      continue;
    }
    const startsCard = attrs.some((a) => a.name === "data-gf-card" || a.name === "data-gf-block" || (a.name === "class" && a.value.split(" ").includes("gf-card")));
    if (depth > 0 || marked || startsCard) {
      if (!rules.tags.has(tag!)) out.push(`tag <${tag}>`);
      for (const a of attrs) {
        if (a.name === "class") {
          // The whole value, as Discourse compares it: "gf-card gf-pool" is never one listed class.
          if (!rules.classes.get(tag!)?.has(a.value)) out.push(`class ${tag}.${a.value.trim().split(/\s+/).join(".")} (whole value "${a.value}")`);
          continue;
        }
        const allowed = rules.attrs.get(tag!)?.get(a.name);
        if (!allowed) out.push(`attribute ${tag}[${a.name}]`);
        else if (allowed !== "*" && !allowed.has(a.value)) out.push(`value ${tag}[${a.name}=${a.value}]`);
      }
    }
    if ((depth > 0 || startsCard) && !VOID.has(tag!.toLowerCase())) depth++;
    i = TAG.lastIndex - 1;
  }
  return out;
}
