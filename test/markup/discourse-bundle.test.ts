// The built bundle, loaded the way Discourse loads a markdown feature: an ES module exporting
// setup(helper). It is evaluated in a bare V8 context (no process, require, window or document,
// as in Discourse's server-side cooking), must import nothing, and is driven through a stand-in
// of discourse-markdown-it's setup with a real markdown-it 14 (support/discourse-engine.ts).
import { beforeAll, describe, expect, it } from "@jest/globals";
import { build } from "esbuild";
import { readFileSync } from "node:fs";
import vm from "node:vm";
import { markdownBundle } from "../../src/games/plugin-data.js";
import { GAME_FOLDERS } from "../../src/games/registry.js";
import { allowListViolations, compileAllowList } from "./support/allowlist-check.js";
import { cardsOf } from "./support/cards.js";
import { discourseEngine, type Feature } from "./support/discourse-engine.js";

const BUNDLE = "plugin/assets/javascripts/lib/discourse-markdown/genrefuzzion.js";
let setup: Feature["setup"];
let code: string;

beforeAll(async () => {
  code = readFileSync(BUNDLE, "utf8");
  const context = vm.createContext({});
  const mod = new vm.SourceTextModule(code, { context, identifier: "genrefuzzion.js" });
  await mod.link((specifier: string) => { throw new Error(`the bundle imports ${specifier}`); });
  await mod.evaluate();
  setup = (mod.namespace as { setup: Feature["setup"] }).setup;
});

const POST = [
  "Entro al bar.",
  "",
  '[gf-pool personaje="Ana" rol=protagonista]',
  "cliché: Superfuerte d8",
  "aliado Bea: Cazadora d6",
  "[/gf-pool]",
  "",
  '[quote="bea, post:2, topic:9"]',
  "[gf-pool]",
  "d12 d12 d12",
  "[/gf-pool]",
  "[/quote]",
  "",
].join("\n");

describe("the Discourse bundle", () => {
  it("is current: the committed file is what build.mjs makes from src/markup and src/games/genrefuzzion/sheet (run npm run build)", async () => {
    // build.mjs's options for the markdown feature, made from the registry's folders (src/games/plugin-data.ts).
    const fresh = await build({ bundle: true, write: false, legalComments: "none", logLevel: "silent", ...markdownBundle(GAME_FOLDERS).options });
    expect(fresh.outputFiles[0]!.text === code).toBe(true);
  });

  it("is one self-contained ES module: no imports, no Node or DOM globals, exports setup", () => {
    expect(typeof setup).toBe("function");
    expect(code).not.toMatch(/^\s*import\s|\bimport\s*\(|\brequire\s*\(/m);
    expect(code).not.toMatch(/\b(process|window|document|Buffer|TextEncoder)\s*\./);
  });

  it("cooks a pool into a card and leaves the quoted pool as text", () => {
    const engine = discourseEngine([{ id: "genrefuzzion", setup }], { gf_enabled: true, gf_default_locale: "es" });
    const html = engine.cook(POST);
    expect(html.match(/<div data-gf-card="pool /g)?.length).toBe(1);
    expect(html).toContain('<aside class="quote no-group">');
    expect(html).toContain("d12 d12 d12");
  });

  it("cooks every game's blocks: a Tricube challenge with its Spanish tag, beside a pool", () => {
    const engine = discourseEngine([{ id: "genrefuzzion", setup }], { gf_enabled: true, gf_default_locale: "es" });
    const cards = cardsOf(engine.cook("[tt-desafio id=puerta]\nquién: Maga\ncualidad: fuerte\ndificultad: 5\n[/tt-desafio]\n\n[gf-pool]\nd8\n[/gf-pool]\n"));
    expect(cards.map((c) => c.block)).toEqual(["ttchallenge", "pool"]);
    expect(cards[0]!.data).toMatchObject({ id: "puerta", difficulty: 5 });
  });

  it("GF-CLI-3: cooks a sheet as its lines, which the client reads into a sheet card with the creation checks' warnings", () => {
    const engine = discourseEngine([{ id: "genrefuzzion", setup }], { gf_default_locale: "es" });
    const html = engine.cook("[gf-ficha]\nnombre: Lía\njugadora: @ana\ncliché: Bruja novata d8\n[/gf-ficha]\n");
    expect((cardsOf(html)[0]!.data["warnings"] as { code: string }[]).map((w) => w.code)).toContain("sheet.cliche_count");
    expect(html).toContain("[gf-ficha]<br>\nnombre: Lía<br>\njugadora: @ana<br>");
  });

  it("calls helper.allowList with everything it emits", () => {
    const engine = discourseEngine([{ id: "genrefuzzion", setup }], {});
    const list = engine.allowListed.flatMap(([, info]) => info as string[]);
    const docs = [...readFileSync("docs/markup.md", "utf8").matchAll(/```gf[^\n]*\n([^]*?)```/g)].map((m) => m[1]!);
    for (const source of docs) expect(allowListViolations(engine.cook(source), compileAllowList(list))).toEqual([]);
  });

  it("follows the site's settings: disabled means untouched, gf_default_locale picks the card language", () => {
    const off = discourseEngine([{ id: "genrefuzzion", setup }], { gf_enabled: false });
    expect(off.cook(POST)).not.toContain("data-gf-card");
    const en = discourseEngine([{ id: "genrefuzzion", setup }], { gf_default_locale: "en" });
    const cooked = en.cook("[gf-pool]\nd7\n[/gf-pool]\n");
    expect(cooked).toContain('data-gf-card="pool en 1 0"');
    expect(JSON.stringify(cardsOf(cooked)[0]!.data)).toContain("dice are not allowed here");
  });

  it("cannot be driven after setup returns (the helper is revoked, as in setup.js)", () => {
    let kept: { allowList(x: unknown): void } | undefined;
    discourseEngine([{ id: "spy", setup: (h) => { kept = h as typeof kept; } }], {});
    expect(() => kept!.allowList(["div"])).toThrow(/only be called during setup/);
  });
});
