// Two instances share one outbox, and one of them stops dead at the worst moment (a stalled event
// loop, a starved CPU, a paused VM, a kill): the other takes its items once their lease runs out.
// Each post must still get exactly one reply. These are the orderings the soak (bench/soak) met under
// heavy load with two PostgreSQL instances, replayed one step at a time: real sandbox forum over HTTP,
// real stores; the frozen instance is the same worker with its calls to the store and the forum held.
import { describe, expect, it } from "@jest/globals";
import { startSandbox } from "../../src/sandbox/sandbox.js";
import type { Sandbox } from "../../src/sandbox/sandbox.js";
import { systemClock } from "../../src/service/clock.js";
import type { Clock } from "../../src/service/clock.js";
import type { Store } from "../../src/service/store/store.js";
import { outboxWorker, pool, replies, sharedStores } from "./outbox-workers.js";
import { until } from "../support/until.js";

const LEASE_MS = 1_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const backends = sharedStores("stall");

/**
 * An instance as the outside sees it. Frozen: every call it makes to its store or the forum waits,
 * and an answer that arrives meanwhile reaches it only when it goes on. Killed: nothing it does
 * reaches anything again (a request already on its way still arrives).
 */
class Instance {
  state: "running" | "frozen" | "killed" = "running";
  /** Freeze right after the store did this call, before its answer comes back. */
  freezeAfter: string | undefined;
  /** Die right after this request ("METHOD /path") has left. */
  killAfter: string | undefined;
  /**
   * After the store answered this call and the code that follows the answer has run (to its next
   * wait), the instance's clock jumps `jumpMs` ahead: what a process frozen at that point finds on
   * waking. Its worker must use `clock`.
   */
  jumpAfter: string | undefined;
  jumpMs = 0;
  private offset = 0;
  readonly clock: Clock = { now: () => Date.now() + this.offset, sleep: (ms) => systemClock.sleep(ms) };
  private release: () => void = () => {};
  private thawed: Promise<void> = Promise.resolve();

  freeze(): void { this.state = "frozen"; this.thawed = new Promise((r) => { this.release = r; }); }
  thaw(): void { this.state = "running"; this.release(); }
  kill(): void { this.state = "killed"; this.release(); }

  private async gate(): Promise<void> {
    if (this.state === "frozen") await this.thawed;
    if (this.state === "killed") throw new Error("the instance is dead");
  }

  wrap(inner: Store): Store {
    return new Proxy(inner, {
      get: (target, prop) => {
        const value: unknown = Reflect.get(target, prop);
        if (typeof value !== "function") return value;
        return async (...args: unknown[]) => {
          await this.gate();
          const out: unknown = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          if (this.freezeAfter === prop) { this.freezeAfter = undefined; this.freeze(); }
          await this.gate();
          if (this.jumpAfter === prop) {
            this.jumpAfter = undefined;
            // A tick runs once every promise reaction queued by this answer has: after the worker's
            // check that follows it, before any connection or write event.
            process.nextTick(() => { this.offset += this.jumpMs; });
          }
          return out;
        };
      },
    });
  }

  readonly fetch: typeof fetch = async (input, init) => {
    await this.gate();
    const request = fetch(input, init);
    if (this.killAfter === `${init?.method ?? "GET"} ${new URL(String(input)).pathname}`) { this.killAfter = undefined; this.kill(); }
    const response = await request;
    await this.gate();
    return response;
  };
}

function worker(sandbox: Sandbox, store: Store, fetchFn?: typeof fetch, clock: Clock = systemClock) {
  return outboxWorker(sandbox, store, { leaseMs: LEASE_MS, clock, ...(fetchFn ? { fetch: fetchFn } : {}) });
}

