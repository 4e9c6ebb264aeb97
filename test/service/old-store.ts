// A store as an older service left it: the migrations up to `version` applied and recorded, and
// scenes rows written as that service wrote them, on a real SQLite file or a database of its own in a
// real PostgreSQL cluster; opened by this service, which runs the migrations after it.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { DatabaseSync } from "../../src/service/store/sqlite-db.js";
import { MIGRATIONS, playerFromReason } from "../../src/service/store/migrations.js";
import { openStore } from "../../src/service/store/open-store.js";
import type { Store } from "../../src/service/store/store.js";
import { createDatabase, type PgCluster } from "./pg-cluster.js";

/** [topic, scene, state, version] of a scenes row. */
export type OldScene = readonly [number, number, string, number];

const MIGRATIONS_TABLE = `CREATE TABLE gf_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)`;
let pgDbs = 0;

/** Both stores at `version` with the `scenes` rows, each opened by this service: [name, open]. */
export function oldStores(version: number, scenes: readonly OldScene[], cluster: () => PgCluster | undefined): [string, () => Promise<Store>][] {
  const upTo = MIGRATIONS.filter((m) => m.version <= version);
  return [
    ["sqlite", async () => {
      const file = join(mkdtempSync(join(tmpdir(), "gf-old-")), "gf.sqlite");
      const db = new DatabaseSync(file);
      // Migration 8 calls it, as the store registers it (sqlite-store.ts).
      db.function("gf_reason_player", (reason: unknown) => playerFromReason(String(reason)));
      db.exec(MIGRATIONS_TABLE);
      for (const m of upTo) { db.exec(m.sqlite); db.prepare(`INSERT INTO gf_migrations VALUES (?, ?, 0)`).run(m.version, m.name); }
      for (const row of scenes) db.prepare(`INSERT INTO scenes (topic_id, scene_no, state, version) VALUES (?, ?, ?, ?)`).run(...row);
      db.close();
      return openStore(file);
    }],
    ["postgres", async () => {
      const url = await createDatabase(cluster()!, `gf_old_${process.pid}_${++pgDbs}`);
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      await db.query(MIGRATIONS_TABLE);
      for (const m of upTo) { await db.query(m.postgres); await db.query(`INSERT INTO gf_migrations VALUES ($1, $2, 0)`, [m.version, m.name]); }
      for (const row of scenes) await db.query(`INSERT INTO scenes (topic_id, scene_no, state, version) VALUES ($1, $2, $3, $4)`, [...row]);
      await db.end();
      return openStore(url);
    }],
  ];
}
