// Tricube sheets as wiki posts: read and checked (exactly one perk and one quirk at creation,
// TT-CHAR-1), and rewritten losslessly after the rules change a character: only the changed values'
// characters change, a player's hand edit is never overwritten, and a rewrite that would read back
// differently is refused whole.
import { describe, expect, it } from "@jest/globals";
import { DEFAULT_SETTINGS, initialState, type Character } from "../../../src/games/tricube/rules/index.js";
import { readTricubeSheet, sheetMessage, sheetToCharacter, updateTricubeSheet } from "../../../src/games/tricube/sheet/index.js";
import { tricubeMessage } from "../../../src/games/tricube/rules/index.js";
import { play, start } from "./helpers.js";

const ILSA = [
  "Mi ficha, por si alguien la busca.",
  "",
  "[tt-ficha]",
  "  Nombre:   Ilsa",
  "  ARQUETIPO: ágil montaraz elfa",
  "  ventaja: Ojo de halcón",
  "  defecto: Impaciente",
  "  Karma: 3 / 3",
  "[/tt-ficha]",
  "",
  "_Notas: no tocar._",
].join("\r\n");

function character(raw: string, player = "carla"): Character {
  const doc = readTricubeSheet(raw);
  if (!doc.ok) throw new Error(JSON.stringify(doc.error));
  const c = sheetToCharacter(doc.value, player, DEFAULT_SETTINGS);
  if (!c.ok) throw new Error(JSON.stringify(c.error));
  return c.value;
}

const edit = (c: Character, change: Partial<Character>): Character => ({ ...c, ...change });

describe("reading a Tricube sheet", () => {
  it("TT-CHAR-1 TT-CHAR-2: reads the sheet as the rules' character, with the defaults the rules give", () => {
    expect(character(ILSA)).toMatchObject({ name: "Ilsa", player: "carla", quality: "agile", concept: "montaraz elfa", karma: 3, karmaQuota: 3, resolve: 3, resolveQuota: 3, style: "ranged" });
  });

  it("TT-CHAR-1: a new character has exactly one perk and one quirk", () => {
    const two = ILSA.replace("  defecto: Impaciente", "  defecto: Impaciente\r\n  defecto: Orgullosa");
    const doc = readTricubeSheet(two);
    expect(doc.ok && doc.value.node).toBe(null);
    const c = doc.ok ? sheetToCharacter(doc.value, "carla", DEFAULT_SETTINGS) : null;
    expect(c?.ok).toBe(false);
    if (c && !c.ok) expect(c.error).toMatchObject({ code: "tt.markup.creation-traits", rule: "TT-CHAR-1" });
    // With an advance taken, the second quirk is the advance's (TT-ADV-2).
    expect(character(two.replace("  Karma: 3 / 3", "  Karma: 3 / 3\r\n  avances: 1")).quirks).toEqual(["Impaciente", "Orgullosa"]);
  });

  it("a sheet post holds exactly one [tt-sheet]; the refusal reads in both languages", () => {
    const none = readTricubeSheet("just text");
    const many = readTricubeSheet(`${ILSA}\n${ILSA}`);
    expect(none.ok || none.error.code).toBe("tt.sheet.none");
    expect(many.ok || many.error.code).toBe("tt.sheet.many");
    if (!many.ok) {
      expect(sheetMessage(many.error, "es")).toBe("una ficha es una publicación con un solo bloque [tt-ficha], no 2");
      expect(sheetMessage(many.error, "en")).toBe("a sheet is a post with one [tt-sheet] block, not 2");
    }
  });

  it("TT-TOK-1: the rules refuse a sheet the markup reads but the rules do not allow (a vehicle without the module)", () => {
    const doc = readTricubeSheet("[tt-sheet]\nname: Bessie\nvehicle\narchetype: old truck\nperk: Sturdy\nquirk: Rusty\n[/tt-sheet]");
    const c = doc.ok ? sheetToCharacter(doc.value, "ana", DEFAULT_SETTINGS) : null;
    expect(c && !c.ok && c.error).toMatchObject({ code: "tt.setting.off", rule: "TT-VEH-2" });
    if (c && !c.ok) expect(tricubeMessage(c.error, "es")).toContain("vehicles");
  });
});

