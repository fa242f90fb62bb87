import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '@trovapro/domain';

function signature(secret: Buffer, leadId: string): Buffer {
  return createHmac('sha256', secret).update(`erase:${leadId}`).digest();
}

/** The self-erase link's token: `<leadId>.<base64url HMAC-SHA256(secret, 'erase:' + leadId)>`. */
export function eraseToken(secret: Buffer, leadId: string): string {
  return `${leadId}.${signature(secret, leadId).toString('base64url')}`;
}

/**
 * The lead a token names, or null for anything that is not a token we signed (malformed, another
 * signature, a changed id). The signature is compared in constant time.
 */
export function leadIdOfEraseToken(secret: Buffer, token: string): string | null {
  const parts = token.trim().split('.');
  if (parts.length !== 2) return null;
  const [leadId, signed] = parts as [string, string];
  if (!isUuid(leadId) || !/^[A-Za-z0-9_-]{43}$/.test(signed)) return null;
  // Compared as the canonical text: base64url's last character has spare bits, so two spellings could decode alike.
  const given = Buffer.from(signed);
  const expected = Buffer.from(signature(secret, leadId.toLowerCase()).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return leadId.toLowerCase();
}
