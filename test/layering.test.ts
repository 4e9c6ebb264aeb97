// The architecture as a test: which folder of src/ may import which (pure core,
// thin shell). Pure parts stay pure, the browser/V8 parts stay free of node:*, and
// nothing depends on the shells (service, cli, sandbox).
import { describe, expect, it } from "@jest/globals";
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const SRC = resolve("src");

/** Part of a file: its first folder under src/, or "rules/<game>", or "games/<game>". */
function partOf(file: string): string {
  const [first, second] = relative(SRC, file).split(/[\\/]/);
  return first === "rules" || first === "games" ? `${first}/${second}` : first!;
}

/**
 * A game (src/games/<id>) is built on the shared parts only: the dice core, src/lib, and these
 * generic helpers of the markup framework (tag lines, keyword tables, source spans). It never
 * imports another game, nor GenreFuzzion's markup blocks, sheets or rules.
 */
const GENERIC_MARKUP = ["markup/tag.ts", "markup/keywords.ts", "markup/source.ts"];
const GAME: { parts: string[]; node: boolean } = { parts: ["lib", "dice"], node: false };
const ruleFor = (part: string) => (part.startsWith("games/") ? GAME : ALLOWED[part]);

const ALLOWED: Record<string, { parts: string[]; node: boolean }> = {
  lib: { parts: [], node: false },
  dice: { parts: ["lib"], node: true }, // node:crypto behind the crypto interface; see the verifier rule below
  markup: { parts: ["lib", "dice"], node: false },
  "rules/genrefuzzion": { parts: ["lib", "dice"], node: false },
  sheet: { parts: ["lib", "dice", "markup", "rules/genrefuzzion"], node: false },
  // A post's blocks played through GenreFuzzion's rules: pure translation of parsed markup into actions.
  play: { parts: ["lib", "dice", "markup", "rules/genrefuzzion", "sheet"], node: false },
  "plugin-client": { parts: ["lib", "dice", "markup", "sheet", "rules/genrefuzzion"], node: false },
  service: { parts: ["lib", "dice", "markup", "rules/genrefuzzion", "sheet", "play"], node: true },
  sandbox: { parts: ["lib", "markup", "service"], node: true },
  cli: { parts: ["lib", "dice", "markup", "rules/genrefuzzion", "sheet", "play", "service", "sandbox", "games/tricube"], node: true },
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

  it("each part imports only the parts below it, and the pure parts no node:*", () => {
    const violations: string[] = [];
    for (const file of files) {
      const from = partOf(file);
      const rule = ruleFor(from);
      if (!rule) continue;
      for (const spec of importsOf(file)) {
        if (spec.startsWith("node:")) {
          if (!rule.node) violations.push(`${relative(SRC, file)} imports ${spec}`);
        } else if (spec.startsWith(".")) {
          const target = resolve(dirname(file), spec);
          const to = partOf(target);
          const generic = from.startsWith("games/") && GENERIC_MARKUP.includes(relative(SRC, target).replace(/\\/g, "/").replace(/\.js$/, ".ts"));
          if (to !== from && !rule.parts.includes(to) && !generic) violations.push(`${relative(SRC, file)} imports ${to}`);
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

  it("a game imports only shared parts: never another game, GenreFuzzion's code, sheets, service or shells", () => {
    const games = files.filter((f) => partOf(f).startsWith("games/"));
    expect(games.length).toBeGreaterThan(0);
    const leaks = games.flatMap((f) => importsOf(f).filter((s) => s.startsWith(".")).map((s) => {
      const target = resolve(dirname(f), s);
      const to = partOf(target);
      const path = relative(SRC, target).replace(/\\/g, "/").replace(/\.js$/, ".ts");
      const shared = to === partOf(f) || to === "lib" || to === "dice" || GENERIC_MARKUP.includes(path);
      return shared ? null : `${relative(SRC, f)} → ${path}`;
    }).filter((x) => x !== null));
    expect(leaks).toEqual([]);
  });

  it("no shared part imports a game; only the shells (cli) may", () => {
    const leaks = files.filter((f) => !partOf(f).startsWith("games/") && partOf(f) !== "cli").flatMap((f) =>
      importsOf(f).filter((s) => s.startsWith(".") && partOf(resolve(dirname(f), s)).startsWith("games/")).map((s) => `${relative(SRC, f)} → ${s}`));
    expect(leaks).toEqual([]);
  });
});
