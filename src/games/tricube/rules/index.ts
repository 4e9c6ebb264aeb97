// Tricube Tales' rules: the public API. Pure and deterministic: no I/O, no clock, no randomness
// (dice arrive rolled, as the shared dice core gives them). Rule IDs are the project's numbering of the rules
// (TT-…); TT-TOOL-nn are this tool's defaults where the rules are silent (docs/games/tricube.md).
//
//   initialState(setup) → Result<TtState>      setup = { gm, settings?, characters } (schemas.ts)
//   parseAction(json) → Result<Action>         zod at the edge: a post's blocks or a log line
//   apply(state, action) → Result<{ state, entries }>   entries: what changed, each with its rule
//   evaluateChallenge(faces, difficulty) / diceCount / opposed: one roll, for `gf tricube eval`
//   replay(records) → { steps, checks, failure }: a whole session log, for `gf tricube replay`
//   planRoll(state, { by, challenge, character, concept? }) → Result<{ dice, difficulty }>: how many d6
//     the service rolls for a declaration, with the roll's own checks (TT-DICE-1)
//   awaited(state) → [{ user, what: roll | cost | affliction | answer, character, challenge?, rule }]:
//     whom the game waits for, for reminders and cards
export { apply, initialState, parseAction } from "./apply.js";
export type { Step } from "./apply.js";
export { replay } from "./replay.js";
export type { Replay, ReplayStep, ReplayCheck, Expectation } from "./replay.js";
export { diceCount, qualityApplies } from "./dice-count.js";
export type { DiceCountInput } from "./dice-count.js";
export { outcomeOf, countHits, opposed } from "./outcome.js";
export type { OpposedResult } from "./outcome.js";
export { baseDifficulty } from "./difficulty.js";
export { makeCharacter, checkCharacter, levelFor } from "./character.js";
export { MONSTERS, monsterNamed } from "./monsters.js";
export { DEFAULT_SETTINGS, ALL_MODULES } from "./settings.js";
export type { TtSettings } from "./settings.js";
export { tricubeMessages, tricubeMessage } from "./messages.js";
export * from "./model.js";
export { action as actionSchema, setup as setupSchema, characterInput as characterSchema } from "./schemas.js";
export type { Action, ActionInput, ActionType, Setup, CharacterInput } from "./schemas.js";
export { planRoll, awaited, difficultyInForce } from "./queries.js";
export type { RollPlanInput, Awaited, DifficultyInForce } from "./queries.js";
export { ttStateSchema, readTtState } from "./state-schema.js";
