// Pujas' rules: the public API. A ledger: every narrative fact is bought with coins, and this module
// keeps the books. Pure and deterministic: no I/O, no clock, no randomness (d10s arrive rolled, as
// the shared dice core gives them). Rule IDs are the project's numbering of the order of play (PJ-…);
// PJ-AMB-nn are settings with defaults; PJ-TOOL-nn are this tool's choices where the rules are silent
// (docs/games/pujas.md).
//
//   initialState(setup) → Result<PjState>      setup = { players (seating), first?, settings? }
//   parseAction(json) → Result<Action>         zod at the edge: a post's blocks or a log line
//   apply(state, action) → Result<{ state, entries }>   entries: coins moved and facts, each with its rule
//   replay(records) → { steps, checks, failure }: a whole log, for `gf pujas replay`
//   coinsInPlay(state): the books' balance (held + Bank = started)
//   importanceOf(state, component), isSuccess(face), biddingOrder(state, challenge)
export { apply, initialState, parseAction, coinsInPlay } from "./apply.js";
export type { Step } from "./apply.js";
export { replay } from "./replay.js";
export { pjStateSchema, readPjState } from "./state-schema.js";
export type { Replay, ReplayStep, ReplayCheck, Expectation } from "./replay.js";
export { importanceOf } from "./components.js";
export { isSuccess } from "./complications.js";
export { biddingOrder, decidedVersion } from "./challenges.js";
export { DEFAULT_SETTINGS } from "./settings.js";
export type { PjSettings } from "./settings.js";
export { pujasMessages, pujasMessage } from "./messages.js";
export { LEDGER_WORDS, ledgerText, said } from "./ledger-words.js";
export type { LedgerKey, Said } from "./ledger-words.js";
export * from "./model.js";
export { action as actionSchema, setup as setupSchema } from "./schemas.js";
export type { Action, ActionInput, ActionType, Setup } from "./schemas.js";
export { evaluateRoll, evaluatePools } from "./evaluate.js";
export type { RollReading, PoolFaces, PoolsReading } from "./evaluate.js";
