// The soak: the real built `gf serve` against a faulty sandbox forum, killed (SIGKILL) at random
// instants while players post pools and play scenes in turn (open, present, pools, oppose, retry),
// and held at by 100 slow connections. The forum answers some
// writes with a 429 whose Retry-After outlasts the outbox lease, 5xx, resets (before and after doing
// the write) and hangs; one outage outlasts the outbox's whole retry budget; webhooks are dropped,
// delayed (so later ones overtake them) and lost while the service is down. Pujas tables, Tricube
// challenges and Facetas conflicts are played alongside, each in its game's category, every move
// waiting for its answer. At the end every pool post, scene post and move of the other games must
// carry exactly one reply of the service, none lost, none twice, and every table must have got to its end.
//
// Bounded in count and time, loopback only. Used by `npm run soak` (bench/soak/index.ts, larger
// runs) and by test/service/soak.test.ts (a small run in the suite).
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import type { ChildProcess } from "node:child_process";
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import type { Socket } from "node:net";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { commitmentOf } from "../../src/games/pujas/bids/index.js";
import { startSandbox } from "../../src/sandbox/sandbox.js";
import type { Sandbox } from "../../src/sandbox/sandbox.js";
import type { Fault } from "../../src/sandbox/server.js";
import { rng } from "../../test/support/seed.js";
import { poolText, rivalOf, SCENE_POOL_MAX, scenePool, SOAK_CLICHES, SOAK_SCENE_CLICHE } from "./scene-pools.js";

export interface SoakOptions {
  /** The built gf (dist/gf.mjs or a copy of it). */
  readonly gf: string;
  /** A data dir holding operator keys (gf keys init). */
  readonly dataDir: string;
  /** "sqlite" (one instance on a file) or a postgres:// URL (two instances on one database). */
  readonly database: "sqlite" | string;
  readonly posts: number;
  /** When set, each service process writes its log (level info) to a file in this directory. */
  readonly logDir?: string;
  /**
   * The sandbox's request timeout (Discourse's unicorn `timeout 30`, SandboxServerOptions.requestTimeoutMs)
   * on the soak's time scale: by default the lease, as in production (30 s both). A longer one lets the
   * forum commit a post later than the real one ever does (`Infinity` to see what that does).
   */
  readonly requestTimeoutMs?: number;
  /** The run stops posting after this long even if fewer posts went out. */
  readonly maxSeconds: number;
  /** Slow connections held open against the service (memory and /healthz under attack). */
  readonly slowConnections: number;
  /**
   * Every 0.5–2 s, one instance either freezes (SIGSTOP, then SIGCONT) for 1.2–3 outbox leases, as a
   * long GC pause or a suspended VM would, or starves for 2–4 leases: it runs 10 ms in every 50 (a
   * machine with far more work than cores), so its store's answers come back late. Either way its
   * claims run out while it still holds them. Off unless asked (`npm run soak` asks, unless
   * GF_SOAK_FREEZES=0).
   */
  readonly freezes?: boolean;
  readonly seed: number;
  readonly log?: (line: string) => void;
  /**
   * Pujas tables played alongside, in a category of their own (default 0): each opened, the Tenet lap,
   * a sealed auction (seals, then reveals), the Narrator's framing, a Fine voted and a Challenge bid
   * through, every post waiting for its answer as players do.
   */
  readonly pujasTables?: number;
  /**
   * Tricube tables and Facetas conflicts played alongside (default 0 each), in a category per game:
   * Tricube, two players' wiki sheets and three of the GM's challenges (one opposed, TT-OPP), each
   * character's roll in each; Facetas, four players' sheets and the Adversary's conflict played to its
   * end and its loot, each player answering what the game waits for. GenreFuzzion's pools are posted
   * only in its own topics.
   */
  readonly tricubeTables?: number;
  readonly facetasConflicts?: number;
}

export interface SoakReport {
  /** The forum's writes: the slowest done (ms after the request arrived), how many were done past the lease, how many the request timeout refused. */
  readonly forumWrites: { readonly slowestMs: number; readonly pastLease: number; readonly timedOut: number; readonly loopStallMs: number };
  /** Pool and scene posts answered more than once (first 10). */
  readonly duplicatedPosts: readonly number[];
  readonly backend: string;
  readonly instances: number;
  readonly posts: number;
  readonly kills: number;
  /** Instances frozen past their lease (SIGSTOP … SIGCONT) or starved, how often and for how long in all. */
  readonly freezes: { readonly count: number; readonly ms: number; readonly starved: number; readonly starvedMs: number };
  readonly faults: Readonly<Record<string, number>>;
  readonly webhooksDropped: number;
  readonly webhooksDelayed: number;
  readonly exactlyOnce: number;
  readonly lost: number;
  readonly duplicated: number;
  /** Scene posts ([gf-scene], presentar, pools, oppose/retry/yield), each counted like a pool. */
  readonly scenes: { readonly topics: number; readonly posts: number; readonly rolls: number; readonly finished: number;
    readonly exactlyOnce: number; readonly lost: number; readonly duplicated: number };
  /** Tricube and Facetas posts (sheets not counted), each counted like a pool; `finished`: tables played to the end. */
  readonly tricube: { readonly tables: number; readonly posts: number; readonly finished: number; readonly exactlyOnce: number; readonly lost: number; readonly duplicated: number };
  readonly facetas: { readonly tables: number; readonly posts: number; readonly finished: number; readonly exactlyOnce: number; readonly lost: number; readonly duplicated: number };
  /** Pujas posts (opening, Tenets, seals, reveals, turns, a Fine and a Challenge), each counted like a pool; `finished`: tables played to the end. */
  readonly pujas: { readonly tables: number; readonly posts: number; readonly finished: number;
    readonly exactlyOnce: number; readonly lost: number; readonly duplicated: number };
  /** The moves played in turn (scenes and the other games' tables): how long each waited for its answer, under the faults and kills. */
  /** Moves answered (played in turn), their wait, and how many waited more than LATE_MS. */
  readonly answers: { readonly count: number; readonly p50Ms: number; readonly p99Ms: number; readonly late: number;
    /** Of the late moves, those whose post_created a service answered 2xx (the delay was the service's), the rest had every delivery lost or refused (the reconciler found them). */
    readonly lateDelivered: number };
  /** How long each killed instance took from its start to a healthy /healthz (ms). */
  readonly restarts: { readonly count: number; readonly p50Ms: number; readonly maxMs: number };
  readonly seconds: number;
  /** How long the fault-free settle at the end took (60 s at most, longer while answers kept coming). */
  readonly settleSeconds: number;
  readonly memory: { readonly baselineMb: number; readonly peakMb: number; readonly afterMb: number };
  readonly healthz: { readonly baselineP50Ms: number; readonly baselineP99Ms: number; readonly attackP50Ms: number; readonly attackP99Ms: number; readonly failed: number };
  /**
   * The outbox as /healthz reported it when the settle ended: replies still pending (the service is
   * behind, not lost) or dead. A post lost with both at 0 was never handled at all.
   */
  readonly outboxAtEnd: { readonly pending: number; readonly dead: number } | null;
  /** The first few posts (pools, then scene posts) with no reply, by id: what to look for in the logs. */
  readonly lostPosts: readonly number[];
}

