// A cooked card is a block's lines; the reader's browser parses them. What it draws must be what the
// service (which reads the raw post) understood, and a pasted look-alike must not pass for a card.
import { describe, expect, it } from "@jest/globals";
import MarkdownIt from "markdown-it";
import { readCardValue } from "../../../../src/markup/card-data.js";
import { cardValue } from "../../../../src/games/genrefuzzion/markup/card-data.js";
import { cardPayload } from "../../../../src/games/genrefuzzion/markup/card-payload.js";
import { readCookedCard } from "../../../../src/markup/cooked-card.js";
import { genreFuzzion, GF_CANONICAL_TAG, GF_TAGS } from "../../../../src/games/genrefuzzion/markup/game.js";
import { parsePost } from "../../../../src/games/genrefuzzion/markup/parse-post.js";
import { sheetCardWarnings } from "../../../../src/games/genrefuzzion/sheet/sheet-card-warnings.js";
import { EVERY_KIND } from "../../../browser/support/every-kind.js";
import { cardsOf } from "../../../markup/support/cards.js";
import { docExamples, fuzzPost } from "../../../markup/support/fuzz-corpus.js";

const md = new MarkdownIt({ html: true, breaks: true, linkify: true }).use(genreFuzzion, { lang: "es" });
const everyKind = Object.values(EVERY_KIND).flatMap((k) => Object.values(k));

/** The card data the service's reading of the raw post gives, block by block. */
function serviceCards(raw: string) {
  return parsePost(raw, { lang: "es" }).map((parsed) => {
    const tag = GF_CANONICAL_TAG.get(parsed.block)!;
    const value = readCardValue(cardValue(cardPayload(parsed, { tag, sheetWarnings: sheetCardWarnings })))!;
    return [value.block, value.data];
  });
}

describe("cooked cards", () => {
  it("the client draws what the service reads: every doc example, every action type and 3,000 fuzzed posts", () => {
    // markdown-it normalises \r\n, \r and NUL before any rule sees the text; the service reads the
    // raw post. Posts are compared as a forum would store them after the composer (\n line ends).
    const posts = [...docExamples, ...everyKind, ...Array.from({ length: 3000 }, (_, i) => fuzzPost(i + 1))]
      .map((p) => p.replace(/\r\n?/g, "\n").replace(/\0/g, "\uFFFD"));
    let cards = 0;
    for (const post of posts) {
      const drawn = cardsOf(md.render(post)).map((c) => [c.block, c.data]);
      expect([post, drawn]).toEqual([post, serviceCards(post)]);
      cards += drawn.length;
    }
    expect(cards).toBeGreaterThan(2000);
  });

  it("keeps the block's source, from its tag on, for the error card", () => {
    const [card] = cardsOf(md.render("Texto.\n\n- [gf-pool]\n  ventaja: X d7\n  [/gf-pool]\n"));
    expect(card!.block).toBe("error");
    expect(card!.source).toBe("[gf-pool]\n  ventaja: X d7\n  [/gf-pool]");
    // Line and column are the post's, as the service reports them.
    expect(card!.data["errors"]).toEqual([expect.objectContaining({ line: 4, column: 14 })]);
    expect(serviceCards("Texto.\n\n- [gf-pool]\n  ventaja: X d7\n  [/gf-pool]\n")).toEqual([["error", card!.data]]);
  });

  it("refuses a malformed head or lines that do not open a block of the named kind", () => {
    const lines = "[gf-pool]\nd8\n[/gf-pool]";
    expect(readCookedCard("pool es 1 0", lines, GF_TAGS)?.key).toBe("pool");
    for (const head of ["", "pool", "pool es", "pool es 1", "pool fr 1 0", "pool es 0 0", "pool es -1 0", "Pool es 1 0", "pool es 1 0 ", "pool  es 1 0", "pool es 1 x"]) {
      expect([head, readCookedCard(head, lines, GF_TAGS)]).toEqual([head, undefined]);
    }
    expect(readCookedCard("scene es 1 0", lines, GF_TAGS)).toBeUndefined();
    expect(readCookedCard("pool es 1 0", "hola\n[gf-pool]\nd8\n[/gf-pool]", GF_TAGS)).toBeUndefined();
    expect(readCookedCard("pool es 1 3", lines, GF_TAGS)).toBeUndefined();
    expect(readCookedCard("pool es 1 2", "- [gf-pool]\nd8\n[/gf-pool]", GF_TAGS)?.openFrom).toBe(2);
  });
});
