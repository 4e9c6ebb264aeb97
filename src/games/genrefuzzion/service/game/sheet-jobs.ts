// A topic's pending sheet updates, written to the forum after the commit that made them: through the
// conflict-safe loop (src/service/sheets), each job at most once, and dropped from the stored game
// once written (or no longer possible). A withdrawn scene's undo tells the thread what stays (GF-SUSP-2).
import { oneAtATime } from "../../../../lib/one-at-a-time.js";
import type { GfError } from "../../../../lib/result.js";
import { describeChange, sheetMessage } from "../../sheet/index.js";
import type { SheetChange } from "../../sheet/index.js";
import type { DiscourseClient } from "../../../../service/discourse/client.js";
import type { Log } from "../../../../service/log.js";
import { sceneUndoReply } from "../replies.js";
import type { ThreadReplyDeps } from "../../../../service/reply-deps.js";
import { updateCharacterSheet } from "../sheets/index.js";
import type { GfRegistry } from "../sheets/index.js";
import type { Store } from "../../../../service/store/store.js";
import { GAME_ROW, readTopicGame, topicGameRow, unreadableGame } from "./topic-game.js";
import type { SheetJob, TopicGame } from "./topic-game.js";

export interface SheetJobDeps extends Pick<ThreadReplyDeps, "templates" | "users"> {
  readonly registry: GfRegistry;
  readonly enqueued: () => void;
}

/** The sheet writer of a service: `writeSheets(store, discourse, topicId, log)` writes the topic's pending jobs. */
export function sheetJobWriter(deps: SheetJobDeps) {
  /**
   * One sheet writer per topic at a time in this process: a post's handler and the sweep must not
   * both write the same pending job (its points are deltas).
   */
  const writers = oneAtATime<number>();
  function writeSheets(store: Store, discourse: DiscourseClient, topicId: number, log: Log): Promise<void> {
    return writers(topicId, () => writePending(store, discourse, topicId, log));
  }

  /**
   * GF-SUSP-2: tells the thread which changes of a withdrawn scene stay on a sheet, and why: the
   * sheet says something else now, and what a player wrote is never overwritten. Enqueued before the
   * job leaves, under a key of its own, so a retry never tells it twice.
   */
  async function tellUndoKept(store: Store, topicId: number, job: SheetJob, kept: readonly { change: SheetChange; error: GfError }[]): Promise<void> {
    const undo = job.undo!;
    const owner = deps.registry.find(job.character)?.player;
    if (owner) await deps.users.find(owner);
    const raw = deps.templates.finish(sceneUndoReply(undo.lang, {
      username: undo.username, scene: job.scene ?? 0, character: job.character, owner: owner ? deps.users.mention(owner) : "",
      kept: kept.map(({ change, error }) => `${describeChange(change, undo.lang)}: ${sheetMessage(error, undo.lang)}`),
    }), undo.lang);
    await store.enqueue({ kind: "reply", key: `undo-kept:${topicId}:${job.key}`, topicId, postId: undo.postId, replyToPostNumber: undo.postNumber,
      raw, createdAt: Date.now(), mentions: [undo.username, ...(owner ? [owner] : [])] });
    deps.enqueued();
  }

  /** Writes the sheet updates still pending for the topic, and drops each one written (or no longer possible). */
  async function writePending(store: Store, discourse: DiscourseClient, topicId: number, log: Log): Promise<void> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = await store.getScene(topicId, GAME_ROW);
      if (!row) return;
      const read = readTopicGame(row.state);
      if (!read.ok) return unreadableGame(log, topicId, read.error);
      const topic = read.value;
      if (topic.sheetJobs.length === 0) return;
      const done: string[] = [];
      for (const job of topic.sheetJobs) {
        try {
          // `once`: a job whose write landed but whose removal below never happened (a crash) is not written twice.
          const r = await updateCharacterSheet(deps.registry, discourse, { character: job.character, changes: job.changes,
            ...(job.scene !== undefined ? { scene: job.scene } : {}), rules: job.rules, ...(job.undo ? { keepRefused: true } : {}),
            ...(topic.lang ? { tableLang: topic.lang } : {}),
            once: { key: `sheet-job:${topicId}:${job.key}`, ...(job.at !== undefined ? { since: job.at } : {}) } });
          if (!r.ok) log.warn("scene: sheet not updated", { character: job.character, code: r.error.code });
          if (job.undo) {
            const kept = r.ok ? (r.value.refused ?? []) : job.changes.map((change) => ({ change, error: r.error }));
            if (kept.length) await tellUndoKept(store, topicId, job, kept);
          }
          done.push(job.key);
        } catch (e) {
          // The forum is away: the job stays, and the topic's next post tries again.
          log.warn("scene: sheet update will be retried", { character: job.character, error: String(e) });
          break;
        }
      }
      if (done.length === 0) return;
      // Only the jobs written leave; jobs another post added meanwhile stay.
      for (;;) {
        const now = await store.getScene(topicId, GAME_ROW);
        if (!now) return;
        const t = readTopicGame(now.state);
        if (!t.ok) return unreadableGame(log, topicId, t.error);
        const next: TopicGame = { ...t.value, sheetJobs: t.value.sheetJobs.filter((j) => !done.includes(j.key)) };
        if (await store.putScene(topicGameRow(topicId, next, now.version + 1), now.version)) break;
      }
      return;
    }
  }

  return writeSheets;
}
