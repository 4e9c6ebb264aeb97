// `gf audit` against a sandbox forum with Discourse's own per-IP limits on keyless reads (50 per 10 s,
// 200 a minute, lib/middleware/request_tracker.rb): audits in a row stay under them, and a 429 is
// waited out as its Retry-After says, with a line on stderr in the user's language, a bounded number
// of times and for a bounded total.
import { afterAll, beforeAll, expect, it } from "@jest/globals";
import { commands } from "../../src/cli/commands/index.js";
import { dispatch } from "../../src/cli/dispatch.js";
import { MAX_WAIT_SECONDS } from "../../src/cli/forum-reads.js";
import { DISCOURSE_READS_PER_IP } from "../../src/sandbox/sandbox.js";
import { fakeIo } from "./fake-io.js";
import { harness, type Harness } from "../service/harness.js";

let h: Harness;
const PASSED = "audit passed: 2 rolls in 1 topics, each verified, linked and answered in the forum";

async function audit(lang: "en" | "es" = "en") {
  const io = fakeIo({ env: { GF_LANG: lang } });
  const code = await dispatch(["audit", h.service.url, "--forum-url", h.sandbox.url], io, commands);
  return { code, out: io.stdout.join("\n"), err: io.stderr.join("\n") };
}

beforeAll(async () => {
  h = await harness({ sandbox: { readsPerIp: DISCOURSE_READS_PER_IP } });
  const first = await h.post("alicia", "Ataco.\n\n[gf-pool]\nd12 d12 d12\n[/gf-pool]");
  await h.post("alicia", "Otra vez.\n\n[gf-pool]\nd12 d12 d12\n[/gf-pool]", first.topic_id);
  await h.settle();
  await h.service.tip();
}, 60_000);
afterAll(async () => { await h?.close(); });

it("audits in a row from one address read more than 50 times in 10 s, and each passes", async () => {
  const reads = { n: 0 };
  const counting = h.sandbox.server.faults;
  // Count the keyless forum reads the audits make (a fault that never fires, matching every read).
  counting.push({ action: "slow", status: 0, delayMs: 0, count: 1_000_000, path: /^GET \/.*\.json/ });
  const fault = counting[counting.length - 1]!;
  for (let i = 0; i < 10; i++) expect(await audit()).toMatchObject({ code: 0, out: PASSED });
  reads.n = 1_000_000 - fault.count;
  counting.splice(counting.indexOf(fault), 1);
  expect(reads.n).toBeGreaterThan(DISCOURSE_READS_PER_IP.per10Seconds);
}, 90_000);

it("a 429 from the forum is waited out as Retry-After says, with a line on stderr (en, es)", async () => {
  h.sandbox.server.faults.push({ status: 429, retryAfterSec: 1, count: 2, path: /^GET \/t\/\d+\.json$/ });
  const en = await audit();
  expect(en).toMatchObject({ code: 0, out: PASSED });
  expect(en.err).toMatch(/^127\.0\.0\.1:\d+ asks to wait: too many reads in a row \(429\)\. Waiting 1 s before trying again \(1 of 4\)$/m);
  expect(en.err).toMatch(/\(2 of 4\)$/m);
  h.sandbox.server.faults.push({ status: 429, retryAfterSec: 1, count: 1, path: /^GET \/t\/\d+\.json$/ });
  const es = await audit("es");
  expect(es.code).toBe(0);
  expect(es.err).toMatch(/^127\.0\.0\.1:\d+ pide esperar: demasiadas lecturas seguidas \(429\)\. Espero 1 s y vuelvo a intentarlo \(1 de 4\)$/m);
}, 60_000);

it("a forum that keeps answering 429, or asks for longer than the audit waits, fails the read (exit 2) without waiting it out", async () => {
  h.sandbox.server.faults.push({ status: 429, retryAfterSec: 1, count: 100, path: /^GET \/posts\/\d+\.json$/ });
  const persistent = await audit();
  h.sandbox.server.faults.length = 0;
  expect(persistent.code).toBe(2);
  expect(persistent.out + persistent.err).toContain("HTTP 429");
  expect(persistent.err.match(/asks to wait/g)).toHaveLength(4);

  h.sandbox.server.faults.push({ status: 429, retryAfterSec: MAX_WAIT_SECONDS + 1, count: 1, path: /^GET \/posts\/\d+\.json$/ });
  const started = Date.now();
  const long = await audit();
  h.sandbox.server.faults.length = 0;
  expect(long.code).toBe(2);
  expect(long.out + long.err).toContain("HTTP 429");
  expect(long.err).not.toContain("asks to wait");
  expect(Date.now() - started).toBeLessThan(20_000);
}, 60_000);
