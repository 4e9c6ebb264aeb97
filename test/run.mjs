// The one test command: type-check, run every Jest suite, then print the line CI reads,
// "N passed, N failed", computed from Jest's JSON report.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const extra = process.argv.slice(2);
const tsc = spawnSync("npx", ["tsc", "--noEmit", "-p", "."], { stdio: "inherit" });
const typeErrors = tsc.status === 0 ? 0 : 1;
if (typeErrors) console.error("tsc: type errors (counted as one failure)");

const report = join(mkdtempSync(join(tmpdir(), "gf-jest-")), "report.json");
const jest = spawnSync(process.execPath, [
  "--experimental-vm-modules", "--no-warnings=ExperimentalWarning",
  "node_modules/jest/bin/jest.js", "--json", `--outputFile=${report}`, ...extra,
], { stdio: "inherit" });

let passed = 0, failed = 0;
if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, "utf8"));
  passed = r.numPassedTests;
  // A suite that fails to load has no failing tests of its own; count it so it cannot hide.
  failed = r.numFailedTests + r.numRuntimeErrorTestSuites;
  // A reporter's verdict (rule coverage, test/support/rule-coverage-reporter.mjs) fails the run
  // without failing a test; count it so the line CI reads shows it.
  if (!r.success && failed === 0) failed = 1;
} else {
  failed = 1;
}
failed += typeErrors;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && jest.status === 0 ? 0 : 1);
