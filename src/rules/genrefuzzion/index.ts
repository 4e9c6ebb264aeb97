// Public API of the GenreFuzzion rules (pure: no I/O, no clock, no randomness; dice arrive rolled).
//
// Roll evaluation (digest §12–§13):
//   evaluateRoll(dice, options) → Result<RollEvaluation, GfError>
//     dice: readonly { size, face }[] (the dice engine's Die fits). Options: botch faces (onesBotch,
//     twosBotch), resultChoice "free" | "strict" (GF-AMB-14), resultDice (indices the roller picks),
//     boostPv / bornClever / boostDice (GF-ROLL-5a), boostPk (GF-ROLL-5b), bonus (GF-ROLL-6),
//     discarded, effectFromResult (GF-TRICK-17), noEffectDie (GF-AMB-20).
//     RollEvaluation gives indices into `dice`: botches, discarded, resultDice, boostDice,
//     effectCandidates (largest first); and numbers: base, boost, bonus, result, cost {pv, pk}.
//   compareWithStanding(answer, standing) → { holds, margin }   (GF-RES-3/5/7: ties go to the answer)
//
// Errors are GfError values { code, rule, params }; rulesMessage(error, lang) renders them in es/en.
// Settings for every open rule (GF-AMB-nn) live in DEFAULT_SETTINGS / settingsWith().
export { evaluateRoll, compareWithStanding } from "./evaluate.js";
export type { EvaluateOptions, RollEvaluation, Comparison } from "./evaluate.js";
export { DIE_SIZES, MAX_DIE, isDieSize, stepUp, stepDown, dieName } from "./dice.js";
export type { DieSize, RolledDie } from "./dice.js";
export { DEFAULT_SETTINGS, settingsWith } from "./settings.js";
export type { GfSettings } from "./settings.js";
export { rulesMessages, rulesMessage } from "./messages.js";
