// Rule coverage from asserted rule IDs: after a run that includes every test file at the top of a
// game's test folder (test/games/<id>/, one per game of the registry), fails the run
// when a mechanical rule of that game, or one of the tool's own defaults where the rules are silent
// (its folder's rule-ids.json: `mechanical` and `tool`), was never asserted by those tests: a
// default cited in a comment proves nothing about what the code does. The IDs come from test/support/record-asserted-rules.ts, which
// writes what each test file's passing matchers checked into the folder made here. A run of only
// some rule files (a single test while working) cannot judge coverage, so it is not checked.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";

/** Each game's tests (test/games/<id>/): the folder whose test files must all run, and whose rule-ids.json they must cover. */
const suitesIn = (rootDir) => readdirSync(join(rootDir, "test", "games"), { withFileTypes: true })
  .filter((e) => e.isDirectory()).map((e) => ["test", "games", e.name].join(sep) + sep);

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
      const ran = new Set(results.testResults.map((r) => relative(this.rootDir, r.testFilePath)));
      const recorded = readdirSync(this.dir).map((file) => JSON.parse(readFileSync(join(this.dir, file), "utf8")));
      const problems = [];
      for (const suite of suitesIn(this.rootDir)) {
        if (!existsSync(join(this.rootDir, suite, "rule-ids.json"))) continue;
        const ruleFiles = readdirSync(join(this.rootDir, suite)).filter((f) => f.endsWith(".test.ts"));
        if (!ruleFiles.every((f) => ran.has(suite + f))) continue;
        const asserted = new Set();
        for (const { testPath, rules } of recorded) {
          if (relative(this.rootDir, testPath).startsWith(suite)) for (const id of rules) asserted.add(id);
        }
        const { mechanical, tool = {} } = JSON.parse(readFileSync(join(this.rootDir, suite, "rule-ids.json"), "utf8"));
        const required = [...mechanical, ...Object.keys(tool)];
        const missing = required.filter((id) => !asserted.has(id));
        if (missing.length) problems.push(`rule coverage: no rule test in ${suite} asserts ${missing.join(", ")}`);
        else console.log(`\nrule coverage: all ${mechanical.length} mechanical rule IDs and ${Object.keys(tool).length} tool defaults asserted by the rule tests in ${suite}`);
      }
      if (problems.length) {
        this.error = new Error(problems.join("\n"));
        console.error(`\n${this.error.message}`);
      }
    } finally {
      rmSync(this.dir, { recursive: true, force: true });
    }
  }

  getLastError() {
    return this.error;
  }
}