describe.each(backends)("an instance frozen past its lease (%s)", (_name, open) => {
  it("does not send on a renewal answered after its lease ran out: the other instance's reply is the only one", async () => {
    const sandbox = await startSandbox({ adminApiPerMinute: 100_000 });
    const [storeA, storeB] = await open();
    const frozen = new Instance();
    const a = worker(sandbox, frozen.wrap(storeA), frozen.fetch);
    const b = worker(sandbox, storeB);
    try {
      const id = await pool(sandbox, storeB);
      // A claims the item and renews its lease right before sending; the store renews it, and A
      // freezes before the answer reaches it.
      frozen.freezeAfter = "renewLease";
      const sending = a.runOnce();
      await until("A frozen", () => frozen.state === "frozen");
      await sleep(LEASE_MS * 1.3);
      // Its lease has run out: B takes the item (in doubt), finds no reply by its marker, and sends it.
      expect(await b.runOnce()).toBe(1);
      expect(replies(sandbox, id)).toBe(1);
      // A goes on: the answer says its renewal succeeded, but the lease it bought is spent.
      frozen.thaw();
      await sending;
      await sandbox.server.idle(); // a send A wrongly made has landed now: the forum is done with every request
      expect(replies(sandbox, id)).toBe(1);
      // It said why it did not send: its claim gone, or its lease too far spent to send on.
      expect(a.lines.some((l) => /claim lost before sending|lease nearly spent/.test(String(l.msg)))).toBe(true);
    } finally {
      frozen.thaw();
      await storeA.close(); await storeB.close(); await sandbox.close();
    }
  }, 30_000);

  it("does not send a request frozen after its last check, while its connection was made: the lease ran out meanwhile", async () => {
    const sandbox = await startSandbox({ adminApiPerMinute: 100_000 });
    const [storeA, storeB] = await open();
    const frozen = new Instance();
    // The client's own HTTP path (no injected fetch): its last look is at the write.
    const a = worker(sandbox, frozen.wrap(storeA), undefined, frozen.clock);
    const b = worker(sandbox, storeB);
    try {
      const id = await pool(sandbox, storeB);
      // The renewal before the send answers at once and the check after it passes; then, before the
      // request's connection is made and it is written, the process is frozen past its lease.
      frozen.jumpAfter = "renewLease";
      frozen.jumpMs = LEASE_MS * 1.3;
      await a.runOnce();
      await sandbox.server.idle();
      expect(replies(sandbox, id)).toBe(0);
      expect(a.lines.some((l) => /lease nearly spent/.test(String(l.msg)))).toBe(true);
      await until("B sending the item", async () => (await b.runOnce()) > 0);
      await sandbox.server.idle();
      expect(replies(sandbox, id)).toBe(1);
    } finally {
      await storeA.close(); await storeB.close(); await sandbox.close();
    }
  }, 30_000);

  it("hands an item back unsent when its renewal came back late and nobody took it; the next claim sends it once", async () => {
    const sandbox = await startSandbox({ adminApiPerMinute: 100_000 });
    const [storeA, storeB] = await open();
    const frozen = new Instance();
    const a = worker(sandbox, frozen.wrap(storeA), frozen.fetch);
    const b = worker(sandbox, storeB);
    try {
      const id = await pool(sandbox, storeB);
      frozen.freezeAfter = "renewLease";
      const sending = a.runOnce();
      await until("A frozen", () => frozen.state === "frozen");
      await sleep(LEASE_MS * 0.7); // more than half the lease gone: too little left to send on
      frozen.thaw();
      await sending;
      expect(replies(sandbox, id)).toBe(0);
      expect((await storeB.outboxCounts()).pending).toBe(1);
      await until("B sending the item", async () => (await b.runOnce()) > 0);
      expect(replies(sandbox, id)).toBe(1);
      expect((await storeB.outboxCounts()).sent).toBe(1);
    } finally {
      frozen.thaw();
      await storeA.close(); await storeB.close(); await sandbox.close();
    }
  }, 30_000);

  it("waits, taking an item over from an instance that died mid-send, long enough for a slow forum to show that send: found, not sent again", async () => {
    const sandbox = await startSandbox({ adminApiPerMinute: 100_000 });
    const [storeA, storeB] = await open();
    const dying = new Instance();
    const a = worker(sandbox, dying.wrap(storeA), dying.fetch);
    // The forum makes A's post a quarter of a lease after B took the item over (its topic's lock held):
    // after B's claim, before its look half a lease later. Counted from B's claim, not from when the
    // post arrived, so a loaded machine that starts the forum's handler late cannot push it past the
    // look (a post made a lease and a quarter after it arrived once did, and was sent again).
    let bClaimed!: () => void;
    const claimedByB = new Promise<void>((resolve) => { bClaimed = resolve; });
    const b = worker(sandbox, new Proxy(storeB, { get: (target, prop) => {
      const value: unknown = Reflect.get(target, prop);
      if (prop !== "claimOutbox" || typeof value !== "function") return typeof value === "function" ? value.bind(target) : value;
      return async (...args: unknown[]) => { const got = await (value as (...a: unknown[]) => Promise<unknown[]>).apply(target, args); if (got.length) bClaimed(); return got; };
    } }));
    try {
      sandbox.server.faults.push({ action: "slow", status: 0, until: claimedByB, delayMs: 0.25 * LEASE_MS, count: 1, path: /^POST \/posts\.json$/ });
      const id = await pool(sandbox, storeB);
      dying.killAfter = "POST /posts.json";
      const sending = a.runOnce().catch(() => 0);
      await until("A killed", () => dying.state === "killed");
      // As soon as A's lease has run out, B takes the item over; A's post is not there yet.
      await sleep(LEASE_MS + 50);
      expect(replies(sandbox, id)).toBe(0);
      expect(await b.runOnce()).toBe(1);
      await sandbox.server.idle();
      expect(replies(sandbox, id)).toBe(1);
      expect(b.lines.some((l) => /found already delivered/.test(String(l.msg)))).toBe(true);
      await sending;
    } finally {
      await storeA.close(); await storeB.close(); await sandbox.close();
    }
  }, 30_000);

  it("keeps the doubt an earlier send left when a later claim meets a 429: the late post is found, not sent again", async () => {
    const sandbox = await startSandbox({ adminApiPerMinute: 100_000 });
    const [storeA, storeB] = await open();
    const dying = new Instance();
    const a = worker(sandbox, dying.wrap(storeA), dying.fetch);
    const b = worker(sandbox, storeB);
    try {
      // The forum is slow with A's send (the topic's lock held): it makes the post four leases later.
      sandbox.server.faults.push({ action: "slow", status: 0, delayMs: 4 * LEASE_MS, count: 1, path: /^POST \/posts\.json$/ });
      // It answers the next send, B's, with a 429: that send surely made nothing.
      sandbox.server.faults.push({ status: 429, retryAfterSec: 1, count: 1, path: /^POST \/posts\.json$/ });
      const id = await pool(sandbox, storeB);
      // A sends, and dies with its request on the way.
      dying.killAfter = "POST /posts.json";
      const sending = a.runOnce().catch(() => 0);
      await until("A killed", () => dying.state === "killed");
      await sleep(LEASE_MS * 1.3);
      // B takes the item (in doubt), finds no reply yet, and its own send meets the 429.
      expect(await b.runOnce()).toBe(1);
      expect(sandbox.server.injected.get("429")).toBe(1);
      // A's post lands.
      await until("A's late post", () => replies(sandbox, id) === 1, { ms: 10 * LEASE_MS });
      // B's next claim, once the Retry-After has passed, must look again before sending.
      await until("B done with the item", async () => { await b.runOnce(); return (await storeB.outboxCounts()).pending === 0; }, { ms: 10_000 });
      await sandbox.server.idle();
      expect(replies(sandbox, id)).toBe(1);
      expect(b.lines.some((l) => /found already delivered/.test(String(l.msg)))).toBe(true);
      await sending;
    } finally {
      await storeA.close(); await storeB.close(); await sandbox.close();
    }
  }, 30_000);
});
