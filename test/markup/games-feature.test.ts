// One markdown feature for every game: the shared markup rule, handed the registry's games, cooks
// GenreFuzzion's [gf-…] and Tricube Tales' [tt-…] blocks (English and Spanish tags) into the same cards
// each game's own renderer makes; the cards keep everything through Discourse's sanitizer (the faithful
// model) with the allow list the games declare, and that list is exactly what they emit. The post
// locator the service uses finds the very blocks the renderer cooks.
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import MarkdownIt from "markdown-it";
import { allowListOf, gameMarkup, parseGamePost } from "../../src/markup/index.js";
import { MARKUP_GAMES, GAMES, GAME_IDS } from "../../src/games/games.js";
import { genreFuzzion } from "../../src/games/genrefuzzion/markup/index.js";
import { parseTricubePost } from "../../src/games/tricube/markup/index.js";
import { tricubeCardHtml } from "../../src/games/tricube/cards/index.js";
import { TRICUBE_ALLOW_LIST } from "../../src/games/tricube/markup/game.js";
import { PUJAS_ALLOW_LIST } from "../../src/games/pujas/markup/game.js";
import { splitLines } from "../../src/markup/source.js";
import { FACETAS_ALLOW_LIST, readFacetasBlock, BLOCK_BY_TAG as FA_TAGS } from "../../src/games/facetas/markup/index.js";
import { parsePujasPost } from "../../src/games/pujas/markup/index.js";
import { makeDiscourseSanitizer } from "../../src/sandbox/discourse-sanitizer.js";
import { docExamples } from "../support/doc-examples.js";
import { allowListViolations, compileAllowList } from "./support/allowlist-check.js";
import { cardsOf } from "./support/cards.js";

const md = new MarkdownIt({ html: true }).use(gameMarkup, { games: MARKUP_GAMES });
const allow = allowListOf(MARKUP_GAMES);
const sanitize = makeDiscourseSanitizer(allow);
const tt = docExamples(readFileSync("docs/games/tricube.md", "utf8"), "tt");
const pj = docExamples(readFileSync("docs/games/pujas.md", "utf8"), "pj");
const fa = docExamples(readFileSync("docs/games/facetas.md", "utf8"), "fa");
const gf = [...readFileSync("docs/markup.md", "utf8").matchAll(/```gf[^\n]*\n([^]*?)```/g)].map((m) => m[1]!);

/** Tags and attributes of cooked HTML, as helper.allowList entries name them ("div[data-gf-card]", "br"). */
function emitted(html: string): Set<string> {
  const out = new Set<string>();
  for (const m of html.matchAll(/<([a-z][a-z0-9]*)\b([^>]*)>/g)) {
    // Attribute names only: a card's value (quoted) may hold "name=" text of its own.
    const attrs = [...m[2]!.replace(/"[^"]*"|'[^']*'/g, "\"\"").matchAll(/\s([a-z-]+)=/g)].map((a) => a[1]!);
    if (attrs.length === 0) out.add(m[1]!);
    for (const a of attrs) out.add(`${m[1]}[${a}]`);
  }
  return out;
}

describe("the registry", () => {
  it("names GenreFuzzion first, then Tricube Tales, Pujas and Facetas (and any game added after them), each with its own tags and sheet block", () => {
    expect(GAME_IDS.slice(0, 4)).toEqual(["genrefuzzion", "tricube", "pujas", "facetas"]);
    for (const game of GAMES) {
      expect(game.markup.game).toBe(game.id);
      expect(game.markup.tags.has(game.sheetTag)).toBe(true);
    }
    expect(GAMES.find((g) => g.id === "tricube")!.markup.tags.has("tt-desafio")).toBe(true);
  });

  it("refuses two games claiming one tag: a block would be read by the wrong game", () => {
    const clash = { ...GAMES[1]!.markup, game: "other", tags: new Map([["gf-pool", "x"]]) };
    expect(() => new MarkdownIt().use(gameMarkup, { games: [GAMES[0]!.markup, clash] })).toThrow(/gf-pool.*genrefuzzion.*other/);
  });
});

