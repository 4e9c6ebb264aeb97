// Facetas' cards read from cooked lines as the reader's browser reads them (the drawing itself is the
// browser test's, test/games/facetas/browser/flow.test.ts), and the composer's skeletons, which must be
// blocks the service reads without a mistake.
import { describe, expect, it } from "@jest/globals";
import { conflictSkeleton, sheetSkeleton } from "../../../src/games/facetas/cards/compose.js";
import { readFacetasCard } from "../../../src/games/facetas/cards/read-card.js";
import { facetasMarkup } from "../../../src/games/facetas/markup/game.js";
import { zodCheck } from "../../../src/games/facetas/markup/index.js";
import { parseGamePost } from "../../../src/markup/parse-post.js";

const MARKUP = [facetasMarkup(zodCheck)];

describe("Facetas' cards", () => {
  it.each(["es", "en"] as const)("FA-SCENE-1 FA-SHEET-1 the composer's skeletons (%s) are an opening and sheets the service reads", (lang) => {
    const blocks = parseGamePost(`${conflictSkeleton(lang)}\n\n${sheetSkeleton(lang)}`, MARKUP);
    expect(blocks.map((b) => [b.parsed.block, b.parsed.lang, b.parsed.errors])).toEqual([["conflict", lang, []], ["sheet", lang, []], ["sheet", lang, []]]);
  });

  it("FA-ROLL-1 the table card reads the service's table from its cooked lines; a mistake is the error card with its message and line", () => {
    const table = readFacetasCard("fa-mesa es 3 0", "[fa-mesa]\nronda: 1\nprotagonista: 4\nadversario: 1\ncambio FA-ROLL-1: tira el dado 1 del Protagonista: 1 → 4\naccion 1 @bruno: paso\n[/fa-mesa]");
    expect(table).toMatchObject({ block: "fatable", data: { kind: "table", dice: { protagonist: [4], adversary: [1] }, offers: [{ n: 1, user: "bruno", kind: "turn", lines: ["paso"] }] } });
    const bad = readFacetasCard("fa-turno es 5 0", "[fa-turno]\ntirar X1: Marlene\n[/fa-turno]");
    expect(bad).toMatchObject({ block: "error", data: { tag: "fa-turno", errors: [{ line: 6, code: "fa.markup.bad-die", message: "«X1» no es un dado: se escribe P1, P2… (Protagonista) o A1, A2… (Adversario)" }] } });
    // A look-alike whose attribute names another block draws nothing.
    expect(readFacetasCard("fa-mesa es 1 0", "[fa-turno]\npaso\n[/fa-turno]")).toBeUndefined();
  });
});
