// Versioned schema migrations, applied in order inside one transaction each and recorded in
// gf_migrations. A migration is never edited once released; a change is a new version.
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sqlite: string;
  readonly postgres: string;
}

const tables = (id: string) => `
CREATE TABLE rolls (
  id ${id},
  post_id BIGINT NOT NULL,
  block_index INTEGER NOT NULL,
  pool TEXT NOT NULL,
  topic_id BIGINT NOT NULL,
  user_id BIGINT NOT NULL,
  username TEXT NOT NULL,
  result TEXT NOT NULL,
  proof TEXT NOT NULL,
  reply_key TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  UNIQUE (post_id, block_index)
);
CREATE INDEX rolls_user_time ON rolls (user_id, created_at);
CREATE TABLE processed_posts (
  post_id BIGINT PRIMARY KEY,
  topic_id BIGINT NOT NULL,
  last_version INTEGER NOT NULL,
  processed_at BIGINT NOT NULL
);
CREATE TABLE outbox (
  id ${id},
  key TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,
  topic_id BIGINT NOT NULL,
  post_id BIGINT NOT NULL,
  reply_to_post_number INTEGER,
  raw TEXT NOT NULL,
  edit_reason TEXT,
  original_text TEXT,
  state TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  in_doubt INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT NOT NULL,
  lease_until BIGINT NOT NULL DEFAULT 0,
  last_error TEXT,
  sent_post_id BIGINT,
  sent_post_number INTEGER,
  created_at BIGINT NOT NULL,
  sent_at BIGINT
);
CREATE INDEX outbox_due ON outbox (state, next_attempt_at);
CREATE TABLE scenes (
  topic_id BIGINT NOT NULL,
  scene_no INTEGER NOT NULL,
  state TEXT NOT NULL,
  version INTEGER NOT NULL,
  PRIMARY KEY (topic_id, scene_no)
);
CREATE TABLE points (
  id ${id},
  character TEXT NOT NULL,
  kind TEXT NOT NULL,
  delta INTEGER NOT NULL,
  reason TEXT NOT NULL,
  post_id BIGINT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX points_character ON points (character, kind);
`;

// Why an item died: "outage" (the forum never answered through every attempt: revived when it is
// back) or "refused" (it answered no for good). Service marks: small named numbers the service keeps
// between runs (the reconciler's high-water post id).
const deadReasonAndMarks = `
ALTER TABLE outbox ADD COLUMN dead_reason TEXT;
CREATE TABLE service_marks (
  name TEXT PRIMARY KEY,
  value BIGINT NOT NULL
);
`;

const rollLog = `
ALTER TABLE rolls ADD COLUMN seq BIGINT;
ALTER TABLE rolls ADD COLUMN record_hash TEXT;
CREATE UNIQUE INDEX rolls_seq ON rolls (seq);
`;

const blockDigest = `
ALTER TABLE rolls ADD COLUMN block_digest TEXT;
`;

// The sheet registry across restarts (owners included), each player's balance of each kind of points
// for atomic spending across topics (a balance never spent below zero), and hand-edits of points
// waiting for the Moderator.
const sheetsAndBalances = (id: string) => `
CREATE TABLE sheets (
  post_id BIGINT PRIMARY KEY,
  topic_id BIGINT NOT NULL,
  post_number INTEGER NOT NULL,
  character TEXT,
  owner TEXT,
  version INTEGER NOT NULL,
  raw TEXT
);
CREATE TABLE balances (
  player TEXT NOT NULL,
  kind TEXT NOT NULL,
  amount INTEGER NOT NULL,
  PRIMARY KEY (player, kind)
);
ALTER TABLE points ADD COLUMN player TEXT;
CREATE INDEX points_player ON points (player, kind);
CREATE TABLE point_claims (
  id ${id},
  key TEXT NOT NULL UNIQUE,
  player TEXT NOT NULL,
  character TEXT NOT NULL,
  post_id BIGINT NOT NULL,
  topic_id BIGINT NOT NULL,
  changes TEXT NOT NULL,
  flag_key TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'open',
  decided_by TEXT,
  created_at BIGINT NOT NULL,
  decided_at BIGINT
);
CREATE INDEX point_claims_flag ON point_claims (flag_key);
`;

