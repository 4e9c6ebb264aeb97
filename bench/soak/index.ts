// `npm run soak`: bench/soak/soak.ts on SQLite (one instance) and on PostgreSQL (two instances on one
// database, a throwaway cluster), printing posts, kills, faults, and for pools and for scene posts
// answered exactly once, lost and duplicated, with memory and /healthz latency under 100 slow connections,
// the moves' waits (and how many late ones had their webhook answered), and restarts' time to healthy.
// Sizes: GF_SOAK_POSTS (default 1,000), GF_SOAK_SECONDS (posting time bound, default 240),
// GF_SOAK_SEED (a fixed seed unless set: a number replays a run, "random" draws one), GF_SOAK_BACKENDS ("sqlite,postgres"); GF_SOAK_LOG_DIR keeps each service's log there;
// GF_SOAK_PUJAS_TABLES Pujas tables played alongside (default 12: auction, Fine, Challenge each);
// GF_SOAK_TRICUBE_TABLES and GF_SOAK_FACETAS_CONFLICTS likewise (default 12 each);
// GF_SOAK_FREEZES=0 leaves out the freezes and starvations (SIGSTOP/SIGCONT past the outbox lease), on
// by default here; GF_SOAK_REQUEST_TIMEOUT_MS the forum's request timeout (default the lease; Infinity for none); GF_SOAK_GF runs another build of gf than dist/gf.mjs (an older one, to compare).
import { resolve } from "node:path";
import pg from "pg";
import { newDataDir } from "../../test/service/harness.js";
import { startPgCluster } from "../../test/service/pg-cluster.js";
import { seedFrom } from "../../test/support/seed.js";
import { formatReport, runSoak } from "./soak.js";

const posts = Number(process.env.GF_SOAK_POSTS ?? 1_000);
const maxSeconds = Number(process.env.GF_SOAK_SECONDS ?? 240);
const seed = seedFrom("GF_SOAK_SEED", 20261129);
const backends = (process.env.GF_SOAK_BACKENDS ?? "sqlite,postgres").split(",");
const freezes = process.env.GF_SOAK_FREEZES !== "0";
const pujasTables = Number(process.env.GF_SOAK_PUJAS_TABLES ?? 12);
const tricubeTables = Number(process.env.GF_SOAK_TRICUBE_TABLES ?? 12);
const facetasConflicts = Number(process.env.GF_SOAK_FACETAS_CONFLICTS ?? 12);

/** A fresh data dir with operator keys, made as the service tests make them. */
const keys = (): string => newDataDir();

console.log(`soak: ${posts} posts per backend (at most ${maxSeconds} s of posting), seed ${seed}`);
let failed = false;
for (const backend of backends) {
  let database = "sqlite";
  let stop = () => {};
  if (backend === "postgres") {
    const cluster = await startPgCluster();
    stop = () => cluster.stop();
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query("CREATE DATABASE gf_soak");
    await admin.end();
    database = cluster.url.replace(/\/postgres$/, "/gf_soak");
  }
  try {
    const report = await runSoak({ gf: resolve(process.env.GF_SOAK_GF ?? "dist/gf.mjs"), dataDir: keys(), database, posts, maxSeconds, slowConnections: 100, seed, freezes, pujasTables, tricubeTables, facetasConflicts,
      ...(process.env.GF_SOAK_REQUEST_TIMEOUT_MS ? { requestTimeoutMs: Number(process.env.GF_SOAK_REQUEST_TIMEOUT_MS) } : {}),
      ...(process.env.GF_SOAK_LOG_DIR ? { logDir: process.env.GF_SOAK_LOG_DIR } : {}),
      log: (line) => console.log(`  ${backend}: ${line}`) });
    console.log(formatReport(report));
    if (report.lost || report.duplicated || report.scenes.lost || report.scenes.duplicated || report.pujas.lost || report.pujas.duplicated
      || report.pujas.finished < report.pujas.tables) failed = true;
    for (const g of [report.tricube, report.facetas]) if (g.lost || g.duplicated || g.finished < g.tables) failed = true;
  } finally { stop(); }
}
process.exit(failed ? 1 : 0);
