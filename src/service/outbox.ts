// Sends what the store's outbox holds: replies and edits, each exactly once.
//
// Exactly once under crashes: a claim marks the item "in doubt" before anything is sent, and every
// reply carries an invisible marker naming its outbox key. An item claimed while in doubt (its last
// attempt crashed, timed out or got a 5xx) is first looked for on the forum: a reply among the
// service's replies to the post whose raw holds the marker, or an edit whose raw already matches.
// Found: it is marked sent, not sent again. A definite failure (429, 4xx) clears the doubt.
//
// Pacing: exponential backoff with jitter; a 429 waits its Retry-After (the client also pauses its
// request budget, kept under Discourse's 60 admin-API requests per minute).
//
// Leases: a claim holds an item for `leaseMs`. While it works on the item (waiting in a paused
// request budget included) the worker renews the lease every third of it, and right before a send it
// renews once more, which also checks that no later claim took the item: a worker that lost its claim
// (frozen, or cut off from the store) drops the item without sending. A renewal is worth the lease
// from the moment it was asked for, not from its answer: an answer that reaches a worker frozen
// meanwhile (a stalled event loop, a starved CPU, a paused VM) may hold a lease already spent, which
// another worker has claimed, looked for the reply, and sent. So a send goes out only while at least
// half a lease is still held (SEND_MARGIN); otherwise the worker gives the item back unsent. That is
// checked after the renewal, and again as the request is written (SendGuard.atWrite: the client runs
// it once the connection is made, in the step that writes the request), since a process frozen while
// its connection was being made would otherwise send, on waking, what an old check allowed.
// A claim is (id, attempts); retry and dead marks from a stale claim change nothing.
//
// Why two workers never both send one reply. Another worker claims an item only once its lease ran
// out, and every claim marks the item in doubt first; so a worker that takes an item someone else
// held always looks for the reply (by its marker) before sending. That look finds any send that
// reached the forum before it. A send starts only with half a lease held, and the lease runs out
// only that much later; a worker taking an item over from one that stopped renewing waits half a
// lease more before it looks: the forum has a whole lease (30 s by default) to commit a post the
// service sent just before it froze or died. What no check here can close is a freeze between the last look
// at the clock and the write (the same synchronous step, microseconds); Discourse offers nothing to
// fence it: no idempotency key, and its duplicate check (unique_posts_mins,
// `unique_post_validator` in lib/validators/post_validator.rb, discourse/discourse@7fd865b0) skips
// staff, which the service's account is, and is a check-then-store, not atomic (PostCreator#valid?
// runs it before the transaction that stores the key, lib/post_creator.rb @0113fce4).
// A doubt outlives a definite failure (429, 4xx) of a later claim: that failure says only that the
// later attempt did not post, not the earlier one whose doubt it inherited.
//
// Commits: a send the forum took is marked sent by the loop's next claim, in its transaction, and
// that claim refills the slots the round of sends freed. A reply enqueued is claimed at once (making
// it wait for the next send's claim saved no measurable time and doubled the bench's p50). A send's
// own lease renewal is still written, and committed, before it leaves; the item is settled (onSent,
// its slot) only once its mark is.
//
// Dead items: a refusal for good (4xx) is dead as "refused"; an outage that outlasts every attempt is
// dead as "outage" and comes back on its own once the forum answers again (any send, or the
// reconciler's reads, calls forumAnswered). `gf outbox retry` revives any of them by hand. Either way
// a revived item gets a fresh round of `maxAttempts` (and its backoff starts short again).
import { DiscourseError } from "./discourse/client.js";
import type { DiscourseClient } from "./discourse/client.js";
import type { Clock } from "./clock.js";
import type { Log } from "./log.js";
import type { OutboxClaim, OutboxItem, SentMark, Store } from "./store/store.js";

/** The worker no longer holds the item it was about to send (or holds too little of its lease to send it). */
class LeaseLost extends Error {}

/** The part of a lease a send must still have when it leaves: the forum's time to commit it. */
const SEND_MARGIN = 0.5;

export interface OutboxOptions {
  readonly serviceUsername: string;
  /** How long a claim holds an item; a crashed worker's items wait this long. */
  readonly leaseMs: number;
  readonly batch: number;
  readonly baseBackoffMs: number;
  readonly maxBackoffMs: number;
  readonly maxAttempts: number;
  readonly pollMs: number;
}

