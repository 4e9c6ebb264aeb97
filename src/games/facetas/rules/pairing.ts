// The loot's arithmetic (FA-LOOT-1, FA-LOOT-3, FA-AMB-08): the winner pairs each of their dice with
// a different die of the loser; positive differences are the winner's Inspirations, negative ones
// the loser's, unmatched dice go to their own side at full value; 0 gives nothing; values are capped.
// Pure functions over two rows of dice.
import { gfError, type GfError } from "../../../lib/result.js";

export interface Split {
  /** Inspirations the winner gains. */
  readonly winner: readonly number[];
  /** Inspirations the loser gains. */
  readonly loser: readonly number[];
  /** Whether a value was lowered to the cap (FA-AMB-08). */
  readonly capped: boolean;
}

/**
 * Checks a pairing: one entry per winner's die, each the loser's die it is paired with (1-based) or
 * null; every loser's die used at most once, and as many pairs as both sides allow (FA-LOOT-1 step 1).
 */
export function checkPairing(winner: readonly number[], loser: readonly number[], pairs: readonly (number | null)[]): GfError | null {
  if (pairs.length !== winner.length) return gfError("fa.pairing.length", "FA-LOOT-1", { want: winner.length, got: pairs.length });
  const used = new Set<number>();
  for (const p of pairs) {
    if (p === null) continue;
    if (p < 1 || p > loser.length) return gfError("fa.pairing.no-die", "FA-LOOT-1", { die: p, count: loser.length });
    if (used.has(p)) return gfError("fa.pairing.twice", "FA-LOOT-1", { die: p });
    used.add(p);
  }
  const want = Math.min(winner.length, loser.length);
  if (used.size !== want) return gfError("fa.pairing.count", "FA-LOOT-1", { want, got: used.size });
  return null;
}

/** What a (checked) pairing gives each side, values capped at `cap` (FA-AMB-08). */
export function split(winner: readonly number[], loser: readonly number[], pairs: readonly (number | null)[], cap: number): Split {
  const w: number[] = [];
  const l: number[] = [];
  let capped = false;
  const give = (to: number[], v: number) => { if (v > cap) capped = true; if (v > 0) to.push(Math.min(cap, v)); };
  pairs.forEach((p, i) => {
    const mine = winner[i]!;
    if (p === null) give(w, mine); // FA-LOOT-1 step 4: an unmatched winner's die subtracts nothing.
    else {
      const diff = mine - loser[p - 1]!;
      if (diff > 0) give(w, diff); // step 2
      else give(l, -diff); // step 3; a difference of 0 gives nothing (FA-AMB-08)
    }
  });
  const paired = new Set(pairs.filter((p): p is number => p !== null));
  loser.forEach((v, j) => { if (!paired.has(j + 1)) give(l, v); }); // step 5: the loser's unmatched dice are the loser's.
  return { winner: w, loser: l, capped };
}

const total = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * The pairing suggested to the winner: the most Inspiration value for the winner, then the least for
 * the loser, then the earliest dice. A search over which loser's dice are used (memoised on the set
 * used), exact for rows of up to 16 dice; beyond that, the winner's highest dice meet the loser's lowest.
 */
export function bestPairing(winner: readonly number[], loser: readonly number[], cap: number): (number | null)[] {
  const n = winner.length;
  const m = loser.length;
  const want = Math.min(n, m);
  if (m > 16) {
    const byHigh = winner.map((v, i) => [v, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
    const byLow = loser.map((v, j) => [v, j] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    const out: (number | null)[] = winner.map(() => null);
    byHigh.slice(0, want).forEach(([, i], k) => { out[i] = byLow[k]![1] + 1; });
    return out;
  }
  type Best = { gain: number; loss: number; pick: (number | null)[] };
  const memo = new Map<string, Best | null>();
  const better = (a: Best, b: Best | null) => !b || a.gain > b.gain || (a.gain === b.gain && a.loss < b.loss);
  // i: the winner's die being paired; mask: loser's dice used; left: pairs still to make.
  const go = (i: number, mask: number, left: number): Best | null => {
    if (n - i < left) return null;
    if (i === n) {
      const rest = loser.filter((_, j) => !(mask & (1 << j)));
      return { gain: 0, loss: total(rest.map((v) => Math.min(cap, v))), pick: [] };
    }
    const key = `${i}:${mask}`;
    if (memo.has(key)) return memo.get(key)!;
    let best: Best | null = null;
    for (let j = 0; j < m; j++) {
      if (mask & (1 << j) || left === 0) continue;
      const tail = go(i + 1, mask | (1 << j), left - 1);
      if (!tail) continue;
      const diff = winner[i]! - loser[j]!;
      const cand = { gain: tail.gain + (diff > 0 ? Math.min(cap, diff) : 0), loss: tail.loss + (diff < 0 ? Math.min(cap, -diff) : 0), pick: [j + 1, ...tail.pick] };
      if (better(cand, best)) best = cand;
    }
    const skip = go(i + 1, mask, left);
    if (skip) {
      const cand = { gain: skip.gain + Math.min(cap, winner[i]!), loss: skip.loss, pick: [null, ...skip.pick] };
      if (better(cand, best)) best = cand;
    }
    memo.set(key, best);
    return best;
  };
  return go(0, 0, want)!.pick;
}

/** FA-LOOT-4, FA-AMB-09: the losing Adversary's PH, in its three parts. */
export function adversaryLossPh(protagonist: readonly number[], adversary: readonly number[], postponed: number, count: "protagonist-dice" | "loser-dice"): { dice: number; over: number; postponed: number; total: number } {
  const dice = Math.max(0, (count === "protagonist-dice" ? protagonist : adversary).length - 1);
  const over = Math.max(0, Math.floor((total(protagonist) - 5) / 2));
  return { dice, over, postponed, total: dice + over + postponed };
}

/** FA-LOOT-5, FA-AMB-10: the Ally's half of the Inspirations the Protagonist won. */
export function allyHalf(won: readonly number[], rounding: "down" | "up"): number {
  return rounding === "down" ? Math.floor(total(won) / 2) : Math.ceil(total(won) / 2);
}

/**
 * The World's loot, from the side it last supported (FA-LOOT-7, FA-LOOT-8): when that side won, a copy
 * of the Inspirations the winner gained; when it lost, one Risk reduction on its main character per
 * die the loser holds beyond the first.
 */
export function worldLoot(supported: "protagonist" | "adversary", winner: "protagonist" | "adversary", winnerGot: readonly number[], loserDice: number):
  { readonly rule: "FA-LOOT-7"; readonly copy: readonly number[] } | { readonly rule: "FA-LOOT-8"; readonly reductions: number } {
  return supported === winner ? { rule: "FA-LOOT-7", copy: [...winnerGot] } : { rule: "FA-LOOT-8", reductions: Math.max(0, loserDice - 1) };
}
