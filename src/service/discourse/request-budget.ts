// A client-side budget for the admin API. Discourse allows 60 admin-API requests per minute by default
// (`max_admin_api_reqs_per_minute = 60`, config/discourse_defaults.conf, enforced by
// admin_api_key_limiter in lib/auth/default_current_user_provider.rb). Staying under it is cheaper
// than meeting 429s: the service spends at most `perMinute` requests in any sliding minute.

export interface RequestBudget {
  /** Waits until one more request fits in the window, then counts it. */
  take(): Promise<void>;
  /** Stops everything: calls to take() made after are refused. */
  pauseUntil(epochMs: number): void;
}

export function requestBudget(perMinute: number, now: () => number = Date.now,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms))): RequestBudget {
  if (!Number.isInteger(perMinute) || perMinute < 1) throw new RangeError(`perMinute must be a positive integer, got ${perMinute}`);
  const windowMs = 60_000;
  const sent: number[] = []; // start times within the last window, oldest first
  let pausedUntil = 0;
  let queue: Promise<void> = Promise.resolve();

  async function takeOne(): Promise<void> {
    for (;;) {
      const t = now();
      while (sent.length && sent[0]! <= t - windowMs) sent.shift();
      const waitPause = pausedUntil - t;
      const waitWindow = sent.length >= perMinute ? sent[0]! + windowMs - t : 0;
      const wait = Math.max(waitPause, waitWindow);
      if (wait <= 0) { sent.push(t); return; }
      await sleep(wait);
    }
  }

  return {
    // Serialised so that concurrent callers take their turns in order.
    take() { const next = queue.then(takeOne); queue = next.catch(() => {}); return next; },
    pauseUntil(epochMs) { pausedUntil = Math.max(pausedUntil, epochMs); },
  };
}
