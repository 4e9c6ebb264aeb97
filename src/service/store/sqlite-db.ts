// The two things the store needs of SQLite beyond node:sqlite's API (DatabaseSync, prepare, exec),
// which @photostructure/sqlite gives on Node 20 with no compile (docs/decisions.md, "Install time"):
// a transaction around a function, and statements bound by name as strictly as better-sqlite3 did.
import { DatabaseSync } from "@photostructure/sqlite";

export { DatabaseSync };
export type Db = InstanceType<typeof DatabaseSync>;

/**
 * `fn` run in one transaction: BEGIN IMMEDIATE … COMMIT, or ROLLBACK and the error passed on when it
 * throws. IMMEDIATE takes the write lock at BEGIN, so a transaction that reads and then writes waits
 * for another writer (busy_timeout) instead of failing at its first write. Called inside another
 * transaction on the same connection it is a savepoint: its own writes are undone on a throw, the
 * outer transaction's are not. `fn` must be synchronous: an async one would commit before it ran.
 */
export function transaction<A extends unknown[], R>(db: Db, fn: (...args: A) => R): (...args: A) => R {
  return (...args: A): R => {
    const nested = db.isTransaction;
    db.exec(nested ? "SAVEPOINT gf_nested" : "BEGIN IMMEDIATE");
    let out: R;
    try {
      out = fn(...args);
      if (typeof (out as { then?: unknown } | null)?.then === "function") throw new TypeError("a transaction's function cannot be async");
    } catch (e) {
      // An error SQLite ended the transaction for (a full disk, an I/O error) left nothing to roll back.
      if (db.isTransaction) db.exec(nested ? "ROLLBACK TO gf_nested; RELEASE gf_nested" : "ROLLBACK");
      throw e;
    }
    db.exec(nested ? "RELEASE gf_nested" : "COMMIT");
    return out;
  };
}

type Params = Record<string, unknown>;

/** A statement with named parameters (`@name`), run with one object. */
export interface NamedStatement {
  run(params: object): { changes: number | bigint; lastInsertRowid: number | bigint };
}

/**
 * Prepares `sql` and binds each of its `@name` parameters from the key of that name, and only those:
 * node:sqlite refuses a key the statement does not name (the store passes whole records, with more
 * fields than a statement writes) and binds a parameter whose key is missing as NULL, where
 * better-sqlite3 ignored the first and refused the second. A missing or undefined value is refused
 * here too, so a field left out of a record never becomes a silent NULL.
 */
export function prepareNamed(db: Db, sql: string): NamedStatement {
  const names = [...new Set(sql.match(/@[A-Za-z_]\w*/g) ?? [])].map((n) => n.slice(1));
  const statement = db.prepare(sql);
  return {
    run(record) {
      const params = record as Params;
      const bound: Params = {};
      for (const name of names) {
        if (params[name] === undefined) throw new TypeError(`missing named parameter @${name}`);
        bound[name] = params[name];
      }
      return statement.run(bound as never);
    },
  };
}
