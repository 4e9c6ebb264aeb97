// GF-SUSP-2, the original, lines 549–551: a withdrawn scene is "como si nunca hubiera sucedido", so each
// change it made to a sheet goes back, but only where the sheet still says what the scene left: a
// line a player changed since is theirs, and the undo of it is refused and reported, never written.
import { describe, expect, it } from "@jest/globals";
import { applySheetChangesKeeping, readSheet, toCharacter, undoChangesBetween, type Sheet } from "../../../../src/games/genrefuzzion/sheet/index.js";
import type { Character } from "../../../../src/games/genrefuzzion/rules/index.js";
import { initialState } from "../../../../src/games/genrefuzzion/rules/index.js";

const RAW = [
  "Mi ficha 😀", "",
  "[gf-ficha]", "nombre: Lía", "jugadora: @ana",
  "cliché: Bruja novata d8", "cliché: Heredera d8", "cliché: Curiosa d6", "cliché: Deportista d6", "cliché: Tímida d4", "cliché: Miope d4",
  "relación Bruno: Rival de Bruno d8", "relación Cata: Amiga de Cata d6", "relación Dino: Teme a Dino d4",
  "objetivo 5 abierto: Lía 1", "objetivo 8 abierto: Lía 2", "objetivo 12 abierto: Lía 3",
  "ventaja: Paraguas blindado d6", "problema: Resfriado d4",
  "pv: 3", "notas: mías", "[/gf-ficha]", "Pie.",
].join("\n");

function sheetOf(raw: string): Sheet {
  const d = readSheet(raw);
  if (!d.ok) throw new Error(JSON.stringify(d.error));
  return d.value.sheet;
}
function characterOf(raw: string): Character {
  const c = toCharacter(sheetOf(raw));
  if (!c.ok) throw new Error(JSON.stringify(c.error));
  const s = initialState({ moderator: "dani", players: ["ana"], characters: [{ ...c.value, player: "ana" }] });
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return s.value.characters["Lía"]!;
}

// What a scene did: sacrificed the umbrella (GF-ADV-4), stepped the cold up (GF-PROB-3), added a wound (GF-WIN-3).
const was = characterOf(RAW);
const AFTER = RAW.replace("ventaja: Paraguas blindado d6\n", "").replace("Resfriado d4", "Resfriado d6").replace("pv: 3", "problema: Herida d8\npv: 3");
const now = characterOf(AFTER);
const undo = undoChangesBetween(was, now, { lang: "es" });

describe("undoing a withdrawn scene's sheet changes (GF-SUSP-2)", () => {
  it("GF-SUSP-2: the undo of each change, guarded by what the scene left (the original, lines 550–551)", () => {
    expect(undo).toEqual(expect.arrayContaining([
      { type: "remove-trait", list: "problems", name: "Herida", from: 8 },
      { type: "set-die", list: "problems", name: "Resfriado", die: 4, from: 6 },
      { type: "add-trait", list: "advantages", name: "Paraguas blindado", die: 6 },
    ]));
    expect(undo).toHaveLength(3);
  });

  it("GF-SUSP-2: on an untouched sheet every change goes back, and every byte the player typed stays", () => {
    const r = applySheetChangesKeeping(AFTER, undo);
    expect(r.ok && r.value.refused).toEqual([]);
    if (!r.ok) return;
    expect(sheetOf(r.value.raw)).toEqual(sheetOf(RAW));
    expect(r.value.raw.startsWith("Mi ficha 😀\n")).toBe(true);
    expect(r.value.raw.endsWith("notas: mías\n[/gf-ficha]\nPie.")).toBe(true);
  });

  it("GF-SUSP-2: a line the player changed since is never overwritten: its undo is refused and reported, the others apply", () => {
    // Since the scene: ana trained the wound down to d6 by hand, and typed her umbrella back as a d8.
    const edited = AFTER.replace("Herida d8", "Herida d6").replace("pv: 3", "ventaja: Paraguas blindado d8\npv: 3");
    const r = applySheetChangesKeeping(edited, undo);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.refused.map((x) => [x.change.type, x.error.code])).toEqual(expect.arrayContaining([
      ["remove-trait", "sheet.changed"], ["add-trait", "sheet.trait_exists"]]));
    expect(r.value.refused).toHaveLength(2);
    const s = sheetOf(r.value.raw);
    expect(s.problems).toEqual([{ name: "Resfriado", die: 4 }, { name: "Herida", die: 6 }]);
    expect(s.advantages).toEqual([{ name: "Paraguas blindado", die: 8 }]);
  });

  it("GF-SUSP-2: a change the player already undid by hand is neither written again nor reported", () => {
    const byHand = AFTER.replace("problema: Herida d8\n", "").replace("Resfriado d6", "Resfriado d4");
    const r = applySheetChangesKeeping(byHand, undo);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.refused).toEqual([]);
    expect(sheetOf(r.value.raw)).toEqual(sheetOf(RAW));
  });

  it("GF-SUSP-2: a sheet that cannot be read safely refuses the whole undo", () => {
    const broken = AFTER.replace("pv: 3", "pv: tres");
    const r = applySheetChangesKeeping(broken, undo);
    expect(r.ok).toBe(false);
  });
});
