// bench/service: webhook events/s and request → reply-sent latency of the real service against the
// sandbox forum, beside a bare node:http server that does the same store insert and posts the same
// kind of reply, measured in the same run; then the service's heap across 100k events.
// The comparison is repeated in rounds, the two sides alternating, and each round's ratios are taken
// within the round, so a machine busy with other work moves both sides of a ratio alike; the median
// and quartiles of the rounds' ratios are printed. Targets: ≥ 0.7× the baseline's events/s, p50
// request → reply ≤ 2× the baseline's.
// The service is composed as `gf serve` composes it (every game's markup, flows and game services)
// and the posts' authors are users of the forum, as real authors are. The deliveries come from a child
// process of their own (the forum is in another), so the measuring process's CPU time is the server
// side's alone: its CPU a post, each side, is printed beside the target, the figure the load does not
// move (at load 20 the rounds' events/s ratios went from 0.48× to 1.86× in one run; CPU a post, baseline
// 2.66 ms against the service's 3.33, 0.69× in events per CPU second, quartiles 0.69–0.75).
// What the gap is made of, profiled again after the store moved to @photostructure/sqlite (node:sqlite's
// API) and the replies to typed catalogues: node --cpu-prof on the service side alone (GF_BENCH_ONLY=service,
// 2 × 2,000 events) at load 25 on the 2 shared cores, so the shares below are of sampled wall time and
// over-weight whatever blocks in a system call when the scheduler takes the core away: the store 19.5%
// (the claim's transaction 8.4, the roll's 7.0, each mostly BEGIN IMMEDIATE and COMMIT; the lease
// renewal 0.6; reads 1.3), the reply's guarded node:http send and its socket writes 15.6, the bench's
// own webhook driver 8.7 (fetch, both sides pay it), garbage collection 5.5, the webhook's HMAC, zod and
// routing 4.2, the roll 3.8 (Ed25519 2.6), the sheet registry reading each post as a possible sheet 2.7.
// One such transaction (BEGIN IMMEDIATE, an insert and an update, COMMIT, WAL with synchronous NORMAL)
// costs 15 µs of CPU measured alone (wal_autocheckpoint 0, 1000 or 10000 alike), so the store's share is
// mostly its write system calls waiting for a core, not work: 3.2 transactions a post against the
// baseline's 1. The named next lever is still open: claim a reply inside the transaction that creates it
// (and write the sent marks and seen marks in one group commit per event-loop turn) would take the claim's
// transaction off every post; it needs a restarted SQLite service to take back its own dead leases at
// once, or every reply in flight at a kill waits a lease and a half (45 s) before it is looked for.
// The profile before the move to @photostructure/sqlite, at load 3 with better-sqlite3 (CPU per event in the measuring process): 2.8 ms
// a post for the service against 2.0 for the baseline; the replies go out through the client's guarded
// node:http path, about 0.45 ms a post cheaper than the fetch path the baseline's unguarded createReply
// takes; beyond the baseline: the outbox's claims 0.33, the lease renewal before each send 0.03, reads
// about 0.06; the roll's transaction what the baseline's costs (0.16 against 0.15); roll and Ed25519
// 0.10; the sheet registry's reads 0.09; the reply's template 0.08 (since replaced by typed catalogues);
// the outbox guard 0.04; the webhook's HMAC, zod and handling 0.14 where the baseline only parses JSON.
// Claiming a reply enqueued during sends with the next sent mark instead (2.2 transactions a post) was
// measured and dropped: no more events/s within the machine's noise, and a higher p50.
// Beside that CPU, the outbox sends at most `outbox.batch` (16) at once where the baseline sends all
// 32, each reply waits for its claim and for its lease renewal to commit before it leaves, and the
// sandbox forum in its child process takes the same two cores.
// Before that profile: the claim read and sorted the whole due backlog on every claim (0.7 ms a post);
// Facetas' sheet reader built a new markdown-it for every post the sheet registry read (1.2 ms); the
// guard parsed every reply (0.44 ms); the outbox woke twice per send and wrote 4.9 transactions per post;
// the bench polled the outbox every 5 ms. Each is fixed (see git log).
// Run: node bench/run.mjs service   (GF_BENCH_EVENTS per round, GF_BENCH_ROUNDS, GF_BENCH_MEMORY_EVENTS,
// GF_BENCH_BATCH the outbox's sends in flight; GF_BENCH_ONLY=service|baseline one side alone, for a profiler)
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { initOperator } from "../../src/dice/operator.js";
import { startSandbox } from "../../src/sandbox/sandbox.js";
import { configSchema } from "../../src/service/config.js";
import { discourseClient } from "../../src/service/discourse/client.js";
import { signWebhook } from "../../src/service/discourse/signature.js";
import { jsonLog } from "../../src/service/log.js";
import { startService } from "../../src/service/service.js";
import { GAMES } from "../../src/games/games.js";
import { FLOWS, GAME_SERVICES } from "../../src/games/server-games.js";
import { openSqliteStore } from "../../src/service/store/sqlite-store.js";
import { reportTarget, spread } from "../support/targets.js";

