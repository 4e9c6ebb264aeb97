// Hostile input in every place a player can type: tag attributes, keywords' qualifiers, values,
// sheet notes, plus blocks hidden in code and quotes, and unbalanced or nested blocks. Nothing may
// come out as markup: no script, no event handler, no link, only allowlisted elements.
import { describe, expect, it } from "@jest/globals";
import MarkdownIt from "markdown-it";
import { ALLOW_LIST, genreFuzzion } from "../../../../src/games/genrefuzzion/markup/index.js";
import { allowListViolations, compileAllowList } from "../../../markup/support/allowlist-check.js";
import { cardsOf } from "../../../markup/support/cards.js";

const PAYLOADS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg onload=alert(1)>',
  "' onmouseover='alert(1)",
  "javascript:alert(1)",
  "<a href=\"javascript:alert(1)\">click</a>",
  "<iframe src=//evil.example>",
  "&lt;script&gt;",
  "<style>*{display:none}</style>",
  "\u0000<script>",
  "<scr<script>ipt>alert(1)</script>",
  "[gf-pool]<script>",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
];

function posts(p: string): string[] {
  const quoted = p.replace(/"/g, "'");
  return [
    `[gf-pool personaje="${quoted}" ficha="${quoted}" rol="${quoted}"]\nd8\n[/gf-pool]`,
    `[gf-pool]\ncliché: ${p} d8\naliado ${p}: ${p} d6\n[/gf-pool]`,
    `[gf-scene]\ntitle: ${p}\nsetting: ${p}\ntone: ${p}\nextra: ${p} — ${p}\nintention: ${p}\nallies: ${p}, ${p}\n[/gf-scene]`,
    `[gf-roll proof="${quoted}" character="${quoted}"]\ndice: d6:3r ${p}\nresult: 3\neffect: -\nbotches: 0\n[/gf-roll]`,
    `[gf-action]\npresent: ${p}\neffect ${p}: advantage ${p}\nrating: 4 / 3 — ${p}\ntrick ${p}: ${p}\n[/gf-action]`,
    `[gf-interval]\nrename: ${p} -> ${p}\nnew trick ${p}: ${p}\n[/gf-interval]`,
    `[gf-sheet]\nname: ${p}\nrelationship ${p}: ${p} d6\nobjective 10 open: ${p}\nnotes: ${p}\n${p}\n[/gf-sheet]`,
    `[gf-${p}]\nd8\n[/gf-${p}]`,
    `${p}\n[gf-pool]\n${p}\n[/gf-pool]`,
  ];
}

const STRUCTURE = [
  "[gf-pool]\n[gf-pool]\nd8\n[/gf-pool]\n[/gf-pool]\n",
  "[gf-pool]\nd8\n[/gf-scene]\n[/gf-pool]\n",
  "[/gf-pool]\n[gf-pool]\n",
  "[gf-pool]\n```\n[/gf-pool]\n```\n",
  "```\n[gf-pool]\n```\nd8\n[/gf-pool]\n",
  "> [gf-pool]\nd8\n[/gf-pool]\n",
  "[quote]\n[gf-pool]\nd8\n[/gf-pool]\n",
  "[gf-pool]\n[quote]\nd8\n[/quote]\n[/gf-pool]\n",
  "<div>\n[gf-pool]\nd8\n[/gf-pool]\n</div>\n",
  "[gf-pool]\n<script>alert(1)</script>\n[/gf-pool]\n",
];

describe("XSS corpus", () => {
  const rules = compileAllowList(ALLOW_LIST);
  for (const html of [false, true]) {
    const md = new MarkdownIt({ html }).use(genreFuzzion);
    it(`escapes every payload in every position (markdown-it html: ${html})`, () => {
      for (const payload of PAYLOADS) {
        for (const post of posts(payload)) {
          const out = md.render(post);
          expect([post, allowListViolations(out, rules)]).toEqual([post, []]);
          // Inside cards, only our attributes: nothing like on…=, href, src or style.
          for (const card of out.match(/<div data-gf-card=[^]*?<\/div>\n/g) ?? []) {
            // Attribute values are escaped text; look at the names outside them.
            for (const tag of (card.replace(/='[^']*'|="[^"]*"/g, '=""').match(/<[^>]+>/g) ?? [])) {
              expect(tag).not.toMatch(/^<(script|img|svg|iframe|a|style)\b/i);
              expect(tag).not.toMatch(/\s(on\w+|href|src|style)=/i);
            }
          }
        }
      }
    });
    it(`keeps unbalanced, nested and hidden blocks harmless (html: ${html})`, () => {
      for (const post of STRUCTURE) expect(allowListViolations(md.render(post), rules)).toEqual([]);
    });
  }

  it("a sheet attribute that is not an http(s) URL or a post id is refused, never emitted", () => {
    const md = new MarkdownIt().use(genreFuzzion);
    for (const sheet of ["javascript:alert(1)", "data:text/html,x", "//evil.example/x", "https://a.example/\"onload=x"]) {
      const out = md.render(`[gf-pool ficha="${sheet}"]\nd8\n[/gf-pool]\n`);
      const [card] = cardsOf(out);
      expect(card!.block).toBe("error");
      expect(JSON.stringify(card!.data)).toMatch(/markup\.bad_(attr|tag)/);
    }
  });
});
