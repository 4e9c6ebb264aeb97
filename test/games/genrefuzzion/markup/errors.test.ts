// Every error a player can hit, each with its position, and its message in both languages.
import { describe, expect, it } from "@jest/globals";
import MarkdownIt from "markdown-it";
import { errorMessage, genreFuzzion, parsePost } from "../../../../src/games/genrefuzzion/markup/index.js";
import { markupMessages } from "../../../../src/games/genrefuzzion/markup/messages.js";
import { diceMessages } from "../../../../src/dice/messages.js";
import { cardsOf } from "../../../markup/support/cards.js";

/** [code, input, line, column]: the first error with that code must sit there. */
const CASES: [string, string, number, number][] = [
  ["markup.bad_tag", '[gf-pool personaje="Ana]\nd8\n[/gf-pool]', 1, 20],
  ["markup.bad_tag", "[gf-pool] d8\nd8\n[/gf-pool]", 1, 11],
  ["markup.unknown_attr", "[gf-pool color=red]\nd8\n[/gf-pool]", 1, 10],
  ["markup.duplicate_attr", "[gf-pool rol=protagonista role=antagonist]\nd8\n[/gf-pool]", 1, 27],
  ["markup.bad_attr", "[gf-pool escena=cero]\nd8\n[/gf-pool]", 1, 10],
  ["markup.bad_attr", '[gf-pool ficha="javascript:alert(1)"]\nd8\n[/gf-pool]', 1, 10],
  ["markup.unclosed", "texto\n  [gf-pool]\nd8", 2, 3],
  ["markup.unknown_line", "[gf-pool]\n  hola que tal\n[/gf-pool]", 2, 3],
  ["dice.notation.bad-size", "[gf-pool]\ncliché: Superfuerte d3\n[/gf-pool]", 2, 21],
  ["dice.notation.bad-size", "[gf-pool]\nd8, d8 + d20\n[/gf-pool]", 2, 10],
  ["dice.notation.too-many", "[gf-pool]\n31d6\n[/gf-pool]", 2, 1],
  ["dice.notation.bad-count", "[gf-pool]\nd8 0d6\n[/gf-pool]", 2, 4],
  ["dice.notation.unexpected-face", "[gf-pool]\nd8:7 d6\n[/gf-pool]", 2, 1],
  ["dice.notation.bad-token", "[gf-roll]\ndice: d6:3r\nresult: 3\neffect: seis\nbotches: 0\n[/gf-roll]", 4, 9],
  ["markup.one_die", "[gf-pool]\ncliché: Superfuerte d8 d6\n[/gf-pool]", 2, 21],
  ["markup.die_required", "[gf-scene]\ntitle: T\nsetting: S\ntone: t\nantagonist: Bea\nintention: I\ncliche: Rain\n[/gf-scene]", 7, 1],
  ["markup.die_range", "[gf-scene]\ntitle: T\nsetting: S\ntone: t\nantagonist: Bea\nintention: I\ncliche: Rain d12\n[/gf-scene]", 7, 14],
  ["markup.value_required", "[gf-pool]\nventaja:\n[/gf-pool]", 2, 9],
  ["markup.value_forbidden", "[gf-action]\nyield: now\n[/gf-action]", 2, 8],
  ["markup.value_forbidden", "[gf-action]\npierdo la tirada: no me quedan dados\n[/gf-action]", 2, 19],
  ["markup.qualifier_required", "[gf-interval]\nendorse: 2 pk\n[/gf-interval]", 2, 1],
  ["markup.qualifier_forbidden", "[gf-pool]\ncliché fuerte: Superfuerte d8\n[/gf-pool]", 2, 8],
  ["markup.missing_field", "[gf-roll]\ndice: d6:3r\nresult: 3\neffect: -\n[/gf-roll]", 1, 1],
  ["markup.duplicate_field", "[gf-sheet]\nname: Ana\nname: Bea\n[/gf-sheet]", 3, 1],
  ["markup.too_many", "[gf-scene]\ntitle: T\nsetting: S\ntone: t\nantagonist: Bea\nintention: I\ncliche: A d6\ncliche: B d6\ncliche: C d6\ncliche: D d6\n[/gf-scene]", 10, 1],
  ["markup.bad_number", "[gf-sheet]\npv: tres\n[/gf-sheet]", 2, 5],
  ["markup.bad_choice", "[gf-pool]\nboost: pz\n[/gf-pool]", 2, 8],
  ["markup.scene_balance", "[gf-escena]\ntítulo: T\nescenario: E\ntono: t\nantagonista: Bea\nintención: I\ncliché: Lluvia d4\n[/gf-escena]", 7, 1],
  ["markup.one_antagonist", "[gf-scene]\ntitle: T\nsetting: S\ntone: t\nantagonist: Bea\nextra: Guard\nintention: I\n[/gf-scene]", 5, 1],
  ["markup.bad_face", "[gf-roll]\ndice: d4:5\nresult: 0\neffect: -\nbotches: 0\n[/gf-roll]", 2, 7],
  ["markup.bad_rolled_die", "[gf-roll]\ndice: d4=3\nresult: 0\neffect: -\nbotches: 0\n[/gf-roll]", 2, 7],
  ["markup.botch_mismatch", "[gf-roll]\ndice: d4:1b d6:1b\nresult: 0\neffect: -\nbotches: 1\n[/gf-roll]", 5, 10],
  // GF-AMB-16: one boost per roll (the original, line 418, "o bien").
  ["markup.one_boost", "[gf-pool]\ncliché: Superfuerte\nimpulso: pv\nimpulso: pk\n[/gf-pool]", 4, 1],
  ["markup.empty_pool", "[gf-pool]\n\n[/gf-pool]", 1, 1],
  ["markup.empty_block", "[gf-action]\n[/gf-action]", 1, 1],
  ["markup.bad_rating", "[gf-action]\nrating: 4\n[/gf-action]", 2, 9],
  ["markup.yes_or_no", "[gf-scene]\ntitle: T\nsetting: S\ntone: t\nantagonist: Bea\nintention: I\ngrand finale: maybe\n[/gf-scene]", 7, 15],
  ["markup.bad_rename", "[gf-interval]\nrenombrar: Superfuerte\n[/gf-interval]", 2, 12],
  ["markup.bad_effect", "[gf-action]\nefecto: curar a Bea\n[/gf-action]", 2, 9],
  ["markup.bad_objective", "[gf-sheet]\nobjetivo 10 pendiente: Ganar\n[/gf-sheet]", 2, 13],
];

