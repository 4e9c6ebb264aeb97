// How long a test may wait: what the work takes on an idle machine, times how oversubscribed the
// machine is as the test file loads (the 1-minute load average over the cores, at least 1). A suite run
// beside six engineers' tests (load 20–25 on 2 cores) runs each step ten times slower, and a budget
// made for an idle machine then fails tests that were only slow; scaled, it still catches a hang, and
// on an idle machine it is the budget as written. For a wait that polls, `until` with `ms: budget(…)`;
// for a test or hook, Jest's timeout argument.
import { availableParallelism, loadavg } from "node:os";

/** How many times slower than on an idle machine a step is to be expected now (at least 1). */
export const slowdown = (): number => Math.max(1, loadavg()[0]! / availableParallelism());

/** `idleMs`, the budget on an idle machine, scaled by slowdown(). */
export const budget = (idleMs: number): number => Math.round(idleMs * slowdown());
