// What every game's reply must show of the rules it cites (the platform's finish, Templates.finish): each
// rule ID a link to its entry in the game's own rules reference, in the table's language, and none left
// unlinked in the reply's prose. Used by each game's test of its own replies (a game is one folder).
import { readFileSync } from "node:fs";
import { expect } from "@jest/globals";
import { GAMES } from "../../src/games/games.js";
import { ruleIdPattern } from "../../src/lib/rule-links.js";
import { ruleLink } from "./rule-link.js";

const LINK = /\[([A-Z]{2,4}-[A-Z]+-(?:\d+[a-z]?|nn))\]\(([^)\s]+)\)/g;
/** The reply's prose: without its links, code spans and blocks (what the finish leaves as it is). */
const prose = (reply: string) => reply.replace(LINK, "").replace(/(`+)[\s\S]*?\1/g, "")
  .replace(/^\[[a-z][a-z0-9]*-[a-z0-9-]+[^\n]*\][\s\S]*?^\[\/[a-z][a-z0-9]*-[a-z0-9-]+\]$/gm, "");
/** The rule IDs a game's rules reference has an entry for, in a language (its `## ID · title` headings). */
const entriesOf = (game: string, lang: "es" | "en") => new Set([...readFileSync(`src/games/${game}/reference/${lang}.md`, "utf8")
  .matchAll(/^## ([A-Z]{2,4}-[A-Z]+-\S+) ·/gm)].map((m) => m[1]!));

/** A reply of `game` at a table in `lang` cites at least one rule, each linked to its own entry in that language; it returns the IDs linked. */
export function expectRuleLinks(reply: string, game: string, lang: "es" | "en"): string[] {
  const prefix = GAMES.find((g) => g.id === game)!.rulePrefix;
  const links = [...reply.matchAll(LINK)].map((m) => ({ id: m[1]!, url: m[2]! }));
  expect(links.length).toBeGreaterThan(0);
  const entries = entriesOf(game, lang);
  for (const { id, url } of links) {
    expect(`[${id}](${url})`).toBe(ruleLink(id, lang));
    expect([id, id.startsWith(`${prefix}-`)]).toEqual([id, true]);
    expect([id, entries.has(id)]).toEqual([id, true]);
  }
  // No rule ID of a registered game is left unlinked in the prose.
  expect(prose(reply).match(ruleIdPattern(GAMES.map((g) => g.rulePrefix)))).toBeNull();
  return links.map((l) => l.id);
}
