// Which line of a post the runner refuses as a template's word left where a character's name goes
// (src/service/flows/placeholder-line.ts): only a block's line, its value or one of its comma-separated
// items the word, folded as keywords are; a player's prose outside blocks is never looked at.
import { describe, expect, it } from "@jest/globals";
import { placeholderLine, placeholderRefusal } from "../../../src/service/flows/placeholder-line.js";

const WORDS = ["Personaje", "Character"];

describe("a template's word left in a block", () => {
  it("is found at its line, as the post writes it, in any case or accent, alone or among names", () => {
    expect(placeholderLine("[tt-desafio id=reto]\nquién: Personaje\n[/tt-desafio]", WORDS)).toEqual({ line: 2, word: "Personaje" });
    expect(placeholderLine("Intro\n\n[tt-challenge id=wall]\nwho: Maga,  character \n[/tt-challenge]", WORDS)).toEqual({ line: 4, word: "character" });
    expect(placeholderLine("[x]\nquién: PERSONAJE\n[/x]", ["Pérsonaje"])).toEqual({ line: 2, word: "PERSONAJE" });
  });

  it("is not a name that only contains it, a line outside blocks, a label, or a game that lists no word", () => {
    expect(placeholderLine("[tt-challenge id=wall]\nwho: Character Actor, Maga\n[/tt-challenge]", WORDS)).toBeUndefined();
    expect(placeholderLine("Character: Character\n\n[tt-challenge id=wall]\nwho: Maga\n[/tt-challenge]", WORDS)).toBeUndefined();
    expect(placeholderLine("[tt-challenge id=wall]\nCharacter: 3\n[/tt-challenge]", WORDS)).toBeUndefined();
    expect(placeholderLine("[pj-turn]\nevent: Character\n[/pj-turn]", [])).toBeUndefined();
  });

  it("is refused in the table's language, naming the word as the template's", () => {
    expect(placeholderRefusal("[d]\nwho: Character\n[/d]", WORDS, "en")).toEqual({ line: 2, code: "flow.placeholder",
      message: "“Character” is the word the template leaves where a character's name goes: write the character's name in its place, as its sheet says it" });
    expect(placeholderRefusal("[d]\nquién: Personaje\n[/d]", WORDS, "es")?.message).toMatch(/^«Personaje» es la palabra que deja la plantilla/);
  });

  it("finds a game's other template words (TopicFlow.templateWords) as a line's value or its label, with what goes there, in the table's language", () => {
    const perk = { words: ["Una ventaja", "A perk"], write: { es: "la ventaja de tu personaje", en: "your character's perk" } };
    const facet = { words: ["faceta Primera", "facet First"], write: { es: "el nombre de una faceta", en: "a facet's name" } };
    expect(placeholderLine("[tt-sheet]\nname: Ilsa\nperk: a PERK\n[/tt-sheet]", WORDS, [perk])).toEqual({ line: 3, word: "a PERK", write: perk.write });
    expect(placeholderLine("[fa-ficha]\nfaceta Primera: 1\n[/fa-ficha]", [], [facet])).toEqual({ line: 2, word: "faceta Primera", write: facet.write });
    // The first line holding any template word wins, a character's name or another.
    expect(placeholderLine("[tt-sheet]\nname: Character\nperk: A perk\n[/tt-sheet]", WORDS, [perk])).toEqual({ line: 2, word: "Character" });
    expect(placeholderLine("[tt-sheet]\nperk: A perky smile\n[/tt-sheet]\nperk: A perk", WORDS, [perk])).toBeUndefined();
    expect(placeholderRefusal("[tt-sheet]\nventaja: Una ventaja\n[/tt-sheet]", [], "es", [perk])).toEqual({ line: 2, code: "flow.template-word",
      message: "«Una ventaja» es el ejemplo que deja la plantilla: escribe en su lugar la ventaja de tu personaje" });
    expect(placeholderRefusal("[tt-sheet]\nperk: A perk\n[/tt-sheet]", [], "en", [perk])?.message).toBe("“A perk” is the template's example: in its place, write your character's perk");
  });
});
