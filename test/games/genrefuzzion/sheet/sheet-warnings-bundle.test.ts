// The sheet card's warnings (docs/markup.md §7.2) through the plugin's sheet-checks script
// (plugin/public/javascripts/gf-sheet-checks.js, built as build.mjs builds it: a classic script
// defining GfSheetChecks), run in a bare V8 context (no zod, no Node globals), applied to a sheet
// cooked by src/markup's genreFuzzion the way the client applies them.
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import MarkdownIt from "markdown-it";
import vm from "node:vm";
import type { SheetWarningsHook } from "../../../../src/games/genrefuzzion/markup/block-spec.js";
import { genreFuzzion } from "../../../../src/games/genrefuzzion/markup/game.js";
import { cardsOf } from "../../../markup/support/cards.js";

const SHEET = ["[gf-ficha]", "nombre: Lía <b>", "jugadora: @ana", "cliché: Bruja novata d8", "treta Fobia:", "[/gf-ficha]"].join("\n");

describe("sheet warnings from the plugin's sheet-checks script", () => {
  it("GF-TT-3: GF-CLI-3: the script, alone in a bare V8 context, gives the sheet card its warnings in the post's language", () => {
    const code = readFileSync("plugin/public/javascripts/gf-sheet-checks.js", "utf8");
    expect(code).not.toMatch(/ZodError|from\s*["']zod/);
    expect(code).not.toMatch(/^\s*import\s|\brequire\s*\(/m);
    const context = vm.createContext({});
    vm.runInContext(code, context);
    const checks = (context as { GfSheetChecks?: { sheetCardWarnings: SheetWarningsHook } }).GfSheetChecks;
    expect(typeof checks?.sheetCardWarnings).toBe("function");
    const md = new MarkdownIt({ html: true }).use(genreFuzzion, { lang: "es" });
    const html = md.render(SHEET);
    // The cooked card is the sheet's lines, escaped; the warnings are drawn by the client.
    expect(html).not.toContain("<b>");
    const card = cardsOf(html, { sheetWarnings: checks!.sheetCardWarnings })[0]!;
    const warnings = (card.data["warnings"] ?? []) as { code: string; message: string }[];
    expect(warnings.map((w) => w.code)).toEqual(
      expect.arrayContaining(["sheet.placeholder", "sheet.cliche_count", "sheet.relationship_count", "sheet.trick_count", "sheet.objective_count"]));
    expect(warnings.map((w) => w.message)).toContainEqual(expect.stringContaining("«Fobia»: falta completar <COSA A LA QUE TEMES>"));
    // Without the checks (the script could not be loaded) the card has no warnings at all.
    expect(cardsOf(html, {})[0]!.data["warnings"]).toBeUndefined();
    // A sheet the checks are happy with draws no warning list at all.
    expect(cardsOf(md.render("[gf-ficha]\nnombre: X\njugador: @x\nventaja: Y d6\n[/gf-ficha]"), { sheetWarnings: checks!.sheetCardWarnings })[0]!.data["warnings"]).toBeUndefined();
  });
});