/** How long a gf serve start takes on an idle machine (the killer's pace is set relative to it). */
const IDLE_START_MS = 500;
const SECRET = "soak-webhook-secret-0123456789";
/** A move's answer later than this is late; none within MOVE_WAIT_MS stops the table. */
const LATE_MS = 45_000;
const MOVE_WAIT_MS = 180_000;
const LEASE_MS = 1_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => { const p = (s.address() as { port: number }).port; s.close(() => done(p)); });
  });
}

/** Resident memory of a process, in MB (Linux /proc). */
function rssMb(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) / 1024 : 0;
  } catch { return 0; }
}

const quantile = (xs: number[], q: number) => {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

interface Instance { port: number; child: ChildProcess | undefined; ready: Promise<void> | undefined; up: boolean; frozen: boolean }

export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  // A log folder named by GF_SOAK_LOG_DIR may not exist yet.
  if (options.logDir) mkdirSync(options.logDir, { recursive: true });
  const say = options.log ?? (() => {});
  const random = rng(options.seed);
  const started = Date.now();
  const sceneTopics = Math.max(4, Math.round(options.posts / 40));
  // The forum's process (this one) stalling: a request waits unread meanwhile, like one queued before a
  // unicorn worker takes it, which unicorn's timeout does not count (nor does Discourse reject a queued
  // POST: only message-bus polls, GlobalSetting reject_message_bus_queue_seconds).
  const loop = monitorEventLoopDelay({ resolution: 20 });
  loop.enable();
  const sandbox: Sandbox = await startSandbox({ adminApiPerMinute: 1_000_000, retryUnitMs: 200, writeLatencyMs: 15,
    requestTimeoutMs: options.requestTimeoutMs ?? LEASE_MS,
    players: ["alicia", "bruno", "carla", "dario", ...Array.from({ length: sceneTopics }, (_, k) => [`lia${k}`, `bruno${k}`]).flat(),
      ...Array.from({ length: options.pujasTables ?? 0 }, (_, k) => ["a", "b", "c"].map((x) => `pj${k}${x}`)).flat(),
      ...Array.from({ length: options.tricubeTables ?? 0 }, (_, k) => ["a", "b"].map((x) => `tt${k}${x}`)).flat(),
      ...Array.from({ length: options.facetasConflicts ?? 0 }, (_, k) => ["a", "b", "c", "d"].map((x) => `fa${k}${x}`)).flat()] });
  const pujasCategory = (options.pujasTables ?? 0) > 0 ? sandbox.forum.addCategory("Pujas").id : undefined;
  const tricubeCategory = (options.tricubeTables ?? 0) > 0 ? sandbox.forum.addCategory("Tricube").id : undefined;
  const facetasCategory = (options.facetasConflicts ?? 0) > 0 ? sandbox.forum.addCategory("Facetas").id : undefined;
  const gameCategories: [number | undefined, string][] = [[pujasCategory, "pujas"], [tricubeCategory, "tricube"], [facetasCategory, "facetas"]];
  const played = gameCategories.filter((c): c is [number, string] => c[0] !== undefined);
  const two = options.database !== "sqlite";
  const database = two ? options.database : join(options.dataDir, `soak-${options.seed}.sqlite`);
  const instances: Instance[] = [];
  for (let i = 0; i < (two ? 2 : 1); i++) instances.push({ port: await freePort(), child: undefined, ready: undefined, up: false, frozen: false });
  for (const inst of instances) {
    sandbox.webhooks.add({ url: `http://127.0.0.1:${inst.port}/webhooks/discourse`, secret: SECRET, events: ["post_created", "post_edited"] });
  }

  function start(inst: Instance): void {
    const child = spawn(process.execPath, [options.gf, "serve", "--port", String(inst.port), "--data-dir", options.dataDir, "--database", database], {
      env: { PATH: process.env.PATH ?? "", GF_DISCOURSE_URL: sandbox.url, GF_DISCOURSE_API_KEY: sandbox.apiKey, GF_DISCOURSE_API_USERNAME: "gf-dice",
        GF_WEBHOOK_SECRET: SECRET, GF_CATEGORIES: [sandbox.category.id, ...played.map(([id]) => id)].join(","),
        ...(played.length ? { GF_CATEGORY_GAME: played.map(([id, game]) => `${id}=${game}`).join(",") } : {}), GF_DISCOURSE_REQUESTS_PER_MINUTE: "6000",
        GF_USER_ROLLS_PER_MINUTE: "1000000", GF_OUTBOX_LEASE_MS: String(LEASE_MS), GF_OUTBOX_MAX_ATTEMPTS: "4",
        GF_OUTBOX_BASE_BACKOFF_MS: "50", GF_OUTBOX_MAX_BACKOFF_MS: "400", GF_RECONCILE_INTERVAL_MS: "1500", GF_RECONCILE_PAGES_PER_PASS: "6",
        GF_LISTEN_HEADERS_TIMEOUT_MS: "2000", GF_LISTEN_REQUEST_TIMEOUT_MS: "4000", GF_LOG_LEVEL: options.logDir ? "info" : "error" },
      stdio: ["ignore", options.logDir ? "pipe" : "ignore", "pipe"],
    });
    if (options.logDir) {
      const file = join(options.logDir, `gf-${inst.port}.log`);
      child.stdout!.on("data", (d: Buffer) => appendFileSync(file, d));
      child.stderr!.on("data", (d: Buffer) => appendFileSync(file, d));
    }
    let err = "";
    child.stderr!.on("data", (d: Buffer) => { err = (err + d.toString()).slice(-2_000); });
    inst.child = child;
    inst.up = false;
    inst.ready = (async () => {
      for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
        if (child.exitCode !== null || child.signalCode !== null) return;
        try { if ((await fetch(`http://127.0.0.1:${inst.port}/healthz`)).status === 200) { if (inst.child === child) inst.up = true; return; } } catch { /* not yet */ }
        await sleep(20);
      }
      throw new Error(`gf serve never became healthy: ${err}`);
    })();
  }
  async function kill(inst: Instance): Promise<void> {
    const child = inst.child;
    inst.up = false;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGKILL");
    await exited;
  }
  const alive = (child: ChildProcess | undefined): child is ChildProcess =>
    child !== undefined && child.exitCode === null && child.signalCode === null;

  for (const inst of instances) start(inst);
  await Promise.all(instances.map((i) => i.ready));

  // Baseline: the first instance's memory and /healthz latency, idle.
  const healthz = async (inst: Instance): Promise<number | undefined> => {
    const t = performance.now();
    try {
      const r = await fetch(`http://127.0.0.1:${inst.port}/healthz`, { signal: AbortSignal.timeout(5_000) });
      await r.arrayBuffer();
      return r.status === 200 ? performance.now() - t : undefined;
    } catch { return undefined; }
  };
  const baseline: number[] = [];
  for (let i = 0; i < 100; i++) { const ms = await healthz(instances[0]!); if (ms !== undefined) baseline.push(ms); }
  const baselineMb = rssMb(instances[0]!.child?.pid);

  const forum = sandbox.forum;
  const players = ["alicia", "bruno", "carla", "dario"].map((n) => forum.userByName(n)!);
  const gm = forum.userByName("moderadora")!;
  // Scenes: each topic pairs two characters whose sheets are wiki posts of the game category, made
  // wiki by staff (so their opening points are the ledger's, GF-PTS-2) before the faults start.
  // Each pair of players is its own (one character each): a player's second sheet is another matter.
  const pairs = Array.from({ length: sceneTopics }, (_, k) => {
    const a = forum.userByName(`lia${k}`)!;
    const b = forum.userByName(`bruno${k}`)!;
    return { p: { user: a, name: `Lía${k}` }, a: { user: b, name: `Bruno${k}` } };
  });
  const sheets: number[] = [];
  for (const { p, a } of pairs) {
    for (const [c, other] of [[p, a], [a, p]] as const) {
      const sheet = forum.createTopic(c.user, `Ficha de ${c.name}`, soakSheet(c.name, c.user.username, other.name), sandbox.category.id);
      forum.setWiki(gm, sheet, true);
      sheets.push(sheet.id);
    }
  }
  // The sheets' webhooks register them while the forum is sound: each instance answers a delivery once
  // it has handled it, so the sheets are known when every delivery of them is answered. Not a fixed
  // pause: 2 s was outlasted on a loaded machine, and every scene's presentation was then refused
  // (no such character), so no scene got past it.
  const registered = () => sheets.every((id) => {
    const d = sandbox.webhooks.forPost(id);
    return d.pending === 0 && d.deliveries.some((e) => e.event === "post_edited") && d.deliveries.every((e) => e.status >= 200 && e.status < 300);
  });
  for (const deadline = Date.now() + 60_000; !registered(); await sleep(50)) {
    if (Date.now() > deadline) { say("the sheets' webhooks were not all answered within 60 s: the reconciler has to register them"); break; }
  }
  // The attack: slow connections, half unsigned bodies trickling in, half headers trickling in; each
  // one cut by the service is opened again.
  let attacking = true;
  const sockets = new Set<Socket>();
  const attacker = (k: number) => {
    if (!attacking) return;
    const inst = instances[k % instances.length]!;
    const s = connect(inst.port, "127.0.0.1");
    sockets.add(s);
    s.on("error", () => {});
    s.on("close", () => { sockets.delete(s); if (attacking) setTimeout(() => attacker(k), 500); });
    s.on("connect", () => {
      s.write(k % 2 === 0
        ? `POST /webhooks/discourse HTTP/1.1\r\nHost: gf\r\nContent-Type: application/json\r\nContent-Length: ${4 * 1024 * 1024}\r\n\r\n`
        : "POST /webhooks/discourse HTTP/1.1\r\nHost: gf\r\n");
      const timer = setInterval(() => { if (s.destroyed) clearInterval(timer); else s.write(k % 2 === 0 ? "x".repeat(1024) : "X"); }, 200);
      s.on("close", () => clearInterval(timer));
    });
  };
  for (let k = 0; k < options.slowConnections; k++) attacker(k);
  const underAttack: number[] = [];
  let healthFailed = 0;
  let peakMb = baselineMb;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peakMb = Math.max(peakMb, rssMb(instances[0]!.child?.pid));
      // Only while the instance is up the whole time: a killed one is not a failed answer.
      const inst = instances[0]!;
      const child = inst.child;
      const wasUp = inst.up;
      const ms = await healthz(inst);
      if (wasUp && inst.up && inst.child === child) { if (ms === undefined) healthFailed++; else underAttack.push(ms); }
      await sleep(100);
    }
  })();

  // The faulty forum. Writes by the service meet 429s longer than the lease, 5xx, resets and hangs;
  // reads meet 5xx and resets too. One outage (every write refused) outlasts the retry budget.
  let outage = false;
  const chaos = (r: { method: string; path: string; username: string | undefined }): Fault | undefined => {
    if (r.username !== "gf-dice") return undefined;
    if (outage && r.method !== "GET") return { status: 503, count: 0 };
    const x = random();
    if (r.method === "POST" && r.path === "/posts.json") {
      if (x < 0.03) return { status: 429, retryAfterSec: 2, count: 0 };
      if (x < 0.06) return { status: 502, count: 0 };
      if (x < 0.08) return { action: "reset-after-write", status: 0, count: 0 };
      if (x < 0.10) return { action: "reset", status: 0, count: 0 };
      if (x < 0.11) return { action: "hang", status: 0, count: 0 };
    } else if (r.method === "GET" && x < 0.03) {
      return x < 0.015 ? { status: 500, count: 0 } : { action: "reset", status: 0, count: 0 };
    }
    return undefined;
  };
  sandbox.server.chaos = chaos;
  let delayed = 0;
  sandbox.webhooks.faults = {
    drop: () => random() < 0.1,
    delayMs: () => { if (random() < 0.1) { delayed++; return 200 + Math.floor(random() * 1_500); } return 0; },
  };

  // Kills: every 0.4–2 s one instance dies at a random instant and is started again.
  let kills = 0;
  let posting = true;
  // Each instance lives 0.4–2 s between kills on a machine where a start takes about half a second,
  // and proportionally longer where starts are slower: on a loaded machine a start took 5 s, so with
  // fixed lifetimes the service was up a sixth of the time, every scene step waited on the reconciler,
  // and no scene got past its opening; the soak is meant to hit a service that is mostly up.
  let startMs = IDLE_START_MS;
  const restartMs: number[] = [];
  const killer = (async () => {
    while (posting) {
      await sleep((400 + random() * 1_600) * Math.max(1, startMs / IDLE_START_MS));
      if (!posting) break;
      const inst = instances[Math.floor(random() * instances.length)]!;
      await kill(inst);
      kills++;
      const t = Date.now();
      start(inst);
      await inst.ready!.catch(() => {});
      startMs = Date.now() - t;
      restartMs.push(startMs);
    }
  })();

  // Freezes: an instance stops dead (SIGSTOP) for longer than its lease, then goes on (SIGCONT) with
  // whatever it was doing, claims in hand. A kill meanwhile ends it as any kill does.
  const freezes = { count: 0, ms: 0, starved: 0, starvedMs: 0 };
  const freezer = (async () => {
    if (!options.freezes) return;
    while (posting) {
      // Paced like the kills, by how long a start takes now: on a machine loaded past 20 (2 cores shared
      // by eight people) the fixed pace kept the service frozen or starved half the run on top of the
      // kills, and the tables' moves waited on the freezer, not on the service.
      await sleep((500 + random() * 1_500) * Math.max(1, startMs / IDLE_START_MS));
      if (!posting) break;
      const inst = instances[Math.floor(random() * instances.length)]!;
      const child = inst.child;
      if (!inst.up || !alive(child)) continue;
      const starve = random() < 0.5;
      const ms = Math.round(LEASE_MS * (starve ? 2 + random() * 2 : 1.2 + random() * 1.8));
      inst.up = false;
      inst.frozen = true;
      if (starve) {
        for (const end = Date.now() + ms; Date.now() < end && alive(child);) {
          child.kill("SIGSTOP");
          await sleep(40);
          if (alive(child)) child.kill("SIGCONT");
          await sleep(10);
        }
        freezes.starved++;
        freezes.starvedMs += ms;
      } else {
        child.kill("SIGSTOP");
        await sleep(ms);
        if (alive(child)) child.kill("SIGCONT");
        freezes.count++;
        freezes.ms += ms;
      }
      inst.frozen = false;
      if (inst.child === child && alive(child)) inst.up = true;
    }
  })();

  // Players post pools in a few topics.
  const topics = Array.from({ length: 4 }, (_, i) => forum.createTopic(gm, `Escena ${i + 1}`, "Empieza la escena", sandbox.category.id).topicId);
  const pools: number[] = [];
  // The other games' tables: counted like the rest, but no GenreFuzzion pool is posted in them.
  const gameTopics: number[] = [];
  const gf = forum.userByName("gf-dice")!;
  const counts = (): number[] => {
    const byPost = new Map<number, number>();
    for (const topic of [...topics, ...gameTopics]) {
      for (const p of forum.topicPosts(topic)) {
        if (p.userId !== gf.id || p.replyToPostNumber === null) continue;
        const to = forum.postByNumber(topic, p.replyToPostNumber)!;
        byPost.set(to.id, (byPost.get(to.id) ?? 0) + 1);
      }
    }
    return [...pools, ...scenePosts, ...pujasPosts, ...tricubePosts, ...facetasPosts].map((id) => byPost.get(id) ?? 0);
  };
  const scenePosts: number[] = [];
  let sceneRolls = 0;
  let scenesFinished = 0;
  // How long each move waited for its answer (post created → the service's reply seen, 100 ms polls).
  const answerMs: number[] = [];
  const lateMoves: number[] = [];
  // A move answered after LATE_MS is late (counted); one with no answer within MOVE_WAIT_MS stops its
  // table. Kills, freezes past the lease and starvations keep the service away for tens of seconds
  // at a time on a loaded machine, so a late answer is not a lost one: the table moves on when it comes.
  const answerTo = async (postId: number, topic: number): Promise<string | undefined> => {
    const post = forum.posts.get(postId)!;
    const asked = Date.now();
    for (const deadline = Date.now() + MOVE_WAIT_MS; Date.now() < deadline;) {
      const reply = forum.topicPosts(topic).find((q) => q.userId === gf.id && q.replyToPostNumber === post.postNumber);
      if (reply) { answerMs.push(Date.now() - asked); if (Date.now() - asked > LATE_MS) lateMoves.push(postId); return reply.raw; }
      await sleep(100);
    }
    return undefined;
  };
  // One scene, played in turn by both sides: open, present, the protagonist's pool, then oppose and
  // retry with growing pools (or yield when out of traits) until the dice end it (GF-WIN-1).
  const playScene = async (k: number): Promise<void> => {
    const { p, a } = pairs[k]!;
    const topic = forum.createTopic(gm, `Escena del patio ${k + 1}`, "Aquí se juega una escena.", sandbox.category.id).topicId;
    topics.push(topic);
    const send = async (who: ForumUserRef, raw: string): Promise<string | undefined> => {
      const id = forum.createReply(who, topic, raw, null)!.id;
      scenePosts.push(id);
      return answerTo(id, topic);
    };
    let answer = await send(p.user, ["[gf-scene]", `título: Duelo ${k + 1}`, "escenario: El patio, a la salida", "tono: tenso",
      `cliché: ${SOAK_SCENE_CLICHE} d6`, `antagonista: ${a.name}`, `intención: ${a.name} me pide perdón`, "[/gf-scene]"].join("\n"));
    if (answer === undefined) { say(`scene ${k + 1}: no answer to its opening within ${MOVE_WAIT_MS / 1000} s`); return; }
    if (!/abierta/.test(answer)) say(`scene ${k + 1} not opened: ${answer.slice(0, 400).replace(/\n/g, " ")}`);
    answer = await send(a.user, "[gf-action]\npresentar: todo se tuerce\n[/gf-action]");
    const sizes = { p: 2, a: 0 };
    // Each pool is legal (GF-POOL-2, GF-POOL-3): its lines come from the free sources, chosen by the seed.
    const poolRandom = rng(options.seed * 1000 + k);
    const pool = (name: string, opponent: string, n: number) =>
      `[gf-pool personaje="${name}"]\n${poolText(scenePool(opponent, n, poolRandom)).join("\n")}\n[/gf-pool]`;
    for (let step = 0; answer !== undefined && step < 14; step++) {
      if (/arma y tira/.test(answer)) { sizes.p++; sceneRolls++; answer = await send(p.user, pool(p.name, a.name, sizes.p)); }
      else if (/se opone/.test(answer)) {
        sizes.a++;
        if (sizes.a <= SCENE_POOL_MAX) sceneRolls++;
        answer = await send(a.user, sizes.a <= SCENE_POOL_MAX ? `[gf-action]\nme opongo\n[/gf-action]\n\n${pool(a.name, p.name, sizes.a)}` : "[gf-action]\nme rindo\n[/gf-action]");
      } else if (/reintenta/.test(answer)) {
        sizes.p++;
        if (sizes.p <= SCENE_POOL_MAX) sceneRolls++;
        answer = await send(p.user, sizes.p <= SCENE_POOL_MAX ? `[gf-action]\nreintentar\n[/gf-action]\n\n${pool(p.name, a.name, sizes.p)}` : "[gf-action]\nme rindo\n[/gf-action]");
      } else {
        // Won (the effect die's turn) or yielded (the rating's turn): played to the end. Anything else
        // is a refusal, still an answer, counted as such.
        if (/dado de efecto|calificación/.test(answer)) scenesFinished++;
        else say(`scene ${k + 1} stopped at: ${answer.slice(0, 300).replace(/\n/g, " ")}`);
        return;
      }
    }
  };
  const scenesPlayed = Promise.all(pairs.map((_, k) => sleep(k * 300).then(() => playScene(k))));
  // Pujas tables: every move waits for the service's answer, as a table's players do; a refusal is an
  // answer too (counted), but stops that table, and says where.
  const pujasPosts: number[] = [];
  let pujasFinished = 0;
  const playPujas = async (k: number): Promise<void> => {
    const [a, b, c] = ["a", "b", "c"].map((x) => forum.userByName(`pj${k}${x}`)!) as [ForumUserRef, ForumUserRef, ForumUserRef];
    const opening = forum.createTopic(a, `Mesa de Pujas ${k + 1}`, `[pj-table]\nplayers: ${a.username}, ${b.username}, ${c.username}\nfirst: ${a.username}\n[/pj-table]`, pujasCategory!);
    const topic = opening.topicId;
    gameTopics.push(topic);
    pujasPosts.push(opening.id);
    const nonce = (who: ForumUserRef) => createHashHex(`soak-nonce:${options.seed}:${k}:${who.username}`);
    const turn = (...lines: string[]) => `[pj-turn]\n${lines.join("\n")}\n[/pj-turn]`;
    const steps: [ForumUserRef, string][] = [
      [a, turn("pass")], [b, turn("story element: the harbour never sleeps")], [c, turn("pass")],
      ...([[a, 3], [b, 2], [c, 1]] as const).map(([who, bid]) => [who, `[pj-bid auction=scene-1]\nseal: ${commitmentOf({ table: `topic-${topic}`, auction: "scene-1", player: who.username, bid, nonce: nonce(who) }, nodeCrypto)}\n[/pj-bid]`] as [ForumUserRef, string]),
      ...([[a, 3], [b, 2], [c, 1]] as const).map(([who, bid]) => [who, `[pj-bid auction=scene-1]\nbid: ${bid}\nsecret: ${nonce(who)}\n[/pj-bid]`] as [ForumUserRef, string]),
      [a, turn("place: the docks", "event: a ship burns", "end turn")],
      [b, turn(`fine m1: ${c.username}`)], [a, turn("vote m1: accuser")], [b, turn("vote m1: accuser")], [c, turn("vote m1: accuser")],
      [a, turn(`challenge p1 ${c.username}: the ship burns`)], [a, turn("bid p1: 2 challenger")], [b, turn("bid p1: 0")], [c, turn("bid p1: 1 challenged")],
      [a, turn("bid p1: 0")], [b, turn("bid p1: 0")], [c, turn("bid p1: 0")],
    ];
    let answer = await answerTo(opening.id, topic);
    for (const [who, raw] of steps) {
      if (answer === undefined) { say(`pujas table ${k + 1}: no answer within ${MOVE_WAIT_MS / 1000} s`); return; }
      if (/can't apply|no puedo aplicar/.test(answer)) { say(`pujas table ${k + 1} stopped at: ${answer.slice(0, 300).replace(/\n/g, " ")}`); return; }
      const id = forum.createReply(who, topic, raw, null)!.id;
      pujasPosts.push(id);
      answer = await answerTo(id, topic);
    }
    if (answer !== undefined && !/can't apply|no puedo aplicar/.test(answer)) pujasFinished++;
  };
  // Tricube and Facetas: sheets first (not counted: a sheet gets no reply), then every move waits for its answer.
  const tricubePosts: number[] = [];
  const facetasPosts: number[] = [];
  const finished = { tricube: 0, facetas: 0 };
  const refused = (answer: string | undefined) => answer === undefined || /can't apply|no puedo aplicar/.test(answer);
  /**
   * A table played move by move, each waiting for its answer; `next` gives the move after an answer
   * (undefined: the table is over, "finished" when `over` says so of the last answer).
   */
  const playMoves = async (game: "tricube" | "facetas", k: number, categoryId: number, first: [ForumUserRef, string],
    next: (answer: string, step: number) => [ForumUserRef, string] | undefined, over: (answer: string) => boolean = () => true): Promise<void> => {
    const list = game === "tricube" ? tricubePosts : facetasPosts;
    const opening = forum.createTopic(first[0], `${game} ${k + 1}`, first[1], categoryId);
    gameTopics.push(opening.topicId);
    list.push(opening.id);
    let answer = await answerTo(opening.id, opening.topicId);
    // A sheet whose webhooks were all lost is known once a reconciler pass finds it: until then the
    // opening is refused (no such character), and the table posts it again, as its GM would, every
    // 5 s for up to two minutes (kills and freezes can keep a service away that long).
    const retriesUntil = Date.now() + 120_000;
    for (let again = 0; Date.now() < retriesUntil && answer !== undefined && refused(answer); again++) {
      await sleep(again < 3 ? 2_000 : 5_000);
      const id = forum.createReply(first[0], opening.topicId, first[1], null)!.id;
      list.push(id);
      answer = await answerTo(id, opening.topicId);
    }
    for (let step = 0; step < 40; step++) {
      if (refused(answer)) { say(`${game} ${k + 1} stopped at: ${(answer ?? `no answer within ${MOVE_WAIT_MS / 1000} s`).slice(0, 300).replace(/\n/g, " ")}`); return; }
      const move = next(answer!, step);
      if (!move) break;
      const id = forum.createReply(move[0], opening.topicId, move[1], null)!.id;
      list.push(id);
      answer = await answerTo(id, opening.topicId);
    }
    if (refused(answer)) say(`${game} ${k + 1} stopped at its last move: ${(answer ?? `no answer within ${MOVE_WAIT_MS / 1000} s`).slice(0, 300).replace(/\n/g, " ")}`);
    else if (!over(answer!)) say(`${game} ${k + 1} not over after its moves: ${answer!.slice(0, 300).replace(/\n/g, " ")}`);
    else finished[game]++;
  };
  const inOrder = (moves: [ForumUserRef, string][]) => (_: string, step: number) => moves[step];
  const wikiSheet = (who: ForumUserRef, raw: string, categoryId: number): number => {
    const sheet = forum.createTopic(who, `Ficha de ${who.username}`, raw, categoryId);
    forum.setWiki(gm, sheet, true);
    return sheet.id;
  };
  /** Until a service answered the sheets' wiki edit (a dropped one waits for the reconciler), at most 20 s. */
  const sheetsKnown = async (ids: number[]): Promise<void> => {
    const known = (id: number) => sandbox.webhooks.forPost(id).deliveries.some((e) => e.event === "post_edited" && e.status >= 200 && e.status < 300);
    for (const deadline = Date.now() + 20_000; Date.now() < deadline && !ids.every(known);) await sleep(100);
    await sleep(1_600); // and a reconciler pass, for a delivery that was dropped
  };
  const playTricube = async (k: number): Promise<void> => {
    const [a, b] = ["a", "b"].map((x) => forum.userByName(`tt${k}${x}`)!) as [ForumUserRef, ForumUserRef];
    await sheetsKnown([wikiSheet(a, `[tt-ficha]\nnombre: Maga${k}\njugadora: ${a.username}\narquetipo: astuta maga\nventaja: Fuego\ndefecto: Terca\n[/tt-ficha]`, tricubeCategory!),
      wikiSheet(b, `[tt-sheet]\nname: Enano${k}\nplayer: ${b.username}\narchetype: strong dwarf\nperk: Axe\nquirk: Slow\n[/tt-sheet]`, tricubeCategory!)]);
    // A challenge both roll, an opposed one (TT-OPP: neither side's outcome until both rolled), and a third.
    await playMoves("tricube", k, tricubeCategory!, [gm, `[tt-desafio id=muro]\nquién: Maga${k}, Enano${k}\ncualidad: fuerte\ndificultad: 4\n[/tt-desafio]`], inOrder([
      [a, `[tt-tirada desafio=muro personaje=Maga${k}]\n[/tt-tirada]`],
      [b, `[tt-roll challenge=muro character=Enano${k}]\n[/tt-roll]`],
      [gm, `[tt-desafio id=pulso]\ntipo: oposición\nquién: Maga${k}, Enano${k}\ncualidad: fuerte\ncualidad Maga${k}: astuta\n[/tt-desafio]`],
      [b, `[tt-roll challenge=pulso character=Enano${k}]\n[/tt-roll]`],
      [a, `[tt-tirada desafio=pulso personaje=Maga${k}]\n[/tt-tirada]`],
      [gm, `[tt-challenge id=gate lang=en]\nwho: Enano${k}\nquality: strong\ndifficulty: easy\n[/tt-challenge]`],
      [b, `[tt-roll challenge=gate character=Enano${k}]\n[/tt-roll]`],
    ]));
  };
  const playFacetas = async (k: number): Promise<void> => {
    const [a, b, c, d] = ["a", "b", "c", "d"].map((x) => forum.userByName(`fa${k}${x}`)!) as [ForumUserRef, ForumUserRef, ForumUserRef, ForumUserRef];
    await sheetsKnown([wikiSheet(a, `[fa-ficha funcion=protagonista]\npersonaje: Mark${k}\njugador: ${a.username}\nfaceta Insomne: 4\nph: 3\ninspiraciones: 2 3\n[/fa-ficha]`, facetasCategory!),
      wikiSheet(c, `[fa-sheet role=protagonist]\ncharacter: Lola${k}\nplayer: ${c.username}\nfacet Curious: 3\nph: 2\ninspirations: 4 2\n[/fa-sheet]`, facetasCategory!),
      wikiSheet(d, `[fa-ficha funcion=protagonista]\npersonaje: Vecina${k}\njugadora: ${d.username}\nfaceta Testigo: 5\nph: 3\ninspiraciones: 2 2\n[/fa-ficha]`, facetasCategory!)]);
    // The whole conflict, to its end and its loot: each answer says whom the game waits for and for
    // what (FA-ROLL-5 turns, FA-END-1 a tie, FA-END-3 behind, FA-LOOT-1/6/8 the loot's choices), and
    // that player answers it. The Protagonist rolls on the first turn; a tie is ended by the
    // Adversary's surrender and a Protagonist behind concedes, so every conflict ends.
    const by = new Map([a, b, c, d].map((u) => [u.username.toLowerCase(), u]));
    const waited = (answer: string, re: RegExp): ForumUserRef | undefined => {
      const m = re.exec(answer);
      return m ? by.get(m[1]!.toLowerCase()) : undefined;
    };
    let supported = false;
    const facetasNext = (answer: string): [ForumUserRef, string] | undefined => {
      if (/El conflicto ha terminado|The conflict is over/.test(answer)) return undefined;
      let who: ForumUserRef | undefined;
      if ((who = waited(answer, /@(\S+), es tu turno \((Protagonista)\)/))) {
        return [who, /ronda 1\b/.test(answer) ? "[fa-turno]\ntirar P1: Insomne\npaso\n[/fa-turno]" : "[fa-turno]\npaso\n[/fa-turno]"];
      }
      if ((who = waited(answer, /@(\S+), es tu turno \(Mundo\)/))) {
        const line = supported ? "" : "apoyo: protagonista\n";
        supported = true;
        return [who, `[fa-turno]\n${line}paso\n[/fa-turno]`];
      }
      if ((who = waited(answer, /@(\S+), es tu turno/))) return [who, "[fa-turno]\npaso\n[/fa-turno]"];
      if ((who = waited(answer, /@(\S+) \(Adversario\): empate/))) return [who, "[fa-turno]\nme rindo\n[/fa-turno]"];
      if ((who = waited(answer, /@(\S+) \(Protagonista\): empate/))) return [who, "[fa-turno]\nsigo\n[/fa-turno]"];
      if ((who = waited(answer, /@(\S+): vas perdiendo/))) return [who, "[fa-turno]\nacepto la derrota\n[/fa-turno]"];
      const pairing = /@(\S+): ganas; empareja tus dados con los del perdedor \(sugerido: ([\d -]+)\)/.exec(answer);
      if (pairing && by.get(pairing[1]!.toLowerCase())) return [by.get(pairing[1]!.toLowerCase())!, `[fa-botin]\nemparejamiento: ${pairing[2]!.trim()}\n[/fa-botin]`];
      const risk = /@(\S+): reparte (\d+) reducciones/.exec(answer);
      if (risk && by.get(risk[1]!.toLowerCase())) return [by.get(risk[1]!.toLowerCase())!, `[fa-botin]\nreducir Testigo: ${risk[2]}\n[/fa-botin]`];
      if ((who = waited(answer, /@(\S+): ¿ayudabas/))) return [who, "[fa-botin]\nmediante: principal\n[/fa-botin]"];
      return undefined;
    };
    await playMoves("facetas", k, facetasCategory!, [b, `[fa-conflicto]\nprotagonista: ${a.username}\nadversario: ${b.username}\naliado: ${c.username}\nmundo: ${d.username}\n`
      + `ficha protagonista: Mark${k}\nficha aliado: Lola${k}\nficha mundo: Vecina${k}\n[/fa-conflicto]\n\n[fa-ficha funcion=adversario]\nfaceta La policía: 3\nph: 1\ninspiraciones: 3\n[/fa-ficha]`],
    facetasNext, (answer) => /El conflicto ha terminado|The conflict is over/.test(answer));
  };
  const othersPlayed = Promise.all([
    ...Array.from({ length: options.tricubeTables ?? 0 }, (_, k) => sleep(200 + k * 300).then(() => playTricube(k))),
    ...Array.from({ length: options.facetasConflicts ?? 0 }, (_, k) => sleep(250 + k * 300).then(() => playFacetas(k))),
  ]);
  const pujasPlayed = Promise.all(Array.from({ length: options.pujasTables ?? 0 }, (_, k) => sleep(150 + k * 300).then(() => playPujas(k))));
  const outageAt = Math.floor(options.posts * 0.4);
  for (let i = 0; i < options.posts && (Date.now() - started) / 1000 < options.maxSeconds; i++) {
    if (i === outageAt) {
      // Longer than the retry budget (4 attempts, 50–400 ms backoff): the replies in flight die of it.
      outage = true;
      setTimeout(() => { outage = false; }, 2_500);
    }
    const who = players[i % players.length]!;
    const sizes = [4, 6, 8, 10, 12];
    const raw = `Turno ${i}\n\n[gf-pool]\nd8 d6 d${sizes[Math.floor(random() * sizes.length)]}\n[/gf-pool]`;
    pools.push(forum.createReply(who, topics[i % topics.length]!, raw, null)!.id);
    await sleep(random() * 60);
  }
  await scenesPlayed;
  await pujasPlayed;
  await othersPlayed;
  say(`posted ${pools.length} pools, ${scenePosts.length} scene posts, ${pujasPosts.length} Pujas, ${tricubePosts.length} Tricube and ${facetasPosts.length} Facetas posts; faults and kills go on while the replies catch up`);
  // Faults and kills go on until nine in ten posts are answered (or 30 s), so the replies meet them.
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    if (counts().filter((n) => n >= 1).length >= (pools.length + scenePosts.length + pujasPosts.length + tricubePosts.length + facetasPosts.length) * 0.9) break;
    await sleep(200);
  }
  posting = false;
  await killer;
  await freezer;
  say(`${kills} kills; settling without faults`);

  // Settle: faults off, every instance up, until every pool has its reply (or the time bound).
  sandbox.server.chaos = undefined;
  sandbox.webhooks.faults = {};
  outage = false;
  for (const inst of instances) if (!inst.child || inst.child.exitCode !== null || inst.child.signalCode !== null) start(inst);
  await Promise.all(instances.map((i) => i.ready!.catch(() => {})));
  attacking = false;
  for (const s of sockets) s.destroy();
  // 60 s, and longer while answers still come (at most 4 minutes): a backlog the reconciler is still
  // working through on a loaded machine is late, not lost. Lost is what no one answers once that stops.
  const settleStarted = Date.now();
  let answered = counts().filter((n) => n >= 1).length;
  for (let deadline = Date.now() + 60_000; Date.now() < deadline && Date.now() - settleStarted < 240_000;) {
    const all = counts();
    if (all.every((n) => n >= 1)) break;
    const now = all.filter((n) => n >= 1).length;
    if (now > answered) { answered = now; deadline = Math.max(deadline, Date.now() + 15_000); }
    await sleep(250);
  }
  const settleSeconds = Math.round((Date.now() - settleStarted) / 100) / 10;
  await sleep(1_500); // anything still in flight lands now, so a late duplicate is counted
  let outboxAtEnd: SoakReport["outboxAtEnd"] = null;
  try {
    const r = await fetch(`http://127.0.0.1:${instances[0]!.port}/healthz`, { signal: AbortSignal.timeout(5_000) });
    const body = (await r.json()) as { outbox?: { pending?: number; dead?: number } };
    if (body.outbox) outboxAtEnd = { pending: Number(body.outbox.pending ?? 0), dead: Number(body.outbox.dead ?? 0) };
  } catch { /* reported as unknown */ }
  sampling = false;
  await sampler;
  const afterMb = rssMb(instances[0]!.child?.pid);
  const all = counts();
  const final = all.slice(0, pools.length);
  const scenes = all.slice(pools.length, pools.length + scenePosts.length);
  const at = pools.length + scenePosts.length;
  const pujas = all.slice(at, at + pujasPosts.length);
  const tricube = all.slice(at + pujasPosts.length, at + pujasPosts.length + tricubePosts.length);
  const facetas = all.slice(at + pujasPosts.length + tricubePosts.length);
  const tally = (xs: number[]) => ({ exactlyOnce: xs.filter((n) => n === 1).length, lost: xs.filter((n) => n === 0).length, duplicated: xs.filter((n) => n > 1).length });
  const lateDelivered = lateMoves.filter((id) => sandbox.webhooks.forPost(id).deliveries.some((d) => d.event === "post_created" && d.status >= 200 && d.status < 300)).length;
  if (options.logDir) {
    // Each late move's webhook deliveries (attempt:status, -1 unanswered; none: dropped): why the reconciler had to find it.
    writeFileSync(join(options.logDir, `late-moves-${two ? "postgres" : "sqlite"}.log`), lateMoves.map((id) =>
      `post ${id}: ${sandbox.webhooks.forPost(id).deliveries.filter((d) => d.event === "post_created").map((d) => `${d.attempt}:${d.status}`).join(" ") || "dropped"}\n`).join(""));
  }
  for (const inst of instances) await kill(inst);
  await sandbox.close();
  loop.disable();
  const writes = sandbox.server.writes;
  if (options.logDir) {
    // When each forum write arrived and how long it took to be done (or refused by the request timeout).
    writeFileSync(join(options.logDir, `sandbox-writes-${two ? "postgres" : "sqlite"}.log`), writes.map((w) =>
      `${new Date(w.arrived).toISOString()} ${w.method} ${w.path} ${w.done ? "done" : "timed out"} after ${w.ms} ms${w.postId !== undefined ? ` post ${w.postId}` : ""}\n`).join(""));
  }
  return {
    forumWrites: { slowestMs: Math.max(0, ...writes.filter((w) => w.done).map((w) => w.ms)),
      pastLease: writes.filter((w) => w.done && w.ms > LEASE_MS).length, timedOut: writes.filter((w) => !w.done).length,
      loopStallMs: Math.round(loop.max / 1e6) },
    duplicatedPosts: [...pools, ...scenePosts, ...pujasPosts, ...tricubePosts, ...facetasPosts].filter((_, i) => all[i]! > 1).slice(0, 10),
    backend: two ? "postgres" : "sqlite", instances: instances.length, posts: pools.length, kills, freezes,
    faults: Object.fromEntries([...sandbox.server.injected].sort()), webhooksDropped: sandbox.webhooks.dropped, webhooksDelayed: delayed,
    exactlyOnce: final.filter((n) => n === 1).length, lost: final.filter((n) => n === 0).length, duplicated: final.filter((n) => n > 1).length,
    scenes: { topics: pairs.length, posts: scenePosts.length, rolls: sceneRolls, finished: scenesFinished,
      exactlyOnce: scenes.filter((n) => n === 1).length, lost: scenes.filter((n) => n === 0).length, duplicated: scenes.filter((n) => n > 1).length },
    pujas: { tables: options.pujasTables ?? 0, posts: pujasPosts.length, finished: pujasFinished,
      exactlyOnce: pujas.filter((n) => n === 1).length, lost: pujas.filter((n) => n === 0).length, duplicated: pujas.filter((n) => n > 1).length },
    tricube: { tables: options.tricubeTables ?? 0, posts: tricubePosts.length, finished: finished.tricube, ...tally(tricube) },
    facetas: { tables: options.facetasConflicts ?? 0, posts: facetasPosts.length, finished: finished.facetas, ...tally(facetas) },
    answers: { count: answerMs.length, p50Ms: Math.round(quantile(answerMs, 0.5)), p99Ms: Math.round(quantile(answerMs, 0.99)), late: answerMs.filter((ms) => ms > LATE_MS).length, lateDelivered },
    restarts: { count: restartMs.length, p50Ms: Math.round(quantile(restartMs, 0.5)), maxMs: Math.max(0, ...restartMs) },
    seconds: Math.round((Date.now() - started) / 100) / 10, settleSeconds,
    memory: { baselineMb: Math.round(baselineMb), peakMb: Math.round(peakMb), afterMb: Math.round(afterMb) },
    healthz: { baselineP50Ms: round(quantile(baseline, 0.5)), baselineP99Ms: round(quantile(baseline, 0.99)),
      attackP50Ms: round(quantile(underAttack, 0.5)), attackP99Ms: round(quantile(underAttack, 0.99)), failed: healthFailed },
    outboxAtEnd,
    lostPosts: [...pools, ...scenePosts, ...pujasPosts, ...tricubePosts, ...facetasPosts].filter((_, i) => all[i] === 0).slice(0, 10),
  };
}