const SECRET = "bench-webhook-secret-0123456789";
const EVENTS = Number(process.env.GF_BENCH_EVENTS ?? 1_000);
const ROUNDS = Number(process.env.GF_BENCH_ROUNDS ?? 5);
const MEMORY_EVENTS = Number(process.env.GF_BENCH_MEMORY_EVENTS ?? 100_000);
const CONCURRENCY = 32;

interface Forum { url: string; apiKey: string; topicId: number; categoryId: number; playerIds: number[]; close(): void }

/** The posts' authors: users of the forum, as every real post's author is (the replies mention them). */
const PLAYERS = Array.from({ length: 50 }, (_, i) => `player${i}`);

/** The sandbox forum in a child process, so its growing post list is not in the measured heap. */
async function forumChild(): Promise<Forum> {
  const self = fileURLToPath(import.meta.url);
  const child = spawn(process.execPath, [self, "--forum"], { stdio: ["ignore", "pipe", "inherit"] });
  const line = await new Promise<string>((resolve) => {
    let buf = "";
    child.stdout!.on("data", (d: Buffer) => { buf += d.toString(); if (buf.includes("\n")) resolve(buf.split("\n")[0]!); });
  });
  return { ...(JSON.parse(line) as Omit<Forum, "close">), close: () => child.kill() };
}


function payload(forum: Forum, i: number): string {
  return JSON.stringify({ post: { id: 1_000 + i, username: PLAYERS[i % 50], user_id: forum.playerIds[i % 50], topic_id: forum.topicId,
    post_number: 2 + i, raw: `Turno ${i}\n\n[gf-pool]\nd8 d8 d6 d${4 + 2 * (i % 5)}\n[/gf-pool]`, cooked: "<p>…</p>", version: 1,
    wiki: false, reply_to_post_number: null, topic_title: "Bench", category_id: forum.categoryId, category_slug: "partidas",
    topic_archetype: "regular", created_at: new Date().toISOString() } });
}

/**
 * Sends `count` signed deliveries, CONCURRENCY at a time, recording each send time in `sentAt`
 * (indexed by event number - from). The arrays are allocated up front, so the bench's own
 * bookkeeping does not grow the heap it measures.
 */
