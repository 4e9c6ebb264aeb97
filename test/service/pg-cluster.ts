// A throwaway PostgreSQL cluster for tests: initdb into a temp dir and
// pg_ctl start on a free port, as user postgres when running as root (initdb refuses root).
import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

function pgBin(name: string): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(join(root, v, "bin", name))) return join(root, v, "bin", name);
  return undefined;
}

export const havePostgres = (): boolean => pgBin("initdb") !== undefined;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => { const p = (s.address() as { port: number }).port; s.close(() => resolve(p)); });
  });
}

export interface PgCluster { readonly url: string; stop(): void }

export async function startPgCluster(): Promise<PgCluster> {
  const initdb = pgBin("initdb");
  const pgCtl = pgBin("pg_ctl");
  if (!initdb || !pgCtl) throw new Error("PostgreSQL is not installed (apt-get install -y postgresql)");
  const dir = mkdtempSync(join(tmpdir(), "gf-pg-"));
  const data = join(dir, "data");
  const root = process.getuid?.() === 0;
  let uid = 0, gid = 0;
  if (root) {
    uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const run = (file: string, args: string[]) =>
    execFileSync(file, args, { stdio: "pipe", ...(root ? { uid, gid } : {}), env: { ...process.env, LC_ALL: "C" } });
  run(initdb, ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync"]);
  const port = await freePort();
  run(pgCtl, ["-D", data, "-w", "-l", join(dir, "log"), "-o",
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=50`, "start"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try { run(pgCtl, ["-D", data, "-w", "-m", "immediate", "stop"]); } catch { /* already down */ }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Creates the database `name` on the cluster and returns its URL. */
export async function createDatabase(cluster: PgCluster, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  try { await admin.query(`CREATE DATABASE ${name}`); } finally { await admin.end(); }
  return cluster.url.replace(/\/postgres$/, `/${name}`);
}
