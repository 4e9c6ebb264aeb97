// The built bundle, loaded the way Discourse loads a markdown feature: an ES module exporting
// setup(helper). It is evaluated in a bare V8 context (no process, require, window or document,
// as in Discourse's server-side cooking), must import nothing, and is driven through a stand-in
// of discourse-markdown-it's setup with a real markdown-it 14 (support/discourse-engine.ts). On the
// server that context has also run gf-cook.js (plugin.rb's :vendored_pretty_text), which hands the
// feature the games that cook their cards; a reader's browser has the bundle alone.
import { beforeAll, describe, expect, it } from "@jest/globals";
import { build } from "esbuild";
import { readFileSync } from "node:fs";
import vm from "node:vm";
import { cookBundle, markdownBundle } from "../../src/games/plugin-data.js";
import { GAMES, MARKUP_GAMES } from "../../src/games/games.js";
import { GAME_FOLDERS } from "../../src/games/registry.js";
import { allowListViolations, compileAllowList } from "./support/allowlist-check.js";
import { cardsOf } from "./support/cards.js";
import { discourseEngine, type Feature } from "./support/discourse-engine.js";
import { SERVER_COOK_SCRIPT, SHIPPED_BUNDLE as BUNDLE, shippedSetup } from "./support/shipped-bundle.js";
import { discourseSetup } from "../../src/markup/discourse-feature.js";
import { tricubeCards } from "../../src/games/tricube/cards/game-cards.js";
import { readCardValue } from "../../src/markup/card-data.js";
import { docExamples as gameDocExamples } from "../support/doc-examples.js";
import { docExamples, fuzzPost } from "./support/fuzz-corpus.js";

/** The server's cook: the bundle beside gf-cook.js. */
let setup: Feature["setup"];
/** A reader's browser before gf-cook.js: the bundle alone. */
let browserSetup: Feature["setup"];
const browserContext = vm.createContext({});
let code: string;

beforeAll(async () => {
  code = readFileSync(BUNDLE, "utf8");
  setup = await shippedSetup();
  browserSetup = await shippedSetup({ browser: true, context: browserContext });
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

  it("ships a current gf-cook.js, the games that cook their cards: what build.mjs makes from the registry (plugin-data.ts cookBundle)", async () => {
    const fresh = await build({ bundle: true, write: false, legalComments: "none", logLevel: "silent", ...cookBundle(GAMES).options });
    expect(fresh.outputFiles[0]!.text === readFileSync(SERVER_COOK_SCRIPT, "utf8")).toBe(true);
    // It defines exactly the registry's games whose MarkupGame renders a card.
    const context = vm.createContext({});
    vm.runInContext(readFileSync(SERVER_COOK_SCRIPT, "utf8"), context);
    expect(Object.keys(vm.runInContext("GfCardCooks", context) as object)).toEqual(MARKUP_GAMES.filter((g) => g.render).map((g) => g.game));
  });

  it("is one self-contained ES module: no imports, no Node or DOM globals, exports setup; gf-cook.js is a classic script likewise", () => {
    expect(typeof setup).toBe("function");
    for (const text of [code, readFileSync(SERVER_COOK_SCRIPT, "utf8")]) {
      expect(text).not.toMatch(/^\s*import\s|\bimport\s*\(|\brequire\s*\(/m);
      expect(text).not.toMatch(/\b(process|window|document|Buffer|TextEncoder)\s*\./);
    }
    expect(readFileSync(SERVER_COOK_SCRIPT, "utf8")).not.toMatch(/^\s*export\s/m);
  });

  it("holds no game's parser: only the games' tags (every page of the forum loads it)", () => {
    // Words only a parser or a card drawer knows: GenreFuzzion's and Tricube's line keywords, an error message key.
    for (const word of ["cliché", "ventaja", "dificultad", "cualidad", "markup.unknown_line", "sheet.cliche_count"]) expect(code).not.toContain(word);
  });

  it("cooks on the server exactly as the whole games do: every doc example of every game and 400 fuzzed posts", () => {
    const whole = discourseEngine([{ id: "genrefuzzion", setup: discourseSetup({ games: MARKUP_GAMES }) }], { gf_default_locale: "es" });
    const server = discourseEngine([{ id: "genrefuzzion", setup }], { gf_default_locale: "es" });
    const posts = [
      ...docExamples,
      ...["tricube", "pujas", "facetas"].flatMap((g) => gameDocExamples(readFileSync(`docs/games/${g}.md`, "utf8"), ({ tricube: "tt", pujas: "pj", facetas: "fa" } as const)[g as "tricube"]).map((e) => e.source)),
      ...Array.from({ length: 200 }, (_, i) => fuzzPost(i)),
      ...Array.from({ length: 200 }, (_, i) => fuzzPost(1_000_000 + i)),
    ];
    let cardsWithData = 0;
    for (const post of posts) {
      const cooked = server.cook(post);
      expect(cooked).toBe(whole.cook(post));
      cardsWithData += (cooked.match(/data-gf-card="(?:tt[a-z]+|error) \{/g) ?? []).length;
    }
    // Tricube's examples are cooked into cards (an error card for a mistaken one), not lines.
    expect(cardsWithData).toBeGreaterThan(20);
  });

  it("cooks a Tricube block as its lines in a reader's browser, and the Tricube chunk reads them into the server's card once gf-cook.js is on the page", () => {
    const post = "[tt-desafio id=puerta]\nquién: Maga\ncualidad: fuerte\ndificultad: 5\n[/tt-desafio]\n";
    const browser = discourseEngine([{ id: "genrefuzzion", setup: browserSetup }], { gf_default_locale: "es" }).cook(post);
    const server = discourseEngine([{ id: "genrefuzzion", setup }], { gf_default_locale: "es" }).cook(post);
    expect(browser).toContain('<div data-gf-card="tt-desafio es 1 0">[tt-desafio id=puerta]<br>');
    const head = /data-gf-card="([^"]*)"/.exec(browser)![1]!;
    const text = /<div data-gf-card="[^"]*">([^]*?)<\/div>/.exec(browser)![1]!.replaceAll("<br>", "");
    // Without gf-cook.js the chunk reads nothing (the lines stay); with it, the server's card.
    expect(tricubeCards.read!(head, text, {})).toBeUndefined();
    // The script as loadScript runs it on the page (the test's own realm holds the chunk's code).
    new Function(readFileSync(SERVER_COOK_SCRIPT, "utf8"))();
    vm.runInContext(readFileSync(SERVER_COOK_SCRIPT, "utf8"), browserContext);
    try {
      const card = tricubeCards.read!(head, text, {});
      const stored = readCardValue(/data-gf-card="([^"]*)"/.exec(server)![1]!.replaceAll("&quot;", '"').replaceAll("&amp;", "&"))!;
      expect(card?.block).toBe("ttchallenge");
      expect(card?.data).toEqual(stored.data);
      // And the browser's feature, set up before gf-cook.js came, now cooks the post as the server does.
      expect(discourseEngine([{ id: "genrefuzzion", setup: browserSetup }], { gf_default_locale: "es" }).cook(post)).toBe(server);
    } finally {
      delete (globalThis as Record<string, unknown>)["GfCardCooks"];
    }
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
