// The service's durable state behind one interface, implemented on SQLite (the embedded default) and
// PostgreSQL (scale-out). Every method is one transaction. Times are epoch milliseconds.

/** One die roll of one block of one post: the ledger entry, proof included. */
export interface RollRecord {
  readonly postId: number;
  readonly blockIndex: number;
  /** The canonical pool text the roll was keyed to. */
  readonly pool: string;
  readonly topicId: number;
  readonly userId: number;
  readonly username: string;
  /** The roll's result as JSON (faces, evaluation), for the reply and later replays. */
  readonly result: string;
  /** The proof, as printed in the reply's roll-result block. */
  readonly proof: string;
  /** The outbox key of the reply that carries this roll. */
  readonly replyKey: string;
  readonly createdAt: number;
  /** The proof's place in the operator's roll log, and its record hash (hex): the next one's `prev`. */
  readonly seq: number;
  readonly recordHash: string;
  /** SHA-256 (hex) of the block's text when rolled, which keeps its number across edits (block-identity.ts). */
  readonly blockDigest?: string | null;
}

/** The last record of the roll log. */
export interface LogTip { readonly seq: number; readonly recordHash: string }

/** One entry of the published roll log. */
export interface LogEntry { readonly seq: number; readonly proof: string; readonly topicId: number; readonly postId: number }

/** A reply or an edit to send; or a webhook to play again later ("replay": raw holds `{ name, payload }`, e.g. a post whose beacon round could not be had). */
export type OutboxKind = "reply" | "edit" | "replay";

export interface NewOutboxItem {
  /** Unique: the same key is never enqueued twice, which makes every enqueue idempotent. */
  readonly key: string;
  readonly kind: OutboxKind;
  readonly topicId: number;
  /** The post this reply answers (reply) or the post to edit (edit). */
  readonly postId: number;
  readonly replyToPostNumber: number | null;
  readonly raw: string;
  readonly editReason?: string | null;
  readonly originalText?: string | null;
  readonly createdAt: number;
  /**
   * A reply: the users it means to notify (usernames; the outbox's guard, outbox-guard.ts, keeps an
   * "@" only before those the forum confirms as users). Not stored: every other "@name" goes out inert.
   */
  readonly mentions?: readonly string[];
  /** A reply: the block tags it means to draw as cards (its own roll or table block); any other game's tag at a line start goes out inert. Not stored. */
  readonly cards?: readonly string[];
}

export interface OutboxItem extends NewOutboxItem {
  readonly id: number;
  /** Every claim ever made of the item (with the id, the claim's identity). */
  readonly attempts: number;
  /** Claims since the item was last revived from dead (all of them if never): what the give-up limit and backoff count. */
  readonly attemptsSinceRevival: number;
  /** A previous attempt may have reached the forum (crash, timeout, 5xx): look before sending again. */
  readonly inDoubt: boolean;
  /**
   * The previous claim ran out instead of ending (its worker died, froze, or lost the store): a send
   * it made may still be on its way to the forum.
   */
  readonly takenOver: boolean;
  readonly nextAttemptAt: number;
}

export interface SceneState {
  readonly topicId: number;
  readonly sceneNo: number;
  readonly state: string; // JSON of the rules engine's scene state
  readonly version: number;
  /**
   * What the sweep asks of the row without reading its state (migration 14), set by the game that
   * writes it: since when (ms) its current wait may be reminded, null when nobody is waited for or
   * the wait was reminded; and how many sheet updates wait to be written. Absent when written: null and 0.
   */
  readonly waitingSince?: number | null;
  readonly pendingSheets?: number;
}

/**
 * A topic played by a game's TopicFlow (src/service/flows), in its own table (topic_flows, migration
 * 12): the runner's row as text, and what the sweep asks of it without reading it: when the flow's
 * next deadline falls, and how many sheet updates wait to be written.
 */
export interface FlowState {
  readonly topicId: number;
  readonly game: string;
  readonly state: string; // JSON of the runner's row (src/service/flows/flow-record.ts)
  readonly version: number;
  /** The flow's next deadline (TopicFlow.due), in ms; null when nothing is due. */
  readonly dueAt: number | null;
  /** Sheet updates committed and not yet written to the forum. */
  readonly pendingSheets: number;
}

/** A topic the service waits on someone in (topic_turns, migration 13). */
export interface TopicTurn { readonly topicId: number; readonly waiting: readonly string[] }

