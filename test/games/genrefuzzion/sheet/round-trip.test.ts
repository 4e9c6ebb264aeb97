// Sheets (docs/markup.md §7.3): parse then serialize is the identity, on 10k generated sheets and on hand-written ones
// (Spanish accents, emoji, Windows line endings), and an update touches only its own field.
import { describe, expect, it } from "@jest/globals";
import fc from "../../../support/fast-check.js";
import { readFileSync } from "node:fs";
import {
  applySheetChange, readSheet, sameData, serializeSheet, type Sheet, type SheetChange, type TraitList,
} from "../../../../src/games/genrefuzzion/sheet/index.js";
import { generatedSheet } from "./support/sheet-gen.js";

const withoutIds = (s: Sheet) => ({
  ...s, tricks: s.tricks.map(({ name, fills }) => ({ name, fills })), flaws: s.flaws.map(({ name, fills }) => ({ name, fills })),
});

function read(raw: string) {
  const doc = readSheet(raw);
  if (!doc.ok) throw new Error(`no sheet: ${JSON.stringify(doc.error)} in ${JSON.stringify(raw)}`);
  return doc.value;
}

/** Every ```gf fence of docs/markup.md that holds a sheet, plus sheets written by hand. */
const HAND_WRITTEN: readonly string[] = [
  ...[...readFileSync("docs/markup.md", "utf8").matchAll(/```gf\n([\s\S]*?)```/g)].map((m) => m[1]!).filter((s) => /^\[gf-(sheet|ficha)/i.test(s)),
  "Mi personaje:\r\n\r\n[gf-ficha]\r\nnombre: Zoë Ñandú 🧙‍♀️\r\njugadora: @zoe\r\ncliché: Bruja de la ópera d8\r\nrelación Bea: Le debe un café ☕ d4\r\nobjetivo 7 abierto: Cantar en La Scala 🎭\r\npv: 0\r\npk: 0\r\nnotas: ¡Ojo! Odia los lunes.\r\n\r\n   Línea con sangría.\r\n[/gf-ficha]\r\n\r\nGracias.",
  "  [GF-SHEET mode=new lang=en]\n\tname:   Dani   \n  cliche :Airheaded drummer  D8\t\n\n relationship Ana:Older brother 1d6\ntrick Born clever:\nflaw: Oops\nobjective satisfied 9: Win\npv: 007\n[/gf-sheet]",
  "[gf-ficha]\nnombre: Solo nombre\n[/gf-ficha]",
  "text\n\n```\n[gf-ficha]\nnombre: En un bloque de código\n[/gf-ficha]\n```\n\n[gf-ficha]\nnombre: La de verdad\nnotas:\n[/gf-ficha]\n",
];

describe("round trip", () => {
  it("GF-CHAR-4: hand-written sheets serialize back to the same bytes", () => {
    expect(HAND_WRITTEN.length).toBeGreaterThanOrEqual(6);
    for (const raw of HAND_WRITTEN) {
      const doc = read(raw);
      expect(doc.errors).toEqual([]);
      expect(serializeSheet(doc)).toEqual({ ok: true, value: raw });
    }
  });

  it("GF-CHAR-4: parse then serialize is the identity on 10k generated sheets, and reads the sheet they were made from", () => {
    fc.assert(fc.property(generatedSheet, ({ raw, model }) => {
      const doc = read(raw);
      expect(doc.errors).toEqual([]);
      expect(withoutIds(doc.sheet)).toEqual(model);
      expect(serializeSheet(doc)).toEqual({ ok: true, value: raw });
    }), { numRuns: 10_000 });
  });

  it("GF-CHAR-4: a value written through serializeSheet lands in its span and nowhere else", () => {
    fc.assert(fc.property(generatedSheet, fc.integer({ min: 0, max: 999 }), ({ raw }, pv) => {
      const doc = read(raw);
      // A sheet with no PV line has no span to write into: a discard fast-check counts, not a pass.
      fc.pre(doc.sheet.pv !== undefined);
      const out = serializeSheet(doc, { ...doc.sheet, pv });
      expect(out.ok).toBe(true);
      if (!out.ok) return;
      expect(read(out.value).sheet).toEqual({ ...doc.sheet, pv });
      const span = doc.block.node.pv!.span;
      expect(out.value.slice(0, span.start)).toBe(raw.slice(0, span.start));
      expect(out.value.slice(out.value.length - (raw.length - span.end))).toBe(raw.slice(span.end));
    }), { numRuns: 500 });
  });
});

/** A change that applies to `s`, chosen by `pick` (0..1), with the model it must produce. */
function changeFor(s: Sheet, pick: number, n: number): { change: SheetChange; expected: Sheet } | undefined {
  const e: Sheet = structuredClone(s);
  const lists = (["cliches", "relationships", "advantages", "problems"] as TraitList[]).filter((l) => s[l].length > 0);
  const list = lists[n % Math.max(1, lists.length)];
  const t = list ? s[list][n % s[list].length] : undefined;
  switch (Math.floor(pick * 7)) {
    case 0: {
      const pv = n % 7; const pk = (n % 3) - (s.pk ?? 0 > 0 ? 1 : 0);
      if (e.pv !== undefined || pv) e.pv = (s.pv ?? 0) + pv;
      if (pk && (e.pk !== undefined || pk > 0)) e.pk = (s.pk ?? 0) + pk;
      if ((e.pk ?? 0) < 0) return undefined;
      return { change: { type: "points", pv, pk }, expected: e };
    }
    case 1: {
      const l = (["cliches", "relationships", "advantages", "problems"] as const)[n % 4]!;
      const name = `Nuevo rasgo ñ ${n} 🎲`;
      const target = l === "relationships" || l === "advantages" ? "Bea" : undefined;
      if (l === "relationships") e.relationships.push({ name, target: "Bea", die: 6 });
      else if (l === "advantages") e.advantages.push({ name, boundOpponent: "Bea", die: 6 });
      else e[l].push({ name, die: 6 });
      return { change: { type: "add-trait", list: l, name, die: 6, ...(target ? { target } : {}) }, expected: e };
    }
    case 2: {
      if (!list || !t) return undefined;
      e[list][n % s[list].length]!.die = 12;
      return { change: { type: "set-die", list, name: t.name, die: 12 }, expected: e };
    }
    case 3: {
      if (!list || !t) return undefined;
      e[list].splice(n % s[list].length, 1);
      return { change: { type: "remove-trait", list, name: t.name }, expected: e };
    }
    case 4: {
      if (!list || !t) return undefined;
      e[list][n % s[list].length]!.name = `Renombrado ${n} é`;
      return { change: { type: "rename-trait", list, name: t.name, to: `Renombrado ${n} é` }, expected: e };
    }
    case 5: {
      const o = s.objectives[n % Math.max(1, s.objectives.length)];
      if (!o) return undefined;
      const state = (["open", "achieved", "satisfied"] as const)[(["open", "achieved", "satisfied"].indexOf(o.state) + 1) % 3]!;
      e.objectives[n % s.objectives.length]!.state = state;
      return { change: { type: "objective", index: (n % s.objectives.length) + 1, state, from: o.state }, expected: e };
    }
    default: {
      if (s.tricks.some((x) => x.name.toLowerCase() === "mi tesoro")) return undefined;
      e.tricks.push({ name: "Mi tesoro", id: "mi-tesoro", fills: ["el peluche"] });
      return { change: { type: "add-trick", kind: "trick", name: "Mi tesoro", fills: ["el peluche"] }, expected: e };
    }
  }
}

describe("an update touches only its field", () => {
  it("GF-FORUM-4: every other byte of the post stays; the sheet reads as before with that one change", () => {
    fc.assert(fc.property(generatedSheet, fc.double({ min: 0, max: 0.999, noNaN: true }), fc.nat(1000), ({ raw }, pick, n) => {
      const doc = read(raw);
      const planned = changeFor(doc.sheet, pick, n);
      // A change that does not apply to this sheet (no trait to rename…) is a counted discard.
      fc.pre(planned !== undefined);
      const out = applySheetChange(raw, planned.change);
      if (!out.ok) throw new Error(`${JSON.stringify(planned.change)} failed: ${JSON.stringify(out.error)}`);
      const after = read(out.value);
      expect(sameData(withoutIds(after.sheet), withoutIds(planned.expected))).toBe(true);
      // An edit that leaves the post as it was has moved no byte: nothing further to locate.
      if (out.value === raw) return;
      // The edit is one contiguous region inside the block's body; outside it, not a byte moves.
      let p = 0;
      while (p < raw.length && p < out.value.length && raw[p] === out.value[p]) p++;
      let q = 0;
      while (q < raw.length - p && q < out.value.length - p && raw[raw.length - 1 - q] === out.value[out.value.length - 1 - q]) q++;
      const open = doc.block.span.start + raw.slice(doc.block.span.start).search(/\r?\n|\r/);
      expect(p).toBeGreaterThanOrEqual(open);
      expect(raw.length - q).toBeLessThanOrEqual(doc.block.bodyEnd);
      // Outside the block: byte for byte.
      expect(out.value.slice(0, doc.block.span.start)).toBe(raw.slice(0, doc.block.span.start));
      expect(out.value.endsWith(raw.slice(doc.block.span.end))).toBe(true);
    }), { numRuns: 3000 });
  });
});
