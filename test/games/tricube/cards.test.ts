// Tricube's cooked cards and the roll picker's pure half: every doc example's card carries its node
// through Discourse's sanitizer (the faithful model, with the plugin's allow list) and reads back
// with the shared card reader; fallback text is in the block's language; a block with mistakes is
// the shared error card with the source verbatim; the picker's declaration is one the rules accept.
import { describe, expect, it, jest } from "@jest/globals";
import { readFileSync } from "node:fs";
import { ALLOW_LIST } from "../../../src/markup/allowlist.js";
import { readCardValue } from "../../../src/markup/card-data.js";
import { makeDiscourseSanitizer } from "../../../src/sandbox/discourse-sanitizer.js";
import { parseTricubePost, type ChallengeNode, type SheetNode } from "../../../src/games/tricube/markup/index.js";
import { challengeOf, ERROR_CARD, fallbackLines, rollDeclaration, rollOptions, sheetOf, tricubeCard, tricubeCardHtml, tricubeCardValue, TRICUBE_CARD_BLOCKS } from "../../../src/games/tricube/cards/index.js";
import { challengeSkeleton, sheetSkeleton } from "../../../src/games/tricube/cards/compose.js";
import { prepareTricubeLines } from "../../../src/games/tricube/cards/read-lines.js";
import type { GfHost } from "../../../src/plugin-client/host.js";
import { playTricubePost } from "../../../src/games/tricube/flow/index.js";
import { markupMessage } from "../../../src/games/tricube/markup/messages.js";
import { ok } from "../../../src/lib/result.js";
import { docExamples } from "../../support/doc-examples.js";
import { start } from "./helpers.js";

const sanitize = makeDiscourseSanitizer(ALLOW_LIST);
const examples = docExamples(readFileSync("docs/games/tricube.md", "utf8"), "tt");
const attrOf = (html: string) => /data-gf-card="([^"]*)"/.exec(html)?.[1]?.replace(/&quot;/g, "\"").replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">");

