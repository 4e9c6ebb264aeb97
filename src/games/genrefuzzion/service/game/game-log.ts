// The game's record, as `gf scene replay` reads it: the state a topic's play started from (written
// as a resumed campaign's setup: the sheets in play, the balances they show, the scenes already
// played) and every rules action the service applied since, in order. Kept with the topic's game, so
// `gf scene export` can write the log, and anyone can replay it and get the service's ledger.
import type { Action, GameState, Setup } from "../../rules/index.js";
import type { GfError } from "../../../../lib/result.js";
import type { StoredGames } from "../../../../lib/game-tools.js";
import { readTopicGame } from "./topic-game.js";

export interface GameLog {
  readonly setup: Setup;
  /** Entries of the game's ledger before the log began (an earlier scene of the topic): not the replay's. */
  readonly ledgerFrom: number;
  readonly actions: readonly Action[];
}

/** The setup that recreates `state` (a scene about to open) through initialState. */
export function setupFrom(state: GameState): Setup {
  return {
    moderator: state.moderator, players: [...state.players], characters: Object.values(state.characters) as Setup["characters"],
    settings: { ...state.settings }, inPlay: true,
    resume: { balances: { ...state.balances }, scenesPlayed: state.scenesPlayed },
  };
}

/** Whether a post's actions start a new log: a scene opening, or the first actions of a topic with none. */
export function startsLog(log: GameLog | undefined, actions: readonly Action[]): boolean {
  return actions.length > 0 && (!log || actions.some((a) => a.type === "open"));
}

/**
 * The log after a post's actions: a post that opens a scene starts a new log from the state it
 * opened on (the sheets as they are now, GF-SCENE-2); any other post adds its actions to the log.
 */
export function extendLog(log: GameLog | undefined, before: GameState, actions: readonly Action[]): GameLog | undefined {
  if (actions.length === 0) return log;
  const base = startsLog(log, actions) ? { setup: setupFrom(before), ledgerFrom: before.ledger.length, actions: [] } : log!;
  return { ...base, actions: [...base.actions, ...actions] };
}

/**
 * The replay log of a topic's game as JSONL: the setup, each action, and an expectation of the
 * phase, balances and ledger the service holds, so the replay checks itself against the service.
 * Players who joined during play (a rater with no sheet) are in the setup from the start.
 */
export function replayLogText(log: GameLog, game: GameState): string {
  const players = [...new Set([...log.setup.players, ...game.players])];
  const lines: unknown[] = [{ setup: { ...log.setup, players } }, ...log.actions,
    { expect: { phase: game.phase, balances: game.balances, ledger: game.ledger.slice(log.ledgerFrom) } }];
  return lines.map((l) => JSON.stringify(l)).join("\n") + "\n";
}

/** The replay log of topic `topicId` from the service's store, or why there is none. */
export async function topicReplayLog(store: StoredGames, topicId: number): Promise<{ ok: true; text: string } | { ok: false; reason: "no-game" | "no-log" } | { ok: false; reason: "unreadable"; error: GfError }> {
  const row = await store.getScene(topicId, 0);
  if (!row) return { ok: false, reason: "no-game" };
  const topic = readTopicGame(row.state);
  if (!topic.ok) return { ok: false, reason: "unreadable", error: topic.error };
  return topic.value.log ? { ok: true, text: replayLogText(topic.value.log, topic.value.game) } : { ok: false, reason: "no-log" };
}
