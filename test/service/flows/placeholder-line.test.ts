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
});
