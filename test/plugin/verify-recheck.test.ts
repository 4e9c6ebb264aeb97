// When a page checks again the roll cards whose faces wait for the seed's reveal (verify-recheck.ts
// nextRecheck, roll-badge.ts's one timer): at the earliest reveal the pending cards name, then later
// and later while the operator's document still lacks the seed, and never more than RECHECK_TRIES
// times for one reveal. A fake clock: jest's, driving the page's timer loop as roll-badge.ts does.
import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { nextRecheck, RECHECK_BACKOFF_MS, RECHECK_MARGIN_MS, RECHECK_TRIES, type Recheck } from "../../src/plugin-client/verify-recheck.js";

const T0 = Date.UTC(2026, 10, 29, 21, 0, 0);

describe("nextRecheck: the page's one timer for its pending rolls", () => {
  it("waits for the earliest reveal among the pending cards (plus the margin), not one timer per card", () => {
    const plan = nextRecheck([T0 + 60_000, T0 + 20_000, T0 + 40_000], undefined, T0);
    expect(plan).toEqual({ due: T0 + 20_000, tries: 0, wait: 20_000 + RECHECK_MARGIN_MS });
  });

  it("plans nothing when no card waits for a reveal", () => {
    expect(nextRecheck([], undefined, T0)).toBeUndefined();
  });

  it("a reveal already past when the page opens (the service late) is asked after the least wait, not at once", () => {
    expect(nextRecheck([T0 - 5_000], undefined, T0)).toEqual({ due: T0 - 5_000, tries: 0, wait: RECHECK_BACKOFF_MS });
  });

  it("backs off while the document still lacks the seed, and stops after RECHECK_TRIES tries for that reveal", () => {
    const due = T0 + 10_000;
    let last: Recheck | undefined;
    let now = T0;
    const waits: number[] = [];
    for (;;) {
      const next = nextRecheck([due], last, now);
      if (!next) break;
      waits.push(next.wait);
      now += next.wait;
      last = next;
    }
    expect(waits).toEqual([10_000 + RECHECK_MARGIN_MS, ...Array.from({ length: RECHECK_TRIES - 1 }, (_, i) => RECHECK_BACKOFF_MS * 2 ** (i + 1))]);
    // Stopped for good: the same pending card, drawn again by a later batch, plans nothing more.
    expect(nextRecheck([due], last, now + 60_000)).toBeUndefined();
  });

  it("a later reveal, once the earlier one is verified, starts its own tries", () => {
    const first = nextRecheck([T0 + 20_000, T0 + 40_000], undefined, T0)!;
    const tried = nextRecheck([T0 + 20_000, T0 + 40_000], first, T0 + 22_000)!;
    expect(tried).toMatchObject({ due: T0 + 20_000, tries: 1 });
    expect(nextRecheck([T0 + 40_000], tried, T0 + 27_000)).toEqual({ due: T0 + 40_000, tries: 0, wait: 13_000 + RECHECK_MARGIN_MS });
  });
});

describe("the page's timer loop on a fake clock", () => {
  beforeEach(() => { jest.useFakeTimers({ now: T0 }); });
  afterEach(() => { jest.useRealTimers(); });

  /**
   * roll-badge.ts's loop: one timer, for the plan nextRecheck gives; each run re-checks the pending
   * cards against the document as it is then (`revealedAt`: when the service put the seed in it), and
   * the cards still pending plan the next. Returns the times the document was read.
   */
  function run(reveals: readonly number[], revealedAt: (due: number) => number): number[] {
    const reads: number[] = [];
    let pending = [...reveals];
    let plan: Recheck | undefined;
    const schedule = () => {
      const next = nextRecheck(pending, plan, Date.now());
      if (next) setTimeout(recheck, (plan = next).wait);
    };
    const recheck = () => {
      reads.push(Date.now());
      pending = pending.filter((due) => revealedAt(due) > Date.now());
      schedule();
    };
    schedule();
    jest.runAllTimers();
    return reads;
  }

  it("a seed revealed on time: one read, just after the reveal, for cards of one epoch", () => {
    const due = T0 + 35_000;
    expect(run([due, due, due], (d) => d)).toEqual([due + RECHECK_MARGIN_MS]);
  });

  it("two epochs: one read for each reveal, in order", () => {
    expect(run([T0 + 60_000, T0 + 40_000], (d) => d)).toEqual([T0 + 40_000 + RECHECK_MARGIN_MS, T0 + 60_000 + RECHECK_MARGIN_MS]);
  });

  it("a seed revealed 12 s late: read again after 5 and then 10 s", () => {
    const due = T0 + 20_000;
    const at = due + RECHECK_MARGIN_MS;
    expect(run([due], (d) => d + 12_000)).toEqual([at, at + 5_000, at + 15_000]);
  });

  it("a seed never revealed: RECHECK_TRIES reads, then the page stops", () => {
    const reads = run([T0 + 20_000], () => Infinity);
    expect(reads).toHaveLength(RECHECK_TRIES);
    expect(jest.getTimerCount()).toBe(0);
    expect(reads.at(-1)! - reads[0]!).toBe(RECHECK_BACKOFF_MS * (2 ** RECHECK_TRIES - 2));
  });
});
