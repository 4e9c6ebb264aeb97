// The plugin folder, checked file by file against the layout of Discourse's own poll and
// spoiler-alert plugins (discourse/discourse plugins/poll, plugins/spoiler-alert), and the parts a
// Discourse would only check at boot: plugin.rb is valid Ruby (ruby -c), the YAML parses, every
// setting the JavaScript reads exists (and reaches the browser), every locale key exists in both
// languages. The initializer's own functions are tested as code in initializer.test.ts.
import { describe, expect, it } from "@jest/globals";
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { parse } from "yaml";
import { SETTINGS } from "../../src/markup/discourse-feature.js";
import { defaultSiteSettings } from "../../src/sandbox/page/site-settings.js";
import { parseLocaleYml, translate } from "../../src/sandbox/page/locale-yml.js";
import { cardWordsFile, pluginWords } from "../support/plugin-words.js";
import { actionNode, intervalNode, POOL_KINDS } from "../../src/games/genrefuzzion/markup/index.js";
import { INTERVAL_ACTIONS, SCENE_ACTIONS } from "../../src/games/genrefuzzion/cards/action.js";
import { CLIENT_GAMES, GAMES } from "../../src/games/games.js";
import { chunkBundle, COMPILE_HINT, composerLabels, formsBundles, coreBundle, coreLoads, GAME_STYLES_MARK, gameNames, markdownBundle, pluginIcons, withComposerLabels, withGameNames, withGameStyles, withIcons, type BundleBuild } from "../../src/games/plugin-data.js";
import { GAME_FOLDERS } from "../../src/games/registry.js";
import { PRODUCT_VERSION } from "../../src/lib/version.js";

const PLUGIN = resolve("plugin");
const read = (path: string) => readFileSync(join(PLUGIN, path), "utf8");
const yml = (path: string) => parse(read(path)) as Record<string, unknown>;
/** The cards' words of a language (src/plugin-client/locales/cards.<lang>.yml), which build.mjs ships as gf-locale-<lang>.js. */
const cards = (lang: "es" | "en") => parse(readFileSync(cardWordsFile(lang), "utf8")) as Record<string, unknown>;
const INITIALIZER = "assets/javascripts/discourse/initializers/genrefuzzion.js";

/** The games with a chunk of the plugin client: every game of the registry (build.mjs builds each). */
const CHUNK_GAMES = [...GAME_FOLDERS].sort();
/** A plugin bundle built in memory with build.mjs's options (src/games/plugin-data.ts). */
const fresh = ({ options }: BundleBuild, metafile = false) =>
  build({ bundle: true, write: false, logLevel: "silent", legalComments: "none", metafile, ...options });
const chunkFile = (game: string) => `public/javascripts/gf-${game}.js`;

/** Each committed public script's content hash, as build.mjs gives the core (src/plugin-client/public-scripts.ts). */
// The scripts the core loads (plugin-data.ts coreLoads): the badge panel's version is gf-verify-worker.js's to carry (verifier-size.test.ts).
const scriptVersions = () => Object.fromEntries(readdirSync(join(PLUGIN, "public/javascripts")).filter((f) => f.endsWith(".js") && coreLoads(f)).sort()
  .map((f) => [f, createHash("sha256").update(readFileSync(join(PLUGIN, "public/javascripts", f))).digest("hex").slice(0, 12)]));