export const DEFAULT_OUTBOX: Omit<OutboxOptions, "serviceUsername"> = {
  leaseMs: 30_000, batch: 16, baseBackoffMs: 2_000, maxBackoffMs: 10 * 60_000, maxAttempts: 12, pollMs: 500,
};

/** The marker that lets a reply be recognised after a crash. An HTML comment: kept in raw, never shown. */
export const replyMarker = (key: string): string => `<!-- gf-reply ${key} -->`;

export class OutboxWorker {
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private kicked = false;
  private lastRevival = -Infinity;
  /** Sends the forum took, waiting for the loop's next claim to mark them sent in its transaction. */
  private settling: { readonly mark: SentMark; resolve(): void; reject(e: unknown): void }[] = [];
  /** Items whose slot the claim that marked them sent has refilled already: their end wakes nothing. */
  private readonly refilled = new Set<number>();
  /** Called with each item once it is sent (the bench measures latency with it). */
  onSent: ((item: OutboxItem, at: number) => void) | undefined;
  /**
   * Plays a "replay" item (a webhook kept for later); a throw retries it with backoff. Handlers
   * dedupe on posts and blocks, so a replay that ran before a crash is harmless to run again.
   */
  onReplay: ((item: OutboxItem) => Promise<void>) | undefined;

