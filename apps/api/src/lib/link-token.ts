import { createHash, randomBytes } from 'node:crypto';

/**
 * The token of an emailed link (a purchase link, a receipt): 256 random bits, in the link only. The
 * database keeps its SHA-256, so a copy of the database (or of its backups) opens nothing.
 */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
