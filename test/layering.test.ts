// The architecture as a test: which folder of src/ may import which (pure core,
// thin shell). Pure parts stay pure, the browser/V8 parts stay free of node:*, and
// nothing depends on the shells (service, cli, sandbox).
import { describe, expect, it } from "@jest/globals";
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const SRC = resolve("src");

/** Part of a file: its first folder under src/, or "games/<game>", or "games" for the registry beside them. */
function partOf(file: string): string {
  const [first, second] = relative(SRC, file).split(/[\\/]/);
  if (first === "games") return /\.[jt]s$/.test(second!) ? "games" : `${first}/${second}`;
  return first!;
}

/** A game's own folder (rules, markup, sheet, play, cards) for a file in src/games/<game>/<folder>/. */
function gameFolderOf(file: string): string | undefined {
  const [first, , third] = relative(SRC, file).split(/[\\/]/);
  return first === "games" ? third : undefined;
}

/**
 * A game (src/games/<id>) is built on the shared parts only: the dice core, src/lib and the markup
 * framework; its cards (src/games/<id>/cards) also draw with the plugin client's framework, and its
 * service adapter (src/games/<id>/service, a game whose thread flow is its own code rather than a
 * TopicFlow: GenreFuzzion's) with the service machinery and node. It never imports another game. Its
 * rules stay pure: they import only lib, dice and the game's own rules; and nothing of a game outside
 * its service adapter imports that adapter (the cards, markup and sheet go into the browser's bundles).
 */
const GAME: { parts: string[]; node: boolean } = { parts: ["lib", "dice", "markup"], node: false };
const GAME_CARDS_ALSO = ["plugin-client"];
const GAME_SERVICE: { parts: string[]; node: boolean } = { parts: [...GAME.parts, "service"], node: true };
/**
 * The server's side of the registry: each game's server.ts (its flow or game service and its tools, what
 * src/games/server-games.ts loads by the folder's name) and that loader. They may take the service's
 * types and the game's service adapter; no bundle of the plugin's imports them.
 */
const isServerPart = (file: string): boolean => {
  const path = relative(SRC, file).replace(/\\/g, "/");
  return path === "games/server-games.ts" || /^games\/[^/]+\/server\.ts$/.test(path);
};
const SERVER_REGISTRY: { parts: string[]; node: boolean } = { parts: ["lib", "markup", "service", "plugin-client", "games"], node: false };
const ruleFor = (part: string, file?: string) =>
  (file && isServerPart(file) ? (part === "games" ? SERVER_REGISTRY : GAME_SERVICE)
    : part.startsWith("games/") ? (file && gameFolderOf(file) === "service" ? GAME_SERVICE : GAME) : ALLOWED[part]);

/** Every game's part, from the folders under src/games. */
const GAME_PARTS = readdirSync(join(SRC, "games"), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => `games/${e.name}`);

/**
 * The composition roots inside shared folders: the plugin's bundle entries. Like the `gf` command and
 * the sandbox they take the games from the registry (src/games/registry.ts) and hand them on.
 */
const ROOTS = ["plugin-client/index.ts", "plugin-client/sheet-checks-page.ts"];

const ALLOWED: Record<string, { parts: string[]; node: boolean }> = {
  lib: { parts: [], node: false },
  dice: { parts: ["lib"], node: true }, // node:crypto behind the crypto interface; see the verifier rule below
  markup: { parts: ["lib", "dice"], node: false },
  "plugin-client": { parts: ["lib", "dice", "markup"], node: false },
  service: { parts: ["lib", "dice", "markup"], node: true },
  // The registry: it names every game and imports nothing else but what the games are made of.
  games: { parts: ["lib", "markup", "plugin-client", ...GAME_PARTS], node: false },
  // Composition roots: they take the games from the registry and hand them to the shared parts.
  sandbox: { parts: ["lib", "markup", "service", "games", ...GAME_PARTS], node: true },
  cli: { parts: ["lib", "dice", "markup", "service", "sandbox", "games", ...GAME_PARTS], node: true },
};

function* tsFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* tsFiles(path);
    else if (entry.name.endsWith(".ts")) yield path;
  }
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/(?:^|\s)(?:import|export)\b[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)]
    .map((m) => (m[1] ?? m[2])!);
}