describe("updating a Tricube sheet losslessly", () => {
  it("TT-KAR-2: a Karma spend changes only the Karma value's characters (CRLF, spacing, capitals and text around kept)", () => {
    const before = character(ILSA);
    const r = updateTricubeSheet(ILSA, before, edit(before, { karma: 2 }));
    expect(r.ok && r.value).toEqual({ raw: ILSA.replace("Karma: 3 / 3", "Karma: 2/3"), refused: [], changed: true });
  });

  it("TT-OUT-3 TT-DEF-2 TT-DEF-3: Resolve and a permanent affliction are added as new lines, in the sheet's language, indentation and line breaks", () => {
    const before = character(ILSA);
    const after = edit(before, { resolve: 1, afflictions: [{ name: "Cojera", permanent: true, untilSceneEnd: false, fatal: false }] });
    const r = updateTricubeSheet(ILSA, before, after);
    expect(r.ok && r.value.raw).toBe(ILSA.replace("  Karma: 3 / 3\r\n", "  Karma: 3 / 3\r\n  resolución: 1/3\r\n  aflicción: Cojera (permanente)\r\n"));
    expect(character(r.ok ? r.value.raw : "")).toMatchObject({ resolve: 1, afflictions: after.afflictions });
  });

  it("TT-REC-1: an affliction that ends with the scene loses its line; the rest of the sheet is untouched", () => {
    const raw = "[tt-sheet]\nname: Morgana\narchetype: cunning witch\nperk: Charming\nquirk: Warty nose\naffliction: Terrified (scene)\naffliction: Broken arm\nresolve: 2/3\n[/tt-sheet]\n";
    const before = character(raw, "ana");
    const after = edit(before, { afflictions: before.afflictions.filter((a) => !a.untilSceneEnd) });
    const r = updateTricubeSheet(raw, before, after);
    expect(r.ok && r.value.raw).toBe(raw.replace("affliction: Terrified (scene)\n", ""));
  });

  it("TT-ADV-2 TT-ADV-3: an advance's perk and the advance count are written; an even advance's quota raise too", () => {
    const raw = "[tt-sheet]\nname: Morgana\narchetype: cunning witch\nperk: Charming\nquirk: Warty nose\nadvances: 1\nperk: Broom\n[/tt-sheet]";
    const before = character(raw, "ana");
    const after = edit(before, { advances: 2, karmaQuota: 4, perks: [...before.perks, { name: "Hexes", limitations: ["exhausting"] }] });
    const r = updateTricubeSheet(raw, before, after, { lang: "en" });
    expect(r.ok && r.value.raw).toBe("[tt-sheet]\nname: Morgana\narchetype: cunning witch\nperk: Charming\nquirk: Warty nose\nadvances: 2\nperk: Broom\nperk: Hexes (exhausting)\nkarma: 3/4\n[/tt-sheet]");
  });

  it("a value a player edited by hand since is left alone and reported; the other changes are still written", () => {
    const before = character(ILSA);
    const handEdited = ILSA.replace("Karma: 3 / 3", "Karma: 1/3");
    const r = updateTricubeSheet(handEdited, before, edit(before, { karma: 2, resolve: 2 }));
    expect(r.ok && r.value.refused).toEqual(["karma"]);
    expect(r.ok && r.value.raw).toBe(handEdited.replace("  Karma: 1/3\r\n", "  Karma: 1/3\r\n  resolución: 2/3\r\n"));
  });

  it("a rewrite that would read back differently is refused whole (an affliction named with parentheses)", () => {
    const before = character(ILSA);
    const r = updateTricubeSheet(ILSA, before, edit(before, { karma: 2, afflictions: [{ name: "Tos (seca)", permanent: false, untilSceneEnd: false, fatal: false }] }));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe("tt.sheet.rewrite");
      for (const lang of ["es", "en"] as const) expect(sheetMessage(r.error, lang)).not.toMatch(/\{\w+\}/);
    }
  });

  it("nothing changed, nothing written: the identity", () => {
    const before = character(ILSA);
    expect(updateTricubeSheet(ILSA, before, before)).toEqual({ ok: true, value: { raw: ILSA, refused: [], changed: false } });
  });

  it("TT-OUT-4 TT-DEF-1: a sheet follows the rules through a critical failure and defeat", () => {
    const raw = "[tt-ficha]\nnombre: Enano\narquetipo: fuerte sacerdote guerrero enano\nventaja: Furia salvaje\ndefecto: Gruñón\nresolución: 2/3\n[/tt-ficha]";
    let s = start({ characters: [{ name: "Enano", player: "bruno", quality: "strong", concept: "sacerdote guerrero enano", perks: ["Furia salvaje"], quirks: ["Gruñón"], resolve: 2, resolveQuota: 3 }] });
    const before = s.characters["Enano"]!;
    expect(character(raw, "bruno")).toEqual(before);
    s = play(s,
      { type: "challenge", by: "dj", id: "x", quality: "strong", difficulty: 5, who: ["Enano"] },
      { type: "roll", by: "bruno", challenge: "x", character: "Enano", dice: [1, 1, 1] },
      { type: "cost", by: "dj", challenge: "x", character: "Enano", cost: "resolve", complication: "el hacha se parte" },
      { type: "afflict", by: "dj", character: "Enano", affliction: { name: "Cojo" } },
    ).state;
    const r = updateTricubeSheet(raw, before, s.characters["Enano"]!);
    expect(r.ok && r.value.raw).toBe(raw.replace("resolución: 2/3\n", "resolución: 3/3\naflicción: Cojo (permanente)\n"));
    void initialState;
  });
});
