// bench/intake: the webhook intake under attack. The real service on the sandbox
// forum, its production limits (config defaults: 2 MB bodies, 8 of them in memory, 30 s per request).
// First 20 pools are posted and answered with no attack (the baseline, same run); then 100 connections
// each announce a 2 MB body with a well-formed fake X-Discourse-Event-Signature and send it a byte every
// 200 ms, and 20 more pools are posted while they are open. Printed: each phase's reply latency (post
// created → the service's reply in the thread) p50/p99, the ratio to the baseline, pools unanswered
// within 30 s, and the machine's load average. Run: node bench/run.mjs intake
import { connect, type Socket } from "node:net";
import { loadavg } from "node:os";
import { harness, type Harness } from "../../test/service/harness.js";

const SLOW = Number(process.env.GF_BENCH_SLOW ?? 100);
const POOLS = 20;
const CAP_MS = 30_000;

const quantile = (xs: number[], q: number) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(q * s.length))]!; };

async function replyLatencies(h: Harness, topicId: number, round: string): Promise<number[]> {
  return Promise.all(Array.from({ length: POOLS }, async (_, i) => {
    const started = Date.now();
    const p = await h.post(["alicia", "bruno", "carla"][i % 3]!, `${round} ${i}\n\n[gf-pool]\nd8 d6\n[/gf-pool]`, topicId);
    for (;;) {
      if (h.replies(topicId).some((r) => r.replyTo === p.post_number)) return Date.now() - started;
      if (Date.now() - started > CAP_MS) return Infinity;
      await new Promise((r) => setTimeout(r, 20));
    }
  }));
}

function slowBodies(port: number): Socket[] {
  return Array.from({ length: SLOW }, () => {
    const s = connect(port, "127.0.0.1");
    s.on("error", () => {});
    s.write(`POST /webhooks/discourse HTTP/1.1\r\nHost: gf\r\nContent-Type: application/json\r\nX-Discourse-Event: post_created\r\n`
      + `X-Discourse-Event-Signature: sha256=${"5e".repeat(32)}\r\nContent-Length: ${2 * 1024 * 1024}\r\n\r\n{`);
    const drip = setInterval(() => { if (s.destroyed) clearInterval(drip); else s.write(" "); }, 200);
    s.on("close", () => clearInterval(drip));
    return s;
  });
}

const show = (name: string, xs: number[], base?: number) => {
  const answered = xs.filter(Number.isFinite);
  const p50 = answered.length ? quantile(answered, 0.5) : Infinity;
  const p99 = quantile(xs, 0.99);
  console.log(`${name.padEnd(34)} p50 ${String(p50).padStart(6)} ms  p99 ${String(p99).padStart(6)} ms  unanswered within ${CAP_MS / 1000} s: ${xs.length - answered.length}/${xs.length}`
    + (base ? `  (p99 ×${(p99 / base).toFixed(1)} the baseline)` : ""));
  return p99;
};

const h = await harness({ config: { userRollsPerMinute: 100_000, listen: { host: "127.0.0.1", port: 0 } } });
try {
  console.log(`load average (1, 5, 15 min) before: ${loadavg().map((l) => l.toFixed(2)).join(", ")} on ${(await import("node:os")).cpus().length} cores`);
  const topic = await h.post("moderadora", "Intake bench");
  const base = show("no attack (baseline)", await replyLatencies(h, topic.topic_id, "baseline"));
  const sockets = slowBodies(Number(new URL(h.service.url).port));
  await new Promise((r) => setTimeout(r, 1_000));
  const open = sockets.filter((s) => !s.destroyed).length;
  show(`${SLOW} shaped slow 2 MB bodies open`, await replyLatencies(h, topic.topic_id, "attack"), base);
  console.log(`slow bodies open when the pools were posted: ${open}; still open after: ${sockets.filter((s) => !s.destroyed).length}`);
  console.log(`load average (1, 5, 15 min) after: ${loadavg().map((l) => l.toFixed(2)).join(", ")}`);
  for (const s of sockets) s.destroy();
} finally {
  await h.close();
}