describe("errors", () => {
  it("every message has Spanish and English text and is exercised below", () => {
    const tested = new Set(CASES.map(([code]) => code));
    expect(Object.keys(markupMessages).filter((code) => !tested.has(code))).toEqual([]);
    // Typed dice are read by the dice part's notation parser, with its messages.
    expect([...tested].filter((code) => !(code in markupMessages) && !(code in diceMessages))).toEqual([]);
  });

  for (const [code, input, line, column] of CASES) {
    it(`${code} at ${line}:${column} — ${JSON.stringify(input.split("\n")[1] ?? input)}`, () => {
      const blocks = parsePost(input);
      expect(blocks).toHaveLength(1);
      const error = blocks[0]!.errors.find((e) => e.code === code);
      expect(error).toBeDefined();
      expect([error!.line, error!.column]).toEqual([line, column]);
      for (const lang of ["es", "en"] as const) {
        const text = errorMessage(error!, lang);
        expect(text).not.toMatch(/\{\w+\}/); // every placeholder filled
        expect(text.length).toBeGreaterThan(10);
      }
    });
  }

  it("GF-AMB-36: a concession with a value is an error card in the block's language, quoting the line", () => {
    const md = new MarkdownIt().use(genreFuzzion);
    const [es] = cardsOf(md.render("[gf-action]\npierdo la tirada: no me quedan dados\n[/gf-action]\n"));
    expect(es!.block).toBe("error");
    expect(es!.data["errors"]).toEqual([expect.objectContaining({ line: 2, column: 19, code: "markup.value_forbidden" })]);
    expect(es!.source).toContain("pierdo la tirada: no me quedan dados");
    const [en] = cardsOf(md.render("[gf-action]\nconcede: no dice left\n[/gf-action]\n"));
    expect(en!.data["errors"]).toEqual([expect.objectContaining({ line: 2, column: 10, code: "markup.value_forbidden" })]);
    expect(en!.source).toContain("concede: no dice left");
  });

  it("an error card is in the block's language and quotes the whole source", () => {
    const md = new MarkdownIt().use(genreFuzzion);
    const html = md.render("[gf-roll]\ndice: d4:5\nresult: 0\neffect: -\nbotches: 0\n[/gf-roll]\n");
    const [card] = cardsOf(html);
    expect(card!.data["errors"]).toEqual(expect.arrayContaining([expect.objectContaining({ line: 2, column: 7, message: expect.stringContaining("is not a rolled die") })]));
    expect(card!.source).toBe("[gf-roll]\ndice: d4:5\nresult: 0\neffect: -\nbotches: 0\n[/gf-roll]");
    // Without JavaScript the reader sees the lines as written.
    expect(html).toContain("dice: d4:5<br>\nresult: 0<br>\neffect: -<br>\nbotches: 0");
  });
});

describe("positions", () => {
  it("columns count characters, not UTF-16 units: an emoji before the error is one column", () => {
    const [block] = parsePost('[gf-pool personaje="😀😀" x=1]\nd8\n[/gf-pool]');
    expect(block!.errors[0]).toMatchObject({ code: "markup.unknown_attr", line: 1, column: 25 });
    const [bad] = parsePost('[gf-pool personaje="😀"] x\nd8\n[/gf-pool]');
    expect(bad!.errors[0]).toMatchObject({ code: "markup.bad_tag", column: 25 });
  });
});
