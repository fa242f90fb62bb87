import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { addressKey } from '../../lib/rate-limit.ts';
import type { Db } from '../../db/database.ts';

/** Salts are kept 48 hours after their creation, then deleted: yesterday's ids can no longer be recomputed. */
export const SALT_RETENTION_MS = 48 * 60 * 60 * 1000;
const VISITOR_ID_HEX = 16;

/**
 * The secret salt of each Europe/Rome day, random, shared by every API instance through the
 * `analytics_salts` table and cached here for the day. Creating a day's salt also deletes the
 * salts older than 48 hours.
 */
export class DailySalts {
  #current: { day: string; salt: Promise<string> } | undefined;
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  saltOf(day: string, now: Date): Promise<string> {
    const current = this.#current;
    if (current?.day === day) return current.salt;
    const salt = loadOrCreateSalt(this.#db, day, now);
    this.#current = { day, salt };
    // A failed load is retried by the next request rather than cached.
    salt.catch(() => {
      if (this.#current?.salt === salt) this.#current = undefined;
    });
    return salt;
  }
}

async function loadOrCreateSalt(db: Db, day: string, now: Date): Promise<string> {
  await db
    .insertInto('analytics_salts')
    .values({ day, salt: randomBytes(32).toString('hex'), created_at: now })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
  await db
    .deleteFrom('analytics_salts')
    .where('created_at', '<', new Date(now.getTime() - SALT_RETENTION_MS))
    .execute();
  const row = await db.selectFrom('analytics_salts').select('salt').where('day', '=', sql<string>`${day}::date`).executeTakeFirstOrThrow();
  return row.salt;
}

/**
 * The visitor's id for the day (the way Plausible and Umami count): a truncated SHA-256 of the
 * day's salt, the client address and the user agent. It cannot be reversed to the address, and the
 * same person gets an unrelated id the next day.
 */
export function visitorId(salt: string, clientAddress: string, userAgent: string): string {
  return digest(salt, clientAddress, userAgent);
}

/** A key for the per-address rate limit (an IPv6 address counts by its /64) that is not the address itself. */
export function limiterKey(salt: string, clientAddress: string): string {
  return digest(salt, 'rate-limit', addressKey(clientAddress));
}

function digest(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, VISITOR_ID_HEX);
}