type ForumUserRef = Parameters<Sandbox["forum"]["createReply"]>[0];

/** A GenreFuzzion sheet (GF-CHAR-*) for the soak's scenes: six clichés, a relationship, three objectives. */
function soakSheet(name: string, player: string, rival: string): string {
  return ["[gf-ficha]", `nombre: ${name}`, `jugadora: @${player}`, "concepto: Alguien con prisa",
    ...SOAK_CLICHES.map(([c, die]) => `cliché: ${c} d${die}`),
    `relación ${rival}: ${rivalOf(rival)} d8`, `objetivo 5 abierto: ${name} 1`, `objetivo 8 abierto: ${name} 2`, `objetivo 12 abierto: ${name} 3`,
    "pv: 3", "pk: 3", "[/gf-ficha]"].join("\n");
}

const round = (x: number) => Math.round(x * 10) / 10;

/** A sealed bid's secret: 64 hex characters, the same for the same seed, table and player. */
const createHashHex = (text: string): string => createHash("sha256").update(text).digest("hex");

export function formatReport(r: SoakReport): string {
  const faults = Object.entries(r.faults).map(([k, v]) => `${k}×${v}`).join(" ");
  return [
    `${r.backend} (${r.instances} instance${r.instances > 1 ? "s" : ""}): ${r.posts} posts, ${r.kills} kills,`
      + ` ${r.freezes.count} freezes past the lease (${(r.freezes.ms / 1000).toFixed(1)} s in all),`
      + ` ${r.freezes.starved} starvations (${(r.freezes.starvedMs / 1000).toFixed(1)} s), ${r.seconds} s (settle ${r.settleSeconds} s)`,
    `  faults: ${faults || "none"}; webhooks dropped ${r.webhooksDropped}, delayed ${r.webhooksDelayed}; one outage past the retry budget`,
    `  pools: answered exactly once ${r.exactlyOnce}, lost ${r.lost}, duplicated ${r.duplicated}`,
    `  scenes: ${r.scenes.topics} topics, ${r.scenes.posts} scene posts (${r.scenes.rolls} pools rolled, ${r.scenes.finished} scenes played to the end);`
      + ` answered exactly once ${r.scenes.exactlyOnce}, lost ${r.scenes.lost}, duplicated ${r.scenes.duplicated}`,
    `  pujas: ${r.pujas.tables} tables, ${r.pujas.posts} posts (${r.pujas.finished} tables played to the end: auction, Fine, Challenge);`
      + ` answered exactly once ${r.pujas.exactlyOnce}, lost ${r.pujas.lost}, duplicated ${r.pujas.duplicated}`,
    `  tricube: ${r.tricube.tables} tables, ${r.tricube.posts} posts (${r.tricube.finished} tables through three challenges, one opposed);`
      + ` answered exactly once ${r.tricube.exactlyOnce}, lost ${r.tricube.lost}, duplicated ${r.tricube.duplicated}`,
    `  facetas: ${r.facetas.tables} conflicts, ${r.facetas.posts} posts (${r.facetas.finished} played to their end and loot in the four roles);`
      + ` answered exactly once ${r.facetas.exactlyOnce}, lost ${r.facetas.lost}, duplicated ${r.facetas.duplicated}`,
    `  moves played in turn: ${r.answers.count}, answered after p50 ${r.answers.p50Ms} ms, p99 ${r.answers.p99Ms} ms, ${r.answers.late} later than ${LATE_MS / 1000} s (kills, freezes, faults and dropped webhooks included;`
      + ` ${r.answers.lateDelivered} of the late ones had their webhook answered 2xx, the others were found by the reconciler)`,
    `  restarts: ${r.restarts.count}, start to healthy p50 ${r.restarts.p50Ms} ms, slowest ${r.restarts.maxMs} ms`,
    `  memory (first instance, RSS): idle ${r.memory.baselineMb} MB, peak under attack ${r.memory.peakMb} MB`
      + ` (${(r.memory.peakMb / Math.max(1, r.memory.baselineMb)).toFixed(2)}×), after ${r.memory.afterMb} MB`,
    `  /healthz: idle p50 ${r.healthz.baselineP50Ms} ms p99 ${r.healthz.baselineP99Ms} ms; under attack p50 ${r.healthz.attackP50Ms} ms`
      + ` (${(r.healthz.attackP50Ms / Math.max(0.1, r.healthz.baselineP50Ms)).toFixed(1)}×) p99 ${r.healthz.attackP99Ms} ms; failed ${r.healthz.failed}`,
    `  outbox when the settle ended: ${r.outboxAtEnd ? `pending ${r.outboxAtEnd.pending}, dead ${r.outboxAtEnd.dead}` : "unknown (/healthz did not answer)"}`,
    `  forum writes: slowest done ${r.forumWrites.slowestMs} ms after the request arrived, ${r.forumWrites.pastLease} done past the lease,`
      + ` ${r.forumWrites.timedOut} refused by the request timeout; the forum's process stalled at most ${r.forumWrites.loopStallMs} ms`,
    ...(r.duplicatedPosts.length ? [`  duplicated posts (first ${r.duplicatedPosts.length}): ${r.duplicatedPosts.join(", ")}`] : []),
    ...(r.lostPosts.length ? [`  lost posts (first ${r.lostPosts.length}): ${r.lostPosts.join(", ")}`] : []),
  ].join("\n");
}
