// The d20 check's rules (src/games/d20/reference), each played through the pure reducer and the block
// reader: who asks, who rolls, once, the total against the difficulty, and the end of a check.
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import type { Lang } from "../../../src/lib/i18n.js";
import { parseGamePost } from "../../../src/markup/parse-post.js";
import { d20Markup } from "../../../src/games/d20/markup/game.js";
import type { ParsedD20Block } from "../../../src/games/d20/markup/read-block.js";
import { checkSkeleton, sheetSkeleton } from "../../../src/games/d20/cards/compose.js";
import { readD20Card } from "../../../src/games/d20/cards/read-card.js";
import { apply, stillToRoll, type D20Action, type D20State } from "../../../src/games/d20/rules/model.js";

const TABLE: D20State = { gm: "dj", characters: { Ana: { player: "ana", bonus: 3 }, Bea: { player: "bruno", bonus: -1 } } };
const block = (raw: string, lang: Lang = "es") => parseGamePost<ParsedD20Block>(raw, [d20Markup()], { lang })[0]!.parsed;

/** The state after the actions, each of which must apply. */
function after(...actions: D20Action[]): D20State {
  let s = TABLE;
  for (const a of actions) {
    const r = apply(s, a);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
  }
  return s;
}
const refusal = (s: D20State, a: D20Action) => { const r = apply(s, a); return r.ok ? "applied" : { code: r.error.code, rule: r.error.rule }; };
const CHECK: D20Action = { type: "check", by: "dj", dc: 12, who: ["ana", "Bea"] };

