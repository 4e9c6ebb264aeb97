// The embedded store: one SQLite file through node:sqlite's API (@photostructure/sqlite on Node 20:
// sqlite-db.ts), synchronous, so each method is one short transaction that nothing can interleave
// with. WAL mode lets readers run beside the writer.
// `synchronous = NORMAL` keeps every commit through a killed process (WAL is written before COMMIT
// returns) and skips the fsync per commit; a power cut may lose the last commits, which is harmless
// here: a lost roll re-derives to the same faces from the same context, and a reply sent before the
// cut is found again by its marker (outbox.ts) instead of being sent twice.
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { MIGRATIONS, playerFromReason } from "./migrations.js";
import { DatabaseSync, prepareNamed, transaction, type Db } from "./sqlite-db.js";
import type { CommitRolls, CommitScene, DeadItem, SentMark, FlowState, DeadReason, NewOutboxItem, OutboxItem, OutcomeKey, PostOutcome, PointsClaim, PointsEntry, SceneState, Store, StoredSheet } from "./store.js";

type Row = Record<string, unknown>;

export function outboxItemFromRow(r: Row, wasInDoubt: unknown, leaseBefore: unknown = 0): OutboxItem {
  return {
    id: Number(r.id), key: String(r.key), kind: r.kind as OutboxItem["kind"], topicId: Number(r.topic_id),
    postId: Number(r.post_id), replyToPostNumber: r.reply_to_post_number == null ? null : Number(r.reply_to_post_number),
    raw: String(r.raw), editReason: (r.edit_reason as string | null) ?? null, originalText: (r.original_text as string | null) ?? null,
    createdAt: Number(r.created_at), attempts: Number(r.attempts),
    attemptsSinceRevival: Number(r.attempts) - Number(r.revived_attempts ?? 0), inDoubt: Number(wasInDoubt) === 1,
    takenOver: Number(leaseBefore ?? 0) > 0,
    nextAttemptAt: Number(r.next_attempt_at),
  };
}

/**
 * The items a claim takes: due, unleased, oldest due first, in the order of the index outbox_due
 * (state, next_attempt_at, id), so the walk stops after `limit` of them, past at most the items in
 * flight. In id order it read and sorted every due item, the whole backlog, on each claim.
 */
export const DUE_SQL = `SELECT * FROM outbox WHERE state = 'pending' AND next_attempt_at <= ? AND lease_until <= ? ORDER BY next_attempt_at, id LIMIT ?`;

