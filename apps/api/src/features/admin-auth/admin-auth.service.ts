import { apiErrorMessages } from '@trovapro/copy';
import type { Admin, AdminLoginBody } from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import type { AdminRow } from '../../db/rows.ts';
import { AppError } from '../../lib/app-error.ts';
import { maskEmail } from '../../plugins/logging.ts';
import { hit, perAddress, perMailbox, undo, type RateLimitRule } from '../../lib/rate-limit.ts';
import { findAdminByEmail, findAdminById } from './admin-auth.repository.ts';
import type { DeviceCookie } from './device-cookie.ts';
import { spendPasswordCheck, verifyPassword } from './password.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILURES_PER_EMAIL = 10;
export const LOGIN_FAILURES_PER_ADDRESS = 100;
export const LOGIN_FAILURES_PER_DEVICE = 10;

export interface LoginLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface LoginAttempt {
  readonly clientAddress: string;
  /** The signed device cookie the browser sent, if any (see DeviceCookies). */
  readonly device: DeviceCookie | undefined;
}

export function toAdmin(row: AdminRow): Admin {
  return { id: row.id, name: row.name, email: row.email };
}

/** The admin a session names; undefined when that admin no longer exists. */
export async function findAdmin(db: Db, id: string): Promise<Admin | undefined> {
  const row = await findAdminById(db, id);
  return row === undefined ? undefined : toAdmin(row);
}

/**
 * Checks an admin's credentials, with OWASP's device cookies: guessing is bounded, and nobody can lock
 * the real admin out from elsewhere.
 * - A browser whose device cookie was issued to this admin at an earlier sign-in is trusted: only its
 *   own failures count (10 in 15 minutes lock that cookie, nothing else).
 * - Any other client counts against the email (10 failures in 15 minutes lock out untrusted clients for
 *   that email) and against its address (100).
 * Each attempt is counted up front (one atomic upsert per key, so parallel attempts cannot all slip under
 * the limit) and taken back unless it fails; over a limit the answer is 429 before the password is looked
 * at. Failures and lockouts are logged, with the email masked.
 */
export async function login(db: Db, credentials: AdminLoginBody, attempt: LoginAttempt, log: LoginLog): Promise<Admin> {
  const email = credentials.email.toLowerCase();
  const row = await findAdminByEmail(db, email);
  const trustedDevice = row !== undefined && attempt.device?.adminId === row.id ? attempt.device : undefined;
  const rules: Array<RateLimitRule & { scope: string }> = trustedDevice
    ? [{ scope: 'device', key: `admin-login:device:${trustedDevice.nonce}`, limit: LOGIN_FAILURES_PER_DEVICE, windowMs: LOGIN_WINDOW_MS }]
    : [
        { scope: 'email', ...perMailbox('admin-login', email, LOGIN_FAILURES_PER_EMAIL, LOGIN_WINDOW_MS) },
        { scope: 'address', ...perAddress('admin-login', attempt.clientAddress, LOGIN_FAILURES_PER_ADDRESS, LOGIN_WINDOW_MS) },
      ];
  const states = await Promise.all(rules.map((rule) => hit(db, rule.key, rule.limit, rule.windowMs)));
  const takeBack = () => Promise.all(rules.map((rule) => undo(db, rule.key)));
  const details = { email: maskEmail(email), address: attempt.clientAddress, trustedDevice: trustedDevice !== undefined };

  const limited = states.filter((state) => state.limited);
  if (limited.length > 0) {
    await takeBack();
    log.info(details, 'admin login refused: locked out');
    const retryAfter = Math.max(...limited.map((state) => state.retryAfterSeconds), 1);
    throw new AppError('too_many_attempts', apiErrorMessages.tooManyAttempts, {
      headers: { 'retry-after': String(retryAfter) },
    });
  }

  const valid = row === undefined ? await spendPasswordCheck(credentials.password) : await verifyPassword(credentials.password, row.password_hash);
  if (row === undefined || !valid) {
    log.warn(details, 'admin login failed');
    const lockedOut = rules.filter((rule, index) => states[index]?.count === rule.limit).map((rule) => rule.scope);
    if (lockedOut.length > 0) log.warn({ ...details, lockedOut, minutes: LOGIN_WINDOW_MS / 60_000 }, 'admin login locked out');
    throw new AppError('invalid_credentials', apiErrorMessages.invalidCredentials);
  }
  await takeBack();
  return toAdmin(row);
}
