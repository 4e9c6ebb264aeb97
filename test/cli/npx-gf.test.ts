// The README's `npx gf …` from the project's folder, as a newcomer types it after `npm install`: npm
// runs the package's own bin (package.json "bin": dist/gf.mjs) through sh, which needs the file
// executable. esbuild writes it 0644; build.mjs makes it executable. A fresh clone's `npx gf --help`
// answered "sh: 1: gf: Permission denied" before.
import { describe, expect, it } from "@jest/globals";
import { spawnSync } from "node:child_process";
import { statSync } from "node:fs";
import { buildGf } from "../service/process.js";

describe("npx gf", () => {
  it("runs the built command from the project's folder: dist/gf.mjs is executable", () => {
    buildGf();
    expect(statSync("dist/gf.mjs").mode & 0o111).toBe(0o111);
    const r = spawnSync("npm", ["exec", "--offline", "--no", "--", "gf", "--help"], { encoding: "utf8", timeout: 120_000 });
    expect([r.status, r.stderr]).toEqual([0, expect.not.stringContaining("Permission denied")]);
    expect(r.stdout).toMatch(/^Usage: gf <command>/);
  }, 180_000);
});
