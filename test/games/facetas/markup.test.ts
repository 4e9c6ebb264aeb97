// Facetas' markup end to end: the book's conflict written as forum posts in Spanish (the opening, the
// four sheets, each turn, the loot), turned into the rules' inputs with the verifiable faces, plays
// to the book's loot; what is quoted or fenced is not read; errors carry line and column.
import { describe, expect, it } from "@jest/globals";
import { apply, initialState, parseAction, type FaState } from "../../../src/games/facetas/rules/index.js";
import { facetasMarkup, facetasMarkupMessage, lootActions, openingSetup, rollsIn, turnActions, zodCheck, type FacetasNode, type ParsedFacetasBlock } from "../../../src/games/facetas/markup/index.js";
import { parseGamePost } from "../../../src/markup/parse-post.js";

const parse = (raw: string) => parseGamePost(raw, [facetasMarkup(zodCheck)]).map((b) => b.parsed as ParsedFacetasBlock);
const node = <K extends FacetasNode["kind"]>(raw: string, kind: K) => {
  const [b] = parse(raw);
  if (!b?.node || b.node.kind !== kind) throw new Error(JSON.stringify(b?.errors));
  return b.node as Extract<FacetasNode, { kind: K }>;
};

const OPENING = `[fa-conflicto]\nprotagonista: ana\nadversario: bruno\naliado: carla\nmundo: dario\n[/fa-conflicto]`;
const SHEETS = [
  `[fa-ficha funcion=protagonista]\nfaceta Quince años de matarife: 3\nfaceta Buick: 1\nfaceta Sin pegar ojo: 4\nfaceta Marlene: 2\nfaceta Cadáver: 5\nrasgo: Demonio al volante\nrasgo: Vida nocturna\nph: 3\ninspiraciones: 2 3\n[/fa-ficha]`,
  `[fa-ficha funcion=adversario]\nfaceta Los chicos de azul: 3\nfaceta Sin blanca: 1\nfaceta Sara: 5\namenaza: Cadáver\nph: 1\ninspiraciones: 3 3 5\n[/fa-ficha]`,
  `[fa-ficha funcion=aliado]\nph: 2\ninspiraciones: 4 2 2\n[/fa-ficha]`,
  `[fa-ficha funcion=mundo]\nfaceta Tormenta: 5\nph: 3\ninspiraciones: 2 2 2\n[/fa-ficha]`,
];
// Each post: its author, its text, and the faces the service's verifiable rolls gave it.
const POSTS: [string, string, number[]][] = [
  ["ana", "[fa-turno]\ntirar P1: Marlene\ntirar P1 ph: Marlene\nrasgo P1: Vida nocturna\ninspirar P2: 3\npaso\n[/fa-turno]", [1, 4]],
  ["bruno", "[fa-turno]\ninspirar A1: 5\ntirar P2: Los chicos de azul\npaso\n[/fa-turno]", [2]],
  ["carla", "[fa-turno]\nmejorar: 2\nmejorar: 4\ninspirar P1: 5\ninspirar P2: 3\npaso\n[/fa-turno]", []],
  ["dario", "[fa-turno]\napoyo: adversario\nromper: A1\nromper: A1\nromper: A3\ninspirar A1: 2\ninspirar A2: 2\ninspirar A3: 2\npaso\n[/fa-turno]", []],
  ["ana", "[fa-turno]\nseguir\n[/fa-turno]", []],
  ["bruno", "[fa-turno]\nseguir\n[/fa-turno]", []],
  ["ana", "[fa-turno]\ntirar P2: Sin pegar ojo\ntirar P2: Buick\npaso\n[/fa-turno]", [1, 6]],
  ["bruno", "[fa-turno]\ntirar P1: Sara\npaso\n[/fa-turno]", [6]],
  ["carla", "[fa-turno]\npaso\n[/fa-turno]", []],
  ["dario", "[fa-turno]\npaso\n[/fa-turno]", []],
];

function step(s: FaState, a: unknown): FaState {
  const parsed = parseAction(a);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const r = apply(s, parsed.value);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value.state;
}

