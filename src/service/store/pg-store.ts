// The scale-out store: PostgreSQL through pg 8, same interface as the SQLite one. Several service
// instances share it; the outbox claim uses `FOR UPDATE SKIP LOCKED`, so two instances never take the
// same reply, and a claimed row carries a lease that a crashed instance's successor waits out.
import pg from "pg";
import { MIGRATIONS } from "./migrations.js";
import { claimFromRow, deadItemFromRow, outboxItemFromRow, reviveSql, sceneOf, SCENES_TO_SWEEP_SQL, sheetFromRow } from "./sqlite-store.js";
import type { CommitRolls, CommitScene, FlowState, NewOutboxItem, OutboxItem, PointsEntry, PostOutcome, RollRecord, SceneState, Store } from "./store.js";

type Row = Record<string, unknown>;

/** Writes a scene's state or a flow's, optimistically; whether it moved. */
async function putState(c: Pick<pg.Pool, "query">, s: SceneState | FlowState, expected: number): Promise<boolean> {
  const r = "game" in s
    ? expected === 0
      ? await c.query(`INSERT INTO topic_flows (topic_id, game, state, version, due_at, pending_sheets) VALUES ($1,$2,$3,$4,$5,$6) ON CONFLICT DO NOTHING`,
        [s.topicId, s.game, s.state, s.version, s.dueAt, s.pendingSheets])
      : await c.query(`UPDATE topic_flows SET state = $1, version = $2, due_at = $3, pending_sheets = $4 WHERE topic_id = $5 AND game = $6 AND version = $7`,
        [s.state, s.version, s.dueAt, s.pendingSheets, s.topicId, s.game, expected])
    : expected === 0
      ? await c.query(`INSERT INTO scenes (topic_id, scene_no, state, version, waiting_since, pending_sheets) VALUES ($1,$2,$3,$4,$5,$6) ON CONFLICT DO NOTHING`,
        [s.topicId, s.sceneNo, s.state, s.version, s.waitingSince ?? null, s.pendingSheets ?? 0])
      : await c.query(`UPDATE scenes SET state = $1, version = $2, waiting_since = $3, pending_sheets = $4 WHERE topic_id = $5 AND scene_no = $6 AND version = $7`,
        [s.state, s.version, s.waitingSince ?? null, s.pendingSheets ?? 0, s.topicId, s.sceneNo, expected]);
  return r.rowCount === 1;
}

function flowOf(x: Row): FlowState {
  return { topicId: Number(x.topic_id), game: String(x.game), state: String(x.state), version: Number(x.version),
    dueAt: x.due_at === null || x.due_at === undefined ? null : Number(x.due_at), pendingSheets: Number(x.pending_sheets) };
}

// A serialisation lock id for migrations (any constant; "gf" in ASCII).
const MIGRATION_LOCK = 0x6766;
// The lock that serialises sheet saves ("gfsh").
const SHEETS_LOCK = 0x67667368;

