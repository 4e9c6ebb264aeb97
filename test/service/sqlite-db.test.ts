// The store's SQLite (src/service/store/sqlite-db.ts): node:sqlite's API from @photostructure/sqlite,
// whose binary comes inside its npm tarball and loads with no install script run (package.json's
// allowScripts refuses it), and the two things the store adds to that API: a transaction around a
// function, and statements bound by name as strictly as better-sqlite3 bound them.
import { describe, expect, it } from "@jest/globals";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { DatabaseSync, prepareNamed, transaction, type Db } from "../../src/service/store/sqlite-db.js";
import { openStore } from "../../src/service/store/open-store.js";

const fresh = (): string => join(mkdtempSync(join(tmpdir(), "gf-sqlite-db-")), "t.sqlite");
const table = (db: Db) => { db.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, a TEXT NOT NULL, b INTEGER)"); return db; };
const rows = (db: Db) => db.prepare("SELECT a FROM t ORDER BY id").all().map((r) => (r as { a: string }).a);

describe("the SQLite binary", () => {
  it("is the npm tarball's prebuilt one, loaded with its install script never run (no compile, no download)", () => {
    const pkg = dirname(createRequire(import.meta.url).resolve("@photostructure/sqlite/package.json"));
    const manifest = JSON.parse(readFileSync("package.json", "utf8")) as { allowScripts: Record<string, boolean> };
    expect(manifest.allowScripts["@photostructure/sqlite"]).toBe(false);
    // Its install script (node-gyp-build) would have compiled into build/ had no prebuild fitted.
    expect(existsSync(join(pkg, "build"))).toBe(false);
    for (const platform of ["linux-x64", "linux-arm64", "darwin-x64", "darwin-arm64", "win32-x64", "win32-arm64"]) {
      expect({ platform, shipped: existsSync(join(pkg, "prebuilds", platform)) }).toEqual({ platform, shipped: true });
    }
    const db = new DatabaseSync(":memory:");
    expect(db.prepare("SELECT sqlite_version() AS v").get()).toEqual({ v: expect.stringMatching(/^3\.\d+\.\d+$/) });
    db.close();
    // On Linux the process's mappings name the very file loaded: one of prebuilds/, for this platform.
    if (process.platform === "linux") {
      const loaded = readFileSync("/proc/self/maps", "utf8").split("\n").map((l) => /(\/\S+\.node)$/.exec(l)?.[1]).filter((f) => f !== undefined && basename(f).includes("sqlite"));
      expect([...new Set(loaded)]).toEqual([expect.stringContaining(join(pkg, "prebuilds", `linux-${process.arch}`))]);
    }
  });
});

describe("transaction", () => {
  it("commits what the function wrote and returns its value", () => {
    const db = table(new DatabaseSync(":memory:"));
    const add = transaction(db, (a: string, b: string) => { db.prepare("INSERT INTO t (a) VALUES (?), (?)").run(a, b); return db.isTransaction; });
    expect(add("x", "y")).toBe(true);
    expect(db.isTransaction).toBe(false);
    expect(rows(db)).toEqual(["x", "y"]);
  });

  it("rolls back every write when the function throws, and passes the error on", () => {
    const db = table(new DatabaseSync(":memory:"));
    const add = transaction(db, () => { db.prepare("INSERT INTO t (a) VALUES ('x')").run(); db.prepare("INSERT INTO t (a) VALUES (NULL)").run(); });
    expect(add).toThrow(/NOT NULL/);
    expect(db.isTransaction).toBe(false);
    expect(rows(db)).toEqual([]);
  });

  it("nested, is a savepoint: an inner throw undoes the inner writes only", () => {
    const db = table(new DatabaseSync(":memory:"));
    const inner = transaction(db, (a: string) => { db.prepare("INSERT INTO t (a) VALUES (?)").run(a); if (a === "bad") throw new Error("no"); });
    const outer = transaction(db, () => {
      inner("kept");
      expect(() => inner("bad")).toThrow("no");
      expect(db.isTransaction).toBe(true);
      inner("also kept");
    });
    outer();
    expect(rows(db)).toEqual(["kept", "also kept"]);
  });

  it("refuses an async function, which would run after the commit, and writes nothing of it", () => {
    const db = table(new DatabaseSync(":memory:"));
    const add = transaction(db, async () => { db.prepare("INSERT INTO t (a) VALUES ('x')").run(); });
    expect(add).toThrow("cannot be async");
    expect(db.isTransaction).toBe(false);
    expect(rows(db)).toEqual([]);
  });

  it("takes the write lock at BEGIN (IMMEDIATE): a second connection's writer is refused before the function runs", () => {
    const file = fresh();
    const a = table(new DatabaseSync(file));
    a.exec("PRAGMA journal_mode = WAL");
    const b = new DatabaseSync(file);
    b.exec("PRAGMA busy_timeout = 0");
    let ran = false;
    a.exec("BEGIN IMMEDIATE");
    expect(transaction(b, () => { ran = true; })).toThrow(/locked|busy/i);
    a.exec("ROLLBACK");
    expect(ran).toBe(false);
    a.close();
    b.close();
  });
});

describe("prepareNamed", () => {
  it("binds a statement's @names from a record, ignoring its other fields, and refuses a missing one", () => {
    const db = table(new DatabaseSync(":memory:"));
    const insert = prepareNamed(db, "INSERT INTO t (a, b) VALUES (@a, @b)");
    expect(insert.run({ a: "x", b: 2, extra: "not a column" })).toEqual({ changes: 1, lastInsertRowid: 1 });
    expect(insert.run({ a: "y", b: null })).toEqual({ changes: 1, lastInsertRowid: 2 });
    expect(() => insert.run({ a: "z" })).toThrow("missing named parameter @b");
    expect(() => insert.run({ a: "z", b: undefined })).toThrow("missing named parameter @b");
    expect(db.prepare("SELECT a, b FROM t ORDER BY id").all()).toEqual([{ a: "x", b: 2 }, { a: "y", b: null }]);
  });
});

describe("the store's SQLite file", () => {
  it("is in WAL mode, and reads its integers as numbers", async () => {
    const file = fresh();
    await (await openStore(file)).close();
    const db = new DatabaseSync(file, { readOnly: true });
    expect(db.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    expect(typeof (db.prepare("SELECT MAX(version) AS v FROM gf_migrations").get() as { v: unknown }).v).toBe("number");
    db.close();
    const s = await openStore(file);
    try {
      expect(await s.enqueue({ key: "k", kind: "reply", topicId: 1, postId: 2, replyToPostNumber: null, raw: "x", createdAt: 2 ** 41 })).toBe(true);
      expect(await s.oldestPending()).toBe(2 ** 41);
    } finally { await s.close(); }
  });
});
