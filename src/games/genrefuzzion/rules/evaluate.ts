// GenreFuzzion roll evaluation (GF-ROLL-*, GF-WIN-2): from dice already rolled, which botched, which
// make the result, what the boosts add, and which dice may become the effect die. Everything is
// reported as indices into the caller's array, so a renderer can highlight the result dice, mark
// the effect candidates and grey the botches without re-deriving any rule.
import { DONE, err, gfError, ok } from "../../../lib/result.js";
import type { Done, GfError, Result } from "../../../lib/result.js";
import { dieName, isDieSize } from "./dice.js";
import type { RolledDie } from "./dice.js";

export interface EvaluateOptions {
  /** GF-ROLL-2: 1s botch unless Savoir Faire (GF-TRICK-27) is active for this roll. */
  readonly onesBotch?: boolean;
  /** GF-ROLL-2: 2s botch too under Secretos y mentiras (GF-TRICK-28) or Inocencia (GF-FLAW-06). */
  readonly twosBotch?: boolean;
  /** GF-AMB-14: "free" (default) or "strict" choice of the two result dice. */
  readonly resultChoice?: "free" | "strict";
  /** The roller's own pick of result dice; omitted, the two highest values are taken (GF-ROLL-3). */
  readonly resultDice?: readonly number[];
  /** GF-ROLL-5(a): pay 1 PV to add one more die's value. */
  readonly boostPv?: boolean;
  /** GF-TRICK-18 Naciste listo: the PV boost adds two dice instead of one. */
  readonly bornClever?: boolean;
  /** Which dice the PV boost adds; omitted, the highest unused values. */
  readonly boostDice?: readonly number[];
  /** GF-ROLL-5(b): pay 1 PK for +3; never together with boostPv (GF-AMB-16). */
  readonly boostPk?: boolean;
  /** GF-ROLL-6: a flat bonus applied after boosts (Opsss gives the opponent +2). */
  readonly bonus?: number;
  /** Dice that were rolled but do not count (Excelencia, Lapsus freudiano, GF-TRICK-06, GF-FLAW-07). */
  readonly discarded?: readonly number[];
  /** GF-TRICK-17 Movido por la pasión: result dice may also be the effect die. */
  readonly effectFromResult?: boolean;
  /** GF-AMB-20: with no eligible die, no effect ("none", default) or a d4 ("d4"). */
  readonly noEffectDie?: "none" | "d4";
}

export interface RollEvaluation {
  readonly dice: readonly RolledDie[];
  /** GF-ROLL-2: indices of botched dice, in pool order. */
  readonly botches: readonly number[];
  /** Indices of dice discarded by a trick or flaw, in pool order. */
  readonly discarded: readonly number[];
  /** GF-ROLL-3: indices of the (at most two) dice summed into the result. */
  readonly resultDice: readonly number[];
  /** GF-ROLL-5(a): indices of dice added by the PV boost; they count as used (GF-WIN-2). */
  readonly boostDice: readonly number[];
  /** Sum of the result dice alone. */
  readonly base: number;
  /** What the boosts add: the PV dice' values plus 3 for the PK boost. */
  readonly boost: number;
  readonly bonus: number;
  /** base + boost + bonus: what the other side has to match or beat (GF-RES-7). */
  readonly result: number;
  /** GF-WIN-2: indices of dice that may become the effect die, largest size first. */
  readonly effectCandidates: readonly number[];
  /** GF-AMB-20: the size of the stand-in effect die when no candidate exists and the d4 setting is on. */
  readonly fallbackEffectSize: number | null;
  /** What the boosts cost the roller (GF-ROLL-5, GF-AMB-25). */
  readonly cost: { readonly pv: number; readonly pk: number };
}

/** Shown to players as "d8:1 (3rd die)"; positions are 1-based for people, indices 0-based in code. */
const label = (dice: readonly RolledDie[], i: number): string => {
  const d = dice[i];
  return d ? `${dieName(d.size)}:${d.face}` : `#${i + 1}`;
};

/** Higher face first; on equal faces the smaller die first, so bigger dice stay free as effect dice
 *  (GF-ROLL-3: "reserve a larger die"); then pool order, so the choice is deterministic. */
