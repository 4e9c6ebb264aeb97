// The creation checklist (GF-CHAR-*, GF-CLI-*, GF-REL-*; docs/markup.md §7.2) as warnings, in es and en, never a refusal.
import { describe, expect, it } from "@jest/globals";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { readSheet, sheetMessage, sheetMessages, checkSheet, sheetCardWarnings, type SheetFinding } from "../../../../src/games/genrefuzzion/sheet/index.js";

/** A valid creation sheet (the doc example of docs/markup.md, without the play it shows). */
const VALID = [
  "[gf-ficha]", "nombre: Ana Torres", "jugadora: @ana", "concepto: Vampira pacifista",
  "cliché: Vampiro pacifista d8", "cliché: Estudiante de magia d8", "cliché: Niña prodigio d6", "cliché: Siempre a la moda d6",
  "cliché: Tímida hasta el extremo d4", "cliché: Olvidadiza d4",
  "relación Bea: Mejor amiga de Bea d8", "relación Carla: Rivalidad con Carla d4", "relación Dani: Hermana de Dani d6",
  "truco Arma predilecta: el bate de béisbol firmado", "truco Defensa impasable: kárate; Vampiro pacifista", "treta Fobia: las arañas",
  "objetivo 10: Encontrar al vampiro", "objetivo 8: Que Bea le perdone", "objetivo 12: Aprobar magia",
  "pv: 0", "pk: 0", "[/gf-ficha]",
];

function findings(lines: readonly string[], options = {}): SheetFinding[] {
  const doc = readSheet(lines.join("\n"));
  if (!doc.ok) throw new Error(JSON.stringify(doc.error));
  expect(doc.value.errors).toEqual([]);
  return checkSheet(doc.value.block.node, doc.value.sheet.lang, options);
}
const codes = (f: SheetFinding[]) => f.map((x) => `${x.code} ${x.rule ?? ""}`.trim());
const edit = (from: string, to: string | null) => VALID.flatMap((l) => (l === from ? (to === null ? [] : [to]) : [l]));

describe("checkSheet", () => {
  it("GF-CHAR-2: a complete creation sheet has no warnings", () => {
    expect(findings(VALID)).toEqual([]);
  });

  it("GF-CLI-4: the cliché dice must be d8 d8 d6 d6 d4 d4", () => {
    const f = findings(edit("cliché: Olvidadiza d4", "cliché: Olvidadiza d6"));
    expect(codes(f)).toEqual(["sheet.cliche_dice GF-CLI-4"]);
    expect(f[0]!.params).toEqual({ dice: "d8 d8 d6 d6 d6 d4" });
    expect(codes(findings(edit("cliché: Olvidadiza d4", "cliché: Olvidadiza")))).toEqual(["sheet.no_die GF-CLI-4"]);
  });

  it("GF-CLI-3: a new character has six clichés", () => {
    expect(codes(findings(edit("cliché: Olvidadiza d4", null)))).toEqual(["sheet.cliche_count GF-CLI-3"]);
  });

  it("GF-REL-3: at least two relationships; GF-REL-6: d4 to d8, as many d8 as d4", () => {
    const one = VALID.filter((l) => !l.startsWith("relación") || l.includes("Bea"));
    expect(codes(findings(one))).toEqual(["sheet.relationship_count GF-REL-3", "sheet.relationship_balance GF-REL-6"]);
    expect(codes(findings(edit("relación Dani: Hermana de Dani d6", "relación Dani: Hermana de Dani d10")))).toEqual(["sheet.relationship_die GF-REL-6"]);
    expect(codes(findings(edit("relación Dani: Hermana de Dani d6", "relación: Hermana de alguien d6")))).toEqual(["sheet.no_target GF-REL-1"]);
  });

  it("GF-NEW-1: a character joining mid-game has exactly two relationships and two objectives", () => {
    const newcomer = ["[gf-ficha modo=nuevo]", ...VALID.slice(1)];
    expect(codes(findings(newcomer))).toEqual(["sheet.relationship_count GF-NEW-1", "sheet.objective_count GF-NEW-1"]);
    const fixed = newcomer.filter((l) => !l.includes("Dani") && !l.includes("Aprobar"));
    expect(findings(fixed.map((l) => l.replace("Rivalidad con Carla d4", "Rivalidad con Carla d8").replace("Mejor amiga de Bea d8", "Mejor amiga de Bea d8")))).toEqual([
      expect.objectContaining({ code: "sheet.relationship_balance" }),
    ]);
    expect(findings(fixed.map((l) => l.replace("Rivalidad con Carla d4", "Rivalidad con Carla d6").replace("Mejor amiga de Bea d8", "Mejor amiga de Bea d6")))).toEqual([]);
    // The option overrides the attribute.
    expect(codes(findings(VALID, { mode: "new" }))).toContain("sheet.objective_count GF-NEW-1");
  });

  it("GF-TT-1: two tricks and one flaw; GF-TT-2: names outside the tables are flagged, not refused", () => {
    expect(codes(findings(edit("treta Fobia: las arañas", null)))).toEqual(["sheet.trick_count GF-TT-1"]);
    const f = findings(edit("treta Fobia: las arañas", "treta: Miedo escénico"));
    expect(codes(f)).toEqual(["sheet.unknown_trick GF-AMB-01"]);
    expect(f[0]!.line).toBe(16);
    expect(findings(edit("truco Arma predilecta: el bate de béisbol firmado", "trick Favourite weapon: the signed bat"))).toEqual([]);
  });

  it("GF-TT-3: every <PLACEHOLDER> is filled; GF-TRICK-04: Defensa impasable names a cliché of the sheet", () => {
    const f = findings(edit("truco Defensa impasable: kárate; Vampiro pacifista", "truco Defensa impasable: kárate"));
    expect(codes(f)).toEqual(["sheet.placeholder GF-TT-3"]);
    expect(f[0]!.params).toEqual({ name: "Defensa impasable", placeholder: "<CLICHÉ>" });
    expect(codes(findings(edit("treta Fobia: las arañas", "treta Fobia:")))).toEqual(["sheet.placeholder GF-TT-3"]);
    expect(codes(findings(edit("truco Defensa impasable: kárate; Vampiro pacifista", "truco Defensa impasable: kárate; Vampiro furioso"))))
      .toEqual(["sheet.trick_cliche GF-TRICK-04"]);
  });

  it("GF-OBJ-1: three objectives, each with a difficulty", () => {
    expect(codes(findings(edit("objetivo 12: Aprobar magia", null)))).toEqual(["sheet.objective_count GF-OBJ-1"]);
    expect(codes(findings(edit("objetivo 12: Aprobar magia", "objetivo: Aprobar magia")))).toEqual(["sheet.no_difficulty GF-OBJ-1"]);
  });

  it("GF-CHAR-3: the sheet names its character; GF-META-2: and its player", () => {
    expect(codes(findings(edit("nombre: Ana Torres", null).filter((l) => !l.startsWith("jugadora"))))).toEqual([
      "sheet.missing_field GF-CHAR-3", "sheet.missing_field GF-META-2",
    ]);
  });

  it("GF-REL-8: a sheet in play is not held to the creation counts, only to what always holds", () => {
    const played = [...edit("cliché: Olvidadiza d4", "cliché: Olvidadiza d10").slice(0, -1), "ventaja: Sorpresa d6", "problema: Mojada", "[/gf-ficha]"];
    expect(codes(findings(played))).toEqual(["sheet.no_die GF-PROB-2"]);
    expect(codes(findings(played, { stage: "creation" }))).toEqual(["sheet.no_die GF-PROB-2", "sheet.cliche_dice GF-CLI-4"]);
  });

  it("GF-POOL-2: two lines of one name in a list are flagged, since pools name traits", () => {
    expect(codes(findings(edit("cliché: Olvidadiza d4", "cliché: tímida hasta el extremo d4")))).toEqual(["sheet.duplicate_name"]);
  });
});

