// Every count a game writes agrees with its words through the one helper, fill's {n|one|other}
// (src/lib/i18n.ts): no catalogue of any game writes "ficha(s)" or "Trait(s)", so a reader never meets
// "1 fichas de esfuerzo" or "1 Rasgo(s)". The helper itself is tested at 0, 1 and 2 in test/lib/i18n.test.ts.
import { describe, expect, it } from "@jest/globals";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const ROOT = "src/games";
const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true })
  .flatMap((e) => e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : []);
/** A catalogue's line (its es/en words) with a plural in brackets: "Rasgo(s)", "superada(s)", "reduccion(es)". */
const WORDS = /\b(?:es|en)\s*:\s*["'`]/;
const BRACKETED = /\p{L}\((?:s|es)\)/u;
// GenreFuzzion's words are another engineer's today ("dado(s)" in roll.boost-count is left to them).
const OTHERS = ["src/games/genrefuzzion/"];

describe("counts in the games' words", () => {
  it("no game writes a plural in brackets: counts agree through {n|one|other}", () => {
    const found = files(ROOT).filter((f) => !OTHERS.some((o) => f.startsWith(o))).flatMap((f) => readFileSync(f, "utf8").split("\n")
      .map((line, i) => ({ at: `${f}:${i + 1}`, line })).filter(({ line }) => WORDS.test(line) && BRACKETED.test(line)))
      .map(({ at, line }) => `${at}: ${line.trim()}`);
    expect(found).toEqual([]);
  });
});
