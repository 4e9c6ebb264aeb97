// Rule coverage from asserted rule IDs: after a run that includes every GenreFuzzion rule test file,
// fails the run when a mechanical rule (test/rules/genrefuzzion/rule-ids.json) was
// never asserted by those tests. The IDs come from test/support/record-asserted-rules.ts, which
// writes what each test file's passing matchers checked into the folder made here. A run of only
// some rule files (a single test while working) cannot judge coverage, so it is not checked.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";

const RULE_TESTS = ["test", "rules", "genrefuzzion"].join(sep) + sep;

export default class RuleCoverageReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.error = undefined;
    this.dir = mkdtempSync(join(tmpdir(), "gf-asserted-rules-"));
    // Read by the setup file in each worker; workers inherit the environment when they start.
    process.env.GF_ASSERTED_RULES_DIR = this.dir;
  }

  onRunComplete(_contexts, results) {
    try {
      const ruleFiles = readdirSync(join(this.rootDir, RULE_TESTS)).filter((f) => f.endsWith(".test.ts"));
      const ran = new Set(results.testResults.map((r) => relative(this.rootDir, r.testFilePath)));
      if (!ruleFiles.every((f) => ran.has(RULE_TESTS + f))) return;
      const asserted = new Set();
      for (const file of readdirSync(this.dir)) {
        const { testPath, rules } = JSON.parse(readFileSync(join(this.dir, file), "utf8"));
        if (relative(this.rootDir, testPath).startsWith(RULE_TESTS)) for (const id of rules) asserted.add(id);
      }
      const { mechanical } = JSON.parse(readFileSync(join(this.rootDir, RULE_TESTS, "rule-ids.json"), "utf8"));
      const missing = mechanical.filter((id) => !asserted.has(id));
      if (missing.length) {
        this.error = new Error(`rule coverage: no rule test asserts ${missing.join(", ")}`);
        console.error(`\n${this.error.message}`);
      } else {
        console.log(`\nrule coverage: all ${mechanical.length} mechanical rule IDs asserted by the rule tests`);
      }
    } finally {
      rmSync(this.dir, { recursive: true, force: true });
    }
  }

  getLastError() {
    return this.error;
  }
}