  constructor(private readonly store: Store, private readonly discourse: DiscourseClient, private readonly clock: Clock,
    private readonly log: Log, private readonly options: OutboxOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Wakes the loop at once: called after a handler enqueued something. A kick while awake is kept. */
  kick(): void {
    this.kicked = true;
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.kick();
    await this.loop;
  }

  /**
   * Keeps up to `batch` sends in flight: a slot that frees up is refilled at once, rather than
   * waiting for the slowest send of a batch, so a queue drains at the forum's pace.
   */
  private async run(): Promise<void> {
    const inFlight = new Set<Promise<void>>();
    while (this.running) {
      let claimed: OutboxItem[] = [];
      // The sends done since the last claim are marked sent in the claim's transaction, and their slots refilled by it.
      const settling = this.settling.splice(0);
      const free = this.options.batch - inFlight.size + settling.length;
      if (free > 0) {
        try {
          claimed = await this.store.claimOutbox(this.clock.now(), this.options.leaseMs, free, settling.map((s) => s.mark));
          for (const s of settling) { this.refilled.add(s.mark.id); s.resolve(); }
        } catch (e) {
          this.log.error("outbox: store failure", { error: e });
          for (const s of settling) s.reject(e);
        }
        for (const item of claimed) {
          const p: Promise<void> = this.deliver(item).finally(() => { inFlight.delete(p); if (!this.refilled.delete(item.id)) this.kick(); });
          inFlight.add(p);
        }
      }
      if (claimed.length > 0 && inFlight.size < this.options.batch) continue;
      // Nothing due, or every slot busy: sleep until a send finishes, a handler enqueues, or the next due time.
      const next = inFlight.size >= this.options.batch ? null : await this.store.nextDue().catch(() => null);
      const wait = Math.min(this.options.pollMs, next === null ? Infinity : Math.max(0, next - this.clock.now()));
      if (!this.kicked) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.max(wait, 5));
          this.wake = () => { clearTimeout(timer); resolve(); };
        });
        this.wake = undefined;
      }
      this.kicked = false;
    }
    // Stopping: the sends still in flight mark themselves sent (settle, once the loop has stopped).
    for (const s of this.settling.splice(0)) this.store.markSent(s.mark.id, s.mark.postId, s.mark.postNumber, s.mark.at).then(s.resolve, s.reject);
    await Promise.allSettled([...inFlight]);
  }

  /**
   * Marks a sent item sent; resolves once that is committed. While the loop runs, the mark waits for
   * its next claim (woken now, in this same turn), which writes it in the claim's transaction: one
   * commit marks what a round of sends took and claims what refills their slots. Otherwise (stopping,
   * or runOnce without the loop) it is written on its own.
   */
  private settle(mark: SentMark): Promise<void> {
    if (!this.running || !this.loop) return this.store.markSent(mark.id, mark.postId, mark.postNumber, mark.at);
    return new Promise<void>((resolve, reject) => {
      this.settling.push({ mark, resolve, reject });
      this.kick();
    });
  }

  /** Claims one batch and sends it; returns how many items it handled. */
  async runOnce(): Promise<number> {
    const items = await this.store.claimOutbox(this.clock.now(), this.options.leaseMs, this.options.batch);
    await Promise.all(items.map((item) => this.deliver(item)));
    return items.length;
  }

  private async deliver(item: OutboxItem): Promise<void> {
    const log = this.log.child({ outboxId: item.id, key: item.key, attempt: item.attempts });
    const claim: OutboxClaim = { id: item.id, attempts: item.attempts };
    let lost = false;
    // The end of the lease this worker surely holds: counted from before each renewal was asked for.
    let heldUntil = 0;
    const renew = async (): Promise<boolean> => {
      if (lost) return false;
      const until = this.clock.now() + this.options.leaseMs;
      if (!await this.store.renewLease(claim, until)) lost = true;
      else heldUntil = Math.max(heldUntil, until);
      return !lost;
    };
    const heartbeat = setInterval(() => { renew().catch((e: unknown) => log.warn("outbox: lease not renewed", { error: String(e) })); },
      Math.max(10, Math.floor(this.options.leaseMs / 3)));
    heartbeat.unref();
    const held = () => {
      if (lost) throw new LeaseLost("claim lost");
      if (heldUntil - this.clock.now() < this.options.leaseMs * SEND_MARGIN) throw new LeaseLost("lease nearly spent");
    };
    // Renewed (and checked) before the send, then checked again as the request is written: a worker
    // frozen while its connection was made does not send on waking.
    // When the request was written: a send the forum may still be doing is looked for a lease after it (failed).
    let wroteAt: number | undefined;
    const guard = { beforeSend: async () => { if (!await renew()) throw new LeaseLost("claim lost"); held(); },
      atWrite: () => { held(); wroteAt = this.clock.now(); } };
    try {
      if (item.kind === "replay") {
        if (!this.onReplay) throw new Error("outbox: a replay item but no replay handler");
        await this.onReplay(item);
        await this.store.markSent(item.id, null, null, this.clock.now());
        log.info("outbox: replayed", { postId: item.postId });
        return;
      }
      if (item.inDoubt) {
        // Taken from a worker that stopped renewing: its last send left with at least half a lease
        // held, so the lease ran out at least that long after it. Wait as long again before looking,
        // so a forum slow to make that post (a busy topic, a starved host) has a whole lease to show it.
        if (item.takenOver) await this.clock.sleep(this.options.leaseMs * SEND_MARGIN);
        const found = await this.findDelivered(item);
        if (found) {
          await this.store.markSent(item.id, found.id, found.postNumber, this.clock.now());
          log.info("outbox: found already delivered after an interrupted attempt", { sentPostId: found.id });
          this.onSent?.(item, this.clock.now());
          this.forumAnswered();
          return;
        }
      }
      let sent: { id: number; postNumber: number | null };
      if (item.kind === "reply") {
        const post = await this.discourse.createReply({ topicId: item.topicId,
          raw: `${item.raw}\n\n${replyMarker(item.key)}`,
          ...(item.replyToPostNumber ? { replyToPostNumber: item.replyToPostNumber } : {}) }, guard);
        sent = { id: post.id, postNumber: post.post_number };
      } else {
        const post = await this.discourse.updatePost(item.postId, { raw: item.raw, editReason: item.editReason ?? "",
          originalText: item.originalText ?? "" }, guard);
        sent = { id: post.id, postNumber: post.post_number };
      }
      await this.settle({ id: item.id, postId: sent.id, postNumber: sent.postNumber, at: this.clock.now() });
      log.info("outbox: sent", { sentPostId: sent.id });
      this.onSent?.(item, this.clock.now());
      this.forumAnswered();
    } catch (e) {
      if (e instanceof LeaseLost) {
        if (lost) { log.warn("outbox: claim lost before sending; another worker has the item"); return; }
        // Still ours, but the worker stalled (its renewal came back late): hand the item back unsent,
        // with its doubt as the claim found it.
        log.warn("outbox: lease nearly spent before sending; item handed back unsent", { heldMs: heldUntil - this.clock.now() });
        await this.store.markRetry(claim, this.clock.now(), e.message, !item.inDoubt);
        return;
      }
      await this.failed(claim, item, e, log, wroteAt);
    } finally {
      clearInterval(heartbeat);
    }
  }

  /**
   * The forum answered: replies that died of an outage go back in the queue (at most once a
   * minute, so a busy outbox does not write on every send).
   */
  forumAnswered(): void {
    const now = this.clock.now();
    if (now - this.lastRevival < 60_000) return;
    this.lastRevival = now;
    this.store.reviveDead(now, { reason: "outage" })
      .then((n) => { if (n > 0) { this.log.info("outbox: the forum is back; revived items dead of the outage", { items: n }); this.kick(); } })
      .catch((e: unknown) => this.log.warn("outbox: dead items not revived", { error: String(e) }));
  }

  private async failed(claim: OutboxClaim, item: OutboxItem, e: unknown, log: Log, wroteAt?: number): Promise<void> {
    const now = this.clock.now();
    // A send left without an answer from the forum's application (no answer at all: the client's timeout,
    // a reset; or the proxy's 502/504) may still be under way there: Discourse finishes a request whose
    // client left (Rails never looks at the socket before answering; unicorn's `timeout 30` alone ends
    // it) and dedupes nothing for staff. Looked for sooner, a post the forum makes a moment later is not
    // there yet and would be sent twice; so the retry, whose claim looks first (it is in doubt), waits
    // until a lease after the write, the same whole lease a taken-over item gives the forum (deliver).
    const underWay = wroteAt !== undefined && (!(e instanceof DiscourseError) || (e.kind === "unavailable" && [0, 502, 504].includes(e.status)));
    const notBefore = underWay ? wroteAt + this.options.leaseMs : 0;
    const due = (backoff: number) => Math.max(now + backoff, notBefore);
    if (!(e instanceof DiscourseError)) {
      // A bug or a store failure: keep the item in doubt and retry later rather than lose it. A
      // replay waiting for something outside (the beacon) is expected to fail for a while.
      if (item.kind === "replay") log.warn("outbox: replay will be retried", { error: e, postId: item.postId });
      else log.error("outbox: unexpected failure", { error: e });
      await this.store.markRetry(claim, due(this.backoff(item.attemptsSinceRevival)), String(e), false);
      return;
    }
    // A definite failure (429, 4xx) says this attempt did not post: it clears a doubt only when the
    // doubt is this claim's own, never one it inherited from an earlier attempt (item.inDoubt), whose
    // post may still land after this claim looked for it.
    const certain = !item.inDoubt;
    if (e.kind === "rate_limited") {
      log.warn("outbox: rate limited by the forum", { retryAfterMs: e.retryAfterMs });
      await this.store.markRetry(claim, now + (e.retryAfterMs ?? 60_000), e.message, certain);
      return;
    }
    const permanent = e.kind === "edit_conflict" || (e.kind === "rejected" && [400, 404, 410, 422].includes(e.status));
    // Counted from the last revival: a reply revived after an outage gets every attempt again.
    if (permanent || item.attemptsSinceRevival >= this.options.maxAttempts) {
      const reason = e.kind === "unavailable" ? "outage" : "refused";
      log.error("outbox: giving up", { error: e.message, status: e.status, reason });
      await this.store.markDead(claim, e.message, reason);
      return;
    }
    log.warn("outbox: will retry", { error: e.message, status: e.status, ...(underWay ? { lookingAfterMs: notBefore - now } : {}) });
    // 5xx and network failures may have reached the forum: the doubt stays.
    await this.store.markRetry(claim, due(this.backoff(item.attemptsSinceRevival)), e.message, certain && e.kind === "rejected");
  }

  private backoff(attempts: number): number {
    const base = Math.min(this.options.maxBackoffMs, this.options.baseBackoffMs * 2 ** Math.max(0, attempts - 1));
    return Math.round(base * (0.8 + Math.random() * 0.4));
  }

  /** The post this item already produced, if an interrupted attempt got through. */
  private async findDelivered(item: OutboxItem): Promise<{ id: number; postNumber: number } | undefined> {
    if (item.kind === "edit") {
      const post = await this.discourse.readPost(item.postId);
      return post.raw === item.raw ? { id: post.id, postNumber: post.postNumber } : undefined;
    }
    const marker = replyMarker(item.key);
    for (const reply of await this.discourse.listReplies(item.postId)) {
      if (reply.username !== this.options.serviceUsername) continue;
      const full = await this.discourse.readPost(reply.id);
      if (full.raw.includes(marker)) return { id: full.id, postNumber: full.postNumber };
    }
    return undefined;
  }
}