export function openSqliteStore(file: string): Store {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000");
  // Used by migration 8 (and only there): the player a pre-migration-5 points entry's reason names.
  db.function("gf_reason_player", { deterministic: true }, (reason: unknown) => playerFromReason(String(reason ?? "")));
  migrate(db);

  const q = {
    rolled: db.prepare(`SELECT r.block_index, r.pool, r.block_digest, o.sent_post_number FROM rolls r
      LEFT JOIN outbox o ON o.key = r.reply_key WHERE r.post_id = ? ORDER BY r.block_index`),
    insertRoll: prepareNamed(db, `INSERT INTO rolls (post_id, block_index, pool, topic_id, user_id, username, result, proof, reply_key, created_at, seq, record_hash, block_digest)
      VALUES (@postId, @blockIndex, @pool, @topicId, @userId, @username, @result, @proof, @replyKey, @createdAt, @seq, @recordHash, @blockDigest)
      ON CONFLICT DO NOTHING`),
    logTip: db.prepare(`SELECT seq, record_hash FROM rolls WHERE seq IS NOT NULL ORDER BY seq DESC LIMIT 1`),
    logPage: db.prepare(`SELECT seq, proof, topic_id, post_id FROM rolls WHERE seq >= ? ORDER BY seq LIMIT ?`),
    processed: db.prepare(`INSERT INTO processed_posts (post_id, topic_id, last_version, processed_at) VALUES (?, ?, ?, ?)
      ON CONFLICT (post_id) DO UPDATE SET last_version = MAX(last_version, excluded.last_version), processed_at = excluded.processed_at`),
    enqueue: prepareNamed(db, `INSERT INTO outbox (key, kind, topic_id, post_id, reply_to_post_number, raw, edit_reason, original_text, next_attempt_at, created_at)
      VALUES (@key, @kind, @topicId, @postId, @replyToPostNumber, @raw, @editReason, @originalText, @createdAt, @createdAt)
      ON CONFLICT (key) DO NOTHING`),
    countRolls: db.prepare(`SELECT COUNT(*) AS n FROM rolls WHERE user_id = ? AND created_at >= ?`),
    due: db.prepare(DUE_SQL),
    claim: db.prepare(`UPDATE outbox SET attempts = attempts + 1, lease_until = ?, in_doubt = 1 WHERE id = ? RETURNING *`),
    sent: db.prepare(`UPDATE outbox SET state = 'sent', sent_post_id = ?, sent_post_number = ?, sent_at = ?, in_doubt = 0, lease_until = 0 WHERE id = ?`),
    // A claim is (id, attempts): every later claim counts an attempt, so a stale worker's update matches nothing.
    renew: db.prepare(`UPDATE outbox SET lease_until = ? WHERE id = ? AND attempts = ? AND state = 'pending'`),
    retry: db.prepare(`UPDATE outbox SET next_attempt_at = ?, last_error = ?, lease_until = 0, in_doubt = CASE WHEN ? THEN 0 ELSE in_doubt END
      WHERE id = ? AND attempts = ? AND state = 'pending'`),
    dead: db.prepare(`UPDATE outbox SET state = 'dead', last_error = ?, dead_reason = ?, lease_until = 0 WHERE id = ? AND attempts = ? AND state = 'pending'`),
    deadItems: db.prepare(`SELECT id, key, kind, topic_id, post_id, attempts, dead_reason, last_error FROM outbox WHERE state = 'dead' ORDER BY id LIMIT ?`),
    oldestPending: db.prepare(`SELECT MIN(created_at) AS t FROM outbox WHERE state = 'pending'`),
    getMark: db.prepare(`SELECT value FROM service_marks WHERE name = ?`),
    raiseMark: db.prepare(`INSERT INTO service_marks (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = MAX(value, excluded.value)`),
    setMark: db.prepare(`INSERT INTO service_marks (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value`),
    dropMark: db.prepare(`DELETE FROM service_marks WHERE name = ?`),
    seen: db.prepare(`SELECT last_version FROM processed_posts WHERE post_id = ?`),
    seenPost: db.prepare(`SELECT last_version, last_digest FROM processed_posts WHERE post_id = ?`),
    seenAt: db.prepare(`INSERT INTO processed_posts (post_id, topic_id, last_version, processed_at, last_digest) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (post_id) DO UPDATE SET last_version = MAX(last_version, excluded.last_version),
        last_digest = CASE WHEN excluded.last_digest IS NOT NULL AND excluded.last_version >= last_version THEN excluded.last_digest ELSE last_digest END,
        processed_at = excluded.processed_at`),
    outcome: db.prepare(`INSERT INTO post_outcomes (post_id, version, digest, topic_id, outcome, decided_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`),
    getOutcome: db.prepare(`SELECT outcome FROM post_outcomes WHERE post_id = ? AND version = ? AND digest = ?`),
    pruneOutcomes: db.prepare(`DELETE FROM post_outcomes WHERE rowid IN (SELECT rowid FROM post_outcomes WHERE decided_at < ? LIMIT ?)`),
    pruneSeen: db.prepare(`DELETE FROM processed_posts WHERE post_id IN
      (SELECT post_id FROM processed_posts WHERE processed_at < ? AND (? IS NULL OR post_id <= ?) LIMIT ?)`),
    counts: db.prepare(`SELECT state, COUNT(*) AS n FROM outbox GROUP BY state`),
    nextDue: db.prepare(`SELECT MIN(MAX(next_attempt_at, lease_until)) AS t FROM outbox WHERE state = 'pending'`),
    getScene: db.prepare(`SELECT * FROM scenes WHERE topic_id = ? AND scene_no = ?`),
    insertScene: db.prepare(`INSERT INTO scenes (topic_id, scene_no, state, version, waiting_since, pending_sheets) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`),
    updateScene: db.prepare(`UPDATE scenes SET state = ?, version = ?, waiting_since = ?, pending_sheets = ? WHERE topic_id = ? AND scene_no = ? AND version = ?`),
    scenesToSweep: db.prepare(`${SCENES_TO_SWEEP_SQL.replace("$1", "?")}`),
    getFlow: db.prepare(`SELECT * FROM topic_flows WHERE topic_id = ?`),
    insertFlow: prepareNamed(db, `INSERT INTO topic_flows (topic_id, game, state, version, due_at, pending_sheets)
      VALUES (@topicId, @game, @state, @version, @dueAt, @pendingSheets) ON CONFLICT DO NOTHING`),
    updateFlow: prepareNamed(db, `UPDATE topic_flows SET state = @state, version = @version, due_at = @dueAt, pending_sheets = @pendingSheets
      WHERE topic_id = @topicId AND game = @game AND version = @expected`),
    flowsToSweep: db.prepare(`SELECT * FROM topic_flows WHERE due_at <= ? UNION SELECT * FROM topic_flows WHERE pending_sheets > 0`),
    setTurn: db.prepare(`INSERT INTO topic_turns (topic_id, waiting, updated_at) VALUES (?, ?, ?)
      ON CONFLICT (topic_id) DO UPDATE SET waiting = excluded.waiting, updated_at = excluded.updated_at`),
    clearTurn: db.prepare(`DELETE FROM topic_turns WHERE topic_id = ?`),
    turns: db.prepare(`SELECT topic_id, waiting FROM topic_turns ORDER BY topic_id`),
    points: db.prepare(`INSERT INTO points (character, kind, delta, reason, post_id, created_at, player) VALUES (?, ?, ?, ?, ?, ?, ?)`),
    openBalance: db.prepare(`INSERT INTO balances (player, kind, amount) VALUES (?, ?, 0) ON CONFLICT DO NOTHING`),
    // No spending below zero: the condition and the change are one statement. An income
    // always counts (a balance carried over below zero by migration 8 still takes it).
    moveBalance: db.prepare(`UPDATE balances SET amount = amount + ? WHERE player = ? AND kind = ? AND (? >= 0 OR amount + ? >= 0)`),
    playerBalances: db.prepare(`SELECT player, kind, amount FROM balances WHERE player IN (SELECT value FROM json_each(?))`),
    // One writer at a time (SQLite), so MAX + 1 hands out change numbers in commit order.
    saveSheet: prepareNamed(db, `INSERT INTO sheets (post_id, topic_id, post_number, character, owner, version, raw, changed_seq)
      VALUES (@postId, @topicId, @postNumber, @character, @owner, @version, @raw, (SELECT COALESCE(MAX(changed_seq), 0) + 1 FROM sheets))
      ON CONFLICT (post_id) DO UPDATE SET topic_id = excluded.topic_id, post_number = excluded.post_number, character = excluded.character,
        owner = CASE WHEN excluded.raw IS NULL THEN NULL ELSE COALESCE(excluded.owner, sheets.owner) END,
        version = excluded.version, raw = excluded.raw, changed_seq = excluded.changed_seq WHERE sheets.version <= excluded.version`),
    loadSheets: db.prepare(`SELECT * FROM sheets ORDER BY post_id`),
    sheetsChanged: db.prepare(`SELECT * FROM sheets WHERE changed_seq > ? ORDER BY changed_seq`),
    openClaim: prepareNamed(db, `INSERT INTO point_claims (key, player, character, post_id, topic_id, changes, flag_key, created_at)
      VALUES (@key, @player, @character, @postId, @topicId, @changes, @flagKey, @createdAt) ON CONFLICT (key) DO NOTHING`),
    claimByFlag: db.prepare(`SELECT c.*, o.sent_post_id AS flag_post_id FROM point_claims c JOIN outbox o ON o.key = c.flag_key
      WHERE o.topic_id = ? AND o.sent_post_number = ? ORDER BY c.id LIMIT 1`),
    openClaims: db.prepare(`SELECT c.*, o.sent_post_number AS flag_post_number FROM point_claims c JOIN outbox o ON o.key = c.flag_key
      WHERE c.topic_id = ? AND c.state = 'open' AND o.sent_post_number IS NOT NULL ORDER BY c.id`),
    decideClaim: db.prepare(`UPDATE point_claims SET state = ?, decided_at = ? WHERE id = ? AND state = 'open'`),
    balance: db.prepare(`SELECT COALESCE(SUM(delta), 0) AS n FROM points WHERE character = ? AND kind = ?`),
  };

  const outboxParams = (item: NewOutboxItem) => ({ ...item, editReason: item.editReason ?? null, originalText: item.originalText ?? null });

  const commit = transaction(db, (input: CommitRolls): boolean => {
    for (const roll of input.rolls) {
      if (q.insertRoll.run({ ...roll, blockDigest: roll.blockDigest ?? null }).changes === 0) throw new Conflict();
    }
    q.processed.run(input.postId, input.topicId, input.version, input.rolls[0]?.createdAt ?? 0);
    if (input.outcome && q.outcome.run(input.postId, input.version, input.outcome.digest, input.topicId, "applied", input.outcome.at).changes !== 1) throw new Conflict();
    for (const item of input.outbox) q.enqueue.run(outboxParams(item));
    return true;
  });

  /** Writes a scene's state or a flow's, optimistically; whether it moved. */
  function putState(s: SceneState | FlowState, expected: number): boolean {
    if ("game" in s) return (expected === 0 ? q.insertFlow.run(s) : q.updateFlow.run({ ...s, expected })).changes === 1;
    const waiting = s.waitingSince ?? null, pending = s.pendingSheets ?? 0;
    return (expected === 0 ? q.insertScene.run(s.topicId, s.sceneNo, s.state, s.version, waiting, pending)
      : q.updateScene.run(s.state, s.version, waiting, pending, s.topicId, s.sceneNo, expected)).changes === 1;
  }

  const commitScene = transaction(db, (input: CommitScene): boolean => {
    const s = input.scene;
    if (!putState(s, input.expectedVersion)) throw new Conflict();
    for (const roll of input.rolls) if (q.insertRoll.run({ ...roll, blockDigest: roll.blockDigest ?? null }).changes === 0) throw new Conflict();
    for (const e of input.points) addPoints(e);
    q.processed.run(input.postId, s.topicId, input.version, input.outbox[0]?.createdAt ?? 0);
    if (input.outcome && q.outcome.run(input.postId, input.version, input.outcome.digest, s.topicId, "applied", input.outcome.at).changes !== 1) throw new Conflict();
    for (const item of input.outbox) q.enqueue.run(outboxParams(item));
    return true;
  });
  const refusePost = transaction(db, (k: OutcomeKey, replies: readonly NewOutboxItem[], now: number): boolean => {
    if (q.outcome.run(k.postId, k.version, k.digest, k.topicId, "refused", now).changes !== 1) return false;
    for (const reply of replies) q.enqueue.run(outboxParams(reply));
    return true;
  });

  /** One points entry and its player's balance; a balance that would go below zero rolls the whole transaction back. */
  function addPoints(e: PointsEntry): void {
    q.points.run(e.character, e.kind, e.delta, e.reason, e.postId, e.createdAt, e.player ?? null);
    if (e.player === undefined) return;
    q.openBalance.run(e.player, e.kind);
    if (q.moveBalance.run(e.delta, e.player, e.kind, e.delta, e.delta).changes !== 1) throw new Conflict();
  }
  const appendPoints = transaction(db, (e: PointsEntry) => { addPoints(e); return true; });
  const openClaim = transaction(db, (c: Parameters<Store["openPointsClaim"]>[0], flag: NewOutboxItem): boolean => {
    if (q.openClaim.run({ ...c, changes: JSON.stringify(c.changes) }).changes !== 1) return false;
    q.enqueue.run(outboxParams(flag));
    return true;
  });
  const decideClaim = transaction(db, (id: number, state: string, points: readonly PointsEntry[], outbox: readonly NewOutboxItem[]): boolean => {
    if (q.decideClaim.run(state, outbox[0]?.createdAt ?? points[0]?.createdAt ?? 0, id).changes !== 1) throw new Conflict();
    for (const e of points) addPoints(e);
    for (const item of outbox) q.enqueue.run(outboxParams(item));
    return true;
  });

  /**
   * Group commit of the posts seen (markSeen, one per webhook, after its handlers): each is written
   * as before, by its own statement, but those asked for within one turn of the event loop share one
   * transaction, so one WAL commit instead of one each. A caller's promise settles only once its mark
   * is committed, so nothing acts on a mark before it is durable; nothing runs inside an open
   * transaction across turns (the marks wait as closures and run together at the flush). Only marks
   * off the outbox's path wait for a turn: a send's own writes (claim, lease, sent) never do.
   */
  const marks: { run: () => unknown; resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
  const flushMarks = transaction(db, (batch: typeof marks): { ok: boolean; value: unknown }[] => batch.map((m) => {
    // A statement's error undoes that statement only (SQLite); one that ends the transaction fails them all.
    try { return { ok: true, value: m.run() }; } catch (e) { if (!db.isTransaction) throw e; return { ok: false, value: e }; }
  }));
  const flush = () => {
    const batch = marks.splice(0);
    if (batch.length === 0) return;
    let results: { ok: boolean; value: unknown }[];
    try { results = flushMarks(batch); } catch (e) { for (const m of batch) m.reject(e); return; }
    batch.forEach((m, i) => (results[i]!.ok ? m.resolve(results[i]!.value) : m.reject(results[i]!.value)));
  };
  const mark = <T>(run: () => T): Promise<T> => new Promise<T>((resolve, reject) => {
    if (marks.push({ run, resolve: resolve as (v: unknown) => void, reject }) === 1) setImmediate(flush);
  });

  const claim = transaction(db, (now: number, leaseMs: number, limit: number, sent: readonly SentMark[]): OutboxItem[] => {
    for (const m of sent) q.sent.run(m.postId, m.postNumber, m.at, m.id);
    return (q.due.all(now, now, limit) as Row[]).map((before) =>
      outboxItemFromRow(q.claim.get(now + leaseMs, before.id) as Row, before.in_doubt, before.lease_until));
  });

  return {
    dialect: "sqlite",
    async rolledBlocks(postId) {
      return (q.rolled.all(postId) as Row[]).map((r) => ({ blockIndex: Number(r.block_index), pool: String(r.pool),
        replyPostNumber: r.sent_post_number == null ? null : Number(r.sent_post_number),
        blockDigest: r.block_digest == null ? null : String(r.block_digest) }));
    },
    async commitRolls(input) {
      try { return commit(input); } catch (e) { if (e instanceof Conflict) return false; throw e; }
    },
    async enqueue(item) { return q.enqueue.run(outboxParams(item)).changes === 1; },
    async logTip() {
      const r = q.logTip.get() as Row | undefined;
      return r ? { seq: Number(r.seq), recordHash: String(r.record_hash) } : null;
    },
    async logPage(fromSeq, limit) {
      return (q.logPage.all(fromSeq, limit) as Row[]).map((r) => ({ seq: Number(r.seq), proof: String(r.proof),
        topicId: Number(r.topic_id), postId: Number(r.post_id) }));
    },
    async countRollsSince(userId, since) { return Number((q.countRolls.get(userId, since) as Row).n); },
    async claimOutbox(now, leaseMs, limit, sent = []) { return claim(now, leaseMs, limit, sent); },
    async markSent(id, postId, postNumber, now) { q.sent.run(postId, postNumber, now, id); },
    async renewLease(claim, until) { return q.renew.run(until, claim.id, claim.attempts).changes === 1; },
    async markRetry(claim, at, error, certain) { return q.retry.run(at, error, certain ? 1 : 0, claim.id, claim.attempts).changes === 1; },
    async markDead(claim, error, reason) { return q.dead.run(error, reason, claim.id, claim.attempts).changes === 1; },
    async reviveDead(now, which) {
      const { sql, args } = reviveSql(which, () => "?");
      return db.prepare(`UPDATE outbox SET state = 'pending', next_attempt_at = ?, lease_until = 0, dead_reason = NULL,
        revived_attempts = attempts WHERE state = 'dead'${sql}`).run(now, ...args).changes;
    },
    async deadItems(limit) { return (q.deadItems.all(limit) as Row[]).map(deadItemFromRow); },
    async oldestPending() { const r = q.oldestPending.get() as Row; return r.t == null ? null : Number(r.t); },
    async getMark(name) { const r = q.getMark.get(name) as Row | undefined; return r ? Number(r.value) : null; },
    async raiseMark(name, value) { q.raiseMark.run(name, value); },
    async setMark(name, value) { if (value === null) q.dropMark.run(name); else q.setMark.run(name, value); },
    async seenVersion(postId) { const r = q.seen.get(postId) as Row | undefined; return r ? Number(r.last_version) : null; },
    async markSeen(postId, topicId, version, now, digest) { await mark(() => q.seenAt.run(postId, topicId, version, now, digest ?? null)); },
    async seenPost(postId) {
      const r = q.seenPost.get(postId) as Row | undefined;
      return r ? { version: Number(r.last_version), digest: r.last_digest == null ? null : String(r.last_digest) } : null;
    },
    async outboxCounts() {
      const c = { pending: 0, sent: 0, dead: 0 };
      for (const r of q.counts.all() as Row[]) c[r.state as keyof typeof c] = Number(r.n);
      return c;
    },
    async nextDue() { const r = q.nextDue.get() as Row; return r.t == null ? null : Number(r.t); },
    async getScene(topicId, sceneNo) {
      const r = q.getScene.get(topicId, sceneNo) as Row | undefined;
      return r && { topicId, sceneNo, state: String(r.state), version: Number(r.version) };
    },
    async putScene(scene, expected) {
      return putState(scene, expected);
    },
    async setTurn(topicId, waiting, now) {
      if (waiting.length === 0) q.clearTurn.run(topicId);
      else q.setTurn.run(topicId, JSON.stringify(waiting), now);
    },
    async turns() {
      return (q.turns.all() as { topic_id: number; waiting: string }[]).map((r) => ({ topicId: Number(r.topic_id), waiting: JSON.parse(r.waiting) as string[] }));
    },
    async getFlow(topicId) {
      const r = q.getFlow.get(topicId) as Row | undefined;
      return r && flowOf(r);
    },
    async putFlow(flow, expected) {
      return putState(flow, expected);
    },
    async flowsToSweep(now) {
      return (q.flowsToSweep.all(now) as Row[]).map(flowOf);
    },
    async scenesToSweep(waitedSince) {
      return (q.scenesToSweep.all(waitedSince) as Row[]).map(sceneOf);
    },
    async commitScene(input) {
      try { return commitScene(input); } catch (e) { if (e instanceof Conflict) return false; throw e; }
    },
    async postOutcome(k) {
      const r = q.getOutcome.get(k.postId, k.version, k.digest) as Row | undefined;
      return r ? (String(r.outcome) as PostOutcome) : null;
    },
    async refusePost(k, replies, now) { return refusePost(k, replies, now); },
    async prunePosts(before, seenUpTo, limit) {
      return { outcomes: q.pruneOutcomes.run(before, limit).changes, seen: q.pruneSeen.run(before, seenUpTo, seenUpTo, limit).changes };
    },
    async listScenes() {
      return (db.prepare(`SELECT * FROM scenes`).all() as Row[]).map((r) => ({ topicId: Number(r.topic_id), sceneNo: Number(r.scene_no),
        state: String(r.state), version: Number(r.version) }));
    },
    async appendPoints(e: PointsEntry) {
      try { return appendPoints(e); } catch (x) { if (x instanceof Conflict) return false; throw x; }
    },
    async balances(players) {
      const out: Record<string, Record<string, number>> = Object.fromEntries(players.map((p) => [p, {}]));
      for (const r of q.playerBalances.all(JSON.stringify(players)) as Row[]) {
        (out[String(r.player)] ??= {})[String(r.kind)] = Number(r.amount);
      }
      return out;
    },
    async saveSheet(row) { q.saveSheet.run(row); },
    async loadSheets() { return (q.loadSheets.all() as Row[]).map(sheetFromRow); },
    async sheetsChangedSince(after) { return (q.sheetsChanged.all(after) as Row[]).map(sheetFromRow); },
    async openPointsClaim(c, flag) { return openClaim(c, flag); },
    async pointsClaimByFlag(topicId, postNumber) {
      const r = q.claimByFlag.get(topicId, postNumber) as Row | undefined;
      return r && { ...claimFromRow(r), flagPostId: Number(r.flag_post_id) };
    },
    async openPointsClaims(topicId) {
      return (q.openClaims.all(topicId) as Row[]).map((r) => ({ ...claimFromRow(r), flagPostNumber: Number(r.flag_post_number) }));
    },
    async decidePointsClaim(id, state, points, outbox) {
      try { return decideClaim(id, state, points, outbox); } catch (x) { if (x instanceof Conflict) return false; throw x; }
    },
    async pointsBalance(character, kind) { return Number((q.balance.get(character, kind) as Row).n); },
    async close() { if (marks.length) flush(); db.close(); },
  };
}

class Conflict extends Error {}

export function deadItemFromRow(r: Row): DeadItem {
  return { id: Number(r.id), key: String(r.key), kind: r.kind as DeadItem["kind"], topicId: Number(r.topic_id), postId: Number(r.post_id),
    attempts: Number(r.attempts), reason: (r.dead_reason as DeadItem["reason"]) ?? null, error: (r.last_error as string | null) ?? null };
}

/** The WHERE tail choosing which dead items to revive; `param(n)` spells the n-th parameter (after `now`). */
export function reviveSql(which: { reason?: DeadReason; ids?: readonly number[]; keys?: readonly string[] },
  param: (n: number) => string): { sql: string; args: (string | number)[] } {
  const args: (string | number)[] = [];
  const parts: string[] = [];
  const add = (v: string | number) => { args.push(v); return param(args.length + 1); };
  if (which.reason) parts.push(`dead_reason = ${add(which.reason)}`);
  const picked = [...(which.ids ?? []).map((id) => `id = ${add(id)}`), ...(which.keys ?? []).map((k) => `key = ${add(k)}`)];
  if (picked.length) parts.push(`(${picked.join(" OR ")})`);
  return { sql: parts.map((p) => ` AND ${p}`).join(""), args };
}

export function sheetFromRow(r: Row): StoredSheet {
  return { postId: Number(r.post_id), topicId: Number(r.topic_id), postNumber: Number(r.post_number),
    character: r.character == null ? null : String(r.character), owner: r.owner == null ? null : String(r.owner),
    version: Number(r.version), raw: r.raw == null ? null : String(r.raw), changedSeq: Number(r.changed_seq ?? 0) };
}

export function claimFromRow(r: Row): PointsClaim {
  return { id: Number(r.id), key: String(r.key), player: String(r.player), character: String(r.character), postId: Number(r.post_id),
    topicId: Number(r.topic_id), changes: JSON.parse(String(r.changes)) as PointsClaim["changes"], flagKey: String(r.flag_key),
    createdAt: Number(r.created_at), state: String(r.state) as PointsClaim["state"] };
}

function migrate(db: Db): void {
  db.exec(`CREATE TABLE IF NOT EXISTS gf_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)`);
  const done = new Set((db.prepare(`SELECT version FROM gf_migrations`).all() as Row[]).map((r) => Number(r.version)));
  for (const m of MIGRATIONS) {
    if (done.has(m.version)) continue;
    transaction(db, () => {
      db.exec(m.sqlite);
      db.prepare(`INSERT INTO gf_migrations (version, name, applied_at) VALUES (?, ?, ?)`).run(m.version, m.name, Date.now());
    })();
  }
}

export type { SceneState };

/**
 * The scenes rows the sweep has work in (Store.scenesToSweep): each side of the OR walks its own index
 * (SQLite's multi-index OR; a UNION here made SQLite merge two scans of the primary key instead), so
 * rows with nothing to do are never read. `$1`: now minus the group's maximum wait.
 */
export const SCENES_TO_SWEEP_SQL = `SELECT * FROM scenes WHERE waiting_since <= $1 OR pending_sheets > 0`;

/** A scenes row with its sweep fields (migration 14). */
export function sceneOf(r: Row): SceneState {
  return { topicId: Number(r.topic_id), sceneNo: Number(r.scene_no), state: String(r.state), version: Number(r.version),
    waitingSince: r.waiting_since === null || r.waiting_since === undefined ? null : Number(r.waiting_since), pendingSheets: Number(r.pending_sheets) };
}

function flowOf(r: Row): FlowState {
  return { topicId: Number(r.topic_id), game: String(r.game), state: String(r.state), version: Number(r.version),
    dueAt: r.due_at === null || r.due_at === undefined ? null : Number(r.due_at), pendingSheets: Number(r.pending_sheets) };
}
