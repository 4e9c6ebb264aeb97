// Upgrading a store built before the ledger was the player's (schema version 4: points entries by
// character, no balances) keeps every point: migration 8 gives each old entry its player and moves
// that player's balance by it, on a real SQLite file and a real PostgreSQL database. Through the
// service, the sheet then shows the rest (its opening points), which its first acceptance credits.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "../../src/service/store/sqlite-db.js";
import pg from "pg";
import { MIGRATIONS, playerFromReason } from "../../src/service/store/migrations.js";
import { openStore } from "../../src/service/store/open-store.js";
import type { Store } from "../../src/service/store/store.js";
import { LIA, sheetPost } from "../games/genrefuzzion/service/support.js";
import { harness, newDataDir } from "./harness.js";
import { createDatabase, startPgCluster, type PgCluster } from "./pg-cluster.js";
import { playerBalances } from "../../src/games/genrefuzzion/service/balances.js";

let cluster: PgCluster | undefined;
beforeAll(async () => { cluster = await startPgCluster(); }, 60_000);
afterAll(() => cluster?.stop());

const V4 = MIGRATIONS.filter((m) => m.version <= 4);
const MIGRATIONS_TABLE = `CREATE TABLE gf_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)`;

/** Points entries as the version-4 service wrote them: by character, the player only at the end of the reason. */
const OLD_POINTS: readonly (readonly [string, string, number, string])[] = [
  ["Lía", "PV", 3, "GF-YIELD-2 yield.protagonist @ana"],
  ["Lía", "PK", -1, "GF-TRICK-3 trick.camara-lenta @Ana"],
  ["Lía", "PV", 2, "GF-FORUM-4 sheet.manual-edit @@ana"], // a player line typed with its "@"
  ["Bruno", "PK", 2, "GF-RATE-5 rating.given @beto"],
  ["Bruno", "PK", -1, "GF-ADV-2 pool.die-bought @beto"],
  ["Bruno", "PK", -1, "GF-ADV-2 pool.die-bought @beto"], // the same point spent in a second topic
  ["Bruno", "PK", -2, "GF-ADV-2 pool.die-bought @beto"],
  ["caro", "PV", 1, "GF-RATE-8 ally.rated @caro"], // an entry with no character: the player's name stands in
  ["Extra", "PV", 4, "legacy entry"], // nobody named: stays without a player
];

async function sqliteAtV4(file: string): Promise<void> {
  const db = new DatabaseSync(file);
  db.exec(MIGRATIONS_TABLE);
  for (const m of V4) { db.exec(m.sqlite); db.prepare(`INSERT INTO gf_migrations VALUES (?, ?, 0)`).run(m.version, m.name); }
  const insert = db.prepare(`INSERT INTO points (character, kind, delta, reason, post_id, created_at) VALUES (?, ?, ?, ?, 1, 1)`);
  for (const row of OLD_POINTS) insert.run(...row);
  db.close();
}

let pgDbs = 0;
async function postgresAtV4(): Promise<string> {
  const url = await createDatabase(cluster!, `gf_upgrade_${++pgDbs}`);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  await db.query(MIGRATIONS_TABLE);
  for (const m of V4) { await db.query(m.postgres); await db.query(`INSERT INTO gf_migrations VALUES ($1, $2, 0)`, [m.version, m.name]); }
  for (const row of OLD_POINTS) {
    await db.query(`INSERT INTO points (character, kind, delta, reason, post_id, created_at) VALUES ($1, $2, $3, $4, 1, 1)`, [...row]);
  }
  await db.end();
  return url;
}

const backends: [string, () => Promise<Store>][] = [
  ["sqlite", async () => { const file = join(mkdtempSync(join(tmpdir(), "gf-upgrade-")), "gf.sqlite"); await sqliteAtV4(file); return openStore(file); }],
  ["postgres", async () => openStore(await postgresAtV4())],
];

describe("playerFromReason", () => {
  it("reads the player a reason ends with, in lower case", () => {
    expect(playerFromReason("GF-YIELD-2 yield.protagonist @Ana")).toBe("ana");
    expect(playerFromReason("GF-FORUM-4 sheet.manual-edit @@ana ")).toBe("ana");
    expect(playerFromReason("GF-FORUM-4 sheet.edited-by @dani x")).toBeNull();
    expect(playerFromReason("legacy entry")).toBeNull();
  });
});

describe.each(backends)("upgrading a version-4 store (%s)", (_name, open) => {
  it("GF-PTS-1: gives every old points entry its player and each player the balance of their entries", async () => {
    const s = await open();
    try {
      // The store keeps each player's counters by the kind the entries name; a kind with no entry is absent.
      expect(await s.balances(["ana", "beto", "caro"])).toEqual({ ana: { PV: 5, PK: -1 }, beto: { PK: -2 }, caro: { PV: 1 } });
      // GF-PTS-2: spending stays refused below zero; an income counts even on a balance carried over below it.
      expect(await s.appendPoints({ player: "beto", character: "Bruno", kind: "PK", delta: -1, reason: "x", postId: 2, createdAt: 2 })).toBe(false);
      expect(await s.appendPoints({ player: "beto", character: "Bruno", kind: "PK", delta: 1, reason: "x", postId: 2, createdAt: 2 })).toBe(true);
      expect((await s.balances(["beto"])).beto).toEqual({ PK: -1 });
      // The entry nobody is named in keeps no player and moves no balance.
      expect(await s.pointsBalance("Extra", "PV")).toBe(4);
    } finally { await s.close(); }
  });
});

describe("upgrading a version-4 store, through the service", () => {
  it("GF-PTS-1, GF-FORUM-4: the sheet's points beyond the carried-over movements open the ledger, so the balance is what the sheet showed", async () => {
    const dataDir = newDataDir();
    await sqliteAtV4(join(dataDir, "gf.sqlite"));
    const h = await harness({ sandbox: { players: ["ana", "beto", "caro", "dani"] }, config: { game: { moderator: "dani" } }, dataDir });
    try {
      // The old service wrote every move onto the sheet: Lía opened with pv 2, pk 4 and shows pv 7, pk 3.
      // The carried-over balance holds the movements (+5 PV, -1 PK); staff's wiki vouches for the rest.
      await sheetPost(h, "ana", LIA.replace("pv: 3", "pv: 7"));
      await h.settle();
      expect((await playerBalances(h.service.store, ["ana"])).ana).toEqual({ pv: 7, pk: 3 });
    } finally { await h.close(); }
  }, 60_000);
});
