// A client-side budget for the admin API. Discourse allows 60 admin-API requests per minute by default
// (`max_admin_api_reqs_per_minute = 60`, config/discourse_defaults.conf, enforced by
// admin_api_key_limiter in lib/auth/default_current_user_provider.rb). Staying under it is cheaper
// than meeting 429s: the service spends at most `perMinute` requests in any sliding minute.

/**
 * Whose request it is. Replies (the players' rolls and answers) may use the whole budget; bookkeeping
 * (reading and rewriting sheets and books, their revisions) leaves a fifth of every minute to replies
 * and waits in its own queue, so one game's books never hold back another game's roll.
 */
export type RequestLane = "reply" | "bookkeeping";

export interface RequestBudget {
  /** Waits until one more request of the lane (default "reply") fits in the window, then counts it. */
  take(lane?: RequestLane): Promise<void>;
  /** Stops everything: calls to take() made after are refused. */
  pauseUntil(epochMs: number): void;
}

export function requestBudget(perMinute: number, now: () => number = Date.now,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms))): RequestBudget {
  if (!Number.isInteger(perMinute) || perMinute < 1) throw new RangeError(`perMinute must be a positive integer, got ${perMinute}`);
  const windowMs = 60_000;
  const sent: number[] = []; // start times within the last window, oldest first
  let pausedUntil = 0;
  // Each lane's callers take their turns in order; bookkeeping stops short of the replies' reserve.
  const queues: Record<RequestLane, Promise<void>> = { reply: Promise.resolve(), bookkeeping: Promise.resolve() };
  const reserve = perMinute >= 5 ? Math.floor(perMinute / 5) : 0;

  async function takeOne(lane: RequestLane): Promise<void> {
    const room = lane === "reply" ? perMinute : perMinute - reserve;
    for (;;) {
      const t = now();
      while (sent.length && sent[0]! <= t - windowMs) sent.shift();
      const waitPause = pausedUntil - t;
      // The oldest request whose leaving makes room for one more of this lane.
      const waitWindow = sent.length >= room ? sent[sent.length - room]! + windowMs - t : 0;
      const wait = Math.max(waitPause, waitWindow);
      if (wait <= 0) { sent.push(t); return; }
      await sleep(wait);
    }
  }

  return {
    take(lane = "reply") {
      const next = queues[lane].then(() => takeOne(lane));
      queues[lane] = next.catch(() => {});
      return next;
    },
    pauseUntil(epochMs) { pausedUntil = Math.max(pausedUntil, epochMs); },
  };
}
