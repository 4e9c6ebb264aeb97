import { describe, expect, it } from "@jest/globals";
import MarkdownIt from "markdown-it";
import { applyEdits, genreFuzzion, parsePost } from "../../../../src/games/genrefuzzion/markup/index.js";
import { cardsOf } from "../../../markup/support/cards.js";

const RAW = "Hola\r\n\r\n[gf-pool personaje=\"Ana 😀\" rol=protagonista]\r\ncliché: Superfuerte d8\r\n"
  + "aliado Bea: Cazadora d6\r\nd8 d6\r\npk\r\n[/gf-pool]\r\n";

describe("[gf-pool]", () => {
  it("GF-POOL-2: reads each source line with its kind, owner and dice", () => {
    const [block] = parsePost(RAW);
    expect(block?.errors).toEqual([]);
    expect(block?.node).toMatchObject({
      block: "pool", character: "Ana 😀", role: "protagonist",
      entries: [
        { kind: "cliche", name: "Superfuerte", dice: [8] },
        { kind: "ally", owner: "Bea", name: "Cazadora", dice: [6] },
        { kind: "free", dice: [8, 6] },
        { kind: "bought", dice: [6] },
      ],
    });
  });

  it("keeps exact offsets in the raw text, CRLF and emoji included", () => {
    const [block] = parsePost(RAW);
    const entry = block!.node.block === "pool" ? block!.node.entries[0]! : undefined;
    expect(RAW.slice(entry!.span.start, entry!.span.end)).toBe("cliché: Superfuerte d8");
    expect(Buffer.from(RAW).subarray(entry!.span.byteStart, entry!.span.byteEnd).toString()).toBe("cliché: Superfuerte d8");
    expect(RAW.slice(block!.span.start, block!.span.end)).toMatch(/^\[gf-pool[^]*\[\/gf-pool\]$/);
    expect(block!.newline).toBe("\r\n");
    expect(applyEdits(RAW, [{ start: entry!.span.end - 2, end: entry!.span.end, text: "d10" }]))
      .toBe(RAW.replace("Superfuerte d8", "Superfuerte d10"));
  });

  it("renders a card, and skips blocks in quotes and code fences", () => {
    const md = new MarkdownIt().use(genreFuzzion);
    expect(md.render(RAW)).toContain('<div data-gf-card="pool ');
    const skipped = md.render("> [gf-pool]\n> d8\n> [/gf-pool]\n\n```\n[gf-pool]\nd8\n[/gf-pool]\n```\n");
    expect(skipped).not.toContain("data-gf-card");
  });

  it("GF-DIE-1: a die that does not exist is an error card with line and column", () => {
    const md = new MarkdownIt().use(genreFuzzion);
    const html = md.render("[gf-pool]\nventaja: X d7\n[/gf-pool]\n");
    expect(cardsOf(html)).toMatchObject([{ block: "error", data: { tag: "gf-pool", errors: [{ line: 2, column: 12, code: "dice.notation.bad-size", rule: "GF-DIE-1" }] } }]);
    expect(JSON.stringify(cardsOf(html)[0]!.data)).toContain("«d7»");
  });
});
