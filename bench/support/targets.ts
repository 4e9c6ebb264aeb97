// One line per figure a bench part holds to a target, in a form bench/run.mjs collects into the run's
// closing table (every part's figures, targets and whether each is met, in one place):
//   ◆ <part> | <figure> | <value> | <target> | met|NOT met
// A part prints its own detail as it likes; these lines are the summary.
export interface TargetFigure {
  /** What is measured: "every page, all of ours (gzip)". */
  readonly figure: string;
  /** The figure as printed, with its spread where it has one: "11.0 KB", "0.78× (q1 0.74, q3 0.81)". */
  readonly value: string;
  /** The target as printed: "≤ 15 KB". */
  readonly target: string;
  readonly met: boolean;
}

export const TARGET_MARK = "◆";

export function reportTarget(part: string, t: TargetFigure): void {
  console.log(`${TARGET_MARK} ${part} | ${t.figure} | ${t.value} | ${t.target} | ${t.met ? "met" : "NOT met"}`);
}

/** Median and quartiles of samples (linear interpolation), for figures printed with their spread. */
export function spread(samples: readonly number[]): { median: number; q1: number; q3: number; n: number } {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) => {
    const i = (s.length - 1) * p;
    const lo = Math.floor(i);
    return s[lo]! + (s[Math.min(lo + 1, s.length - 1)]! - s[lo]!) * (i - lo);
  };
  return { median: at(0.5), q1: at(0.25), q3: at(0.75), n: s.length };
}
