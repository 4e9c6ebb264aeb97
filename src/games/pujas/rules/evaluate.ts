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

/** One pool of a Complication roll read on its own: its owner (or a label), its side and its faces. */
export interface PoolFaces {
  readonly name: string;
  readonly side: "complication" | "opposing";
  readonly faces: readonly number[];
}

export interface PoolsReading {
  readonly successes: { readonly complication: number; readonly opposing: number };
  readonly sums: { readonly complication: number; readonly opposing: number };
  readonly winner: "complication" | "opposing" | null;
  /**
   * PJ-CPX-6: on a tie, the one pool that gains the Advantage die: on the side whose successful faces
   * sum higher, the pool whose own sum is highest, the first given (nearest the left of the player
   * whose turn it is) among equals; null when the sides' sums tie too, or with a winner.
   */
  readonly advantage: string | null;
  /** PJ-CPX-7, per pool: a winning pool's successful faces, 1 per die for a losing one; null on a tie. */
  readonly prize: Readonly<Record<string, number>> | null;
}

/** A Complication roll over any number of pools on the two sides, as the reducer's roll reads it (complications.ts). */
export function evaluatePools(pools: readonly PoolFaces[]): PoolsReading {
  const hits = (f: readonly number[]) => f.filter(isSuccess);
  const sum = (f: readonly number[]) => hits(f).reduce((a, b) => a + b, 0);
  const successes = { complication: 0, opposing: 0 };
  const sums = { complication: 0, opposing: 0 };
  for (const p of pools) { successes[p.side] += hits(p.faces).length; sums[p.side] += sum(p.faces); }
  if (successes.complication === successes.opposing) {
    if (sums.complication === sums.opposing) return { successes, sums, winner: null, advantage: null, prize: null };
    const up = sums.complication > sums.opposing ? "complication" : "opposing";
    // The stable sort keeps the order given among equal sums: the first is nearest the left.
    const best = pools.filter((p) => p.side === up).sort((a, b) => sum(b.faces) - sum(a.faces))[0]!;
    return { successes, sums, winner: null, advantage: best.name, prize: null };
  }
  const winner = successes.complication > successes.opposing ? "complication" : "opposing";
  const prize = Object.fromEntries(pools.map((p) => [p.name, p.side === winner ? sum(p.faces) : p.faces.length]));
  return { successes, sums, winner, advantage: null, prize };
}
