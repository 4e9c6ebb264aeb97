// The rules reference as players read it: docs/rules/<lang>.md rendered to one self-contained HTML
// page per language, which the plugin ships in plugin/public/rules/ (Discourse serves it at
// /plugins/genrefuzzion/rules/<lang>.html) and the sandbox forum serves at the same path. Each
// entry is a "## GF-POOL-2 · …" heading whose id is the rule's anchor (ruleAnchor), so
// ruleReferenceUrl's links land on it; rule IDs in the entries' text link to their own entries.
import MarkdownIt from "markdown-it";
import { RULE_ID } from "../lib/rule-links.js";
import { ruleAnchor } from "../lib/rule-reference.js";

const TITLES = { es: "Referencia de reglas: GenreFuzzion, Tricube Tales y Pujas", en: "Rules reference: GenreFuzzion, Tricube Tales and Pujas" } as const;
const OTHER = { es: { lang: "en", label: "English" }, en: { lang: "es", label: "Español" } } as const;

/** The rule IDs that have an entry (a level-2 heading starting with the ID) in a reference's Markdown. */
export function ruleEntries(markdown: string): string[] {
  return [...markdown.matchAll(/^## ((?:GF|TT|FA|PJ)-[A-Z]+-(?:\d+[a-z]?))\b/gm)].map((m) => m[1]!);
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:0 auto;padding:1rem 1.25rem 4rem;color:#222;background:#fff}
h1{font-size:1.6rem}h2{font-size:1.1rem;margin:2rem 0 .4rem;padding-top:.6rem;border-top:1px solid #ddd}
h2:target{background:#fff6cc}code{background:#f3f3f3;padding:0 .2em;border-radius:3px}
blockquote{margin:.5rem 0;padding:.1rem .9rem;border-left:3px solid #bbb;color:#444}
nav.gf-lang{float:right}a{color:#0b5cad}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.2rem .5rem}`;

export function renderRulesPage(markdown: string, lang: "es" | "en"): string {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
  md.core.ruler.push("gf_rule_anchors", (state) => {
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const open = tokens[i]!;
      if (open.type !== "heading_open" || open.tag !== "h2") continue;
      const id = /^((?:GF|TT|FA|PJ)-[A-Z]+-(?:\d+[a-z]?))\b/.exec(tokens[i + 1]?.content ?? "")?.[1];
      if (id) open.attrSet("id", ruleAnchor(id));
    }
  });
  // Rule IDs in running text link to their entries on the same page (not inside links or code).
  const text = md.renderer.rules.text!;
  md.renderer.rules.text = (tokens, idx, options, env, self) => {
    let inLink = false;
    for (let k = idx - 1; k >= 0; k--) {
      if (tokens[k]!.type === "link_close") break;
      if (tokens[k]!.type === "link_open") { inLink = true; break; }
    }
    const html = text(tokens, idx, options, env, self);
    return inLink ? html : html.replace(RULE_ID, (id) => `<a href="#${ruleAnchor(id)}">${id}</a>`);
  };
  const other = OTHER[lang];
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TITLES[lang]}</title>
<style>${STYLE}</style>
</head>
<body>
<nav class="gf-lang"><a href="${other.lang}.html" hreflang="${other.lang}">${other.label}</a></nav>
${md.render(markdown)}</body>
</html>
`;
}
