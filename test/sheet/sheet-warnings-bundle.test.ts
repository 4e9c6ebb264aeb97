// The sheet card's warnings (docs/markup.md §7.2), wired the way the plugin's markdown bundle would wire them
// (src/markup's genreFuzzion with src/games/genrefuzzion/sheet's sheetCardWarnings), bundled like build.mjs bundles the
// Discourse feature and run in a bare V8 context: no zod, no markdown-it of its own, no Node globals.
import { describe, expect, it } from "@jest/globals";
import { build } from "esbuild";
import MarkdownIt from "markdown-it";
import vm from "node:vm";
import { cardsOf } from "../markup/support/cards.js";

const ENTRY = `
import { sheetCardWarnings } from "./src/games/genrefuzzion/sheet/sheet-card-warnings.ts";
import { genreFuzzion } from "./src/games/genrefuzzion/markup/game.ts";
export function use(md, lang) { md.use(genreFuzzion, { lang, sheetWarnings: sheetCardWarnings }); }
`;

const SHEET = ["[gf-ficha]", "nombre: Lía <b>", "jugadora: @ana", "cliché: Bruja novata d8", "treta Fobia:", "[/gf-ficha]"].join("\n");

describe("sheet warnings in the Discourse bundle", () => {
  it("GF-TT-3: GF-CLI-3: a bare V8 bundle draws the warnings on the card, escaped, in the post's language", async () => {
    const out = await build({
      stdin: { contents: ENTRY, resolveDir: process.cwd(), loader: "ts", sourcefile: "entry.ts" },
      bundle: true, write: false, platform: "neutral", format: "esm", mainFields: ["module", "main"], target: "es2020", logLevel: "silent",
    });
    const code = out.outputFiles[0]!.text;
    expect(code).not.toMatch(/ZodError|from\s*["']zod/);
    expect(code).not.toMatch(/^\s*import\s|\brequire\s*\(/m);
    const context = vm.createContext({});
    const mod = new vm.SourceTextModule(code, { context, identifier: "gf-sheet-entry.js" });
    await mod.link((specifier: string) => { throw new Error(`the bundle imports ${specifier}`); });
    await mod.evaluate();
    const use = (mod.namespace as { use: (md: MarkdownIt, lang: string) => void }).use;
    const md = new MarkdownIt({ html: true });
    use(md, "es");
    const html = md.render(SHEET);
    const warnings = (cardsOf(html)[0]!.data["warnings"] ?? []) as { code: string }[];
    expect(warnings.map((w) => w.code)).toEqual(
      expect.arrayContaining(["sheet.placeholder", "sheet.cliche_count", "sheet.relationship_count", "sheet.trick_count", "sheet.objective_count"]));
    expect(html).toContain("«Fobia»: falta completar &lt;COSA A LA QUE TEMES&gt;");
    expect(html).not.toContain("<b>");
    // A sheet the checks are happy with draws no warning list at all.
    expect(md.render("[gf-ficha]\nnombre: X\njugador: @x\nventaja: Y d6\n[/gf-ficha]")).not.toContain("warnings");
  });
});