describe("the book's conflict as forum posts", () => {
  it("FA-LOOT-1 FA-LOOT-4 FA-LOOT-5 FA-LOOT-8 plays from the opening, the sheets and the turn posts to the book's loot", () => {
    const init = initialState(openingSetup(node(OPENING, "conflict"), SHEETS.map((s) => node(s, "sheet")), "la-puerta"));
    if (!init.ok) throw new Error(JSON.stringify(init.error));
    let s = init.value;
    for (const [by, text, faces] of POSTS) {
      const turn = node(text, "turn");
      expect(rollsIn(turn)).toBe(faces.length);
      for (const a of turnActions(turn, by, faces)) s = step(s, a);
    }
    expect(s.dice).toEqual({ protagonist: [6, 6], adversary: [2, 2, 2, 2] });
    expect(s.phase).toMatchObject({ kind: "loot", winner: "protagonist" });
    for (const a of lootActions(node("[fa-botin]\nbajar: Cadáver\n[/fa-botin]", "loot"), "ana", "protagonist")) s = step(s, a);
    for (const a of lootActions(node("[fa-botin]\nreducir Tormenta: 3\n[/fa-botin]", "loot"), "dario", "world")) s = step(s, a);
    expect(s.phase).toEqual({ kind: "over", winner: "protagonist", how: "score" });
    expect({ p: s.protagonist.inspirations, a: s.adversary.inspirations, aPh: s.adversary.ph, allyPh: s.ally!.ph, world: s.world!.facets })
      .toEqual({ p: [2, 4, 4], a: [3, 3, 2, 2], aPh: 5, allyPh: 4, world: [{ name: "Tormenta", level: 2 }] });
    expect(s.protagonist.facets.map((f) => `${f.name} ${f.level}`)).toEqual(["Quince años de matarife 3", "Buick 2", "Sin pegar ojo 5", "Marlene 2", "Cadáver 4"]);
  });

  it("a turn's faces must match its rolls: the service rolls each one", () => {
    expect(() => turnActions(node(POSTS[0]![1], "turn"), "ana", [3])).toThrow(RangeError);
  });
});

describe("reading posts", () => {
  it("blocks quoted or fenced are not read; errors carry line and column in both languages", () => {
    expect(parse("> [fa-turno]\n> paso\n> [/fa-turno]\n\n```\n[fa-turn]\npass\n[/fa-turn]\n```")).toEqual([]);
    const [b] = parse("hola\n\n[fa-turno]\n  tirar Z9: Marlene\n[/fa-turno]");
    // FA-ROLL-1: a roll names a die on the table.
    expect(b!.errors).toEqual([{ code: "fa.markup.bad-die", params: { value: "Z9" }, line: 4, column: 3, rule: "FA-ROLL-1" }]);
    expect(facetasMarkupMessage(b!.errors[0]!, "es")).toMatch(/^línea 4, columna 3: «Z9» no es un dado: se escribe P1, P2… \(Protagonista\) o A1, A2… \(Adversario\)/);
    expect(facetasMarkupMessage(b!.errors[0]!, "en")).toMatch(/^line 4, column 3: "Z9" is not a die: write P1, P2… \(Protagonist\) or A1, A2… \(Adversary\)/);
  });

  it("a setting the rules do not know, or a value they refuse, is an error at the block", () => {
    const [b] = parse("[fa-conflict]\nprotagonist: ana\nadversary: bruno\nsetting lootCap: 7\n[/fa-conflict]");
    expect(b!.errors.map((e) => [e.code, e.line])).toEqual([["fa.markup.invalid", 1]]);
    expect(b!.node).toBeNull();
  });

  it("FA-AMB-05 'don' and 'rasgo' name the same Trait line; the block's language follows its words", () => {
    const [b] = parse("[fa-turn]\ndon P1: Vida nocturna\nrasgo A1: Demonio\npaso\n[/fa-turn]");
    expect(b!.node).toEqual({ kind: "turn", steps: [
      { line: 2, column: 1, step: { type: "trait", trait: "Vida nocturna", use: "help", die: 1 } },
      { line: 3, column: 1, step: { type: "trait", trait: "Demonio", use: "hinder", die: 1 } },
      { line: 4, column: 1, step: { type: "pass" } }] });
    expect(b!.lang).toBe("es");
  });

  it("random text never throws and every error has a message", () => {
    const words = ["[fa-turno]", "[/fa-turno]", "[fa-ficha funcion=x]", "[/fa-ficha]", "tirar", "P1", ":", "ph", "rasgo A9:", "bajar:", "inspirar P0: 9", "\n", " ", "[fa-botin]", "emparejamiento: - x", "[/fa-botin]"];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let n = 0; n < 300; n++) {
      const raw = Array.from({ length: 1 + Math.floor(next() * 25) }, () => words[Math.floor(next() * words.length)]).join(next() < 0.5 ? "\n" : " ");
      for (const b of parse(raw)) for (const e of b.errors) expect(facetasMarkupMessage(e, "es")).not.toMatch(/\{\w+\}/);
    }
  });
});
