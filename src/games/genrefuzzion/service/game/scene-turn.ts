// Whose turn it is in a topic's game, as the rules say (turnOf in games/genrefuzzion/rules/turn.ts): the line
// the service ends every scene reply with, and who the turn reminders mention. This file only words it.
import type { GfError } from "../../../../lib/result.js";
import { gfError } from "../../../../lib/result.js";
import type { GameState } from "../../rules/index.js";
import { turnOf } from "../../rules/turn.js";
import { replyName } from "../../../../service/reply-name.js";

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
  const turn = turnOf(game);
  const who = turn.player;
  const key = `${scene?.number ?? game.scenesPlayed}:${game.phase}:${scene?.rolls.length ?? 0}:${who ?? "-"}`;
  const line = (code: string, params: Record<string, string | number> = {}) => ({ who, key, line: gfError(`game.turn.${code}`, turn.rule, params) });
  const principal = () => {
    const side = turn.actor === "protagonist" || turn.actor === "antagonist" ? turn.actor : "protagonist";
    return { who: mention(who), character: replyName(scene?.[side].character ?? "-") };
  };
  const standing = String(scene?.standing?.result ?? "-");
  switch (game.phase) {
    case "calls":
      // GF-ANT-2: an extra waits for a volunteer; GF-ANT-1: a character's player presents it.
      return turn.rule === "GF-ANT-2" ? line("calls-extra", { character: replyName(scene?.antagonist.character ?? "-") }) : line("calls", principal());
    case "p_roll": return line("p_roll", principal());
    // GF-FIN-2, GF-AMB-36: in the Grand Finale the way out is conceding the roll, never yielding.
    case "a_decide": return line(scene?.finale ? "a_decide-finale" : "a_decide", { ...principal(), standing });
    case "p_decide": return line(scene?.finale ? "p_decide-finale" : "p_decide", { ...principal(), standing });
    case "won": return line("won", principal());
    case "rating":
      // GF-AMB-28: once the Moderator has named a rater, the turn is theirs.
      if (scene?.finale) return line("rating-finale", { protagonist: mention(scene.protagonist.player), antagonist: mention(scene.antagonist.player) });
      return who ? line("rating-named", { who: mention(who) })
        : line("rating", { protagonist: mention(scene?.protagonist.player), antagonist: mention(scene?.antagonist.player) });
    case "idle":
      // GF-SUSP-1: the Moderator named who opens the next scene; the suspended one waits for it.
      if (game.suspended && who) return line("idle-suspended", { who: mention(who), scene: game.suspended.scene.number });
      return who ? line("idle", { who: mention(who) }) : line("idle-anyone");
    case "epilogue": return line("epilogue");
    case "interval": return line("interval");
  }
}