// A revived dead item starts a fresh round of attempts: the worker gives up after `maxAttempts`
// counted from its last revival. The claim identity (id, attempts) still counts every attempt ever
// made, so a worker's claim from before the item died can never match a claim after it.
const revivedAttempts = `
ALTER TABLE outbox ADD COLUMN revived_attempts INTEGER NOT NULL DEFAULT 0;
`;

// The store is the sheet registry's source of truth for every instance: each change of a sheet row
// takes the next change number, and an instance reads the rows changed since the last number it saw
// before it resolves a sheet, so a sheet or an owner another instance accepted counts at once.
const sheetChanges = `
ALTER TABLE sheets ADD COLUMN changed_seq BIGINT NOT NULL DEFAULT 0;
CREATE INDEX sheets_changed ON sheets (changed_seq);
`;

/**
 * The player a points entry written before migration 5 names: every writer then (the scene's commit
 * and the sheet's hand-edit record) ended its reason with "@player" (points are the player's). Lower case, as balances are keyed. The SQLite store registers this as the SQL function
 * gf_reason_player; PostgreSQL spells the same pattern as a regular expression below.
 */
export function playerFromReason(reason: string): string | null {
  const m = /@([^\s@]+)\s*$/.exec(reason);
  return m ? m[1]!.toLowerCase() : null;
}

// Points entries written before migration 5 have no player, so their points were in no balance.
// The player is the one their reason names ("… @ana", playerFromReason); failing that, the owner the
// sheet registry holds for the entry's character. Each entry given a player moves that player's
// balance by its delta, exactly as if it had been recorded with it (a sum below zero is kept: only
// the old double spend across topics makes one, and incomes still count on top of it). Entries with
// neither stay without a player.
const backfillPlayers = (reasonPlayer: string) => `
CREATE TEMP TABLE gf_backfill AS
  SELECT id, kind, delta, COALESCE(${reasonPlayer},
    (SELECT lower(s.owner) FROM sheets s WHERE s.owner IS NOT NULL AND s.raw IS NOT NULL AND lower(s.character) = lower(points.character)
      ORDER BY s.post_id LIMIT 1)) AS player
  FROM points WHERE player IS NULL;
UPDATE points SET player = (SELECT b.player FROM gf_backfill b WHERE b.id = points.id)
  WHERE id IN (SELECT id FROM gf_backfill WHERE player IS NOT NULL);
INSERT INTO balances (player, kind, amount) SELECT DISTINCT player, kind, 0 FROM gf_backfill WHERE player IS NOT NULL ON CONFLICT DO NOTHING;
UPDATE balances SET amount = amount + (SELECT SUM(b.delta) FROM gf_backfill b WHERE b.player = balances.player AND b.kind = balances.kind)
  WHERE EXISTS (SELECT 1 FROM gf_backfill b WHERE b.player = balances.player AND b.kind = balances.kind);
DROP TABLE gf_backfill;
`;

// One judgement per text of a post (its version and a digest of its raw), across instances: a
// refusal and an application of the same text exclude each other (src/service/store/store.ts PostOutcome).
const postOutcomes = `
CREATE TABLE post_outcomes (
  post_id BIGINT NOT NULL,
  version INTEGER NOT NULL,
  digest TEXT NOT NULL,
  topic_id BIGINT NOT NULL,
  outcome TEXT NOT NULL,
  decided_at BIGINT NOT NULL,
  PRIMARY KEY (post_id, version, digest)
);
`;

// The raw a post was seen through at, by digest: the reconciler looks again at a post whose raw
// changed without a new version (an author's edit inside Discourse's grace period).
const seenDigest = `ALTER TABLE processed_posts ADD COLUMN last_digest TEXT;`;

// Post outcomes and seen posts are pruned by age (src/service/prune.ts): each by its time.
const pruneIndexes = `
CREATE INDEX post_outcomes_decided_at ON post_outcomes (decided_at);
CREATE INDEX processed_posts_processed_at ON processed_posts (processed_at);
`;

