// The shared parts know no game, in words as in imports (test/layering.test.ts holds the imports):
// no GenreFuzzion block tag ([gf-pool]), rule ID (GF-POOL-2), game id ("genrefuzzion"), name or import of its folder in
// src/markup, src/service, src/plugin-client, src/lib or src/cli, nor in the platform's reply frames
// (templates/*.hbs: a game's replies are its catalogue, in its folder). GenreFuzzion was the first game and
// the shared folders grew around it; all of it is gone from them (its points are the store's counters of the kinds it
// names, its example post, question, dice reading and typed pools come from its folder, its `gf scene export` is its
// record tool's alias, made from the registry like `gf scene replay`), and a shared file may hold none. What a file
// must keep for a while is listed below, file by file, and may only shrink. (The plugin's own name, /plugins/genrefuzzion/, the js.genrefuzzion
// locale keys and its markdown feature's name, features["genrefuzzion"], the basename of the bundle
// Discourse loads, is Discourse's name for the plugin, not the game's, and is not counted.)
import { describe, expect, it } from "@jest/globals";
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";

const SHARED = ["markup", "service", "plugin-client", "lib", "cli"];
const GF_WORDS = /\bgames\/genrefuzzion\/|\[\/?gf-[a-z]|\bGF-[A-Z]+-(?:\d|nn)|(?<!features\[|basename: )["'`]genrefuzzion["'`]|\bGenreFuzzion\b/g;

/**
 * What is left, by file under src/ (or templates/), each with why it is still GenreFuzzion's in substance: nothing now
 * (its grammar, sheet model, points, scene and sheet topics, markup messages, template names and its `gf scene export`
 * are in src/games/genrefuzzion). A file not listed holds none; a listed one no more than its count.
 */
const LEFT: Readonly<Record<string, { readonly n: number; readonly why: string }>> = {};

function* tsFiles(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) yield* tsFiles(path);
    else if (e.name.endsWith(".ts")) yield path;
  }
}

describe("the shared parts know no game by name", () => {
  const counts: Record<string, number> = Object.fromEntries(SHARED.flatMap((part) => [...tsFiles(join("src", part))])
    .map((f) => [relative("src", f).replace(/\\/g, "/"), (readFileSync(f, "utf8").match(GF_WORDS) ?? []).length] as const)
    .concat(readdirSync("templates").map((f) => [`templates/${f}`, (readFileSync(join("templates", f), "utf8").match(GF_WORDS) ?? []).length] as const))
    .filter(([, n]) => n > 0));

  it("no shared file holds more of GenreFuzzion's words than what is left of it (and a new file none)", () => {
    expect(Object.entries(counts).filter(([f, n]) => n > (LEFT[f]?.n ?? 0)).map(([f, n]) => `${f}: ${n} (left: ${LEFT[f]?.n ?? 0})`)).toEqual([]);
  });

  it("the list of what is left is current: a file that shed its words has its line removed or lowered", () => {
    expect(Object.entries(LEFT).filter(([f, { n }]) => (counts[f] ?? 0) < n).map(([f, { n }]) => `${f}: ${counts[f] ?? 0} (listed: ${n})`)).toEqual([]);
  });

  it("knows a GenreFuzzion word when it sees one", () => {
    const words = (text: string) => text.match(GF_WORDS) ?? [];
    expect(words('a [gf-pool] block, GF-POOL-2, game "genrefuzzion", GenreFuzzion')).toHaveLength(4);
    expect(words('import { x } from "../games/genrefuzzion/service/game/game-log.js"')).toHaveLength(1);
    expect(words('/plugins/genrefuzzion/rules, js.genrefuzzion.games, features["genrefuzzion"], basename: "genrefuzzion", [tt-roll], TT-OPP-2')).toEqual([]);
  });
});