/** Each of our files beside its counterpart in the poll (or spoiler-alert) plugin. */
const LAYOUT: readonly (readonly [ours: string, theirs: string])[] = [
  ["plugin.rb", "poll/plugin.rb"],
  ["README.md", "spoiler-alert/README.md"],
  ["config/settings.yml", "poll/config/settings.yml"],
  ["config/locales/client.en.yml", "poll/config/locales/client.en.yml"],
  ["config/locales/client.es.yml", "poll/config/locales/client.es.yml"],
  ["config/locales/server.en.yml", "poll/config/locales/server.en.yml"],
  ["config/locales/server.es.yml", "poll/config/locales/server.es.yml"],
  ["assets/javascripts/lib/discourse-markdown/genrefuzzion.js", "poll/assets/javascripts/lib/discourse-markdown/poll.js"],
  ["assets/javascripts/lib/gf-client.js", "spoiler-alert/assets/javascripts/lib/apply-spoiler.js"],
  [INITIALIZER, "poll/assets/javascripts/discourse/initializers/extend-for-poll.gjs"],
  ["assets/stylesheets/common/genrefuzzion.scss", "poll/assets/stylesheets/common/poll.scss"],
  // A plugin's public/ is linked to public/plugins/<name>/ and served as is (lib/plugin/instance.rb, activate!).
  // The rules reference: every game's in one page per language, and each game's own (src/games/rules-reference.ts).
  ["public/rules/es.html", "lib/plugin/instance.rb (public_data)"],
  ["public/rules/en.html", "lib/plugin/instance.rb (public_data)"],
  ...GAMES.flatMap((g) => ["es", "en"].map((lang) => [`public/rules/${g.id}/${lang}.html`, "lib/plugin/instance.rb (public_data)"] as const)),
  // The roll badge's verifier, loaded with loadScript as discourse-math loads MathJax from its public/.
  ["public/javascripts/gf-verify.js", "lib/plugin/instance.rb (public_data)"],
  // The page's side of its Web Worker, loaded with loadScript where a roll card is drawn.
  ["public/javascripts/gf-verify-worker.js", "lib/plugin/instance.rb (public_data)"],
  // Its beacon check (BLS12-381), loaded by gf-verify.js only where a drand beacon is used.
  ["public/javascripts/gf-verify-beacon.js", "lib/plugin/instance.rb (public_data)"],
  // The badge's panel, loaded by gf-verify-worker.js the first time a reader opens one.
  ["public/javascripts/gf-verify-panel.js", "lib/plugin/instance.rb (public_data)"],
  // The sheet card's creation checks, loaded with loadScript the first time a sheet card is drawn.
  ["public/javascripts/gf-sheet-checks.js", "lib/plugin/instance.rb (public_data)"],
  // Each language's card words, loaded with loadScript where a table's language is not the reader's.
  ["public/javascripts/gf-locale-es.js", "lib/plugin/instance.rb (public_data)"],
  ["public/javascripts/gf-locale-en.js", "lib/plugin/instance.rb (public_data)"],
  // The games that cook their cards (Tricube), for the server's cook (plugin.rb, :vendored_pretty_text,
  // as discourse-chronos registers its vendored moment-timezone) and the composer's preview.
  ["public/javascripts/gf-cook.js", "lib/pretty_text.rb (vendored_pretty_text)"],
  // Each game's chunk of the client, loaded with loadScript the first time a card of the game is drawn.
  ...CHUNK_GAMES.map((game) => [chunkFile(game), "lib/plugin/instance.rb (public_data)"] as const),
  // A game's forms script (its pickers, forms and composer texts), loaded by its chunk when a reader opens one.
  ...formsBundles(GAME_FOLDERS, existsSync).map(({ outfile }) => [relative(PLUGIN, outfile), "lib/plugin/instance.rb (public_data)"] as const),
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [relative(PLUGIN, path)];
  });
}

/** Every key path of a nested YAML mapping: "en.js.genrefuzzion.composer.insert_pool". */
function keyPaths(node: unknown, prefix = ""): string[] {
  if (node === null || typeof node !== "object") return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
}
const withoutLang = (paths: string[]) => paths.map((p) => p.replace(/^[a-z]{2}\./, "")).sort();

describe("plugin layout (the poll plugin's, file by file)", () => {
  for (const [ours, theirs] of LAYOUT) {
    it(`has ${ours} (like ${theirs})`, () => {
      expect(existsSync(join(PLUGIN, ours))).toBe(true);
      expect(read(ours).trim().length).toBeGreaterThan(0);
    });
  }

  it.each(["es", "en"] as const)("ships the %s card words as a locale script, current with src/plugin-client/locales/cards.%s.yml (build.mjs)", (lang) => {
    const words = (cards(lang)[lang] as { genrefuzzion: unknown }).genrefuzzion;
    const script = read(`public/javascripts/gf-locale-${lang}.js`);
    const defined: Record<string, unknown> = {};
    new Function("self", script)({ GfLocales: defined });
    expect(defined[lang]).toEqual(words);
  });

  it("has no file outside that layout", () => {
    const known = new Set(LAYOUT.map(([ours]) => ours));
    expect(filesUnder(PLUGIN).filter((f) => !known.has(f))).toEqual([]);
  });
});

