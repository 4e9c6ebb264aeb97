// Facetas' rules: the public API. Conflicts of d6 dice backed by facets, with Risk, Story Points
// (PH), Inspirations and Traits, the Ally's and the World's turns, and the loot. Pure and
// deterministic: no I/O, no clock, no randomness (dice arrive rolled). Rule IDs are FA-…; every
// ambiguity FA-AMB-nn is a setting with a default (docs/games/facetas.md, section 5).
//
//   initialState(setup) → Result<FaState>          the conflict's opening: roles, sheets, settings
//   parseAction(json) → Result<Action>             zod at the edge: a post's blocks or a log line
//   apply(state, action) → Result<{ state, entries }>   entries: the visible log, each with its rule
//   awaited(state): whom the game waits for, and for what; legalNow(state): the actions open on turn
//   bestPairing / split / checkPairing: the loot's arithmetic
//   replay(records): a whole log, for `gf facetas replay`
export { apply, initialState, parseAction } from "./apply.js";
export type { Step } from "./apply.js";
export { awaited, legalNow } from "./awaited.js";
export type { Awaited } from "./awaited.js";
export { adversaryLossPh, allyHalf, bestPairing, checkPairing, split, worldLoot } from "./pairing.js";
export type { Split } from "./pairing.js";
export { replay, sums } from "./replay.js";
export { faStateSchema, readFaState } from "./state-schema.js";
export type { Replay, ReplayStep, ReplayCheck, Expectation } from "./replay.js";
export { DEFAULT_SETTINGS, settingsSchema } from "./settings.js";
export type { FaSettings } from "./settings.js";
export { facetasMessages, facetasMessage } from "./messages.js";
export * from "./model.js";
export { action as actionSchema, setup as setupSchema, UNMATCHED } from "./schemas.js";
export type { Action, ActionInput, ActionType, Setup } from "./schemas.js";
