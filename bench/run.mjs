// Runs benchmarks: `node bench/run.mjs [part …]` bundles bench/<part>/index.ts with esbuild
// (TypeScript, dependencies external) and runs it in a fresh Node process, one part after another.
// Each part prints its own figures and ratios against a baseline it measures in the same run.
import { build } from "esbuild";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";

const here = new URL(".", import.meta.url).pathname;
// The soak (bench/soak) runs only when named: `npm run soak`.
const all = readdirSync(here, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== "soak" && existsSync(join(here, d.name, "index.ts"))).map((d) => d.name);
const parts = process.argv.slice(2).length ? process.argv.slice(2) : all;
// Inside node_modules/ so the bundle resolves its external packages from the project.
const out = join(here, "..", "node_modules", ".cache", "gf-bench");
mkdirSync(out, { recursive: true });

let failed = 0;
for (const part of parts) {
  const outfile = join(out, `${part}.mjs`);
  await build({ entryPoints: [join(here, part, "index.ts")], bundle: true, platform: "node", format: "esm",
    packages: "external", outfile, logLevel: "warning" });
  console.log(`\n== bench/${part}`);
  const r = spawnSync(process.execPath, ["--expose-gc", outfile], { stdio: "inherit", cwd: join(here, "..") });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
