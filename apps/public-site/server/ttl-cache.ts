/**
 * A small in-memory cache with a time to live and a size bound (least recently used out first).
 * Concurrent misses of one key share one load.
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, { value: Promise<V>; expiresAt: number }>();
  readonly #maxEntries: number;
  readonly #ttlMs: (value: V) => number;
  readonly #now: () => number;

  constructor(options: { maxEntries: number; ttlMs: (value: V) => number; now?: () => number }) {
    this.#maxEntries = options.maxEntries;
    this.#ttlMs = options.ttlMs;
    this.#now = options.now ?? Date.now;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.#now();
    const cached = this.#entries.get(key);
    if (cached && cached.expiresAt > now) {
      // Most recently used last.
      this.#entries.delete(key);
      this.#entries.set(key, cached);
      return cached.value;
    }
    const entry = { value: load(), expiresAt: Number.POSITIVE_INFINITY };
    this.#set(key, entry);
    try {
      const value = await entry.value;
      entry.expiresAt = this.#now() + this.#ttlMs(value);
      return value;
    } catch (error) {
      // A failed load is not remembered: the next request tries again.
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
      throw error;
    }
  }

  #set(key: string, entry: { value: Promise<V>; expiresAt: number }) {
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }
}
