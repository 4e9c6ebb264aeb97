// The lockfile is complete for every platform: a package's optional dependencies (the native
// binaries @swc/core, esbuild and others publish per system) are all locked, not only this machine's.
// npm ci installs from the lockfile alone, so a lockfile written on Linux x64 with macOS's or
// Windows's binaries left out gives those systems no binary; and npm install on a fresh clone
// rewrites such a lockfile. .ci/run also checks that npm install leaves it as is.
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";

interface LockEntry {
  readonly version?: string;
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly devDependencies?: Readonly<Record<string, string>>;
  readonly optionalDependencies?: Readonly<Record<string, string>>;
}
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as { lockfileVersion: number; packages: Record<string, LockEntry> };
const manifest = JSON.parse(readFileSync("package.json", "utf8")) as LockEntry;

/** Where Node (and npm) would find `name` from the package at `from`: its own node_modules, then each parent's. */
function resolveIn(from: string, name: string): string | undefined {
  for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf("/node_modules/")))) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!dir) return undefined;
  }
}

describe("package-lock.json", () => {
  it("is a lockfile v3 whose root is package.json's dependencies, as npm ci requires", () => {
    expect(lock.lockfileVersion).toBe(3);
    const root = lock.packages[""]!;
    expect(root.dependencies).toEqual(manifest.dependencies);
    expect(root.devDependencies).toEqual(manifest.devDependencies);
  });

  it("locks every optional dependency of every package, for every platform (@swc/core's darwin, win32, arm builds…)", () => {
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {}).filter((name) => !resolveIn(path, name)).map((name) => `${path || "(root)"} → ${name}`));
    // Today's optional binaries are many; a check that found none to check would prove nothing.
    const optional = Object.values(lock.packages).reduce((n, e) => n + Object.keys(e.optionalDependencies ?? {}).length, 0);
    expect(optional).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it("is installed by npm ci in the README's test command, which .ci/run runs as written", () => {
    const command = /# 2\.[^\n]*\n(.+)\n/.exec(readFileSync("README.md", "utf8"))?.[1];
    expect(command).toBe("npm ci && npm test");
    expect(readFileSync(".ci/run", "utf8").split("\n")).toContain(command);
  });
});
