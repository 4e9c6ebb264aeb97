// A game's tests live in its folder, test/games/<id>/ (GenreFuzzion's too): a test file anywhere else
// under test/ is the platform's. A file is one game's when what it imports from the games' folders
// (src/games/<id>/ or test/games/<id>/) is one game's, and it does not import the registry
// (src/games/games.ts, server-games.ts, registry.ts: every game) nor name another game: its name (either
// language), one of its block tags ("[tt-ficha") or one of its rule IDs (PJ-BID-1). Such a file outside
// test/games/ fails here unless it is listed below with why: a test of the platform's own behaviour
// (the dice service, the store, the sandbox forum, the plugin's badge) that uses one game's post or
// catalogue as its example. Naming one game's tags alone, with no import of its folder, does not make a
// file that game's: the dice service's tests post GenreFuzzion's [gf-pool] as the dice example.
import { describe, expect, it } from "@jest/globals";
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { GAMES } from "../src/games/games.js";

const ROOT = resolve(".");

/** Platform tests that use one game as the example, by path from the repository's root, each with why. */
const ONE_GAME_EXAMPLE: Readonly<Record<string, string>> = {
  "test/browser/forum-edit.test.ts": "the sandbox page as Discourse's forum (pencil, edit reasons, wiki, Reply, Quote, composer.open); a GenreFuzzion sheet skeleton is the post edited",
  "test/plugin/verify-roll.test.ts": "the plugin's roll-card badge (src/plugin-client/verify-roll.ts) on real proofs; GenreFuzzion's parser only reads the test's roll block",
  "test/bench/soak-scene-pools.test.ts": "the soak bench's pool builder (bench/): its load is GenreFuzzion's scene pools, checked legal by that game's parser and rules",
  "test/instructions.test.ts": "every text the service, the sandbox page and the plugin show mapped to a control that does it; GenreFuzzion's catalogues are read by path beside the platform's",
  "test/plugin/initializer.test.ts": "the plugin's initializer run as code against Discourse's stand-ins; GenreFuzzion's manifest is the composer entries it adds",
  "test/sandbox/revisions.test.ts": "the sandbox forum's post revisions as Discourse serves them; GenreFuzzion's sheet write loop is the client that reads them",
  "test/service/beacon.test.ts": "the dice service's public beacon (relay, outage, forged round); a GenreFuzzion scene is the table that rolls",
  "test/service/dice-post.test.ts": "the service's one path for a post that may roll (the topic's game or the free pool roller, one roll limit); GenreFuzzion's roll line is what both show",
  "test/service/game-language.test.ts": "the service's one language per category (configured, else the forum's); a GenreFuzzion scene is the table",
  "test/service/store-upgrade.test.ts": "the store's migration of an old schema on SQLite and PostgreSQL; GenreFuzzion's ledger is what it keeps",
  "test/service/templates-proof.test.ts": "the inert-text guard keeps the service's base64url proof exact in a card's attribute; GenreFuzzion's replies are the cards written",
  "test/cli/forum-record.test.ts": "the game-free export command's forum path (src/cli/forum-record.ts, gf <game> export --forum); GenreFuzzion's record is the one it reads",
};

/** Every *.test.ts under test/, outside test/games/, relative to the root. */
function platformTests(dir = "test"): string[] {
  const out: string[] = [];
  for (const e of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) { if (p !== join("test", "games") && e.name !== "node_modules") out.push(...platformTests(p)); }
    else if (e.name.endsWith(".test.ts")) out.push(p.split("\\").join("/"));
  }
  return out.sort();
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const REGISTRY = /^src\/games\/(?:games|server-games|registry)\.[jt]s$/;

/** The games a file imports (their folders; every game for the registry) and the games it names. */
function gamesOf(file: string, text: string): { imported: Map<string, string>; named: Map<string, string> } {
  const imported = new Map<string, string>();
  const named = new Map<string, string>();
  const specs = [...text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)].map((m) => m[1]!);
  for (const spec of specs) {
    const path = relative(ROOT, resolve(dirname(join(ROOT, file)), spec)).split("\\").join("/");
    if (REGISTRY.test(path)) for (const g of GAMES) if (!imported.has(g.id)) imported.set(g.id, `imports the registry (${spec})`);
    const own = /^(?:src|test)\/games\/([^/]+)\//.exec(path)?.[1];
    const game = GAMES.find((g) => g.id === own);
    if (game && !imported.has(game.id)) imported.set(game.id, `imports ${spec}`);
  }
  for (const g of GAMES) {
    const words = [...new Set(Object.values(g.name))].map((n) => `\\b${escape(n)}\\b`);
    const tags = [...g.markup.tags.keys()].map((t) => `\\[\\/?${escape(t)}\\b`);
    const rules = `\\b${escape(g.rulePrefix)}-[A-Z]+-\\d`;
    const m = new RegExp([...words, ...tags, rules].join("|")).exec(text);
    if (m) named.set(g.id, `names ${JSON.stringify(m[0])}`);
  }
  return { imported, named };
}

/** The one game a file is the test of, with what shows it; undefined for a platform test. */
function oneGame(file: string, text = readFileSync(join(ROOT, file), "utf8")): [string, string] | undefined {
  const { imported, named } = gamesOf(file, text);
  if (imported.size !== 1) return undefined;
  const [id, why] = [...imported][0]!;
  return [...named.keys()].every((n) => n === id) ? [id, why] : undefined;
}

describe("a game's tests live in test/games/<id>/", () => {
  it("no test file outside test/games/ is one game's, but the listed platform tests that use one game as the example", () => {
    const strays = platformTests().flatMap((file) => {
      const one = oneGame(file);
      return one && !(file in ONE_GAME_EXAMPLE) ? [`${file}: only ${one[0]} (${one[1]}); move it to test/games/${one[0]}/`] : [];
    });
    expect(strays).toEqual([]);
  });

  it("each listed example exists, is still one game's by the rule, and says why", () => {
    const stale = Object.entries(ONE_GAME_EXAMPLE).filter(([file, why]) => {
      try { return !oneGame(file) || why.length < 20; } catch { return true; }
    }).map(([file]) => file);
    expect(stale).toEqual([]);
  });

  it("the rule can fail: one game's folder imported is that game's test; another game named, the registry imported or no game imported is the platform's", () => {
    const [a, b] = GAMES;
    const importA = `import { x } from "../../src/games/${a!.id}/markup/index.js";\n`;
    const tagB = [...b!.markup.tags.keys()][0]!;
    expect(oneGame("test/x/y.test.ts", importA)?.[0]).toBe(a!.id);
    expect(oneGame("test/x/y.test.ts", `import { y } from "../games/${b!.id}/helpers.js";\n`)?.[0]).toBe(b!.id);
    expect(oneGame("test/x/y.test.ts", importA + `const post = "[${tagB}]";`)).toBeUndefined();
    expect(oneGame("test/x/y.test.ts", importA + `// as ${b!.name.en} does`)).toBeUndefined();
    expect(oneGame("test/x/y.test.ts", importA + `import { GAMES } from "../../src/games/games.js";`)).toBeUndefined();
    expect(oneGame("test/x/y.test.ts", `const post = "[${tagB}]";`)).toBeUndefined();
  });
});