describe("Tricube cards survive Discourse's sanitizer", () => {
  for (const ex of examples) {
    it(`line ${ex.line}: ${ex.source.split("\n")[0]}${ex.error ? " (error card)" : ""}`, () => {
      const parsed = parseTricubePost(ex.source)[0]!;
      const html = tricubeCardHtml(parsed, ex.source).text;
      const clean = sanitize(html);
      // Nothing is taken away: the sanitizer only writes &#39; back as the apostrophe it stands for.
      expect(clean).toBe(html.replace(/&#39;/g, "'"));
      const value = readCardValue(attrOf(clean)!);
      const card = tricubeCard(parsed);
      expect(value?.block).toBe(card.block);
      if (card.block === ERROR_CARD) {
        expect(value?.data["tag"]).toBe(card.data.tag);
        // What each error is, not its words: the reader's page says it in the reader's language.
        expect(value?.data["errors"]).toEqual(parsed.errors.slice(0, 20).map((e) => ({ line: e.line, column: e.column, code: e.code, ...(e.rule ? { rule: e.rule } : {}), ...(e.params ? { params: e.params } : {}) })));
        expect(clean).toContain("<pre><code>");
      } else {
        expect(TRICUBE_CARD_BLOCKS).toContain(card.block);
        // What was left out is what reads as absent: false flags and empty lists.
        const back = card.data.block === "challenge" ? challengeOf(value!.data) : card.data.block === "sheet" ? sheetOf(value!.data) : { ...value!.data, block: card.data.block };
        expect(back).toEqual(card.data);
      }
    });
  }

  it("hostile text stays text: quotes, angle brackets, ampersands and bidi controls in a name", () => {
    const raw = "[tt-sheet]\nname: O'Brien <b>&amp;</b> \u202eevil\"\narchetype: cunning \"rogue\"\nperk: Tricks\nquirk: Liar\n[/tt-sheet]";
    const parsed = parseTricubePost(raw)[0]!;
    const html = tricubeCardHtml(parsed, raw).text;
    expect(html).not.toMatch(/<b>|\u202e/);
    expect(sanitize(html)).toBe(html.replace(/&#39;/g, "'"));
    // The game reads names without bidi controls (they only reorder how text shows): the rest stays as typed.
    expect(sheetOf(readCardValue(attrOf(html)!)!.data)?.name).toBe("O'Brien <b>&amp;</b> evil\"");
    expect(tricubeCardValue(tricubeCard(parsed))).not.toMatch(/["&<>\u202e]/);
  });

  it("an error card carries what the player typed as inert params: quotes, angle brackets, ampersands and bidi controls", () => {
    const typed = "<img src=x onerror=alert(1)> O'Brien \"&amp;\" \u202eevil";
    const raw = `[tt-challenge id=gate]\nwho: Maga\ndifficulty: ${typed}\n[/tt-challenge]`;
    const parsed = parseTricubePost(raw)[0]!;
    const html = tricubeCardHtml(parsed, raw).text;
    expect(html).not.toMatch(/<img|\u202e/);
    // Discourse's sanitizer with the plugin's allow list takes nothing away.
    expect(sanitize(html)).toBe(html.replace(/&#39;/g, "'"));
    const card = readCardValue(attrOf(sanitize(html))!)!;
    expect(card.block).toBe(ERROR_CARD);
    expect(tricubeCardValue(tricubeCard(parsed))).not.toMatch(/["&<>\u202e]/);
    // The game reads values without bidi controls (they only reorder how text shows); the rest stays as typed.
    const [error] = card.data["errors"] as { code: string; rule?: string; params: Record<string, string> }[];
    expect(error).toMatchObject({ code: "tt.markup.difficulty", rule: "TT-CHAL-1", params: { keyword: "difficulty", value: typed.replace("\u202e", "") } });
    // No message in either language: the words are the reader's page's to say.
    expect(JSON.stringify(card.data)).not.toMatch(/the difficulty is|la dificultad es/);
  });

  it("the fallback text is in the block's language; an error card lists each error with its line", () => {
    const es = tricubeCardHtml(parseTricubePost("[tt-desafio id=portón]\nquién: Maga\ndificultad: 5\nesfuerzo: 2\n[/tt-desafio]")[0]!, "").text;
    expect(es).toContain("Desafío «portón»<br>\nDesafiados: Maga<br>\nDificultad: 5<br>\nFichas de esfuerzo: 2");
    const en = tricubeCardHtml(parseTricubePost("[tt-challenge id=gate]\nwho: Maga\ndifficulty: 9\n[/tt-challenge]")[0]!, "SRC").text;
    expect(en).toContain("line 3, column 1: &quot;difficulty&quot;: the difficulty is 4, 5 or 6");
    expect(en).toContain("<pre><code>SRC</code></pre>");
  });
});

describe("the sheet's archetype as the player wrote it", () => {
  // TT-CHAR-2: the rules give the quality as "astuto/a"; the player's word, gender and order are what the card shows.
  it.each([
    ["arquetipo: astuta maga", "astuta maga"],
    ["arquetipo: astuto mago", "astuto mago"],
    ["arquetipo: maga astuta", "maga astuta"],
    ["cualidad: astuta\nconcepto: maga", "astuta maga"],
  ])("TT-CHAR-2: %s reads as %s on the cooked card, in either language", (lines, shown) => {
    const parsed = parseTricubePost(`[tt-ficha]\nnombre: Maga\n${lines}\nventaja: Piromancia\ndefecto: Arrogante\n[/tt-ficha]`)[0]!;
    const node = parsed.node as SheetNode;
    expect([node.quality, node.archetype]).toEqual(["cunning", shown]);
    for (const lang of ["es", "en"] as const) expect(fallbackLines(node, lang)[1]).toBe(`${lang === "es" ? "Arquetipo" : "Archetype"}: ${shown}`);
  });
});

describe("Tricube's composer entries", () => {
  it.each(["es", "en"] as const)("TT-CHAL-1 TT-CHAR-2 TT-SETUP-1: the challenge and the sheet they insert (%s) read back in the writer's language, the challenge's example name the one mistake", (lang) => {
    const blocks = parseTricubePost(`${challengeSkeleton(lang)}\n\n${sheetSkeleton(lang)}`);
    const id = lang === "es" ? "reto" : "challenge";
    expect(blocks.map((b) => [b.block, b.lang, b.errors.map((e) => [e.code, e.rule, e.line, e.params])])).toEqual([
      ["challenge", lang, [["tt.markup.example-id", "TT-SETUP-1", 1, { id }]]], ["sheet", lang, []]]);
    expect(markupMessage(blocks[0]!.errors[0]!, lang)).toBe(lang === "es"
      ? "línea 1, columna 1: «reto» es el nombre de ejemplo de la plantilla: pon al desafío uno suyo en la etiqueta, como id=puente (las tiradas y respuestas lo citan) (TT-SETUP-1)"
      : "line 1, column 1: \"challenge\" is the template's example name: give the challenge its own in the tag, such as id=bridge (rolls and answers quote it) (TT-SETUP-1)");
    // Named by the GM, in any case, it reads back with no mistake; a name merely containing the example is a name.
    for (const name of ["Puente", "challenge-2", "retos"]) expect(parseTricubePost(challengeSkeleton(lang).replace(`id=${id}`, `id=${name}`))[0]!.errors).toEqual([]);
    expect(parseTricubePost(challengeSkeleton(lang).replace(`id=${id}`, `id=${id.toUpperCase()}`))[0]!.errors.map((e) => e.code)).toEqual(["tt.markup.example-id"]);
    expect(blocks[0]!.node).toMatchObject({ quality: "strong", difficulty: 5, effort: 3 });
    expect(blocks[1]!.node).toMatchObject({ quality: "agile", perks: [{ name: lang === "es" ? "Una ventaja" : "A perk" }] });
  });
});

describe("the roll picker's declaration", () => {
  const challenge = parseTricubePost("[tt-challenge id=skeletons]\nwho: Maga, Enano\nquality: strong\ndifficulty: 5\neffort: 3\n[/tt-challenge]")[0]!.node as ChallengeNode;
  const maga = parseTricubePost("[tt-ficha]\nnombre: Maga\narquetipo: astuta maga\nventaja: Piromancia\ndefecto: Arrogante\n[/tt-ficha]")[0]!.node as SheetNode;

  it("TT-DICE-1: a cunning mage in a strong challenge rolls 2 dice, her quality does not apply", () => {
    expect(rollOptions(maga, challenge)).toEqual({
      challenge: "skeletons", character: "Maga", quirks: ["Arrogante"], perks: ["Piromancia"], qualityApplies: false, outsideConcept: false, dice: 2, difficulty: 5,
    });
    expect(rollOptions({ ...maga, name: "Elfa" }, challenge)).toBeNull();
  });

  it("TT-OPP-1: in an opposed challenge the picker has no difficulty of the GM's: it names the opponent, whose top die it is", () => {
    const duel = parseTricubePost("[tt-challenge id=duel]\nwho: Maga, Enano\nkind: opposed\nquality: strong\ndifficulty: 5\n[/tt-challenge]")[0]!.node as ChallengeNode;
    expect(rollOptions(maga, duel)).toMatchObject({ character: "Maga", dice: 2, difficulty: undefined, opponent: "Enano" });
  });

  it("TT-QRK-1: the declaration carries the quirk before the roll and the flow accepts it as written", () => {
    const o = rollOptions(maga, challenge)!;
    const text = rollDeclaration(o, { quirk: "Arrogante", perk: "Piromancia" }, "es");
    expect(text).toBe("[tt-tirada desafio=skeletons personaje=Maga]\ncualidad: no\ndefecto: Arrogante\nventaja: Piromancia\n[/tt-tirada]");
    const english = rollDeclaration(o, { outsideConcept: true }, "en");
    expect(english).toBe("[tt-roll challenge=skeletons character=Maga]\nquality: no\nconcept: no\n[/tt-roll]");
    let s = start();
    const gm = playTricubePost(s, parseTricubePost("[tt-challenge id=skeletons]\nwho: Maga, Enano\nquality: strong\ndifficulty: 5\neffort: 3\n[/tt-challenge]"), { author: { username: "dj", staff: false }, roll: () => ok({ dice: [], proof: "" }) });
    if (!gm.ok) throw new Error(JSON.stringify(gm.error));
    s = gm.value.state;
    for (const [decl, dice] of [[text, 2], [english, 1]] as const) {
      const asked: number[] = [];
      const r = playTricubePost(s, parseTricubePost(decl), { author: { username: "ana", staff: false }, roll: (n) => { asked.push(n); return ok({ dice: Array.from({ length: n }, () => ({ size: 6, face: 6 })), proof: "p" }); } });
      expect(r.ok).toBe(true);
      expect(asked).toEqual([dice]);
    }
  });

  it("TT-SETUP-2 TT-QRK-1: bidi controls typed into a name and traits: the declaration has none, and the flow plays it for the sheet's character", () => {
    const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
    const raw = "[tt-ficha]\nnombre: Ma\u202Ega\narquetipo: astuta maga\nventaja: Piro\u200Fmancia\u2069\ndefecto: Arro\u2066gante\u2069\n[/tt-ficha]";
    const gmRaw = "[tt-challenge id=\"skel\u202Eetons\"]\nwho: Ma\u2067ga, Enano\nquality: strong\ndifficulty: 5\neffort: 3\n[/tt-challenge]";
    const sheet = parseTricubePost(raw)[0]!.node as SheetNode;
    const gmChallenge = parseTricubePost(gmRaw)[0]!.node as ChallengeNode;
    // The game reads them without the controls: the sheet's Maga is the table's Maga.
    expect([sheet.name, sheet.quirks, sheet.perks[0]!.name, gmChallenge.id, gmChallenge.who[0]!.character]).toEqual(["Maga", ["Arrogante"], "Piromancia", "skeletons", "Maga"]);
    // Cards cooked before the game read them so (or forged) still carry them: the picker writes none.
    const old = rollOptions({ ...sheet, name: "Ma\u202Ega", quirks: ["Arro\u2066gante\u2069"], perks: [{ name: "Piro\u200Fmancia\u202C", limitations: [] }] },
      { ...gmChallenge, id: "skel\u202Eetons", who: [{ character: "Ma\u2067ga\u2069", outsideConcept: false }] })!;
    expect(old).not.toBeNull();
    for (const o of [rollOptions(sheet, gmChallenge)!, old]) {
      for (const lang of ["es", "en"] as const) {
        const text = rollDeclaration(o, { quirk: o.quirks[0]!, perk: o.perks[0]! }, lang);
        expect(text).not.toMatch(BIDI);
        expect(text).toBe(lang === "es"
          ? "[tt-tirada desafio=skeletons personaje=Maga]\ncualidad: no\ndefecto: Arrogante\nventaja: Piromancia\n[/tt-tirada]"
          : "[tt-roll challenge=skeletons character=Maga]\nquality: no\nquirk: Arrogante\nperk: Piromancia\n[/tt-roll]");
      }
    }
    // The GM's challenge as typed (with its controls) and the picker's roll: the flow plays both, the quirk counted (TT-QRK-1).
    const gm = playTricubePost(start(), parseTricubePost(gmRaw), { author: { username: "dj", staff: false }, roll: () => ok({ dice: [], proof: "" }) });
    if (!gm.ok) throw new Error(JSON.stringify(gm.error));
    const roll = playTricubePost(gm.value.state, parseTricubePost(rollDeclaration(old, { quirk: old.quirks[0]! }, "es")),
      { author: { username: "ana", staff: false }, roll: (n) => ok({ dice: Array.from({ length: n }, () => ({ size: 6, face: 6 })), proof: "p" }) });
    if (!roll.ok) throw new Error(JSON.stringify(roll.error));
    expect(roll.value.state.challenges["skeletons"]!.rolls.map((r) => [r.character, r.difficulty])).toEqual([["Maga", 6]]);
  });

  it("a character name with spaces is quoted in the tag", () => {
    const o = rollOptions({ ...maga, name: "Dama Gris" }, { ...challenge, who: [{ character: "Dama Gris", outsideConcept: false }] })!;
    const text = rollDeclaration(o, {}, "en");
    expect(parseTricubePost(text)[0]!.node).toMatchObject({ character: "Dama Gris", challenge: "skeletons" });
  });
});

describe("prepare: which cards need gf-cook.js", () => {
  it("a card written with its data needs nothing, told by its first characters (its data is parsed once, when read); a block cooked as its lines loads the cook", async () => {
    let loads = 0;
    const host = { loadCardCooks: () => { loads++; return Promise.resolve(); } } as unknown as GfHost;
    const heads = examples.filter((ex) => !ex.error).map((ex) => tricubeCardValue(tricubeCard(parseTricubePost(ex.source)[0]!)));
    expect(heads.length).toBeGreaterThan(3);
    const parse = jest.spyOn(JSON, "parse");
    try {
      for (const head of heads) expect(prepareTricubeLines(head, host)).toBeUndefined();
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
    expect(loads).toBe(0);
    // The composer's preview: the block's lines ("challenge es 3 0"); not in view yet, it waits.
    expect(prepareTricubeLines("challenge es 3 0", host, true)).toBe("wait");
    await expect(prepareTricubeLines("challenge es 3 0", host)).resolves.toEqual({});
    expect(loads).toBe(1);
  });
});
