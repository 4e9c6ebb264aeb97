// The architecture as a test: which folder of src/ may import which (pure core,
// thin shell). Pure parts stay pure, the browser/V8 parts stay free of node:*, and
// nothing depends on the shells (service, cli, sandbox).
import { describe, expect, it } from "@jest/globals";
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const SRC = resolve("src");

/** Part of a file: its first folder under src/, or "rules/<game>". */
function partOf(file: string): string {
  const [first, second] = relative(SRC, file).split(/[\\/]/);
  return first === "rules" ? `rules/${second}` : first!;
}

const ALLOWED: Record<string, { parts: string[]; node: boolean }> = {
  lib: { parts: [], node: false },
  dice: { parts: ["lib"], node: true }, // node:crypto behind the crypto interface; see the verifier rule below
  markup: { parts: ["lib", "dice"], node: false },
  "rules/genrefuzzion": { parts: ["lib", "dice"], node: false },
  sheet: { parts: ["lib", "dice", "markup", "rules/genrefuzzion"], node: false },
  "plugin-client": { parts: ["lib", "dice", "markup", "sheet", "rules/genrefuzzion"], node: false },
  service: { parts: ["lib", "dice", "markup", "rules/genrefuzzion", "sheet"], node: true },
  sandbox: { parts: ["lib", "markup", "service"], node: true },
  cli: { parts: ["lib", "dice", "markup", "rules/genrefuzzion", "sheet", "service", "sandbox"], node: true },
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
    expect(files.map(partOf).filter((p) => !(p in ALLOWED))).toEqual([]);
  });

  it("each part imports only the parts below it, and the pure parts no node:*", () => {
    const violations: string[] = [];
    for (const file of files) {
      const from = partOf(file);
      const rule = ALLOWED[from];
      if (!rule) continue;
      for (const spec of importsOf(file)) {
        if (spec.startsWith("node:")) {
          if (!rule.node) violations.push(`${relative(SRC, file)} imports ${spec}`);
        } else if (spec.startsWith(".")) {
          const to = partOf(resolve(dirname(file), spec));
          if (to !== from && !rule.parts.includes(to)) violations.push(`${relative(SRC, file)} imports ${to}`);
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
});