describe("plugin.rb", () => {
  const rb = read("plugin.rb");
  const meta = Object.fromEntries([...rb.matchAll(/^# (\w+): (.+)$/gm)].map((m) => [m[1]!, m[2]!.trim()]));
  const settings = (yml("config/settings.yml")["plugins"] ?? {}) as Record<string, Record<string, unknown>>;

  it("starts with frozen_string_literal and the metadata Discourse reads", () => {
    expect(rb.startsWith("# frozen_string_literal: true\n")).toBe(true);
    for (const key of ["name", "about", "version", "authors", "required_version"]) expect(meta[key]).toBeTruthy();
  });

  it("carries the service's version (package.json), which also versions the rules pages' addresses (src/lib/version.ts)", () => {
    const pkg = JSON.parse(readFileSync(resolve("package.json"), "utf8")) as { version: string };
    expect([meta["version"], PRODUCT_VERSION]).toEqual([pkg.version, pkg.version]);
  });

  it("is named after the markdown feature file, which Discourse names the feature by", () => {
    expect(meta["name"]).toBe("genrefuzzion");
    expect(existsSync(join(PLUGIN, `assets/javascripts/lib/discourse-markdown/${meta["name"]}.js`))).toBe(true);
  });

  it("requires a Discourse with the hyphenated BBCode tag fix (PR #27173, 3.3.0)", () => {
    const [major, minor] = meta["required_version"]!.split(".").map(Number);
    expect(major! > 3 || (major === 3 && minor! >= 3)).toBe(true);
  });

  it("enables itself through an existing boolean setting", () => {
    const name = /^enabled_site_setting :(\w+)$/m.exec(rb)?.[1];
    expect(name).toBe("gf_enabled");
    expect(typeof settings[name!]?.["default"]).toBe("boolean");
  });

  it("registers only assets that exist", () => {
    const assets = [...rb.matchAll(/^register_asset "([^"]+)"/gm)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) expect(existsSync(join(PLUGIN, "assets", asset))).toBe(true);
  });

  it("registers every icon the initializer and the games' composer entries use", () => {
    const registered = new Set([...rb.matchAll(/^register_svg_icon "([^"]+)"/gm)].map((m) => m[1]));
    const used = [...read(INITIALIZER).matchAll(/icon: "([^"]+)"/g)].map((m) => m[1])
      .concat(CLIENT_GAMES.flatMap((g) => (g.composers ?? []).map((c) => c.icon)));
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((i) => !registered.has(i))).toEqual([]);
  });

  it("registers exactly the icons build.mjs derives from the registry's games (src/games/plugin-data.ts): a new game adds no line here", () => {
    expect(withIcons(rb, pluginIcons(read(INITIALIZER)))).toBe(rb);
  });

  it("is valid Ruby: ruby -c accepts it (Debian's ruby package; .ci/run installs it)", () => {
    const check = spawnSync("ruby", ["-c", join(PLUGIN, "plugin.rb")], { encoding: "utf8" });
    if (check.error) throw new Error(`ruby is needed to check plugin.rb (apt-get install ruby): ${check.error.message}`);
    expect([check.status, check.stderr.trim(), check.stdout.trim()]).toEqual([0, "", "Syntax OK"]);
  });
});

describe("config/settings.yml", () => {
  const settings = (yml("config/settings.yml")["plugins"] ?? {}) as Record<string, Record<string, unknown>>;
  const names = Object.keys(settings);
  const initializer = read(INITIALIZER);

  it("sits under the plugins category with gf_ names and a default each", () => {
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      expect(name).toMatch(/^gf_[a-z_]+$/);
      expect(settings[name]).toHaveProperty("default");
    }
  });

  it("offers its enum default among the choices, and its regex accepts the default", () => {
    for (const [name, s] of Object.entries(settings)) {
      if (s["type"] === "enum") expect(s["choices"]).toContain(s["default"]);
      if (typeof s["regex"] === "string") expect(new RegExp(s["regex"]).test(String(s["default"]))).toBe(true);
      if (name === "gf_rules_url") {
        const re = new RegExp(s["regex"] as string);
        for (const good of ["", "/plugins/genrefuzzion/rules", "https://wiki.example/gf/{lang}/#{rule}"]) expect(re.test(good)).toBe(true);
        for (const bad of ["javascript:alert(1)", "plugins/rules", "/a b", "https://x/\"onmouseover=1"]) expect(re.test(bad)).toBe(false);
      }
      if (name === "gf_service_url") {
        // https only (force_https's upgrade-insecure-requests and mixed-content blocking
        // break an http:// address on a real forum), http:// for a developer's loopback.
        const re = new RegExp(s["regex"] as string);
        for (const good of ["", "https://dice.example.org", "https://dice.example.org/gf", "http://127.0.0.1:8787", "http://localhost:8787", "http://[::1]:8787"]) expect([good, re.test(good)]).toEqual([good, true]);
        for (const bad of ["http://dice.example.org", "http://127.0.0.1.example.org", "http://localhost.example.org:80", "ftp://dice.example.org", "https://x/\"onmouseover=1", "https://dice.example.org/?q", "//dice.example.org"]) expect([bad, re.test(bad)]).toEqual([bad, false]);
      }
      if (name === "gf_public_key") {
        expect(new RegExp(s["regex"] as string).test("a".repeat(64))).toBe(true);
        expect(new RegExp(s["regex"] as string).test("a".repeat(63))).toBe(false);
      }
    }
  });

  it("has every setting the initializer and the markdown feature read, marked client: true", () => {
    const read = new Set([...initializer.matchAll(/siteSettings\.(gf_\w+)/g)].map((m) => m[1]!));
    for (const name of Object.values(SETTINGS)) read.add(name);
    expect(read.size).toBeGreaterThan(3);
    for (const name of read) {
      expect(names).toContain(name);
      expect(settings[name]!["client"]).toBe(true);
    }
  });

  it("matches the defaults the sandbox forum's page serves", () => {
    expect(defaultSiteSettings()).toEqual(Object.fromEntries(names.map((n) => [n, settings[n]!["default"]])));
  });

  it("has a description of every setting in server.en.yml and server.es.yml", () => {
    for (const lang of ["en", "es"]) {
      const descriptions = ((yml(`config/locales/server.${lang}.yml`)[lang] as Record<string, unknown>)["site_settings"] ?? {}) as Record<string, string>;
      for (const name of names) expect(typeof descriptions[name]).toBe("string");
      expect(Object.keys(descriptions).sort()).toEqual([...names].sort());
    }
  });

  it("points regex_error at a message that exists in both server locales", () => {
    for (const s of Object.values(settings)) {
      if (typeof s["regex_error"] !== "string") continue;
      for (const lang of ["en", "es"]) expect(keyPaths(yml(`config/locales/server.${lang}.yml`))).toContain(`${lang}.${s["regex_error"]}`);
    }
  });
});

describe("locales", () => {
  for (const side of ["client", "server"]) {
    it(`${side}: en and es have exactly the same keys, each under its language`, () => {
      const en = yml(`config/locales/${side}.en.yml`);
      const es = yml(`config/locales/${side}.es.yml`);
      expect(Object.keys(en)).toEqual(["en"]);
      expect(Object.keys(es)).toEqual(["es"]);
      expect(withoutLang(keyPaths(es))).toEqual(withoutLang(keyPaths(en)));
      for (const value of [...keyPaths(en), ...keyPaths(es)]) expect(value).not.toMatch(/\.$/);
    });
  }

  // The locale-completeness check of the cards' words: a word missing from one language would show its key
  // ("[es.genrefuzzion.card.pool]") on that language's cards, as the page has no other language's words to fall back on.
  it("cards: en and es have exactly the same keys, each under its language, and nothing but genrefuzzion", () => {
    const en = cards("en");
    const es = cards("es");
    expect(Object.keys(en)).toEqual(["en"]);
    expect(Object.keys(es)).toEqual(["es"]);
    expect(Object.keys(en["en"] as object)).toEqual(["genrefuzzion"]);
    expect(withoutLang(keyPaths(es))).toEqual(withoutLang(keyPaths(en)));
    for (const value of [...keyPaths(en), ...keyPaths(es)]) expect(value).not.toMatch(/\.$/);
  });

  /** The I18n keys of the games' composer entries (src/games/<game>/cards/manifest.ts), under js.*. */
  const composerLabels = CLIENT_GAMES.flatMap((g) => (g.composers ?? []).map((c) => c.label));

  it("client: every I18n key the initializer and the composer entries use exists under js.* in both languages", () => {
    const used = [...read(INITIALIZER).matchAll(/(?:label|title): "([\w.]+)"|I18n\.t\("([\w.]+)"/g)].map((m) => (m[1] ?? m[2])!).concat(composerLabels);
    expect(used.length).toBeGreaterThanOrEqual(3);
    for (const lang of ["en", "es"]) {
      const keys = keyPaths(yml(`config/locales/client.${lang}.yml`));
      for (const key of used) expect(keys).toContain(`${lang}.js.${key}`);
    }
  });

  it("cards: every word the initializer says in a dialog (say's t, from the card words it loads) exists among the cards' words in both languages", () => {
    const used = [...read(INITIALIZER).matchAll(/(?<![.\w])t\("([\w.]+)"/g)].map((m) => m[1]!);
    expect(used).toEqual(expect.arrayContaining(["composer.topic_unavailable", "composer.other_game", "composer.unavailable"]));
    for (const lang of ["en", "es"] as const) {
      const keys = keyPaths(cards(lang));
      for (const key of used) expect(keys).toContain(`${lang}.genrefuzzion.${key}`);
    }
  });

  /** Keys the client bundle's sources pass to I18n: literal ones, and the groups it indexes ("pool_kind.${kind}"). */
  const sourcesUnder = (dir: string): string => readdirSync(dir).map((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourcesUnder(path) : readFileSync(path, "utf8");
  }).join("\n");
  /** The plugin client and every game's card drawers (src/games/<game>/cards), which it bundles. */
  const clientSources = (): string => [resolve("src/plugin-client"),
    ...readdirSync(resolve("src/games")).map((game) => resolve("src/games", game, "cards")).filter((d) => existsSync(d))]
    .map(sourcesUnder).join("\n");
  const literalKeys = (code: string) => [...code.matchAll(/\bt\(\s*"([\w.-]+)"/g)].map((m) => m[1]!);
  const indexedGroups = (code: string) => [...code.matchAll(/\bt\(\s*`([\w]+)\.(?:[\w]*)\$\{/g)].map((m) => m[1]!);

  /** Every action type a block can hold, from the parser's own schemas. */
  const typesOf = (node: typeof actionNode | typeof intervalNode): string[] =>
    node.shape.actions.element.options.map((o: { shape: { type: { value: string } } }) => o.shape.type.value);
  const ACTION_TYPES = typesOf(actionNode);
  const INTERVAL_TYPES = typesOf(intervalNode);

  it("cards: every key the cards draw with exists among the cards' words in both languages", () => {
    const code = clientSources();
    const used = literalKeys(code);
    expect(used.length).toBeGreaterThan(50);
    for (const lang of ["en", "es"]) {
      // Among the cards' words (gf-locale-<lang>.js), the only ones a card has.
      const keys = new Set(keyPaths(cards(lang as "es" | "en")));
      expect(used.filter((key) => !keys.has(`${lang}.genrefuzzion.${key}`))).toEqual([]);
      // GF-POOL-2: every kind of pool line has its label, and so does every action a block can hold.
      const missing = [
        ...POOL_KINDS.map((k) => `pool_kind.${k}`),
        ...ACTION_TYPES.map((k) => `scene_action.${k}`),
        ...INTERVAL_TYPES.map((k) => `interval_action.${k}`),
      ].filter((key) => !keys.has(`${lang}.genrefuzzion.${key}`));
      expect(missing).toEqual([]);
    }
  });

  it("client: the cards draw every action type a block can hold", () => {
    expect(ACTION_TYPES.length).toBeGreaterThan(15);
    expect([...SCENE_ACTIONS].sort()).toEqual([...ACTION_TYPES].sort());
    expect([...INTERVAL_ACTIONS].sort()).toEqual([...INTERVAL_TYPES].sort());
  });

  it("client: every js.genrefuzzion key is used by the initializer or the cards (no dead strings)", () => {
    const initializer = read(INITIALIZER);
    const code = clientSources();
    const used = new Set(literalKeys(code));
    const groups = new Set(indexedGroups(code));
    const keys = keyPaths({ en: { js: pluginWords("en") } }).filter((k) => k.startsWith("en.js.genrefuzzion.")).map((k) => k.slice("en.js.genrefuzzion.".length));
    const dead = keys.filter((key) => !used.has(key) && !groups.has(key.split(".")[0]!) && !initializer.includes(`"genrefuzzion.${key}"`) && !initializer.includes(`t("${key}"`)
      && !composerLabels.includes(`genrefuzzion.${key}`)
      // roll.verify_<reason>, card.<side>, card.<section>: indexed by a value, not a whole group.
      && !/^roll\.(verify_|no_)|^card\.(protagonist|antagonist|setting|tone|intention|cliches|relationships|advantages|problems|tricks|flaws|boost_p[vk])$/.test(key));
    expect(dead).toEqual([]);
  });

  it("English text quotes with “ ” or \" \", never Spanish « »: no English string of either catalogue holds them", () => {
    const strings = (node: unknown): string[] => (typeof node === "string" ? [node] : node && typeof node === "object" ? Object.values(node).flatMap(strings) : []);
    for (const side of ["client", "server"]) expect(strings(yml(`config/locales/${side}.en.yml`)).filter((s) => /[«»]/.test(s))).toEqual([]);
    expect(strings(cards("en")).filter((s) => /[«»]/.test(s))).toEqual([]);
    // The Spanish catalogue does quote with them: the check reads the strings.
    expect(strings(cards("es")).some((s) => /«[^»]+»/.test(s))).toBe(true);
  });

  it("client: the sandbox page reads the locale files as a YAML parser does", () => {
    for (const lang of ["en", "es"] as const) {
      expect(parseLocaleYml(read(`config/locales/client.${lang}.yml`))).toEqual(yml(`config/locales/client.${lang}.yml`));
      expect(parseLocaleYml(readFileSync(cardWordsFile(lang), "utf8"))).toEqual(cards(lang));
    }
  });
});

describe("initializer", () => {
  const source = read(INITIALIZER);

  it("is a thin Discourse initializer: default export with name and initialize, gated on gf_enabled", () => {
    expect(source).toMatch(/export default \{\s*name: "genrefuzzion",\s*initialize\(container\)/);
    expect(source).toMatch(/if \(siteSettings\.gf_enabled\)/);
    expect(source).toMatch(/withPluginApi\(PLUGIN_API_VERSION, initializeGenreFuzzion\)/);
    expect(source).toMatch(/api\.decorateCookedElement\(/);
    expect(source).toMatch(/api\.onToolbarCreate\(/);
  });

  it("imports only Discourse modules and the plugin's own bundle", () => {
    const specifiers = [...source.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]!);
    const multi = [...source.matchAll(/^} from "([^"]+)";$/gm)].map((m) => m[1]!);
    for (const s of [...specifiers, ...multi]) expect(s).toMatch(/^(discourse\/|discourse-i18n$|\.\.\/\.\.\/lib\/gf-client$)/);
  });

  it("uses only names the gf-client bundle exports", async () => {
    const block = /import \{([^}]+)\} from "\.\.\/\.\.\/lib\/gf-client";/.exec(source)?.[1] ?? "";
    const names = block.split(",").map((s) => s.trim()).filter(Boolean);
    expect(names).toEqual(expect.arrayContaining(["decorateCooked", "langOf", "composerEntries", "composerText", "publicScriptPath"]));
    const bundle = await import(pathToFileURL(join(PLUGIN, "assets/javascripts/lib/gf-client.js")).href) as Record<string, unknown>;
    for (const name of names) expect(typeof bundle[name]).toBe("function");
  });


  it("ships a current gf-client.js: the committed file is what build.mjs makes from src/plugin-client (run node build.mjs --all)", async () => {
    // The same options as build.mjs's entry for src/plugin-client/index.ts, with the public scripts' hashes.
    const core = await fresh(coreBundle(CLIENT_GAMES, scriptVersions()));
    expect(read("assets/javascripts/lib/gf-client.js")).toBe(core.outputFiles[0]!.text);
  });

  it("names each public script with its content hash, so a changed script is never one a browser cached for a year (nginx /plugins/)", async () => {
    const bundle = await import(pathToFileURL(join(PLUGIN, "assets/javascripts/lib/gf-client.js")).href) as { publicScriptPath(file: string): string };
    const versions = scriptVersions();
    expect(Object.keys(versions)).toEqual(expect.arrayContaining(["gf-verify.js", "gf-sheet-checks.js", ...CHUNK_GAMES.map((g) => `gf-${g}.js`)]));
    for (const [file, version] of Object.entries(versions)) {
      expect(version).toMatch(/^[0-9a-f]{12}$/);
      expect(bundle.publicScriptPath(file)).toBe(`/plugins/genrefuzzion/javascripts/${file}?v=${version}`);
    }
  });

  it("ships a current gf-sheet-checks.js: the committed file is what build.mjs makes from src/plugin-client/sheet-checks-page.ts", async () => {
    const fresh = await build({ entryPoints: ["src/plugin-client/sheet-checks-page.ts"], bundle: true, write: false, platform: "browser",
      format: "iife", globalName: "GfSheetChecks", target: "es2020", minify: true, logLevel: "silent", legalComments: "none", banner: COMPILE_HINT });
    const text = read("public/javascripts/gf-sheet-checks.js");
    expect(text).toBe(fresh.outputFiles[0]!.text);
    // Its functions draw the page's sheets as it loads: compiled eagerly, off the main thread.
    expect(text.startsWith(`${COMPILE_HINT.js}\n`)).toBe(true);
    expect(text).toMatch(/GF-TRICK-\d/);
    expect(text).not.toMatch(/ZodError|\$ZodType/);
  });

  it("ships a current gf-verify.js: the committed file is what build.mjs makes from src/plugin-client/verify-page.ts", async () => {
    const fresh = await build({ entryPoints: ["src/plugin-client/verify-page.ts"], bundle: true, write: false, platform: "browser",
      format: "iife", globalName: "GfVerify", target: "es2020", minify: true, logLevel: "silent", legalComments: "none" });
    expect(read("public/javascripts/gf-verify.js")).toBe(fresh.outputFiles[0]!.text);
  });

  it("loads the markdown feature as Discourse does: an ES module exporting setup(helper)", async () => {
    const feature = await import(pathToFileURL(join(PLUGIN, "assets/javascripts/lib/discourse-markdown/genrefuzzion.js")).href) as Record<string, unknown>;
    expect(typeof feature["setup"]).toBe("function");
  });
});

describe("the client's core and its games' chunks", () => {
  const CORE = "assets/javascripts/lib/gf-client.js";
  /**
   * Gzipped budgets, bytes: the core stays small whatever the number of games (each adds only its
   * manifest, written into it as data), and each game's chunk has its own, from the game's manifest
   * (docs/adding-a-game.md).
   */
  const BUDGETS: Readonly<Record<string, number>> = {
    // The core draws the platform's roll card for every game (src/plugin-client/cards/dice-roll.ts); its
    // badge is the verifier's, gf-verify.js (src/plugin-client/roll-check.ts). It schedules a topic's
    // cards, the first screen first (src/plugin-client/card-schedule.ts, about 0.7 KB of this).
    [CORE]: 6_500,
    // Each game's chunk: the budget its manifest gives (ClientGame.chunkBudget).
    ...Object.fromEntries(CLIENT_GAMES.map((g) => [chunkFile(g.game), g.chunkBudget])),
  };
  /** The chunk's build, as build.mjs makes it (the same options). */
  const buildChunk = (game: string, metafile = false) => fresh(chunkBundle(game), metafile);
  const buildCore = () => fresh(coreBundle(CLIENT_GAMES, scriptVersions()), true);
  /** The source files a build put bytes of into its output. */
  const inputsOf = (meta: { outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }> }): string[] =>
    Object.values(meta.outputs).flatMap((o) => Object.entries(o.inputs).filter(([, i]) => i.bytesInOutput > 0).map(([f]) => f));

  it("has one chunk per game of the client's registry, and a budget for each", () => {
    expect(CLIENT_GAMES.map((g) => g.game).sort()).toEqual(CHUNK_GAMES);
    // A game of the client's registry is a game of the product's registry.
    for (const g of CLIENT_GAMES) expect(GAMES.map((m) => m.id)).toContain(g.game);
    expect(Object.keys(BUDGETS).sort()).toEqual([CORE, ...CHUNK_GAMES.map(chunkFile)].sort());
  });

  it.each(CHUNK_GAMES)("starts %s's chunk with the compile hint: its functions draw the page's cards as it loads, compiled off the main thread", (game) => {
    expect(read(chunkFile(game)).startsWith(`${COMPILE_HINT.js}\n`)).toBe(true);
  });

  it.each(Object.entries({ core: "assets/javascripts/lib/gf-client.js", ...Object.fromEntries(CHUNK_GAMES.map((g) => [g, chunkFile(g)])) }))(
    "keeps %s within its gzipped budget: cards, not the rules tables, zod or the cryptography", (_, file) => {
      const text = read(file);
      expect(gzipSync(text).length).toBeLessThan(BUDGETS[file]!);
      expect(text).not.toMatch(/ZodError|\$ZodType/);
      // Signatures, seeds and beacons are checked by gf-verify.js, loaded only where a roll card is drawn.
      expect(text).not.toMatch(/bls12-381|BLS_SIG|ed25519_CURVE|\bsha512\b/i);
      // The tricks and flaws tables come with gf-sheet-checks.js, loaded only where a sheet card is drawn.
      expect(text).not.toMatch(/GF-TRICK-\d|GF-FLAW-\d/);
    });

  it("keeps the core game-agnostic: it imports nothing of src/games; each game's manifest, which imports nothing, is written in as data", async () => {
    const fromGames = inputsOf((await buildCore()).metafile!).filter((f) => f.startsWith("src/games/"));
    expect(fromGames).toEqual([]);
    const core = read(CORE);
    for (const g of CLIENT_GAMES) for (const key of g.keys) expect(core).toContain(JSON.stringify(key));
    for (const g of CLIENT_GAMES) {
      // Types only: a manifest that imported code would bring it into the core.
      const imports = [...readFileSync(resolve("src/games", g.game, "cards/manifest.ts"), "utf8").matchAll(/^import (?!type )/gm)];
      expect(imports).toEqual([]);
    }
  });

  it("keeps every game's words out of the core: no tag, label or name but the ids and keys of its manifest", () => {
    const core = read(CORE);
    const declared = new Set(CLIENT_GAMES.flatMap((g) => [g.game, ...g.keys, ...(g.composers ?? []).map((c) => c.id)]));
    const tags = GAMES.flatMap((g) => [...g.markup.tags.keys()]).filter((tag) => !declared.has(tag));
    // Games cooked as their lines declare every tag as a key (Pujas, Facetas; Tricube too, as a reader's
    // browser cooks it); GenreFuzzion's tags that name no composer entry are still nine to check.
    expect(tags.length).toBeGreaterThanOrEqual(9);
    // A tag as a word: "gf-rolled", the dice row's class of every roll card, is not the tag [gf-roll].
    expect(tags.filter((tag) => new RegExp(`${tag}(?![a-z0-9-])`).test(core))).toEqual([]);
    // The games' names are the locale files' (js.genrefuzzion.games.<game>), not the core's.
    for (const g of GAMES) for (const name of Object.values(g.name)) expect(core).not.toContain(name);
    expect(core).not.toMatch(/Tricube|Karma|Desaf[ií]o|Resoluci[oó]n|Superfuerte/);
  });

  it.each(CHUNK_GAMES)("keeps the %s chunk to its own game: no other game's code", async (game) => {
    const inputs = inputsOf((await buildChunk(game, true)).metafile!);
    expect(inputs.filter((f) => f.startsWith(`src/games/${game}/`)).length).toBeGreaterThan(0);
    expect(inputs.filter((f) => f.startsWith("src/games/") && !f.startsWith(`src/games/${game}/`))).toEqual([]);
  });

  it.each(CHUNK_GAMES)("ships a current gf-%s.js: the committed chunk is what build.mjs makes from src/games/<game>/cards/chunk.ts", async (game) => {
    const chunk = await buildChunk(game);
    expect(read(chunkFile(game))).toBe(chunk.outputFiles[0]!.text);
  });

  it.each(formsBundles(GAME_FOLDERS, existsSync).map((b) => [relative(PLUGIN, b.outfile), b] as const))(
    "ships a current %s: the committed forms script is what build.mjs makes from the game's cards/forms.ts, its own game's code only", async (file, bundle) => {
      const built = await fresh(bundle, true);
      expect(read(file)).toBe(built.outputFiles[0]!.text);
      const game = file.replace(/^public\/javascripts\/gf-|-forms\.js$/g, "");
      expect(inputsOf(built.metafile!).filter((f) => f.startsWith("src/games/") && !f.startsWith(`src/games/${game}/`))).toEqual([]);
    });

  it("names each game in the cards' words as its GameModule does, written by build.mjs (src/games/plugin-data.ts)", () => {
    for (const lang of ["en", "es"] as const) {
      const text = readFileSync(cardWordsFile(lang), "utf8");
      expect(withGameNames(text, gameNames(lang))).toBe(text);
    }
  });

  it("ends the stylesheet with each game's own styles, its src/games/<id>/cards/style.css, written by build.mjs (nothing of a game's styles elsewhere)", () => {
    const scss = read("assets/stylesheets/common/genrefuzzion.scss");
    const styles = GAME_FOLDERS.map((f) => `src/games/${f}/cards/style.css`).filter((f) => existsSync(f)).map((f) => readFileSync(f, "utf8"));
    expect(styles.length).toBeGreaterThan(1);
    expect(withGameStyles(scss, styles)).toBe(scss);
    // A game's classes (gf-<prefix>-…) are only in its own part.
    const shared = scss.slice(0, scss.indexOf(GAME_STYLES_MARK));
    for (const g of GAMES.filter((g) => g.id !== GAME_FOLDERS[0])) expect([g.id, shared.includes(`.gf-${g.sheetTag.split("-")[0]}-`)]).toEqual([g.id, false]);
  });

  it("titles each game's composer entries in the client locales as its manifest does, written by build.mjs; the core carries their keys, not their words", () => {
    for (const lang of ["en", "es"] as const) {
      const text = read(`config/locales/client.${lang}.yml`);
      expect(withComposerLabels(text, composerLabels(lang))).toBe(text);
      const keys = parseLocaleYml(text);
      for (const [key, title] of composerLabels(lang)) expect(translate(keys, `${lang}.js.genrefuzzion.composer.${key}`)).toBe(title);
    }
    const core = read(CORE);
    for (const g of CLIENT_GAMES) for (const c of g.composers ?? []) {
      expect(c.text).toBeDefined();
      expect(core).toContain(c.label);
      expect(core).not.toContain(c.text!.en);
    }
  });

  it("names every game of the client's registry in both languages' card words (the could-not-load card and dialog name it)", () => {
    for (const lang of ["en", "es"] as const) {
      const keys = new Set(keyPaths(cards(lang)));
      expect(CLIENT_GAMES.filter((g) => !keys.has(`${lang}.genrefuzzion.games.${g.game}`)).map((g) => g.game)).toEqual([]);
    }
  });

  it("gives every cooked card's key to one game only; a game cooked as its lines names each of its blocks", () => {
    const keys = CLIENT_GAMES.flatMap((g) => g.keys);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).not.toContain("error");
    for (const g of CLIENT_GAMES) {
      const markup = GAMES.find((m) => m.id === g.game)!.markup;
      if (!markup.render) expect([...g.keys].sort()).toEqual([...new Set(markup.tags.values())].sort());
      // A game whose server cook writes its cards is cooked as its lines in a reader's browser (the
      // composer preview, src/markup/discourse-feature.ts): its keys name those blocks too.
      else expect(g.keys).toEqual(expect.arrayContaining([...new Set(markup.tags.values())]));
    }
    const ids = CLIENT_GAMES.flatMap((g) => (g.composers ?? []).map((c) => c.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("README", () => {
  const readme = read("README.md");
  it("tells an admin what a Discourse admin needs", () => {
    for (const needle of ["3.3.0", "#27173", "2024-05-24", "Webhook", "Secret", "Post Event", "Triggered categories",
      "API key", "staff", "Api-Key", "gf_public_key", "gf_categories", "wiki"]) {
      expect(readme).toContain(needle);
    }
  });
});