describe("layering", () => {
  const files = [...tsFiles(SRC)];

  it("every folder of src/ is a known part", () => {
    expect(files.map(partOf).filter((p) => !ruleFor(p))).toEqual([]);
  });

  /** "src-relative file → src-relative target". */
  const edge = (file: string, target: string) =>
    `${relative(SRC, file).replace(/\\/g, "/")} → ${relative(SRC, target).replace(/\\/g, "/").replace(/\.js$/, ".ts")}`;

  it("each part imports only the parts below it, and the pure parts no node:*", () => {
    const violations: string[] = [];
    for (const file of files) {
      const from = partOf(file);
      const rule = ruleFor(from, file);
      if (!rule) continue;
      for (const spec of importsOf(file)) {
        if (spec.startsWith("node:")) {
          if (!rule.node) violations.push(`${relative(SRC, file)} imports ${spec}`);
        } else if (spec.startsWith(".")) {
          const target = resolve(dirname(file), spec);
          const to = partOf(target);
          const cards = from.startsWith("games/") && gameFolderOf(file) === "cards" && GAME_CARDS_ALSO.includes(to);
          const known = to === "games" && ROOTS.includes(relative(SRC, file).replace(/\\/g, "/"));
          if (to !== from && !rule.parts.includes(to) && !cards && !known) violations.push(`${relative(SRC, file)} imports ${to}`);
        }
      }
    }
    expect(violations).toEqual([]);
  });

  it("the sandbox reaches into the service only for Discourse's formats", () => {
    const leaks = files.filter((f) => partOf(f) === "sandbox").flatMap((f) =>
      importsOf(f).filter((s) => s.startsWith(".") && partOf(resolve(dirname(f), s)) === "service"
        && !relative(SRC, resolve(dirname(f), s)).startsWith("service/discourse")).map((s) => `${relative(SRC, f)} → ${s}`));
    expect(leaks).toEqual([]);
  });

  it("a game never imports another game", () => {
    const games = files.filter((f) => partOf(f).startsWith("games/"));
    expect(new Set(games.map(partOf)).size).toBeGreaterThan(1);
    const leaks = games.flatMap((f) => importsOf(f).filter((s) => s.startsWith(".")).map((s) => resolve(dirname(f), s))
      .filter((t) => partOf(t).startsWith("games/") && partOf(t) !== partOf(f)).map((t) => edge(f, t)));
    expect(leaks).toEqual([]);
  });

  it("a game's rules are pure: only lib, the dice core and the game's own rules", () => {
    const rules = files.filter((f) => partOf(f).startsWith("games/") && gameFolderOf(f) === "rules");
    expect(rules.length).toBeGreaterThan(0);
    const leaks = rules.flatMap((f) => importsOf(f).filter((s) => s.startsWith(".") || s.startsWith("node:")).map((s) => {
      if (s.startsWith("node:")) return `${relative(SRC, f)} → ${s}`;
      const t = resolve(dirname(f), s);
      const own = partOf(t) === partOf(f) && gameFolderOf(t) === "rules";
      return own || partOf(t) === "lib" || partOf(t) === "dice" ? null : edge(f, t);
    }).filter((x) => x !== null));
    expect(leaks).toEqual([]);
  });

  it("a game's service adapter (src/games/<id>/service) is imported only by server-side composition: never by the rest of its game, the registry or the plugin's bundles", () => {
    // The adapter runs in the service (node, the store, the forum's API); a game's markup, sheet and cards run in the browser too.
    const leaks = files.filter((f) => !["cli", "sandbox"].includes(partOf(f)) && !(partOf(f).startsWith("games/") && gameFolderOf(f) === "service")
      && !isServerPart(f))
      .flatMap((f) => importsOf(f).filter((s) => s.startsWith(".")).map((s) => resolve(dirname(f), s))
        .filter((t) => partOf(t).startsWith("games/") && gameFolderOf(t) === "service").map((t) => edge(f, t)));
    expect(leaks).toEqual([]);
  });

  it("the registry's loaders take each game's parts by the folder's name, only the parts each side needs", () => {
    // Template-literal imports the regex above does not see: node's GameModule and manifest (games.ts), the server's part (server-games.ts).
    const loads = (file: string) => [...readFileSync(join(SRC, "games", file), "utf8").matchAll(/import\(`\.\/\$\{f\}\/([^`]+)`\)/g)].map((m) => m[1]);
    expect(loads("games.ts")).toEqual(["game.ts", "cards/manifest.ts"]);
    expect(loads("server-games.ts")).toEqual(["server.ts"]);
    // A browser bundle never takes the registry's node loaders (top-level await, every game's parts).
    const bundled = files.filter((f) => ROOTS.includes(relative(SRC, f).replace(/\\/g, "/")) || (partOf(f).startsWith("games/") && gameFolderOf(f) === "cards"));
    expect(bundled.flatMap((f) => importsOf(f).filter((s) => /(^|\/)(games|server-games|registry)\.js$/.test(s) && partOf(resolve(dirname(f), s)) === "games")
      .map((s) => edge(f, resolve(dirname(f), s))))).toEqual([]);
  });

  it("no shared part imports a game (src/service, src/plugin-client, src/markup, src/dice, src/lib); only the composition roots may", () => {
    const shared = (f: string) => !partOf(f).startsWith("games") && !["cli", "sandbox"].includes(partOf(f))
      && !ROOTS.includes(relative(SRC, f).replace(/\\/g, "/"));
    const edges = files.filter(shared).flatMap((f) =>
      importsOf(f).filter((s) => s.startsWith(".")).map((s) => resolve(dirname(f), s))
        .filter((t) => partOf(t).startsWith("games")).map((t) => edge(f, t)));
    expect([...new Set(edges)]).toEqual([]);
  });
});
