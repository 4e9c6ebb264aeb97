// Records the rule IDs a test actually asserts, so rule coverage counts what is checked rather than
// what a title claims. Jest runs this file before each test file (jest.config.mjs,
// setupFilesAfterEnv). It wraps every matcher in expect's matcher table, so that a matcher that
// passes, not negated, reports the rule IDs found in its expected value:
// `failure(r, "roll.empty", "GF-ROLL-1")`, `expect(ledger).toContainEqual({ …, rule: "GF-RES-5" })`,
// `expect(error.rule).toBe("GF-TT-5")`. A negated matcher (`.not`) proves the rule is absent, and a
// failing one proves nothing, so neither counts. The IDs go to one file per test file in the folder
// the coverage reporter names in GF_ASSERTED_RULES_DIR (test/support/rule-coverage-reporter.mjs).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { createHash } from "node:crypto";
import { ruleIdsIn } from "./rule-ids-in.js";

const asserted = new Set<string>();
const dir = process.env.GF_ASSERTED_RULES_DIR;

function record(args: readonly unknown[], testPath: string): void {
  const before = asserted.size;
  for (const arg of args) ruleIdsIn(arg, asserted);
  if (dir && asserted.size !== before) {
    const name = createHash("sha256").update(testPath).digest("hex").slice(0, 16);
    writeFileSync(join(dir, `${name}.json`), JSON.stringify({ testPath, rules: [...asserted].sort() }));
  }
}

/**
 * For a rule the engine enforces without naming it in anything it returns (how many dice a roll
 * keeps, who answers whom): the test helper `checksRule` hands the IDs here once the assertions it
 * wraps have run and passed (test/games/genrefuzzion/helpers.ts).
 */
(globalThis as unknown as Record<symbol, unknown>)[Symbol.for("gf.recordAssertedRules")] = (ids: readonly string[]) => {
  const testPath = (globalThis as unknown as { expect: { getState(): { testPath?: string } } }).expect.getState().testPath ?? "";
  record([ids], testPath);
};

interface MatcherResult { pass: boolean }
interface MatcherContext { isNot?: boolean; testPath?: string }
type Matcher = (this: MatcherContext, actual: unknown, ...expected: unknown[]) => MatcherResult | Promise<MatcherResult>;

// expect keeps its matcher table on the global object under this well-known symbol (expect's
// jestMatchersObject.js), and builds each `expect(x)` from it, so a wrapped entry is what tests call.
const table = (globalThis as unknown as Record<symbol, { matchers: Record<string, Matcher> }>)[Symbol.for("$$jest-matchers-object")];
if (!table) throw new Error("expect's matcher table is missing: rule coverage cannot record");
for (const [name, matcher] of Object.entries(table.matchers)) {
  const wrapped: Matcher = function (this: MatcherContext, actual, ...expected) {
    const seen = (r: MatcherResult) => {
      if (r.pass && !this.isNot) record(expected, this.testPath ?? "");
      return r;
    };
    const result = matcher.call(this, actual, ...expected);
    return result instanceof Promise ? result.then(seen) : seen(result);
  };
  // Keep expect's marker of built-in matchers, which decides how their failures are reported.
  for (const key of Object.getOwnPropertySymbols(matcher)) {
    Object.defineProperty(wrapped, key, Object.getOwnPropertyDescriptor(matcher, key)!);
  }
  table.matchers[name] = wrapped;
}
