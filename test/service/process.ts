// Runs the real built `gf serve` (dist/gf.mjs) as a child process, for the crash and scale-out tests.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { resolve } from "node:path";
import { SECRET } from "./harness.js";
import type { Sandbox } from "../../src/sandbox/sandbox.js";

/**
 * The built command this test run spawns: dist/gf.mjs as `node build.mjs` makes it, copied beside
 * it under a private name while holding a lock, so suites building in parallel never run a file
 * another is halfway through writing.
 */
export const GF = resolve(`dist/gf-test-${process.pid}.mjs`);

export function buildGf(): void {
  // build-once.mjs builds only when dist/ is older than the sources: one build per run, not one per file.
  const r = spawnSync("flock", ["/tmp/gf-build.lock", process.execPath, "test/service/build-once.mjs", GF], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`node build.mjs failed:\n${r.stderr}`);
}

/** Removes this run's copy (call from afterAll). */
export function removeGf(): void { rmSync(GF, { force: true }); }

export async function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => { const p = (s.address() as { port: number }).port; s.close(() => done(p)); });
  });
}

export interface GfProcess { readonly child: ChildProcess; readonly ready: Promise<void>; output(): string }

/** Every child still alive, so a failing test can never leave one behind (and keep Jest from exiting). */
const alive = new Set<ChildProcess>();
export function killAll(): void {
  for (const c of alive) c.kill("SIGKILL");
  alive.clear();
  removeGf();
}

export function spawnServe(sandbox: Sandbox, options: { port: number; dataDir: string; database: string; env?: Record<string, string> }): GfProcess {
  const child = spawn(process.execPath, [GF, "serve", "--port", String(options.port), "--data-dir", options.dataDir,
    "--database", options.database], {
    env: {
      PATH: process.env.PATH ?? "", GF_DISCOURSE_URL: sandbox.url, GF_DISCOURSE_API_KEY: sandbox.apiKey,
      GF_DISCOURSE_API_USERNAME: "gf-dice", GF_WEBHOOK_SECRET: SECRET, GF_CATEGORIES: String(sandbox.category.id),
      GF_DISCOURSE_REQUESTS_PER_MINUTE: "6000", GF_USER_ROLLS_PER_MINUTE: "100000", GF_OUTBOX_LEASE_MS: "1000",
      GF_LOG_LEVEL: "warn", ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  alive.add(child);
  child.once("exit", () => alive.delete(child));
  let out = "";
  child.stdout!.on("data", (d: Buffer) => { out += d.toString(); });
  child.stderr!.on("data", (d: Buffer) => { out += d.toString(); });
  const ready = (async () => {
    // Generous: on a loaded CI machine a cold `node dist/gf.mjs` can take seconds to listen.
    for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
      if (child.exitCode !== null) throw new Error(`gf serve exited ${child.exitCode}:\n${out}`);
      try { if ((await fetch(`http://127.0.0.1:${options.port}/healthz`)).ok) return; } catch { /* not yet */ }
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`gf serve never became healthy:\n${out}`);
  })();
  return { child, ready, output: () => out };
}

export async function kill(p: GfProcess, signal: NodeJS.Signals = "SIGKILL"): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  const exited = new Promise((r) => p.child.once("exit", r));
  p.child.kill(signal);
  await exited;
}
