// The quick tier (npm run test:quick) is chosen by what each test file loads (test/quick-tier.mjs),
// and a quick file that starts IO anyway fails (test/support/quick-tier-guard.ts).
import { describe, expect, it } from "@jest/globals";
import childProcess from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
// @ts-expect-error: a plain ES module of the test runner's, without types.
import { classify, quickTestFiles, testFiles } from "./quick-tier.mjs";
import { guardQuickTier } from "./support/quick-tier-guard.js";

interface Tier { file: string; io: string[]; why: string[] }

/** A throwaway project: `files` by path, each test file's tier as classify() gives it. */
async function tiersOf(files: Record<string, string>): Promise<Record<string, string[]>> {
  const root = mkdtempSync(join(tmpdir(), "gf-quick-tier-"));
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(root, path, ".."), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    const tiers = await classify(root, testFiles(root)) as Tier[];
    return Object.fromEntries(tiers.map((t) => [t.file, t.io]));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe("the quick tier's files", () => {
  it("leaves out a file whose imports, however deep, reach a child process, a browser, PostgreSQL, a socket or SQLite", async () => {
    expect(await tiersOf({
      "test/pure.test.ts": `import { double } from "./lib/math.js";\nimport "zod";\nexport const x = double(2);`,
      "test/lib/math.ts": `import type { Server } from "node:http";\nexport const double = (n: number) => n * 2;`,
      "test/deep.test.ts": `import { gf } from "./support/process.js";\nexport const y = gf;`,
      "test/support/process.ts": `export { gf } from "./spawn.js";`,
      "test/support/spawn.ts": `import { spawn } from "node:child_process";\nexport const gf = () => spawn("gf");`,
      "test/browser.test.ts": `import { chromium } from "playwright-core";\nexport default chromium;`,
      "test/late.test.ts": `export const pg = () => import("pg");`,
      "test/sqlite.test.ts": `import { DatabaseSync } from "@photostructure/sqlite";\nexport default DatabaseSync;`,
      "test/node-sqlite.test.ts": `import { DatabaseSync } from "node:sqlite";\nexport default DatabaseSync;`,
      "test/http.test.ts": `import { createServer } from "http";\nexport default createServer;`,
      "test/esbuild.test.ts": `import { build } from "esbuild";\nexport default build;`,
    })).toEqual({
      "test/pure.test.ts": [], // a type-only import of node:http loads nothing
      "test/deep.test.ts": ["child_process"],
      "test/browser.test.ts": ["playwright-core"],
      "test/late.test.ts": ["pg"],
      "test/sqlite.test.ts": ["@photostructure/sqlite"],
      "test/node-sqlite.test.ts": ["sqlite"],
      "test/http.test.ts": ["http"],
      "test/esbuild.test.ts": ["esbuild"],
    });
  });

  it("in this repository: every game has quick tests; no file that starts a browser, PostgreSQL or the built gf is quick", async () => {
    const root = process.cwd();
    const quick = await quickTestFiles(root) as string[];
    for (const game of readdirSync(join(root, "src", "games"), { withFileTypes: true }).filter((d) => d.isDirectory())) {
      expect({ game: game.name, quick: quick.some((f) => f.includes(`/${game.name}/`)) }).toEqual({ game: game.name, quick: true });
    }
    const starts = /from "playwright-core"|startPgCluster\(|buildGf\(|runSoak\(|from "node:child_process"/;
    const slowInQuick = quick.filter((f) => starts.test(readFileSync(join(root, f), "utf8")));
    expect(slowInQuick).toEqual([]);
    expect(quick).not.toContain("test/quick-tier.test.ts"); // this file starts a child process
  });
});

describe("the quick tier's guard", () => {
  it("fails a test that starts a child process, a server or a connection, naming what it did", async () => {
    const undo = guardQuickTier();
    try {
      // Through the module object: this file's own named imports were bound before the guard went in.
      expect(() => childProcess.spawnSync(process.execPath, ["-e", ""])).toThrow(/quick tier: this test starts a child process \(spawnSync\)/);
      expect(() => createServer().listen(0)).toThrow(/quick tier: this test starts a server/);
      expect(() => connect(5432, "127.0.0.1")).toThrow(/quick tier: this test opens a connection/);
    } finally {
      undo();
    }
    // Outside the quick tier the guard is gone again.
    expect(childProcess.spawnSync(process.execPath, ["-e", "process.exit(3)"]).status).toBe(3);
  });
});

describe("fixed seeds", () => {
  it("every property test takes fast-check from test/support/fast-check.ts, which fixes its seed", () => {
    const root = process.cwd();
    const sources = (dir: string): string[] => readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : []);
    const direct = [...sources("test"), ...sources("bench")]
      .filter((f) => f !== join("test", "support", "fast-check.ts") && /^import [^;]*from "fast-check"/m.test(readFileSync(join(root, f), "utf8")));
    expect(direct).toEqual([]);
  });
});
