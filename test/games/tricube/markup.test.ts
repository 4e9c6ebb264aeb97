// The Tricube blocks read from whole posts: where blocks are (not in code or quotes), their
// language, every error in both languages, and the way from a post to the rules' actions.
import { describe, expect, it } from "@jest/globals";
import fc from "../../support/fast-check.js";
import { readFileSync, readdirSync } from "node:fs";
import { challengeAction, karmaAction, markupMessage, parseTricubePost, rollActions, sheetCharacter, tricubeMarkupMessages } from "../../../src/games/tricube/markup/index.js";
import type { ChallengeNode, KarmaNode, RollNode, SheetNode } from "../../../src/games/tricube/markup/index.js";
import { initialState } from "../../../src/games/tricube/rules/index.js";
import { GM, play, start } from "./helpers.js";

const one = (raw: string) => {
  const blocks = parseTricubePost(raw);
  expect(blocks).toHaveLength(1);
  return blocks[0]!;
};

describe("finding blocks in a post", () => {
  it("reads every block of a post, in order, and none inside code fences or quotes", () => {
    const raw = [
      "The gate is thick.", "", "[tt-challenge id=a]", "who: Maga", "difficulty: 5", "quality: strong", "[/tt-challenge]",
      "```", "[tt-challenge id=b]", "who: Maga", "difficulty: 5", "[/tt-challenge]", "```",
      "> [tt-roll challenge=a character=Maga]", "> [/tt-roll]",
      "[quote=\"ana, post:2\"]", "[tt-roll challenge=a character=Maga]", "[/tt-roll]", "[/quote]",
      "[tt-roll challenge=a character=Maga]", "quality: no", "[/tt-roll]",
    ].join("\n");
    const blocks = parseTricubePost(raw);
    expect(blocks.map((b) => [b.block, b.openLine, b.errors])).toEqual([["challenge", 3, []], ["roll", 20, []]]);
    expect(raw.slice(blocks[0]!.start, blocks[0]!.end)).toBe("[tt-challenge id=a]\nwho: Maga\ndifficulty: 5\nquality: strong\n[/tt-challenge]");
  });

  it("GenreFuzzion's blocks and other bracketed text are not Tricube's", () => {
    expect(parseTricubePost("[gf-pool]\ncliché: Bruja d8\n[/gf-pool]\n[b]bold[/b] [tt-nothing]")).toEqual([]);
  });

  it("an unclosed block is an error card for its opening line; the lines after it stay text", () => {
    const b = one("[tt-karma challenge=a character=Maga]\nperk: Piromancia\n");
    expect(b.errors.map((e) => e.code)).toContain("tt.markup.unclosed");
    expect(b.closeLine).toBeNull();
  });

  it("takes its language from lang=, else its tag and keywords, else the site's", () => {
    expect(one("[tt-ficha]\nnombre: A\narquetipo: ágil A\nventaja: A\ndefecto: B\n[/tt-ficha]").lang).toBe("es");
    expect(one("[tt-karma challenge=a character=M]\nperk: P\n[/tt-karma]").lang).toBe("en");
    expect(one("[tt-karma challenge=a character=M lang=es]\nperk: P\n[/tt-karma]").lang).toBe("es");
    expect(parseTricubePost("[tt-karma]\n[/tt-karma]", { lang: "en" })[0]!.lang).toBe("en");
  });

  it("keywords match without case or accents", () => {
    const b = one("[tt-ficha]\nNOMBRE: Ilsa\nArquetipo: AGIL montaraz\nVentaja: Ojo\nDefecto: Prisa\nResolucion: 1/3\n[/tt-ficha]");
    expect(b.errors).toEqual([]);
    expect(b.node).toMatchObject({ quality: "agile", resolve: { current: 1, quota: 3 } });
  });

  it("reports lines it cannot read, qualifiers where none belong, repeated lines and unknown attributes", () => {
    const b = one("[tt-roll challenge=a character=Maga colour=red]\nhello there\nquirk Ana: Proud\nconcept: yes\nconcept: no\n[/tt-roll]");
    expect(b.errors.map((e) => [e.code, e.line])).toEqual([
      ["tt.markup.unknown-attr", 1], ["tt.markup.unknown-line", 2], ["tt.markup.qualifier-forbidden", 3], ["tt.markup.duplicate", 5],
    ]);
  });

  it("every error reads in both languages with its line and column and no placeholder left", () => {
    const raws = [
      "[tt-challenge id=x\nwho: A\n[/tt-challenge]", "[tt-challenge id=x lang=fr]\nwho: A\ndifficulty: 9\neffort: lots\nkind: chase\n[/tt-challenge]",
      "[tt-sheet]\nname:\narchetype: knight\nquality: weird\nkarma: many\nresolve: 9/7\naffliction: Cough (forever)\nperk: A (sticky)\n[/tt-sheet]",
      "[tt-sheet]\nname: X\nquality: agile\narchetype: strong Y\nperk: A\nperk: B\nperk: C\nquirk: D\nadvances: 1\n[/tt-sheet]",
    ];
    const codes = new Set<string>();
    for (const raw of raws) {
      for (const e of parseTricubePost(raw)[0]!.errors) {
        codes.add(e.code);
        expect(Object.hasOwn(tricubeMarkupMessages, e.code)).toBe(true);
        for (const lang of ["es", "en"] as const) {
          const text = markupMessage(e, lang);
          expect(text).not.toMatch(/\{\w+\}/);
          expect(text).toMatch(lang === "es" ? /^línea \d+, columna \d+: / : /^line \d+, column \d+: /);
        }
      }
    }
    expect(codes.size).toBeGreaterThanOrEqual(10);
  });

  it("TT-CHAR-1, TT-CHAR-2, TT-ADV-2: the sheet's creation checks carry their rules", () => {
    const rules = (raw: string) => one(raw).errors.map((e) => [e.code, e.rule]);
    expect(rules("[tt-sheet]\nname: X\narchetype: agile Y\nquirk: Z\n[/tt-sheet]")).toEqual([["tt.markup.missing", "TT-CHAR-1"]]);
    expect(rules("[tt-sheet]\nname: X\nconcept: Y\nperk: A\nquirk: Z\n[/tt-sheet]")).toEqual([["tt.markup.missing", "TT-CHAR-2"]]);
    expect(rules("[tt-sheet]\nname: X\narchetype: agile Y\nperk: A\nperk: B\nquirk: Z\nquirk: W\nadvances: 1\n[/tt-sheet]")).toEqual([["tt.markup.too-many-traits", "TT-ADV-2"]]);
    expect(rules("[tt-sheet]\nname: X\narchetype: agile Y\nperk: A\nperk: B\nquirk: Z\nadvances: 1\n[/tt-sheet]")).toEqual([]);
  });

  it("never throws on any text, and every node it returns passes its schema", () => {
    const words = fc.constantFrom("[tt-challenge id=a]", "[/tt-challenge]", "[tt-sheet]", "[/tt-sheet]", "[tt-roll challenge=a character=b]", "[/tt-roll]",
      "who: A", "perk: X (agotadora)", "karma: 3/3", "difficulty: hard", "```", "> q", "[quote]", "[/quote]", "dice: [1, 2]", "boss", "", "ñ 🎲", "quality B: agile");
    fc.assert(fc.property(fc.array(fc.oneof(words, fc.string()), { maxLength: 30 }), (lines) => {
      for (const b of parseTricubePost(lines.join("\n"))) {
        for (const e of b.errors) expect(Object.hasOwn(tricubeMarkupMessages, e.code)).toBe(true);
        expect(b.start).toBeLessThanOrEqual(b.end);
      }
    }), { numRuns: 300 });
  });
});