function byValueThenSmaller(dice: readonly RolledDie[]) {
  return (a: number, b: number): number => {
    const da = dice[a] as RolledDie;
    const db = dice[b] as RolledDie;
    return db.face - da.face || da.size - db.size || a - b;
  };
}

function checkIndices(dice: readonly RolledDie[], indices: readonly number[], what: string): Done {
  const seen = new Set<number>();
  for (const i of indices) {
    if (!Number.isInteger(i) || i < 0 || i >= dice.length) {
      return err(gfError("roll.no-such-die", "GF-ROLL-3", { what, position: Number.isInteger(i) ? i + 1 : String(i), count: dice.length }));
    }
    if (seen.has(i)) return err(gfError("roll.die-twice", "GF-ROLL-3", { what, die: label(dice, i), position: i + 1 }));
    seen.add(i);
  }
  return DONE;
}

export function evaluateRoll(dice: readonly RolledDie[], options: EvaluateOptions = {}): Result<RollEvaluation, GfError> {
  // GF-ROLL-1: a roll is a whole pool; GF-DIE-1: only the ladder's sizes exist in this game.
  if (dice.length === 0) return err(gfError("roll.empty", "GF-ROLL-1"));
  for (const [i, d] of dice.entries()) {
    if (!isDieSize(d.size)) return err(gfError("roll.bad-size", "GF-DIE-1", { position: i + 1, size: String(d.size) }));
    if (!Number.isInteger(d.face) || d.face < 1 || d.face > d.size) {
      return err(gfError("roll.bad-face", "GF-ROLL-1", { position: i + 1, die: dieName(d.size), face: String(d.face) }));
    }
  }
  const bonus = options.bonus ?? 0;
  if (!Number.isInteger(bonus)) return err(gfError("roll.bad-bonus", "GF-ROLL-6", { bonus: String(bonus) }));

  const discardedList = options.discarded ?? [];
  const badDiscard = checkIndices(dice, discardedList, "discarded");
  if (!badDiscard.ok) return badDiscard;
  const discarded = new Set(discardedList);

  // GF-ROLL-2: botches are fixed by the faces rolled and the tricks and flaws in force.
  const onesBotch = options.onesBotch ?? true;
  const twosBotch = options.twosBotch ?? false;
  const isBotch = (d: RolledDie) => (d.face === 1 && onesBotch) || (d.face === 2 && twosBotch);
  const botches = dice.flatMap((d, i) => (isBotch(d) && !discarded.has(i) ? [i] : []));
  const botchSet = new Set(botches);
  const usable = dice.map((_, i) => i).filter((i) => !botchSet.has(i) && !discarded.has(i));
  const order = byValueThenSmaller(dice);
  const ranked = [...usable].sort(order);

  // GF-ROLL-3 and GF-ROLL-4 (GF-AMB-15): two dice, or every usable die when fewer than two exist.
  const wanted = Math.min(2, usable.length);
  let resultDice: readonly number[];
  if (options.resultDice === undefined) {
    resultDice = ranked.slice(0, wanted);
  } else {
    const chosen = options.resultDice;
    const bad = checkIndices(dice, chosen, "result");
    if (!bad.ok) return bad;
    if (chosen.length !== wanted) {
      return err(gfError("roll.result-count", wanted < 2 ? "GF-ROLL-4" : "GF-ROLL-3", { wanted, chosen: chosen.length }));
    }
    for (const i of chosen) {
      if (botchSet.has(i)) return err(gfError("roll.result-botch", "GF-ROLL-2", { die: label(dice, i), position: i + 1 }));
      if (discarded.has(i)) return err(gfError("roll.result-discarded", "GF-ROLL-3", { die: label(dice, i), position: i + 1 }));
    }
    // GF-AMB-14 option (A): only ties among the highest values leave a choice.
    if ((options.resultChoice ?? "free") === "strict") {
      const best = ranked.slice(0, wanted).map((i) => (dice[i] as RolledDie).face).sort((a, b) => b - a);
      const got = chosen.map((i) => (dice[i] as RolledDie).face).sort((a, b) => b - a);
      if (best.some((face, k) => face !== got[k])) {
        return err(gfError("roll.strict-highest", "GF-AMB-14", { best: best.join(" + "), chosen: got.join(" + ") }));
      }
    }
    resultDice = [...chosen];
  }

  // GF-ROLL-5, GF-AMB-16: the two boosts are alternatives, one per roll: "gastar 1 PV para añadir
  // el valor de un dado adicional al resultado, o bien sumarte +3 al resultado gastando 1 PK".
  if (options.boostPv && options.boostPk) return err(gfError("roll.one-boost", "GF-AMB-16"));

  // GF-ROLL-5(a): 1 PV adds one more unused non-botch die (two with Naciste listo, GF-TRICK-18).
  let boostDice: readonly number[] = [];
  if (options.boostPv) {
    const count = options.bornClever ? 2 : 1;
    const inResult = new Set(resultDice);
    const free = ranked.filter((i) => !inResult.has(i));
    if (options.boostDice === undefined) {
      if (free.length === 0) return err(gfError("roll.boost-no-die", "GF-ROLL-5"));
      // Naciste listo lets two dice in; with only one left the boost still adds that one.
      boostDice = free.slice(0, count);
    } else {
      const chosen = options.boostDice;
      const bad = checkIndices(dice, chosen, "boost");
      if (!bad.ok) return bad;
      if (chosen.length === 0 || chosen.length > count) {
        return err(gfError("roll.boost-count", count === 2 ? "GF-TRICK-18" : "GF-ROLL-5", { allowed: count, chosen: chosen.length }));
      }
      for (const i of chosen) {
        if (inResult.has(i)) return err(gfError("roll.boost-in-result", "GF-ROLL-5", { die: label(dice, i), position: i + 1 }));
        if (botchSet.has(i)) return err(gfError("roll.result-botch", "GF-ROLL-2", { die: label(dice, i), position: i + 1 }));
        if (discarded.has(i)) return err(gfError("roll.result-discarded", "GF-ROLL-3", { die: label(dice, i), position: i + 1 }));
      }
      boostDice = [...chosen];
    }
  } else if (options.boostDice !== undefined || options.bornClever) {
    return err(gfError("roll.boost-without-pv", "GF-ROLL-5"));
  }

  const faceSum = (indices: readonly number[]) => indices.reduce((sum, i) => sum + (dice[i] as RolledDie).face, 0);
  const base = faceSum(resultDice);
  const boost = faceSum(boostDice) + (options.boostPk ? 3 : 0);

  // GF-WIN-2: never a botch; never a die used for the result or a boost, unless Movido por la pasión.
  const used = new Set([...resultDice, ...boostDice]);
  const effectCandidates = usable
    .filter((i) => options.effectFromResult || !used.has(i))
    .sort((a, b) => (dice[b] as RolledDie).size - (dice[a] as RolledDie).size || a - b);
  // GF-AMB-20: the default is no effect; the Cortex-style setting stands in a d4.
  const fallbackEffectSize = effectCandidates.length === 0 && options.noEffectDie === "d4" ? 4 : null;

  return ok({
    dice,
    botches,
    discarded: [...discarded].sort((a, b) => a - b),
    resultDice,
    boostDice,
    base,
    boost,
    bonus,
    result: base + boost + bonus,
    effectCandidates,
    fallbackEffectSize,
    // GF-AMB-25: Naciste listo does not make the PV boost free.
    cost: { pv: options.boostPv ? 1 : 0, pk: options.boostPk ? 1 : 0 },
  });
}

/** How an answering roll stands against the result it answers (GF-RES-2). */
export interface Comparison {
  /** GF-RES-7: matching or beating the standing result keeps the answering side in the scene. */
  readonly holds: boolean;
  /** answer − standing; GF-TRICK-19 Nada mal pero looks for the opponent beating you by 5 or more. */
  readonly margin: number;
}

/**
 * GF-RES-3, GF-RES-5, GF-RES-7: every answer must match or beat the standing result, so ties go to
 * the side answering (the antagonist when opposing, the protagonist when retrying). The opening roll
 * answers nothing and is never compared.
 */
export function compareWithStanding(answer: number, standing: number): Comparison {
  return { holds: answer >= standing, margin: answer - standing };
}
