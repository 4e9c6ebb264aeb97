// GenreFuzzion rules: the public API. Pure and deterministic: no I/O, no clock, no randomness
// (dice arrive already rolled). Rule IDs are explained in src/games/genrefuzzion/reference/en.md.
//
// ── Rolls (GF-ROLL, GF-RES) ────────────────────────────────────────────────────────────────────────
//   evaluateRoll(dice, options) → Result<RollEvaluation, GfError>
//     dice: readonly { size, face }[] (the dice engine's Die). Options: onesBotch / twosBotch
//     (GF-ROLL-2), resultChoice "free" | "strict" (GF-AMB-14), resultDice (the roller's pick),
//     boostPv / bornClever / boostDice (GF-ROLL-5a), boostPk (GF-ROLL-5b), bonus (GF-ROLL-6),
//     discarded, effectFromResult (GF-TRICK-17), noEffectDie (GF-AMB-20).
//     RollEvaluation holds indices into `dice` (botches, discarded, resultDice, boostDice,
//     effectCandidates largest first) and numbers (base, boost, bonus, result, cost {pv, pk}).
//   compareWithStanding(answer, standing) → { holds, margin }   ties go to the answer (GF-RES-7)
//
// ── The campaign reducer ───────────────────────────────────────────────────────────────────
//   initialState(setup) → Result<GameState>      setup = { moderator, players, characters,
//                                                 settings?, carryOver?, inPlay? } (schemas.ts)
//   parseAction(json) → Result<Action>           validate a post or a log line (zod) at the edge
//   apply(state, action) → Result<GameState>     the state is never mutated; on error it is unchanged
//   Every action names the acting `player` (forum username) and, where one acts, the `character`.
//   Action types, in the order a scene meets them (see schemas.ts for every field):
//     open · ask-rewrite · revise · refuse · block · ally-intention · present · roll · yield ·
//     concede · trick · flaw · effect · rate · name-rater · rate-finale · suspend · resume · withdraw
//   `ally-intention` (GF-FIN-3): a Grand Finale ally's own intention, stated by its runner until its
//   side's first pool; it changes no pool or points. fulfilledIntentions(scene) lists what comes true
//   once a scene is won (the winner's intention and the winning side's allies').
//   `name-rater` (GF-AMB-28): the Moderator names an eligible rater; then only that rating counts
//   (until then, the first wins). No clock: the SERVICE sends it only after the maximum wait time.
//     interval · hand-over · train · rename · new-trick · new-flaw · new-cliche ·
//     new-relationship · endorse · satisfy · retire · redirect · drop-relationship · join · sponsor
//   `roll` carries the pool as the markup's entries (kind cliche|relationship|advantage|problem|
//   scene|ally|against|bought|gift|give, name, owner?, size? — a typed size must match the sheet),
//   the tricks declared with it, and the dice rolled (any order: dice of one size are
//   interchangeable). planRoll(state, roll-without-dice) → { sizes, pool, rolls } tells the service
//   which dice to roll for a posted pool (rolls = 2 under Cámara lenta), with the same checks.
//   GameState.phase follows the scene's turn order: idle → calls → p_roll → a_decide ⇄ p_decide → won → rating →
//   idle | interval (epilogue after the Grand Finale). GameState.scene.rolls keeps every roll with
//   its pool, dice and evaluation; scene.claims the narrative activations taken on a player's word
//   (GF-TT-4, for dispute); GameState.ledger every points entry { player, currency, amount, rule,
//   reason, scene? } (GF-PTS-1: points are the players'; GF-PTS-2: never negative). Sheets live in
//   GameState.characters and change as the rules say (effects, sacrifices, training): diff them to
//   update the wiki. `effect` outcomes name their die by index into the last roll or by size ("d8").
//
// ── Errors ─────────────────────────────────────────────────────────────────────────────────────
//   Every failure is a GfError { code, rule, params }; rulesMessage(error, "es" | "en") renders the
//   sentence the service can post as is, e.g. "you can't retry: your new pool must have 6 dice and
//   has 5 (GF-RES-6)". rulesMessages is the catalogue (every code, both languages).
//
// ── Data and settings ──────────────────────────────────────────────────────────────────────────
//   TRICKS / trickById, FLAWS / flawById: GF-TRICK-*, GF-FLAW-* with cost, activation and effect in es and en.
//   CLICHE_TABLE, RELATIONSHIP_TABLE, tableEntry(table, 1..100, lang): GF-CLI-1, GF-REL-5.
//   DEFAULT_SETTINGS / settingsWith(overrides): one setting per open rule (GF-AMB-nn).
//   checkCharacter(sheet, "creation" | "new"), checkExtraDefinition, checkSceneCliches: GF-CHAR-*, GF-CLI-*.
//   replay(records) → { steps, checks, failure }: a whole log, for `gf scene replay`; its setup may be
//     `{ state }`, a campaign mid-game read strictly by gfStateSchema (readGfState: the state or where and why not).
export { evaluateRoll, compareWithStanding } from "./evaluate.js";
export type { EvaluateOptions, RollEvaluation, Comparison } from "./evaluate.js";
export { apply, parseAction } from "./apply.js";
export { slotOfLine } from "./pool.js";
export { initialState, parseCharacter, checkCharacter, checkExtraDefinition, checkSceneCliches } from "./creation.js";
export { replay } from "./replay.js";
export type { Replay, ReplayStep, ReplayCheck, Expectation } from "./replay.js";
export { gfStateSchema, readGfState } from "./state-schema.js";
export { action as actionSchema, setup as setupSchema, character as characterSchema, settingsSchema } from "./schemas.js";
export type { Action, ActionType, Setup, Character, CharacterInput, Trait, PoolEntry, TrickPlay, RollPlanInput } from "./schemas.js";
export type { GameState, Scene, Phase, Side, Ally, Balance, LedgerEntry, RollRecord, PoolDie, Effect, Principal } from "./state.js";
export { TRICKS, trickById } from "./tricks.js";
export type { Trick, TrickTiming, Currency } from "./tricks.js";
export { FLAWS, flawById } from "./flaws.js";
export type { Flaw, FlawTrigger } from "./flaws.js";
export { CLICHE_TABLE, RELATIONSHIP_TABLE, tableEntry } from "./tables.js";
export { DIE_SIZES, MAX_DIE, isDieSize, stepUp, stepDown, dieName } from "./dice.js";
export type { DieSize, RolledDie } from "./dice.js";
export { DEFAULT_SETTINGS, settingsWith } from "./settings.js";
export type { GfSettings } from "./settings.js";
export { rulesMessages, rulesMessage } from "./messages.js";
export { fulfilledIntentions, planRoll, roundAverage, stepUpPrice } from "./scene.js";
