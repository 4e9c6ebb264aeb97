// A card's data value: the block's name and its data, as the client draws it (the client parses the
// cooked block and reads its data through this format), read back exactly.
import { describe, expect, it } from "@jest/globals";
import MarkdownIt from "markdown-it";
import { readCardValue } from "../../../../src/markup/card-data.js";
import { cardValue, type CardPayload } from "../../../../src/games/genrefuzzion/markup/card-data.js";
import {
  actionNode, ALLOW_LIST, BLOCK_NAMES, blockNode, genreFuzzion, intervalNode, parsePost, type ActionNode, type PoolNode, type SheetNode,
} from "../../../../src/games/genrefuzzion/markup/index.js";
import { EVERY_KIND } from "../../../browser/support/every-kind.js";
import { docExamples, fuzzPost } from "../../../markup/support/fuzz-corpus.js";
import { makeDiscourseSanitizer } from "../../../../src/sandbox/discourse-sanitizer.js";
import { cardsOf } from "../../../markup/support/cards.js";

/** Text players can type into names and traits, at its most awkward. */
const AWKWARD = [
  "Ana", "Daddy's credit card", 'Ana "la Roja"', "back\\slash", "a & b < c > d", "&quot; &#39; &amp;", "'; alert(1); '",
  "tab\tnew\nline\r", "\u0000\u001f\u007f", "\u202eevil\u202c", "\u2066iso\u2069 \u200e\u200f \u061c", "\u2028\u2029",
  "emoji 😀", "lone \ud800 surrogate", "' ' ' \" \" \"", "{'a':1}", "pool {'x':1}", "",
];

const SPAN = { line: 1, column: 1, start: 0, end: 1, byteStart: 0, byteEnd: 1 };

/** The data a card must carry, from the node itself: no source positions, no false, "" or [] values. */
const SOURCE = new Set(["span", "spans", "nameSpan", "dieSpan", "textSpan", "difficultySpan", "stateSpan", "fillSpan", "block"]);
function expectedData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(expectedData);
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (SOURCE.has(k) || v === false || v === undefined || v === "" || (Array.isArray(v) && v.length === 0)) continue;
    out[k] = expectedData(v);
  }
  return out;
}

const written = (card: CardPayload) => readCardValue(cardValue(card));

