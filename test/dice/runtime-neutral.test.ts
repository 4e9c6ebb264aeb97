// The verifier runs in browsers and in Discourse's bare V8 (the plugin checks proofs client-side),
// and the markup reuses the notation: these files, and everything they import, use no node:*.
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

const NEUTRAL = ["verify.ts", "verify-beacon.ts", "verify-batch.ts", "beacon-fetch.ts", "well-known.ts", "notation.ts", "crypto-noble.ts", "drand.ts",
  "roll-log.ts", "proof.ts", "ed25519-strict.ts", "bls-g1-signature.ts"];

function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, "utf8");
  for (const m of text.matchAll(/(?:import|export)\b[^'"]*?from\s*["']([^"']+)["']/g)) {
    const spec = m[1]!;
    if (spec.startsWith(".")) closure(resolve(dirname(file), spec.replace(/\.js$/, ".ts")), seen);
    else seen.add(spec);
  }
  return seen;
}

describe("runtime-neutral dice code", () => {
  it.each(NEUTRAL.map((f) => [f]))("%s imports no node:* module, directly or indirectly", (file) => {
    const all = [...closure(resolve("src/dice", file))];
    expect(all.filter((x) => x.startsWith("node:") || x.endsWith("crypto-node.ts") || x.endsWith("operator.ts"))).toEqual([]);
  });
});
