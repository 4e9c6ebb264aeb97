// The store keeps a row per post in two tables nothing else bounds: post_outcomes (one answer per text
// of a post across instances, judge-post.ts) and processed_posts (the version and raw each post was
// seen through, the reconciler's "seen"). Both matter only while a post may still come back: a
// Discourse retry (hours), another instance's delivery (seconds), the reconciler's sweep (its look
// back, and the posts above its mark). Rows older than the configured retention (config `retention`,
// checked longer than the reconciler's look back) are deleted, in small batches so that a first prune
// of a large store never holds the writer for long; every instance may prune, deleting is idempotent.
// A seen post above the reconciler's mark is kept whatever its age: a sweep that has not finished yet
// (the service was down longer than the retention) still reads back to the mark, and must find it seen.
// Rolls, the outbox and the games are never pruned: their keys keep every roll and reply once for good.
import type { Log } from "./log.js";
import { RECONCILED_MARK } from "./reconciler.js";
import type { Store } from "./store/store.js";

const DAY_MS = 86_400_000;
/** Rows deleted per statement. */
export const PRUNE_BATCH = 1_000;

export async function prunePosts(store: Store, now: number, days: number, log: Log): Promise<{ outcomes: number; seen: number }> {
  const before = now - days * DAY_MS;
  const seenUpTo = await store.getMark(RECONCILED_MARK);
  let outcomes = 0;
  let seen = 0;
  for (;;) {
    const r = await store.prunePosts(before, seenUpTo, PRUNE_BATCH);
    outcomes += r.outcomes;
    seen += r.seen;
    if (r.outcomes < PRUNE_BATCH && r.seen < PRUNE_BATCH) break;
    // Webhooks go first between batches (SQLite's statements run on this thread).
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (outcomes || seen) log.info("store: post records older than the retention pruned", { outcomes, seen, days });
  return { outcomes, seen };
}