describe("messages", () => {
  it("GF-CHAR-4: every sheet message exists in es and en and fills all its placeholders", () => {
    const samples: SheetFinding[] = [
      ...findings(["[gf-ficha]", "relación: x", "cliché: y", "cliché: y", "truco Defensa impasable:", "treta: Nada", "objetivo: z", "[/gf-ficha]"]),
    ];
    expect(samples.length).toBeGreaterThanOrEqual(8);
    for (const f of samples) {
      for (const lang of ["es", "en"] as const) {
        const text = sheetMessage(f, lang);
        expect(text).not.toMatch(/\{\w+\}/);
        expect(text).not.toMatch(/^sheet\./);
      }
    }
    for (const [code, m] of Object.entries(sheetMessages)) {
      expect(m.es).not.toBe(m.en);
      expect(code).toMatch(/^sheet\./);
    }
    expect(sheetMessage(samples.find((f) => f.code === "sheet.no_die")!, "en")).toBe("\"y\" (cliché) has no die: add d4, d6 or d8 at the end of the line (GF-CLI-4)");
    expect(sheetMessage(samples.find((f) => f.code === "sheet.no_target")!, "es")).toBe("la relación «x» no dice con quién es: escribe «relación Nombre: …» (GF-REL-1)");
  });

  it("GF-CHAR-4: every code the sheet code and its service edge can report has a message", () => {
    const files = ["src/games/genrefuzzion/sheet", "src/service/sheets"].flatMap((dir) => readdirSync(dir).filter((f) => f.endsWith(".ts")).map((f) => join(dir, f)));
    const used = new Set(files.flatMap((f) => [...readFileSync(f, "utf8").matchAll(/\(\s*"(sheet\.[a-z_]+)"/g)].map((m) => m[1]!)));
    expect(used.size).toBeGreaterThanOrEqual(25);
    expect([...used].filter((code) => !Object.hasOwn(sheetMessages, code))).toEqual([]);
  });

  it("GF-CHAR-4: the card hook gives localised warnings with their lines", () => {
    const doc = readSheet(edit("treta Fobia: las arañas", "treta Fobia:").join("\n"));
    if (!doc.ok) throw new Error();
    expect(sheetCardWarnings(doc.value.block.node, "en")).toEqual([{
      code: "sheet.placeholder", rule: "GF-TT-3", line: 16,
      message: "\"Fobia\": fill in <COSA A LA QUE TEMES> (after the \":\", separated by \";\") (GF-TT-3)",
    }]);
  });

  it("GF-CHAR-4: a post with no sheet, or with two, is a clear error", () => {
    expect(readSheet("hola")).toEqual({ ok: false, error: { code: "sheet.none" } });
    const two = readSheet([...VALID, "", ...VALID].join("\n"));
    expect(two).toEqual({ ok: false, error: { code: "sheet.several", rule: "GF-CHAR-4", params: { count: 2, line: 24 } } });
    if (!two.ok) expect(sheetMessage(two.error, "es")).toBe("este mensaje tiene 2 fichas; una ficha por mensaje (la segunda empieza en la línea 24) (GF-CHAR-4)");
  });
});