export interface PointsEntry {
  /**
   * The player whose balance the entry moves (the points are the player's, across topics), as a
   * lower-case username. A commit refuses, changing nothing, any entry that would take a balance
   * below zero (no spending below zero), so two topics cannot both spend the same point.
   */
  readonly player?: string;
  readonly character: string;
  readonly kind: string; // the game's name of the counter it moves
  readonly delta: number;
  readonly reason: string;
  readonly postId: number;
  readonly createdAt: number;
}

export interface CommitRolls {
  readonly postId: number;
  readonly topicId: number;
  readonly version: number;
  readonly rolls: readonly RollRecord[];
  readonly outbox: readonly NewOutboxItem[];
  /**
   * The post's judgement, recorded as "applied" for this version and digest of its raw: false,
   * changing nothing, if an outcome is recorded for them already (another instance judged them).
   */
  readonly outcome?: OutcomeMark;
}

/** A game action applied to a topic's scene state (or its flow's): state, dice, points and replies, all or nothing. */
export interface CommitScene {
  readonly scene: SceneState | FlowState;
  /** The version read before applying (0 for a topic's first state); another writer's change fails the commit. */
  readonly expectedVersion: number;
  readonly postId: number;
  readonly version: number;
  readonly rolls: readonly RollRecord[];
  readonly points: readonly PointsEntry[];
  readonly outbox: readonly NewOutboxItem[];
  /**
   * The post's judgement, recorded as "applied" for this version and digest of its raw: false,
   * changing nothing, if an outcome is recorded for them already (another instance refused it).
   */
  readonly outcome?: OutcomeMark;
}

/** What was decided of one post's text (its version and a digest of its raw): one outcome per text, across instances. */
export type PostOutcome = "applied" | "refused";
/** An application's outcome as a commit records it: the digest of the post's raw, and when it was decided (ms; pruned by it). */
export interface OutcomeMark { readonly digest: string; readonly at: number }
export interface OutcomeKey {
  readonly postId: number;
  readonly topicId: number;
  readonly version: number;
  /** A digest of the post's raw: an author's edit inside Discourse's grace period keeps the version, not the raw. */
  readonly digest: string;
}

/** One row of the sheet registry (src/service/sheets); `raw` null for a post that no longer holds a sheet. */
export interface StoredSheet {
  readonly postId: number;
  readonly topicId: number;
  readonly postNumber: number;
  readonly character: string | null;
  readonly owner: string | null;
  readonly version: number;
  readonly raw: string | null;
  /** The row's change number as read from the store (ignored when saving): rows changed later have higher ones. */
  readonly changedSeq?: number;
}

/**
 * A player's counters in the ledger, by the kind its entries name (a game's own points, e.g. two
 * kinds a game names in its folder); a kind the player has no entry of is absent.
 */
export type Counters = Readonly<Record<string, number>>;

/** A player's hand-edit of their points, waiting for the Moderator to accept or revert it (a game's points guard). */
export interface NewPointsClaim {
  /** Unique: the sheet post and the version that showed the edit. */
  readonly key: string;
  readonly player: string;
  readonly character: string;
  /** The sheet post. */
  readonly postId: number;
  readonly topicId: number;
  /** The points the edit moved: [{ kind: "PV", delta: 5 }]. */
  readonly changes: readonly { readonly kind: string; readonly delta: number }[];
  /** The outbox key of the reply that flags it to the Moderator; the Moderator answers that reply. */
  readonly flagKey: string;
  readonly createdAt: number;
}

export interface PointsClaim extends NewPointsClaim {
  readonly id: number;
  readonly state: "open" | "accepted" | "reverted";
}

export interface OutboxCounts { readonly pending: number; readonly sent: number; readonly dead: number }

/**
 * One claim of an item. A claim counts an attempt, so (id, attempts) names exactly one claim: a
 * worker holds the item while no later claim has counted another attempt.
 */
export type OutboxClaim = Pick<OutboxItem, "id" | "attempts">;

/** An item the forum took: the post it made (none for a replay), and when. */
export interface SentMark {
  readonly id: number;
  readonly postId: number | null;
  readonly postNumber: number | null;
  readonly at: number;
}

/** Why an item is dead: the forum never answered ("outage", revived once it is back), or said no for good ("refused"). */
export type DeadReason = "outage" | "refused";

export interface DeadItem {
  readonly id: number;
  readonly key: string;
  readonly kind: OutboxKind;
  readonly topicId: number;
  readonly postId: number;
  readonly attempts: number;
  readonly reason: DeadReason | null;
  readonly error: string | null;
}

