import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import MarkdownIt from "markdown-it";
import { ALLOW_LIST, genreFuzzion } from "../../src/markup/index.js";
import { allowListViolations, compileAllowList } from "./support/allowlist-check.js";

const rules = compileAllowList(ALLOW_LIST);
const md = new MarkdownIt({ html: true }).use(genreFuzzion);
const docSources = [...readFileSync("docs/markup.md", "utf8").matchAll(/```gf[^\n]*\n([^]*?)```/g)].map((m) => m[1]!);

describe("renderer", () => {
  it("emits only allowlisted tags, classes and attributes for every doc example", () => {
    for (const source of docSources) expect(allowListViolations(md.render(source), rules)).toEqual([]);
  });

  it("every allowlist entry is emitted by some example (the list is exact, not generous)", () => {
    // The sheet card lists warnings only when src/sheet's checks are plugged in.
    const withWarnings = new MarkdownIt().use(genreFuzzion, {
      sheetWarnings: () => [{ code: "sheet.cliche_dice", rule: "GF-CLI-4", message: "<b>six</b> clichés", line: 2 }],
    });
    const html = docSources.map((s) => md.render(s)).join("\n") + md.render(EXTRA) + withWarnings.render("[gf-sheet]\nname: X\n[/gf-sheet]\n");
    expect(allowListViolations(html, rules)).toEqual([]);
    expect(html).toContain("&lt;b&gt;six&lt;/b&gt; clichés");
    const unused = ALLOW_LIST.filter((entry) => {
      const [tagWithAttr, cls] = entry.split(".");
      const m = /^([a-z]+)(?:\[([^\]=]+)\])?$/.exec(tagWithAttr!)!;
      const re = cls
        ? new RegExp(`<${m[1]}\\b[^>]*class="[^"]*\\b${cls}\\b`)
        : m[2] ? new RegExp(`<${m[1]}\\b[^>]*\\s${m[2]}="`) : new RegExp(`<${m[1]}[ >]`);
      return !re.test(html);
    });
    expect(unused).toEqual([]);
  });

  it("GF-DIE-1: draws dice as elements with data-gf-size, and rolled dice with data-gf-face", () => {
    const pool = md.render("[gf-pool]\nd8 d4\n[/gf-pool]\n");
    expect(pool).toContain('<span class="gf-die" data-gf-size="8">d8</span>');
    const roll = md.render("[gf-roll]\ndice: d8:7r d6:1b d4:3\nresult: 7\neffect: d4\nbotches: 1\n[/gf-roll]\n");
    expect(roll).toContain('class="gf-die gf-die-result" data-gf-size="8" data-gf-face="7" data-gf-used="result"');
    expect(roll).toContain('class="gf-die gf-die-botch" data-gf-size="6" data-gf-face="1" data-gf-botch="true"');
    expect(roll).toContain('class="gf-die gf-die-effect" data-gf-size="4"');
  });

  it("writes the error card in the post's language: keywords, then lang, then the site default", () => {
    const en = md.render("[gf-pool]\nadvantage: Sword d7\n[/gf-pool]\n");
    expect(en).toContain("dice are not allowed here");
    const es = md.render("[gf-pool]\nventaja: Espada d7\n[/gf-pool]\n");
    expect(es).toContain("no se admiten dados");
    expect(md.render("[gf-pool lang=en]\nventaja: Espada d7\n[/gf-pool]\n")).toContain("dice are not allowed here");
    const siteEn = new MarkdownIt().use(genreFuzzion, { lang: "en" });
    expect(siteEn.render("[gf-pool]\nd7\n[/gf-pool]\n")).toContain("dice are not allowed here");
  });

  it("an unclosed block is an error card for its tag line; the lines after it stay text", () => {
    const html = md.render("[gf-pool]\ncliché: Superfuerte d8\n\nMi **narración** sigue.\n");
    expect(html).toContain('data-gf-code="markup.unclosed"');
    expect(html).toContain("<strong>narración</strong>");
    expect(html).toContain("cliché: Superfuerte d8");
  });

  it("a block opened inside another one ends the first (blocks do not nest)", () => {
    const html = md.render("[gf-pool]\nd8\n[gf-scene]\n[/gf-pool]\n");
    expect(html.match(/gf-card/g)?.length).toBe(2);
    expect(html).toContain("markup.unclosed");
  });

  it("skips blocks in code fences, indented code, inline code, > quotes and [quote] quotes", () => {
    const inputs = [
      "```\n[gf-pool]\nd8\n[/gf-pool]\n```\n",
      "~~~md\n[gf-pool]\nd8\n[/gf-pool]\n~~~\n",
      "    [gf-pool]\n    d8\n    [/gf-pool]\n",
      "`[gf-pool]` d8 `[/gf-pool]`\n",
      "> [gf-pool]\n> d8\n> [/gf-pool]\n",
      "> - list\n>   [gf-pool]\n>   d8\n>   [/gf-pool]\n",
      '[quote="ana, post:3, topic:7"]\n[gf-pool]\nd8\n[/gf-pool]\n[/quote]\n',
      "[quote]\n[quote]\n[gf-pool]\nd8\n[/gf-pool]\n[/quote]\n[/quote]\n",
      "[code]\n[gf-pool]\nd8\n[/gf-pool]\n[/code]\n",
    ];
    for (const input of inputs) expect([input, md.render(input)]).toEqual([input, expect.not.stringContaining("gf-card")]);
  });

  it("parses blocks inside lists and after a paragraph without a blank line", () => {
    expect(md.render("- item\n\n  [gf-pool]\n  d8\n  [/gf-pool]\n")).toContain("gf-pool");
    expect(md.render("Mi tirada:\n[gf-pool]\nd8\n[/gf-pool]\n")).toContain("<p>Mi tirada:</p>\n<div class=\"gf-card gf-pool\"");
  });

  it("escapes user text in content and attributes", () => {
    const html = md.render('[gf-pool personaje="<b>Ana</b>"]\ncliché: <script>alert(1)</script> & "co" d8\n[/gf-pool]\n');
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;co&quot;");
    expect(html).toContain("markup.bad_attr"); // angle brackets are not a valid name
  });
});

const EXTRA = [
  "[gf-pool sheet=123]\nsacrifice: Sword d10\nimpulso: pv\n[/gf-pool]",
  "[gf-scene]\ntitle: T\nsetting: S\ntone: t\nprotagonist: Ana\nantagonist: Bea\nintention: I\n[/gf-scene]",
  "[gf-action]\neffect: advantage Surprise d6\nrefuse\n[/gf-action]",
  "[gf-sheet]\nname: X\nadvantage Bea: Surprise d6\n[/gf-sheet]",
  `[gf-pool]\n${"d7\n".repeat(25)}[/gf-pool]`,
].join("\n\n") + "\n";
