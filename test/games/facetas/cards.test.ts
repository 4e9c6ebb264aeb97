// Facetas' cards read from cooked lines as the reader's browser reads them (the drawing itself is the
// browser test's, test/games/facetas/browser/flow.test.ts), and the composer's skeletons, which must be
// blocks the service reads without a mistake.
import { describe, expect, it } from "@jest/globals";
import { conflictSkeleton, sheetSkeleton } from "../../../src/games/facetas/cards/compose.js";
import { readFacetasCard } from "../../../src/games/facetas/cards/read-card.js";
import { facetasMarkup } from "../../../src/games/facetas/markup/game.js";
import { zodCheck } from "../../../src/games/facetas/markup/index.js";
import { facetasMarkupMessage } from "../../../src/games/facetas/markup/messages.js";
import { FACETAS_TEMPLATE_WORDS } from "../../../src/games/facetas/flow/template-words.js";
import { parseGamePost } from "../../../src/markup/parse-post.js";
import { placeholderRefusal } from "../../../src/service/flows/placeholder-line.js";
import { writtenOut } from "../../support/written-out.js";

const MARKUP = [facetasMarkup(zodCheck)];

describe("Facetas' cards", () => {
  it.each(["es", "en"] as const)("FA-SCENE-1 FA-SHEET-1 FA-ROLE-1 the composer's skeletons (%s) are an opening and sheets the service reads, the opening's example words marked at each line in the service's words", (lang) => {
    const blocks = parseGamePost(`${conflictSkeleton(lang, "bruno")}\n\n${sheetSkeleton(lang)}`, MARKUP);
    const [word, name] = lang === "es" ? ["usuario", "Nombre"] : ["username", "Name"];
    const facets = lang === "es" ? ["faceta Primera faceta de conflicto", "faceta Segunda faceta de conflicto", "faceta Tercera faceta de conflicto"]
      : ["facet First conflict facet", "facet Second conflict facet", "facet Third conflict facet"];
    // Protagonist, Ally and World (lines 2, 4, 5) hold the template's username (the Adversary is the writer), the Protagonist's
    // sheet line (6) its character name, the Adversary's inline sheet (lines 10 to 12) its example conflict facets.
    expect(blocks.map((b) => [b.parsed.block, b.parsed.lang, b.parsed.errors.map((e) => [e.code, e.rule, e.line, e.params])])).toEqual([
      ["conflict", lang, [...[2, 4, 5].map((line) => ["fa.markup.example-user", "FA-ROLE-1", line, { word }]), ["fa.markup.example-name", undefined, 6, { word: name }]]],
      ["sheet", lang, facets.map((label, i) => ["fa.markup.example-facet", undefined, 10 + i, { word: label }])], ["sheet", lang, []]]);
    // Each card's mark says at its line what the service answers the post with there, in the same words.
    let post = conflictSkeleton(lang, "bruno");
    for (const e of blocks.flatMap((b) => b.parsed.errors)) {
      const refusal = placeholderRefusal(post, [name], lang, FACETAS_TEMPLATE_WORDS)!;
      expect([refusal.line, facetasMarkupMessage(e, lang)]).toEqual([e.line, `${lang === "es" ? `línea ${e.line}, columna 1` : `line ${e.line}, column 1`}: ${refusal.message}`]);
      const lines = post.split("\n");
      lines[e.line - 1] = `${lines[e.line - 1]!.split(":")[0]}: `; // cleared, so the service's next refusal is the next mark's
      post = lines.join("\n").replace(/^(faceta|facet) [^:]*: $/gm, "$1 X: 1");
    }
    expect(facetasMarkupMessage(blocks[0]!.parsed.errors[1]!, lang)).toBe(lang === "es"
      ? "línea 4, columna 1: «usuario» es el ejemplo que deja la plantilla: escribe en su lugar el nombre de usuario de quien tiene ese papel, tal como lo muestra el foro; si nadie lo tiene (el Aliado o el Mundo), borra la línea (FA-ROLE-1)"
      : "line 4, column 1: “username” is the template's example: in its place, write the username of whoever holds that role, as the forum shows it; if nobody does (the Ally or the World), delete the line (FA-ROLE-1)");
    // Written (any case folds as the service folds it) or deleted, the opening reads with no mistake; a name merely containing the word is a name.
    const skeleton = writtenOut(conflictSkeleton(lang, "bruno").replace(/^(protagonista|protagonist): .*$/m, "$1: ana").replace(`: ${name}\n`, ": Mark\n"));
    const written = skeleton.replace(/^(aliado|ally): .*\n/m, "").replace(/^(mundo|world): .*$/m, `$1: ${word}s`);
    expect(parseGamePost(written, MARKUP).map((b) => b.parsed.errors)).toEqual([[], []]);
    expect(parseGamePost(skeleton.replace(/^(mundo|world): .*$/m, `$1: ${word.toUpperCase()}`), MARKUP)[0]!.parsed.errors.map((e) => [e.code, e.line])).toEqual([
      ["fa.markup.example-user", 4], ["fa.markup.example-user", 5]]);
    // A sheet's own facets named like the standalone sheet's examples are not the opening's: not marked here (the service keeps such a sheet out of play).
    expect(parseGamePost(sheetSkeleton(lang, "ana"), MARKUP)[0]!.parsed.errors).toEqual([]);
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
