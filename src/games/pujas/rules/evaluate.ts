// One Complication roll between two pools read on its own, for `gf pujas eval`: successes (1–5,
// PJ-CPX-5), the winner, the Advantage die on a tie (PJ-CPX-6), and the prize coins (PJ-CPX-7). The
// reducer's roll (complications.ts) does the same for any number of pools on two sides.
import { isSuccess } from "./complications.js";

export interface RollReading {
  readonly successes: { readonly complication: number; readonly opposing: number };
  /** Sums of the successful faces, which break a tie. */
  readonly sums: { readonly complication: number; readonly opposing: number };
  readonly winner: "complication" | "opposing" | null;
  /** On a tie, the side that gains an Advantage die before everyone rolls again; null when the sums tie too. */
  readonly advantage: "complication" | "opposing" | null;
  /** Prize coins when there is a winner: the winner's successful faces, 1 per die for the loser. */
  readonly prize: { readonly complication: number; readonly opposing: number } | null;
}

export function evaluateRoll(complication: readonly number[], opposing: readonly number[]): RollReading {
  const hits = (f: readonly number[]) => f.filter(isSuccess);
  const sum = (f: readonly number[]) => hits(f).reduce((a, b) => a + b, 0);
  const successes = { complication: hits(complication).length, opposing: hits(opposing).length };
  const sums = { complication: sum(complication), opposing: sum(opposing) };
  if (successes.complication === successes.opposing) {
    const advantage = sums.complication === sums.opposing ? null : sums.complication > sums.opposing ? "complication" : "opposing";
    return { successes, sums, winner: null, advantage, prize: null };
  }
  const winner = successes.complication > successes.opposing ? "complication" : "opposing";
  const prize = winner === "complication"
    ? { complication: sums.complication, opposing: opposing.length }
    : { complication: complication.length, opposing: sums.opposing };
  return { successes, sums, winner, advantage: null, prize };
}
