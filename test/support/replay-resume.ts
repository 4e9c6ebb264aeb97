// A replay that starts mid-game must play on as the whole log does: started from the state the whole
// log reached after step k (`{"setup": {"state": …}}`), the records after that step's line end in the
// same final state, with every check holding. Each game's replay-setup test runs this on its long log.
import { expect } from "@jest/globals";
import type { Replay } from "../../src/lib/replay.js";

export function expectResumes<S>(replay: (records: readonly unknown[]) => Replay<S, unknown, unknown>, records: readonly unknown[], at: readonly number[]): void {
  const whole = replay(records);
  const end = whole.steps.at(-1)!.state;
  // Every action's line in the log, so the rest after step k starts after that action's record.
  const actionAt = whole.steps.map((s) => s.line - 1);
  for (const k of at) {
    const stated = JSON.parse(JSON.stringify(whole.steps[k]!.state)) as S;
    const r = replay([{ setup: { state: stated } }, ...records.slice(actionAt[k]! + 1)]);
    expect([k, r.failure]).toEqual([k, null]);
    expect(r.initial).toEqual(whole.steps[k]!.state);
    expect(r.steps.at(-1)!.state).toEqual(end);
    expect(r.checks.every((c) => c.mismatches.length === 0)).toBe(true);
  }
}
