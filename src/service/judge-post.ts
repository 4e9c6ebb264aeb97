// One answer per text of a post, across instances (docs/decisions.md "One answer per post text across
// instances"). Every player of a post whose judgement may refuse it (a game service's thread game and
// free roller, the topic-flow runner) judges it here, and only here are refusals made replies:
// 1. A text already judged, by any instance or by this one before, is not judged again: its outcome
//    (store.postOutcome, keyed by the post's version and a digest of its raw) is read first.
// 2. A judgement that refuses something may rest on this instance's sheet registry (a sheet or owner
//    another instance stored a moment ago): the registry reads the store and the post is judged again,
//    once; only a second refusal stands.
// 3. The outcome and its replies are recorded together: a refusal through store.refusePost, an
//    application (with any blocks refused beside it) through the player's commit, which records
//    "applied" in its own transaction. Whichever instance records first answers; the other, finding
//    the outcome recorded, answers nothing.
// A player's judgement is pure of side effects but for what it settles on its own (a "settled"
// verdict: an unreadable row told once, an edit told its move stands, under keys that dedupe).
// 4. One topic's posts are judged one at a time by an instance (per store: each service has its own),
//    so its own deliveries never race each other's commits; a commit that lost to another instance
//    looks again after a short jittered pause that grows with the attempt. Before, twelve pools posted
//    at once in one topic on two instances failed 23 of 24 deliveries.
import { oneAtATime, type OneAtATime } from "../lib/one-at-a-time.js";
import type { Log } from "./log.js";
import { shortHash, type PostInPlay } from "./dice-post.js";
import type { NewOutboxItem, OutcomeKey, OutcomeMark, Store } from "./store/store.js";

/** What one look at a post decided. */
export type Verdict<S, A> =
  /** Nothing for this text to record: the player handled it (not its post, applied before, an edit told it stands…). */
  | { readonly kind: "settled"; readonly value: S }
  /** The text is refused: these replies say why (several for several refused blocks). */
  | { readonly kind: "refused"; readonly replies: readonly NewOutboxItem[]; readonly log: Readonly<Record<string, unknown>> }
  /**
   * The text applies: `commit` writes it with its replies and the outcome "applied" in one transaction,
   * false (changing nothing) when the state moved or the text was judged meanwhile. `refusing`: some of
   * it is refused beside what applies (a free pool post's blocks), so the registry is read first.
   */
  | { readonly kind: "apply"; readonly refusing: boolean; readonly value: A; commit(outcome: OutcomeMark): Promise<boolean> };

/** What became of the post: settled by the player, judged before (here or elsewhere), refused, or applied. */
export type Judged<S, A> =
  | { readonly kind: "settled"; readonly value: S }
  | { readonly kind: "judged-before" }
  | { readonly kind: "refused" }
  | { readonly kind: "applied"; readonly value: A };

export interface Judging<S, A> {
  /** The player's name in the log ("scene", "pool", "flow"). */
  readonly name: string;
  /** Reads what other instances stored of the sheets into this instance's registry. */
  sync(): Promise<void>;
  /** Wakes the outbox. */
  enqueued(): void;
  /** One look at the post on the state as it is now. */
  judge(): Promise<Verdict<S, A>>;
}

/** This text of the post: its version, and its raw (an author's edit inside Discourse's grace period keeps the version). */
export const outcomeKey = ({ post }: PostInPlay): OutcomeKey =>
  ({ postId: post.id, topicId: post.topic_id, version: post.version, digest: shortHash(post.raw) });

/**
 * How many commits may find the state moved before the post fails (and is tried again later). Every
 * player that judges a post rolls, and every roll of the service extends one log (seq), so under two
 * instances a pool's commit loses to any roll of the other instance, not only to its topic's; with 3
 * attempts, 1 of 24 deliveries of twelve pools failed in about half the runs.
 */
export const ROLLING_ATTEMPTS = 8;

/** Each instance's topics, one judgement at a time (keyed by the store the instance's handlers get). */
const topics = new WeakMap<Store, OneAtATime<number>>();

/** After a commit lost to another instance: 5–25 ms, times the attempt. */
const lostPause = (attempt: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, (5 + Math.floor(Math.random() * 20)) * (attempt + 1)));

export function judgePost<S, A>(ctx: { readonly store: Store; readonly log: Log }, seen: PostInPlay, how: Judging<S, A>): Promise<Judged<S, A>> {
  let queue = topics.get(ctx.store);
  if (!queue) topics.set(ctx.store, queue = oneAtATime<number>());
  return queue(seen.post.topic_id, () => judgeNow(ctx, seen, how));
}

async function judgeNow<S, A>(ctx: { readonly store: Store; readonly log: Log }, seen: PostInPlay, how: Judging<S, A>): Promise<Judged<S, A>> {
  const key = outcomeKey(seen);
  let synced = false;
  let lost = false;
  for (let attempt = 0; attempt < ROLLING_ATTEMPTS; attempt++) {
    if (await ctx.store.postOutcome(key)) {
      // After a commit of ours failed: another delivery (another instance, another path) judged this text first.
      if (lost) ctx.log.info(`${how.name}: judged already, by another delivery`, { postId: seen.post.id, version: seen.post.version });
      return { kind: "judged-before" };
    }
    const verdict = await how.judge();
    if (verdict.kind === "settled") return verdict;
    if (!synced && (verdict.kind === "refused" || verdict.refusing)) {
      // The look again does not count as an attempt.
      synced = true;
      await how.sync();
      attempt--;
      continue;
    }
    if (verdict.kind === "refused") {
      if (!await ctx.store.refusePost(key, verdict.replies, seen.now)) {
        ctx.log.info(`${how.name}: judged already, by another delivery`, verdict.log);
        return { kind: "judged-before" };
      }
      ctx.log.info(`${how.name}: refused`, verdict.log);
      how.enqueued();
      return { kind: "refused" };
    }
    if (await verdict.commit({ digest: key.digest, at: seen.now })) {
      how.enqueued();
      return { kind: "applied", value: verdict.value };
    }
    // Another post moved the state, or another delivery of this one committed first: look again.
    lost = true;
    await lostPause(attempt);
  }
  throw new Error(`${how.name}: post ${seen.post.id} of topic ${seen.post.topic_id} kept moving under concurrent commits`);
}
