import type { ErrorCodeWithStatus } from '@trovapro/domain';
import ipaddr from 'ipaddr.js';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { AppError } from './app-error.ts';

export interface RateLimitState {
  /** Attempts counted in the current window, including this one for `hit`. */
  readonly count: number;
  /** `hit`: this attempt is over the limit. `peek`: the next attempt would be. */
  readonly limited: boolean;
  /** Seconds until the window ends (for Retry-After); 0 when no window is open. */
  readonly retryAfterSeconds: number;
}

/**
 * Counters in PostgreSQL, so every API instance shares them. A window opens at a key's first
 * hit and lasts `windowMs`; the next hit after it ends opens a new one. One atomic upsert per
 * hit, so concurrent attempts cannot slip under the limit. Database time (`now()`) is used
 * throughout, so instances with drifting clocks agree.
 */
export async function hit(db: Db, key: string, limit: number, windowMs: number): Promise<RateLimitState> {
  const windowEnd = sql<Date>`now() + make_interval(secs => ${windowMs / 1000})`;
  const expired = sql<boolean>`rate_limit_counters.expires_at <= now()`;
  const row = await db
    .insertInto('rate_limit_counters')
    .values({ key, window_start: sql`now()`, expires_at: windowEnd, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when ${expired} then 1 else rate_limit_counters.count + 1 end`,
        window_start: sql`case when ${expired} then now() else rate_limit_counters.window_start end`,
        expires_at: sql`case when ${expired} then excluded.expires_at else rate_limit_counters.expires_at end`,
      }),
    )
    .returning(['count', secondsLeft().as('retry_after')])
    .executeTakeFirstOrThrow();
  return { count: row.count, limited: row.count > limit, retryAfterSeconds: row.retry_after };
}

/** The current state without counting an attempt. */
export async function peek(db: Db, key: string, limit: number): Promise<RateLimitState> {
  const row = await db
    .selectFrom('rate_limit_counters')
    .select(['count', secondsLeft().as('retry_after')])
    .where('key', '=', key)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  const count = row?.count ?? 0;
  return { count, limited: count >= limit, retryAfterSeconds: row?.retry_after ?? 0 };
}

/** Takes back one counted attempt (e.g. it turned out to be a success), never below zero. */
export async function undo(db: Db, key: string): Promise<void> {
  await db
    .updateTable('rate_limit_counters')
    .set({ count: sql`greatest(count - 1, 0)` })
    .where('key', '=', key)
    .where('expires_at', '>', sql<Date>`now()`)
    .execute();
}

export interface RateLimitRule {
  readonly key: string;
  readonly limit: number;
  readonly windowMs: number;
}

/**
 * The part of a client address that a limit counts. IPv4: the address. IPv6: its /64, the network one
 * subscriber gets (they can use any of its 2^64 addresses). An IPv4-mapped IPv6 address is its IPv4.
 */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}

/** Domains of one mailbox service that ignores dots in the local part (Gmail); the first is the canonical one. */
const DOTLESS_DOMAINS = ['gmail.com', 'googlemail.com'];

/**
 * The mailbox a per-email limit counts: case and a `+tag` (victim+1@…, victim+2@…) do not make another,
 * and neither do dots at Gmail (r.t.victim@gmail.com is rtvictim@gmail.com) nor googlemail.com for gmail.com.
 * Only for limits: the address a message goes to is kept as given.
 */
export function mailboxKey(email: string): string {
  const normalized = email.trim().toLowerCase();
  const at = normalized.lastIndexOf('@');
  if (at < 0) return normalized;
  let local = normalized.slice(0, at).split('+', 1)[0] ?? '';
  let domain = normalized.slice(at + 1);
  if (DOTLESS_DOMAINS.includes(domain)) {
    local = local.replaceAll('.', '');
    domain = DOTLESS_DOMAINS[0] as string;
  }
  return `${local}@${domain}`;
}

/** A limit per client address (see addressKey). */
export const perAddress = (scope: string, address: string, limit: number, windowMs: number): RateLimitRule => ({
  key: `${scope}:address:${addressKey(address)}`,
  limit,
  windowMs,
});

/** A limit per mailbox (see mailboxKey). */
export const perMailbox = (scope: string, email: string, limit: number, windowMs: number): RateLimitRule => ({
  key: `${scope}:email:${mailboxKey(email)}`,
  limit,
  windowMs,
});

/**
 * Counts one attempt against every rule; over any of them, throws 429 `{ code, message }` with a
 * Retry-After of the longest wait. For calls where every attempt counts (not only failures). Returns each
 * rule's state, in the rules' order.
 */
export async function enforceRateLimits(
  db: Db,
  rules: readonly RateLimitRule[],
  error: { code: ErrorCodeWithStatus<429>; message: string },
): Promise<RateLimitState[]> {
  const states = await Promise.all(rules.map((rule) => hit(db, rule.key, rule.limit, rule.windowMs)));
  const limited = states.filter((state) => state.limited);
  if (limited.length === 0) return states;
  const retryAfter = Math.max(...limited.map((state) => state.retryAfterSeconds), 1);
  throw new AppError(error.code, error.message, { headers: { 'retry-after': String(retryAfter) } });
}

export async function purgeExpiredCounters(db: Db): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('expires_at', '<=', sql<Date>`now()`).execute();
}

function secondsLeft() {
  return sql<number>`greatest(ceil(extract(epoch from (rate_limit_counters.expires_at - now()))), 0)::int`;
}
