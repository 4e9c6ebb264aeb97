// Runs benchmarks: `node bench/run.mjs [part …]` bundles bench/<part>/index.ts with esbuild
// (TypeScript, dependencies external) and runs it in a fresh Node process, one part after another.
// Each part prints its own figures and ratios against a baseline it measures in the same run, and one
// summary line per figure it holds to a target (bench/support/targets.ts), which this runner prints
// again together at the end.
import { build } from "esbuild";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";

const here = new URL(".", import.meta.url).pathname;
// The soak (bench/soak) runs only when named: `npm run soak`; so does first-roll, which installs
// everything from the registry in a fresh clone.
const onlyNamed = new Set(["soak", "first-roll"]);
const all = readdirSync(here, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !onlyNamed.has(d.name) && existsSync(join(here, d.name, "index.ts"))).map((d) => d.name);
const parts = process.argv.slice(2).length ? process.argv.slice(2) : all;
// Inside node_modules/ so the bundle resolves its external packages from the project.
const out = join(here, "..", "node_modules", ".cache", "gf-bench");
mkdirSync(out, { recursive: true });

let failed = 0;
// Each part's summary lines (bench/support/targets.ts: "◆ part | figure | value | target | met"),
// printed again together at the end: every figure held to a target, in one table.
const targets = [];
for (const part of parts) {
  const outfile = join(out, `${part}.mjs`);
  await build({ entryPoints: [join(here, part, "index.ts")], bundle: true, platform: "node", format: "esm",
    packages: "external", outfile, logLevel: "warning" });
  console.log(`\n== bench/${part}`);
  const r = await new Promise((resolve) => {
    const child = spawn(process.execPath, ["--expose-gc", outfile], { stdio: ["ignore", "pipe", "inherit"], cwd: join(here, "..") });
    let rest = "";
    child.stdout.on("data", (chunk) => {
      process.stdout.write(chunk);
      const lines = (rest + chunk.toString()).split("\n");
      rest = lines.pop();
      for (const line of lines) if (line.startsWith("◆ ")) targets.push(line.slice(2));
    });
    child.on("close", (status) => resolve({ status }));
  });
  if (r.status !== 0) { failed++; targets.push(`${part} | the part itself | exited ${r.status} | exit 0 | NOT met`); }
}
if (targets.length) {
  console.log("\n== Targets (value | target | met), from this run");
  const rows = targets.map((t) => t.split(" | "));
  for (const [part, figure, value, target, met] of rows) console.log(`  ${met === "met" ? "✓" : "✗"} ${part}: ${figure}: ${value} (target ${target})`);
  console.log(`  ${rows.filter((r) => r[4] === "met").length} of ${rows.length} met`);
}
process.exit(failed ? 1 : 0);
