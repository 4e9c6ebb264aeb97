// The fifth game is one folder and one registry line (docs/adding-a-game.md): no file of the
// repository outside src/games/d20/ and its tests names its tags, its rule IDs or its names, but the
// registry's one line and what `npm run build` makes from the registry (the plugin's bundles, its
// rules pages and its locales' game names, each checked current by test/plugin/layout.test.ts and
// rules-reference.test.ts). The platform gives it the rest: a command, a chunk, a rules page.
import { describe, expect, it } from "@jest/globals";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { commands } from "../../../src/cli/commands/index.js";
import { GAME_IDS } from "../../../src/games/games.js";
import { GAME_FOLDERS } from "../../../src/games/registry.js";
import { SERVER_GAMES } from "../../../src/games/server-games.js";

/** The game's words: its tags in both languages, its rule IDs, its names, its folder. */
const NAMED = /\bd20-(?:check|prueba|roll|tirada|sheet|ficha|table|mesa)\b|\bDC-[A-Z]+-\d|Prueba d20|d20 Check|games\/d20\b/;
const OWN = ["src/games/d20/", "test/games/d20/"];
/** What build.mjs writes from the registry, and why each names the game. */
const BUILT: Readonly<Record<string, string>> = {
  "plugin/public/javascripts/gf-d20.js": "its chunk (cards/chunk.ts)",
  "plugin/public/rules/d20/es.html": "its rules page", "plugin/public/rules/d20/en.html": "its rules page",
  "plugin/public/rules/es.html": "the page of every game", "plugin/public/rules/en.html": "the page of every game",
  "plugin/assets/javascripts/lib/gf-client.js": "the core, with every game's manifest as data",
  "plugin/assets/javascripts/lib/discourse-markdown/genrefuzzion.js": "the markdown feature, with every game's markup",
  "src/plugin-client/locales/cards.es.yml": "every game's name", "src/plugin-client/locales/cards.en.yml": "every game's name",
  "plugin/config/locales/client.es.yml": "every game's composer entries' titles", "plugin/config/locales/client.en.yml": "every game's composer entries' titles",
  "plugin/assets/stylesheets/common/genrefuzzion.scss": "the plugin's stylesheet, ending with every game's cards/style.css",
  "plugin/public/javascripts/gf-locale-es.js": "the cards' words, every game's name among them",
  "plugin/public/javascripts/gf-locale-en.js": "the cards' words, every game's name among them",
};
/** The product's files: sources, tests, templates, the plugin, the build and the package (docs tell about the games; nothing needs them). */
const ROOTS = ["src", "test", "templates", "plugin", "bench", "build.mjs", "package.json", "tsconfig.json", "jest.config.mjs"];

function* files(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) { yield path; return; }
  for (const name of readdirSync(path)) if (name !== "node_modules" && !name.startsWith(".")) yield* files(join(path, name));
}

describe("the d20 check is one folder plus one registry line", () => {
  it("is in the registry by one line, its folder's name", () => {
    expect(GAME_FOLDERS).toContain("d20");
    const lines = readFileSync("src/games/registry.ts", "utf8").split("\n").filter((l) => /d20/.test(l));
    expect(lines).toEqual(['  "d20",']);
  });

  it("is named by no other file than its own, the registry's line and what the build makes from the registry", () => {
    const naming = [...ROOTS.flatMap((r) => [...files(r)])].filter((f) => !OWN.some((own) => f.startsWith(own)) && !(f in BUILT)
      && /\.(ts|mjs|js|json|hbs|yml|rb|md|html|css|scss)$/.test(f) && NAMED.test(readFileSync(f, "utf8")));
    expect(naming).toEqual([]);
  });

  it("gets from the platform its `gf d20 replay`, its chunk and its rules pages, in both languages", () => {
    expect(GAME_IDS).toContain("d20");
    expect(SERVER_GAMES["d20"]?.flow?.game).toBe("d20");
    expect(commands.map((c) => c.name)).toContain("d20 replay");
    for (const file of ["plugin/public/javascripts/gf-d20.js", "plugin/public/rules/d20/es.html", "plugin/public/rules/d20/en.html"]) expect(existsSync(file)).toBe(true);
    expect(readFileSync("plugin/public/rules/d20/es.html", "utf8")).toContain('id="dc-roll-3"');
    expect(readFileSync("plugin/public/rules/en.html", "utf8")).toContain("d20 Check");
    for (const lang of ["es", "en"]) expect(readFileSync(`src/plugin-client/locales/cards.${lang}.yml`, "utf8")).toMatch(/^ +d20: "(Prueba d20|d20 Check)"$/m);
  });
});
