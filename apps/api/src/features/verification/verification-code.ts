import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';
import { purposeKey } from '../../db/app-secrets.ts';
import type { Db } from '../../db/database.ts';

const CODE_PATTERN = /^\d{4}$/;

/** A uniformly random 4-digit code, "0000" to "9999". */
export function generateCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

/**
 * Codes are stored as HMAC-SHA256 with a server secret: a bare hash of one of 10,000 codes would be
 * reversed by trying them all, so a copy of the table alone must not reveal live codes.
 */
export function hashCode(secret: Buffer, code: string): string {
  return createHmac('sha256', secret).update(code).digest('hex');
}

/** Constant-time check of a submitted code (trimmed) against the stored hash. */
export function codeMatches(secret: Buffer, submitted: string, storedHash: string): boolean {
  const code = submitted.trim();
  if (!CODE_PATTERN.test(code)) return false;
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashCode(secret, code), 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * The HMAC key: derived from SESSION_SECRET when it is configured (kept outside the database),
 * otherwise a secret generated once and kept in `app_secrets` (the embedded default).
 */
export function verificationSecret(db: Db, config: Pick<Config, 'sessionSecret'>): Promise<Buffer> {
  return purposeKey(db, config.sessionSecret, 'verification_secret', 'trovapro:verification-code');
}
