// The books in the table's language: every line the rules post is a key of ledger-words.ts with its
// values, said in Spanish and in English with the same values, and neither language's text holds a
// word of the other (a Spanish table once read "passes in the Tenet lap", "table:bruno → bank").
import { describe, expect, it } from "@jest/globals";
import { LEDGER_WORDS, ledgerText, said } from "../../../src/games/pujas/rules/index.js";
import { entryLine } from "../../../src/games/pujas/flow/reply.js";

/** Words only one language uses in these lines: a check that fails if a line is left untranslated. */
const ENGLISH = /\b(?:the|and|of|to|in|for|with|by|from|bid|bids|scene|turn|coins?|prize|pool|roll|tie|wins|free|Tenet|Trait|Event|Fine|Challenges?|Importance|Master|Complication|passes|narrates|sets|buys|takes|brings|moves|creates|links|eliminates|interrupts|votes|loses|over|purse|Bank)\b/;
const SPANISH = /\b(?:el|la|los|las|de|del|en|por|para|con|puja|escena|turno|monedas?|premio|reserva|tirada|empate|gana|gratis|Norma|Rasgo|Evento|multa|Importancia|Maestro|Complicación|pasa|narra|sitúa|compra|saca|trae|lleva|crea|vincula|elimina|interrumpe|vota|pierde|monedero|Banca|Diálogo|Recuperación|fundido)\b/;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("Pujas' books in the table's language", () => {
  it.each(Object.entries(LEDGER_WORDS))("%s: the same values in both languages, no word of the other", (_, words) => {
    expect(placeholders(words.es)).toEqual(placeholders(words.en));
    const blank = (t: string) => t.replace(/\{\w+\}/g, "X");
    expect(blank(words.es)).not.toMatch(ENGLISH);
    expect(blank(words.en)).not.toMatch(SPANISH);
  });

  it("PJ-TURN-5 PJ-BID-5: a reply's line is in the table's language, with a player's text inert in it", () => {
    const say = said("turn.end", undefined, said("turn.of", { user: "bruno" }));
    expect(entryLine({ rule: "PJ-TURN-5", what: ledgerText(say, "en"), say, player: "ana" }, "es")).toBe("- termina el turno; turno de bruno (PJ-TURN-5)");
    expect(entryLine({ rule: "PJ-TURN-5", what: ledgerText(say, "en"), say, player: "ana" }, "en")).toBe("- ends the turn; bruno's turn (PJ-TURN-5)");
    const place = said("scene.place", { place: "[el muelle](https://evil.example) **x**" });
    expect(entryLine({ rule: "PJ-OWN-1", what: ledgerText(place, "en"), say: place, amount: 1, from: "purse:ana", to: "bank" }, "es"))
      .toBe("- 1 moneda: monedero de ana → la Banca · sitúa el lugar: &#91;el muelle&#93;(https://evil.example) &#42;&#42;x&#42;&#42; (PJ-OWN-1)");
  });
});
