// Picks the store from the configured database: a postgres:// URL, or a SQLite file path.
import { openPgStore } from "./pg-store.js";
import { openSqliteStore } from "./sqlite-store.js";
import type { Store } from "./store.js";

export async function openStore(database: string): Promise<Store> {
  if (/^postgres(ql)?:\/\//.test(database)) return openPgStore(database);
  return openSqliteStore(database.replace(/^sqlite:/, ""));
}