describe("one feature cooks every game's blocks", () => {
  it("every Tricube doc example cooks through the shared rule into the card Tricube's renderer makes", () => {
    expect(tt.length).toBeGreaterThan(20);
    for (const ex of tt) {
      const parsed = parseTricubePost(ex.source)[0]!;
      const cooked = md.render(ex.source);
      const direct = `${tricubeCardHtml(parsed, ex.source).text}\n`;
      const [a, b] = [cardsOf(cooked), cardsOf(direct)];
      expect([ex.line, a.map((c) => c.block)]).toEqual([ex.line, b.map((c) => c.block)]);
      if (ex.error) {
        // An error card with the block's errors; the post reader's schema check (zod, kept out of the
        // Discourse bundle) may add one "not valid" line after a block already in error, never the first.
        const codes = (cards: typeof a) => (cards[0]!.data["errors"] as { code: string }[]).map((e) => e.code);
        expect(codes(a)).toContain(ex.error);
        expect(codes(b).filter((c) => c !== "tt.markup.invalid")).toEqual(codes(a));
      } else {
        // The same card: its data (the schema check may order the keys otherwise) and its text.
        expect([ex.line, a[0]!.data]).toEqual([ex.line, b[0]!.data]);
        expect(cooked.replace(/data-gf-card="[^"]*"/, "")).toBe(direct.replace(/data-gf-card="[^"]*"/, ""));
      }
    }
  });

  it("GenreFuzzion's doc examples cook exactly as GenreFuzzion's own markdown-it does", () => {
    const alone = new MarkdownIt({ html: true }).use(genreFuzzion);
    for (const source of gf) expect(md.render(source)).toBe(alone.render(source));
  });

  it("Spanish and English tags, both games in one post; blocks in code fences or quotes stay text", () => {
    const post = [
      "[gf-pozo]", "d8 d6", "[/gf-pozo]", "",
      "[tt-desafio id=puerta]", "quién: Maga", "cualidad: fuerte", "dificultad: 5", "[/tt-desafio]", "",
      "```", "[tt-challenge id=x]", "difficulty: 4", "[/tt-challenge]", "```", "",
      "> [tt-karma]", "> character: Ana", "> [/tt-karma]", "",
    ].join("\n");
    const cards = cardsOf(md.render(post)).map((c) => c.block);
    expect(cards).toEqual(["pool", "ttchallenge"]);
    expect(parseGamePost(post, MARKUP_GAMES).map((b) => [b.game, b.parsed.block])).toEqual([["genrefuzzion", "pool"], ["tricube", "challenge"]]);
  });

  it("a Tricube block closes only with its own tag, and another game's tag ends an unclosed one", () => {
    const post = ["[tt-desafio id=a]", "quién: Maga", "dificultad: 5", "[gf-pool]", "d8", "[/gf-pool]"].join("\n");
    const blocks = parseGamePost(post, MARKUP_GAMES);
    expect(blocks.map((b) => b.game)).toEqual(["tricube", "genrefuzzion"]);
    expect(blocks[0]!.parsed.errors.map((e) => (e as { code: string }).code)).toContain("tt.markup.unclosed");
  });

  it("the service's locator reads a block exactly where the renderer found it (offsets into the raw post)", () => {
    const raw = "Hola\r\n\r\n- [tt-karma personaje=Ana]\r\n  desafío: puerta\r\n  [/tt-karma]\r\n";
    const [block] = parseGamePost(raw, MARKUP_GAMES);
    const direct = parseTricubePost("[tt-karma personaje=Ana]\ndesafío: puerta\n[/tt-karma]")[0]!;
    expect(block!.parsed.block).toBe(direct.block);
    const at = block!.parsed as unknown as { start: number; end: number };
    expect(raw.slice(at.start, at.end)).toMatch(/^\[tt-karma[^]*\[\/tt-karma\]$/);
  });
});

describe("the cards survive Discourse's sanitizer with the games' allow list", () => {
  it("nothing is taken from any card of either game, and each card's data reads back", () => {
    for (const source of [...tt.map((e) => e.source), ...gf]) {
      const html = md.render(source);
      expect(sanitize(html)).toBe(html.replace(/&#39;/g, "'"));
      // cardsOf reads each value with the client's reader, and fails on one it cannot read.
      expect(cardsOf(sanitize(html)).length).toBe(cardsOf(html).length);
    }
  });

  it("Tricube's allow list is exactly what its cards emit, valid and error cards alike", () => {
    const html = tt.map((e) => md.render(e.source)).join("\n");
    expect(tt.some((e) => e.error) && tt.some((e) => !e.error)).toBe(true);
    expect([...emitted(html)].sort()).toEqual([...TRICUBE_ALLOW_LIST].sort());
    expect(allowListViolations(html, compileAllowList(TRICUBE_ALLOW_LIST))).toEqual([]);
  });

  it("Pujas' blocks cook as their lines, which the sanitizer keeps whole; its allow list is exactly that; the locator reads them as Pujas' own reader does", () => {
    // An unclosed block is ordinary text (a paragraph), as with every game whose blocks cook as lines.
    const html = pj.filter((e) => e.error !== "pj.markup.unclosed").map((e) => md.render(e.source)).join("\n");
    expect(sanitize(html)).toBe(html.replace(/&#39;/g, "'"));
    expect([...emitted(html)].sort()).toEqual([...PUJAS_ALLOW_LIST].sort());
    expect(allowListViolations(html, compileAllowList(PUJAS_ALLOW_LIST))).toEqual([]);
    for (const e of pj) {
      const [located] = parseGamePost(e.source, MARKUP_GAMES);
      const direct = parsePujasPost(e.source)[0]!;
      expect(located!.game).toBe("pujas");
      expect(located!.parsed).toMatchObject({ block: direct.block, errors: direct.errors });
    }
  });

  it("Facetas' blocks cook as their lines, which the sanitizer keeps whole; its allow list is exactly that; the located block is read as Facetas' reader reads it", () => {
    const html = fa.filter((e) => e.error !== "fa.markup.unclosed").map((e) => md.render(e.source)).join("\n");
    expect(sanitize(html)).toBe(html.replace(/&#39;/g, "'"));
    expect([...emitted(html)].sort()).toEqual([...FACETAS_ALLOW_LIST].sort());
    expect(allowListViolations(html, compileAllowList(FACETAS_ALLOW_LIST))).toEqual([]);
    for (const e of fa) {
      const [located] = parseGamePost(e.source, MARKUP_GAMES);
      expect(located!.game).toBe("facetas");
      const lines = e.source.split("\n");
      const tag = lines[0]!.slice(1).split(/[\s\]]/)[0]!;
      const closeAt = lines.findIndex((l) => l === `[/${tag}]`);
      const hit = FA_TAGS.get(tag)!;
      const src = splitLines(e.source);
      const direct = readFacetasBlock(hit.block, hit.lang, src[0]!, closeAt > 0 ? src.slice(1, closeAt) : [], closeAt > 0 ? src[closeAt]! : null);
      expect(located!.parsed).toMatchObject({ block: direct.block, errors: direct.errors });
    }
  });

  it("the feature's allow list is each game's entries once", () => {
    expect(allow).toEqual([...new Set(MARKUP_GAMES.flatMap((g) => g.allowList))]);
    expect(allow.length).toBe(new Set(allow).size);
  });
});
