// Run by process.ts's buildGf under a lock: builds dist/ (`node build.mjs`) unless what it holds is
// newer than everything it is built from, then copies dist/gf.mjs to the private name given (argv[2]).
// The first test file of a run that needs the built gf builds it; the others copy it (a build costs
// seconds of CPU), and an edit anywhere in the sources makes the next one build again.
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** The newest modification time under `path` (a file or a folder), in ms. */
function newest(path) {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(path).reduce((m, name) => Math.max(m, newest(join(path, name))), s.mtimeMs);
}

const outputs = ["dist/gf.mjs", "dist/sandbox-page.js"];
const inputs = ["src", "templates", "build.mjs", "package.json", "package-lock.json"].filter((p) => existsSync(p));
const built = outputs.every((p) => existsSync(p)) ? Math.min(...outputs.map((p) => statSync(p).mtimeMs)) : -Infinity;
if (built <= Math.max(...inputs.map(newest))) execFileSync(process.execPath, ["build.mjs"], { stdio: "inherit" });
copyFileSync("dist/gf.mjs", process.argv[2]);
