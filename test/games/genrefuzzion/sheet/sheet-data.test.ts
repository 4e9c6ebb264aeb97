// The bridges between sheets and the rules engine: sheet → Character, Character before/after →
// sheet changes, hand-edits → ledger entries. (The picker's pool block is tested where it ships,
// test/games/genrefuzzion/cards/compose-text.test.ts.)
import { describe, expect, it } from "@jest/globals";
import { apply, parseAction } from "../../../../src/games/genrefuzzion/rules/apply.js";
import { initialState } from "../../../../src/games/genrefuzzion/rules/creation.js";
import type { GameState } from "../../../../src/games/genrefuzzion/rules/state.js";
import {
  applySheetChanges, changesBetween, editReason, manualAdjustments, pointsChange, readSheet, toCharacter, type Sheet,
} from "../../../../src/games/genrefuzzion/sheet/index.js";

const ANA = [
  "[gf-ficha]", "nombre: Lía", "jugadora: @ana",
  "cliché: Bruja novata d8", "cliché: Heredera d8", "cliché: Curiosa d6", "cliché: Deportista d6", "cliché: Tímida d4", "cliché: Miope d4",
  "relación Bruno: Rival de Bruno d8", "relación Cata: Amiga de Cata d6", "relación Dino: Teme a Dino d4",
  "truco Arma predilecta: la escoba", "truco: Cámara lenta", "treta Fobia: las arañas",
  "objetivo 5 alcanzado: Lía 1", "objetivo 8 satisfecho: Lía 2", "objetivo 12: Lía 3",
  "ventaja Bruno: Sorpresa d6", "problema: Mojada d4",
  "pv: 4", "pk: 1", "[/gf-ficha]",
].join("\n");

function doc(raw = ANA) {
  const d = readSheet(raw);
  if (!d.ok) throw new Error(JSON.stringify(d.error));
  return d.value;
}

