// GenreFuzzion's service adapter: its thread flow is its own code on the service's parts (scenes,
// actions, intervals and the free pool roller, with the players' points ledger across topics, the
// Moderator's claims and the sheet jobs), not a TopicFlow. The composition roots (`gf serve`, the
// tests' harness) hand it to startService (src/service/game-service.ts), which plays GenreFuzzion's
// categories' posts through it and reads every sheet with its [gf-sheet] model.
import { dicePostHandler } from "../../../service/dice-post.js";
import type { GameService } from "../../../service/game-service.js";
import type { LedgerEntry } from "../rules/state.js";
import type { Sheet } from "../sheet/index.js";
import { sceneGame } from "./game/scene-game.js";
import { poolRollHandler } from "./pool-roll.js";
import { gfSheetModel } from "./sheets/index.js";
import { PointsGuard } from "./sheets/points-guard.js";

export const genreFuzzionService: GameService<Sheet, LedgerEntry> = {
  game: gfSheetModel.game,
  sheets: gfSheetModel,
  // GF-PTS-1, GF-PTS-2, GF-FORUM-4: the players' points ledger, hand-edits flagged to the Moderator (sheets/points-guard.ts).
  points: (parts) => new PointsGuard(parts),
  start(parts) {
    const { registry, moderator, maxWaitMs, assignments, ...thread } = parts;
    // Scenes: [gf-scene], [gf-action] and the pools of a topic with a scene in play, through the rules.
    const game = sceneGame({ ...thread, registry, moderator, maxWaitMs, assignments });
    const poolRoll = poolRollHandler({ ...thread,
      sheets: { resolve: (ref) => registry.resolve(ref), characterOf: (username) => registry.characterOf(username), sync: () => registry.sync() } });
    // One path for a post that may roll: the topic's game plays it when it claims it, else the free pool roller.
    const play = dicePostHandler(thread, { game: { claim: game.claim, play: game.play }, pools: poolRoll });
    return { play, sweep: game.sweep };
  },
};
