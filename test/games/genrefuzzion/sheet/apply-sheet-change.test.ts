// Sheet updates (docs/markup.md §7.3): each managed field rewritten in place, byte for byte around it, and every way a change
// can be refused. The round-trip file covers the same with generated sheets; these pin exact text.
import { describe, expect, it } from "@jest/globals";
import { applySheetChange, applySheetChanges, sheetChange, sheetMessage, type SheetChange } from "../../../../src/games/genrefuzzion/sheet/index.js";

const RAW = [
  "Texto del jugador 😀 (no tocar)", "",
  "[gf-ficha]", "Nombre: Lía", "jugadora: @ana",
  "  Cliché: Bruja novata D8", "  Cliché: Heredera d8",
  "  Relación Bruno: Rival de Bruno d8",
  "truco Arma predilecta: la escoba",
  "objetivo 10 Abierto: Aprobar 🧙", "objetivo: Sin dificultad",
  "Ventaja Bruno: Sorpresa d6",
  "pv: 03", "notas: libre", "  con sangría", "[/gf-ficha]", "adiós",
].join("\r\n");

function applied(change: SheetChange, raw = RAW): string {
  const r = applySheetChange(raw, change);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

describe("applySheetChange", () => {
  it("GF-RATE-6: points move by a delta in place, keeping the player's text elsewhere; a missing line is added after its kind", () => {
    expect(applied({ type: "points", pv: 4 })).toBe(RAW.replace("pv: 03", "pv: 7"));
    expect(applied({ type: "points", pk: 2 })).toBe(RAW.replace("pv: 03\r\n", "pv: 03\r\npk: 2\r\n"));
  });

  it("GF-PTS-2: points never go below zero", () => {
    const r = applySheetChange(RAW, { type: "points", pv: -4 });
    expect(r).toEqual({ ok: false, error: { code: "sheet.points_negative", rule: "GF-PTS-2", params: { currency: "PV", value: -1 } } });
    if (!r.ok) expect(sheetMessage(r.error, "es")).toBe("PV quedaría en -1: los puntos no pueden ser negativos (GF-PTS-2)");
  });

  it("GF-ADV-1: GF-ADV-2: a new advantage goes after the last one, with its bound opponent and the sheet's own keyword spelling", () => {
    expect(applied({ type: "add-trait", list: "advantages", name: "Bate firmado", die: 8, target: "Bea" }))
      .toBe(RAW.replace("Ventaja Bruno: Sorpresa d6\r\n", "Ventaja Bruno: Sorpresa d6\r\nVentaja Bea: Bate firmado d8\r\n"));
  });

  it("GF-PROB-2: a first problem goes after the advantages, in the block's line endings", () => {
    expect(applied({ type: "add-trait", list: "problems", name: "Mojada hasta los huesos", die: 4 }))
      .toBe(RAW.replace("Sorpresa d6\r\n", "Sorpresa d6\r\nproblema: Mojada hasta los huesos d4\r\n"));
  });

  it("GF-TRAIN-6: a new cliché copies the indentation and the keyword of the clichés", () => {
    expect(applied({ type: "add-trait", list: "cliches", name: "Nueva en la ciudad", die: 8 }))
      .toBe(RAW.replace("  Cliché: Heredera d8\r\n", "  Cliché: Heredera d8\r\n  Cliché: Nueva en la ciudad d8\r\n"));
  });

  it("GF-TRAIN-2: a die steps up in place; GF-PROB-3: the same for a problem's die; a die-less line gets one", () => {
    expect(applied({ type: "set-die", list: "cliches", name: "Bruja novata", die: 10, from: 8 })).toBe(RAW.replace("Bruja novata D8", "Bruja novata d10"));
    expect(applied({ type: "set-die", list: "cliches", name: "bruja NOVATA", die: 8 })).toBe(RAW);
    const noDie = RAW.replace("Heredera d8", "Heredera");
    expect(applied({ type: "set-die", list: "cliches", name: "Heredera", die: 6 }, noDie)).toBe(RAW.replace("Heredera d8", "Heredera d6"));
  });

  it("GF-ANNUL-1: an annulled attribute's line goes, with its line break", () => {
    expect(applied({ type: "remove-trait", list: "relationships", name: "Rival de Bruno" })).toBe(RAW.replace("  Relación Bruno: Rival de Bruno d8\r\n", ""));
  });

  it("GF-TRAIN-4: a rename keeps the die; GF-RET-2: a relationship may point at someone else", () => {
    expect(applied({ type: "rename-trait", list: "relationships", name: "Rival de Bruno", to: "Ex rival de Eva", target: "Eva" }))
      .toBe(RAW.replace("Relación Bruno: Rival de Bruno d8", "Relación Eva: Ex rival de Eva d8"));
    expect(applied({ type: "rename-trait", list: "advantages", name: "Sorpresa", target: "Carla" })).toBe(RAW.replace("Ventaja Bruno:", "Ventaja Carla:"));
  });

  it("GF-TRAIN-5: a new trick with its placeholder filled goes after the tricks", () => {
    expect(applied({ type: "add-trick", kind: "trick", name: "Mi tesoro", fills: ["el peluche"] }))
      .toBe(RAW.replace("truco Arma predilecta: la escoba\r\n", "truco Arma predilecta: la escoba\r\ntruco Mi tesoro: el peluche\r\n"));
    expect(applied({ type: "add-trick", kind: "flaw", name: "Opsss", fills: [] }))
      .toBe(RAW.replace("truco Arma predilecta: la escoba\r\n", "truco Arma predilecta: la escoba\r\ntreta Opsss:\r\n"));
  });

  it("GF-OBJ-6: GF-OBJ-7: an objective's state changes in the player's own spelling, or is added after its difficulty", () => {
    expect(applied({ type: "objective", index: 1, state: "achieved", from: "open" })).toBe(RAW.replace("objetivo 10 Abierto:", "objetivo 10 alcanzado:"));
    expect(applied({ type: "objective", index: 2, state: "satisfied" })).toBe(RAW.replace("objetivo: Sin dificultad", "objetivo satisfecho: Sin dificultad"));
    expect(applied({ type: "objective", index: 2, text: "Con otro texto" })).toBe(RAW.replace("Sin dificultad", "Con otro texto"));
    const en = "[gf-sheet]\nobjective 9 open: Win\n[/gf-sheet]";
    expect(applied({ type: "objective", index: 1, state: "satisfied" }, en)).toBe(en.replace("9 open", "9 satisfied"));
  });

  it("GF-FORUM-4: the player's edit is never overwritten: a change computed from an old value is refused", () => {
    expect(applySheetChange(RAW, { type: "set-die", list: "cliches", name: "Heredera", die: 10, from: 6 }))
      .toEqual({ ok: false, error: { code: "sheet.changed", params: { name: "Heredera", now: "d8", was: "d6" } } });
    expect(applySheetChange(RAW, { type: "objective", index: 1, state: "satisfied", from: "achieved" }))
      .toEqual({ ok: false, error: { code: "sheet.changed", rule: "GF-OBJ-6", params: { name: "Aprobar 🧙", now: "abierto", was: "alcanzado" } } });
  });

  it("GF-CHAR-4: changes that name what the sheet does not have are refused with their reason", () => {
    const cases: [SheetChange, string][] = [
      [{ type: "remove-trait", list: "problems", name: "Nada" }, "sheet.no_trait"],
      [{ type: "add-trait", list: "cliches", name: "heredera", die: 4 }, "sheet.trait_exists"],
      [{ type: "objective", index: 3, state: "achieved" }, "sheet.no_objective"],
      [{ type: "add-trick", kind: "trick", name: "Arma predilecta", fills: [] }, "sheet.trait_exists"],
      // Written as typed, this name would read as a die: refused rather than written wrong.
      [{ type: "add-trait", list: "cliches", name: "Fuerte como 2d6", die: 8 }, "sheet.unsafe_text"],
      [{ type: "add-trait", list: "problems", name: "Algo", die: 4, target: "Bea" }, "sheet.unsafe_text"],
    ];
    for (const [change, code] of cases) {
      const r = applySheetChange(RAW, change);
      expect(r.ok ? "ok" : r.error.code).toBe(code);
      if (!r.ok) for (const lang of ["es", "en"] as const) expect(sheetMessage(r.error, lang)).not.toMatch(/\{\w+\}/);
    }
    const twice = RAW.replace("  Cliché: Heredera d8", "  Cliché: Heredera d8\r\n  Cliché: heredera d4");
    expect(applySheetChange(twice, { type: "remove-trait", list: "cliches", name: "HEREDERA" })).toMatchObject({ ok: false, error: { code: "sheet.ambiguous_trait" } });
  });

  it("GF-CHAR-4: a sheet with a line the parser cannot read is not written at all", () => {
    const broken = RAW.replace("pv: 03", "pv: muchos");
    expect(applySheetChange(broken, { type: "points", pk: 1 })).toEqual({ ok: false, error: { code: "sheet.unreadable", params: { line: 13, code: "markup.bad_number" } } });
    expect(applySheetChange("sin ficha", { type: "points", pk: 1 })).toEqual({ ok: false, error: { code: "sheet.none" } });
  });

  it("GF-WIN-3: several changes apply in order, or none when one fails", () => {
    const r = applySheetChanges(RAW, [{ type: "points", pv: 1 }, { type: "add-trait", list: "problems", name: "Ridículo", die: 6 }]);
    expect(r.ok && r.value).toBe(RAW.replace("pv: 03", "pv: 4").replace("Sorpresa d6\r\n", "Sorpresa d6\r\nproblema: Ridículo d6\r\n"));
    expect(applySheetChanges(RAW, [{ type: "points", pv: 1 }, { type: "remove-trait", list: "problems", name: "Nada" }]).ok).toBe(false);
  });

  it("GF-FORUM-4: changes crossing a boundary are validated by their schema", () => {
    expect(sheetChange.safeParse({ type: "add-trait", list: "cliches", name: "x\n[/gf-ficha]", die: 8 }).success).toBe(false);
    expect(sheetChange.safeParse({ type: "set-die", list: "cliches", name: "x", die: 7 }).success).toBe(false);
    expect(sheetChange.safeParse({ type: "objective", index: 0 }).success).toBe(false);
    expect(sheetChange.safeParse({ type: "points", pv: 2 }).success).toBe(true);
  });
});
