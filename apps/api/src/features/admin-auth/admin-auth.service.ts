import { apiErrorMessages, signInLinkEmailTexts } from '@trovapro/copy';
import { adminSignInLinkUrl, type Admin, type AdminLoginBody } from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import type { AdminRow } from '../../db/rows.ts';
import { AppError } from '../../lib/app-error.ts';
import { maskEmail } from '../../plugins/logging.ts';
import { hit, perAddress, perMailbox, undo, type RateLimitRule } from '../../lib/rate-limit.ts';
import { invalidLink, redeemSignInLink, requestSignInLink, type SignInLinkKind } from '../sign-in-links/sign-in-links.service.ts';
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

/** The admins' sign-in links: to an admin's own address, opening the console's sign-in link page. */
export function adminSignInLinks(adminConsoleUrl: string): SignInLinkKind {
  return {
    purpose: 'admin',
    findSubject: async (db, email) => {
      const row = await findAdminByEmail(db, email);
      return row === undefined ? undefined : { id: row.id, email: row.email, name: row.name };
    },
    url: (token) => adminSignInLinkUrl(adminConsoleUrl, token),
    message: (admin, url, minutes) => ({
      subject: signInLinkEmailTexts.subject,
      paragraphs: signInLinkEmailTexts.paragraphs({ name: admin.name, url, minutes }),
    }),
  };
}

/**
 * `POST /api/admin/sign-in-link`: the way in for an admin the failure limit locks out (or who forgot the
 * password): a one-time link to the admin's own address (see features/sign-in-links). Answers the same for any
 * address; only the log (email masked) says whether a link went out.
 */
export async function requestAdminSignInLink(db: Db, kind: SignInLinkKind, email: string, clientAddress: string, log: LoginLog): Promise<void> {
  await requestSignInLink(db, kind, email, clientAddress);
  log.info({ email: maskEmail(email.trim().toLowerCase()), address: clientAddress }, 'admin sign-in link asked');
}

/** `POST /api/admin/sign-in-link/redeem`: the admin the link signs in, once. */
export async function redeemAdminSignInLink(db: Db, token: string, clientAddress: string, log: LoginLog): Promise<Admin> {
  const adminId = await redeemSignInLink(db, 'admin', token, clientAddress);
  const row = await findAdminById(db, adminId);
  if (row === undefined) throw invalidLink();
  log.info({ email: maskEmail(row.email), address: clientAddress }, 'admin signed in with an emailed link');
  return toAdmin(row);
}
