// The rules reference as players read it: each game's reference (src/games/<id>/reference/<lang>.md)
// rendered to self-contained HTML pages, which the plugin ships in plugin/public/rules/ (Discourse
// serves them at /plugins/genrefuzzion/rules/) and the sandbox forum serves at the same path: one page
// per language with every game of the registry (<lang>.html, where ruleReferenceUrl links) and one per
// game (<id>/<lang>.html). Each entry is a "## TT-OPP-2 · …" heading whose id is the rule's anchor
// (ruleAnchor), so ruleReferenceUrl's links land on it; rule IDs in the entries' text link to their
// own entries. The games' names and rule-ID prefixes come from the registry (build.mjs hands them in).
import MarkdownIt from "markdown-it";
import type { Lang } from "../lib/i18n.js";
import { ruleIdPattern } from "../lib/rule-links.js";
import { ruleAnchor } from "../lib/rule-reference.js";

const OTHER = { es: { lang: "en", label: "English" }, en: { lang: "es", label: "Español" } } as const;
const TITLE = { es: "Referencia de reglas", en: "Rules reference" } as const;
const AND = { es: "y", en: "and" } as const;

/** What the reference needs of a game (a GameModule has it): its name and its rule IDs' prefix. */
export interface ReferenceGame {
  readonly name: Readonly<Record<Lang, string>>;
  readonly rulePrefix: string;
}

/** One game's part of a page: the game and its reference's Markdown in the page's language. */
export interface ReferencePart {
  readonly game: ReferenceGame;
  readonly markdown: string;
}

/** "Rules reference: Tricube Tales, Pujas and Facetas": every game the page holds, in the registry's order. */
export function referenceTitle(games: readonly ReferenceGame[], lang: Lang): string {
  const names = games.map((g) => g.name[lang]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} ${AND[lang]} ${names.at(-1)}` : names.join("");
  return `${TITLE[lang]}: ${list}`;
}

/** The rule IDs that have an entry (a level-2 heading starting with the ID) in a reference's Markdown. */
export function ruleEntries(markdown: string, prefixes: readonly string[]): string[] {
  const entry = new RegExp(`^## (${ruleIdPattern(prefixes).source.slice(2, -2)})\\b`, "gm");
  return [...markdown.matchAll(entry)].map((m) => m[1]!).filter((id) => !id.endsWith("-nn"));
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:0 auto;padding:1rem 1.25rem 4rem;color:#222;background:#fff}
h1{font-size:1.6rem}h2{font-size:1.1rem;margin:2rem 0 .4rem;padding-top:.6rem;border-top:1px solid #ddd}
h2:target{background:#fff6cc}code{background:#f3f3f3;padding:0 .2em;border-radius:3px}
blockquote{margin:.5rem 0;padding:.1rem .9rem;border-left:3px solid #bbb;color:#444}
nav.gf-lang{float:right}a{color:#0b5cad}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.2rem .5rem}`;

/** The page of the games' references, in the registry's order, under a title naming them all. */
export function renderRulesPage(parts: readonly ReferencePart[], lang: Lang): string {
  const games = parts.map((p) => p.game);
  const title = referenceTitle(games, lang);
  const ruleId = ruleIdPattern(games.map((g) => g.rulePrefix));
  const entries = new Set(parts.flatMap((p) => ruleEntries(p.markdown, [p.game.rulePrefix])));
  const markdown = [`# ${title}`, ...parts.map((p) => p.markdown.trim())].join("\n\n") + "\n";
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
  md.core.ruler.push("gf_rule_anchors", (state) => {
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const open = tokens[i]!;
      if (open.type !== "heading_open" || open.tag !== "h2") continue;
      const id = /^(\S+)/.exec(tokens[i + 1]?.content ?? "")?.[1];
      if (id && entries.has(id)) open.attrSet("id", ruleAnchor(id));
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
    return inLink ? html : html.replace(ruleId, (id) => `<a href="#${ruleAnchor(id)}">${id}</a>`);
  };
  const other = OTHER[lang];
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
<nav class="gf-lang"><a href="${other.lang}.html" hreflang="${other.lang}">${other.label}</a></nav>
${md.render(markdown)}</body>
</html>
`;
}
