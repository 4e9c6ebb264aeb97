// Whose turn it is in a topic's game, read from the rules engine's state (GameState.phase):
// the line the service ends every scene reply with, and who the turn reminders mention.
import type { GfError } from "../../lib/result.js";
import { gfError } from "../../lib/result.js";
import type { GameState, Side } from "../../rules/genrefuzzion/index.js";
import { replyName } from "./reply-name.js";

export interface SceneTurn {
  /** The forum username due to post, if one is; null when any of several players may (a rating, an extra's volunteer). */
  readonly who: string | null;
  /** What they are due to do: a game.turn.* message. */
  readonly line: GfError;
  /** A key naming this wait: the reminder is posted once per key. */
  readonly key: string;
}

/** Without a list of confirmed users, nobody is mentioned: names go out bare (src/service/users.ts says who is real). */
const bare = (username: string | null | undefined) => (username ? replyName(username) : "-");

/** The players whose names a turn line may carry, to confirm as forum users before `mention` is asked. */
export function turnNames(game: GameState): string[] {
  const scene = game.scene;
  return [scene?.protagonist.player, scene?.antagonist.player, scene?.rater, game.next].filter((n): n is string => !!n);
}

export function sceneTurn(game: GameState, mention: (username: string | null | undefined) => string = bare): SceneTurn {
  const scene = game.scene;
  const n = scene?.number ?? game.scenesPlayed;
  const key = (who: string | null) => `${n}:${game.phase}:${scene?.rolls.length ?? 0}:${who ?? "-"}`;
  const principal = (side: Side) => (scene ? scene[side] : undefined);
  const side = (s: Side, rule: string, extra: Record<string, string | number> = {}): SceneTurn => {
    const p = principal(s);
    const who = p?.player ?? null;
    return { who, line: gfError(`game.turn.${game.phase}`, rule, { who: mention(who), character: replyName(p?.character ?? "-"), ...extra }), key: key(who) };
  };
  const standing = String(scene?.standing?.result ?? "-");
  switch (game.phase) {
    case "calls":
      // GF-ANT-1, GF-ANT-2: a character's player presents it; an extra waits for a volunteer.
      if (scene?.antagonist.extra && !scene.antagonist.player) {
        return { who: null, line: gfError("game.turn.calls-extra", "GF-ANT-2", { character: replyName(scene.antagonist.character) }), key: key(null) };
      }
      return side("antagonist", "GF-ANT-1");
    case "p_roll": return side("protagonist", "GF-POOL-1");
    case "a_decide": return side("antagonist", "GF-RES-1", { standing });
    case "p_decide": return side("protagonist", "GF-RES-4", { standing });
    case "won": return side(scene?.outcome?.winner ?? "protagonist", "GF-WIN-3");
    case "rating":
      // GF-AMB-28: once the Moderator has named a rater, the turn is theirs.
      if (scene?.rater) return { who: scene.rater, line: gfError("game.turn.rating-named", "GF-AMB-28", { who: mention(scene.rater) }), key: key(scene.rater) };
      return { who: null, key: key(null), line: gfError("game.turn.rating", "GF-RATE-4",
        { protagonist: mention(scene?.protagonist.player), antagonist: mention(scene?.antagonist.player) }) };
    case "idle":
      // GF-SUSP-1: the Moderator named who opens the next scene; the suspended one waits for it.
      if (game.suspended && game.next) {
        return { who: game.next, line: gfError("game.turn.idle-suspended", "GF-SUSP-1", { who: mention(game.next), scene: game.suspended.scene.number }), key: key(game.next) };
      }
      return game.next
        ? { who: game.next, line: gfError("game.turn.idle", "GF-NEXT-1", { who: mention(game.next) }), key: key(game.next) }
        : { who: null, line: gfError("game.turn.idle-anyone", "GF-NEXT-1"), key: key(null) };
    case "epilogue": return { who: null, line: gfError("game.turn.epilogue", "GF-FIN-1"), key: key(null) };
    case "interval": return { who: null, line: gfError("game.turn.interval", "GF-NEXT-1"), key: key(null) };
  }
}