describe("the d20 check's rules", () => {
  it("DC-SHEET-1: a sheet gives a name, a player and one bonus from −5 to +10", () => {
    expect(block("[d20-ficha]\nnombre: Ana\njugadora: ana\nbono: +3\n[/d20-ficha]").node).toEqual({ block: "sheet", name: "Ana", player: "ana", bonus: 3 });
    const wrong = block("[d20-sheet]\nname: Ana\nbonus: 11\n[/d20-sheet]", "en");
    expect(wrong.node).toBeUndefined();
    expect(wrong.errors).toEqual([expect.objectContaining({ code: "d20.markup.number", rule: "DC-SHEET-1", line: 3 })]);
  });

  it("DC-CHK-2: a block with a mistake is read in the reader's browser as the shared error card, its message in the block's language with its line and rule", () => {
    const card = readD20Card("d20-prueba es 1 0", "[d20-prueba]\nquién: Ana\ndificultad: 40\n[/d20-prueba]");
    expect(card).toEqual({ block: "error", source: "[d20-prueba]\nquién: Ana\ndificultad: 40\n[/d20-prueba]", data: { tag: "d20-prueba",
      errors: [{ line: 3, column: 1, code: "d20.markup.number", rule: "DC-CHK-2", message: "«dificultad»: «40» no es un número entero de 2 a 30" }], more: 0 } });
    // A card whose attribute names another block than its lines open is no card (a pasted look-alike).
    expect(readD20Card("d20-mesa es 1 0", "[d20-prueba]\nquién: Ana\ndificultad: 4\n[/d20-prueba]")).toBeUndefined();
  });

  it("DC-CHK-1, DC-SHEET-1: the composer entries insert a check and a sheet, in the writer's language, that read with no error", () => {
    for (const lang of ["es", "en"] as const) {
      expect(block(checkSkeleton(lang), lang)).toMatchObject({ lang, errors: [], node: { block: "check", dc: 12 } });
      expect(block(sheetSkeleton(lang, "ana"), lang)).toMatchObject({ lang, errors: [], node: { block: "sheet", player: "ana", bonus: 0 } });
    }
    expect(checkSkeleton("es")).toMatch(/^\[d20-prueba\]\n/);
    expect(sheetSkeleton("en")).toMatch(/^\[d20-sheet\]\nname: Character\nplayer: username\n/);
    expect(apply({ gm: "dj", characters: { Character: { player: "ana", bonus: 0 } } }, { type: "check", by: "dj", dc: 12, who: ["Character"] }).ok).toBe(true);
    expect(block(sheetSkeleton("es", "ana")).errors).toEqual([]);
  });

  it("DC-CHK-1: the README's block examples read with no error", () => {
    const examples = [...readFileSync("src/games/d20/README.md", "utf8").matchAll(/```d20\n([^]*?)```/g)].map((m) => m[1]!);
    expect(examples.length).toBeGreaterThan(0);
    for (const raw of examples) expect(block(raw, "en")).toMatchObject({ errors: [], node: { block: "check", dc: 12 } });
  });

  it("DC-CHK-1: only the GM asks, naming characters with a sheet at the table; names are matched whatever their case", () => {
    expect(refusal(TABLE, { ...CHECK, by: "ana" })).toEqual({ code: "d20.rules.not-gm", rule: "DC-CHK-1" });
    expect(refusal(TABLE, { ...CHECK, who: ["Ana", "Zoe"] })).toEqual({ code: "d20.rules.no-sheet", rule: "DC-CHK-1" });
    const r = apply(TABLE, CHECK);
    expect(r.ok && r.value.entries).toEqual([{ rule: "DC-CHK-1", what: "check" }]);
    expect(stillToRoll(after(CHECK))).toEqual(["Ana", "Bea"]);
  });

  it("DC-CHK-2: the difficulty is a whole number from 2 to 30, in the block and in the rules", () => {
    expect(block("[d20-check]\nwho: Ana\ndc: 31\n[/d20-check]", "en").errors).toEqual([expect.objectContaining({ code: "d20.markup.number", rule: "DC-CHK-2" })]);
    expect(block("[d20-prueba]\nquién: Ana\ndificultad: 30\n[/d20-prueba]").node).toEqual({ block: "check", who: ["Ana"], dc: 30 });
    expect(refusal(TABLE, { ...CHECK, dc: 1 })).toEqual({ code: "d20.rules.dc", rule: "DC-CHK-2" });
  });

  it("DC-CHK-3: a new check waits until every character of the last one has rolled", () => {
    const open = after(CHECK, { type: "roll", by: "ana", character: "Ana", die: 9 });
    expect(refusal(open, CHECK)).toEqual({ code: "d20.rules.check-open", rule: "DC-CHK-3" });
    const closed = after(CHECK, { type: "roll", by: "ana", character: "Ana", die: 9 }, { type: "roll", by: "bruno", character: "Bea", die: 2 });
    const next = apply(closed, { ...CHECK, who: ["Bea"] });
    expect(next.ok && next.value.state.check?.n).toBe(2);
  });

  it("DC-ROLL-1: a player rolls for their own character, once a check names it; the GM may roll for anyone", () => {
    expect(refusal(TABLE, { type: "roll", by: "ana", character: "Ana", die: 5 })).toEqual({ code: "d20.rules.no-check", rule: "DC-ROLL-1" });
    const open = after({ ...CHECK, who: ["Ana"] });
    expect(refusal(open, { type: "roll", by: "bruno", character: "Ana", die: 5 })).toEqual({ code: "d20.rules.not-yours", rule: "DC-ROLL-1" });
    expect(refusal(open, { type: "roll", by: "bruno", character: "Bea", die: 5 })).toEqual({ code: "d20.rules.not-named", rule: "DC-ROLL-1" });
    expect(refusal(open, { type: "roll", by: "ana", character: "Ana", die: 21 })).toEqual({ code: "d20.rules.die", rule: "DC-ROLL-1" });
    expect(refusal(open, { type: "roll", by: "dj", character: "Ana", die: 5 })).toBe("applied");
  });

  it("DC-ROLL-2: a character rolls once in each check", () => {
    const rolled = after(CHECK, { type: "roll", by: "ana", character: "Ana", die: 9 });
    expect(refusal(rolled, { type: "roll", by: "ana", character: "Ana", die: 20 })).toEqual({ code: "d20.rules.rolled", rule: "DC-ROLL-2" });
  });

  it("DC-ROLL-3: the total is the die plus the bonus; it succeeds when it reaches the difficulty", () => {
    const r = apply(after(CHECK), { type: "roll", by: "ana", character: "Ana", die: 9 });
    expect(r.ok && r.value.entries).toEqual([{ rule: "DC-ROLL-3", what: "roll", character: "Ana", total: 12, success: true }]);
    const low = apply(after(CHECK), { type: "roll", by: "bruno", character: "Bea", die: 12 });
    expect(low.ok && low.value.entries).toEqual([{ rule: "DC-ROLL-3", what: "roll", character: "Bea", total: 11, success: false }]);
  });

  it("DC-END-1: the last roll the check waits for closes it", () => {
    const r = apply(after(CHECK, { type: "roll", by: "ana", character: "Ana", die: 9 }), { type: "roll", by: "bruno", character: "Bea", die: 20 });
    expect(r.ok && r.value.entries.map((e) => e.rule)).toEqual(["DC-ROLL-3", "DC-END-1"]);
    expect(r.ok && stillToRoll(r.value.state)).toEqual([]);
  });
});
