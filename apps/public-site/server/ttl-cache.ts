import { LRUCache } from 'lru-cache';

type Load<V> = () => Promise<V>;

/**
 * `lru-cache` with a time to live chosen per value (a page for seconds, a missing one briefly, an error not
 * at all) and a size bound, least recently used out first. Concurrent misses of one key share one load;
 * a failed load is not remembered, so the next request tries again.
 */
export class TtlCache<V extends {}> {
  readonly #cache: LRUCache<string, V, Load<V>>;
  readonly #ttlMs: (value: V) => number;

  constructor(options: { maxEntries: number; ttlMs: (value: V) => number }) {
    this.#ttlMs = options.ttlMs;
    this.#cache = new LRUCache<string, V, Load<V>>({
      max: options.maxEntries,
      fetchMethod: async (_key, _stale, { context, options: entry }) => {
        const value = await context();
        // lru-cache reads a ttl of 0 as "forever": a value not to be kept gets 1 ms, and get() removes it.
        entry.ttl = Math.max(1, this.#ttlMs(value));
        return value;
      },
    });
  }

  async get(key: string, load: Load<V>): Promise<V> {
    // fetchMethod always returns a value (or throws), so fetch never resolves undefined here.
    const value = (await this.#cache.fetch(key, { context: load }))!;
    // Only this very value: a newer load of the key already in flight is left alone.
    if (this.#ttlMs(value) <= 0 && this.#cache.peek(key) === value) this.#cache.delete(key);
    return value;
  }
}
