// Whose turn it is, where Discourse users already look: with the official discourse-assign plugin
// (config discourse.assign), each table's topic is assigned to whoever the game waits for, so the
// player's "Assigned" list and its notifications show the tables waiting for them, and unassigned
// when nobody is awaited (the scene over, the table idle). Best effort: the game never waits on it; a
// refusal is logged, and the next move assigns again. discourse-assign answers 400 "already
// assigned" for an unchanged assignee (lib/assigner.rb, forbidden_reasons, at
// discourse/discourse-assign@bb1e5775), which counts as done. Assigning needs the service's account
// to be staff (AssignController#ensure_assign_allowed) and the players to be in the site setting
// assign_allowed_on_groups (Assigner#can_be_assigned?): plugin/README.md says so.
import type { DiscourseClient } from "./discourse/client.js";
import { DiscourseError } from "./discourse/client.js";
import type { Log } from "./log.js";
import type { Store } from "./store/store.js";

export interface TopicAssignments {
  /**
   * The topic waits for `username`, or for nobody (undefined); `waiting`: everyone it waits for, when
   * that is several (a vote, sealed bids), else `username` alone.
   */
  turn(topicId: number, username: string | undefined, waiting?: readonly string[]): Promise<void>;
}

/** No plugin: nothing is assigned. */
export const NO_ASSIGNMENTS: TopicAssignments = { turn: async () => {} };

export function topicAssignments(forum: Pick<DiscourseClient, "assignTopic" | "unassignTopic">, log: Log): TopicAssignments {
  /** What this instance last set per topic, so an unchanged turn costs no request. */
  const held = new Map<number, string | null>();
  return {
    async turn(topicId, username) {
      const want = username?.toLowerCase() ?? null;
      if (held.has(topicId) && held.get(topicId) === want) return;
      try {
        if (want) await forum.assignTopic?.(topicId, want);
        else await forum.unassignTopic?.(topicId);
        held.set(topicId, want);
      } catch (e) {
        if (e instanceof DiscourseError && e.status === 400 && /already assigned/i.test(e.message)) { held.set(topicId, want); return; }
        held.delete(topicId);
        log.warn("assign: the topic's turn could not be assigned", { topicId, username: want, error: String(e) });
      }
    },
  };
}

/**
 * Whose turn each table is, kept in the store (topic_turns) for the plugin's "your turn" badge in the
 * topic list, which reads it from GET /turns.json on forums without discourse-assign; then handed on
 * to `inner` (discourse-assign, or nothing). Best effort as well: a store that cannot take it is
 * logged, and the game goes on.
 */
export function recordedTurns(store: Pick<Store, "setTurn">, inner: TopicAssignments, now: () => number, log: Log): TopicAssignments {
  return {
    async turn(topicId, username, waiting) {
      const who = [...new Set((waiting ?? (username ? [username] : [])).map((u) => u.toLowerCase()))];
      try {
        await store.setTurn(topicId, who, now());
      } catch (e) {
        log.warn("turns: the topic's turn could not be stored", { topicId, error: String(e) });
      }
      await inner.turn(topicId, username, waiting);
    },
  };
}
