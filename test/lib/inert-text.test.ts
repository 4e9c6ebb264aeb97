// The one inert-text function (src/lib/inert-text.ts): player text in the service's Markdown
// is cooked as the forum cooks a post (markdown-it with html and linkify, every game's block rule, as
// the sandbox forum does for Discourse) and must come out as the same text, with no element of its
// own; and no other escaper is left in src/ to disagree with it.
import { describe, expect, it } from "@jest/globals";
import MarkdownIt from "markdown-it";
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { codeSpan, inertCitingText, inertText } from "../../src/lib/inert-text.js";
import { linkRuleIds, ruleIdPattern } from "../../src/lib/rule-links.js";
import { gameMarkup } from "../../src/markup/index.js";
import { GAMES, MARKUP_GAMES } from "../../src/games/games.js";

const md = new MarkdownIt({ html: true, linkify: true }).use(gameMarkup, { games: MARKUP_GAMES, lang: "es" });
const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** What a reader should see of the text: one line, no bidi controls, no control characters. */
const asShown = (s: string) => s.replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
  .replace(/[\r\n\u0085\u2028\u2029]+|[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, " ");

/** A fixed-seed generator (mulberry32): the same hostile strings on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const PIECES = ["[", "]", "(", ")", "<", ">", "&", "\"", "'", "`", "``", "*", "**", "_", "__", "~~", "\\", "!", "#", "|", ":", "@", " ", "\n", "\r\n", "\u2028",
  "\u202e", "a", "b", "ana_b", "x", "tt-desafio", "[gf-pool]", "[/pj-ledger]", "<b>", "</p>", "&#91;", "&amp;", "&copy;", "<!--", "-->", "=", "1.", "- ", "> ", "![i](j)", "\t"];
const hostile = (() => {
  const next = random(24);
  return Array.from({ length: 400 }, () => Array.from({ length: 1 + Math.floor(next() * 9) }, () => PIECES[Math.floor(next() * PIECES.length)]!).join(""));
})();

describe("inertText: a player's words in the service's prose", () => {
  it("cook to exactly the text as typed, in the middle of a line, for 400 hostile strings", () => {
    for (const words of hostile) {
      expect([words, md.render(`Kraken «${inertText(words)}» (PJ-1)`)]).toEqual([words, `<p>Kraken «${escapeHtml(asShown(words))}» (PJ-1)</p>\n`]);
    }
  });

  it("cook to the same text after a list marker, as the games' change lines put them", () => {
    for (const words of hostile.slice(0, 100)) {
      expect([words, md.render(`- Maga: «${inertText(words)}» (TT-OUT-3)`)]).toEqual([words, `<ul>\n<li>Maga: «${escapeHtml(asShown(words))}» (TT-OUT-3)</li>\n</ul>\n`]);
    }
  });

  it("keep a username's underscores as typed, so a mention it carries is the outbox guard's to judge", () => {
    expect(inertText("ana_b and _carla")).toBe("ana_b and _carla");
    expect(inertText("_wet_ and __dry__")).toBe("_wet&#95; and __dry&#95;&#95;");
    expect(md.render(inertText("_wet_ *wet* ~~wet~~"))).toBe("<p>_wet_ *wet* ~~wet~~</p>\n");
  });
});

describe("codeSpan: a player's words to copy exactly", () => {
  it("cooks to one code element holding the text as typed", () => {
    for (const words of hostile) {
      expect([words, md.render(`line 2: ${codeSpan(words)} — no`)]).toEqual([words, `<p>line 2: <code>${escapeHtml(asShown(words)) || " "}</code> — no</p>\n`]);
    }
    expect(md.render(codeSpan(" a "))).toBe("<p><code> a </code></p>\n");
  });
});

describe("one escaper in src/", () => {
  // What else in src/ writes character references, and why it is not a second inert-text function:
  // the cards' HTML (the reader's browser, not Markdown), a block attribute's value (the block's own
  // reader decodes it), the outbox guard's defusing of a block tag at a line start.
  const OTHER_JOBS = new Set(["src/lib/inert-text.ts", "src/markup/html.ts", "src/markup/attr-values.ts", "src/service/outbox-guard.ts"]);
  function* files(dir: string): Generator<string> {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) yield* files(path); else if (/\.ts$/.test(e.name)) yield path;
    }
  }
  it("no file makes text inert with references of its own (the four escapers of tricube, pujas, facetas and the templates are gone)", () => {
    const escapers = [...files("src")].map((f) => relative(".", f)).filter((f) => !OTHER_JOBS.has(f))
      .filter((f) => /"&lt;"|&#91;|\.replace\(\/<\/g|escapeExpression/.test(readFileSync(f, "utf8")));
    expect(escapers).toEqual([]);
  });
});

describe("a rule ID a player typed, in a reply the service finishes (linkRuleIds)", () => {
  const ids = ruleIdPattern(GAMES.map((g) => g.rulePrefix));
  const finished = (markdown: string) => md.render(linkRuleIds(markdown, "/rules", "en", ids));
  const typed = ["TT-OPP-2", "a GF-AMB-16 b", "[PJ-BID-2](x)", "PJ-TOOL-09-FA-TOOL-1", "FA-AMB-nn", "tt-opp-2 TT-OPP-2a"];

  it("is shown as typed and links nowhere, in prose (inertText) and in a quoted line (codeSpan)", () => {
    for (const words of typed) {
      expect([words, finished(`Kraken «${inertText(words)}» (TT-OPP-2)`)])
        .toEqual([words, `<p>Kraken «${escapeHtml(words)}» (<a href="/rules/en.html#tt-opp-2">TT-OPP-2</a>)</p>\n`]);
      expect([words, finished(`> ${codeSpan(words)}`)]).toEqual([words, `<blockquote>\n<p><code>${escapeHtml(words)}</code></p>\n</blockquote>\n`]);
    }
  });

  it("is linked when the service's own words cite it (inertCitingText: a game's refusal, a reminder's rule)", () => {
    expect(finished(inertCitingText("not your turn (PJ-OWN-1)"))).toBe(`<p>not your turn (<a href="/rules/en.html#pj-own-1">PJ-OWN-1</a>)</p>\n`);
  });
});
