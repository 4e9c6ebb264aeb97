// End to end once through the bundled command, built exactly as build.mjs builds dist/gf.mjs (into a
// cache folder, so the test never touches files it does not own): real processes, real exit codes.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "esbuild";

const bin = resolve("node_modules/.cache/gf-test/gf.mjs");
const dataDir = mkdtempSync(join(tmpdir(), "gf-bin-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

beforeAll(async () => {
  mkdirSync(resolve("node_modules/.cache/gf-test"), { recursive: true });
  await build({ entryPoints: ["src/cli/main.ts"], outfile: bin, bundle: true, platform: "node", format: "esm",
    packages: "external", banner: { js: "#!/usr/bin/env node" }, logLevel: "warning", legalComments: "none" });
});

const gf = (...args: string[]) => {
  const r = spawnSync(process.execPath, [bin, ...args, "--data-dir", dataDir, "--lang", "en"], { encoding: "utf8" });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

describe("dist/gf.mjs", () => {
  it("keys init, roll, verify round-trip; a tampered proof fails; bad input is one line, exit 2", () => {
    expect(gf("keys", "init").code).toBe(0);
    const rolled = gf("roll", "d8 d8 d6 d4 d6", "--json");
    expect(rolled.code).toBe(0);
    const { proof } = JSON.parse(rolled.out) as { proof: string };
    const ok = gf("verify", proof);
    expect([ok.code, ok.out]).toEqual([0, expect.stringContaining("valid proof")]);

    const i = proof.length - 30;
    const tampered = proof.slice(0, i) + (proof[i] === "A" ? "B" : "A") + proof.slice(i + 1);
    const bad = gf("verify", tampered);
    expect([bad.code, bad.err]).toEqual([1, expect.stringContaining('check "signature"')]);

    for (const args of [["roll", "d7"], ["roll", "200d6"], ["verify", proof.slice(0, 50)], ["nonsense"], ["roll", "d6", "--bogus"]]) {
      const r = gf(...args);
      expect([args, r.code, r.err.trim().split("\n").length, r.out]).toEqual([args, 2, 1, ""]);
    }
  });

  // 80 KB of JSON, more than a pipe holds, so the write meets the closed pipe.
  it("a reader that stops early (gf … | head -1) ends the output quietly: no EPIPE stack, the command's exit code", () => {
    const shell = `"${process.execPath}" "${bin}" genrefuzzion replay test/fixtures/scenes/two-retries-allies.jsonl --json --lang en | head -1; echo "gf=\${PIPESTATUS[0]}"`;
    const r = spawnSync("bash", ["-c", shell], { encoding: "utf8" });
    expect(r.stdout).toBe("{\ngf=0\n");
    expect(r.stderr).not.toMatch(/EPIPE|Error/);
  });
});
