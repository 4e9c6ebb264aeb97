// Rule IDs in the service's replies become links to their entries in the rules reference
// (docs/rules/, served as pages: src/lib/rule-reference.ts). A reply is Markdown that quotes
// players' own lines in code spans and carries [gf-…] blocks whose lines the plugin parses; an ID
// inside either is left as it is, so a quoted line still reads as typed and a block still parses.
import { ruleReferenceUrl } from "./rule-reference.js";

/** A rule ID of any game the product knows: GF-POOL-2, GF-ROLL-5a, GF-AMB-17, TT-… */
export const RULE_ID = /\b(?:GF|TT|FA|PJ)-[A-Z]+-(?:\d+[a-z]?|nn)\b/g;

/** Code spans (any fence length) and [gf-…] blocks through their closing tag, kept untouched. */
const UNTOUCHED = /(`+)[\s\S]*?\1|^\[gf-[a-z]+[^\n]*\][\s\S]*?^\[\/gf-[a-z]+\]$|\[[^\]\n]*\]\([^)\n]*\)/gm;

/** Every rule ID in `markdown`'s prose as a Markdown link to its entry; an empty base links nothing. */
export function linkRuleIds(markdown: string, base: string, lang: "es" | "en"): string {
  if (!base.trim()) return markdown;
  const link = (prose: string) => prose.replace(RULE_ID, (id) => `[${id}](${ruleReferenceUrl(base, lang, id)})`);
  let out = "";
  let at = 0;
  for (const m of markdown.matchAll(UNTOUCHED)) {
    out += link(markdown.slice(at, m.index)) + m[0];
    at = m.index + m[0].length;
  }
  return out + link(markdown.slice(at));
}
