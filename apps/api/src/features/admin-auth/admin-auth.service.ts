import { apiErrorMessages } from '@trovapro/copy';
import type { Admin, AdminLoginBody } from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import type { AdminRow } from '../../db/types.ts';
import { AppError } from '../../plugins/app-error.ts';
import { hit, undo } from '../../plugins/rate-limit.ts';
import { findAdminByEmail } from './admin-auth.repository.ts';
import { spendPasswordCheck, verifyPassword } from './password.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILURES_PER_EMAIL = 10;
export const LOGIN_FAILURES_PER_ADDRESS = 100;

export function toAdmin(row: AdminRow): Admin {
  return { id: row.id, name: row.name, email: row.email };
}

/**
 * Checks an admin's credentials, limited per email and per client address.
 *
 * Each attempt is counted up front (one atomic upsert per key, so parallel attempts cannot all
 * slip under the limit), and taken back unless it turns out to be a failure: only failures
 * count, so one email's failures never block another email's correct login.
 * Over the limit, the answer is 429 before the password is looked at.
 */
export async function login(db: Db, credentials: AdminLoginBody, clientAddress: string): Promise<Admin> {
  const email = credentials.email.toLowerCase();
  const keys = [`admin-login:email:${email}`, `admin-login:address:${clientAddress}`] as const;
  const [byEmail, byAddress] = await Promise.all([
    hit(db, keys[0], LOGIN_FAILURES_PER_EMAIL, LOGIN_WINDOW_MS),
    hit(db, keys[1], LOGIN_FAILURES_PER_ADDRESS, LOGIN_WINDOW_MS),
  ]);
  const takeBack = () => Promise.all(keys.map((key) => undo(db, key)));

  if (byEmail.limited || byAddress.limited) {
    await takeBack();
    const retryAfter = Math.max(
      byEmail.limited ? byEmail.retryAfterSeconds : 0,
      byAddress.limited ? byAddress.retryAfterSeconds : 0,
      1,
    );
    throw new AppError('too_many_attempts', 429, apiErrorMessages.tooManyAttempts, {
      headers: { 'retry-after': String(retryAfter) },
    });
  }

  const row = await findAdminByEmail(db, email);
  const valid =
    row === undefined ? await spendPasswordCheck(credentials.password) : await verifyPassword(credentials.password, row.password_hash);
  if (row === undefined || !valid) {
    throw new AppError('invalid_credentials', 401, apiErrorMessages.invalidCredentials);
  }
  await takeBack();
  return toAdmin(row);
}
