import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { sql } from 'kysely';
import pg from 'pg';
import type { App } from '../app-types.ts';
import type { Db } from '../db/database.ts';

/**
 * What an admin change makes stale: the public chat templates, the landing pages, the blog, and the comuni (an ISTAT
 * import: no entry here, each instance's listener reloads its gazetteer, see `onInvalidate`).
 */
export type CacheTopic = 'templates' | 'landing-pages' | 'blog' | 'comuni';
const TOPICS: readonly CacheTopic[] = ['templates', 'landing-pages', 'blog', 'comuni'];
const CHANNEL = 'trovapro_public_cache';
/** Entries kept per instance (a landing page is a few KB: ~25 MB at most). */
const MAX_ENTRIES = 5_000;
const RECONNECT_MS = 1_000;

/**
 * Hot public reads served from this process's memory (issue 21): an entry per key, dropped by topic when an
 * admin changes that topic on any instance. A load that started before an invalidation is not stored (the
 * topic's generation changed meanwhile), so an answer read before a change never outlives it. Misses
 * (unknown slugs) are not cached: nobody can fill the memory with made-up paths.
 */
export class PublicCache {
  readonly #entries = new LRUCache<string, { value: object }>({ max: MAX_ENTRIES });
  readonly #generation = new Map<CacheTopic, number>();
  /** This process's own mark in `version`: a restarted instance never repeats a version it answered before. */
  readonly #boot = randomUUID();
  readonly #listeners = new Set<(topic: CacheTopic) => void>();

  /**
   * Changes with every invalidation of `topic` on this instance (its own changes, and the others' as they are
   * heard): a client that saw the same version saw answers that still hold.
   */
  version(topic: CacheTopic): string {
    return `${this.#boot}.${this.#generation.get(topic) ?? 0}`;
  }

  async get<T extends object>(topic: CacheTopic, key: string, load: () => Promise<T>): Promise<T> {
    const id = `${topic}\u0000${key}`;
    const hit = this.#entries.get(id);
    if (hit !== undefined) return hit.value as T;
    const generation = this.#generation.get(topic) ?? 0;
    const value = await load();
    if ((this.#generation.get(topic) ?? 0) === generation) this.#entries.set(id, { value });
    return value;
  }

  invalidate(topic: CacheTopic): void {
    this.#generation.set(topic, (this.#generation.get(topic) ?? 0) + 1);
    for (const id of [...this.#entries.keys()]) if (id.startsWith(`${topic}\u0000`)) this.#entries.delete(id);
    for (const listener of this.#listeners) listener(topic);
  }

  /**
   * Calls `listener` after every invalidation on this instance — its own changes, the others' as they are heard, and
   * all topics when the change feed was lost — for state kept outside these entries (the comuni's gazetteer).
   * Returns how to stop.
   */
  onInvalidate(listener: (topic: CacheTopic) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  invalidateAll(): void {
    for (const topic of TOPICS) this.invalidate(topic);
  }
}

/** Tells every instance (this one at once, the others through PostgreSQL's NOTIFY) that `topic` changed. */
export async function announceChange(db: Db, cache: PublicCache, topic: CacheTopic): Promise<void> {
  cache.invalidate(topic);
  await sql`select pg_notify(${CHANNEL}, ${topic})`.execute(db);
}

export interface ChangeFeed {
  /** Settles after the first attempt to listen (listening, or retrying in the background). */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Listens for the other instances' changes on a connection of its own (LISTEN cannot share the pool's). A lost
 * connection drops the whole cache (changes may have been missed meanwhile) and reconnects every second.
 * Without DATABASE_URL (the embedded database, one process) there is nobody else to hear.
 */
export function listenForChanges(
  databaseUrl: string | undefined,
  cache: PublicCache,
  log: { warn(details: object, message: string): void },
): ChangeFeed {
  if (databaseUrl === undefined) return { ready: Promise.resolve(), close: async () => {} };
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    client = next;
    const lost = (error?: unknown) => {
      if (client !== next || closed) return;
      client = undefined;
      cache.invalidateAll();
      log.warn({ err: error instanceof Error ? error.message : undefined }, 'public cache: change feed lost, reconnecting');
      next.end().catch(() => {});
      retry = setTimeout(() => void connect(), RECONNECT_MS);
      retry.unref();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (TOPICS.includes(message.payload as CacheTopic)) cache.invalidate(message.payload as CacheTopic);
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
      // Whatever changed while nobody listened.
      cache.invalidateAll();
    } catch (error) {
      lost(error);
    }
  };
  const ready = connect();

  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

/**
 * In a feature's plugin: every successful admin change (POST, PUT, PATCH, DELETE under /api/admin) announces
 * `topic` before its answer leaves, so the admin who reads the public page next sees the change.
 */
export function announceAdminChanges(app: App, db: Db, cache: PublicCache, topic: CacheTopic): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const write = request.method !== 'GET' && request.method !== 'HEAD';
    if (write && reply.statusCode < 400 && request.routeOptions.url?.startsWith('/api/admin/')) await announceChange(db, cache, topic);
    return payload;
  });
}