describe("a card's data-gf-card value", () => {
  it("carries every field of every block, as parsed from the doc examples and 3,000 fuzzed posts", () => {
    const seen = new Set<string>();
    const keys = new Set<string>();
    const everyKind = Object.values(EVERY_KIND).flatMap((blocks) => Object.values(blocks));
    for (const raw of everyKind) expect([raw, parsePost(raw).flatMap((b) => b.errors)]).toEqual([raw, []]);
    const posts = [...docExamples, ...everyKind, ...Array.from({ length: 3000 }, (_, i) => fuzzPost(i + 1)), ...Array.from({ length: 2000 }, (_, i) => fuzzPost(1_000_001 + i))];
    for (const raw of posts) {
      for (const b of parsePost(raw)) {
        const card = { block: b.node.block, data: b.node } as CardPayload;
        const expected = expectedData(b.node) as Record<string, unknown>;
        expect([raw, written(card)]).toEqual([raw, { block: b.node.block, data: expected }]);
        seen.add(b.node.block);
        for (const a of (b.node as { actions?: { type: string }[] }).actions ?? []) seen.add(`${b.node.block}.${a.type}`);
        JSON.stringify(expected, (k, v: unknown) => (keys.add(k), v));
      }
    }
    // Not vacuous: every block and every kind of action was written, and every field of the tree.
    const actionTypes = (u: typeof actionNode.shape.actions.element) => u.options.map((o) => o.shape.type.value);
    for (const t of actionTypes(actionNode.shape.actions.element)) expect(seen).toContain(`action.${t}`);
    for (const t of (intervalNode.shape.actions.element.options.map((o) => o.shape.type.value))) expect(seen).toContain(`interval.${t}`);
    for (const block of BLOCK_NAMES) expect(seen).toContain(block);
    const fields = new Set<string>();
    const walk = (schema: unknown): void => {
      const def = (schema as { def?: { type: string; shape?: Record<string, unknown>; element?: unknown; innerType?: unknown; options?: unknown[]; valueType?: unknown } }).def;
      if (!def) return;
      if (def.shape) for (const [k, v] of Object.entries(def.shape)) if (!SOURCE.has(k)) { fields.add(k); walk(v); }
      for (const inner of [def.element, def.innerType, def.valueType, ...(def.options ?? [])]) if (inner) walk(inner);
    };
    walk(blockNode);
    expect([...fields].filter((f) => !keys.has(f))).toEqual([]);
  });

  it("carries a sheet's warnings and an error card's errors", () => {
    const sheet = parsePost("[gf-sheet]\nname: Ana\ncliche: Fuerte d8\n[/gf-sheet]\n")[0]!.node as SheetNode;
    const warnings = [{ code: "sheet.cliches_count", rule: "GF-CHAR-2", line: 2, message: "faltan clichés" }, { code: "x", message: "sin regla" }];
    expect(written({ block: "sheet", data: { ...sheet, warnings } })).toEqual({ block: "sheet", data: expectedData({ ...sheet, warnings }) });
    const error = { tag: "gf-pool", errors: [{ line: 2, column: 1, code: "markup.unknown_line", rule: "GF-POOL-1", message: "no entiendo «x»" },
      { line: 3, column: 4, code: "markup.one_die", message: "un dado" }], more: 0 };
    expect(written({ block: "error", data: error })).toEqual({ block: "error", data: error });
  });

  it("reads back every string exactly, keys included, and holds nothing the sanitizer or HTML must escape", () => {
    for (const s of AWKWARD.filter((x) => x !== "")) {
      const data: ActionNode = { block: "action", character: s, actions: [{ type: "call", allies: [s, "Bea"], runners: { [s]: s }, span: SPAN },
        { type: "trick", name: s, detail: s, span: SPAN }] };
      const value = cardValue({ block: "action", data });
      // Nothing for xss's escapeAttrValue (", <, >) or Discourse's & rule, no raw control or bidi character.
      expect([s, value]).toEqual([s, expect.not.stringMatching(/["&<>\u0000-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2028\u2029\u2066-\u2069]/)]);
      expect([s, readCardValue(value)]).toEqual([s, { block: "action", data: expectedData(data) }]);
      expect(readCardValue(value)?.data["character"]).toBe(s);
    }
  });

  it("leaves out source positions, false flags and empty lists", () => {
    const data: PoolNode = { block: "pool", entries: [{ kind: "cliche", name: "Superfuerte", dice: [8], sacrifice: false, span: SPAN }], boosts: [] };
    expect(cardValue({ block: "pool", data })).toBe("pool {'entries':[{'kind':'cliche','name':'Superfuerte','dice':[8]}]}");
  });

  it("refuses what is not a block name and a JSON object", () => {
    for (const raw of ["", "pool", "pool ", "{'a':1}", "Pool {'a':1}", "pool [1]", "pool 'x'", "pool {'a':1", "p00l {}"]) {
      expect([raw, readCardValue(raw)]).toEqual([raw, undefined]);
    }
    expect(readCardValue("scene {}")).toEqual({ block: "scene", data: {} });
  });

  it("a cooked card comes out of Discourse's sanitizer byte for byte and reads back the same, whatever the players typed", () => {
    const md = new MarkdownIt({ html: true }).use(genreFuzzion);
    const sanitize = makeDiscourseSanitizer(ALLOW_LIST);
    for (const s of AWKWARD.filter((x) => x.trim() && !/[\t\n\r\u0000]/.test(x))) {
      const html = md.render(`[gf-pool]\ncliché: ${s} d8\naliado Bea: ${s} d6\n[/gf-pool]\n`);
      const raw = /<div data-gf-card="[^"]*">[^]*?<\/div>/.exec(html)![0];
      const cooked = sanitize(html);
      expect([s, cooked]).toEqual([s, expect.stringContaining(raw)]);
      const read = cardsOf(cooked)[0];
      expect(read?.block).toBe("pool");
      const entries = read!.data["entries"] as { name?: string; owner?: string }[];
      expect([s, entries.map((e) => [e.name, e.owner])]).toEqual([s, [[s.trim(), undefined], [s.trim(), "Bea"]]]);
    }
  });
});
