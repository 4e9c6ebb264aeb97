// Rule IDs in the service's replies become links to their entries in the rules reference
// (each game's src/games/<id>/reference/, served as pages: src/lib/rule-reference.ts). A reply is Markdown that quotes
// players' own lines in code spans and carries [gf-…] blocks whose lines the plugin parses; an ID
// inside either is left as it is, so a quoted line still reads as typed and a block still parses.
import { ruleReferenceUrl } from "./rule-reference.js";

/**
 * A rule ID of the games whose prefixes are given (each game's `rulePrefix` in the registry):
 * TT-OPP-2, PJ-BID-2, a numbered rule with a letter ("-5a"); "-nn" in place of the number stands for a kind of rule.
 */
export function ruleIdPattern(prefixes: readonly string[]): RegExp {
  if (prefixes.length === 0) return /(?!)/g; // no game, no rule ID
  for (const p of prefixes) if (!/^[A-Z]{2,4}$/.test(p)) throw new RangeError(`rule prefix: 2 to 4 capital letters, not "${p}"`);
  return new RegExp(`\\b(?:${prefixes.join("|")})-[A-Z]+-(?:\\d+[a-z]?|nn)\\b`, "g");
}

/**
 * Code spans (any fence length), any game's blocks ([tt-desafio] … [/tt-desafio], [x9-mesa] …:
 * a game's tags are its prefix, letters and digits, a hyphen and a word) through their closing tag, and
 * links, kept untouched.
 */
const UNTOUCHED = /(`+)[\s\S]*?\1|^\[[a-z][a-z0-9]*-[a-z0-9-]+[^\n]*\][\s\S]*?^\[\/[a-z][a-z0-9]*-[a-z0-9-]+\]$|\[[^\]\n]*\]\([^)\n]*\)/gm;

/** Every rule ID (`ruleId`, from ruleIdPattern) in `markdown`'s prose as a Markdown link to its entry; an empty base links nothing. */
export function linkRuleIds(markdown: string, base: string, lang: "es" | "en", ruleId: RegExp): string {
  if (!base.trim()) return markdown;
  const link = (prose: string) => prose.replace(ruleId, (id) => `[${id}](${ruleReferenceUrl(base, lang, id)})`);
  let out = "";
  let at = 0;
  for (const m of markdown.matchAll(UNTOUCHED)) {
    out += link(markdown.slice(at, m.index)) + m[0];
    at = m.index + m[0].length;
  }
  return out + link(markdown.slice(at));
}