async function drive(url: string, forum: Forum, from: number, count: number, sentAt: Float64Array): Promise<void> {
  let next = from;
  const worker = async () => {
    while (next < from + count) {
      const i = next++;
      const body = payload(forum, i);
      sentAt[i - from] = performance.now();
      const r = await fetch(url, { method: "POST", body, headers: { "Content-Type": "application/json",
        "X-Discourse-Event": "post_created", "X-Discourse-Event-Type": "post", "X-Discourse-Event-Id": String(i),
        "X-Discourse-Instance": forum.url, "X-Discourse-Event-Signature": signWebhook(SECRET, body) } });
      await r.arrayBuffer();
      if (r.status !== 200) throw new Error(`delivery ${i}: ${r.status}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/**
 * The deliveries sent from a child process of their own, so that the measuring process's CPU time is
 * the server side's alone (the fetch driver was 8.7% of its samples, the same on both sides). Returns
 * each delivery's send time on the clock both processes share (performance.timeOrigin + now, ms).
 */
async function driveChild(url: string, forum: Forum, from: number, count: number): Promise<Float64Array> {
  const self = fileURLToPath(import.meta.url);
  const { close: _close, ...plain } = forum;
  const child = spawn(process.execPath, [self, "--drive", JSON.stringify({ url, forum: plain, from, count })], { stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  child.stdout!.on("data", (d: Buffer) => { out += d.toString(); });
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  if (code !== 0) throw new Error(`the driver exited ${code}`);
  return Float64Array.from(JSON.parse(out) as number[]);
}

const clock = () => performance.timeOrigin + performance.now();
const cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };

/** Events/s from the first send to the last reply, latency percentiles, and the measuring process's CPU per event. */
function measured(sent: Float64Array, done: Float64Array, cpu: number) {
  let first = Infinity, last = 0;
  const latency = new Float64Array(sent.length);
  for (let i = 0; i < sent.length; i++) { first = Math.min(first, sent[i]!); last = Math.max(last, done[i]!); latency[i] = done[i]! - sent[i]!; }
  return { rate: (sent.length * 1000) / (last - first), p50: pct(latency, 0.5), p99: pct(latency, 0.99), cpuPerEvent: cpu / sent.length };
}

const pct = (xs: Float64Array, p: number) => { const s = Float64Array.from(xs).sort(); return s[Math.min(s.length - 1, Math.floor(p * s.length))]!; };

async function runService(forum: Forum, events: number, onProgress?: (done: number) => void) {
  const dataDir = mkdtempSync(join(tmpdir(), "gf-bench-"));
  const now = Date.now();
  initOperator(dataDir, { now, genesisMs: Math.floor(now / 86_400_000) * 86_400_000, periodSeconds: 86_400, epochs: 30,
    revealDelaySeconds: 3 * 3600, beacon: null, previous: null }, nodeCrypto);
  const config = configSchema.parse({ listen: { port: 0 }, discourse: { url: forum.url, apiKey: forum.apiKey, apiUsername: "gf-dice",
    requestsPerMinute: 6_000 }, webhookSecret: SECRET, dataDir, database: join(dataDir, "gf.sqlite"), categories: [forum.categoryId],
    userRollsPerMinute: 1_000_000, outbox: { batch: Number(process.env.GF_BENCH_BATCH ?? 16) }, logLevel: "error" });
  // Composed as `gf serve` composes it: every game's markup, flows and game services.
  const service = await startService(config, { log: jsonLog({ level: "error" }), games: GAMES, flows: FLOWS, gameServices: GAME_SERVICES });
  // The bench sends faster than Discourse's 60/min would allow: lift the budget, measure the pipeline.
  const doneAt = new Float64Array(events);
  let done = 0;
  let resolveAll: () => void = () => {};
  const all = new Promise<void>((r) => { resolveAll = r; });
  service.outbox.onSent = (item) => {
    doneAt[item.postId - 1_000] = clock();
    done++;
    onProgress?.(done);
    if (done === events) resolveAll();
  };
  const cpu0 = cpuMs();
  const [sent] = await Promise.all([driveChild(`${service.url}/webhooks/discourse`, forum, 0, events), all]);
  const cpu = cpuMs() - cpu0;
  await service.stop();
  return measured(sent, doneAt, cpu);
}

/** The baseline: node:http, JSON.parse, the same store insert, the same reply POST; nothing else. */
async function runBaseline(forum: Forum, events: number, round = 0) {
  const dir = mkdtempSync(join(tmpdir(), "gf-bench-base-"));
  const store = openSqliteStore(join(dir, "base.sqlite"));
  const client = discourseClient({ baseUrl: forum.url, apiKey: forum.apiKey, apiUsername: "gf-dice" });
  // Post ids of their own for each round, apart from the service's (1_000 + i).
  const from = events * (10 + round);
  const doneAt = new Float64Array(events);
  let done = 0;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const { post } = JSON.parse(Buffer.concat(chunks).toString()) as { post: { id: number; topic_id: number; post_number: number; user_id: number; username: string } };
    const key = `roll:${post.id}:0`;
    await store.commitRolls({ postId: post.id, topicId: post.topic_id, version: 1, rolls: [{ postId: post.id, blockIndex: 0,
      pool: "d4 d6 d8 d8", topicId: post.topic_id, userId: post.user_id, username: post.username, result: "{}", proof: "gf1.-",
      replyKey: key, createdAt: Date.now(), seq: post.id, recordHash: "00".repeat(32) }], outbox: [{ key, kind: "reply", topicId: post.topic_id, postId: post.id,
      replyToPostNumber: post.post_number, raw: `@${post.username} d8:5`, createdAt: Date.now() }] });
    res.end("{}");
    await client.createReply({ topicId: post.topic_id, raw: `@${post.username} d4:1 d6:2 d8:3 d8:4`, replyToPostNumber: post.post_number });
    doneAt[post.id - 1_000 - from] = clock();
    done++;
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const cpu0 = cpuMs();
  const sent = await driveChild(url, forum, from, events);
  while (done < events) await new Promise((r) => setTimeout(r, 2));
  const cpu = cpuMs() - cpu0;
  server.close();
  await store.close();
  return measured(sent, doneAt, cpu);
}

async function main(): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  const forum = await forumChild();
  try {
    // One side alone, for a profiler (node --cpu-prof): no rounds, no ratios.
    const only = process.env.GF_BENCH_ONLY;
    if (only === "service" || only === "baseline") {
      const run = only === "service" ? () => runService(forum, EVENTS) : () => runBaseline(forum, EVENTS, 1);
      await run();
      const r = await run();
      console.log(`${only} alone: ${r.rate.toFixed(1)} events/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`);
      return;
    }
    await runBaseline(forum, 300, 99); // warm-up of both paths
    await runService(forum, 300);
    const f = (n: number) => n.toFixed(1);
    console.log(`${ROUNDS} rounds of ${EVENTS} events each side, ${CONCURRENCY} in flight, sandbox forum in its own process`);
    const rounds: { base: Awaited<ReturnType<typeof runBaseline>>; svc: Awaited<ReturnType<typeof runService>> }[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      // Alternate which side goes first, so a drift of the machine's load favours neither.
      const first = r % 2 === 0 ? await runBaseline(forum, EVENTS, r) : await runService(forum, EVENTS);
      const second = r % 2 === 0 ? await runService(forum, EVENTS) : await runBaseline(forum, EVENTS, r);
      const [base, svc] = r % 2 === 0 ? [first, second] : [second, first];
      rounds.push({ base, svc });
      console.log(`  round ${r + 1}: baseline ${f(base.rate)} events/s, p50 ${f(base.p50)} ms, p99 ${f(base.p99)} ms; ` +
        `gf serve ${f(svc.rate)} events/s, p50 ${f(svc.p50)} ms, p99 ${f(svc.p99)} ms → ${(svc.rate / base.rate).toFixed(2)}×, p50 ${(svc.p50 / base.p50).toFixed(2)}×; ` +
        `CPU a post ${(base.cpuPerEvent).toFixed(2)} / ${(svc.cpuPerEvent).toFixed(2)} ms → ${(base.cpuPerEvent / svc.cpuPerEvent).toFixed(2)}×`);
    }
    const q = (xs: number[], d = 2) => { const s = spread(xs); return `${s.median.toFixed(d)} (q1 ${s.q1.toFixed(d)}, q3 ${s.q3.toFixed(d)})`; };
    console.log(`baseline node:http + store insert + reply: ${q(rounds.map((r) => r.base.rate), 1)} events/s, p50 ${q(rounds.map((r) => r.base.p50), 1)} ms`);
    console.log(`gf serve (HMAC, zod, roll+sign, ledger, outbox): ${q(rounds.map((r) => r.svc.rate), 1)} events/s, p50 ${q(rounds.map((r) => r.svc.p50), 1)} ms`);
    const rate = rounds.map((r) => r.svc.rate / r.base.rate);
    const p50 = rounds.map((r) => r.svc.p50 / r.base.p50);
    console.log(`throughput ratio service/baseline: ${q(rate)}; p50 latency ratio: ${q(p50)}; p99 ratio: ${q(rounds.map((r) => r.svc.p99 / r.base.p99))}`);
    // The measuring process's CPU a post (the deliveries come from a child process, the forum from another):
    // what each side costs, whatever share of the cores the machine gave it. Printed beside the target, not as it.
    console.log(`CPU a post in the measuring process: baseline ${q(rounds.map((r) => r.base.cpuPerEvent))} ms, gf serve ${q(rounds.map((r) => r.svc.cpuPerEvent))} ms; ` +
      `events per CPU second, service/baseline: ${q(rounds.map((r) => r.base.cpuPerEvent / r.svc.cpuPerEvent))}`);
    reportTarget("service", { figure: "events/s, gf serve / bare node:http baseline", value: `${q(rate)}×`, target: "≥ 0.7×", met: spread(rate).median >= 0.7 });
    reportTarget("service", { figure: "p50 request → reply, gf serve / baseline", value: `${q(p50)}×`, target: "≤ 2×", met: spread(p50).median <= 2 });

    if (!gc) { console.log("memory: run with --expose-gc (bench/run.mjs does)"); return; }
    const samples: { at: number; heap: number }[] = [];
    const marks = new Set([10_000, 25_000, 50_000, 75_000, 100_000].map((m) => Math.round((m * MEMORY_EVENTS) / 100_000)));
    const mem = await runService(forum, MEMORY_EVENTS, (done) => {
      if (marks.has(done)) {
        gc();
        samples.push({ at: done, heap: process.memoryUsage().heapUsed });
        console.log(`  heap after ${done} events: ${(samples.at(-1)!.heap / 1048576).toFixed(1)} MB`);
      }
    });
    const first = samples[0]!.heap;
    console.log(`memory across ${MEMORY_EVENTS} events (${f(mem.rate)} events/s): ` +
      samples.map((s) => `${s.at}: ${(s.heap / 1048576).toFixed(1)} MB`).join(", "));
    const worst = Math.max(...samples.map((s) => Math.abs(s.heap / first - 1)));
    console.log(`heap drift vs the ${samples[0]!.at}-event sample: max ${(worst * 100).toFixed(1)}% (target within ±10%)`);
  } finally {
    forum.close();
  }
}

// Entry: the parent measures; `--forum` is the child that hosts the sandbox forum.
if (process.argv[2] === "--drive") {
  const { url, forum, from, count } = JSON.parse(process.argv[3]!) as { url: string; forum: Omit<Forum, "close">; from: number; count: number };
  const sentAt = new Float64Array(count);
  await drive(url, { ...forum, close: () => {} }, from, count, sentAt);
  process.stdout.write(JSON.stringify(Array.from(sentAt, (t) => t + performance.timeOrigin)) + "\n");
} else if (process.argv[2] === "--forum") {
  // Not validated: the baseline's stand-in replies ("@alicia d8:5") time the forum alone and are shorter than
  // Discourse takes; the service's own replies pass its validators in the test suites (test/service/*).
  const s = await startSandbox({ adminApiPerMinute: 100_000_000, serviceUsername: "gf-dice", players: ["alicia", ...PLAYERS], posting: null });
  const topic = s.forum.createTopic(s.forum.userByName("alicia")!, "Bench", "Escena", s.category.id);
  process.stdout.write(JSON.stringify({ url: s.url, apiKey: s.apiKey, topicId: topic.topicId, categoryId: s.category.id,
    playerIds: PLAYERS.map((p) => s.forum.userByName(p)!.id) }) + "\n");
} else {
  await main();
}
