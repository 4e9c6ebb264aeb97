// The one test command: type-check, run every Jest suite, then print the line CI reads,
// "N passed, N failed", computed from Jest's JSON report.
// `--quick` (npm run test:quick) runs only the quick tier, the test files of the pure core
// (test/quick-tier.mjs), without the type check (npm run typecheck), for an answer within a minute.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { quickTestFiles } from "./quick-tier.mjs";

const quick = process.argv.includes("--quick");
const extra = process.argv.slice(2).filter((a) => a !== "--quick");
let typeErrors = 0;
if (!quick) {
  const tsc = spawnSync("npx", ["tsc", "--noEmit", "-p", "."], { stdio: "inherit" });
  typeErrors = tsc.status === 0 ? 0 : 1;
  if (typeErrors) console.error("tsc: type errors (counted as one failure)");
}
// The quick tier's files by path; test/support/quick-tier-guard.ts fails any of them that starts IO.
const tier = quick ? ["--runTestsByPath", ...await quickTestFiles(process.cwd())] : [];

const report = join(mkdtempSync(join(tmpdir(), "gf-jest-")), "report.json");
const jest = spawnSync(process.execPath, [
  "--experimental-vm-modules", "--no-warnings=ExperimentalWarning",
  "node_modules/jest/bin/jest.js", "--json", `--outputFile=${report}`, ...extra, ...tier,
], { stdio: "inherit", env: quick ? { ...process.env, GF_TEST_TIER: "quick" } : process.env });

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
