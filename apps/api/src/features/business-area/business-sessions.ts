import { createHash, randomBytes } from 'node:crypto';
import type { BusinessAccount } from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import { BUSINESS_SESSION_MAX_AGE_SECONDS } from '../../plugins/business-session.ts';
import type { BusinessSessionFound } from '../../plugins/business-guard.ts';
import type { AreaBusinessRow } from './business-area.repository.ts';
import {
  deleteBusinessSession,
  deleteExpiredBusinessSessions,
  findLiveBusinessSession,
  insertBusinessSession,
  renewBusinessSession,
} from './business-sessions.repository.ts';

/**
 * The «Area aziende» sessions: the cookie holds 32 random bytes, the table only their SHA-256; 30 days, the expiry
 * moved forward at most once a day while the business uses the area (a write per day, not per request).
 */
const RENEW_EVERY_SECONDS = 24 * 60 * 60;
const COOKIE_VALUE = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

export function toBusinessAccount(row: AreaBusinessRow): BusinessAccount {
  return { id: row.id, name: row.name, email: row.email, paused: !row.is_active };
}

/** A new session of the business: the cookie's value. */
export async function createBusinessSession(db: Db, businessId: string): Promise<string> {
  const value = randomBytes(32).toString('base64url');
  await insertBusinessSession(db, { businessId, tokenHash: hashOf(value), ttlSeconds: BUSINESS_SESSION_MAX_AGE_SECONDS });
  return value;
}

/** The business a cookie signs in (the business guard's lookup); its session renewed when a day old. */
export async function findBusinessSession(db: Db, cookieValue: string): Promise<BusinessSessionFound | undefined> {
  if (!COOKIE_VALUE.test(cookieValue)) return undefined;
  const row = await findLiveBusinessSession(db, hashOf(cookieValue), BUSINESS_SESSION_MAX_AGE_SECONDS, RENEW_EVERY_SECONDS);
  if (row === undefined) return undefined;
  if (row.renewal_due) await renewBusinessSession(db, row.session_id, BUSINESS_SESSION_MAX_AGE_SECONDS);
  return { business: toBusinessAccount(row), renewed: row.renewal_due };
}

/** Deletes the session a cookie names (signing out; an unknown value deletes nothing). */
export async function endBusinessSession(db: Db, cookieValue: string): Promise<void> {
  if (COOKIE_VALUE.test(cookieValue)) await deleteBusinessSession(db, hashOf(cookieValue));
}

/** Expired sessions (the `session-purge` task, with the admin's). */
export function purgeExpiredBusinessSessions(db: Db): Promise<void> {
  return deleteExpiredBusinessSessions(db);
}
