// What every handler that rolls and replies in a thread needs from the service (a game service's
// free rolls and its thread game, src/games/<id>/service): one definition, so both read the forum,
// the operator's dice, the platform's reply frames and the finish of every reply the same way.
import type { Lang } from "../lib/i18n.js";
import type { PostDice } from "./post-dice.js";
import type { Templates } from "./templates.js";
import type { ForumUsers } from "./users.js";

export interface ThreadReplyDeps {
  /** The operator's roll (src/dice/operator.ts): derive, sign, prove; with the post's beacon round when one is configured. */
  readonly dice: Pick<PostDice, "forPost">;
  readonly templates: Templates;
  /** The forum's canonical name in roll contexts: host[:port] of the configured Discourse URL. */
  readonly forum: string;
  /** The forum's origin, for links in replies. */
  readonly forumUrl: string;
  readonly serviceUsername: string;
  /** Categories the service acts in. */
  readonly categories: ReadonlySet<number>;
  readonly langFor: (categoryId: number | null) => Lang;
  /** Who may be mentioned: only users the forum confirms (never a group or @here). */
  readonly users: ForumUsers;
}
