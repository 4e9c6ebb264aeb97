// The sheet code rewrites managed fields through the spans parsePost keeps, so every span must
// point at exactly its text, in UTF-16 offsets and in UTF-8 bytes, whatever the line breaks, accents
// and emoji; and an edit through one span must leave every other byte of the post as it was.
import { describe, expect, it } from "@jest/globals";
import { applyEdits, parsePost, type SheetNode } from "../../../../src/games/genrefuzzion/markup/index.js";
import {
  attrNameTyped, attrProof, attrSheet, attrVersion,
} from "../../../../src/games/genrefuzzion/markup/schemas.js";
import { parseName, parseProof, parseSheet, parseVersion } from "../../../../src/markup/attr-values.js";
import { rng } from "../../../markup/support/random.js";

const NAMES = ["Ana Torres", "Bea", "Niña prodigio", "Señor Ñandú", "Zoë 🧙‍♀️", "El portero — gigante", "Ĉu vi?", "😀😀", "a:b"];
const BREAKS = ["\n", "\r\n", "\r"];

function sheet(seed: number): { raw: string; expect: { cliches: string[]; pv: number; pk: number; objectives: string[] } } {
  const r = rng(seed);
  const nl = r.pick(BREAKS);
  const cliches = Array.from({ length: 1 + r.int(6) }, () => r.pick(NAMES));
  const objectives = Array.from({ length: r.int(4) }, () => r.pick(NAMES));
  const pv = r.int(50);
  const pk = r.int(50);
  const lines = [
    r.chance(0.5) ? "Texto libre del jugador 😀 antes de la ficha." : "",
    "",
    "[gf-ficha]",
    `nombre: ${r.pick(NAMES)}`,
    ...cliches.map((c) => `${r.chance(0.5) ? "cliché" : "Cliche"}:  ${c} ${r.pick(["d4", "d6", "d8"])}${r.chance(0.3) ? "  " : ""}`),
    ...objectives.map((o, i) => `objetivo ${5 + i} ${r.pick(["abierto", "alcanzado", "satisfecho"])}: ${o}`),
    `pv: ${pv}`,
    `pk: ${pk}`,
    "notas: " + r.pick(NAMES),
    r.pick(NAMES),
    "[/gf-ficha]",
    r.chance(0.5) ? "Después 🎲" : "",
  ];
  return { raw: lines.join(nl), expect: { cliches, pv, pk, objectives } };
}

describe("sheet spans", () => {
  it("point at their exact text and bytes in 1,000 generated sheets (LF, CRLF, CR, accents, emoji)", () => {
    for (let seed = 1; seed <= 1000; seed++) {
      const { raw, expect: want } = sheet(seed);
      const [block] = parsePost(raw);
      expect(block?.errors).toEqual([]);
      const node = block!.node as SheetNode;
      const bytes = Buffer.from(raw);
      const at = (s: { start: number; end: number; byteStart: number; byteEnd: number }): string => {
        const text = raw.slice(s.start, s.end);
        expect(bytes.subarray(s.byteStart, s.byteEnd).toString()).toBe(text);
        return text;
      };
      expect(node.cliches.map((c) => at(c.nameSpan))).toEqual(want.cliches);
      expect(node.cliches.map((c) => at(c.dieSpan!))).toEqual(node.cliches.map((c) => `d${c.die}`));
      expect(node.objectives.map((o) => at(o.textSpan))).toEqual(want.objectives);
      expect(at(node.pv!.span)).toBe(String(want.pv));
      expect(at(node.pk!.span)).toBe(String(want.pk));
      expect(raw.slice(block!.bodyEnd)).toMatch(/^\[\/gf-ficha\]/);
    }
  });

  it("an edit through spans changes those characters only, and the post parses to the new values", () => {
    for (let seed = 1; seed <= 500; seed++) {
      const { raw } = sheet(seed);
      const node = parsePost(raw)[0]!.node as SheetNode;
      const edited = applyEdits(raw, [
        { start: node.pv!.span.start, end: node.pv!.span.end, text: "123" },
        { start: node.cliches[0]!.dieSpan!.start, end: node.cliches[0]!.dieSpan!.end, text: "d12" },
      ]);
      const after = parsePost(edited)[0]!.node as SheetNode;
      expect(after.pv!.value).toBe(123);
      expect(after.cliches[0]!.die).toBe(12);
      expect(after.pk).toEqual({ ...node.pk!, span: after.pk!.span });
      // Everything outside the two edits is byte for byte the same.
      const a = node.pv!.span;
      const d = node.cliches[0]!.dieSpan!;
      expect(edited.slice(0, d.start)).toBe(raw.slice(0, d.start));
      expect(edited.slice(edited.length - (raw.length - a.end))).toBe(raw.slice(a.end));
      expect(applyEdits(raw, [])).toBe(raw);
    }
  });
});

describe("attribute values", () => {
  it("the bundle's checks (attr-values.ts) accept exactly what the zod schemas accept", () => {
    const r = rng(7);
    const pieces = ["a", "&#x5D;", "&#34;", "&#0;", "&#x202E;", "&amp;", "Ñ", " ", "😀", "[", "]", '"', "<", ">", "\u0000", "1", "9", "https://", "forum.example", "/t/x", ":", "=", ".", "_", "-", "~", "+", "/"];
    const pairs: [(v: string) => unknown, { safeParse(v: unknown): { success: boolean } }][] = [
      [parseName, attrNameTyped], [parseSheet, attrSheet], [parseProof, attrProof], [parseVersion, attrVersion],
    ];
    for (let i = 0; i < 5_000; i++) {
      const value = Array.from({ length: r.int(12) }, () => r.pick(pieces)).join("");
      for (const [check, schema] of pairs) {
        expect([value, check(value) !== undefined]).toEqual([value, schema.safeParse(value).success]);
      }
    }
  });
});
