// A GenreFuzzion roll as its [gf-roll] line shows it (docs/markup.md §4): the pool roller's and the
// scene game's replies write it, so both say the same of the same dice.
import type { RolledDie, RollEvaluation } from "../rules/index.js";

/** A roll as a [gf-roll] block shows it (docs/markup.md §4). */
export interface RollLine {
  /** Each die `d8:7`, with `r` if it counts for the result (GF-ROLL-3) and `b` if it botched (GF-ROLL-2). */
  readonly dice: string;
  readonly result: number;
  readonly botches: number;
  /** The effect-die candidates' sizes (GF-WIN-2), largest first, or `-`. */
  readonly effect: string;
}

/** The [gf-roll] line of dice as rolled and their evaluation (none: the dice do not evaluate, nothing counts). */
export function rollLine(dice: readonly RolledDie[], e: RollEvaluation | undefined): RollLine {
  const counted = new Set([...(e?.resultDice ?? []), ...(e?.boostDice ?? [])]);
  const botched = new Set(e?.botches ?? []);
  return {
    dice: dice.map((d, i) => `d${d.size}:${d.face}${counted.has(i) ? "r" : ""}${botched.has(i) ? "b" : ""}`).join(" "),
    result: e?.result ?? 0,
    botches: botched.size,
    effect: e && e.effectCandidates.length ? e.effectCandidates.map((i) => `d${dice[i]!.size}`).join(" ") : "-",
  };
}
