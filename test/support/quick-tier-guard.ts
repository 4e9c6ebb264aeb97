// In the quick tier (GF_TEST_TIER=quick, set by `npm run test:quick`), a test that starts a child
// process (a browser, PostgreSQL, the built gf, esbuild), opens a server or connects a socket (HTTP,
// PostgreSQL) fails with the reason, instead of quietly making the tier slow. test/quick-tier.mjs
// chooses the tier's files by what they import; this catches what no import names (a computed
// import(), a module that reaches IO some other way). Jest runs this file before each test file
// (jest.config.mjs); outside the quick tier it does nothing.
import { createRequire } from "node:module";

// Node's module objects are taken with require, not import: Jest makes a test file's `import { spawn }
// from "node:child_process"` from the module's properties when it is first imported in that file, and
// an import here would make it before the guard is in place.
const require = createRequire(import.meta.url);
const childProcess = require("node:child_process") as typeof import("node:child_process");
const net = require("node:net") as typeof import("node:net");
const workerThreads = require("node:worker_threads") as typeof import("node:worker_threads");

const GUARDED = Symbol.for("gf.quickTierGuard");

/** Replaces `owner[name]` with a function that throws, naming what the test tried to do; returns the undoing. */
function forbid(owner: object, name: string, what: string): () => void {
  const before = Object.getOwnPropertyDescriptor(owner, name)!;
  const forbidden = function forbidden(): never {
    throw new Error(`quick tier: this test ${what} (${name}); a test that does so belongs to the full suite only. `
      + "test/quick-tier.mjs picks the quick files by their imports: import what starts it (node:child_process, "
      + "playwright-core, pg, node:net/http, SQLite) where the test can see it, not through a computed import()");
  };
  Object.defineProperty(forbidden, GUARDED, { value: true });
  Object.defineProperty(owner, name, { configurable: true, writable: true, value: forbidden });
  return () => Object.defineProperty(owner, name, before);
}

/**
 * Installs the guard in this process (a Jest worker; Node's modules are shared by every test file it
 * runs), where it is not in place already. Returns what removes it again.
 */
export function guardQuickTier(): () => void {
  if ((childProcess.spawn as unknown as Record<symbol, unknown>)[GUARDED]) return () => {};
  const undo = [
    ...["spawn", "spawnSync", "exec", "execSync", "execFile", "execFileSync", "fork"].map((name) => forbid(childProcess, name, "starts a child process")),
    forbid(net.Socket.prototype, "connect", "opens a connection"),
    forbid(net.Server.prototype, "listen", "starts a server"),
    forbid(workerThreads, "Worker", "starts a thread"),
  ];
  return () => { for (const u of undo) u(); };
}

if (process.env.GF_TEST_TIER === "quick") guardQuickTier();