describe("from posts to the rules", () => {
  const node = <T>(raw: string) => one(raw).node as T;

  it("a sheet post is a character the rules accept, with its tokens", () => {
    const sheet = node<SheetNode>("[tt-ficha]\nnombre: Maga\narquetipo: astuta maga\nventaja: Piromancia\ndefecto: Arrogante\nkarma: 2/3\n[/tt-ficha]");
    const s = initialState({ gm: GM, characters: [sheetCharacter(sheet, "ana")] });
    expect(s.ok && s.value.characters["Maga"]).toMatchObject({ player: "ana", quality: "cunning", style: "mental", karma: 2, karmaQuota: 3 });
  });

  it("TT-QRK-1: T1 as posts: the GM's challenge, the roll declaration with the service's dice, then Karma", () => {
    const gm = node<ChallengeNode>("[tt-desafio id=portón]\nquién: Maga\ncualidad: fuerte\ndificultad: 5\n[/tt-desafio]");
    const declared = node<RollNode>("[tt-tirada desafio=portón personaje=Maga]\ncualidad: no\ndefecto: Arrogante\n[/tt-tirada]");
    const spent = node<KarmaNode>("[tt-karma desafio=portón personaje=Maga]\nventaja: Piromancia\n[/tt-karma]");
    const actions = [challengeAction(gm, GM), ...rollActions(declared, "ana", [4, 5]), karmaAction(spent, "ana")];
    expect(actions.map((a) => a.type)).toEqual(["challenge", "quirk", "roll", "karma"]);
    const s = play(start(), ...actions);
    expect(s.entries).toContainEqual(expect.objectContaining({ kind: "difficulty", amount: 1, rule: "TT-QRK-1" }));
    expect(s.state.challenges["portón"]!.rolls[0]).toMatchObject({ faces: [4, 5], difficulty: 5, outcome: "success" });
  });

  it("a sample monster named in a challenge brings its level and qualities when the modules are on", () => {
    const gm = node<ChallengeNode>("[tt-challenge id=t]\nwho: Elfa\nkind: attack\ncombat: ranged\nenemy: Goblin\ndifficulty: 5\n[/tt-challenge]");
    const s = play(start({ settings: { enemyQualities: true, levels: true } }), challengeAction(gm, GM));
    expect(s.state.challenges["t"]).toMatchObject({ enemy: { name: "Goblin", level: 1, qualities: ["agile", "weak"] }, effort: { total: 1 } });
  });
});

describe("the replay fixtures", () => {
  it("are valid JSON lines", () => {
    for (const f of readdirSync("test/fixtures/tricube")) {
      for (const line of readFileSync(`test/fixtures/tricube/${f}`, "utf8").split("\n")) if (line.trim() && !line.startsWith("//")) expect(() => JSON.parse(line)).not.toThrow();
    }
  });
});
