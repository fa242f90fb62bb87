import { createHash, randomBytes } from 'node:crypto';

/**
 * The token of one invited business's purchase link: 256 random bits, in the link only. The database
 * keeps its SHA-256, so a copy of the database (or of its backups) cannot buy anything.
 */
export function newPurchaseToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashPurchaseToken(token) };
}

export function hashPurchaseToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The buyer's page of a lead in the business checkout, for the business the token names. */
export function purchaseUrl(checkoutUrl: string, leadId: string, token: string): string {
  return `${checkoutUrl}/business/lead/${encodeURIComponent(leadId)}?t=${token}`;
}