// Each topic a game's flow plays, in a table of its own (it was the scenes row -1 of its topic), with
// what the sweep needs to find its work without reading every row: the flow's next deadline and its
// sheet updates waiting. Rows moved here are due at once and marked as having updates, so the first
// sweep reads each once and the runner writes their true values back.
const topicFlows = (game: string) => `
CREATE TABLE topic_flows (
  topic_id BIGINT PRIMARY KEY,
  game TEXT NOT NULL,
  state TEXT NOT NULL,
  version INTEGER NOT NULL,
  due_at BIGINT,
  pending_sheets INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX topic_flows_due ON topic_flows (due_at);
CREATE INDEX topic_flows_pending ON topic_flows (pending_sheets);
INSERT INTO topic_flows (topic_id, game, state, version, due_at, pending_sheets)
  SELECT topic_id, ${game}, state, version, 0, 1 FROM scenes WHERE scene_no = -1;
DELETE FROM scenes WHERE scene_no = -1;
`;

// Whom each table waits for (TopicFlow.waitingFor, a scene game's turn), as the service last
// applied a post there: the plugin draws a "your turn" badge in the topic list from it, on forums
// without discourse-assign (GET /turns.json). One row per topic while it waits for someone.
const topicTurns = `
CREATE TABLE topic_turns (
  topic_id BIGINT PRIMARY KEY,
  waiting TEXT NOT NULL,
  updated_at BIGINT NOT NULL
);
`;

// What the sweep needs of a scenes row without reading its state: since when its current wait has
// been remindable (null when nobody is waited for or the wait was reminded already) and how many sheet
// updates wait to be written. The wait's start is kept, not its deadline, so the sweep compares it with
// now minus the group's maximum wait as it is configured at that sweep: a changed setting counts at
// once for every waiting table. Rows written before this migration are due at once and marked as
// having updates, so the first sweep reads each once and the game writes their true values back.
const sceneSweep = `
ALTER TABLE scenes ADD COLUMN waiting_since BIGINT;
ALTER TABLE scenes ADD COLUMN pending_sheets INTEGER NOT NULL DEFAULT 0;
UPDATE scenes SET waiting_since = 0, pending_sheets = 1;
CREATE INDEX scenes_waiting ON scenes (waiting_since);
CREATE INDEX scenes_pending ON scenes (pending_sheets);
`;

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: "ledger, processed posts, outbox, scenes, points",
    sqlite: tables("INTEGER PRIMARY KEY AUTOINCREMENT"), postgres: tables("BIGSERIAL PRIMARY KEY") },
  { version: 2, name: "outbox dead reason, service marks", sqlite: deadReasonAndMarks, postgres: deadReasonAndMarks },
  // The roll log (docs/verifiable-dice.md §9.4): each roll's place in the operator's log and its
  // record hash. One row per seq: two rollers that read the same tip cannot both append.
  { version: 3, name: "roll log: seq and record hash",
    sqlite: rollLog, postgres: rollLog },
  // A rolled block's text digest: its stable number survives blocks inserted or moved around it.
  { version: 4, name: "rolled block digest", sqlite: blockDigest, postgres: blockDigest },
  { version: 5, name: "sheet registry, player balances, points claims",
    sqlite: sheetsAndBalances("INTEGER PRIMARY KEY AUTOINCREMENT"), postgres: sheetsAndBalances("BIGSERIAL PRIMARY KEY") },
  { version: 6, name: "outbox attempts counted from the last revival", sqlite: revivedAttempts, postgres: revivedAttempts },
  { version: 7, name: "sheet change numbers", sqlite: sheetChanges, postgres: sheetChanges },
  { version: 8, name: "points entries before migration 5 given their player, and their balances",
    sqlite: backfillPlayers("gf_reason_player(reason)"),
    postgres: backfillPlayers("lower(substring(reason from '@([^[:space:]@]+)[[:space:]]*$'))") },
  { version: 9, name: "post outcomes: one judgement per text of a post", sqlite: postOutcomes, postgres: postOutcomes },
  { version: 10, name: "processed posts: the digest of the raw seen", sqlite: seenDigest, postgres: seenDigest },
  { version: 11, name: "post outcomes and processed posts: indexes for pruning by age", sqlite: pruneIndexes, postgres: pruneIndexes },
  { version: 12, name: "topic flows in a table of their own, with their deadline and pending sheet updates",
    sqlite: topicFlows("COALESCE(json_extract(state, '$.game'), '')"), postgres: topicFlows("COALESCE(state::json->>'game', '')") },
  { version: 13, name: "whom each table waits for", sqlite: topicTurns, postgres: topicTurns },
  { version: 14, name: "scenes: since when each waits and its pending sheet updates, for the sweep", sqlite: sceneSweep, postgres: sceneSweep },
];
