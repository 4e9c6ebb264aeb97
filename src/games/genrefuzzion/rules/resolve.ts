// Rolling inside a scene: match the rolled dice to the built pool, evaluate them, and move the
// resolution loop (GF-RES-1..7). Also re-evaluates the latest roll when a trick or flaw changes
// it after the fact (No tan rápido, Siempre alerta, Suerte inmerecida, Lapsus freudiano).
import { DONE, err, gfError, ok } from "../../../lib/result.js";
import type { Done, Result } from "../../../lib/result.js";
import type { DScene, D } from "./context.js";
import { dieName } from "./dice.js";
import type { RolledDie } from "./dice.js";
import { evaluateRoll } from "./evaluate.js";
import type { EvaluateOptions, RollEvaluation } from "./evaluate.js";
import { afterRoll } from "./turn.js";
import type { Draft, PoolDie, RollRecord, Side } from "./state.js";

const sizesText = (sizes: readonly number[]) => [...sizes].sort((a, b) => a - b).map(dieName).join(" ") || "-";

/**
 * Pairs each rolled die with a die of the pool of the same size. Dice of one size are
 * interchangeable, so the dice service may roll them in its own (canonical) order.
 */
export function matchDice(pool: readonly { size: number }[], dice: readonly RolledDie[]): Result<number[]> {
  const free = pool.map((_, i) => i);
  const sourceOf: number[] = [];
  for (const die of dice) {
    const k = free.findIndex((i) => pool[i]?.size === die.size);
    if (k < 0) break;
    sourceOf.push(free[k] as number);
    free.splice(k, 1);
  }
  if (sourceOf.length !== dice.length || free.length > 0) {
    return err(gfError("roll.dice-mismatch", "GF-ROLL-1", { pool: sizesText(pool.map((p) => p.size)), rolled: sizesText(dice.map((d) => d.size)) }));
  }
  return ok(sourceOf);
}

/** GF-TRICK-06, GF-AMB-23: the die Excelencia discards. */
export function lowestDie(dice: readonly RolledDie[], by: "lowest-face" | "smallest-size"): number {
  let best = 0;
  dice.forEach((die, i) => {
    const b = dice[best] as RolledDie;
    const key = by === "lowest-face" ? [die.face, die.size] : [die.size, die.face];
    const bestKey = by === "lowest-face" ? [b.face, b.size] : [b.size, b.face];
    if (key[0]! < bestKey[0]! || (key[0] === bestKey[0] && key[1]! < bestKey[1]!)) best = i;
  });
  return best;
}

/** Evaluates one roll; under Cámara lenta (GF-TRICK-03) the better of two, the first on a tie. */
export function evaluateBest(
  rolls: readonly (readonly RolledDie[])[], options: EvaluateOptions, discardLowest: D["settings"]["excelenciaDiscards"] | null,
): Result<{ dice: readonly RolledDie[]; evaluation: RollEvaluation; options: EvaluateOptions }> {
  let best: { dice: readonly RolledDie[]; evaluation: RollEvaluation; options: EvaluateOptions } | undefined;
  for (const dice of rolls) {
    const opts = discardLowest ? { ...options, discarded: [...(options.discarded ?? []), lowestDie(dice, discardLowest)] } : options;
    const r = evaluateRoll(dice, opts);
    if (!r.ok) return r;
    if (!best || r.value.result > best.evaluation.result) best = { dice, evaluation: r.value, options: opts };
  }
  return best ? ok(best) : err(gfError("scene.no-roll", "GF-ROLL-1"));
}

/**
 * GF-RES-1..7: the roll answers the standing result (or opens the loop). Matching or beating it keeps
 * the roller's side in the scene; falling short loses the roll, and the other side wins (GF-WIN-1).
 */
export function resolve(d: D, scene: DScene, side: Side, result: number, answered: number | null): void {
  const next = afterRoll(side, result, answered);
  scene.standing = next.standing;
  scene.outcome = next.winner ? { how: "won", winner: next.winner } : null;
  d.phase = next.phase;
}

/**
 * Changes the latest roll after the fact and resolves it again against the result it answered:
 * `drop` leaves dice out and `reroll` gives the new faces of the dice kept (a reroll), or
 * `discard` greys one die without rerolling (Lapsus freudiano). Paid boosts stay bought; if no die is
 * left for the PV boost it adds nothing.
 */
export function reviseLatest(
  d: D, scene: DScene, change: { drop: readonly number[]; reroll: readonly RolledDie[] } | { discard: number }, rule: string,
): Done {
  const record = scene.rolls[scene.rolls.length - 1];
  if (!record) return err(gfError("scene.no-roll", rule));
  let dice: readonly RolledDie[] = record.dice;
  let sourceOf: readonly number[] = record.sourceOf;
  let options: EvaluateOptions = { ...record.options, resultDice: undefined, boostDice: undefined };
  if ("discard" in change) {
    if (!Number.isInteger(change.discard) || change.discard < 0 || change.discard >= dice.length) {
      return err(gfError("roll.no-such-die", rule, { position: change.discard + 1, count: dice.length }));
    }
    options = { ...options, discarded: [...(record.evaluation.discarded), change.discard] };
  } else {
    const drop = new Set(change.drop);
    for (const i of drop) if (!Number.isInteger(i) || i < 0 || i >= dice.length) return err(gfError("roll.no-such-die", rule, { position: i + 1, count: dice.length }));
    const keptSources = sourceOf.filter((_, i) => !drop.has(i));
    const kept = keptSources.map((s) => record.pool[s] as PoolDie);
    const matching = matchDice(kept, change.reroll);
    if (!matching.ok) return matching;
    const matched = matching.value;
    dice = change.reroll;
    sourceOf = matched.map((k) => keptSources[k] as number);
    // A reroll starts clean: earlier discards were of the old faces (Excelencia discards again).
    options = { ...options, discarded: undefined };
  }
  const excelencia = record.pool.some((p) => p.kind === "trick" && p.name === "excelencia") && !("discard" in change);
  let evaluated = evaluateBest([dice], options, excelencia ? d.settings.excelenciaDiscards : null);
  if (!evaluated.ok && evaluated.error.code === "roll.boost-no-die") {
    evaluated = evaluateBest([dice], { ...options, boostPv: false, bornClever: false }, excelencia ? d.settings.excelenciaDiscards : null);
  }
  if (!evaluated.ok) return evaluated;
  const best = evaluated.value;
  const revised: Draft<RollRecord> = { ...record, dice: [...best.dice] as Draft<RolledDie>[], sourceOf: [...sourceOf], options: best.options as Draft<EvaluateOptions>, evaluation: best.evaluation as Draft<RollEvaluation> };
  scene.rolls[scene.rolls.length - 1] = revised;
  resolve(d, scene, record.side, best.evaluation.result, record.answered);
  return DONE;
}
