// Discourse's RateLimiter (lib/rate_limiter.rb): at most `max` actions per `secs` seconds per key,
// tracked as a sliding window of timestamps; when full, `available_in` is the whole seconds until the
// oldest one leaves the window, and that number becomes `Retry-After` and `extras.wait_seconds`.
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly max: number, private readonly secs: number, private readonly now: () => number = Date.now) {}

  /** Counts one action and returns 0, or refuses it and returns the seconds to wait (≥ 1). */
  perform(key: string): number {
    const t = this.now();
    const list = (this.hits.get(key) ?? []).filter((h) => h > t - this.secs * 1000);
    if (list.length >= this.max) {
      this.hits.set(key, list);
      return Math.max(1, Math.ceil((list[0]! + this.secs * 1000 - t) / 1000));
    }
    list.push(t);
    this.hits.set(key, list);
    return 0;
  }
}