export async function openPgStore(connectionString: string): Promise<Store> {
  const pool = new pg.Pool({ connectionString, max: 8 });
  await migrate(pool);

  async function tx<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const c = await pool.connect();
    try {
      await c.query("BEGIN");
      const out = await fn(c);
      await c.query("COMMIT");
      return out;
    } catch (e) {
      await c.query("ROLLBACK").catch(() => {});
      throw e;
    } finally { c.release(); }
  }

  const markSentSql = `UPDATE outbox SET state = 'sent', sent_post_id = $1, sent_post_number = $2, sent_at = $3, in_doubt = 0, lease_until = 0 WHERE id = $4`;
  /** Due items no other worker holds, oldest due first (the due index's order), claimed. */
  async function claimDue(db: Pick<pg.Pool, "query">, now: number, leaseMs: number, limit: number): Promise<OutboxItem[]> {
    const r = await db.query(`WITH due AS (
        SELECT id, in_doubt, lease_until FROM outbox WHERE state = 'pending' AND next_attempt_at <= $1 AND lease_until <= $1
        ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
      UPDATE outbox o SET attempts = o.attempts + 1, lease_until = $2, in_doubt = 1 FROM due WHERE o.id = due.id
      RETURNING o.*, due.in_doubt AS was_in_doubt, due.lease_until AS lease_before`, [now, now + leaseMs, limit]);
    return r.rows.map((x: Row) => outboxItemFromRow(x, x.was_in_doubt, x.lease_before)).sort((a, b) => a.nextAttemptAt - b.nextAttemptAt || a.id - b.id);
  }

  // Any unique key: the block already rolled, or the log's seq taken by a concurrent roller.
  const insertRollSql = `INSERT INTO rolls (post_id, block_index, pool, topic_id, user_id, username, result, proof, reply_key, created_at, seq, record_hash, block_digest)
    VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13) ON CONFLICT DO NOTHING`;
  const insertRollArgs = (r: RollRecord) => [r.postId, r.blockIndex, r.pool, r.topicId, r.userId, r.username, r.result, r.proof,
    r.replyKey, r.createdAt, r.seq, r.recordHash, r.blockDigest ?? null];
  const enqueueSql = `INSERT INTO outbox (key, kind, topic_id, post_id, reply_to_post_number, raw, edit_reason, original_text, next_attempt_at, created_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) ON CONFLICT (key) DO NOTHING`;
  const outcomeSql = `INSERT INTO post_outcomes (post_id, version, digest, topic_id, outcome, decided_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`;
  const enqueueArgs = (i: NewOutboxItem) =>
    [i.key, i.kind, i.topicId, i.postId, i.replyToPostNumber, i.raw, i.editReason ?? null, i.originalText ?? null, i.createdAt];

  /**
   * One points entry and its player's balance. The conditional UPDATE takes the balance row's lock,
   * so a concurrent transaction spending from the same player waits, then sees the new amount and
   * fails the condition (READ COMMITTED re-checks the WHERE on the updated row): throwing rolls back.
   */
  async function addPoints(c: pg.PoolClient, e: PointsEntry): Promise<void> {
    await c.query(`INSERT INTO points (character, kind, delta, reason, post_id, created_at, player) VALUES ($1,$2,$3,$4,$5,$6,$7)`,
      [e.character, e.kind, e.delta, e.reason, e.postId, e.createdAt, e.player ?? null]);
    if (e.player === undefined) return;
    await c.query(`INSERT INTO balances (player, kind, amount) VALUES ($1, $2, 0) ON CONFLICT DO NOTHING`, [e.player, e.kind]);
    // An income always counts (a balance carried over below zero by migration 8 still takes it).
    const moved = await c.query(`UPDATE balances SET amount = amount + $1 WHERE player = $2 AND kind = $3 AND ($1 >= 0 OR amount + $1 >= 0)`,
      [e.delta, e.player, e.kind]);
    if (moved.rowCount !== 1) throw new Conflict();
  }
  const orFalse = (e: unknown) => { if (e instanceof Conflict) return false; throw e; };

  return {
    dialect: "postgres",
    async rolledBlocks(postId) {
      const r = await pool.query(`SELECT r.block_index, r.pool, r.block_digest, o.sent_post_number FROM rolls r
        LEFT JOIN outbox o ON o.key = r.reply_key WHERE r.post_id = $1 ORDER BY r.block_index`, [postId]);
      return r.rows.map((x: Row) => ({ blockIndex: Number(x.block_index), pool: String(x.pool),
        replyPostNumber: x.sent_post_number == null ? null : Number(x.sent_post_number),
        blockDigest: x.block_digest == null ? null : String(x.block_digest) }));
    },
    async commitRolls(input: CommitRolls) {
      return tx(async (c) => {
        // A concurrent delivery rolled one of these blocks first: throwing rolls the whole thing back.
        for (const r of input.rolls) {
          const res = await c.query(insertRollSql, insertRollArgs(r));
          if (res.rowCount === 0) throw new Conflict();
        }
        await c.query(`INSERT INTO processed_posts (post_id, topic_id, last_version, processed_at) VALUES ($1,$2,$3,$4)
          ON CONFLICT (post_id) DO UPDATE SET last_version = GREATEST(processed_posts.last_version, excluded.last_version),
          processed_at = excluded.processed_at`, [input.postId, input.topicId, input.version, input.rolls[0]?.createdAt ?? 0]);
        if (input.outcome) {
          const o = await c.query(outcomeSql, [input.postId, input.version, input.outcome.digest, input.topicId, "applied", input.outcome.at]);
          if (o.rowCount !== 1) throw new Conflict();
        }
        for (const item of input.outbox) await c.query(enqueueSql, enqueueArgs(item));
        return true;
      }).catch((e: unknown) => { if (e instanceof Conflict) return false; throw e; });
    },
    async logTip() {
      const r = await pool.query(`SELECT seq, record_hash FROM rolls WHERE seq IS NOT NULL ORDER BY seq DESC LIMIT 1`);
      const x = r.rows[0] as Row | undefined;
      return x ? { seq: Number(x.seq), recordHash: String(x.record_hash) } : null;
    },
    async logPage(fromSeq, limit) {
      const r = await pool.query(`SELECT seq, proof, topic_id, post_id FROM rolls WHERE seq >= $1 ORDER BY seq LIMIT $2`, [fromSeq, limit]);
      return r.rows.map((x: Row) => ({ seq: Number(x.seq), proof: String(x.proof), topicId: Number(x.topic_id), postId: Number(x.post_id) }));
    },
    async enqueue(item) { return ((await pool.query(enqueueSql, enqueueArgs(item))).rowCount ?? 0) === 1; },
    async countRollsSince(userId, since) {
      const r = await pool.query(`SELECT COUNT(*) AS n FROM rolls WHERE user_id = $1 AND created_at >= $2`, [userId, since]);
      return Number(r.rows[0].n);
    },
    async claimOutbox(now, leaseMs, limit, sent = []) {
      if (sent.length === 0) return claimDue(pool, now, leaseMs, limit);
      // The sent marks and the claim in one transaction (one commit), as the SQLite store does.
      return tx(async (c) => {
        for (const m of sent) await c.query(markSentSql, [m.postId, m.postNumber, m.at, m.id]);
        return claimDue(c, now, leaseMs, limit);
      });
    },
    async markSent(id, postId, postNumber, now) {
      await pool.query(markSentSql, [postId, postNumber, now, id]);
    },
    // A claim is (id, attempts): every later claim counts an attempt, so a stale worker's update matches
    // nothing. Under READ COMMITTED an UPDATE waiting on a claim's row lock re-checks `attempts` after it.
    async renewLease(claim, until) {
      const r = await pool.query(`UPDATE outbox SET lease_until = $1 WHERE id = $2 AND attempts = $3 AND state = 'pending'`,
        [until, claim.id, claim.attempts]);
      return r.rowCount === 1;
    },
    async markRetry(claim, at, error, certain) {
      const r = await pool.query(`UPDATE outbox SET next_attempt_at = $1, last_error = $2, lease_until = 0,
        in_doubt = CASE WHEN $3 THEN 0 ELSE in_doubt END WHERE id = $4 AND attempts = $5 AND state = 'pending'`,
      [at, error, certain, claim.id, claim.attempts]);
      return r.rowCount === 1;
    },
    async markDead(claim, error, reason) {
      const r = await pool.query(`UPDATE outbox SET state = 'dead', last_error = $1, dead_reason = $2, lease_until = 0
        WHERE id = $3 AND attempts = $4 AND state = 'pending'`, [error, reason, claim.id, claim.attempts]);
      return r.rowCount === 1;
    },
    async reviveDead(now, which) {
      const { sql, args } = reviveSql(which, (n) => `$${n}`);
      const r = await pool.query(`UPDATE outbox SET state = 'pending', next_attempt_at = $1, lease_until = 0, dead_reason = NULL,
        revived_attempts = attempts WHERE state = 'dead'${sql}`, [now, ...args]);
      return r.rowCount ?? 0;
    },
    async deadItems(limit) {
      const r = await pool.query(`SELECT id, key, kind, topic_id, post_id, attempts, dead_reason, last_error FROM outbox
        WHERE state = 'dead' ORDER BY id LIMIT $1`, [limit]);
      return r.rows.map(deadItemFromRow);
    },
    async oldestPending() {
      const r = await pool.query(`SELECT MIN(created_at) AS t FROM outbox WHERE state = 'pending'`);
      return r.rows[0].t == null ? null : Number(r.rows[0].t);
    },
    async getMark(name) {
      const r = await pool.query(`SELECT value FROM service_marks WHERE name = $1`, [name]);
      return r.rows[0] ? Number(r.rows[0].value) : null;
    },
    async raiseMark(name, value) {
      await pool.query(`INSERT INTO service_marks (name, value) VALUES ($1, $2)
        ON CONFLICT (name) DO UPDATE SET value = GREATEST(service_marks.value, excluded.value)`, [name, value]);
    },
    async setMark(name, value) {
      if (value === null) await pool.query(`DELETE FROM service_marks WHERE name = $1`, [name]);
      else await pool.query(`INSERT INTO service_marks (name, value) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET value = excluded.value`, [name, value]);
    },
    async seenVersion(postId) {
      const r = await pool.query(`SELECT last_version FROM processed_posts WHERE post_id = $1`, [postId]);
      return r.rows[0] ? Number(r.rows[0].last_version) : null;
    },
    async markSeen(postId, topicId, version, now, digest) {
      await pool.query(`INSERT INTO processed_posts (post_id, topic_id, last_version, processed_at, last_digest) VALUES ($1,$2,$3,$4,$5)
        ON CONFLICT (post_id) DO UPDATE SET last_version = GREATEST(processed_posts.last_version, excluded.last_version),
        last_digest = CASE WHEN excluded.last_digest IS NOT NULL AND excluded.last_version >= processed_posts.last_version
          THEN excluded.last_digest ELSE processed_posts.last_digest END,
        processed_at = excluded.processed_at`, [postId, topicId, version, now, digest ?? null]);
    },
    async seenPost(postId) {
      const r = await pool.query(`SELECT last_version, last_digest FROM processed_posts WHERE post_id = $1`, [postId]);
      return r.rows[0] ? { version: Number(r.rows[0].last_version), digest: r.rows[0].last_digest == null ? null : String(r.rows[0].last_digest) } : null;
    },
    async outboxCounts() {
      const c = { pending: 0, sent: 0, dead: 0 };
      for (const r of (await pool.query(`SELECT state, COUNT(*) AS n FROM outbox GROUP BY state`)).rows as Row[]) {
        c[r.state as keyof typeof c] = Number(r.n);
      }
      return c;
    },
    async nextDue() {
      const r = await pool.query(`SELECT MIN(GREATEST(next_attempt_at, lease_until)) AS t FROM outbox WHERE state = 'pending'`);
      return r.rows[0].t == null ? null : Number(r.rows[0].t);
    },
    async getScene(topicId, sceneNo) {
      const r = await pool.query(`SELECT * FROM scenes WHERE topic_id = $1 AND scene_no = $2`, [topicId, sceneNo]);
      const x = r.rows[0] as Row | undefined;
      return x && { topicId, sceneNo, state: String(x.state), version: Number(x.version) };
    },
    async putScene(s, expected) {
      return putState(pool, s, expected);
    },
    async setTurn(topicId, waiting, now) {
      if (waiting.length === 0) await pool.query(`DELETE FROM topic_turns WHERE topic_id = $1`, [topicId]);
      else await pool.query(`INSERT INTO topic_turns (topic_id, waiting, updated_at) VALUES ($1, $2, $3)
        ON CONFLICT (topic_id) DO UPDATE SET waiting = excluded.waiting, updated_at = excluded.updated_at`, [topicId, JSON.stringify(waiting), now]);
    },
    async turns() {
      const r = await pool.query(`SELECT topic_id, waiting FROM topic_turns ORDER BY topic_id`);
      return (r.rows as { topic_id: string | number; waiting: string }[]).map((x) => ({ topicId: Number(x.topic_id), waiting: JSON.parse(x.waiting) as string[] }));
    },
    async getFlow(topicId) {
      const r = await pool.query(`SELECT * FROM topic_flows WHERE topic_id = $1`, [topicId]);
      const x = r.rows[0] as Row | undefined;
      return x && flowOf(x);
    },
    async putFlow(flow, expected) {
      return putState(pool, flow, expected);
    },
    async flowsToSweep(now) {
      const r = await pool.query(`SELECT * FROM topic_flows WHERE due_at <= $1 UNION SELECT * FROM topic_flows WHERE pending_sheets > 0`, [now]);
      return r.rows.map((x: Row) => flowOf(x));
    },
    async scenesToSweep(waitedSince) {
      return (await pool.query(SCENES_TO_SWEEP_SQL, [waitedSince])).rows.map((x: Row) => sceneOf(x));
    },
    async commitScene(input: CommitScene) {
      const s = input.scene;
      return tx(async (c) => {
        if (!await putState(c, s, input.expectedVersion)) throw new Conflict();
        for (const r of input.rolls) {
          const res = await c.query(insertRollSql, insertRollArgs(r));
          if (res.rowCount === 0) throw new Conflict();
        }
        for (const e of input.points) await addPoints(c, e);
        await c.query(`INSERT INTO processed_posts (post_id, topic_id, last_version, processed_at) VALUES ($1,$2,$3,$4)
          ON CONFLICT (post_id) DO UPDATE SET last_version = GREATEST(processed_posts.last_version, excluded.last_version),
          processed_at = excluded.processed_at`, [input.postId, s.topicId, input.version, input.outbox[0]?.createdAt ?? 0]);
        if (input.outcome) {
          const o = await c.query(outcomeSql, [input.postId, input.version, input.outcome.digest, s.topicId, "applied", input.outcome.at]);
          if (o.rowCount !== 1) throw new Conflict();
        }
        for (const item of input.outbox) await c.query(enqueueSql, enqueueArgs(item));
        return true;
      }).catch((e: unknown) => { if (e instanceof Conflict) return false; throw e; });
    },
    async postOutcome(k) {
      const r = await pool.query(`SELECT outcome FROM post_outcomes WHERE post_id = $1 AND version = $2 AND digest = $3`, [k.postId, k.version, k.digest]);
      return r.rows[0] ? (String(r.rows[0].outcome) as PostOutcome) : null;
    },
    async refusePost(k, replies, now) {
      return tx(async (c) => {
        const o = await c.query(outcomeSql, [k.postId, k.version, k.digest, k.topicId, "refused", now]);
        if (o.rowCount !== 1) return false;
        for (const reply of replies) await c.query(enqueueSql, enqueueArgs(reply));
        return true;
      });
    },
    async prunePosts(before, seenUpTo, limit) {
      const outcomes = await pool.query(`DELETE FROM post_outcomes WHERE (post_id, version, digest) IN
        (SELECT post_id, version, digest FROM post_outcomes WHERE decided_at < $1 LIMIT $2)`, [before, limit]);
      const seen = await pool.query(`DELETE FROM processed_posts WHERE post_id IN
        (SELECT post_id FROM processed_posts WHERE processed_at < $1 AND ($2::bigint IS NULL OR post_id <= $2) LIMIT $3)`, [before, seenUpTo, limit]);
      return { outcomes: outcomes.rowCount ?? 0, seen: seen.rowCount ?? 0 };
    },
    async listScenes() {
      const r = await pool.query(`SELECT * FROM scenes`);
      return r.rows.map((x: Row) => ({ topicId: Number(x.topic_id), sceneNo: Number(x.scene_no), state: String(x.state), version: Number(x.version) }));
    },
    async appendPoints(e) { return tx(async (c) => { await addPoints(c, e); return true; }).catch(orFalse); },
    async balances(players) {
      const out: Record<string, Record<string, number>> = Object.fromEntries(players.map((p) => [p, {}]));
      const r = await pool.query(`SELECT player, kind, amount FROM balances WHERE player = ANY($1::text[])`, [players]);
      for (const x of r.rows as Row[]) {
        (out[String(x.player)] ??= {})[String(x.kind)] = Number(x.amount);
      }
      return out;
    },
    // Saves are serialised by a transaction lock, so change numbers are handed out in commit order: a
    // reader that saw number n never later meets a row committed with a smaller one.
    async saveSheet(row) {
      await tx(async (c) => {
        await c.query(`SELECT pg_advisory_xact_lock($1)`, [SHEETS_LOCK]);
        await c.query(`INSERT INTO sheets (post_id, topic_id, post_number, character, owner, version, raw, changed_seq)
          VALUES ($1,$2,$3,$4,$5,$6,$7, (SELECT COALESCE(MAX(changed_seq), 0) + 1 FROM sheets))
          ON CONFLICT (post_id) DO UPDATE SET topic_id = excluded.topic_id, post_number = excluded.post_number, character = excluded.character,
            owner = CASE WHEN excluded.raw IS NULL THEN NULL ELSE COALESCE(excluded.owner, sheets.owner) END,
            version = excluded.version, raw = excluded.raw, changed_seq = excluded.changed_seq WHERE sheets.version <= excluded.version`,
        [row.postId, row.topicId, row.postNumber, row.character, row.owner, row.version, row.raw]);
      });
    },
    async loadSheets() { return (await pool.query(`SELECT * FROM sheets ORDER BY post_id`)).rows.map((r: Row) => sheetFromRow(r)); },
    async sheetsChangedSince(after) {
      return (await pool.query(`SELECT * FROM sheets WHERE changed_seq > $1 ORDER BY changed_seq`, [after])).rows.map((r: Row) => sheetFromRow(r));
    },
    async openPointsClaim(claim, flag) {
      return tx(async (c) => {
        const r = await c.query(`INSERT INTO point_claims (key, player, character, post_id, topic_id, changes, flag_key, created_at)
          VALUES ($1,$2,$3,$4,$5,$6,$7,$8) ON CONFLICT (key) DO NOTHING`,
          [claim.key, claim.player, claim.character, claim.postId, claim.topicId, JSON.stringify(claim.changes), claim.flagKey, claim.createdAt]);
        if (r.rowCount !== 1) return false;
        await c.query(enqueueSql, enqueueArgs(flag));
        return true;
      });
    },
    async pointsClaimByFlag(topicId, postNumber) {
      const r = await pool.query(`SELECT c.*, o.sent_post_id AS flag_post_id FROM point_claims c JOIN outbox o ON o.key = c.flag_key
        WHERE o.topic_id = $1 AND o.sent_post_number = $2 ORDER BY c.id LIMIT 1`, [topicId, postNumber]);
      const x = r.rows[0] as Row | undefined;
      return x ? { ...claimFromRow(x), flagPostId: Number(x.flag_post_id) } : undefined;
    },
    async openPointsClaims(topicId) {
      const r = await pool.query(`SELECT c.*, o.sent_post_number AS flag_post_number FROM point_claims c JOIN outbox o ON o.key = c.flag_key
        WHERE c.topic_id = $1 AND c.state = 'open' AND o.sent_post_number IS NOT NULL ORDER BY c.id`, [topicId]);
      return (r.rows as Row[]).map((x) => ({ ...claimFromRow(x), flagPostNumber: Number(x.flag_post_number) }));
    },
    async decidePointsClaim(id, state, points, outbox) {
      return tx(async (c) => {
        const r = await c.query(`UPDATE point_claims SET state = $1, decided_at = $2 WHERE id = $3 AND state = 'open'`,
          [state, outbox[0]?.createdAt ?? points[0]?.createdAt ?? 0, id]);
        if (r.rowCount !== 1) throw new Conflict();
        for (const e of points) await addPoints(c, e);
        for (const item of outbox) await c.query(enqueueSql, enqueueArgs(item));
        return true;
      }).catch(orFalse);
    },
    async pointsBalance(character, kind) {
      const r = await pool.query(`SELECT COALESCE(SUM(delta), 0) AS n FROM points WHERE character = $1 AND kind = $2`, [character, kind]);
      return Number(r.rows[0].n);
    },
    async close() { await pool.end(); },
  };
}

class Conflict extends Error {}

async function migrate(pool: pg.Pool): Promise<void> {
  const c = await pool.connect();
  try {
    // Two instances starting together must not both migrate: an advisory lock serialises them.
    await c.query(`SELECT pg_advisory_lock($1)`, [MIGRATION_LOCK]);
    await c.query(`CREATE TABLE IF NOT EXISTS gf_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)`);
    const done = new Set((await c.query(`SELECT version FROM gf_migrations`)).rows.map((r: Row) => Number(r.version)));
    for (const m of MIGRATIONS) {
      if (done.has(m.version)) continue;
      await c.query("BEGIN");
      try {
        await c.query(m.postgres);
        await c.query(`INSERT INTO gf_migrations (version, name, applied_at) VALUES ($1, $2, $3)`, [m.version, m.name, Date.now()]);
        await c.query("COMMIT");
      } catch (e) { await c.query("ROLLBACK"); throw e; }
    }
  } finally {
    await c.query(`SELECT pg_advisory_unlock($1)`, [MIGRATION_LOCK]).catch(() => {});
    c.release();
  }
}
