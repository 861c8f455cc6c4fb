/**
 * A sliding one-minute window per client and form, in memory. Each instance of the site
 * counts on its own, so behind a load balancer the effective limit is per instance.
 */
import { getConfig } from '../config';
import { processWide } from '../process-wide';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiterOptions = {
  limit: number;
  windowMs?: number;
  /** Clients remembered at most; the least recently seen are forgotten first. */
  maxKeys?: number;
  now?: () => number;
};

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  readonly limit: number;
  private readonly windowMs: number;
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor({ limit, windowMs = 60_000, maxKeys = 50_000, now = Date.now }: RateLimiterOptions) {
    this.limit = limit;
    this.windowMs = windowMs;
    this.maxKeys = maxKeys;
    this.now = now;
  }

  /** Counts one request for `key` and says whether it may proceed. */
  hit(key: string): RateDecision {
    const now = this.now();
    const recent = (this.hits.get(key) ?? []).filter((time) => time > now - this.windowMs);
    this.hits.delete(key);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      const oldest = recent[0] ?? now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)) };
    }
    recent.push(now);
    // Re-inserting keeps the Map in least-recently-seen order, so eviction takes the oldest.
    this.hits.set(key, recent);
    if (this.hits.size > this.maxKeys) {
      const oldestKey = this.hits.keys().next().value;
      if (oldestKey !== undefined) this.hits.delete(oldestKey);
    }
    return { allowed: true };
  }
}

/** The process's limiter, shared by the server actions and the JSON endpoints. */
export function formRateLimiter(): RateLimiter {
  return processWide('form-rate-limiter', () => new RateLimiter({ limit: getConfig().FORM_RATE_LIMIT }));
}