describe("bridges to the rules engine", () => {
  function play(state: GameState, ...actions: unknown[]): GameState {
    let s = state;
    for (const input of actions) {
      const a = parseAction(input);
      if (!a.ok) throw new Error(JSON.stringify(a.error));
      const r = apply(s, a.value);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      s = r.value;
    }
    return s;
  }

  it("GF-TRAIN-2: GF-TRAIN-4: GF-TRAIN-5: GF-OBJ-6: an interval's changes to a character land on its sheet as the rules made them", () => {
    const raw = ANA.replace("objetivo 5 alcanzado", "objetivo 5 abierto").replace("objetivo 8 satisfecho", "objetivo 8 abierto").replace(/ventaja.*\nproblema.*\n/, "").replace("pv: 4", "pv: 10").replace("pk: 1", "pk: 10");
    const lia = toCharacter(doc(raw).sheet);
    if (!lia.ok) throw new Error(JSON.stringify(lia.error));
    const bruno = { name: "Bruno", player: "beto", cliches: [8, 8, 6, 6, 4, 4].map((die, i) => ({ name: `B${i}`, die })), relationships: [{ name: "x", target: "Lía", die: 6 }, { name: "y", target: "Cata", die: 6 }],
      objectives: [{ text: "b1", difficulty: 5 }, { text: "b2", difficulty: 6 }, { text: "b3", difficulty: 7 }] };
    const init = initialState({ moderator: "beto", players: ["ana", "beto"], characters: [lia.value, bruno as never], inPlay: true, carryOver: { ana: { pv: 10, pk: 10 }, beto: { pv: 5, pk: 5 } } });
    if (!init.ok) throw new Error(JSON.stringify(init.error));
    // A scene has been played, so there is an interval to call and a scene to endorse an objective from.
    const before: GameState = { ...init.value, scenesPlayed: 1 };
    const after = play(before,
      { type: "interval", player: "ana" },
      { type: "train", player: "ana", character: "Lía", trait: "Curiosa" },
      { type: "rename", player: "ana", character: "Lía", from: "Teme a Dino", to: "Ya no teme a Dino" },
      { type: "new-trick", player: "ana", character: "Lía", id: "mi-tesoro" },
      { type: "endorse", player: "beto", character: "Lía", objective: 1, currency: "pv", scene: 1 },
    );
    const changes = changesBetween(before.characters["Lía"]!, after.characters["Lía"]!, { lang: "es", fills: { "mi-tesoro": ["el peluche"] } });
    expect(changes).toEqual([
      { type: "set-die", list: "cliches", name: "Curiosa", die: 8, from: 6 },
      { type: "rename-trait", list: "relationships", name: "Teme a Dino", to: "Ya no teme a Dino" },
      { type: "add-trick", kind: "trick", name: "Mi tesoro", fills: ["el peluche"] },
      { type: "objective", index: 1, state: "achieved", from: "open" },
    ]);
    // GF-TRAIN-2 (3 PV for a d6), GF-TRAIN-4 (3 PK), GF-TRAIN-5 (4 PV).
    const points = pointsChange(before.balances["ana"]!, after.balances["ana"]!);
    expect(points).toEqual({ type: "points", pv: -7, pk: -3 });
    const written = applySheetChanges(raw, [...changes, points!]);
    if (!written.ok) throw new Error(JSON.stringify(written.error));
    const back = toCharacter(doc(written.value).sheet);
    expect(back).toEqual({ ok: true, value: { ...after.characters["Lía"], kind: "character", tricks: ["arma-predilecta", "camara-lenta", "mi-tesoro"] } });
    expect(written.value).toContain("truco Mi tesoro: el peluche\ntreta Fobia");
    expect(written.value).toContain("\npv: 3\npk: 7\n");
    expect(editReason({ lang: "en", rules: ["GF-TRAIN-2", "GF-TRAIN-4"], changes })).toBe(
      "Interval (GF-TRAIN-2, GF-TRAIN-4): “Curiosa” → d8; “Teme a Dino” → “Ya no teme a Dino”; trick “Mi tesoro”; objective 1: achieved");
  });

  it("GF-ADV-5: temporary advantages never reach the sheet; a removed trait is removed", () => {
    const base = { name: "Lía", cliches: [{ name: "A", die: 8 as const }], relationships: [], advantages: [{ name: "Regalo", die: 8 as const, temporary: true }], problems: [{ name: "P", die: 6 as const }], tricks: [], flaws: [], objectives: [], kind: "character" as const };
    expect(changesBetween(base, { ...base, advantages: [], problems: [] }, { lang: "es" })).toEqual([{ type: "remove-trait", list: "problems", name: "P" }]);
    expect(pointsChange({ pv: 1, pk: 1 }, { pv: 1, pk: 1 })).toBeNull();
  });

  it("GF-DIE-1: a sheet missing a die or a difficulty cannot be played by the engine, and says which", () => {
    expect(toCharacter(doc(ANA.replace("Heredera d8", "Heredera")).sheet)).toEqual({ ok: false, error: { code: "sheet.incomplete", rule: "GF-DIE-1", params: { what: "die", name: "Heredera" } } });
    expect(toCharacter(doc(ANA.replace("objetivo 12:", "objetivo:")).sheet)).toMatchObject({ ok: false, error: { rule: "GF-OBJ-1" } });
  });
});

describe("manual adjustments", () => {
  const sheet = (pv?: number, pk?: number, player = "ana"): Sheet => ({ ...doc().sheet, player, ...(pv === undefined ? { pv: undefined } : { pv }), ...(pk === undefined ? { pk: undefined } : { pk }) });

  it("GF-FORUM-4: a hand-edit of points becomes ledger entries for the player, nothing else does", () => {
    expect(manualAdjustments(sheet(4, 1), sheet(9, 0))).toEqual([
      { player: "ana", currency: "pv", amount: 5, rule: "GF-FORUM-4", reason: "sheet.manual-edit", character: "Lía" },
      { player: "ana", currency: "pk", amount: -1, rule: "GF-FORUM-4", reason: "sheet.manual-edit", character: "Lía" },
    ]);
    expect(manualAdjustments(sheet(4, 1), sheet(4, 1))).toEqual([]);
    // Another owner, or a line that was not there: nothing to reconcile.
    expect(manualAdjustments(sheet(4, 1), sheet(9, 1, "beto"))).toEqual([]);
    expect(manualAdjustments(sheet(undefined, 1), sheet(9, 1))).toEqual([]);
  });
});
