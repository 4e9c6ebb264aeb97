import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import MarkdownIt from "markdown-it";
import { ALLOW_LIST, genreFuzzion } from "../../../../src/games/genrefuzzion/markup/index.js";
import { allowListViolations, compileAllowList } from "../../../markup/support/allowlist-check.js";
import { cardsOf } from "../../../markup/support/cards.js";

const rules = compileAllowList(ALLOW_LIST);
const md = new MarkdownIt({ html: true }).use(genreFuzzion);
const docSources = [...readFileSync("docs/markup.md", "utf8").matchAll(/```gf[^\n]*\n([^]*?)```/g)].map((m) => m[1]!);

describe("renderer", () => {
  it("emits only allowlisted tags, classes and attributes for every doc example", () => {
    for (const source of docSources) expect(allowListViolations(md.render(source), rules)).toEqual([]);
  });

  it("checks classes as Discourse's sanitizer does: a multi-class value fails even when each class is listed", () => {
    const strict = compileAllowList(["div.gf-card", "div.gf-pool"]);
    expect(allowListViolations('<div class="gf-card gf-pool">x</div>', strict)).toEqual(['class div.gf-card.gf-pool (whole value "gf-card gf-pool")']);
    expect(allowListViolations('<div class="gf-card">x</div><div class="gf-pool">y</div>', strict)).toEqual([]);
  });

  it("every allowlist entry is emitted by some example (the list is exact, not generous)", () => {
    const html = docSources.map((s) => md.render(s)).join("\n") + md.render(EXTRA);
    expect(allowListViolations(html, rules)).toEqual([]);
    const unused = ALLOW_LIST.filter((entry) => {
      const [tagWithAttr, cls] = entry.split(".");
      const m = /^([a-z]+)(?:\[([^\]=]+)\])?$/.exec(tagWithAttr!)!;
      const re = cls
        ? new RegExp(`<${m[1]}\\b[^>]*class="${cls}"`)
        : m[2] ? new RegExp(`<${m[1]}\\b[^>]*\\s${m[2]}=["']`) : new RegExp(`<${m[1]}[ >]`);
      return !re.test(html);
    });
    expect(unused).toEqual([]);
  });

  it("GF-DIE-1: the client reads dice as data (sizes, and rolled faces with their marks); the fallback shows the lines as written", () => {
    const [pool] = cardsOf(md.render("[gf-pool]\nd8 d4\n[/gf-pool]\n"));
    expect(pool).toMatchObject({ block: "pool", data: { entries: [{ kind: "free", dice: [8, 4] }] } });
    expect(pool!.html).toBe('<div data-gf-card="pool es 1 0">[gf-pool]<br>\nd8 d4<br>\n[/gf-pool]</div>\n');
    const [roll] = cardsOf(md.render("[gf-roll]\ndice: d8:7r d6:1b d4:3\nresult: 7\neffect: d4\nbotches: 1\n[/gf-roll]\n"));
    expect(roll!.data).toEqual({
      dice: [{ size: 8, face: 7, result: true }, { size: 6, face: 1, botch: true }, { size: 4, face: 3 }], result: 7, effect: [4], botches: 1,
    });
    expect(roll!.html).toContain("[gf-roll]<br>\ndice: d8:7r d6:1b d4:3<br>\nresult: 7<br>\neffect: d4<br>\nbotches: 1<br>\n[/gf-roll]");
  });

  it("cooks each card as one div with one short attribute and no class, nothing parsed: the sanitizer reads little, and nothing it drops", () => {
    const html = [...docSources, EXTRA].map((s) => md.render(s)).join("");
    const cards = cardsOf(html);
    expect(cards.length).toBeGreaterThan(20);
    expect(new Set(cards.map((c) => c.block))).toEqual(new Set(["pool", "scene", "roll", "action", "interval", "sheet", "error"]));
    expect(html).not.toMatch(/ class=/);
    // The attribute says only which block, the site's language and where it starts; the client parses the lines.
    for (const m of html.matchAll(/<div ([^>]*)>/g)) expect(m[1]).toMatch(/^data-gf-card="(pool|scene|roll|action|interval|sheet) (es|en) [1-9]\d* \d+"$/);
    // Source positions stay with the parser; the data is what a reader needs.
    for (const card of cards) expect(JSON.stringify(card.data)).not.toMatch(/"(span|spans|nameSpan|block)"/);
  });

  it("writes the error card in the post's language: keywords, then lang, then the site default", () => {
    const messages = (html: string) => JSON.stringify(cardsOf(html)[0]!.data["errors"]);
    expect(messages(md.render("[gf-pool]\nadvantage: Sword d7\n[/gf-pool]\n"))).toContain("dice are not allowed here");
    expect(messages(md.render("[gf-pool]\nventaja: Espada d7\n[/gf-pool]\n"))).toContain("no se admiten dados");
    expect(messages(md.render("[gf-pool lang=en]\nventaja: Espada d7\n[/gf-pool]\n"))).toContain("dice are not allowed here");
    // The site's default language travels in the cooked card, so the client parses as the site did.
    const siteEn = new MarkdownIt().use(genreFuzzion, { lang: "en" });
    expect(siteEn.render("[gf-pool]\nd7\n[/gf-pool]\n")).toContain('data-gf-card="pool en 1 0"');
    expect(messages(siteEn.render("[gf-pool]\nd7\n[/gf-pool]\n"))).toContain("dice are not allowed here");
  });

  it("an unclosed block is an error card for its tag line; the lines after it stay text", () => {
    const html = md.render("[gf-pool]\ncliché: Superfuerte d8\n\nMi **narración** sigue.\n");
    expect(cardsOf(html)[0]!.data).toMatchObject({ errors: expect.arrayContaining([expect.objectContaining({ code: "markup.unclosed", line: 1 })]) });
    expect(html).toContain("<strong>narración</strong>");
    expect(html).toContain("cliché: Superfuerte d8");
  });

  it("a block opened inside another one ends the first (blocks do not nest)", () => {
    const html = md.render("[gf-pool]\nd8\n[gf-scene]\n[/gf-pool]\n");
    const cards = cardsOf(html);
    expect(cards.map((c) => c.block)).toEqual(["error", "error"]);
    expect(JSON.stringify(cards[0]!.data)).toContain("markup.unclosed");
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
    for (const input of inputs) expect([input, md.render(input)]).toEqual([input, expect.not.stringContaining("data-gf-card")]);
  });

  it("parses blocks inside lists and after a paragraph without a blank line", () => {
    expect(md.render("- item\n\n  [gf-pool]\n  d8\n  [/gf-pool]\n")).toContain('data-gf-card="pool ');
    expect(md.render("Mi tirada:\n[gf-pool]\nd8\n[/gf-pool]\n")).toContain('<p>Mi tirada:</p>\n<div data-gf-card="pool ');
  });

  it("escapes user text in content and attributes", () => {
    const html = md.render('[gf-pool personaje="<b>Ana</b>"]\ncliché: <script>alert(1)</script> & "co" d8\n[/gf-pool]\n');
    expect(html).not.toContain("<script>");
    expect(html).toContain('cliché: &lt;script&gt;alert(1)&lt;/script&gt; &amp; "co" d8');
    expect(html).toContain('[gf-pool personaje="&lt;b&gt;Ana&lt;/b&gt;"]');
    // The client reads the text back intact.
    const valid = md.render("[gf-pool]\ncliché: <script>alert(1)</script> & \"co\" d'8 d8\n[/gf-pool]\n");
    expect(valid).not.toMatch(/<script/);
    expect(cardsOf(valid)[0]!.data["entries"]).toEqual([{ kind: "cliche", name: "<script>alert(1)</script> & \"co\" d'8", dice: [8] }]);
    expect(JSON.stringify(cardsOf(html)[0]!.data)).toContain("markup.bad_attr"); // angle brackets are not a valid name
  });
});

const EXTRA = [
  "[gf-pool sheet=123]\nsacrifice: Sword d10\nimpulso: pv\n[/gf-pool]",
  "[gf-scene]\ntitle: T\nsetting: S\ntone: t\nprotagonist: Ana\nantagonist: Bea\nintention: I\n[/gf-scene]",
  "[gf-action]\neffect: advantage Surprise d6\nrefuse\n[/gf-action]",
  "[gf-sheet]\nname: X\nadvantage Bea: Surprise d6\n[/gf-sheet]",
  `[gf-pool]\n${"d7\n".repeat(25)}[/gf-pool]`,
].join("\n\n") + "\n";
