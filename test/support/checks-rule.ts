// For rules an engine enforces without naming them in any error, ledger entry or effect it returns
// (the two highest dice make the result, a second roll in one turn, the order of turns…): the
// assertions in `check` are the proof of those rules, and rule coverage counts the IDs once at least
// one of them ran and all passed (test/support/record-asserted-rules.ts). A rule the engine does name
// is covered by asserting that name instead (`refused(…, rule)`, `toContainEqual({ rule, … })`).
// Every game's rule tests use this one (test/games/<id>/helpers.ts re-export it).
import { expect } from "@jest/globals";

export function checksRule<T>(ids: readonly string[], check: () => T): T {
  const calls = () => expect.getState().assertionCalls;
  const before = calls();
  const done = (): void => {
    if (calls() === before) throw new Error(`checksRule(${ids.join(", ")}): no assertion ran`);
    const recordRules = (globalThis as unknown as Record<symbol, ((ids: readonly string[]) => void) | undefined>)[Symbol.for("gf.recordAssertedRules")];
    recordRules?.(ids);
  };
  const out = check();
  if (out instanceof Promise) return out.then((v) => { done(); return v; }) as T;
  done();
  return out;
}
