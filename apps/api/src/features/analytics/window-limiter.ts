/**
 * A fixed-window counter per key, in this process's memory. The collection uses it instead of the
 * shared PostgreSQL counters: a beacon flood should cost no database write, and a per-instance
 * limit is enough for page views (nothing to guess or brute-force here).
 */
export class WindowLimiter {
  readonly #limit: number;
  readonly #windowMs: number;
  #windowStart = 0;
  #counts = new Map<string, number>();

  constructor(limit: number, windowMs: number) {
    this.#limit = limit;
    this.#windowMs = windowMs;
  }

  /** Counts one hit of `key`; false when it is over the limit of the current window. */
  allow(key: string, now: number): boolean {
    if (now - this.#windowStart >= this.#windowMs) {
      this.#counts = new Map();
      this.#windowStart = now;
    }
    const count = (this.#counts.get(key) ?? 0) + 1;
    this.#counts.set(key, count);
    return count <= this.#limit;
  }

  /** Seconds until the current window ends. */
  retryAfterSeconds(now: number): number {
    return Math.max(1, Math.ceil((this.#windowStart + this.#windowMs - now) / 1000));
  }
}
