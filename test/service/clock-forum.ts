// A forum whose dice service keeps its clock (docs/verifiable-dice.md §V.11), for the clock's tests:
// quicknet keys (epochs of a day from 2023-09-15, seeds secret throughout), a local relay serving only
// the recorded round 657413 (test/fixtures/drand), the sandbox at Discourse's 300 s edit grace period,
// the service's clock on as by default for these beacon keys (no dice.clock said), and the forum's clock under the test's hand: `at(ms)` sets it; `reviseAt(ms)` moves it to `ms` as soon
// as a player's post is created, so the clock's next revision is made at that time.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { QUICKNET, roundAfter, roundTimeMs } from "../../src/dice/drand.js";
import { initOperator } from "../../src/dice/operator.js";
import type { SandboxOptions } from "../../src/sandbox/sandbox.js";
import { until } from "../support/until.js";
import { harness, type Harness } from "./harness.js";

export const fixture = JSON.parse(readFileSync("test/fixtures/drand/quicknet-657413.json", "utf8")) as { beacon: { round: number; signature: string } };
export const ROUND = fixture.beacon.round;
/** 1.2 s into the 3 s before round 657413 is out: a clock revision made then has that round. */
export const BEFORE_ROUND = roundTimeMs(QUICKNET, ROUND - 1) + 1_200;
/** A second into the 3 s before round 657413: where staff moves a player's post to give it that round by V.1's rule. */
export const REDATED_TO_ROUND = roundTimeMs(QUICKNET, ROUND - 1) + 1_000;

export interface ClockForum {
  readonly h: Harness;
  /** The clock post's id; 0 for a service that never kept a clock (`keepsClock` false). */
  readonly clockPost: number;
  /** The service's config as the harness started it (the relay, no tips): a restart restates it. */
  readonly config: Record<string, unknown>;
  at(ms: number): void;
  reviseAt(ms: number): void;
  /** alicia posts `raw`; resolves once the service has answered that the dice wait for the round after `roundAt` (the relay serves only 657413). */
  waiting(raw: string, roundAt: number): Promise<{ id: number; topic_id: number }>;
  close(): Promise<void>;
}

/**
 * `start`: the forum's time at first; the service's clock reads a minute after round 657413, so it never waits for that round.
 * `keepsClock` false: the operator turned dice.clock off before its first start, so its commitment topic never shows a clock post.
 */
export async function clockForum(start: number, sandbox: SandboxOptions = {}, keepsClock = true): Promise<ClockForum> {
  const relay: Server = createServer((req, res) => {
    if (req.url !== `/${QUICKNET.hash}/public/${ROUND}`) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(fixture.beacon));
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  const dataDir = mkdtempSync(join(tmpdir(), "gf-dice-clock-"));
  const made = initOperator(dataDir, { now: Date.now(), genesisMs: Date.parse("2023-09-15T00:00:00Z"), periodSeconds: 86_400,
    epochs: 30, revealDelaySeconds: 3 * 3600, beacon: "quicknet", previous: null }, nodeCrypto);
  if (!made.ok) throw new Error(made.error.code);
  let forumNow = start;
  let revise: number | undefined;
  const base = Date.now();
  const config = { beacon: { url: `http://127.0.0.1:${(relay.address() as AddressInfo).port}/${QUICKNET.hash}`, attempts: 1 },
    dice: { tips: false, ...(keepsClock ? {} : { clock: false }) } };
  const h = await harness({ dataDir, sandbox: { now: () => forumNow, editingGracePeriodSec: 300, ...sandbox },
    clock: { now: () => BEFORE_ROUND + 60_000 + (Date.now() - base), sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, ms)) }, config });
  const clockPost = keepsClock ? (await until("the clock post", () => [...h.sandbox.forum.posts.values()].find((p) => /`gf-dice-clock \d+`/.test(p.raw)))).id : 0;
  h.sandbox.forum.onEvent((e) => {
    if (e.name === "post_created" && revise !== undefined && e.post.userId !== h.sandbox.forum.userByName("gf-dice")!.id) { forumNow = revise; revise = undefined; }
  });
  return {
    h, clockPost, config,
    at: (ms) => { forumNow = ms; },
    reviseAt: (ms) => { revise = ms; },
    async waiting(raw, roundAt) {
      const posted = await h.post("alicia", raw);
      await h.settle();
      await until("the word that the dice wait", () => h.replies(posted.topic_id).find((r) => r.raw.includes(`${roundAfter(QUICKNET, roundAt)}`)));
      return posted;
    },
    async close() {
      await h.close();
      await new Promise((resolve) => relay.close(resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