export interface Store {
  readonly dialect: "sqlite" | "postgres";
  /** The blocks of a post already rolled, with the reply that carries them once sent. */
  rolledBlocks(postId: number): Promise<{ blockIndex: number; pool: string; replyPostNumber: number | null; blockDigest: string | null }[]>;
  /**
   * Records the rolls, marks the post processed and enqueues the replies, all or nothing. Returns
   * false, changing nothing, if any of these blocks was rolled meanwhile (a concurrent delivery), or
   * an outcome is recorded for the post's text already.
   */
  commitRolls(input: CommitRolls): Promise<boolean>;
  /** Enqueues one item; false if its key was enqueued before. */
  enqueue(item: NewOutboxItem): Promise<boolean>;
  /** The roll log's last record, or null before the first roll. */
  logTip(): Promise<LogTip | null>;
  /** Up to `limit` log entries from `fromSeq` on, in order. */
  logPage(fromSeq: number, limit: number): Promise<LogEntry[]>;
  /** Rolls by this user since the given time (per-user rate limit). */
  countRollsSince(userId: number, since: number): Promise<number>;
  /**
   * Claims up to `limit` due items no other worker holds, for `leaseMs`: counts the attempt and
   * marks it in doubt. Oldest due first (by next attempt, then id), the order of the due index, so a
   * claim reads no more of a backlog than it takes. Under PostgreSQL, `FOR UPDATE SKIP LOCKED` keeps
   * two instances apart. `sent`: items the forum took, marked sent first in the same transaction
   * (as markSent would), so a worker refills the slots its sends freed with one commit.
   */
  claimOutbox(now: number, leaseMs: number, limit: number, sent?: readonly SentMark[]): Promise<OutboxItem[]>;
  /**
   * Extends a claim's lease to `until`; false when the claim is no longer this worker's (a later
   * claim took the item, or it left the pending state). A worker checks this right before sending.
   */
  renewLease(claim: OutboxClaim, until: number): Promise<boolean>;
  markSent(id: number, sentPostId: number | null, sentPostNumber: number | null, now: number): Promise<void>;
  /**
   * Schedules a retry; `certain` says no attempt of the item so far can still reach the forum (this
   * one failed for sure, and it inherited no doubt from an earlier one): it clears the doubt. Only
   * the claim's holder may: false, changing nothing, once a later claim has the item.
   */
  markRetry(claim: OutboxClaim, nextAttemptAt: number, error: string, certain: boolean): Promise<boolean>;
  /** Gives up on the item (as markRetry, only for the claim's holder). */
  markDead(claim: OutboxClaim, error: string, reason: DeadReason): Promise<boolean>;
  /**
   * Puts dead items back in the queue, due at `now` with their doubt kept (an outage's last attempt
   * may have got through) and a fresh round of attempts (attemptsSinceRevival starts again from 0):
   * those with the given reason, or the given ids/keys, or all. Returns how many.
   */
  reviveDead(now: number, which: { reason?: DeadReason; ids?: readonly number[]; keys?: readonly string[] }): Promise<number>;
  /** Dead items, oldest first, at most `limit`. */
  deadItems(limit: number): Promise<DeadItem[]>;
  outboxCounts(): Promise<OutboxCounts>;
  /** When the oldest pending item was enqueued, or null: how far behind the outbox is. */
  oldestPending(): Promise<number | null>;
  /** A named number kept between runs (null when never set). */
  getMark(name: string): Promise<number | null>;
  /** Sets a mark, never lowering it: two instances moving one forward cannot move it back. */
  raiseMark(name: string, value: number): Promise<void>;
  /** Sets a mark to exactly `value`, or removes it (null): a position that moves both ways. */
  setMark(name: string, value: number | null): Promise<void>;
  /** The newest version of a post the handlers have seen through, or null. */
  seenVersion(postId: number): Promise<number | null>;
  /**
   * Records that the handlers saw a post through at this version (kept at the highest), and, when
   * given, the digest of the raw they saw at it (kept with the highest version).
   */
  markSeen(postId: number, topicId: number, version: number, now: number, digest?: string): Promise<void>;
  /**
   * The newest version seen through and the digest of its raw (null when it was not recorded): an
   * author's edit inside Discourse's grace period keeps the version and changes the raw.
   */
  seenPost(postId: number): Promise<{ readonly version: number; readonly digest: string | null } | null>;
  /** The earliest time some pending item becomes due, or null. */
  nextDue(): Promise<number | null>;
  getScene(topicId: number, sceneNo: number): Promise<SceneState | undefined>;
  /** Optimistic write: succeeds only if the stored version is `expectedVersion` (0 for a new scene). */
  putScene(scene: SceneState, expectedVersion: number): Promise<boolean>;
  /**
   * Writes a scene state (optimistic, as putScene), its rolls, its points entries and its replies in
   * one transaction. False, changing nothing, if the state moved on or a roll's block was rolled.
   */
  commitScene(input: CommitScene): Promise<boolean>;
  /** The outcome recorded for this text of the post (version and digest), or null. */
  postOutcome(key: OutcomeKey): Promise<PostOutcome | null>;
  /**
   * Records the refusal of this text of the post and enqueues its replies, in one transaction; false,
   * changing nothing, if an outcome is recorded for it already (another instance applied or refused it).
   */
  refusePost(key: OutcomeKey, replies: readonly NewOutboxItem[], now: number): Promise<boolean>;
  /**
   * Deletes up to `limit` post outcomes decided before `before`, and up to `limit` seen posts last seen
   * before it whose post id is at most `seenUpTo` (null: any), the posts a finished reconciler sweep
   * covered; how many of each (src/service/prune.ts).
   */
  prunePosts(before: number, seenUpTo: number | null, limit: number): Promise<{ readonly outcomes: number; readonly seen: number }>;
  /** Every scene state. */
  listScenes(): Promise<SceneState[]>;
  /**
   * The scenes rows the sweep has work in, with their sweep fields: a wait begun at or before
   * `waitedSince` (now minus the group's maximum wait), or sheet updates to write; no other row is read.
   */
  scenesToSweep(waitedSince: number): Promise<SceneState[]>;
  getFlow(topicId: number): Promise<FlowState | undefined>;
  /** Optimistic write, as putScene. */
  putFlow(flow: FlowState, expectedVersion: number): Promise<boolean>;
  /** The flows the sweep has work in: a deadline at or before `now`, or sheet updates to write; no other row is read. */
  flowsToSweep(now: number): Promise<FlowState[]>;
  /** Whom the topic waits for now (lower-case usernames); an empty list removes its row. */
  setTurn(topicId: number, waiting: readonly string[], now: number): Promise<void>;
  /** Every topic waiting for someone, with whom. */
  turns(): Promise<TopicTurn[]>;
  /** Records one entry; false, changing nothing, if it would take its player's balance below zero. */
  appendPoints(entry: PointsEntry): Promise<boolean>;
  /** The sum of a character's entries of one kind (what the topic's scenes moved for it). */
  pointsBalance(character: string, kind: string): Promise<number>;
  /** The players' counters, by lower-case username: every player asked for, with no kind where they have no entry. */
  balances(players: readonly string[]): Promise<Record<string, Counters>>;
  /**
   * Keeps a sheet registry row, unless the store already holds a newer version of the post, and
   * gives it the next change number. A row that still holds a sheet never loses its recorded
   * owner to an unknown one (an instance that had not heard of the owner yet); changing an owner
   * takes a named one.
   */
  saveSheet(row: StoredSheet): Promise<void>;
  loadSheets(): Promise<StoredSheet[]>;
  /** The rows changed after change number `after`, in change order (what another instance did since). */
  sheetsChangedSince(after: number): Promise<StoredSheet[]>;
  /** Records a hand-edit of points and enqueues the reply that flags it, together; false if its key exists. */
  openPointsClaim(claim: NewPointsClaim, flag: NewOutboxItem): Promise<boolean>;
  /**
   * The open or decided claim whose flag was sent as post `postNumber` of the topic, with the flag's
   * post id (what a reply to the flag answers: the outbox looks for a reply among that post's).
   */
  pointsClaimByFlag(topicId: number, postNumber: number): Promise<(PointsClaim & { readonly flagPostId: number }) | undefined>;
  /**
   * The claims still open in a topic whose flags the forum has (sent), oldest first, each with the
   * flag's post number: what a Moderator's "accept" written to the topic, not to a flag, meant to answer.
   */
  openPointsClaims(topicId: number): Promise<(PointsClaim & { readonly flagPostNumber: number })[]>;
  /**
   * Closes an open claim as accepted (its points entries recorded with it) or reverted, with the
   * reply that says so. False, changing nothing, if it was decided before or an entry would take a
   * balance below zero.
   */
  decidePointsClaim(id: number, state: "accepted" | "reverted", points: readonly PointsEntry[], outbox: readonly NewOutboxItem[]): Promise<boolean>;
  close(): Promise<void>;
}
